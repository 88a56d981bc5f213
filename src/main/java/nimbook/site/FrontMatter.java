package nimbook.site;

import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterBlock;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterNode;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.solver.Notation;
import nimbook.solver.Spelling;

/** A lesson's YAML front matter: its title, its place in the book, and a one-line summary. */
record FrontMatter(String title, Integer order, String summary) {
    private static final List<String> KEYS = List.of("order", "summary", "title");

    /**
     * Reads the front matter ({@code introduction}: index.md's, which comes first and takes no order); problems go to
     * {@code diagnostics} and leave null fields.
     */
    static FrontMatter read(Document document, SourceText source, boolean introduction, Diagnostics diagnostics) {
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
        Set<String> blocks = new HashSet<>(); // keys written as YAML blocks, reported here
        for (String line : block.getChars().toString().split("\n", -1)) {
            if (offset > block.getStartOffset() && !line.isBlank() && !line.startsWith("---") && line.indexOf(':') < 0
                    && !Character.isWhitespace(line.charAt(0)) && line.charAt(0) != '#') {
                diagnostics.error(source.at(offset), Notation.quote(line.strip()) + " is not a key: value line; the front matter"
                        + " ends at a line --- (is it missing?)");
                misread = true;
                break;
            }
            if (offset > block.getStartOffset() && line.strip().startsWith(":")) {
                // flexmark reads no entry from it, and would say nothing.
                diagnostics.error(source.at(offset + line.indexOf(':')), Notation.quote(line.strip()) + " has no key before"
                        + " its colon: write key: value, like title: Nim");
                misread = true;
            }
            Matcher scalarBlock = SCALAR_BLOCK.matcher(line);
            if (scalarBlock.matches()) {
                diagnostics.error(source.at(offset), "a front-matter value is one line, not a YAML block (" + scalarBlock
                        .group(2) + "): write the " + scalarBlock.group(1) + " after \"" + scalarBlock.group(1) + ": \"");
                blocks.add(scalarBlock.group(1));
                misread = true;
            }
            if (offset > block.getStartOffset() && !line.isBlank() && Character.isWhitespace(line.charAt(0))
                    && line.indexOf(':') < 0) {
                // flexmark would add it to the value above, or drop it: either way not what the author meant.
                int indent = line.length() - line.stripLeading().length();
                diagnostics.error(source.at(offset + indent), "a front-matter value is one line: join this line to the"
                        + " one above");
                misread = true;
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
            int valueAt = valueStart(source.text(), entry.getStartOffset());
            String value;
            try {
                value = values.isEmpty() ? "" : scalar(String.join(" ", values).strip());
            } catch (IllegalArgumentException e) {
                diagnostics.error(source.at(valueAt), "the value of \"" + key + "\": " + e.getMessage());
                misread = true;
                continue;
            }
            if (blocks.contains(key)) {
                continue;
            }
            String unexpanded = Directives.inPlainText(value, "the front matter");
            if (unexpanded != null) {
                int braces = source.text().indexOf("{{", valueAt);
                int lineEnd = source.text().indexOf('\n', valueAt);
                diagnostics.error(source.at(braces >= 0 && (lineEnd < 0 || braces < lineEnd) ? braces : valueAt),
                        unexpanded);
            }
            Matcher markup = MARKUP.matcher(value);
            if ((key.equals("title") || key.equals("summary")) && markup.find()) {
                // Shown as written in the browser's tab, the contents and the pager, so said rather than printed.
                diagnostics.error(source.at(valueAt), "a lesson's " + key + " is plain text, so \"" + markup.group()
                        + "\" would show as written (in the browser's tab too): write it in words");
            }
            if (KEYS.contains(key) && !seen.add(key)) {
                // YAML takes the last value silently; an author editing the first would wonder why nothing changed.
                diagnostics.error(source.at(entry.getStartOffset()), Notation.quote(key) + " is given twice: keep one");
            } else if (!KEYS.contains(key)) {
                String suggestion = Spelling.suggest(key, KEYS);
                // A misspelt key is the missing one: no second message that it is missing.
                misread |= !suggestion.isEmpty();
                diagnostics.error(source.at(entry.getStartOffset()), "unknown front-matter key " + Notation.quote(key) + suggestion
                        + "; known keys: " + String.join(", ", KEYS));
            } else if (introduction && key.equals("order")) {
                diagnostics.error(source.at(entry.getStartOffset()), "the introduction (index.md) comes before the"
                        + " lessons and takes no order: remove this line");
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
                    diagnostics.error(source.at(valueAt), Notation.isWholeNumber(value) || value.matches("[0-9]+")
                            ? "order " + value + " is too large: number the lessons 1, 2, 3, …"
                            : "order is a whole number, like order: 2, not \"" + value + "\"");
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

    /** Where the value of the entry at {@code keyAt} starts: after its key's colon and the spaces that follow. */
    private static int valueStart(String text, int keyAt) {
        int at = text.indexOf(':', keyAt) + 1;
        while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
            at++;
        }
        return at;
    }

    /** Math ($x$) or emphasis (*word*, _word_), which Markdown would render, and plain text shows as written. */
    private static final Pattern MARKUP = Pattern.compile(
            "\\$[^\\s$]([^$]*[^\\s$])?\\$(?!\\d)|(?<!\\w)([*_])[^\\s*_]([^*_]*[^\\s*_])?\\2(?!\\w)");

    /** A key whose value starts a YAML block ({@code summary: >}), which a one-line value is not. */
    private static final Pattern SCALAR_BLOCK = Pattern.compile(
            "([A-Za-z][\\w-]*):\\s*([>|][-+1-9]*)\\s*(#.*)?");

    /**
     * A one-line YAML value: plain, where {@code " #"} starts a comment ({@code title: Nim # draft}); in single quotes,
     * where {@code ''} is a quote ({@code 'It''s'}); or in double quotes, with backslash escapes. A comment may follow
     * the closing quote; the quote never closed, or text after it, is refused (the message says which).
     */
    private static String scalar(String value) {
        if (value.startsWith("'")) {
            StringBuilder text = new StringBuilder();
            for (int i = 1; i < value.length(); i++) {
                if (value.charAt(i) != '\'') {
                    text.append(value.charAt(i));
                } else if (i + 1 < value.length() && value.charAt(i + 1) == '\'') {
                    text.append('\'');
                    i++;
                } else {
                    return closed(value, i, text);
                }
            }
            throw new IllegalArgumentException(UNCLOSED);
        }
        if (value.startsWith("\"")) {
            StringBuilder text = new StringBuilder();
            for (int i = 1; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c == '"') {
                    return closed(value, i, text);
                }
                if (c == '\\' && i + 1 < value.length()) {
                    char escaped = value.charAt(++i);
                    text.append(switch (escaped) {
                        case 't' -> '\t';
                        case 'n' -> '\n';
                        default -> escaped; // \" \\ \/
                    });
                } else {
                    text.append(c);
                }
            }
            throw new IllegalArgumentException(UNCLOSED);
        }
        int comment = value.indexOf(" #");
        return comment < 0 ? value : value.substring(0, comment).strip();
    }

    private static final String UNCLOSED = "its opening quote is never closed: close it, or leave the quotes out";

    /** A quoted value's text, when what follows its closing quote (at {@code close}) is nothing or a comment. */
    private static String closed(String value, int close, StringBuilder text) {
        String rest = value.substring(close + 1).strip();
        if (!rest.isEmpty() && !rest.startsWith("#")) {
            throw new IllegalArgumentException("text after its closing quote: put it inside the quotes");
        }
        return text.toString();
    }
}
