package nimbook.site;

import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterBlock;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterNode;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.solver.Notation;

/** A lesson's YAML front matter: its title, its place in the book, and a one-line summary. */
record FrontMatter(String title, Integer order, String summary) {
    private static final Set<String> KEYS = Set.of("title", "order", "summary");

    /** Reads the front matter; problems go to {@code diagnostics} and leave null fields. */
    static FrontMatter read(Document document, SourceText source, Diagnostics diagnostics) {
        YamlFrontMatterBlock block = null;
        for (Node node : document.getChildren()) {
            if (node instanceof YamlFrontMatterBlock found) {
                block = found;
            }
        }
        if (block == null) {
            diagnostics.error(source.at(0), "no front matter: start the file with ---, then title: …, summary: … and"
                    + " order: … lines, then ---");
            return new FrontMatter(null, null, null);
        }
        // flexmark reads every line up to the next --- as front matter, and skips what is not key: value.
        int offset = block.getStartOffset();
        boolean misread = false;
        for (String line : block.getChars().toString().split("\n", -1)) {
            if (offset > block.getStartOffset() && !line.isBlank() && !line.startsWith("---") && line.indexOf(':') < 0
                    && !Character.isWhitespace(line.charAt(0)) && line.charAt(0) != '#') {
                diagnostics.error(source.at(offset), "\"" + line.strip() + "\" is not a key: value line; the front matter"
                        + " ends at a line --- (is it missing?)");
                misread = true;
                break;
            }
            offset += line.length() + 1;
        }
        String title = null;
        String summary = null;
        Integer order = null;
        Set<String> seen = new HashSet<>();
        for (Node node : block.getChildren()) {
            if (!(node instanceof YamlFrontMatterNode entry)) {
                continue;
            }
            String key = entry.getKey();
            List<String> values = entry.getValues();
            String value = values.isEmpty() ? "" : unquote(withoutComment(String.join(" ", values).strip()));
            String unexpanded = Directives.inPlainText(value, "the front matter");
            if (unexpanded != null) {
                diagnostics.error(source.at(entry.getStartOffset()), unexpanded);
            }
            if (KEYS.contains(key) && !seen.add(key)) {
                // YAML takes the last value silently; an author editing the first would wonder why nothing changed.
                diagnostics.error(source.at(entry.getStartOffset()), "\"" + key + "\" is given twice: keep one");
            } else if (!KEYS.contains(key)) {
                diagnostics.error(source.at(entry.getStartOffset()), "unknown front-matter key \"" + key + "\"; known keys:"
                        + " order, summary, title");
            } else if (value.isEmpty()) {
                misread = true; // the missing value is the problem: no second message that the key is missing
                diagnostics.error(source.at(entry.getStartOffset()), "\"" + key + "\" is empty");
            } else if (key.equals("title")) {
                title = value;
            } else if (key.equals("summary")) {
                summary = value;
            } else {
                try {
                    order = Math.toIntExact(Notation.wholeNumber(value));
                } catch (NumberFormatException | ArithmeticException e) {
                    diagnostics.error(source.at(entry.getStartOffset()), "order is a whole number, like order: 2, not \""
                            + value + "\"");
                }
            }
        }
        if ((title == null || summary == null) && !misread) {
            diagnostics.error(source.at(block.getStartOffset()), "the front matter needs " + (title == null ? "a title"
                    : "") + (title == null && summary == null ? " and " : "") + (summary == null ? "a one-line summary" : "")
                    + ": add " + (title == null ? "title: …" : "summary: …"));
        }
        return new FrontMatter(title, order, summary);
    }

    /** A value without its YAML comment ({@code title: Nim # draft}); a quoted value keeps its '#'. */
    private static String withoutComment(String value) {
        int comment = value.indexOf(" #");
        return comment < 0 || value.startsWith("\"") || value.startsWith("'") ? value : value.substring(0, comment).strip();
    }

    private static String unquote(String value) {
        if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"") || value.startsWith("'")
                && value.endsWith("'"))) {
            return value.substring(1, value.length() - 1);
        }
        return value;
    }
}
