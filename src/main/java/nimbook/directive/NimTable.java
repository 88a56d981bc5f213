package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.practice.Range;
import nimbook.solver.NimField;

/** {@code nim-table}: the table of nim-products (or nim-sums) of the numbers in a range by those in another. */
final class NimTable implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("nim-table")
            .renders("the nim-multiplication table, or with `operation: sum` the nim-addition table, of the numbers in"
                    + " `rows` by those in `columns` (numbers below 2³²)")
            .option(OptionSpec.named("operation").takes("`product` or `sum`").byDefault("product"))
            .option(OptionSpec.named("rows").takes("a range").byDefault("0..15"))
            .option(OptionSpec.named("columns").takes("a range").otherwise("the rows' range"))
            .option(OptionSpec.named("caption").takes("text, math and emphasis").otherwise("the template's own")).build();

    /** The table: its operation's sign, the columns' numbers, and each row's number with its cells. */
    public record Table(String operation, String sign, String captionHtml, List<Long> columns, List<Row> rows) {
    }

    /** One row: its number and the products (or sums) of it with each column's. */
    public record Row(long head, List<Long> cells) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Problems problems = new Problems();
        String captionHtml = problems.read(() -> Tables.caption(block, scope.book().markdown(), problems));
        Block.Option operation = block.optional("operation");
        boolean sum = operation != null && operation.value().equals("sum");
        if (operation != null && !sum && !operation.value().equals("product")) {
            problems.check(() -> {
                throw new DirectiveException(block.positionOf(operation), "operation takes product or sum, not "
                        + operation.value());
            });
        }
        Block.Option rowsOption = block.optional("rows");
        Block.Option columnsOption = block.optional("columns");
        Range rows = rowsOption == null ? new Range(0, 15) : problems.read(() -> range(block, rowsOption));
        Range columns = columnsOption == null ? rows : problems.read(() -> range(block, columnsOption));
        problems.throwAny();
        List<Long> heads = new ArrayList<>();
        for (long c = columns.from(); c <= columns.to(); c++) {
            heads.add(c);
        }
        List<Row> table = new ArrayList<>();
        for (long r = rows.from(); r <= rows.to(); r++) {
            List<Long> cells = new ArrayList<>();
            for (long c : heads) {
                cells.add(sum ? r ^ c : NimField.product(r, c));
            }
            table.add(new Row(r, cells));
        }
        Table made = new Table(sum ? "sum" : "product", sum ? "⊕" : "⊗", captionHtml, heads, table);
        String id = scope.id(block);
        return Part.of("nim-table", page -> Map.of("table", made, "id", page.id(id)));
    }

    private static Range range(Block block, Block.Option option) throws DirectiveException {
        Range range = Tables.gridRange(block, option);
        if (range.to() > NimField.LARGEST) {
            throw new DirectiveException(block.positionOf(option), "\"" + range.to() + "\" is too large: the table's"
                    + " numbers go up to " + NimField.LARGEST);
        }
        return range;
    }
}
