package nimbook.passes;

import com.vladsch.flexmark.ast.HardLineBreak;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.SoftLineBreak;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.book.Callout;
import nimbook.book.Edition;
import nimbook.book.Exercise;
import nimbook.book.Outline;
import nimbook.diag.SourceText;
import nimbook.directive.Block;
import nimbook.directive.BlockDirective;
import nimbook.directive.BookContext;
import nimbook.directive.DirectiveException;
import nimbook.directive.Directives;
import nimbook.directive.InlineValues;
import nimbook.directive.Part;
import nimbook.directive.Scope;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.Framed;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;

/**
 * The expansion pass: a lesson's directives evaluated — inline values (inside math too) set on their nodes, each block
 * evaluated by its directive into its part, which its node then shows — and its alerts framed as callouts. Blocks that
 * stand side by side are evaluated in parallel (they are independent, and the solver and templates are thread-safe).
 * Returns the lesson's exercises, in the order of the page.
 */
public final class Expand {
    private final BookContext book;
    private final SourceText source;
    private final String page;
    private final List<Heading> headings;
    private final Links links;

    private Expand(BookContext book, SourceText source, String page, Outline outline) {
        this.book = book;
        this.source = source;
        this.page = page;
        this.headings = outline.headings();
        this.links = new Links(book.references(), source, page, book.diagnostics());
    }

    /** Expands lesson {@code document}, whose page is {@code page}; {@code toTheKey}: its links to the answer key. */
    public static List<Exercise> lesson(BookContext book, Document document, SourceText source, String page,
            Outline outline, List<Node> toTheKey) {
        if (book.edition() == Edition.STUDENT) {
            // This edition has no answer key: a link to it keeps its text, so one lesson serves both editions.
            toTheKey.forEach(Expand::unlink);
        }
        return new Expand(book, source, page, outline).expand(document, new InlineValues(book, source), 1);
    }

    private static void unlink(Node link) {
        link.getChildren().forEach(link::insertBefore);
        link.unlink();
    }

    /**
     * Expands the Markdown under {@code parent} with {@code values}; {@code around} is the level of the heading it stands
     * under: the lesson's title (1), or a block's title. Returns the exercises in it.
     */
    private List<Exercise> expand(Node parent, InlineValues values, int around) {
        List<DirectiveBlock> blocks = new ArrayList<>();
        List<Framed> alerts = new ArrayList<>();
        inline(parent, values, blocks, alerts);
        List<Evaluated> evaluated = blocks.parallelStream().map(block -> evaluate(block, values,
                Math.max(around, sectionLevel(block)) + 1)).toList();
        alerts.forEach(this::frame);
        List<Exercise> exercises = new ArrayList<>();
        evaluated.forEach(each -> exercises.addAll(each.exercises()));
        return exercises;
    }

    /** A block's exercises: its own, or those of its body. */
    private record Evaluated(List<Exercise> exercises) {
    }

    /** Sets the values of inline directives and math under {@code parent}; gathers its blocks and alerts. */
    private void inline(Node parent, InlineValues values, List<DirectiveBlock> blocks, List<Framed> alerts) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof DirectiveBlock block) {
                if (block.reading() != null) {
                    blocks.add(block);
                }
                continue;
            }
            if (node instanceof MathNode math) {
                if (math.label() != null && !math.seen()) {
                    book.diagnostics().error(source.at(math.label().chars().getStartOffset()), "an equation here is not"
                            + " numbered (only in a lesson's text and in blocks' bodies): remove " + math.label().chars());
                }
                math.setTex(values.insideMath(math));
            } else if (node instanceof DirectiveNode directive) {
                values.expand(directive);
            } else if (node instanceof Framed framed) {
                alerts.add(framed);
            }
            inline(node, values, blocks, alerts);
        }
    }

    /** The level of the page's heading that a block stands under (1 before the first: the lesson's title). */
    private int sectionLevel(DirectiveBlock block) {
        int level = 1;
        for (Heading heading : headings) {
            if (heading.getStartOffset() > block.getStartOffset()) {
                break;
            }
            level = heading.getLevel();
        }
        return level;
    }

    /** A block evaluated, at {@code level}: its body first (its title's level is the body's, or one above it). */
    private Evaluated evaluate(DirectiveBlock node, InlineValues values, int level) {
        Block block = (Block) node.reading();
        BlockDirective directive = Directives.block(block.name());
        List<Exercise> exercises = new ArrayList<>();
        if (node.body() != null && !block.spec().shape().notes()) {
            exercises.addAll(expand(node.body(), values, block.spec().titleIsHeading() ? level : level - 1));
        }
        try {
            Part part = directive.expand(block, new BlockScope(level));
            node.setOutput(new Rendered(book, block.name(), part));
            if (part.exercise() != null) {
                exercises.add(part.exercise());
            }
        } catch (DirectiveException e) {
            e.reportTo(book.diagnostics());
        }
        return new Evaluated(exercises);
    }

    /**
     * An alert becomes its callout: the callout's template around the quote's text, without the line that marks it. The
     * text stays in the page, rendered with it (so that its links resolve as the page's do).
     */
    private void frame(Framed alert) {
        Node mark = alert.getFirstChild();
        Node next;
        for (Node node = mark.getFirstChild(); node != null; node = next) {
            next = node.getNext();
            node.unlink();
            if (node instanceof SoftLineBreak || node instanceof HardLineBreak) {
                break;
            }
        }
        if (!mark.hasChildren()) {
            mark.unlink();
        }
        Callout callout = (Callout) alert.reading();
        Part part = new Part("callout", context -> Map.of("callout", callout),
                List.of(new Part.Hole(null, "")), null);
        new Rendered(book, callout.kind(), part).frame(alert);
    }

    /** Where a block of this lesson is evaluated. */
    private final class BlockScope implements Scope {
        private final int level;

        BlockScope(int level) {
            this.level = level;
        }

        @Override
        public BookContext book() {
            return book;
        }

        @Override
        public SourceText source() {
            return source;
        }

        @Override
        public String page() {
            return page;
        }

        @Override
        public int level() {
            return level;
        }

        /**
         * The question, hint and notes, each expanded for the position; the hint and the notes may name the position
         * too, but only the question's use of it decides whether it is shown.
         */
        @Override
        public Asked ask(Block block, String position) {
            Markdown markdown = book.markdown();
            DirectiveBlock node = block.node();
            InlineValues question = InlineValues.inExercise(book, source, position);
            expand(node.body(), question, level);
            String questionHtml = markdown.render(node.body());
            InlineValues aside = InlineValues.inExercise(book, source, position);
            String notes = "";
            if (node.notes() != null) {
                expand(node.notes(), aside, level);
                notes = markdown.render(node.notes());
            }
            Block.Option option = block.optional("hint");
            String plain = option == null ? "" : Markdown.plainParagraph(option.value());
            Document hint = plain != null ? null : hint(option, node.getDocument(), aside);
            return new Asked(questionHtml, Markdown.text(node.body()), hint == null ? plain : markdown.render(hint), hint,
                    notes, question.showedExercise());
        }

        /** A hint's Markdown: parsed from its option, checked and expanded as the lesson's text is. */
        private Document hint(Block.Option option, Document lesson, InlineValues values) {
            Document hint;
            try {
                hint = book.markdown().parseLine(option.chars(), lesson);
            } catch (Markdown.Refused e) {
                book.diagnostics().error(source.at(e.offset()), e.getMessage());
                return book.markdown().nothing();
            }
            Outlines.checkPart(hint, source, book.diagnostics());
            List<Node> toTheKey = links.check(hint, hint);
            if (book.edition() == Edition.STUDENT) {
                toTheKey.forEach(Expand::unlink);
            }
            expand(hint, values, level);
            return hint;
        }
    }
}
