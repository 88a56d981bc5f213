package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.practice.Range;
import nimbook.solver.Genus;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;

/** {@code genus-table}: the genus of each heap of a game in misère play, and whether it is tame. */
final class GenusTable implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("genus-table")
            .renders("a misère game's heaps with their genus, whether each heap is tame (it and every position it"
                    + " reaches have a genus of misère Nim), and a misère Nim position of the same genus")
            .option(OptionSpec.named("game").takes("a misère heap game, like misere:kayles"))
            .option(OptionSpec.named("heaps").takes("a range of heaps").byDefault("0..12"))
            .option(OptionSpec.named("caption").takes("text").otherwise("the template's own")).build();

    /** The most heaps a table lists. */
    private static final long ROWS = 60;

    /** One heap: its genus in TeX, whether the heap is tame, and (tame) the misère Nim heaps of that genus. */
    public record Row(long heap, String position, String genus, boolean tame, String nim) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Block.Option game = block.required("game");
        Block.Option caption = block.optional("caption");
        Range range;
        try {
            range = Range.parse(block.value("heaps"));
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(block.optional("heaps")), e);
        }
        if (range.to() - range.from() >= ROWS) {
            throw new DirectiveException(block.positionOf(block.optional("heaps")), "a genus table lists at most " + ROWS
                    + " heaps: choose a shorter range");
        }
        Solver solver = scope.book().solver();
        List<Row> rows = new ArrayList<>();
        for (long n = range.from(); n <= range.to(); n++) {
            String position = game.value() + " " + n;
            try {
                Genus genus = Genus.of(solver.parse(position));
                rows.add(new Row(n, position, genus.tex(), genus.tame(), genus.tame() ? genus.nimPosition() : ""));
            } catch (NotationException e) {
                throw new DirectiveException(block.positionOf(game), e.getMessage());
            }
        }
        String id = scope.id(block);
        String text = caption == null ? "" : caption.value();
        return Part.of("genus-table", page -> Map.of("rows", rows, "game", game.value(), "caption", text,
                "id", page.id(id)));
    }
}
