package nimbook.directive;

import java.util.Map;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;

/**
 * {@code loopy-board}: a board that plays tokens on graphs with cycles against the perfect player, who wins a won
 * position and keeps a drawn one drawn; without scripts, the position's value and outcome.
 */
final class LoopyBoard implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("loopy-board").widget("loopy")
            .renders("a board for tokens on graphs with cycles: the graphs drawn, a move by a button per arc from a"
                    + " token's vertex, the perfect player's reply; a draw is said to be one, and a position that comes"
                    + " round again is noted")
            .option(OptionSpec.named("start").takes("a loopy position, like loopy 0>1,1>0,1>2@0")).build();

    /** The start and, for the page without scripts, its value (TeX) and outcome. */
    public record Board(String position, String value, String outcome) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Block.Option start = block.required("start");
        Loopy position;
        try {
            position = Loopy.parse(start.value());
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(start), e);
        }
        Board board = new Board(position.toString(), position.value().tex(), position.outcome());
        return Part.of("loopy-board", page -> Map.of("board", board));
    }
}
