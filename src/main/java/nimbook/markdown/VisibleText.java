package nimbook.markdown;

import com.vladsch.flexmark.ast.AutoLink;
import com.vladsch.flexmark.ast.CodeBlock;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.HardLineBreak;
import com.vladsch.flexmark.ast.HtmlBlock;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.HtmlEntity;
import com.vladsch.flexmark.ast.HtmlInline;
import com.vladsch.flexmark.ast.HtmlInlineComment;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.ImageRef;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.MailLink;
import com.vladsch.flexmark.ast.RefNode;
import com.vladsch.flexmark.ast.Reference;
import com.vladsch.flexmark.ast.SoftLineBreak;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.ext.gfm.tasklist.TaskListItem;
import com.vladsch.flexmark.ext.typographic.TypographicQuotes;
import com.vladsch.flexmark.ext.typographic.TypographicSmarts;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterBlock;
import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.ast.Node;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import nimbook.markdown.internal.PlainMath;

/**
 * What a reader sees of part of a page, as plain text on one line: the words of its Markdown, read from the nodes as
 * the page shows them (a directive as its value, a formula as searchable text, no footnote numbers), and of the HTML a
 * directive's template writes around them or an author writes in raw HTML (no tags, scripts, comments or widgets;
 * entities as their characters). Spaces collapse, and come where the page breaks the text: between blocks, not
 * between the parts of a word ({@code <em>mex</em>es}).
 */
public final class VisibleText {
    /** Elements whose content a reader never sees as text; script and style also never hold tags. */
    static final Set<String> UNSEEN = Set.of("script", "style", "template");
    /** Elements inside a line of text: removing their tags must not split a word (<em>mex</em>es). */
    private static final Set<String> INLINE = Set.of("a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn",
            "em", "i", "ins", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
            "wbr");

    private final StringBuilder out = new StringBuilder();
    /** Nodes read by whoever reads this text: a search index takes numbered blocks out into sections of their own. */
    private final Predicate<Node> elsewhere;
    /** Whether a space is due before the next word. */
    private boolean space;

    public VisibleText() {
        this(node -> false);
    }

    /** Text that leaves the nodes {@code elsewhere} takes (it reads them itself, when it is given them). */
    public VisibleText(Predicate<Node> elsewhere) {
        this.elsewhere = elsewhere;
    }

    /** The text so far. */
    @Override
    public String toString() {
        return out.toString();
    }

    /** The text so far, which starts afresh. */
    public String take() {
        String text = out.toString();
        out.setLength(0);
        space = false;
        return text;
    }

    /** Where one block of the page ends and another begins. */
    public void block() {
        space = true;
    }

    /** Text as the reader sees it: spaces (a no-break space too) collapse. */
    public void text(CharSequence chars) {
        // Read as a String, a word at a time: a node's text is a view into the lesson's, slow to read char by char.
        String text = chars.toString();
        int i = 0;
        while (i < text.length()) {
            if (blank(text.charAt(i))) {
                space = true;
                i++;
                continue;
            }
            int end = i + 1;
            while (end < text.length() && !blank(text.charAt(end))) {
                end++;
            }
            append(text, i, end);
            i = end;
        }
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\n' || Character.isWhitespace(c) || c == '\u00A0';
    }

    /** A formula, as searchable text. */
    public void math(String delimited) {
        String text = PlainMath.of(delimited);
        if (!text.isBlank()) {
            append(text);
        }
    }

    /** Appends words whole after a space if one is due (never at the start). */
    private void append(String words) {
        append(words, 0, words.length());
    }

    /** Appends {@code text}'s characters from {@code start} to {@code end} as {@link #append(String)} does. */
    private void append(String text, int start, int end) {
        if (space && out.length() > 0) {
            out.append(' ');
        }
        out.append(text, start, end);
        space = false;
    }

    /** Markdown, as its page shows it. */
    public void nodes(Node node) {
        if (elsewhere.test(node)) {
            return;
        }
        if (node instanceof Text || node instanceof HtmlEntity) {
            text(node.getChars().unescape()); // its line ends are spaces here, as they are
        } else if (node instanceof SoftLineBreak) {
            space = true;
        } else if (node instanceof Code code) {
            text(code.getText());
        } else if (node instanceof FencedCodeBlock || node instanceof IndentedCodeBlock || node instanceof CodeBlock) {
            space = true;
            text(((Block) node).getContentChars());
            space = true;
        } else if (node instanceof MathNode math) {
            math(math.delimited());
        } else if (node instanceof DirectiveNode directive) {
            html(directive.output().html(PageContext.PAGE));
        } else if (node instanceof AutoLink link) {
            text(link.getText());
        } else if (node instanceof MailLink link) {
            text(link.getText());
        } else if (node instanceof RefNode ref && !ref.isDefined()) {
            // As flexmark writes a reference nothing defines: as written, its text's Markdown read.
            if (ref.hasChildren()) {
                text(ref.getChars().prefixOf(ref.getChildChars()).unescape());
                children(node);
                text(ref.getChars().suffixOf(ref.getChildChars()).unescape());
            } else {
                text(ref.getChars().unescape());
            }
        } else if (node instanceof Footnote reference) {
            if (reference.getFootnoteBlock() == null || reference.getFootnoteBlock().getFootnoteOrdinal() == 0) {
                text(reference.getChars());
            }
        } else if (node instanceof HtmlInline || node instanceof HtmlBlock) {
            html(node.getChars().toString());
        } else if (node instanceof TypographicSmarts smarts) {
            html(Markdown.smart(smarts.getTypographicText()));
        } else {
            around(node);
        }
    }

    /** A node that holds others, and what the page sets around them. */
    private void around(Node node) {
        if (node instanceof TypographicQuotes quotes) {
            html(quotes.getTypographicOpening());
            children(node);
            html(quotes.getTypographicClosing());
        } else if (node instanceof DirectiveBlock block) {
            space = true;
            block.output().visible(this);
            space = true;
        } else if (node instanceof Framed framed) {
            space = true;
            html(framed.frame().before(PageContext.PAGE));
            children(node);
            html(framed.frame().after(PageContext.PAGE));
            space = true;
        } else if (node instanceof Image || node instanceof ImageRef) {
            // Its words are its alt text, an attribute.
            space = true;
        } else if (!(node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment || node instanceof Reference
                || node instanceof YamlFrontMatterBlock)) {
            // A block or a line break is set apart from the words around it; a task's box too.
            boolean apart = node instanceof Block || node instanceof HardLineBreak || node instanceof TaskListItem;
            space |= apart;
            children(node);
            space |= apart;
        }
    }

    private void children(Node node) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            nodes(child);
        }
    }

    /**
     * HTML as a reader sees it, read in one pass: tags go, and with them the elements a reader never reads (scripts,
     * styles, a widget, whose text is its script's or a stand-in for it, a footnote's number, what only screen readers
     * say); formulas become plain text; entities are their characters. Forgiving: raw HTML reaches the page as written,
     * broken or not.
     */
    public void html(String html) {
        int to = html.length();
        int i = 0;
        while (i < to) {
            char c = html.charAt(i);
            if (c == '<' && html.startsWith("<!--", i)) {
                int end = html.indexOf("-->", i + 4);
                i = end < 0 ? to : end + 3;
            } else if (c == '<' && i + 1 < to && (Character.isLetter(html.charAt(i + 1)) || html.charAt(i + 1) == '/')) {
                i = tag(html, i);
                if (i < 0) {
                    return;
                }
            } else if (c == '&') {
                i = entity(html, i);
            } else if (Character.isWhitespace(c) || c == '\u00A0') {
                space = true;
                i++;
            } else {
                // A run of plain text, copied at once.
                int end = i + 1;
                while (end < to && plain(html.charAt(end))) {
                    end++;
                }
                append(html, i, end);
                i = end;
            }
        }
    }

    /** Reads the tag at {@code at} (and the element, if it is one not read); returns where reading goes on, or -1. */
    private int tag(String html, int at) {
        int to = html.length();
        int close = Markup.tagEnd(html, at, to);
        if (close < 0) {
            return -1;
        }
        boolean closing = html.charAt(at + 1) == '/';
        int nameStart = closing ? at + 2 : at + 1;
        String written = Markup.tagName(html, nameStart, close);
        String name = written.toLowerCase(Locale.ROOT);
        String attributes = html.substring(nameStart + written.length(), close);
        int i = close + 1;
        if (closing) {
            space |= !INLINE.contains(name);
        } else if (UNSEEN.contains(name) || attributes.contains("data-widget=")) {
            i = Markup.elementEnd(html, written, i, to);
            space |= !UNSEEN.contains(name) && !INLINE.contains(name);
        } else if (name.equals("span") && attributes.contains("class=\"math")) {
            int end = html.indexOf("</span", i);
            end = end < 0 ? to : end;
            math(Markup.entities(html.substring(i, end)));
            i = end;
        } else if (name.equals("a") && attributes.contains("class=\"footnote-")
                || attributes.contains("class=\"visually-hidden\"")) {
            // A footnote's number, the way back from its note, or what only screen readers say (a grid's corner): not
            // words of the text.
            i = Markup.elementEnd(html, written, i, to);
        } else if (name.equals("sup")) {
            append("^"); // 2<sup>3</sup> reads 2^3, not 23
        } else {
            space |= !INLINE.contains(name);
        }
        return i;
    }

    /** Reads the entity at {@code at}; returns where reading goes on. */
    private int entity(String html, int at) {
        int to = html.length();
        int semicolon = at + 1;
        while (semicolon < Math.min(to, at + 10) && html.charAt(semicolon) != ';') {
            semicolon++;
        }
        String decoded = semicolon >= to || html.charAt(semicolon) != ';' ? null
                : Markup.decoded(html.substring(at + 1, semicolon));
        if (decoded == null) {
            append("&");
            return at + 1;
        }
        if (decoded.isBlank()) {
            space = true;
        } else {
            append(decoded);
        }
        return semicolon + 1;
    }

    private static boolean plain(char c) {
        return c != '<' && c != '&' && c != '\u00A0' && !Character.isWhitespace(c);
    }
}
