package nimbook.passes;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterBlock;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterNode;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.FrontMatter;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.solver.Notation;
import nimbook.text.Spelling;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.ParserException;
import org.snakeyaml.engine.v2.schema.FailsafeSchema;

/**
 * Reads a lesson's YAML front matter: its title, its place in the book, and a one-line summary; and, in the
 * introduction (index.md), the book's settings: {@code worked-solutions: off} keeps the hints of the student edition's
 * answer boxes from going on to the worked solution. The title may be the lesson's first block instead, a level-1
 * heading ({@code # Nim}), as mdBook, MkDocs and Jupyter Book take a page's title.
 */
final class FrontMatters {
    private static final List<String> KEYS = List.of("order", "summary", "title", "worked-solutions");

    private final SourceText source;
    /** Whether this is index.md's, which comes first and takes no order. */
    private final boolean introduction;
    private final Diagnostics diagnostics;
    /** Whether a problem reported makes a missing title or summary no news (a misspelt key is the missing one). */
    private boolean misread;
    /** Keys written as YAML blocks, reported already. */
    private final Set<String> blocks = new HashSet<>();
    private final Set<String> seen = new HashSet<>();
    private String title;
    private String summary;
    private Integer order;
    private boolean workedSolutions = true;

    private FrontMatters(SourceText source, boolean introduction, Diagnostics diagnostics) {
        this.source = source;
        this.introduction = introduction;
        this.diagnostics = diagnostics;
    }

    /**
     * Reads the front matter ({@code introduction}: index.md's, which comes first and takes no order); problems go to
     * {@code diagnostics} and leave null fields.
     */
    static FrontMatter read(Document document, SourceText source, boolean introduction, Diagnostics diagnostics) {
        return new FrontMatters(source, introduction, diagnostics).read(document);
    }

    private FrontMatter read(Document document) {
        YamlFrontMatterBlock block = null;
        for (Node node : document.getChildren()) {
            if (node instanceof YamlFrontMatterBlock found) {
                block = found;
            }
        }
        Heading heading = titleHeading(document);
        String headingTitle = heading == null ? null : heading.getText().toString().strip();
        if (heading != null) {
            // The layout shows the title: the heading is not the page's text.
            heading.unlink();
            plain("title", headingTitle, heading.getText().getStartOffset(), "a lesson's title", source, diagnostics);
        }
        if (block == null) {
            diagnostics.error(source.at(0), heading == null ? "no front matter: start the file with ---, then title: …,"
                    + " summary: … and order: … lines, then ---" : "no front matter: start the file with ---, then summary: …"
                    + " and order: … lines, then --- (the title is the heading \"" + headingTitle + "\")");
            return new FrontMatter(headingTitle, null, null, true);
        }
        lines(block);
        for (Node node : block.getChildren()) {
            if (node instanceof YamlFrontMatterNode entry) {
                entry(entry);
            }
        }
        if (headingTitle != null && title != null && !headingTitle.equals(title)) {
            diagnostics.error(source.at(heading.getStartOffset()), "\"# " + headingTitle + "\" differs from the front"
                    + " matter's title, \"" + title + "\": a lesson has one title, so remove one (or make them the same)");
        }
        title = title == null ? headingTitle : title;
        if ((title == null || summary == null) && !misread) {
            diagnostics.error(source.at(block.getStartOffset()), "the front matter needs " + (title == null ? "a title"
                    : "") + (title == null && summary == null ? " and " : "") + (summary == null ? "a one-line summary" : "")
                    + ": add " + (title == null ? "title: …" : "summary: …"));
        }
        return new FrontMatter(title, order, summary, workedSolutions);
    }

    /**
     * The block's lines as written: flexmark reads every line up to the next --- as front matter, and skips what is not
     * key: value.
     */
    private void lines(YamlFrontMatterBlock block) {
        int offset = block.getStartOffset();
        for (String line : block.getChars().toString().split("\n", -1)) {
            boolean inside = offset > block.getStartOffset();
            if (inside && !line.isBlank() && !line.startsWith("---") && line.indexOf(':') < 0
                    && !Character.isWhitespace(line.charAt(0)) && line.charAt(0) != '#') {
                diagnostics.error(source.at(offset), Notation.quote(line.strip()) + " is not a key: value line; the front matter"
                        + " ends at a line --- (is it missing?)");
                misread = true;
                return;
            }
            if (inside && line.strip().startsWith(":")) {
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
            if (inside && !line.isBlank() && Character.isWhitespace(line.charAt(0)) && line.indexOf(':') < 0) {
                // flexmark would add it to the value above, or drop it: either way not what the author meant.
                int indent = line.length() - line.stripLeading().length();
                diagnostics.error(source.at(offset + indent), "a front-matter value is one line: join this line to the"
                        + " one above");
                misread = true;
            }
            offset += line.length() + 1;
        }
    }

    /** One key: value entry, checked and taken. */
    private void entry(YamlFrontMatterNode entry) {
        String key = entry.getKey();
        List<String> values = entry.getValues();
        int valueAt = valueStart(source.text(), entry.getStartOffset());
        String value;
        try {
            value = values.isEmpty() ? "" : scalar(String.join(" ", values).strip());
        } catch (IllegalArgumentException e) {
            diagnostics.error(source.at(valueAt), "the value of \"" + key + "\": " + e.getMessage());
            misread = true;
            return;
        }
        if (blocks.contains(key)) {
            return;
        }
        plain(key, value, valueAt, "the front matter", source, diagnostics);
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
        } else if (!introduction && key.equals("worked-solutions")) {
            diagnostics.error(source.at(entry.getStartOffset()), "worked-solutions is a setting of the whole book: put"
                    + " it in the front matter of index.md");
        } else if (value.isEmpty()) {
            misread = true; // the missing value is the problem: no second message that the key is missing
            diagnostics.error(source.at(entry.getStartOffset()), "\"" + key + "\" is empty");
        } else {
            take(key, value, valueAt);
        }
    }

    /** A known key's value, read. */
    private void take(String key, String value, int valueAt) {
        switch (key) {
            case "title" -> title = value;
            case "summary" -> summary = value;
            case "worked-solutions" -> {
                if (!value.equals("on") && !value.equals("off")) {
                    diagnostics.error(source.at(valueAt), "worked-solutions is on (the student edition's hints end with"
                            + " the worked solution, after three tries or when asked) or off, not \"" + value + "\"");
                }
                workedSolutions = !value.equals("off");
            }
            default -> {
                try {
                    order = Math.toIntExact(Notation.wholeNumber(value));
                } catch (NumberFormatException | ArithmeticException e) {
                    diagnostics.error(source.at(valueAt), Notation.isWholeNumber(value) || value.matches("[0-9]+")
                            ? "order " + value + " is too large: number the lessons 1, 2, 3, …"
                            : "order is a whole number, like order: 2, not \"" + value + "\"");
                }
            }
        }
    }

    /** The document's first block, past its front matter and comments, when it is a level-1 heading; else null. */
    private static Heading titleHeading(Document document) {
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (!(node instanceof YamlFrontMatterBlock || node instanceof HtmlCommentBlock)) {
                return node instanceof Heading heading && heading.getLevel() == 1 ? heading : null;
            }
        }
        return null;
    }

    /**
     * Reports what a value shown as plain text (at {@code at}, in {@code where}) cannot hold: {@code {{ … }}} anywhere,
     * and in a title or summary, math or emphasis.
     */
    private static void plain(String key, String value, int at, String where, SourceText source, Diagnostics diagnostics) {
        String unexpanded = Directives.inPlainText(value, where);
        if (unexpanded != null) {
            int braces = source.text().indexOf("{{", at);
            int lineEnd = source.text().indexOf('\n', at);
            diagnostics.error(source.at(braces >= 0 && (lineEnd < 0 || braces < lineEnd) ? braces : at), unexpanded);
        }
        Matcher markup = MARKUP.matcher(value);
        if ((key.equals("title") || key.equals("summary")) && markup.find()) {
            // Shown as written in the browser's tab, the contents and the pager, so said rather than printed.
            diagnostics.error(source.at(at), "a lesson's " + key + " is plain text, so \"" + markup.group()
                    + "\" would show as written (in the browser's tab too): write it in words");
        }
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
     * A one-line YAML value: plain, where {@code " #"} starts a comment ({@code title: Nim # draft}) and a colon is text
     * ({@code title: Nim: the game}, which YAML would refuse); or quoted, as SnakeYAML reads it ({@code 'It''s'},
     * {@code "caf\xe9"}, a comment after the closing quote). A quote never closed, or text after it, is refused.
     */
    private static String scalar(String value) {
        if (!value.startsWith("'") && !value.startsWith("\"")) {
            int comment = value.indexOf(" #");
            return comment < 0 ? value : value.substring(0, comment).strip();
        }
        Object read;
        try {
            // A Load keeps state while it reads: one per value (lessons are read in parallel).
            read = new Load(Quoted.SETTINGS).loadFromString(value);
        } catch (ParserException e) {
            read = null;
        } catch (MarkedYamlEngineException e) {
            throw new IllegalArgumentException(e.getProblem().contains("end of stream") ? "its opening quote is never"
                    + " closed: close it, or leave the quotes out" : UNKNOWN_ESCAPE.matcher(e.getProblem())
                    .replaceAll("\\\\$1 is not one of YAML's escapes") + ": write \\\\ for a backslash, or leave the quotes out");
        }
        if (read instanceof String text) {
            return text;
        }
        throw new IllegalArgumentException("text after its closing quote: put it inside the quotes"); // 'a' b, 'a': b
    }

    /** SnakeYAML's words for a backslash it cannot read ("found unknown escape character G(71)"), said in YAML's terms. */
    private static final Pattern UNKNOWN_ESCAPE = Pattern.compile("found unknown escape character (.)\\(\\d+\\)");

    /** SnakeYAML's settings, made for the first quoted value (most front matter has none, and a build starts cold). */
    private static final class Quoted {
        /** Every scalar a string: a title 2024, or yes, is text. */
        static final LoadSettings SETTINGS = LoadSettings.builder().setSchema(new FailsafeSchema()).build();
    }
}
