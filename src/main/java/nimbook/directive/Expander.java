package nimbook.directive;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.HardLineBreak;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlBlockBase;
import com.vladsch.flexmark.ast.HtmlCommentBlock;
import com.vladsch.flexmark.ast.HtmlInlineBase;
import com.vladsch.flexmark.ast.HtmlInlineComment;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.ImageRef;
import com.vladsch.flexmark.ast.LinkRef;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ast.RefNode;
import com.vladsch.flexmark.ast.Reference;
import com.vladsch.flexmark.ast.SoftLineBreak;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.LessonLink;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;
import nimbook.markdown.RenderedBlock;
import nimbook.render.TemplateException;
import nimbook.solver.Position;

/**
 * Expands one lesson's directives with the solver and renders its Markdown to HTML: inline directives
 * become values (inside math too), directive blocks become their templates' HTML, and links, anchors and
 * headings are checked. Every problem becomes a diagnostic with its source position.
 */
public final class Expander {
    private final BookContext book;
    private final Outline outline;
    private final String page;
    private final SourceText source;
    private final InlineDirectives inline;
    private List<Exercise> exercises = List.of();

    public Expander(BookContext book, Outline outline, String page) {
        this.book = book;
        this.outline = outline;
        this.page = page;
        this.source = outline.source();
        this.inline = new InlineDirectives(book, source);
    }

    /** Rendered Markdown, and the exercises it holds in document order. */
    private record Part(String html, List<Exercise> exercises) {
    }

    /** The lesson's body as HTML. */
    public String render(Document document) {
        checkHeadings();
        Part part = renderPart(document, inline, 1);
        exercises = part.exercises();
        return part.html();
    }

    /** The exercises of the lesson, in order, for the answer key. */
    public List<Exercise> exercises() {
        return exercises;
    }

    /**
     * Expands and renders a document or a block's body. Directive blocks are evaluated in parallel (they are
     * independent, and the solver and templates are thread-safe); the tree is changed in order afterwards. {@code
     * around} is the level of the heading the document stands under: the lesson's title (1), or a block's title.
     */
    private Part renderPart(Document document, InlineDirectives values, int around) {
        List<FencedCodeBlock> blocks = new ArrayList<>();
        List<BlockQuote> alerts = new ArrayList<>();
        List<Node> toTheKey = new ArrayList<>();
        for (Node node : collect(document)) {
            if (node instanceof MathNode math) {
                if (math.label() != null && !outline.saw(math)) {
                    error(math.label().chars().getStartOffset(), "an equation here is not numbered (only in a lesson's"
                            + " text and in blocks' bodies): remove " + math.label().chars());
                }
                math.setTex(values.insideMath(math));
            } else if (node instanceof DirectiveNode directive) {
                values.expand(directive);
            } else if (node instanceof Link link) {
                if (BookContext.KEY_PAGE.equals(checkLink(link.getUrl(), link.getUrl().getStartOffset()))) {
                    toTheKey.add(link);
                }
                plainTitle(link.getTitle());
            } else if (node instanceof LinkRef linkRef) {
                Reference target = linkRef.getReferenceNode(document);
                if (target != null && BookContext.KEY_PAGE.equals(pageOf(target.getUrl().toString()))) {
                    toTheKey.add(linkRef);
                } else if (target == null) {
                    undefined(linkRef, "link", "TARGET", "[");
                }
            } else if (node instanceof ImageRef image && image.getReferenceNode(document) == null) {
                undefined(image, "image", "FILE", "![");
            } else if (node instanceof Image image && image.getUrl().isEmpty()) {
                error(image.getUrl().getStartOffset(), "this image names no file: write it between the parentheses,"
                        + " e.g. (pile.svg)");
            } else if (node instanceof Image image) {
                checkLink(image.getUrl(), image.getUrl().getStartOffset());
                plainTitle(image.getTitle());
            } else if (node instanceof Reference reference) {
                // A reference definition, [name]: target, which reference-style links [text][name] point through.
                checkLink(reference.getUrl(), reference.getUrl().getStartOffset());
            } else if (node instanceof HtmlCommentBlock comment) {
                afterComment(comment);
            } else if ((node instanceof HtmlBlockBase || node instanceof HtmlInlineBase)
                    && !(node instanceof HtmlCommentBlock || node instanceof HtmlInlineComment)) {
                int open = node.getChars().indexOf("{{");
                if (open >= 0) {
                    // Raw HTML goes to the page as written: a claim in it would be published unchecked.
                    book.diagnostics().error(source.at(node.getStartOffset() + open), "{{ … }} is not expanded inside"
                            + " raw HTML: write it in Markdown text (after an HTML block's opening tag, leave a blank line)");
                }
            } else if (node instanceof FencedCodeBlock fenced && outline.block(fenced) != null) {
                blocks.add(fenced);
            } else if (node instanceof BlockQuote quote && outline.callout(quote) != null) {
                alerts.add(quote);
            }
        }
        if (book.edition() == Edition.STUDENT) {
            // This edition has no answer key: a link to it keeps its text, so one lesson serves both editions.
            for (Node link : toTheKey) {
                link.getChildren().forEach(link::insertBefore);
                link.unlink();
            }
        }
        List<Part> rendered = blocks.parallelStream().map(fenced -> block(outline.block(fenced),
                Math.max(around, sectionLevel(fenced)) + 1)).toList();
        List<Exercise> found = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            FencedCodeBlock fenced = blocks.get(i);
            fenced.insertBefore(new RenderedBlock(fenced.getChars(), rendered.get(i).html()));
            fenced.unlink();
            found.addAll(rendered.get(i).exercises());
        }
        for (BlockQuote quote : alerts) {
            alert(quote);
        }
        return new Part(book.markdown().render(document), found);
    }

    /** Where an alert's text goes in its callout's HTML, which is rendered before the text is. */
    private static final String ALERT_BODY = "\u0000body\u0000";

    /**
     * GitHub's alert becomes its callout: the callout's template around the quote's text, without the line that marks
     * it. The text stays in the document, rendered with the page (so that its links resolve as the page's do).
     */
    private void alert(BlockQuote quote) {
        Node mark = quote.getFirstChild();
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
        try {
            String html = callout(outline.callout(quote), ALERT_BODY);
            int body = html.indexOf(ALERT_BODY);
            // A book's own template may leave the text out.
            RenderedBlock callout = body < 0 ? new RenderedBlock(quote.getChars(), html)
                    : new RenderedBlock(quote.getChars(), html.substring(0, body), html.substring(body + ALERT_BODY.length()));
            while (body >= 0 && quote.hasChildren()) {
                callout.appendChild(quote.getFirstChild());
            }
            quote.insertBefore(callout);
            quote.unlink();
        } catch (TemplateException e) {
            e.reportTo(book.diagnostics());
        }
    }

    private String callout(Outline.Callout callout, String body) throws TemplateException {
        return ofKind(callout.kind(), "callout", Map.of("callout", callout, "body", body));
    }

    private static List<Node> collect(Document document) {
        List<Node> nodes = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            nodes.add(node);
        }
        return nodes;
    }

    /** The level of the page's heading that a block stands under (1 before the first: the lesson's title). */
    private int sectionLevel(FencedCodeBlock fenced) {
        int level = 1;
        for (Heading heading : outline.headings()) {
            if (heading.getStartOffset() > fenced.getStartOffset()) {
                break;
            }
            level = heading.getLevel();
        }
        return level;
    }

    /**
     * A block's HTML. {@code level} is its title's level as a heading, one below what it stands under, so that a
     * screen reader's list of headings has the exercises and theorems. A block that draws figures gets an id for them
     * to start with, unique on the page: its kind and line.
     */
    private Part block(BlockSource block, int level) {
        String id = block.name() + "-" + block.position().line();
        try {
            return switch (block.name()) {
                case "grundy-table" -> plain(template("grundy-table",
                        Map.of("table", Tables.of(block, book.solver(), book.markdown()), "id", id)));
                case "worked-example" -> plain(template("worked-example",
                        Map.of("worked", WorkedExample.of(block, book.solver()), "level", level, "id", id)));
                case "play-through" -> plain(template("play-through",
                        Map.of("game", PlayThrough.of(block, book.solver()), "id", id)));
                case "verify" -> plain(template("verify", Map.of("check", Verification.of(block))));
                case "play", "calculator", "check" -> plain(template(block.name(),
                        Map.of("widget", Widgets.of(block, book))));
                case "exercise" -> exercise(block, level);
                case "proof" -> {
                    // "Proof." is no heading: the blocks in a proof stand where it does.
                    Part body = renderPart(outline.bodies(block.block()).get(0), inline, level - 1);
                    yield new Part(template("proof", Map.of("body", body.html())), body.exercises());
                }
                default -> {
                    Outline.Callout callout = outline.callout(block.block());
                    if (callout == null) {
                        yield statement(block, level);
                    }
                    // A callout's title is no heading either.
                    Part body = renderPart(outline.bodies(block.block()).get(0), inline, level - 1);
                    yield new Part(callout(callout, body.html()), body.exercises());
                }
            };
        } catch (DirectiveException | TemplateException e) {
            e.reportTo(book.diagnostics());
        }
        return plain("");
    }

    private static Part plain(String html) {
        return new Part(html, List.of());
    }

    private Part statement(BlockSource block, int level) throws TemplateException {
        Outline.Numbered numbered = outline.numbered(block.block());
        Part body = renderPart(outline.bodies(block.block()).get(0), inline, level);
        return new Part(ofKind(block.name(), "statement", Map.of("statement", numbered, "body", body.html(), "level",
                level)), body.exercises());
    }

    /** Renders a block through the template named after its kind when the book has one, or else its family's. */
    private String ofKind(String kind, String family, Map<String, Object> model) throws TemplateException {
        String own = "directives/" + kind + ".ftlh";
        return book.templates().render(book.templates().exists(own) ? own : "directives/" + family + ".ftlh", model);
    }

    private Part exercise(BlockSource block, int level) throws DirectiveException, TemplateException {
        Outline.Numbered numbered = outline.numbered(block.block());
        // The options' problems are gathered, and the question, notes and hint checked even so: all in one run.
        Problems problems = new Problems();
        // A misspelt option would also be reported as a missing one: the others are read when all are known, or given.
        boolean known = problems.check(() -> block.allow(Exercises.OPTIONS));
        Position position = known || block.optional("position") != null || block.optional("generate") != null
                ? problems.read(() -> Exercises.position(block, book, numbered)) : null;
        String kind = known || block.optional("answer") != null
                ? problems.read(() -> Exercises.kind(block, "an exercise can ask")) : null;
        Exercises.Asked asked = asked(block, level, position);
        problems.throwAny();
        ExerciseKey key = Exercises.of(block, numbered, book, page, position, kind, asked);
        Exercise.Dealer dealer = block.optional("generate") == null || block.optional("seed") != null ? null
                : set -> {
                    Position dealt = Exercises.inSet(block, book, numbered, set);
                    return Exercises.of(block, numbered, book, page, dealt, kind, asked(block, level, dealt));
                };
        Object shown = book.edition() == Edition.STUDENT ? book.templates().freezeWithout("exercise", key, ExerciseKey.ANSWER,
                "is not given to templates in the student edition: show it only <#if edition == \"instructor\">") : key;
        return new Part(template("exercise", Map.of("exercise", shown, "edition",
                book.edition().name().toLowerCase(Locale.ROOT), "level", level)), List.of(new Exercise(key, dealer)));
    }

    /** An exercise's question, hint and notes about a position (null when it could not be read: its block says why). */
    private Exercises.Asked asked(BlockSource block, int level, Position position) {
        List<Document> bodies = outline.bodies(block.block());
        InlineDirectives question = InlineDirectives.inExercise(book, source, position);
        String questionHtml = renderPart(bodies.get(0), question, level).html();
        // The hint and the notes may name the position too; only the question's use of it decides whether it is shown.
        InlineDirectives aside = InlineDirectives.inExercise(book, source, position);
        String notes = bodies.size() > 1 ? renderPart(bodies.get(1), aside, level).html() : "";
        BlockSource.Option hintOption = block.optional("hint");
        String plainHint = hintOption == null ? "" : Markdown.plainParagraph(hintOption.value());
        String hint = plainHint != null ? plainHint : renderPart(outline.parse(block.block(), hintOption.chars()), aside, level).html();
        boolean shown = question.showedExercise() || position != null && Exercises.written(bodies.get(0), book.solver(),
                position);
        return new Exercises.Asked(questionHtml, Markdown.text(bodies.get(0)), hint, notes, !shown);
    }

    private String template(String name, Map<String, Object> model) throws TemplateException {
        return book.templates().render("directives/" + name + ".ftlh", model);
    }

    /**
     * Headings start at level 2 (the lesson's title is its level 1, whose heading, when it has one, the front matter took
     * out of the text) and go down one level at a time.
     */
    private void checkHeadings() {
        int previous = 1;
        for (Heading heading : outline.allHeadings()) {
            int level = heading.getLevel();
            if (level == 1) {
                error(heading.getStartOffset(), "only a lesson's first block may be a # heading (its title): start the"
                        + " others at level 2 (##)");
            } else if (level > previous + 1) {
                error(heading.getStartOffset(), "heading level jumps from " + previous + " to " + level + ": use "
                        + "#".repeat(previous + 1) + " (level " + (previous + 1) + ") here");
            }
            previous = Math.max(level, 2);
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
            error(comment.getStartOffset() + end + 3 + text.subSequence(end + 3).countLeadingSpaceTab(), "text after a"
                    + " comment's --> on its line is left out with the comment: start it on a line of its own");
        }
    }

    /**
     * A reference-style link or image whose name nothing defines. {@code [text][name]} and {@code [name][]} are meant as
     * links (a lone {@code [text]} may be just brackets): printed as written, they would go unnoticed.
     */
    private void undefined(RefNode ref, String what, String target, String opening) {
        if (!ref.getTextOpeningMarker().isEmpty()) {
            BasedSequence name = ref.getReference();
            error(ref.getStartOffset(), "no " + what + " is defined as [" + name + "]: add a line [" + name + "]: " + target
                    + " to the lesson, or write the " + what + " in place, " + opening + (ref.isReferenceTextCombined()
                    ? name : ref.getText()) + "](" + target + ")");
        }
    }

    /** A link's or image's title ({@code [x](a.md "title")}) is printed as written: {@code {{ … }}} there is an error. */
    private void plainTitle(BasedSequence title) {
        String problem = Directives.inPlainText(title.toString(), "a link's title");
        if (problem != null) {
            error(title.getStartOffset() + title.indexOf("{{"), problem);
        }
    }

    /** The page of the book a link leads to ({@code 02-sums.md#x}: 02-sums.html), or null for one outside it. */
    private String pageOf(String target) {
        if (!LessonLink.isInternal(target) && !target.startsWith("#")) {
            return null;
        }
        String file = fileOf(target);
        return file.isEmpty() ? page : file.endsWith(".md") ? LessonLink.pageOf(file) : file;
    }

    /** A link's file as written, without its anchor or a leading ./ ("" for a place on this page). */
    private static String fileOf(String target) {
        int hash = target.indexOf('#');
        return (hash < 0 ? target : target.substring(0, hash)).replaceFirst("^(\\./)+", "");
    }

    /** Reports a link that leads nowhere; returns the page of the book it leads to, or null. */
    private String checkLink(BasedSequence url, int offset) {
        String target = url.toString();
        if (target.isEmpty()) {
            error(offset, "this link leads nowhere: write its target between the parentheses, e.g. (02-sums.md) or"
                    + " (#a-heading)");
            return null;
        }
        if (target.startsWith("/") && !target.startsWith("//")) {
            // From the web server's root: it breaks wherever the book is not served at the root, and from disk.
            error(offset, "link \"" + target + "\" starts at the root of the web server: write it relative to this"
                    + " page, like " + target.replaceFirst("^/+", ""));
            return null;
        }
        String pageOfLink = pageOf(target);
        if (pageOfLink == null) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = fileOf(target);
        String anchor = hash < 0 ? null : decoded(target.substring(hash + 1));
        if (!book.references().hasPage(pageOfLink)) {
            error(offset, "broken link \"" + target + "\": there is no " + (file.endsWith(".md") ? "lesson " : "file ")
                    + file + " in the book" + book.references().fileLike(file));
        } else if (anchor != null && anchor.isEmpty()) {
            error(offset, "link \"" + target + "\" ends in an empty anchor: name one after the #, or drop the #");
        } else if (anchor != null && !book.references().hasAnchor(pageOfLink, anchor)) {
            error(offset, "broken link \"" + target + "\": " + (file.isEmpty() ? "this page" : file) + " has no anchor #"
                    + anchor + book.references().anchorLike(pageOfLink, anchor));
        }
        return pageOfLink;
    }

    /** An anchor as the browser matches it: {@code #h%C3%A9llo} is {@code #héllo}. */
    private static String decoded(String anchor) {
        try {
            return URLDecoder.decode(anchor.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return anchor;
        }
    }

    private void error(int offset, String message) {
        book.diagnostics().error(source.at(offset), message);
    }
}
