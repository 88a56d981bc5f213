package nimbook.directive;

import java.util.function.Supplier;
import nimbook.book.Edition;
import nimbook.book.Facts;
import nimbook.diag.Diagnostics;
import nimbook.markdown.Markdown;
import nimbook.render.Templates;
import nimbook.solver.Solver;

/**
 * What every lesson of one build shares: the solver (and its memoised values), the solver the pages run (for what
 * the reader's browser will be asked), the templates, the Markdown parser, the book's facts (labels, anchors, files)
 * and the collected diagnostics; the edition and the exercise seed.
 */
public record BookContext(Solver solver, Solver pages, Supplier<Templates> parsedTemplates, Markdown markdown,
        Facts references, Diagnostics diagnostics, Edition edition, long seed) {
    /**
     * The templates, once parsed: they are parsed on another thread while the lessons are outlined and their blocks
     * computed, so the first block to render may wait for them.
     */
    public Templates templates() {
        return parsedTemplates.get();
    }

    /** The same book, for one lesson: asking {@code references} of it, reporting to {@code found}. */
    public BookContext forLesson(Facts references, Diagnostics found) {
        return new BookContext(solver, pages, parsedTemplates, markdown, references, found, edition, seed);
    }
}
