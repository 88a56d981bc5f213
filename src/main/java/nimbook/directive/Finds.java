package nimbook.directive;

import java.util.List;
import nimbook.book.ExerciseKey;
import nimbook.book.Facts;
import nimbook.book.Numbered;
import nimbook.book.Steps;
import nimbook.practice.Demand;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;

/**
 * An exercise that asks the reader for a position or game of their own ({@code answer: construct} or {@code
 * counterexample}, with {@code find:}): the reader's box judges whatever they give against the demand, and the key
 * shows the first small answer the search finds, with the page's limits, so that the box accepts it.
 */
final class Finds {
    private Finds() {
    }

    static Part expand(Block block, Scope scope, String kind) throws DirectiveException {
        for (String option : List.of("position", "generate", "want", "seed")) {
            Block.Option given = block.optional(option);
            if (given != null) {
                throw new DirectiveException(block.positionOf(given), option + ": belongs to a question about a given"
                        + " position; answer: " + kind + " asks the reader for one of their own (find:): drop " + option
                        + ":");
            }
        }
        Block.Option find = block.required("find");
        BookContext book = scope.book();
        Demand demand;
        try {
            demand = Demand.parse(find.value());
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(find), e);
        }
        String example = demand.example(book.pages());
        if (example == null) {
            throw new DirectiveException(block.positionOf(find), "no small " + (demand.asksForAGame() ? "game" : "position")
                    + " meets " + Notation.quote(demand.toString()) + " (the search tries up to four heaps of up to twelve,"
                    + " subtraction sets within 1 to 9 and octal codes of up to three digits): ask for one that a small"
                    + " answer meets");
        }
        Scope.Asked asked = scope.ask(block, null);
        Numbered numbered = block.numbered();
        String anchor = numbered.anchor();
        ExerciseKey key = new ExerciseKey(numbered.lesson(), numbered.number(), anchor, numbered.label() == null ? ""
                : numbered.label(), numbered.titleHtml(), scope.page(), demand.toString(), false, kind, example, List.of(),
                asked.questionHtml(), asked.questionText(), asked.hintHtml(), asked.notesHtml(),
                ExerciseKey.Dealing.FOUND, worked(book.solver(), demand, example, block), scope.page() + "#" + anchor,
                Facts.KEY_PAGE + "#" + anchor);
        return Exercises.part(block, scope, key, asked, null, null);
    }

    /** The worked solution: how the example position is valued; a game asked for has its facts in the answer alone. */
    private static Steps.Worked worked(Solver solver, Demand demand, String example, Block block)
            throws DirectiveException {
        if (demand.asksForAGame()) {
            return new Steps.Worked(example, 0, "", false, List.of());
        }
        try {
            return Steps.of(solver.explain(solver.parse(example)));
        } catch (NotationException e) {
            throw new DirectiveException(block.position(), e.getMessage());
        }
    }
}
