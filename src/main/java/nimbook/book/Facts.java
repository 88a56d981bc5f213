package nimbook.book;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Spelling;

/**
 * What every lesson may refer to, known once every lesson is outlined: each label's target, each page's anchors, and
 * every other file of the site. A lesson's products depend on these and on its own source only.
 */
public final class Facts {
    /** The answer key's page. */
    public static final String KEY_PAGE = "answers.html";

    /** Where a label points: a page, an anchor on it, and how a reference reads ("Theorem 3.2"). */
    public record Target(String page, String anchor, String text) {
        public String href() {
            return page + "#" + anchor;
        }
    }

    private final Map<String, Target> labels;
    private final Map<String, Set<String>> anchors;
    private final Set<String> files;
    private final Bibliography bibliography;
    private final Glossary glossary;

    /**
     * @param labels every {@code {#label}} of the book
     * @param anchors each page's ids, by page ({@code 01-nim.html})
     * @param files every other file the site will hold (pages without anchors listed, images)
     * @param bibliography the book's references, which {@code {{ cite }}} names
     * @param glossary the terms the lessons define, which {@code {{ term }}} names
     */
    public Facts(Map<String, Target> labels, Map<String, Set<String>> anchors, Set<String> files,
            Bibliography bibliography, Glossary glossary) {
        this.bibliography = bibliography;
        this.glossary = glossary;
        this.labels = Map.copyOf(labels);
        this.anchors = new HashMap<>(anchors);
        this.files = Set.copyOf(files);
    }

    public Bibliography bibliography() {
        return bibliography;
    }

    public Glossary glossary() {
        return glossary;
    }

    public Target label(String label) {
        return labels.get(label);
    }

    public boolean hasPage(String page) {
        return anchors.containsKey(page) || files.contains(page);
    }

    public boolean hasAnchor(String page, String anchor) {
        Set<String> ids = anchors.get(page);
        return ids != null && ids.contains(anchor);
    }

    /**
     * A link to the anchor {@code id} from the lesson {@code file} ({@code 01-nim.md}), as its author writes one: {@code
     * #id} on its own page, {@code 02-sums.md#id} on another lesson's (the first, in page order), {@code
     * games.html#id} on a page the book writes; null when no page has it.
     */
    public String linkToAnchor(String id, String file) {
        return anchors.entrySet().stream().filter(page -> page.getValue().contains(id)).map(Map.Entry::getKey).sorted()
                .findFirst().map(page -> lessonFile(page).equals(file) ? "#" + id : lessonFile(page) + "#" + id)
                .orElse(null);
    }

    /** A lesson's source file for its page ({@code 02-sums.html} → {@code 02-sums.md}); a page the book writes as it is. */
    private static String lessonFile(String page) {
        return page.equals("games.html") || page.equals(KEY_PAGE) || page.equals(Bibliography.PAGE)
                || page.equals(Glossary.PAGE) ? page
                : page.replaceFirst("\\.html$", ".md");
    }

    /** " (did you mean "x"?)" when a label of the book is a likely spelling of {@code label}; else "". */
    public String labelLike(String label) {
        return Spelling.suggest(label, new TreeSet<>(labels.keySet()));
    }

    /**
     * The same for an anchor ({@code #id}) of {@code page}; or else the shortest anchor that ends in it, as if it were
     * written without a prefix ({@code #nim} for the games page's {@code #game-nim}, not {@code #game-misere-nim}).
     */
    public String anchorLike(String page, String anchor) {
        Set<String> ids = new TreeSet<>();
        anchors.getOrDefault(page, Set.of()).forEach(id -> ids.add("#" + id));
        String suggestion = Spelling.suggest("#" + anchor, ids);
        return suggestion.isEmpty() ? ids.stream().filter(id -> id.endsWith("-" + anchor))
                .min(Comparator.comparingInt(String::length)).map(Spelling::meant)
                .orElse("") : suggestion;
    }

    /**
     * The same for a lesson's file ({@code 02-sums.md}), or for another file of the site; first, the lesson a link names
     * without its number or its {@code .md} ({@code sums.md}, {@code 02-sums}, {@code sums}: {@code 02-sums.md}).
     */
    public String fileLike(String file) {
        // The lessons' pages (and index.html), not the pages the book writes itself.
        Set<String> lessons = new TreeSet<>();
        anchors.keySet().stream().map(Facts::lessonFile).filter(lesson -> lesson.endsWith(".md"))
                .forEach(lessons::add);
        String named = file.endsWith(".md") ? file : file + ".md";
        String lesson = lessons.contains(named) ? named : lessons.stream()
                .filter(name -> name.endsWith("-" + named) && name.substring(0, name.length() - named.length() - 1)
                        .chars().allMatch(Character::isDigit))
                .findFirst().orElse(null);
        if (lesson != null) {
            return Spelling.meant(lesson);
        }
        Set<String> known = lessons;
        if (!file.endsWith(".md")) {
            known = new TreeSet<>(files);
            known.addAll(anchors.keySet()); // the pages: games.html, answers.html, the lessons'
        }
        return Spelling.suggest(file, known);
    }
}
