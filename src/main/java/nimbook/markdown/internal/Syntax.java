package nimbook.markdown.internal;

import com.vladsch.flexmark.ast.AnchorRefTarget;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.ext.definition.DefinitionExtension;
import com.vladsch.flexmark.ext.footnotes.FootnoteExtension;
import com.vladsch.flexmark.ext.gfm.strikethrough.StrikethroughExtension;
import com.vladsch.flexmark.ext.gfm.tasklist.TaskListExtension;
import com.vladsch.flexmark.ext.tables.TableCell;
import com.vladsch.flexmark.ext.tables.TablesExtension;
import com.vladsch.flexmark.ext.tables.internal.TableParagraphPreProcessor;
import com.vladsch.flexmark.ext.typographic.TypographicExtension;
import com.vladsch.flexmark.html.AttributeProvider;
import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.html.IndependentAttributeProviderFactory;
import com.vladsch.flexmark.html.IndependentLinkResolverFactory;
import com.vladsch.flexmark.html.LinkResolver;
import com.vladsch.flexmark.html.renderer.AttributablePart;
import com.vladsch.flexmark.html.renderer.HeaderIdGeneratorFactory;
import com.vladsch.flexmark.html.renderer.HtmlIdGenerator;
import com.vladsch.flexmark.html.renderer.LinkResolverBasicContext;
import com.vladsch.flexmark.html.renderer.LinkResolverContext;
import com.vladsch.flexmark.html.renderer.LinkStatus;
import com.vladsch.flexmark.html.renderer.LinkType;
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
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.data.DataKey;
import com.vladsch.flexmark.util.data.MutableDataHolder;
import com.vladsch.flexmark.util.dependency.Dependent;
import com.vladsch.flexmark.util.html.MutableAttributes;
import com.vladsch.flexmark.util.misc.Extension;
import com.vladsch.flexmark.util.sequence.mappers.SpecialLeadInHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.LessonLink;
import nimbook.markdown.PageContext;

/**
 * The book's syntax as flexmark extensions: math and inline directives claimed before the core parser, block directives
 * read in place, the book's rendering, and parts flexmark would make for every document made once instead.
 */
public final class Syntax implements Parser.ParserExtension, HtmlRenderer.HtmlRendererExtension {
    /** Which fence names a block directive, and how its block is read (null for a name that is none). */
    public static final DataKey<Function<String, DirectiveBlock.Shape>> SHAPES = new DataKey<>("NIMBOOK_SHAPES",
            name -> null);
    /** Where a renderer's output goes: a page, a part of the whole book's page, a contents list. */
    public static final DataKey<PageContext> CONTEXT = new DataKey<>("NIMBOOK_PAGE", PageContext.PAGE);

    /**
     * The longest code span, or term of a position, kept on one line: 24 characters fit a list item on a phone 320 pixels
     * wide (30 overflowed it; the widgets' common.js keeps the same number).
     */
    public static final int KEPT_TOGETHER = 24;

    private Syntax() {
    }

    /** The book's syntax, and any extension added for one parser. */
    public static List<Extension> extensions(Extension... more) {
        List<Extension> all = new ArrayList<>(List.of(new ReusedTables(), new Syntax(), StrikethroughExtension.create(),
                DefinitionExtension.create(), new ParsingOnly(FootnoteExtension.create()) { },
                new ParsingOnly(TaskListExtension.create()) { }, new ParsingOnly(TypographicExtension.create()) { }));
        all.addAll(List.of(more));
        return all;
    }

    static PageContext context(DataHolder options) {
        return CONTEXT.get(options);
    }

    @Override
    public void parserOptions(MutableDataHolder options) {
        options.set(Parser.HEADING_PARSER, false);
    }

    @Override
    public void extend(Parser.Builder builder) {
        builder.customInlineParserExtensionFactory(new InlineSyntax.Factory());
        builder.customBlockParserFactory(new SharedHeadings());
        builder.customBlockParserFactory(new DirectiveBlockParser.Factory());
        builder.customBlockParserFactory(new NotesStart());
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
                return Syntax::classes;
            }
        });
        builder.htmlIdGeneratorFactory(new HeaderIdGeneratorFactory() {
            @Override
            public HtmlIdGenerator create(LinkResolverContext context) {
                return new AssignedIds(context(context.getOptions()));
            }

            @Override
            public HtmlIdGenerator create() {
                return new AssignedIds(PageContext.PAGE);
            }
        });
        builder.linkResolverFactory(new IndependentLinkResolverFactory() {
            @Override
            public LinkResolver apply(LinkResolverBasicContext context) {
                return new LessonLinks(context(context.getOptions()));
            }
        });
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

    /** The ids the outline gave the headings, as the page names them; nothing is generated while rendering. */
    private static final class AssignedIds implements HtmlIdGenerator {
        private final PageContext page;

        AssignedIds(PageContext page) {
            this.page = page;
        }

        @Override
        public void generateIds(Document document) {
        }

        @Override
        public String getId(Node node) {
            String id = node instanceof AnchorRefTarget target ? target.getAnchorRefId() : null;
            return id == null || id.isEmpty() ? null : page.id(id);
        }

        @Override
        public String getId(CharSequence text) {
            return null;
        }
    }

    /**
     * Links to lessons are written to their Markdown files ({@code 02-sums.md#mirror}) and land on their pages; on the
     * whole book's page, links to its parts lead within it.
     */
    private static final class LessonLinks implements LinkResolver {
        private final PageContext page;

        LessonLinks(PageContext page) {
            this.page = page;
        }

        @Override
        public ResolvedLink resolveLink(Node node, LinkResolverBasicContext context, ResolvedLink link) {
            String url = link.getUrl();
            String lesson = LessonLink.pageOf(url);
            if (link.getLinkType() != LinkType.LINK || lesson == null && page.part() == null) {
                return link;
            }
            String resolved = page.link(lesson == null ? url : lesson);
            return lesson == null && resolved.equals(url) ? link : link.withStatus(LinkStatus.VALID).withUrl(resolved);
        }
    }

    /**
     * A part flexmark would make for every document, made for the first and kept: every document has the parser's
     * options, and the parts kept this way hold nothing of a document. Two threads may both make it; either copy serves.
     */
    static final class FirstMade<T> {
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
    static final class SharedHeadings extends InPlaceOf implements CustomBlockParserFactory {
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
     * An extension's parsing without its rendering, which is the book's: footnotes (a lesson's notes are numbered and
     * listed by the book), task lists and typography ({@link Rendering}).
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
}
