package nimbook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.build.LastMade;
import nimbook.passes.Load;
import nimbook.book.Edition;
import nimbook.text.Spelling;

/**
 * Checks what FreeMarker lets pass in a book's own templates. Their names: the build looks templates up by name,
 * so a misspelt file ({@code directives/theorm.ftlh}, {@code layuot.ftlh}) would otherwise be ignored without a
 * word, and the book would keep the built-in look the author meant to replace. And the editions they compare
 * with: {@code edition == "Instructor"} is never true, and would hide the answers of the instructor's edition.
 */
final class TemplateNames {
    /** The templates the pages, printed sheets and banks use, and those the built-in templates import. */
    static final Set<String> PAGES = Set.of("layout.ftlh", "lesson.ftlh", "index.ftlh", "answers.ftlh", "games.ftlh",
            "references.ftlh", "glossary.ftlh", "navigation.ftlh", "steps.ftlh", "table.ftlh", "answer.ftlh", "widgets.ftlh",
            "print.ftlh", "sheets.ftlh", "export.ftlh", "picture.ftlh", "picture-file.ftlh");
    private static final String BLOCKS = "directives/";
    private static final String INLINE = "inline/";
    /** A comparison of the edition with a quoted text, either way round (FreeMarker's =, == and !=). */
    private static final Pattern EDITION_COMPARED = Pattern.compile(
            "\\bedition\\s*!?==?\\s*([\"'])(.*?)\\1|([\"'])(.*?)\\3\\s*!?==?\\s*(?:book\\.)?edition\\b");

    private TemplateNames() {
    }

    /**
     * Reports the book's templates that nothing uses; returns the names of the others, in order. The last folder checked
     * ({@code last}, which the build's memory keeps) is not checked again while its templates are the same.
     */
    static List<String> check(Path folder, String display, Diagnostics diagnostics, LastMade<List<String>> last) {
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        Map<String, String> texts = new TreeMap<>();
        try {
            for (Path path : Load.own(folder, display, diagnostics)) {
                String name = folder.relativize(path).toString().replace('\\', '/');
                if (!name.startsWith("assets/") && (name.endsWith(".ftlh") || name.endsWith(".ftl"))) {
                    texts.put(name, Files.readString(path, StandardCharsets.UTF_8));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // A template that cannot be read is reported when it is used.
            return List.of();
        }
        return last.get(new Texts(display, texts), diagnostics, found -> {
            List<String> checked = new ArrayList<>();
            for (String name : texts.keySet()) {
                String problem = problem(name, texts);
                if (problem != null) {
                    found.error(new SourcePosition(display + "/" + name, 1, 1), problem + "; rename or remove it");
                } else {
                    checked.add(name);
                    checkEditions(new SourceText(display + "/" + name, texts.get(name)), found);
                }
            }
            return List.copyOf(checked);
        });
    }

    /** A folder's templates by name, as the build names the folder. */
    private record Texts(String display, Map<String, String> texts) {
    }

    /** Why nothing uses a template of the book's, or null when something does. */
    private static String problem(String name, Map<String, String> texts) {
        if (includedByAnother(name, texts)) {
            return null;
        }
        for (String folder : List.of(BLOCKS, INLINE)) {
            if (name.startsWith(folder) && !name.substring(folder.length()).contains("/")) {
                String directive = name.substring(folder.length()).replaceFirst("\\.ftlh?$", "");
                List<String> known = Directives.templates().stream().filter(template -> template.startsWith(folder))
                        .map(template -> template.substring(folder.length())).toList();
                String what = folder.equals(BLOCKS) ? "block" : "inline directive";
                return name.endsWith(".ftlh") && known.contains(directive) ? null : "no " + what + " uses this template: a"
                        + (folder.equals(BLOCKS) ? " " : "n ") + what + "'s template is " + folder + "NAME.ftlh, NAME one"
                        + " of " + String.join(", ", known) + Spelling.suggest(directive + ".ftlh", known.stream()
                        .map(known1 -> known1 + ".ftlh").toList());
            }
        }
        return PAGES.contains(name) ? null : "no page uses this template and no template imports it: the book's templates"
                + " are " + String.join(", ", PAGES.stream().sorted().toList()) + Spelling.suggest(name, PAGES);
    }

    private static void checkEditions(SourceText template, Diagnostics diagnostics) {
        Matcher compared = EDITION_COMPARED.matcher(template.text());
        while (compared.find()) {
            int group = compared.group(2) != null ? 2 : 4;
            String edition = compared.group(group);
            if (Arrays.stream(Edition.values()).noneMatch(known -> known.name().toLowerCase(Locale.ROOT).equals(edition))) {
                diagnostics.error(template.at(compared.start(group) - 1), "\"" + edition + "\" is not an edition, so"
                        + " this comparison never holds: compare with \"instructor\" or \"student\"");
            }
        }
    }

    /**
     * Whether another of the book's templates names this one in quotes, as an import or include of the author's own
     * does ({@code "footer.ftlh"}, {@code "../footer.ftlh"}).
     */
    private static boolean includedByAnother(String name, Map<String, String> texts) {
        String file = name.substring(name.lastIndexOf('/') + 1);
        return texts.entrySet().stream().anyMatch(other -> !other.getKey().equals(name)
                && (other.getValue().contains("\"" + file + "\"") || other.getValue().contains("/" + file + "\"")));
    }
}
