package nimbook.directive;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.markdown.Markdown;

/**
 * What one lesson declares, found before anything is rendered: its directive blocks read once, the numbers
 * of its statements and exercises, the Markdown bodies inside blocks, its headings and every anchor on its
 * page. Cross-references between lessons are resolved from the outlines of all lessons.
 */
public final class Outline {
    /**
     * A numbered block: Theorem 3.2, Exercise 3.4. Its title is as written and as HTML ({@code titleHtml}: Markdown
     * inline, so that math and emphasis in a title render).
     */
    public record Numbered(String kind, String name, String number, String anchor, String label, String title,
            String titleHtml, SourcePosition at) {
        /** How a reference to it reads. */
        public String reference() {
            return name + " " + number;
        }
    }

    private final Map<FencedCodeBlock, BlockSource> blocks = new IdentityHashMap<>();
    private final Map<FencedCodeBlock, Numbered> numbered = new IdentityHashMap<>();
    private final Map<FencedCodeBlock, List<Document>> bodies = new IdentityHashMap<>();
    private final List<Numbered> numberedInOrder = new ArrayList<>();
    private final List<Heading> headings = new ArrayList<>();
    private final List<Heading> headingsInBlocks = new ArrayList<>();
    private final List<String> anchors = new ArrayList<>();
    private final Document whole;
    private final SourceText source;
    private final int lesson;
    private final Markdown markdown;
    private final Diagnostics diagnostics;
    private int statements;
    private int exercises;

    private Outline(Document whole, SourceText source, int lesson, Markdown markdown, Diagnostics diagnostics) {
        this.whole = whole;
        this.source = source;
        this.lesson = lesson;
        this.markdown = markdown;
        this.diagnostics = diagnostics;
    }

    /** Outlines lesson number {@code lesson}; problems go to {@code diagnostics}. */
    public static Outline of(Document document, SourceText source, int lesson, Markdown markdown, Diagnostics diagnostics) {
        Outline outline = new Outline(document, source, lesson, markdown, diagnostics);
        Markdown.assignHeadingIds(document);
        for (Node node : document.getDescendants()) {
            if (node instanceof Heading heading) {
                outline.headings.add(heading);
                outline.anchors.add(heading.getAnchorRefId());
            }
        }
        outline.walk(document);
        return outline;
    }

    private void walk(Document document) {
        for (Node node : document.getDescendants()) {
            if (node instanceof FencedCodeBlock block) {
                visit(block);
            }
        }
    }

    private void visit(FencedCodeBlock block) {
        if (block.getClosingMarker().isEmpty()) {
            // CommonMark lets such a block run to the end of the file, hiding everything after it from the build.
            diagnostics.error(source.at(block.getStartOffset()), "this " + block.getOpeningMarker() + " block is never"
                    + " closed, so it takes in the rest of the file: end it with a line " + block.getOpeningMarker()
                    + " (a block inside another needs a longer fence around it)");
        }
        String name = BlockSource.nameOf(block);
        if (!Directives.isBlock(name)) {
            if (Directives.looksLikeDirective(block.getInfo().toString(), name)) {
                diagnostics.error(source.at(block.getInfo().getStartOffset()), Directives.unknownBlock(name));
            }
            return;
        }
        BlockSource read;
        try {
            read = BlockSource.read(block, source, takesOptions(name));
        } catch (DirectiveException e) {
            e.reportTo(diagnostics);
            return;
        }
        if (lesson == 0 && (Directives.STATEMENTS.containsKey(name) || name.equals("exercise"))) {
            // Numbers count per lesson, and the answer key has no part for the introduction.
            diagnostics.error(read.position(), "the introduction (index.md) takes no numbered " + name + ": move it into a"
                    + " lesson");
            return;
        }
        blocks.put(block, read);
        if (Directives.STATEMENTS.containsKey(name)) {
            statements++;
            number(block, new Numbered(name, Directives.STATEMENTS.get(name), lesson + "." + statements,
                    read.label() != null ? read.label() : name + "-" + lesson + "-" + statements, read.label(), read.title(),
                    titleHtml(read), read.position()));
            body(block, List.of(read.body()));
        } else if (name.equals("proof")) {
            if (read.label() != null || !read.title().isEmpty()) {
                diagnostics.error(read.position(), "a proof takes no label or title (it proves the statement before it):"
                        + " put them on that statement");
            }
            body(block, List.of(read.body()));
        } else if (name.equals("exercise")) {
            exercises++;
            number(block, new Numbered(name, "Exercise", lesson + "." + exercises,
                    read.label() != null ? read.label() : "exercise-" + lesson + "-" + exercises, read.label(), read.title(),
                    titleHtml(read), read.position()));
            List<BasedSequence> parts = splitSolution(read.body());
            if (parts.get(0).isBlank()) {
                diagnostics.error(read.position(), "this exercise asks nothing: write its question after the options and a"
                        + " blank line");
            }
            body(block, parts);
        } else {
            if (read.label() != null) {
                diagnostics.error(read.position(), name + " blocks take no label; put it on the statement or exercise"
                        + " around it");
            } else if (!read.title().isEmpty()) {
                diagnostics.error(read.position(), name + " blocks take no title (it would not be shown): write it in"
                        + " the text before the block");
            }
            if (!read.body().isBlank()) {
                // Text after the options would never be shown, nor its claims checked.
                diagnostics.error(source.at(read.body().getStartOffset() + read.body().countLeading(
                        com.vladsch.flexmark.util.misc.CharPredicate.WHITESPACE)), name + " blocks take only option"
                        + " lines: move this text before or after the block");
            }
        }
    }

    /** Exercise bodies: the question, then (after a line {@code ---}) the author's notes for the solution. */
    private static List<BasedSequence> splitSolution(BasedSequence body) {
        int at = 0;
        while (at < body.length()) {
            int end = body.indexOf('\n', at);
            if (end < 0) {
                end = body.length();
            }
            if (body.subSequence(at, end).toString().strip().equals("---")) {
                return List.of(body.subSequence(0, at), body.subSequence(Math.min(body.length(), end + 1)));
            }
            at = end + 1;
        }
        return List.of(body);
    }

    private void number(FencedCodeBlock block, Numbered entry) {
        numbered.put(block, entry);
        numberedInOrder.add(entry);
        if (anchors.contains(entry.anchor())) {
            // Heading ids are made unique among themselves; a label (or a numbered block's own id) may meet one.
            diagnostics.error(entry.at(), "two elements of this page would have the id \"" + entry.anchor() + "\":"
                    + " rename this label or the heading");
        }
        anchors.add(entry.anchor());
    }

    private void body(FencedCodeBlock block, List<BasedSequence> parts) {
        List<Document> documents = new ArrayList<>();
        // The body's lines start where its fence does (flexmark takes as much indentation off them).
        int margin = Markdown.column(block.getOpeningMarker());
        for (BasedSequence part : parts) {
            Document document = markdown.parse(part, whole, margin);
            Node deepest = Markdown.tooDeep(document);
            if (deepest != null) {
                // Rendered, it would overflow the stack; the body is left out (the build fails anyway).
                diagnostics.error(source.at(deepest.getStartOffset()), Markdown.TOO_DEEP);
                document = markdown.parse(part.subSequence(0, 0), whole, margin);
            }
            for (Node node : document.getDescendants()) {
                if (node instanceof Heading heading) {
                    // No anchor and no place in the contents, but its level is checked with the page's.
                    headingsInBlocks.add(heading);
                }
            }
            documents.add(document);
            walk(document);
        }
        bodies.put(block, documents);
    }

    /** A block's title as inline HTML; a title with links or raw HTML is refused. */
    private String titleHtml(BlockSource read) {
        String html = markdown.inlineHtml(read.title());
        if (html == null) {
            diagnostics.error(read.position(), "a title takes text, math and emphasis, not links or HTML: put the link"
                    + " in the block's text");
            return Markdown.escape(read.title());
        }
        return html;
    }

    /** Parses part of the lesson (an option's Markdown), with the lesson's link definitions. */
    Document parse(BasedSequence part) {
        return markdown.parse(part, whole, 0);
    }

    /** Which blocks begin with {@code key: value} lines. */
    static boolean takesOptions(String name) {
        return Directives.COMPUTED.contains(name) && !name.equals("proof");
    }

    public BlockSource block(FencedCodeBlock block) {
        return blocks.get(block);
    }

    public Numbered numbered(FencedCodeBlock block) {
        return numbered.get(block);
    }

    /** The parsed Markdown inside a block: its body (an exercise: question, then notes if any). */
    public List<Document> bodies(FencedCodeBlock block) {
        return bodies.getOrDefault(block, List.of());
    }

    /** Statements and exercises in the order they appear. */
    public List<Numbered> numberedInOrder() {
        return List.copyOf(numberedInOrder);
    }

    public List<Heading> headings() {
        return List.copyOf(headings);
    }

    /** Every heading of the page, those inside blocks' bodies too, in the order of the file. */
    public List<Heading> allHeadings() {
        List<Heading> all = new ArrayList<>(headings);
        all.addAll(headingsInBlocks);
        all.sort(java.util.Comparator.comparingInt(Heading::getStartOffset));
        return all;
    }

    /** Every id the lesson's page will carry. */
    public List<String> anchors() {
        return List.copyOf(anchors);
    }

    public SourceText source() {
        return source;
    }

    public int lesson() {
        return lesson;
    }
}
