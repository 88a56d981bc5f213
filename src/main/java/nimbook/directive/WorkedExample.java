package nimbook.directive;

import java.util.List;
import java.util.Map;
import nimbook.book.Steps;
import nimbook.solver.NotationException;
import nimbook.solver.Picture;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/** {@code worked-example}: the solver's explanation of a position, step by step. */
final class WorkedExample implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("worked-example")
            .renders("the solver's explanation: nim-sum in binary columns, options and mex, the eeny-meeny walk, the"
                    + " winning moves; a Green Hackenbush position drawn above it")
            .option(BlockSpec.OptionSpec.named("position").takes("a position")).build();

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Block.Option position = block.required("position");
        Solver solver = scope.book().solver();
        Steps.Worked worked;
        List<Picture> pictures;
        try {
            Position parsed = solver.parse(position.value());
            worked = Steps.of(solver.explain(parsed));
            pictures = Picture.drawn(parsed);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(position).plus(e.offset()), e.getMessage());
        }
        int level = scope.level();
        String id = scope.id(block);
        return Part.of("worked-example", page -> Map.of("worked", worked, "level", page.ariaLevel(level), "id",
                page.id(id), "pictures", pictures));
    }
}
