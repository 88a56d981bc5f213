package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.practice.Range;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Quotient;

/**
 * {@code quotient-table}: the misère quotient of a heap game — its presentation, its multiplication table with the
 * P-portion marked, and the element of each heap.
 */
final class QuotientTable implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("quotient-table")
            .renders("a misère heap game's quotient (Plambeck and Siegel): its generators and the rules between them,"
                    + " the product of any two elements with the P-portion marked, and the element of each heap")
            .option(OptionSpec.named("game").takes("a misère octal or subtraction game, like misere:octal:0.75"))
            .option(OptionSpec.named("largest").takes("the largest heap of the sums taken, from 1 to 64")
                    .otherwise("every sum of the game, when its heaps' elements show a period that proves it"))
            .option(OptionSpec.named("heaps").takes("a range of heaps whose elements are listed").byDefault("0..12"))
            .option(OptionSpec.named("caption").takes("text").otherwise("the template's own")).build();

    /** The most heaps listed. */
    private static final long LISTED = 40;

    /** One element's name as text (ab²), and whether it is in the P-portion. */
    public record Cell(String name, boolean p) {
    }

    /** An element's row: the element, and its product with each element in the table's order. */
    public record Row(Cell element, List<Cell> products) {
    }

    /** A heap and its element. */
    public record Heap(long heap, Cell element) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Block.Option game = block.required("game");
        Block.Option largest = block.optional("largest");
        Quotient quotient = quotient(block, scope, game, largest);
        Range range;
        try {
            range = Range.parse(block.value("heaps"));
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(block.optional("heaps")), e);
        }
        if (range.size() > LISTED || quotient.largest() > 0 && range.to() > quotient.largest()) {
            throw new DirectiveException(block.positionOf(block.optional("heaps")), "a quotient table lists at most "
                    + LISTED + " heaps, none larger than its largest: choose a shorter range");
        }
        List<Row> rows = new ArrayList<>();
        for (int x = 0; x < quotient.size(); x++) {
            List<Cell> products = new ArrayList<>();
            for (int y = 0; y < quotient.size(); y++) {
                products.add(cell(quotient, quotient.times(x, y)));
            }
            rows.add(new Row(cell(quotient, x), products));
        }
        List<Heap> heaps = new ArrayList<>();
        for (long n = range.from(); n <= range.to(); n++) {
            try {
                heaps.add(new Heap(n, cell(quotient, quotient.element(n))));
            } catch (NotationException e) {
                throw DirectiveException.in(block.positionOf(block.optional("heaps")), e);
            }
        }
        String id = scope.id(block);
        String caption = block.optional("caption") == null ? "" : block.optional("caption").value();
        return Part.of("quotient-table", page -> Map.of("game", quotient.game(), "largest", quotient.largest(),
                "generators", quotient.generators(), "relations", quotient.relations(), "rows", rows, "heaps", heaps,
                "period", quotient.period(), "periodStart", quotient.periodStart(), "caption", caption,
                "id", page.id(id)));
    }

    private static Quotient quotient(Block block, Scope scope, Block.Option game, Block.Option largest)
            throws DirectiveException {
        int up;
        try {
            up = largest == null ? 0 : Block.count(largest.value(), 64);
        } catch (NumberFormatException e) {
            throw new DirectiveException(block.positionOf(largest), "largest is the largest heap of the sums taken, a"
                    + " number from 1 to 64");
        }
        try {
            Game misere = scope.book().solver().game(game.value());
            return up == 0 ? Quotient.of(misere) : Quotient.of(misere, up);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(game), e.getMessage());
        }
    }

    private static Cell cell(Quotient quotient, int element) {
        return new Cell(quotient.text(element), quotient.isP(element));
    }
}
