package nimbook.passes;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlBlockBase;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.HtmlInlineBase;
import com.vladsch.flexmark.ast.HtmlInlineComment;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.Bibliography;
import nimbook.book.Content;
import nimbook.book.Facts;
import nimbook.book.Glossary;
import nimbook.book.Lesson;
import nimbook.book.Numbered;
import nimbook.book.Outline;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Block;
import nimbook.directive.BlockSpec;
import nimbook.directive.DirectiveException;
import nimbook.directive.Directives;
import nimbook.directive.Titles;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;

/**
 * The outline pass: what one lesson declares, found before anything is rendered — its directive blocks read and checked
 * against their specs, the numbers of its statements, exercises and labelled equations, its headings' ids and every
 * anchor of its page; and what its text gets wrong that no later pass would see (Quarto's and Pandoc's syntax, notes
 * without references, heading levels that jump).
 */
public final class Outlines {
    private final SourceText source;
    private final int lesson;
    private final Markdown markdown;
    private final Diagnostics diagnostics;
    private final Numbering numbers;
    private final Footnotes footnotes = new Footnotes();
    private final Alerts alerts;
    /** Above 0 while an exercise's notes are read: the student edition leaves them out. */
    private int inNotes;
    /** Above 0 while an exercise is read. */
    private int inExercise;

    private Outlines(SourceText source, int lesson, Markdown markdown, Diagnostics diagnostics) {
        this.source = source;
        this.lesson = lesson;
        this.markdown = markdown;
        this.diagnostics = diagnostics;
        this.numbers = new Numbering(source, lesson, diagnostics);
        this.alerts = new Alerts(source, markdown, diagnostics);
    }

    /** Outlines lesson number {@code lesson} (0: the introduction); problems go to {@code diagnostics}. */
    public static Outline of(Document document, SourceText source, int lesson, Markdown markdown,
            Diagnostics diagnostics) {
        Outlines outlines = new Outlines(source, lesson, markdown, diagnostics);
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
        List<Heading> headings = Markdown.pageHeadings(document);
        List<String> anchors = new ArrayList<>();
        headings.forEach(heading -> anchors.add(heading.getAnchorRefId()));
        outlines.numbers.anchors(anchors);
        outlines.walk(document);
        outlines.footnotes.gather(document, source, diagnostics);
        outlines.alerts.frame();
        Levels.check(document, source, diagnostics);
        return new Outline(outlines.numbers.inOrder(), headings, outlines.numbers.anchors());
    }

    /** Every node of a document or body, but those of blocks that could not be read. */
    private void walk(Node parent) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            visit(node);
            if (node instanceof DirectiveBlock block) {
                body(block);
            } else {
                walk(node);
            }
        }
    }

    private void visit(Node node) {
        ForeignSyntax.check(node, source, diagnostics);
        if (node instanceof DirectiveBlock block) {
            read(block);
        } else if (node instanceof FencedCodeBlock block) {
            fenced(block);
        } else if (node instanceof MathNode math && math.label() != null) {
            numbers.equation(math, inNotes > 0);
        } else if (node instanceof Paragraph paragraph) {
            backtickInInfo(paragraph);
        } else if (node instanceof BlockQuote quote) {
            alerts.add(quote);
        } else if (node instanceof HtmlCommentBlock comment) {
            afterComment(comment);
        } else if ((node instanceof HtmlBlockBase || node instanceof HtmlInlineBase)
                && !(node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment)) {
            rawHtml(node);
        } else {
            footnotes.add(node, inExercise > 0, source, diagnostics);
        }
    }

    /** A block's body, and an exercise's notes, read as the lesson's text is, when the block could be read. */
    private void body(DirectiveBlock block) {
        if (block.reading() == null) {
            return;
        }
        boolean exercise = block.shape().notes();
        inExercise += exercise ? 1 : 0;
        if (block.body() != null) {
            walk(block.body());
        }
        if (block.notes() != null) {
            inNotes++;
            walk(block.notes());
            inNotes--;
        }
        inExercise -= exercise ? 1 : 0;
    }

    /** Reads a block and checks its shape against its spec; a block that cannot be read is left out, said why. */
    private void read(DirectiveBlock node) {
        unclosed(node.closed(), node.getStartOffset(), node.openingMarker());
        BlockSpec spec = Directives.block(node.name()).spec();
        Block block;
        try {
            block = Block.read(node, spec, source);
        } catch (DirectiveException e) {
            e.reportTo(diagnostics);
            return;
        }
        if (lesson == 0 && spec.numbered()) {
            // Numbers count per lesson, and the answer key has no part for the introduction.
            diagnostics.error(block.position(), "the introduction (index.md) takes no numbered " + spec.name() + ": move"
                    + " it into a lesson");
            return;
        }
        Shapes.check(block, diagnostics);
        node.setReading(spec.numbered() ? block.numbered(numbers.block(block, Titles.html(markdown, block.title(),
                block.titlePosition(), diagnostics), inNotes > 0)) : block);
    }

    /** A fenced block that is code: said when it runs to the end of the file, or names a directive that does not exist. */
    private void fenced(FencedCodeBlock block) {
        unclosed(!block.getClosingMarker().isEmpty(), block.getStartOffset(), block.getOpeningMarker());
        String name = DirectiveBlock.nameOf(block.getInfo());
        if (Directives.looksLikeDirective(block.getInfo().toString(), name)) {
            diagnostics.error(source.at(block.getInfo().getStartOffset()), Directives.unknownBlock(name,
                    block.getInfo().toString()));
        }
    }

    /** CommonMark lets a block that is never closed run to the end of the file, hiding everything after it. */
    private void unclosed(boolean closed, int start, BasedSequence marker) {
        if (!closed) {
            diagnostics.error(source.at(start), "this " + marker + " block is never closed, so it takes in the rest of the"
                    + " file: end it with a line " + marker + " (a block inside another needs a longer fence around it)");
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

    /**
     * A comment is left out of the page (see {@link Markdown}); when it is a block, so is the rest of its last line: text
     * after its {@code -->} would go without a word.
     */
    private void afterComment(HtmlCommentBlock comment) {
        BasedSequence text = comment.getChars().trimEnd();
        int end = text.lastIndexOf("-->");
        if (end >= 0 && end + 3 < text.length()) {
            diagnostics.error(source.at(comment.getStartOffset() + end + 3 + text.subSequence(end + 3)
                    .countLeadingSpaceTab()), "text after a comment's --> on its line is left out with the comment: start"
                    + " it on a line of its own");
        }
    }

    /** Raw HTML goes to the page as written: a claim in it would be published unchecked. */
    private void rawHtml(Node node) {
        int open = node.getChars().indexOf("{{");
        if (open >= 0) {
            diagnostics.error(source.at(node.getStartOffset() + open), "{{ … }} is not expanded inside raw HTML: write it"
                    + " in Markdown text (after an HTML block's opening tag, leave a blank line)");
        }
    }

    /**
     * The checks of the outline for Markdown that is no part of the lesson's text (an exercise's hint): its foreign
     * syntax, comments, raw HTML and notes.
     */
    public static void checkPart(Document part, SourceText source, Diagnostics diagnostics) {
        Outlines outlines = new Outlines(source, -1, null, diagnostics);
        for (Node node : part.getDescendants()) {
            ForeignSyntax.check(node, source, diagnostics);
            if (node instanceof HtmlCommentBlock comment) {
                outlines.afterComment(comment);
            } else if ((node instanceof HtmlBlockBase || node instanceof HtmlInlineBase)
                    && !(node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment)) {
                outlines.rawHtml(node);
            }
            outlines.footnotes.add(node, true, source, diagnostics);
        }
    }

    /**
     * The book-wide facts the outlines ({@code all}: the introduction's first, if the book has one, then the lessons'
     * in order) give: every label (one used twice is an error at its second use), each page's
     * anchors — the answer key's part for each lesson with exercises, and its entry for each exercise, in both
     * editions (the student edition has no key, but links to it are checked, and there keep their text) — and every
     * other file of the site.
     */
    public static Facts facts(Content content, List<Outline> all, Bibliography bibliography, Diagnostics diagnostics) {
        // The introduction's outline comes first, when the book has one.
        Outline intro = content.index() == null ? null : all.get(0);
        List<Outline> outlines = all.subList(content.index() == null ? 0 : 1, all.size());
        Map<String, Facts.Target> labels = new HashMap<>();
        Map<String, Set<String>> anchors = new HashMap<>();
        Set<String> key = new HashSet<>();
        for (int i = 0; i < outlines.size(); i++) {
            Lesson lesson = content.lessons().get(i);
            anchors.put(lesson.page(), Set.copyOf(outlines.get(i).anchors()));
            for (Numbered numbered : outlines.get(i).numbered()) {
                if (numbered.kind().equals("exercise")) {
                    key.add("key-" + lesson.slug());
                    key.add(numbered.anchor());
                }
                if (numbered.label() == null) {
                    continue;
                }
                Facts.Target previous = labels.putIfAbsent(numbered.label(), new Facts.Target(lesson.page(),
                        numbered.anchor(), numbered.reference()));
                if (previous != null) {
                    diagnostics.error(numbered.at(), "label \"" + numbered.label() + "\" is already used by "
                            + previous.text() + " (" + previous.page() + "): labels are unique in the book");
                }
            }
        }
        anchors.put("index.html", intro == null ? Set.of() : Set.copyOf(intro.anchors()));
        anchors.put("games.html", GamesPage.anchors());
        anchors.put(Facts.KEY_PAGE, key);
        if (bibliography.file() != null) {
            anchors.put(Bibliography.PAGE, Set.copyOf(bibliography.references().stream()
                    .map(Bibliography.Reference::anchor).toList()));
            References.checkCited(content, bibliography, diagnostics);
        }
        Glossary glossary = Terms.gather(content, outlines, diagnostics);
        anchors.put(Glossary.PAGE, Set.copyOf(glossary.definitions().stream().map(Glossary.Definition::anchor).toList()));
        return new Facts(labels, anchors, new HashSet<>(content.files().keySet()), bibliography, glossary);
    }
}
