package nimbook.directive;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.LessonLink;
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
    private final List<ExerciseKey> exercises = new ArrayList<>();

    public Expander(BookContext book, Outline outline, String page) {
        this.book = book;
        this.outline = outline;
        this.page = page;
        this.source = outline.source();
        this.inline = new InlineDirectives(book, source);
    }

    /** The lesson's body as HTML. */
    public String render(Document document) {
        checkHeadings();
        return renderPart(document);
    }

    /** The exercises met while rendering, in order, for the answer key. */
    public List<ExerciseKey> exercises() {
        return List.copyOf(exercises);
    }

    /** Expands and renders a document or a block's body. */
    String renderPart(Document document) {
        for (Node node : new ArrayList<>(collect(document))) {
            if (node instanceof MathNode math) {
                math.setTex(inline.insideMath(math));
            } else if (node instanceof DirectiveNode directive) {
                directive.setHtml(inline.html(directive));
            } else if (node instanceof Link link) {
                checkLink(link.getUrl(), link.getUrl().getStartOffset());
            } else if (node instanceof Image image) {
                checkLink(image.getUrl(), image.getUrl().getStartOffset());
            } else if (node instanceof FencedCodeBlock fenced) {
                BlockSource block = outline.block(fenced);
                if (block != null) {
                    String html = block(block);
                    fenced.insertBefore(new RenderedBlock(fenced.getChars(), html));
                    fenced.unlink();
                }
            }
        }
        return book.markdown().render(document);
    }

    private static List<Node> collect(Document document) {
        List<Node> nodes = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            nodes.add(node);
        }
        return nodes;
    }

    private String block(BlockSource block) {
        try {
            return switch (block.name()) {
                case "grundy-table" -> template("grundy-table", Map.of("table", Tables.of(block, book.solver())));
                case "worked-example" -> template("worked-example", Map.of("worked", WorkedExample.of(block, book.solver())));
                case "play-through" -> template("play-through", Map.of("game", PlayThrough.of(block, book.solver())));
                case "verify" -> template("verify", Map.of("check", Verification.of(block)));
                case "exercise" -> exercise(block);
                case "proof" -> template("proof", Map.of("body", renderPart(outline.bodies(block.block()).get(0))));
                default -> statement(block);
            };
        } catch (DirectiveException e) {
            book.diagnostics().error(e.position(), e.getMessage());
        } catch (TemplateException e) {
            book.diagnostics().error(e.position(), e.getMessage());
        }
        return "";
    }

    private String statement(BlockSource block) throws TemplateException {
        Outline.Numbered numbered = outline.numbered(block.block());
        String body = renderPart(outline.bodies(block.block()).get(0));
        String name = "directives/" + block.name() + ".ftlh";
        return book.templates().render(book.templates().exists(name) ? name : "directives/statement.ftlh",
                Map.of("statement", numbered, "body", body));
    }

    private String exercise(BlockSource block) throws DirectiveException, TemplateException {
        Outline.Numbered numbered = outline.numbered(block.block());
        List<Document> bodies = outline.bodies(block.block());
        Position position = Exercises.position(block, book, numbered);
        inline.startExercise(position);
        String question = renderPart(bodies.get(0));
        boolean shown = inline.endExercise();
        String notes = bodies.size() > 1 ? renderPart(bodies.get(1)) : "";
        BlockSource.Option hintOption = block.optional("hint");
        String hint = hintOption == null ? "" : renderPart(book.markdown().parse(hintOption.chars()));
        boolean generated = block.optional("generate") != null;
        ExerciseKey key = Exercises.of(block, numbered, book, page, position, question, hint, notes, generated && !shown);
        exercises.add(key);
        return template("exercise", Map.of("exercise", key, "edition", book.edition().name().toLowerCase(java.util.Locale.ROOT)));
    }

    private String template(String name, Map<String, Object> model) throws TemplateException {
        return book.templates().render("directives/" + name + ".ftlh", model);
    }

    /** Headings start at level 2 (the lesson's title is its level 1) and go down one level at a time. */
    private void checkHeadings() {
        int previous = 1;
        for (Heading heading : outline.headings()) {
            int level = heading.getLevel();
            if (level == 1) {
                error(heading.getStartOffset(), "a lesson's title comes from its front matter: start its headings at"
                        + " level 2 (##)");
            } else if (level > previous + 1) {
                error(heading.getStartOffset(), "heading level jumps from " + previous + " to " + level + ": use "
                        + "#".repeat(previous + 1) + " (level " + (previous + 1) + ") here");
            }
            previous = Math.max(level, 2);
        }
    }

    private void checkLink(BasedSequence url, int offset) {
        String target = url.toString();
        if (!LessonLink.isInternal(target) && !target.startsWith("#")) {
            return;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        String pageOfLink = file.isEmpty() ? page : file.endsWith(".md") ? LessonLink.pageOf(file) : file;
        if (!book.references().hasPage(pageOfLink)) {
            error(offset, "broken link \"" + target + "\": there is no " + (file.endsWith(".md") ? "lesson " : "file ")
                    + file + " in the book");
        } else if (anchor != null && !book.references().hasAnchor(pageOfLink, anchor)) {
            error(offset, "broken link \"" + target + "\": " + (file.isEmpty() ? "this page" : file) + " has no anchor #"
                    + anchor);
        }
    }

    private void error(int offset, String message) {
        book.diagnostics().error(source.at(offset), message);
    }
}
