package nimbook.passes;

import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.List;
import java.util.function.Supplier;
import nimbook.book.Exercise;
import nimbook.book.Lesson;
import nimbook.book.Outline;
import nimbook.book.Products;
import nimbook.build.Work;
import nimbook.directive.BookContext;

/**
 * A lesson's passes after its outline, from its source and the book's facts to its products: its links checked, its
 * directives expanded, its page's body rendered, and what the site needs of it besides collected.
 */
public final class Lessons {
    private Lessons() {
    }

    /** The products of {@code lesson}; {@code title}: its page's title, as the search box names it. */
    public static Products products(BookContext book, Lesson lesson, Outline outline, String page, String title) {
        Document document = lesson.document();
        List<Node> toTheKey = new Links(book.references(), lesson.source(), page, book.diagnostics())
                .check(document, document);
        List<Exercise> exercises = Expand.lesson(book, document, lesson.source(), page, outline, toTheKey);
        // The page's body and its text for the search only read the expanded tree: side by side, on two cores (each
        // was a fifth of a saved lesson's rebuild in the preview).
        List<Object> read = Work.costliestFirst(List.<Supplier<Object>>of(() -> book.markdown().render(document),
                () -> Collect.search(document, outline, page, title)), job -> 1, Supplier::get);
        return new Products(outline, (String) read.get(0), Collect.contents(outline, book.markdown()),
                (Products.Page) read.get(1), Collect.previews(document, page, book.markdown()), exercises,
                Collect.proofs(document), Collect.widgets(document), Collect.defined(document, book.markdown()));
    }
}
