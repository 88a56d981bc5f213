package nimbook.passes;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import nimbook.book.Content;
import nimbook.book.Edition;
import nimbook.book.Lesson;
import nimbook.book.Outline;
import nimbook.book.Products;
import nimbook.book.Source;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.BookContext;
import nimbook.directive.Directives;
import nimbook.markdown.Markdown;
import nimbook.render.Templates;
import nimbook.solver.Solver;

/** A book of one lesson, {@code 01-a.md}, run through the passes: for the passes' own tests. */
final class OneLesson {
    final Markdown markdown = new Markdown(Directives::shape);
    final Diagnostics diagnostics = new Diagnostics();
    final Lesson lesson;
    final Outline outline;
    final BookContext book;

    private OneLesson(String body, Edition edition) {
        String text = "---\ntitle: A\nsummary: One lesson.\n---\n" + body;
        Content content = Parse.lessons(new Load.Sources(List.of(new Source("01-a.md", new SourceText("content/01-a.md",
                text))), new TreeMap<>()), markdown, diagnostics);
        lesson = content.lessons().get(0);
        outline = Outlines.of(lesson.document(), lesson.source(), 1, markdown, diagnostics);
        Templates templates = new Templates(Path.of("templates"), "templates");
        templates.share("position", Markdown::position);
        book = new BookContext(new Solver(), Solver.forPages(), () -> templates, markdown,
                Outlines.facts(content, List.of(outline), nimbook.book.Bibliography.NONE, diagnostics), diagnostics, edition, 0);
    }

    /** The lesson parsed and outlined; its problems in {@link #diagnostics}. */
    static OneLesson outlined(String body) {
        return new OneLesson(body, Edition.INSTRUCTOR);
    }

    /** The lesson's products, through every pass after its outline. */
    static Products made(String body) {
        return outlined(body).products();
    }

    Products products() {
        return Lessons.products(book, lesson, outline, "01-a.html", "1. A");
    }
}
