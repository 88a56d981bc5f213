package nimbook.directive;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;
import nimbook.solver.Spelling;

/**
 * What one lesson declares, found before anything is rendered: its directive blocks read once, the numbers
 * of its statements, exercises and labelled equations, the Markdown bodies inside blocks, its headings and every
 * anchor on its page. Cross-references between lessons are resolved from the outlines of all lessons.
 */
public final class Outline {
    /**
     * A numbered block — Theorem 3.2, Exercise 3.4 — or equation, (3.1). A block's title is as written and as HTML
     * ({@code titleHtml}: Markdown inline, so that math and emphasis in a title render); an equation has none.
     */
    public record Numbered(String kind, String name, String number, String anchor, String label, String title,
            String titleHtml, SourcePosition at) {
        static final String EQUATION = "equation";

        /** How a reference to it reads: "Theorem 3.2", and an equation as LaTeX's {@code \eqref} has it, "(3.1)". */
        public String reference() {
            return kind.equals(EQUATION) ? "(" + number + ")" : name + " " + number;
        }

        /** How a search result names it: its reference and its title if it has one, "Theorem 3.2 (Bouton)". */
        public String heading() {
            return title == null || title.isEmpty() ? reference() : reference() + " (" + title + ")";
        }

        public boolean equation() {
            return kind.equals(EQUATION);
        }
    }

    /**
     * A callout — a note, tip, warning… — written as a block or as GitHub's alert ({@code > [!NOTE]}): its kind,
     * the kind's name ("Note") and its title as HTML ("" when it has none).
     */
    public record Callout(String kind, String name, String titleHtml) {
    }

    private final Map<FencedCodeBlock, BlockSource> blocks = new IdentityHashMap<>();
    /** Callouts, by their fenced block or quote. */
    private final Map<Node, Callout> callouts = new IdentityHashMap<>();
    private final Map<FencedCodeBlock, Numbered> numbered = new IdentityHashMap<>();
    private final Map<FencedCodeBlock, List<Document>> bodies = new IdentityHashMap<>();
    private final List<Numbered> numberedInOrder = new ArrayList<>();
    private final List<Heading> headings = new ArrayList<>();
    private final List<Heading> headingsInBlocks = new ArrayList<>();
    private final List<String> anchors = new ArrayList<>();
    private final Set<MathNode> labelled = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Document whole;
    private final SourceText source;
    private final int lesson;
    private final Markdown markdown;
    private final Diagnostics diagnostics;
    private int statements;
    private int exercises;
    private int equations;
    /** Above 0 while an exercise's notes are read: the student edition leaves them out. */
    private int inNotes;
    /** Above 0 while an exercise is read. */
    private int inExercise;
    /** How deep the part being read sits in the lesson: 0 for the lesson, its block's depth for a block's body. */
    private int depth;
    /** The depth of each block's body. */
    private final Map<FencedCodeBlock, Integer> depths = new IdentityHashMap<>();
    /** How many blocks are around the part being read. */
    private int blocksAround;
    /** The most blocks one block may sit in. */
    private static final int MAX_BLOCKS = 10;
    private final Footnotes footnotes = new Footnotes();

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
        Set<String> headingLabels = new HashSet<>();
        for (Markdown.HeadingLabel label : Markdown.assignHeadingIds(document)) {
            if (Markdown.layoutId(label.id())) {
                diagnostics.error(source.at(label.offset()), "the page's layout has an element with the id \"" + label.id()
                        + "\" (its text, contents or search): choose another id");
            } else if (!headingLabels.add(label.id())) {
                diagnostics.error(source.at(label.offset()), "another heading of this page has the id \"" + label.id()
                        + "\": choose another");
            }
        }
        for (Node node : document.getDescendants()) {
            if (node instanceof Heading heading) {
                outline.headings.add(heading);
                outline.anchors.add(heading.getAnchorRefId());
            }
        }
        outline.walk(document);
        outline.footnotes.gather(document, source, diagnostics);
        return outline;
    }

    private void walk(Document document) {
        for (Node node : document.getDescendants()) {
            ForeignSyntax.check(node, source, diagnostics);
            if (node instanceof FencedCodeBlock block) {
                visit(block);
            } else if (node instanceof MathNode math && math.label() != null) {
                equation(math);
            } else if (node instanceof Paragraph paragraph) {
                backtickInInfo(paragraph);
            } else if (node instanceof BlockQuote quote) {
                alert(quote);
            } else {
                footnotes.add(node, inExercise > 0, source, diagnostics);
            }
        }
    }

    /** A paragraph's first line when it is a backtick fence with a block directive's name and a backtick after it. */
    private static final Pattern BACKTICK_FENCE = Pattern.compile("(`{3,})\\s*\\{?([a-z-]+)[^\n`]*(`)");

    /**
     * CommonMark takes no backtick in a backtick fence's info string: {@code ```theorem The `nim` game} is a paragraph,
     * and the block after it would be read as code, all without a word. Said here, where the title is.
     */
    private void backtickInInfo(Paragraph paragraph) {
        Matcher fence = BACKTICK_FENCE.matcher(paragraph.getChars());
        if (fence.lookingAt() && Directives.isBlock(fence.group(2))) {
            diagnostics.error(source.at(paragraph.getStartOffset() + fence.start(3)), "a ``` block's title cannot hold a"
                    + " backtick (Markdown would not read the line as a block): open and close this " + fence.group(2)
                    + " block with ~~~ instead");
        }
    }

    /** A labelled equation is numbered on its own count, (3.1), (3.2), and its label is its anchor. */
    private void equation(MathNode math) {
        labelled.add(math);
        MathNode.Label label = math.label();
        String name = label.name().toString().strip();
        String problem = !label.hashed() ? "\"" + label.chars() + "\" would be printed after the formula: a label is"
                + " written {#" + name + "}"
                : !label.closed() && name.isEmpty() ? "a label follows {# with no space: {#name}"
                : !label.closed() ? "unclosed label \"" + label.chars() + "\": write it as {#name}"
                : !math.display() ? "only displayed math ($$…$$ or \\[…\\]) is numbered: display it, or remove {#"
                        + name + "}"
                : !BlockSource.isLabel(name) ? BlockSource.notALabel(name)
                : lesson == 0 ? "the introduction (index.md) takes no numbered equation: move it into a lesson, or remove"
                        + " {#" + name + "}"
                : inNotes > 0 ? "an exercise's notes are left out of the student edition, so nothing in them is numbered:"
                        + " move the equation into the question or the lesson's text, or remove {#" + name + "}"
                : math.text().toString().contains("\\tag") ? "a labelled equation is numbered by the book: remove its"
                        + " \\tag{…}, or the label"
                : null;
        SourcePosition at = source.at(label.chars().getStartOffset());
        if (problem != null) {
            diagnostics.error(at, problem);
            return;
        }
        equations++;
        Numbered entry = new Numbered(Numbered.EQUATION, "Equation", lesson + "." + equations, name, name, null, null, at);
        math.setNumber(entry.number());
        enter(entry);
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
                diagnostics.error(source.at(block.getInfo().getStartOffset()), Directives.unknownBlock(name,
                        block.getInfo().toString()));
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
                    titleHtml(read), read.labelPosition()));
            if (read.body().isBlank()) {
                diagnostics.error(read.position(), "this " + name + " states nothing: write it between the block's"
                        + " fences");
            }
            body(block, List.of(read.body()));
        } else if (Directives.CALLOUTS.containsKey(name)) {
            if (read.label() != null) {
                diagnostics.error(read.labelPosition(), "a " + name + " takes no label (it is not numbered): link to the"
                        + " heading or statement near it");
            }
            if (read.body().isBlank()) {
                diagnostics.error(read.position(), "this " + name + " says nothing: write it between the block's fences");
            }
            callouts.put(block, new Callout(name, Directives.CALLOUTS.get(name), titleHtml(read.title(),
                    read.titlePosition())));
            body(block, List.of(read.body()));
        } else if (name.equals("proof")) {
            if (read.label() != null || !read.title().isEmpty()) {
                diagnostics.error(read.label() != null ? read.labelPosition() : read.titlePosition(), "a proof takes no label or title (it proves the statement before it):"
                        + " put them on that statement");
            }
            body(block, List.of(read.body()));
        } else if (name.equals("exercise")) {
            exercises++;
            number(block, new Numbered(name, "Exercise", lesson + "." + exercises,
                    read.label() != null ? read.label() : "exercise-" + lesson + "-" + exercises, read.label(), read.title(),
                    titleHtml(read), read.labelPosition()));
            List<BasedSequence> parts = splitSolution(read.body());
            if (parts.get(0).isBlank()) {
                diagnostics.error(read.position(), "this exercise asks nothing: write its question after the options and a"
                        + " blank line");
            }
            inExercise++;
            body(block, parts);
            inExercise--;
        } else {
            if (read.label() != null) {
                diagnostics.error(read.labelPosition(), name + " blocks take no label; put it on the statement or exercise"
                        + " around it");
            } else if (!read.title().isEmpty()) {
                diagnostics.error(read.titlePosition(), name + " blocks take no title (it would not be shown): write it in"
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
        if (inNotes > 0) {
            diagnostics.error(source.at(block.getStartOffset()), "an exercise's notes are left out of the student edition, so nothing in them is"
                    + " numbered: move this " + entry.kind() + " out of them");
        }
        numbered.put(block, entry);
        enter(entry);
    }

    /** Adds a numbered block or equation to the lesson, its anchor among the page's. */
    private void enter(Numbered entry) {
        numberedInOrder.add(entry);
        boolean twiceLabelled = entry.label() != null && numberedInOrder.stream().filter(other -> other != entry)
                .anyMatch(other -> entry.label().equals(other.label()));
        if (Markdown.layoutId(entry.anchor())) {
            diagnostics.error(entry.at(), "the page's layout has an element with the id \"" + entry.anchor() + "\" (its"
                    + " text, contents or search): choose another label");
        } else if (entry.kind().equals("exercise") && entry.anchor().startsWith("key-")) {
            diagnostics.error(entry.at(), "the answer key names its lessons' parts key-…, so an exercise's label does not"
                    + " start with key-: choose another label");
        } else if (anchors.contains(entry.anchor()) && !twiceLabelled) {
            // Heading ids are made unique among themselves; a label (or a numbered block's own id) may meet one, or
            // another block's own id. A label used twice is reported as such, for the whole book.
            diagnostics.error(entry.at(), clash(entry));
        }
        anchors.add(entry.anchor());
    }

    /** Why an entry's id is taken: by a heading, or by another block (its label, or the id it has unlabelled). */
    private String clash(Numbered entry) {
        Numbered other = numberedInOrder.stream().filter(o -> o != entry && o.anchor().equals(entry.anchor()))
                .findFirst().orElse(null);
        String id = "\"" + entry.anchor() + "\"";
        if (other == null) {
            return entry.label() != null ? "a heading of this page has the id " + id + ": rename this label or the heading"
                    : "a heading of this page has the id " + id + ", which " + entry.reference() + " takes unless"
                            + " labelled: label it {#…}, or rename the heading";
        }
        if (entry.label() != null) {
            return other.reference() + " has the id " + id + " (its own, unlabelled): choose another label";
        }
        return "a label before " + entry.reference() + " took " + id + ", the id it has unless labelled: rename that"
                + " label";
    }

    private void body(FencedCodeBlock block, List<BasedSequence> parts) {
        List<Document> documents = new ArrayList<>();
        // The body's lines start where its fence does (flexmark takes as much indentation off them).
        int margin = Markdown.column(block.getOpeningMarker());
        if (blocksAround == MAX_BLOCKS) {
            // Each body is parsed again inside its block's: blocks nested hundreds deep took seconds to refuse.
            diagnostics.error(source.at(block.getStartOffset()), "blocks nested more than " + MAX_BLOCKS + " deep (a block"
                    + " inside a block inside …): flatten the nesting");
            bodies.put(block, parts.stream().map(part -> markdown.nothing()).toList());
            depths.put(block, depth);
            return;
        }
        // A body is as deep as its block, and blocks nest in blocks: the depth counts every level from the lesson's.
        int around = depth;
        for (Node node = block; !(node instanceof Document); node = node.getParent()) {
            depth++;
        }
        depths.put(block, depth);
        blocksAround++;
        for (int i = 0; i < parts.size(); i++) {
            Document document = parsed(parts.get(i), margin);
            for (Node node : document.getDescendants()) {
                if (node instanceof Heading heading) {
                    // No anchor and no place in the contents, but its level is checked with the page's.
                    headingsInBlocks.add(heading);
                }
            }
            documents.add(document);
            // An exercise's second part is its notes.
            boolean notes = i > 0;
            inNotes += notes ? 1 : 0;
            walk(document);
            inNotes -= notes ? 1 : 0;
        }
        depth = around;
        blocksAround--;
        bodies.put(block, documents);
    }

    /** A part of the lesson, parsed at the current depth; a part that nests too deep is reported and left empty. */
    private Document parsed(BasedSequence part, int margin) {
        try {
            return markdown.parse(part, whole, margin, depth);
        } catch (Markdown.Refused e) {
            // Rendered, it would overflow the stack; the part is left out (the build fails anyway).
            diagnostics.error(source.at(e.offset()), e.getMessage());
            return markdown.nothing();
        }
    }

    /** A block's title as inline HTML; a title with links or raw HTML is refused. */
    private String titleHtml(BlockSource read) {
        return titleHtml(read.title(), read.titlePosition());
    }

    private String titleHtml(String title, SourcePosition at) {
        String html = markdown.inlineHtml(title);
        if (html == null) {
            diagnostics.error(at, "a title takes text, math and emphasis, not links, footnotes, HTML or an"
                    + " equation's {#label}: put the link, note or numbered equation in the block's text");
            return Markdown.escape(title);
        }
        return html;
    }

    /**
     * GitHub's alert: a quote whose first line is {@code [!NOTE]}, in any case; perhaps, as in Obsidian, with a title
     * after it, and a + or - that folds it there (a book's callouts are always open).
     */
    private static final Pattern ALERT = Pattern.compile("\\[!([A-Za-z]+)\\][+-]?[ \t]*([^\n]*)");

    /** A quote that opens with an alert's mark is a callout. */
    private void alert(BlockQuote quote) {
        if (!(quote.getFirstChild() instanceof Paragraph first)) {
            return;
        }
        Matcher mark = ALERT.matcher(first.getChars());
        if (!mark.lookingAt()) {
            return;
        }
        String kind = mark.group(1).toLowerCase(Locale.ROOT);
        SourcePosition at = source.at(first.getStartOffset());
        if (!Directives.CALLOUTS.containsKey(kind)) {
            List<String> known = Directives.CALLOUTS.keySet().stream().map(Outline::alertMark).toList();
            diagnostics.error(at, "unknown callout \"[!" + mark.group(1) + "]\"" + Spelling.suggest(alertMark(kind),
                    known) + "; known callouts: " + String.join(", ", known));
            return;
        }
        String title = mark.group(2).strip();
        SourcePosition titleAt = source.at(first.getStartOffset() + mark.start(2));
        String inTitle = Directives.inPlainText(title, "a callout's title");
        if (inTitle != null) {
            diagnostics.error(titleAt, inTitle);
        }
        if (mark.end() >= first.getChars().trimEnd().length() && first.getNext() == null) {
            diagnostics.error(at, "this " + kind + " says nothing: write it on the quote's next lines, each starting with >");
        }
        callouts.put(quote, new Callout(kind, Directives.CALLOUTS.get(kind), titleHtml(title, titleAt)));
    }

    /**
     * Parses part of the lesson (an exercise's hint), with the lesson's link definitions, and checks what a walk of the
     * lesson would: such a part is parsed only as it is rendered.
     */
    Document parse(FencedCodeBlock block, BasedSequence part) {
        int around = depth;
        depth = depths.get(block);
        Document document = parsed(part, 0);
        depth = around;
        for (Node node : document.getDescendants()) {
            ForeignSyntax.check(node, source, diagnostics);
            footnotes.add(node, true, source, diagnostics);
        }
        return document;
    }

    /** Which blocks begin with {@code key: value} lines. */
    static boolean takesOptions(String name) {
        return Directives.COMPUTED.contains(name) && !name.equals("proof");
    }

    public BlockSource block(FencedCodeBlock block) {
        return blocks.get(block);
    }

    private static String alertMark(String kind) {
        return "[!" + kind.toUpperCase(Locale.ROOT) + "]";
    }

    /** The callout a fenced block or a quote is, or null. */
    public Callout callout(Node node) {
        return callouts.get(node);
    }

    public Numbered numbered(FencedCodeBlock block) {
        return numbered.get(block);
    }

    /** The parsed Markdown inside a block: its body (an exercise: question, then notes if any). */
    public List<Document> bodies(FencedCodeBlock block) {
        return bodies.getOrDefault(block, List.of());
    }

    /**
     * Whether the outline saw this labelled math (numbered it, or reported why not): one it did not see stands where
     * nothing is numbered (an option's Markdown).
     */
    public boolean saw(MathNode math) {
        return labelled.contains(math);
    }

    /** Statements, exercises and labelled equations in the order they appear. */
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
        all.sort(Comparator.comparingInt(Heading::getStartOffset));
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
