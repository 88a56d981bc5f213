package nimbook.markdown;

import com.vladsch.flexmark.ast.AnchorRefTarget;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ast.util.ReferenceRepository;
import com.vladsch.flexmark.ext.definition.DefinitionExtension;
import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.ext.footnotes.FootnoteBlock;
import com.vladsch.flexmark.ext.footnotes.FootnoteExtension;
import com.vladsch.flexmark.ext.gfm.strikethrough.StrikethroughExtension;
import com.vladsch.flexmark.ext.gfm.tasklist.TaskListExtension;
import com.vladsch.flexmark.ext.gfm.tasklist.TaskListItem;
import com.vladsch.flexmark.ext.tables.TableBlock;
import com.vladsch.flexmark.ext.tables.TableCaption;
import com.vladsch.flexmark.ext.tables.TableCell;
import com.vladsch.flexmark.ext.tables.TablesExtension;
import com.vladsch.flexmark.ext.tables.internal.TableParagraphPreProcessor;
import com.vladsch.flexmark.ext.typographic.TypographicExtension;
import com.vladsch.flexmark.ext.typographic.TypographicQuotes;
import com.vladsch.flexmark.ext.typographic.TypographicSmarts;
import com.vladsch.flexmark.ext.yaml.front.matter.YamlFrontMatterExtension;
import com.vladsch.flexmark.html.AttributeProvider;
import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.html.HtmlWriter;
import com.vladsch.flexmark.html.IndependentAttributeProviderFactory;
import com.vladsch.flexmark.html.IndependentLinkResolverFactory;
import com.vladsch.flexmark.html.LinkResolver;
import com.vladsch.flexmark.html.renderer.AttributablePart;
import com.vladsch.flexmark.html.renderer.HeaderIdGenerator;
import com.vladsch.flexmark.html.renderer.HeaderIdGeneratorFactory;
import com.vladsch.flexmark.html.renderer.HtmlIdGenerator;
import com.vladsch.flexmark.html.renderer.LinkResolverBasicContext;
import com.vladsch.flexmark.html.renderer.LinkResolverContext;
import com.vladsch.flexmark.html.renderer.LinkStatus;
import com.vladsch.flexmark.html.renderer.NodeRenderer;
import com.vladsch.flexmark.html.renderer.NodeRendererContext;
import com.vladsch.flexmark.html.renderer.NodeRenderingHandler;
import com.vladsch.flexmark.html.renderer.ResolvedLink;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.parser.block.BlockParserFactory;
import com.vladsch.flexmark.parser.block.CustomBlockParserFactory;
import com.vladsch.flexmark.parser.block.ParagraphPreProcessor;
import com.vladsch.flexmark.parser.block.ParagraphPreProcessorFactory;
import com.vladsch.flexmark.parser.block.ParserState;
import com.vladsch.flexmark.parser.core.HeadingParser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.ast.TextCollectingVisitor;
import com.vladsch.flexmark.util.ast.TextContainer;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.data.MutableDataHolder;
import com.vladsch.flexmark.util.data.MutableDataSet;
import com.vladsch.flexmark.util.dependency.Dependent;
import com.vladsch.flexmark.util.html.MutableAttributes;
import com.vladsch.flexmark.util.misc.Extension;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import com.vladsch.flexmark.util.sequence.Escaping;
import com.vladsch.flexmark.util.sequence.mappers.SpecialLeadInHandler;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The book's Markdown: CommonMark with tables and YAML front matter, math and inline directives claimed
 * before the core parser, and an HTML renderer for them. One instance parses and renders every page of a
 * build (flexmark's parser and renderer are immutable and safe to share between threads).
 */
public final class Markdown {
    private final Parser parser;
    private final HtmlRenderer renderer;
    private final MutableDataSet options;
    /** For parts of lessons ({@link #partParser}): made when first needed. */
    private final FirstMade<Parser> parts = new FirstMade<>();
    /** For blocks' bodies inside list items or quotes, by the width of the container's prefix ({@link Margin}). */
    private final Map<Integer, Parser> inMargin = new ConcurrentHashMap<>();

    public Markdown() {
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
        options.set(Parser.EXTENSIONS, extensions(YamlFrontMatterExtension.create()));
        this.parser = Parser.builder(options).build();
        this.renderer = HtmlRenderer.builder(options).build();
        this.options = options;
    }

    /** The book's syntax, and any extension added for one parser. */
    private static List<Extension> extensions(Extension... more) {
        List<Extension> all = new ArrayList<>(List.of(new ReusedTables(), new Syntax(), StrikethroughExtension.create(),
                DefinitionExtension.create(), new ParsingOnly(FootnoteExtension.create()) { },
                new ParsingOnly(TaskListExtension.create()) { }, new ParsingOnly(TypographicExtension.create()) { }));
        all.addAll(List.of(more));
        return all;
    }

    /** A parser for parts of a lesson (bodies, titles): the book's syntax without front matter (a first --- is a rule). */
    private Parser partParser(Extension... more) {
        return Parser.builder(new MutableDataSet(options).set(Parser.EXTENSIONS, extensions(more))).build();
    }

    /**
     * Text that nests deeper than {@value #MAX_DEPTH} levels, or starts a line with a rule too long to read: refused
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

    /** A lesson, its front matter included. */
    public Document parse(String text) throws Refused {
        return checked(parser, text, BasedSequence.of(text), 0, 0);
    }

    /**
     * Parses {@code text} after a look that refuses too deep a nesting before flexmark's parser meets it, and a look at
     * the tree for what nests inside a line (emphasis in emphasis): {@code depth} levels are around it already.
     */
    private static Document checked(Parser parser, CharSequence text, BasedSequence parsed, int margin, int depth)
            throws Refused {
        Nesting.Refusal refusal = Nesting.scan(text, margin, depth, MAX_DEPTH);
        if (refusal != null) {
            throw new Refused(parsed.getStartOffset() + refusal.at(), refusal.message());
        }
        Document document = parser.parse(parsed);
        Node deepest = tooDeep(document, depth);
        if (deepest != null) {
            throw new Refused(deepest.getStartOffset(), TOO_DEEP);
        }
        return document;
    }

    /**
     * Parses part of {@code whole} (a block's body, whose fence starts at column {@code margin}; or one line, with a
     * margin of 0), keeping the whole's offsets so that positions stay true. Reference-style links in the part reach
     * the whole's definitions ({@code [s]: 02-sums.md}), as they would if the part had been parsed in place; a
     * definition in the part itself comes first. The part sits {@code depth} levels deep in the lesson.
     */
    public Document parse(BasedSequence part, Document whole, int margin, int depth) throws Refused {
        Document document;
        if (margin == 0 && isStretch(part)) {
            BasedSequence stretch = part.getBaseSequence().subSequence(part.getStartOffset(), part.getEndOffset());
            document = checked(parts.get(this::partParser), stretch, stretch, 0, depth);
        } else {
            BasedSequence copy = inContainer(part);
            // The copy's lines start at their line's start, the container's marks made spaces: the margin is skipped.
            document = checked(inMargin.computeIfAbsent(margin, width -> partParser(Margin.of(width))), copy, copy,
                    margin, depth);
            Margin.remove(document);
        }
        ReferenceRepository own = Parser.REFERENCES.get(document);
        Parser.REFERENCES.get(whole).forEach(own::putIfAbsent);
        return document;
    }

    /** A part with nothing in it, standing for one that was refused. */
    public Document nothing() {
        return parts.get(this::partParser).parse("");
    }

    /**
     * A part inside a list item or a quote (or an indented block), as one stretch of its file, which flexmark's parser
     * needs: its lines are pieces of the file without the container's prefix (the item's indent, "> "). In a copy of
     * the file, from its first line's start, a prefix's marks become spaces (its spaces and tabs stay, so that columns
     * do too): every offset, and so every position, stays what it was. The parse takes the margin off again.
     */
    private static BasedSequence inContainer(BasedSequence part) {
        int start = part.getStartOffset();
        int end = part.getEndOffset();
        BasedSequence file = part.getBaseSequence();
        int lineStart = lineStart(file, start);
        char[] stretch = new char[end - lineStart];
        for (int offset = lineStart; offset < end; offset++) {
            char c = file.charAt(offset);
            stretch[offset - lineStart] = c == '\n' || c == '\t' ? c : ' ';
        }
        for (int i = 0; i < part.length(); i++) {
            int offset = part.getIndexOffset(i);
            if (offset >= lineStart && offset < end) {
                stretch[offset - lineStart] = file.charAt(offset);
            }
        }
        return BasedSequence.of(new Overlay(file, lineStart, stretch)).subSequence(lineStart, end);
    }

    /**
     * A file with one stretch of it replaced, as a view: a copy of the whole file for each body in a list item made
     * a lesson of thousands of such blocks take time quadratic in its length.
     */
    private record Overlay(CharSequence file, int from, char[] stretch) implements CharSequence {
        @Override
        public int length() {
            return file.length();
        }

        @Override
        public char charAt(int index) {
            return index >= from && index < from + stretch.length ? stretch[index - from] : file.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            StringBuilder text = new StringBuilder(end - start);
            for (int i = start; i < end; i++) {
                text.append(charAt(i));
            }
            return text.toString();
        }

        @Override
        public String toString() {
            return subSequence(0, length()).toString();
        }
    }

    /** The column where a piece of a file starts in its line, tabs taken to the next multiple of four, as flexmark does. */
    public static int column(BasedSequence at) {
        BasedSequence file = at.getBaseSequence();
        int column = 0;
        for (int i = lineStart(file, at.getStartOffset()); i < at.getStartOffset(); i++) {
            column = file.charAt(i) == '\t' ? (column / 4 + 1) * 4 : column + 1;
        }
        return column;
    }

    private static int lineStart(BasedSequence file, int offset) {
        return file.lastIndexOf('\n', offset - 1) + 1;
    }

    /**
     * Whether every character of a part is the file's, one after another (the usual case). Looked up at line starts
     * only: a block's lines lose or gain characters only there (a container's prefix, an indent, what is left of a
     * tab), so with those in place and as many characters as the span holds, none is missing or added.
     */
    private static boolean isStretch(BasedSequence part) {
        int start = part.getStartOffset();
        if (part.getEndOffset() - start != part.length()) {
            return false;
        }
        String text = part.toString();
        int line = 0;
        while (line < text.length()) {
            if (part.getIndexOffset(line) != start + line) {
                return false;
            }
            line = text.indexOf('\n', line) + 1;
            if (line == 0) {
                break;
            }
        }
        return true;
    }

    /** Deeper nesting than this is refused: flexmark's renderer, and the build, walk the tree by recursion. */
    private static final int MAX_DEPTH = 100;

    /** What to tell the author about nesting too deep. */
    static final String TOO_DEEP = "nested more than " + MAX_DEPTH + " levels deep (quotes or lists inside each"
            + " other): flatten the nesting";

    /**
     * The first node nested deeper than {@link #MAX_DEPTH} in a document that sits {@code depth} levels deep, or null.
     * Walked by the tree's own links, without recursion (the point) and without allocating (every lesson of every build
     * is walked).
     */
    private static Node tooDeep(Document document, int depth) {
        Node node = document;
        while (node != null) {
            if (depth > MAX_DEPTH) {
                return node;
            }
            if (node.getFirstChild() != null) {
                node = node.getFirstChild();
                depth++;
                continue;
            }
            while (node != null && node.getNext() == null) {
                node = node.getParent();
                depth--;
            }
            node = node == null ? null : node.getNext();
        }
        return null;
    }

    /**
     * A part flexmark would make for every document, made for the first and kept: every document has the parser's
     * options, and the parts kept this way hold nothing of a document. Two threads may both make it; either copy serves.
     */
    private static final class FirstMade<T> {
        private volatile T value;

        T get(Supplier<T> make) {
            T made = value;
            if (made == null) {
                made = make.get();
                value = made;
            }
            return made;
        }
    }

    /** A factory standing in for flexmark's own: it declares the same ordering among the parser's parts. */
    private abstract static class InPlaceOf implements Dependent {
        private final Dependent original;

        InPlaceOf(Dependent original) {
            this.original = original;
        }

        @Override
        public Set<Class<?>> getAfterDependents() {
            return original.getAfterDependents();
        }

        @Override
        public Set<Class<?>> getBeforeDependents() {
            return original.getBeforeDependents();
        }

        @Override
        public boolean affectsGlobalScope() {
            return original.affectsGlobalScope();
        }
    }

    /**
     * The core heading parser in its own place (the same dependencies), made once for the whole parser: flexmark makes
     * one for each document, compiling six regular expressions, and it keeps nothing between documents.
     */
    private static final class SharedHeadings extends InPlaceOf implements CustomBlockParserFactory {
        private final HeadingParser.Factory headings;
        private final FirstMade<BlockParserFactory> shared = new FirstMade<>();

        SharedHeadings() {
            this(new HeadingParser.Factory());
        }

        private SharedHeadings(HeadingParser.Factory headings) {
            super(headings);
            this.headings = headings;
        }

        @Override
        public BlockParserFactory apply(DataHolder options) {
            return shared.get(() -> headings.apply(options));
        }

        @Override
        public SpecialLeadInHandler getLeadInHandler(DataHolder options) {
            return headings.getLeadInHandler(options);
        }
    }

    /** The words a heading's id is made from: its text, without its footnotes' names (as Pandoc has it). */
    private static String idText(com.vladsch.flexmark.ast.Heading heading) {
        StringBuilder text = new StringBuilder();
        for (Node child : heading.getChildren()) {
            if (!(child instanceof Footnote)) {
                text.append(new TextCollectingVisitor().collectAndGetText(child, TextContainer.F_FOR_HEADING_ID));
            }
        }
        return text.toString();
    }

    /**
     * A document's words as plain text on one line, as a key or a sheet of questions lists them: a directive as its
     * value, a formula as its TeX.
     */
    public static String text(Document document) {
        return new TextCollectingVisitor().collectAndGetText(document).replaceAll("\\s+", " ").strip();
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
            parsed = checked(parts.get(this::partParser), line, BasedSequence.of(line), 0, 0);
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

    public String render(Node node) {
        return renderer.render(node);
    }

    /**
     * Gives every heading of a document its anchor id (GitHub-style, unique in the document). The renderer
     * writes the ids assigned here rather than generating them again, so anchors known before rendering (for
     * links and the contents) are the ones on the page.
     */
    public static List<HeadingLabel> assignHeadingIds(Document document) {
        // flexmark's ids (its defaults: spaces, '-' and '_' to dashes, lowercase), from a heading's text without its
        // directives and math ("good-" for "Good {{ … }}"): tidied, and kept clear of the ids of the page's layout. A
        // heading may set its own, as in Pandoc and Quarto: "## Exercises {#drill}".
        List<com.vladsch.flexmark.ast.Heading> headings = new ArrayList<>();
        List<String> bases = new ArrayList<>();
        List<HeadingLabel> labels = new ArrayList<>();
        Set<String> taken = new HashSet<>(LAYOUT_IDS);
        for (Node node : document.getDescendants()) {
            if (node instanceof com.vladsch.flexmark.ast.Heading heading) {
                HeadingLabel label = label(heading);
                if (label != null) {
                    labels.add(label);
                    taken.add(label.id());
                    heading.setAnchorRefId(label.id());
                    continue;
                }
                String id = DASHES.matcher(HeaderIdGenerator.generateId(idText(heading), " -_", false, true))
                        .replaceAll("-").replaceAll("^-|-$", "");
                headings.add(heading);
                bases.add(id.isEmpty() ? "section" : id);
            }
        }
        // A repeated heading's suffix never takes another heading's own id ("Good", "Good", "Good 1": good, good-2,
        // good-1), so a link to #good-1 reaches the heading it names.
        Set<String> natural = new HashSet<>(bases);
        for (int i = 0; i < headings.size(); i++) {
            String base = bases.get(i);
            String unique = base;
            for (int n = 1; taken.contains(unique) || !unique.equals(base) && natural.contains(unique); n++) {
                unique = base + "-" + n;
            }
            taken.add(unique);
            headings.get(i).setAnchorRefId(unique);
        }
        return labels;
    }

    /** An id a heading sets itself, {@code {#id}} at its end, and where that is written. */
    public record HeadingLabel(String id, int offset) {
    }

    private static final Pattern HEADING_LABEL = Pattern.compile("\\s*\\{#([A-Za-z][A-Za-z0-9_:.-]*)\\}\\s*$");

    /** The heading's own {@code {#id}}, taken off its text; or null. */
    private static HeadingLabel label(com.vladsch.flexmark.ast.Heading heading) {
        if (!(heading.getLastChild() instanceof com.vladsch.flexmark.ast.Text text)) {
            return null;
        }
        Matcher label = HEADING_LABEL.matcher(text.getChars());
        if (!label.find()) {
            return null;
        }
        int offset = text.getChars().getStartOffset() + label.start(1) - 2;
        if (label.start() == 0) {
            text.unlink();
        } else {
            text.setChars(text.getChars().subSequence(0, label.start()));
        }
        return new HeadingLabel(label.group(1), offset);
    }

    /** Whether the built-in templates give this id to a part of every page, which a label must not take too. */
    public static boolean layoutId(String id) {
        return LAYOUT_IDS.contains(id);
    }

    /** Ids the built-in templates give parts of every page (the text, the sidebar, the search, the index's contents). */
    private static final Set<String> LAYOUT_IDS = Set.of("main", "lessons", "on-this-page", "search", "search-results",
            "contents");
    private static final Pattern DASHES = Pattern.compile("-{2,}");

    /**
     * The tables extension, with one paragraph pre-processor for the whole parser: flexmark makes one per document and
     * each compiles a regular expression, while the pre-processor keeps nothing between paragraphs. Rendering is the
     * extension's own.
     */
    private static final class ReusedTables implements Parser.ParserExtension, HtmlRenderer.HtmlRendererExtension {
        private final TablesExtension tablesExtension = TablesExtension.create();

        @Override
        public void parserOptions(MutableDataHolder options) {
            tablesExtension.parserOptions(options);
        }

        @Override
        public void rendererOptions(MutableDataHolder options) {
            tablesExtension.rendererOptions(options);
        }

        @Override
        public void extend(HtmlRenderer.Builder builder, String rendererType) {
            tablesExtension.extend(builder, rendererType);
        }

        @Override
        public void extend(Parser.Builder builder) {
            builder.paragraphPreProcessorFactory(new SharedTableRows(TableParagraphPreProcessor.Factory()));
        }
    }

    /** The tables' paragraph pre-processor, made for the first paragraph and kept. */
    private static final class SharedTableRows extends InPlaceOf implements ParagraphPreProcessorFactory {
        private final ParagraphPreProcessorFactory tables;
        private final FirstMade<ParagraphPreProcessor> shared = new FirstMade<>();

        SharedTableRows(ParagraphPreProcessorFactory tables) {
            super(tables);
            this.tables = tables;
        }

        @Override
        public ParagraphPreProcessor apply(ParserState state) {
            return shared.get(() -> tables.apply(state));
        }
    }

    /**
     * An extension's parsing without its rendering, which is the book's: footnotes (a lesson is rendered in parts, and
     * its notes numbered and listed from all of them), task lists and typography ({@link Rendering}).
     */
    private abstract static class ParsingOnly implements Parser.ParserExtension {
        private final Parser.ParserExtension extension;

        /** Each use is a class of its own ({@code new ParsingOnly(…) {}}): flexmark loads one extension per class. */
        ParsingOnly(Extension extension) {
            this.extension = (Parser.ParserExtension) extension;
        }

        @Override
        public void parserOptions(MutableDataHolder options) {
            extension.parserOptions(options);
        }

        @Override
        public void extend(Parser.Builder builder) {
            extension.extend(builder);
        }
    }

    /** Registers the inline syntax with the parser and its rendering with the renderer. */
    private static final class Syntax implements Parser.ParserExtension, HtmlRenderer.HtmlRendererExtension {
        @Override
        public void parserOptions(MutableDataHolder options) {
            options.set(Parser.HEADING_PARSER, false);
        }

        @Override
        public void extend(Parser.Builder builder) {
            builder.customInlineParserExtensionFactory(new InlineSyntax.Factory());
            builder.customBlockParserFactory(new SharedHeadings());
        }

        @Override
        public void rendererOptions(MutableDataHolder options) {
        }

        @Override
        public void extend(HtmlRenderer.Builder builder, String rendererType) {
            builder.nodeRendererFactory(options -> new Rendering());
            builder.attributeProviderFactory(new IndependentAttributeProviderFactory() {
                @Override
                public AttributeProvider apply(LinkResolverContext context) {
                    return Markdown::classes;
                }
            });
            builder.htmlIdGeneratorFactory(new HeaderIdGeneratorFactory() {
                @Override
                public HtmlIdGenerator create(LinkResolverContext context) {
                    return new AssignedIds();
                }

                @Override
                public HtmlIdGenerator create() {
                    return new AssignedIds();
                }
            });
            builder.linkResolverFactory(new IndependentLinkResolverFactory() {
                @Override
                public LinkResolver apply(LinkResolverBasicContext context) {
                    return new LessonLinks();
                }
            });
        }
    }

    /** The ids {@link #assignHeadingIds} gave; nothing is generated while rendering. */
    private static final class AssignedIds implements HtmlIdGenerator {
        @Override
        public void generateIds(Document document) {
        }

        @Override
        public String getId(Node node) {
            String id = node instanceof AnchorRefTarget target ? target.getAnchorRefId() : null;
            return id == null || id.isEmpty() ? null : id;
        }

        @Override
        public String getId(CharSequence text) {
            return null;
        }
    }

    private static final class Rendering implements NodeRenderer {
        @Override
        public Set<NodeRenderingHandler<?>> getNodeRenderingHandlers() {
            return Set.of(
                    new NodeRenderingHandler<>(MathNode.class, Rendering::math),
                    new NodeRenderingHandler<>(DirectiveNode.class, (node, context, html) -> html.raw(node.html())),
                    new NodeRenderingHandler<>(TableBlock.class, Rendering::table),
                    new NodeRenderingHandler<>(Footnote.class, Rendering::footnote),
                    new NodeRenderingHandler<>(FootnoteBlock.class, Rendering::note),
                    new NodeRenderingHandler<>(FootnoteList.class, (node, context, html) -> {
                        html.line();
                        html.raw("<div class=\"footnotes\" role=\"doc-endnotes\">\n<hr>\n<ol>\n");
                        context.renderChildren(node);
                        html.raw("</ol>\n</div>");
                        html.line();
                    }),
                    new NodeRenderingHandler<>(TaskListItem.class, Rendering::task),
                    new NodeRenderingHandler<>(TypographicSmarts.class, Rendering::smarts),
                    new NodeRenderingHandler<>(TypographicQuotes.class, (node, context, html) -> {
                        html.raw(node.getTypographicOpening());
                        context.renderChildren(node);
                        html.raw(node.getTypographicClosing());
                    }),
                    new NodeRenderingHandler<>(RenderedBlock.class, (node, context, html) -> {
                        html.line();
                        html.raw(node.html());
                        context.renderChildren(node);
                        html.raw(node.after());
                        html.line();
                    }));
        }

        /**
         * A task list's item: its box (shown, not for ticking) at the start of its first paragraph. flexmark's own
         * rendering puts an item's later paragraphs inside its first.
         */
        private static void task(TaskListItem item, NodeRendererContext context, HtmlWriter html) {
            html.attr("class", "task-list-item").withAttr().tag("li");
            String box = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled"
                    + (item.isItemDoneMarker() ? " checked" : "") + "> ";
            Node first = item.getFirstChild();
            // The first paragraph's wrapping is the item's to do (flexmark leaves it out): a <p> when the list is loose.
            boolean paragraph = first instanceof Paragraph && item.isLoose();
            html.raw(paragraph ? "<p>" + box : box);
            for (Node child = first; child != null; child = child.getNext()) {
                context.render(child);
                if (child == first && paragraph) {
                    html.raw("</p>");
                    html.line();
                }
            }
            html.tag("/li");
            html.line();
        }

        /** A dash or an ellipsis as its character: flexmark names them as entities, which the page needs no more than "“". */
        private static void smarts(TypographicSmarts smarts, NodeRendererContext context, HtmlWriter html) {
            String text = smarts.getTypographicText();
            html.raw(switch (text) {
                case "&hellip;" -> "\u2026";
                case "&ndash;" -> "\u2013";
                case "&mdash;" -> "\u2014";
                default -> text;
            });
        }

        /** A reference to a footnote: its number, linked to the note. Unnumbered (in a line the book reads alone), as written. */
        private static void footnote(Footnote reference, NodeRendererContext context, HtmlWriter html) {
            FootnoteBlock note = reference.getFootnoteBlock();
            if (note == null || note.getFootnoteOrdinal() == 0) {
                html.text(reference.getChars());
                return;
            }
            int number = note.getFootnoteOrdinal();
            html.raw("<a class=\"footnote-ref\" id=\"" + referenceId(number, reference.getReferenceOrdinal())
                    + "\" href=\"#fn:" + number + "\" role=\"doc-noteref\"><sup>" + number + "</sup></a>");
        }

        /** The id of the {@code nth} reference to footnote {@code number}: fnref:2, then fnref:2-2. */
        private static String referenceId(int number, int nth) {
            return "fnref:" + number + (nth > 1 ? "-" + nth : "");
        }

        /** A footnote in the page's list, with a link back to each reference, at the end of its last paragraph. */
        private static void note(FootnoteBlock note, NodeRendererContext context, HtmlWriter html) {
            int number = note.getFootnoteOrdinal();
            html.raw("<li id=\"fn:" + number + "\">");
            html.line();
            Node last = note.getLastChild();
            for (Node child : note.getChildren()) {
                if (child != last || !(child instanceof Paragraph)) {
                    context.render(child);
                }
            }
            html.raw("<p>");
            if (last instanceof Paragraph) {
                context.renderChildren(last);
            }
            int references = note.getFootnoteReferences();
            for (int nth = 1; nth <= references; nth++) {
                html.raw(" <a class=\"footnote-back\" href=\"#" + referenceId(number, nth) + "\" role=\"doc-backlink\""
                        + " aria-label=\"" + (references == 1 ? "Back to the text" : "Back to reference " + nth) + "\">↩︎"
                        + (references == 1 ? "" : "<sup>" + nth + "</sup>") + "</a>");
            }
            html.raw("</p>");
            html.line();
            html.raw("</li>");
            html.line();
        }

        /**
         * A table scrolls in a box of its own, as the book's tables do, rather than the page scrolling sideways; its
         * caption ({@code [Caption]} on the line after it) comes first, where HTML wants it.
         */
        private static void table(TableBlock table, NodeRendererContext context, HtmlWriter html) {
            html.line();
            html.raw("<div class=\"table-scroll\">");
            html.line();
            Node caption = table.getFirstChildAny(TableCaption.class);
            html.attr("class", "md-table").withAttr().tagLineIndent("table", () -> {
                if (caption != null) {
                    context.render(caption);
                }
                table.getChildren().forEach(child -> {
                    if (child != caption) {
                        context.render(child);
                    }
                });
            });
            html.raw("</div>");
            html.line();
        }

        /**
         * KaTeX's auto-render finds {@code \(…\)} and {@code \[…\]} in the page text. A numbered display carries its
         * label as its id, and its number as KaTeX's {@code \tag}, set at the line's right as LaTeX sets it.
         */
        private static void math(MathNode node, NodeRendererContext context, HtmlWriter html) {
            String escaped = escape(node.tex());
            if (node.number() != null) {
                html.raw("<span class=\"math display\" id=\"" + escape(node.label().name().toString()) + "\">\\["
                        + escaped + " \\tag{" + node.number() + "}\\]</span>");
            } else if (node.display()) {
                html.raw("<span class=\"math display\">\\[" + escaped + "\\]</span>");
            } else {
                html.raw("<span class=\"math\">\\(" + escaped + "\\)</span>");
            }
        }
    }

    /**
     * The book's classes. A short inline code span (a position, mostly) is kept on one line: broken at a line's end,
     * {@code nim 4 1} would read as two positions. A long one may still break, or it would overflow a phone's column.
     */
    private static void classes(Node node, AttributablePart part, MutableAttributes attributes) {
        if (node instanceof Code code && code.getText().length() <= KEPT_TOGETHER) {
            attributes.addValue("class", "nb-keep");
        } else if (node instanceof TableCell && attributes.contains("align")) {
            // A column's alignment (:-: and -:) as a class: HTML5 has no align attribute.
            attributes.addValue("class", "align-" + attributes.getValue("align"));
            attributes.remove("align");
        }
    }

    /**
     * The longest code span, or term of a position, kept on one line: 24 characters fit a list item on a phone 320 pixels
     * wide (30 overflowed it; the widgets' common.js keeps the same number).
     */
    private static final int KEPT_TOGETHER = 24;

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
            html.append(term.length() <= KEPT_TOGETHER ? "<span class=\"nb-term\">" : "<span class=\"nb-term nb-long\">")
                    .append(escape(term)).append("</span>");
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

    /** Links to lessons are written to their Markdown files ({@code 02-sums.md#mirror}) and land on their pages. */
    private static final class LessonLinks implements LinkResolver {
        @Override
        public ResolvedLink resolveLink(Node node, LinkResolverBasicContext context, ResolvedLink link) {
            String url = link.getUrl();
            String page = LessonLink.pageOf(url);
            if (page == null) {
                return link;
            }
            return link.withStatus(LinkStatus.VALID).withUrl(page);
        }
    }

}
