package nimbook.markdown;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ast.util.ReferenceRepository;
import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.ext.tables.TablesExtension;
import com.vladsch.flexmark.ext.typographic.TypographicExtension;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterExtension;
import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.ast.TextCollectingVisitor;
import com.vladsch.flexmark.util.data.MutableDataSet;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import com.vladsch.flexmark.util.sequence.Escaping;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import nimbook.markdown.internal.HeadingIds;
import nimbook.markdown.internal.Syntax;

/**
 * The book's Markdown: CommonMark with tables and YAML front matter, math and inline directives claimed before the core
 * parser, block directives read in place, and an HTML renderer for them. One instance parses and renders every page of
 * a build (flexmark's parsers and renderers are immutable and safe to share between threads).
 */
public final class Markdown {
    private final Parser parser;
    private final Function<String, DirectiveBlock.Shape> shapes;
    private final MutableDataSet options;
    /** Renderers by where they render: a page, a part of the whole book's page, a contents list. */
    private final Map<PageContext, HtmlRenderer> renderers = new ConcurrentHashMap<>();
    /** For parts of lessons (an option's Markdown, a title): made when first needed. */
    private volatile Parser parts;

    /** {@code shapes}: which fence names a block directive, and how its block is read (null for none). */
    public Markdown(Function<String, DirectiveBlock.Shape> shapes) {
        MutableDataSet options = new MutableDataSet();
        options.set(HtmlRenderer.GENERATE_HEADER_ID, true);
        options.set(HtmlRenderer.RENDER_HEADER_ID, true);
        options.set(HtmlRenderer.SOFT_BREAK, "\n");
        // A part's links resolve through definitions added after it was parsed (see parse(part, whole)).
        options.set(HtmlRenderer.RECHECK_UNDEFINED_REFERENCES, true);
        // Tables as GitHub reads them: one dash makes a column, || an empty cell, and every row has the header's cells.
        options.set(TablesExtension.MIN_SEPARATOR_DASHES, 1);
        options.set(TablesExtension.COLUMN_SPANS, false);
        options.set(TablesExtension.APPEND_MISSING_COLUMNS, true);
        options.set(TablesExtension.DISCARD_EXTRA_COLUMNS, true);
        // Comments are the author's (a note to self, an answer kept for later): never in the page, of either edition.
        options.set(Parser.PARSE_INNER_HTML_COMMENTS, true);
        options.set(HtmlRenderer.SUPPRESS_HTML_COMMENT_BLOCKS, true);
        options.set(HtmlRenderer.SUPPRESS_INLINE_HTML_COMMENTS, true);
        // Typography as Pandoc's "smart" extension has it: curly quotes and apostrophes, dashes from -- and ---, an
        // ellipsis from ...; written as the characters themselves, as the rest of the page is. << and >> stay as typed.
        options.set(TypographicExtension.DOUBLE_QUOTE_OPEN, "\u201c");
        options.set(TypographicExtension.DOUBLE_QUOTE_CLOSE, "\u201d");
        options.set(TypographicExtension.SINGLE_QUOTE_OPEN, "\u2018");
        options.set(TypographicExtension.SINGLE_QUOTE_CLOSE, "\u2019");
        options.set(TypographicExtension.SINGLE_QUOTE_UNMATCHED, "\u2019");
        options.set(TypographicExtension.ANGLE_QUOTE_OPEN, "&lt;&lt;");
        options.set(TypographicExtension.ANGLE_QUOTE_CLOSE, "&gt;&gt;");
        options.set(Syntax.SHAPES, shapes);
        this.shapes = shapes;
        options.set(Parser.EXTENSIONS, Syntax.extensions(YamlFrontMatterExtension.create()));
        this.parser = Parser.builder(options).build();
        this.options = options;
        renderers.put(PageContext.PAGE, HtmlRenderer.builder(options).build());
    }

    /**
     * Text that nests deeper than {@value Nesting#MAX_DEPTH} levels, or starts a line with a rule too long to read: refused
     * where it happens, {@link #offset()} characters into the file.
     */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        private final int offset;

        Refused(int offset, String message) {
            super(message, null, false, false);
            this.offset = offset;
        }

        public int offset() {
            return offset;
        }
    }

    /** A lesson parsed, and the refusals of the blocks' bodies it leaves out (each body is left empty). */
    public record Parsed(Document document, List<Refused> leftOut) {
    }

    /**
     * A lesson, its front matter included; refused when it nests too deep. A look before flexmark parses it refuses
     * nesting that flexmark would take minutes over ({@link Nesting}); a look at the tree, what nests inside a line
     * (emphasis in emphasis). What goes too far inside a block's body leaves that body out, its lines unread.
     */
    public Parsed parse(String text) throws Refused {
        Nesting.Scan scan = Nesting.scan(text, shapes, Nesting.MAX_DEPTH);
        if (scan.refusal() != null) {
            throw new Refused(scan.refusal().at(), scan.refusal().message());
        }
        List<Refused> leftOut = new ArrayList<>();
        String parsed = text;
        if (!scan.leftOut().isEmpty()) {
            char[] blanked = text.toCharArray();
            for (Nesting.LeftOut part : scan.leftOut()) {
                for (int i = part.from(); i < part.to(); i++) {
                    blanked[i] = blanked[i] == '\n' ? '\n' : ' ';
                }
                leftOut.add(new Refused(part.refusal().at(), part.refusal().message()));
            }
            parsed = new String(blanked);
        }
        Document document = parser.parse(parsed);
        leaveOut(document, scan.leftOut());
        for (Node deepest = Nesting.tooDeep(document); deepest != null; deepest = Nesting.tooDeep(document)) {
            DirectiveBlock block = owner(deepest);
            if (block == null) {
                throw new Refused(deepest.getStartOffset(), Nesting.TOO_DEEP);
            }
            leftOut.add(new Refused(deepest.getStartOffset(), Nesting.TOO_DEEP));
            block.leaveOut();
        }
        return new Parsed(document, leftOut);
    }

    /** Marks the blocks whose bodies the look left out: the innermost block around each part left out. */
    private static void leaveOut(Document document, List<Nesting.LeftOut> leftOut) {
        for (Nesting.LeftOut part : leftOut) {
            DirectiveBlock innermost = null;
            for (Node node : document.getDescendants()) {
                if (node instanceof DirectiveBlock block && block.getStartOffset() < part.from()
                        && part.from() <= block.getEndOffset()) {
                    innermost = block;
                }
            }
            if (innermost != null) {
                innermost.leaveOut();
            }
        }
    }

    /** The block whose body or notes hold a node, or null. */
    private static DirectiveBlock owner(Node node) {
        for (Node parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof DirectiveBlock block) {
                return block;
            }
        }
        return null;
    }

    /**
     * One line of a lesson (an option's Markdown), keeping its offsets so that positions stay true. Its reference-style
     * links reach the lesson's definitions ({@code [s]: 02-sums.md}), as they would in the lesson's text. Refused, as a
     * lesson is, when it nests too deep ({@code > > > …} on one line).
     */
    public Document parseLine(BasedSequence line, Document lesson) throws Refused {
        Document document = checkedLine(line.getBaseSequence().subSequence(line.getStartOffset(), line.getEndOffset()));
        ReferenceRepository own = Parser.REFERENCES.get(document);
        Parser.REFERENCES.get(lesson).forEach(own::putIfAbsent);
        return document;
    }

    /** A line parsed after the looks {@link #parse} takes; offsets are the line's own in its file. */
    private Document checkedLine(BasedSequence line) throws Refused {
        Nesting.Refusal refusal = Nesting.scan(line, shapes, Nesting.MAX_DEPTH).refusal();
        if (refusal != null) {
            throw new Refused(line.getStartOffset() + refusal.at(), refusal.message());
        }
        Document document = partParser().parse(line);
        Node deepest = Nesting.tooDeep(document);
        if (deepest != null) {
            throw new Refused(deepest.getStartOffset(), Nesting.TOO_DEEP);
        }
        return document;
    }

    /** A part with nothing in it, standing for one that was refused. */
    public Document nothing() {
        return partParser().parse("");
    }

    /** A parser for parts of a lesson: the book's syntax without front matter (a first --- is a rule). */
    private Parser partParser() {
        Parser made = parts;
        if (made == null) {
            made = Parser.builder(new MutableDataSet(options).set(Parser.EXTENSIONS, Syntax.extensions())).build();
            parts = made;
        }
        return made;
    }

    /** A node as a page of its own shows it; a directive block's body or notes as a document of its own. */
    public String render(Node node) {
        return render(node, PageContext.PAGE);
    }

    /** A node as {@code context} shows it. */
    public String render(Node node, PageContext context) {
        return renderers.computeIfAbsent(context, page -> HtmlRenderer.builder(new MutableDataSet(options)
                .set(Syntax.CONTEXT, page)).build()).render(node);
    }

    /**
     * One line of inline Markdown (a block's title, a table's caption) as HTML, without the paragraph around it; null
     * when it holds a link (a cross-reference, {@code @thm-x}, too), raw HTML or an equation's label, which such a line
     * refuses (its links would go unchecked, a stray tag would break the page, and the label would number nothing).
     */
    public String inlineHtml(String line) {
        if (line.isEmpty() || isPlain(line)) {
            return line;
        }
        Document parsed;
        try {
            parsed = checkedLine(BasedSequence.of(line));
        } catch (Refused e) {
            // A thousand nested quotes or a long rule: no paragraph either.
            return escape(line);
        }
        if (!(parsed.getFirstChild() instanceof Paragraph) || parsed.getFirstChild().getNext() != null) {
            // "1. The first case", "- x", "> x": a title, not a list or a quote.
            return escape(line);
        }
        for (Node node : parsed.getDescendants()) {
            if (node instanceof com.vladsch.flexmark.ast.LinkNodeBase || node instanceof com.vladsch.flexmark.ast.RefNode
                    || node instanceof Footnote || node instanceof DirectiveNode directive && directive.crossReference()
                    || node instanceof com.vladsch.flexmark.ast.HtmlInlineBase
                    || node instanceof MathNode math && math.label() != null) {
                return null;
            }
        }
        String html = render(parsed).strip();
        return html.startsWith("<p>") && html.endsWith("</p>") ? html.substring(3, html.length() - 4) : html;
    }

    /**
     * Plain text (a lesson's title or summary) with the typography of the pages' text: curly quotes, dashes, ellipses.
     * Text that would render as markup (which the front matter refuses) stays as written.
     */
    public String typeset(String plain) {
        String html = inlineHtml(plain);
        return html == null || html.indexOf('<') >= 0 ? plain
                : html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
    }

    /** A line's paragraph as rendering makes it, when the line is plain ({@link #isPlain}); else null. */
    public static String plainParagraph(String line) {
        return !line.isEmpty() && isPlain(line) ? "<p>" + line + "</p>\n" : null;
    }

    /**
     * Whether a line is its own HTML: words, digits and plain punctuation, starting with a word (most titles and hints
     * are; parsing each costs a cold build more than the rest of its outline). No Markdown or HTML can be made of these.
     */
    private static boolean isPlain(String line) {
        if (!Character.isLetter(line.charAt(0)) || line.endsWith(" ")) {
            return false;
        }
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            char next = i + 1 < line.length() ? line.charAt(i + 1) : 0;
            // An apostrophe, -- and ... are typeset.
            if (!Character.isLetterOrDigit(c) && " ,.:;?()\u2013\u2014\u2019-".indexOf(c) < 0
                    || (c == ' ' || c == '-' || c == '.') && next == c) {
                return false;
            }
        }
        return true;
    }

    /**
     * Words of Markdown as plain text on one line, as a key or a sheet of questions lists them: a directive as its value,
     * a formula as its TeX.
     */
    public static String text(Node node) {
        return new TextCollectingVisitor().collectAndGetText(node).replaceAll("\\s+", " ").strip();
    }

    /** The headings of a lesson's page: those of its text, not those inside blocks (which have no id). */
    public static List<Heading> pageHeadings(Document document) {
        List<Heading> headings = new ArrayList<>();
        Node node = document.getFirstChild();
        while (node != null) {
            if (node instanceof Heading heading) {
                headings.add(heading);
            }
            Node child = node instanceof DirectiveBlock ? null : node.getFirstChild();
            if (child != null) {
                node = child;
                continue;
            }
            while (node != null && node.getNext() == null) {
                node = node.getParent() == document ? null : node.getParent();
            }
            node = node == null ? null : node.getNext();
        }
        return headings;
    }

    /**
     * Gives every heading of a lesson's page its anchor id (GitHub-style, unique in the page); returns the ids headings
     * set themselves. The renderer writes the ids assigned here rather than generating them again, so anchors known
     * before rendering (for links and the contents) are the ones on the page.
     */
    public static List<HeadingLabel> assignHeadingIds(Document document) {
        return HeadingIds.assign(pageHeadings(document), LAYOUT_IDS);
    }

    /** An id a heading sets itself, {@code {#id}} at its end, and where that is written. */
    public record HeadingLabel(String id, int offset) {
    }

    /** Whether the built-in templates give this id to a part of every page, which a label must not take too. */
    public static boolean layoutId(String id) {
        return LAYOUT_IDS.contains(id);
    }

    /** Ids the built-in templates give parts of every page (the text, the sidebar, the search, the index's contents). */
    private static final Set<String> LAYOUT_IDS = Set.of("main", "lessons", "on-this-page", "search", "search-results",
            "contents");

    /** A dash or an ellipsis as its character: flexmark names them as entities, which the page needs no more than "“". */
    public static String smart(String entity) {
        return switch (entity) {
            case "&hellip;" -> "\u2026";
            case "&ndash;" -> "\u2013";
            case "&mdash;" -> "\u2014";
            default -> entity;
        };
    }

    /**
     * A position as the book writes it in HTML: code that a line's end may break only between its terms ({@code nim 4 1}
     * broken after {@code nim 4} would read as two positions) — unless a term is too long to fit a phone's column
     * ({@code nb-long}; a colourful pile, mostly). Templates call it as {@code ${position(text)}}; the widgets' script
     * writes positions alike.
     */
    public static String position(String text) {
        StringBuilder html = new StringBuilder(text.length() + 60).append("<code class=\"nb-position\">");
        int from = 0;
        while (true) {
            int plus = text.indexOf(" + ", from);
            String term = plus < 0 ? text.substring(from) : text.substring(from, plus);
            html.append(term.length() <= Syntax.KEPT_TOGETHER ? "<span class=\"nb-term\">"
                    : "<span class=\"nb-term nb-long\">").append(escape(term)).append("</span>");
            if (plus < 0) {
                return html.append("</code>").toString();
            }
            html.append(" + ");
            from = plus + 3;
        }
    }

    /** HTML-escapes text for element content and attribute values ({@code < > & "}), as flexmark escapes the pages' text. */
    public static String escape(String text) {
        return Escaping.escapeHtml(text, false);
    }
}
