package nimbook.passes;

import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;

/**
 * What authors bring from Quarto, MyST, mkdocs and Pandoc that CommonMark prints as written: {@code :::} and
 * {@code !!!} blocks, attributes after a heading or an image, inline notes. Each is an error naming Nimbook's own
 * form, as a misspelt directive is, rather than text the reader finds on the page.
 */
final class ForeignSyntax {
    /** A Quarto or MyST fence line and what follows its colons; an mkdocs admonition's first line. */
    private static final Pattern COLON_FENCE = Pattern.compile(":{3,}\\s*(.*)");
    private static final Pattern ADMONITION = Pattern.compile("(?:!!!|\\?\\?\\?\\+?)[ \\t]+(\\S+)[ \\t]*(?:\"(.*)\")?.*");
    /**
     * Pandoc's attributes in braces — ids, classes, key=value pairs, {@code -} — at the end of a heading, or right after
     * an image; not other braces ("the set {1, 2}").
     */
    private static final String ATTRIBUTE = "(?:[#.][A-Za-z][\\w:.-]*|[A-Za-z][\\w-]*=(?:\"[^\"]*\"|[^\\s}]+)|-)";
    private static final String BRACED = "\\{\\s*" + ATTRIBUTE + "(?:\\s+" + ATTRIBUTE + ")*\\s*\\}";
    private static final Pattern HEADING_ATTRIBUTES = Pattern.compile(BRACED + "\\s*$");
    private static final Pattern ATTRIBUTES = Pattern.compile(BRACED);
    private static final Pattern OWN_ID = Pattern.compile("\\{#[^\\s{}]+\\}\\s*$");
    /** A fence's name in {.callout-note}, {note}, callout-tip, note: its word, without Quarto's callout- prefix. */
    private static final Pattern FENCE_NAME = Pattern.compile("[{.\\s]*(?:callout-)?([A-Za-z][\\w-]*)");

    private ForeignSyntax() {
    }

    static void check(Node node, SourceText source, Diagnostics diagnostics) {
        if (node instanceof Paragraph paragraph) {
            for (BasedSequence line : paragraph.getContentLines()) {
                lineOfParagraph(line, source, diagnostics);
            }
        } else if (node instanceof Heading heading && heading.getLastChild() instanceof Text text
                && text.getChars().trimEnd().endsWith("}")) {
            Matcher attributes = HEADING_ATTRIBUTES.matcher(text.getChars());
            if (attributes.find()) {
                String written = attributes.group().strip();
                diagnostics.error(source.at(text.getStartOffset() + attributes.start()), OWN_ID.matcher(written).matches()
                        ? "a heading inside a block gets no id of its own (it is not in the page's contents): remove "
                                + written
                        : "only an id, {#name}, may follow a heading (classes and other attributes are not read): "
                                + "remove " + written);
            }
        } else if (node instanceof Text text && text.getPrevious() instanceof Image) {
            Matcher attributes = ATTRIBUTES.matcher(text.getChars());
            if (attributes.lookingAt()) {
                diagnostics.error(source.at(text.getStartOffset()), "an image takes no attributes such as "
                        + attributes.group() + " (they would be printed after it): remove them, and size images in the"
                        + " stylesheet");
            }
        } else if (node instanceof Text text && !(text.getParent() instanceof Code)) {
            // The brackets are often a node of their own (a link that was not one).
            BasedSequence chars = text.getChars();
            Node next = text.getNext();
            int note = chars.endsWith("^") && next != null && next.getChars().startsWith("[") && next.getChars().endsWith("]")
                    ? chars.length() - 1 : chars.indexOf("^[");
            // Only a closed one: 2^[n is text.
            if (note >= 0 && (note == chars.length() - 1 || chars.indexOf(']', note) > 0)) {
                diagnostics.error(source.at(text.getStartOffset() + note), "inline notes ^[…] are not read: write"
                        + " [^name] here and the note on a line of its own, [^name]: …");
            }
        }
    }

    private static void lineOfParagraph(BasedSequence line, SourceText source, Diagnostics diagnostics) {
        BasedSequence text = line.trim();
        // Most lines start otherwise: no pattern is tried on them (a cold build reads thousands).
        if (text.length() < 3 || ":!?".indexOf(text.charAt(0)) < 0) {
            return;
        }
        Matcher colons = COLON_FENCE.matcher(text);
        Matcher admonition = ADMONITION.matcher(text);
        String problem;
        if (colons.matches()) {
            problem = colons.group(1).isEmpty() ? "a ::: line closes a Quarto or MyST block, which Nimbook does not read"
                    + ": write the block between ``` fences and remove this line"
                    : "::: blocks (Quarto's, MyST's) are not read: " + fenced(colons.group(1), "");
        } else if (admonition.matches()) {
            problem = "mkdocs' " + text.subSequence(0, 3) + " blocks are not read: " + fenced(admonition.group(1),
                    admonition.group(2) == null ? "" : " " + admonition.group(2));
        } else {
            return;
        }
        diagnostics.error(source.at(text.getStartOffset()), problem);
    }

    /** The fenced form of a block written another way, when its name is one of Nimbook's. */
    private static String fenced(String written, String title) {
        Matcher name = FENCE_NAME.matcher(written);
        String block = name.lookingAt() ? name.group(1).toLowerCase(Locale.ROOT) : "";
        return Directives.isBlock(block) ? "write it as ```" + block + title + " … ```"
                : "write a block between ``` fences, its name one of " + String.join(", ", Directives.blocks())
                        + " (callouts: " + String.join(", ", Directives.callouts()) + ")";
    }
}
