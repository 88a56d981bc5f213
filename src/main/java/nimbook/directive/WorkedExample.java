package nimbook.directive;

import java.util.Set;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;

/** {@code worked-example}: the solver's explanation of a position, step by step. */
final class WorkedExample {
    private WorkedExample() {
    }

    static Steps.Worked of(BlockSource block, Solver solver) throws DirectiveException {
        block.allow(Set.of("position"));
        BlockSource.Option position = block.required("position");
        try {
            return Steps.of(solver.explain(solver.parse(position.value())));
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(position).plus(e.offset()), e.getMessage());
        }
    }
}
