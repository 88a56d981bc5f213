package nimbook.directive;

import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.solver.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nimbook.book.GrundyTable;
import nimbook.book.GrundyTable.Cell;
import nimbook.book.GrundyTable.Row;
import nimbook.markdown.Markdown;
import nimbook.practice.Range;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/**
 * {@code grundy-table}: a one-heap game's values over a range ({@code heaps: 0..30}), or a grid over two
 * numbers ({@code rows} and {@code columns}): pairs for two-number games, two heaps for heap games (the Nim
 * addition table), two sections for piles, or any position with {@code cell: end-nim {row},{column},1}.
 */
public final class Tables implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("grundy-table")
            .renders("a table of values with P-positions marked: a `game`'s over `heaps`; or a grid over `rows` and"
                    + " `columns`, of a `game` (pairs for two-number games, two heaps for heap games, two sections for"
                    + " piles) or of a `cell` such as `end-nim {row},{column},1`")
            .option(OptionSpec.named("game").takes("a game"))
            .option(OptionSpec.named("heaps").takes("a range: a one-heap table"))
            .option(OptionSpec.named("per-row").takes("a count from 1 to 50").byDefault("12"))
            .option(OptionSpec.named("rows").takes("a range: a grid's rows"))
            .option(OptionSpec.named("columns").takes("a range: a grid's columns"))
            .option(OptionSpec.named("cell").takes("a position with {row} and {column} in it"))
            .option(OptionSpec.named("caption").takes("text, math and emphasis").otherwise("the template's own")).build();

    private static final int GRID_LIMIT = 100;

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        GrundyTable table = of(block, scope.book().solver(), scope.book().markdown());
        String id = scope.id(block);
        return Part.of("grundy-table", page -> Map.of("table", table, "id", page.id(id)));
    }

    private static GrundyTable of(Block block, Solver solver, Markdown markdown) throws DirectiveException {
        // Unknown options first: a misspelt one would be reported as a missing one too. The rest are read together.
        block.allow();
        Problems problems = new Problems();
        String captionHtml = problems.read(() -> caption(block, markdown, problems));
        if (Stream.of("heaps", "rows", "columns", "cell").allMatch(key -> block.optional(key) == null)) {
            // Neither kind of table is begun: name both, rather than the grid's options alone.
            throw new DirectiveException(block.position(), "grundy-table needs \"heaps:\" (a one-heap table, heaps: 0..12) or"
                    + " \"rows:\" and \"columns:\" (a grid); add either");
        }
        for (String grid : List.of("rows", "columns", "cell")) {
            if (!problems.check(() -> block.exclusive("heaps", grid, "heaps: makes a one-heap table, rows: and columns:"
                    + " make a grid; keep one kind"))) {
                problems.throwAny(); // one mistake, however many of the grid's options come with heaps:
            }
        }
        return block.optional("heaps") != null ? sequence(block, solver, captionHtml, problems)
                : grid(block, solver, captionHtml, problems);
    }

    /** The caption as HTML; its {@code {{ … }}} and its link are two problems, both reported in one run. */
    private static String caption(Block block, Markdown markdown, Problems problems) throws DirectiveException {
        Block.Option caption = block.optional("caption");
        if (caption == null) {
            return "";
        }
        problems.check(() -> block.plainText(caption, "a caption"));
        String html = markdown.inlineHtml(caption.value());
        if (html == null) {
            // At the link, the tag or the label, whichever comes first.
            int at = caption.value().length();
            for (String start : new String[] {"[", "<", "{#", "@"}) {
                int found = caption.value().indexOf(start);
                at = found >= 0 ? Math.min(at, found) : at;
            }
            throw new DirectiveException(block.positionOf(caption).plus(at == caption.value().length() ? 0 : at),
                    "a caption takes text, math and emphasis, not links,"
                    + " footnotes, HTML or an equation's {#label}: put the link, note or numbered equation in the text around"
                    + " the table");
        }
        return html;
    }

    private static GrundyTable grid(Block block, Solver solver, String captionHtml, Problems problems)
            throws DirectiveException {
        problems.check(() -> block.exclusive("rows", "per-row", "a grid has one row per number in rows:; per-row: is for"
                + " one-heap tables"));
        boolean oneGame = problems.check(() -> block.exclusive("game", "cell", "cell: names the game itself (cell: wythoff"
                + " {row},{column}); drop game:"));
        Range rows = problems.read(() -> gridRange(block, block.required("rows")));
        Range columns = problems.read(() -> gridRange(block, block.required("columns")));
        Block.Option cellOption = block.optional("cell");
        Block.Option source = cellOption != null ? cellOption : problems.read(() -> block.required("game"));
        String cell = !oneGame || source == null ? null : problems.read(() -> cellOption != null
                ? cellPattern(block, cellOption) : cellOf(gameOf(block, source, solver)));
        problems.throwAny();
        String game = cellOption != null ? cell.split("\\s+")[0] : source.value();
        try {
            return grid(solver, game, cell, rows, columns, captionHtml);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(source), e.getMessage());
        }
    }

    /** The cell pattern for a game: two heaps or circles, or one pair, two-section pile, two-step staircase or two-row bar. */
    public static String cellOf(Game game) {
        return game.notation() + switch (game.shape()) {
            case HEAP, CIRCLE -> " {row} {column}";
            case PAIR, PILE, STAIRCASE, DIAGRAM -> " {row},{column}";
        };
    }

    /** A grid of values: each cell is {@code cell} with {row} and {column} filled in. */
    public static GrundyTable grid(Solver solver, String game, String cell, Range rows, Range columns, String captionHtml)
            throws NotationException {
        List<String> heads = new ArrayList<>();
        for (long c = columns.from(); c <= columns.to(); c++) {
            heads.add(Long.toString(c));
        }
        List<List<Position>> grid = new ArrayList<>();
        List<String> written = new ArrayList<>();
        for (long r = rows.from(); r <= rows.to(); r++) {
            List<Position> cells = new ArrayList<>();
            for (long c = columns.from(); c <= columns.to(); c++) {
                String position = cell.replace("{row}", Long.toString(r)).replace("{column}", Long.toString(c));
                written.add(position);
                try {
                    cells.add(solver.parse(position));
                } catch (NotationException e) {
                    throw new NotationException("cell " + Notation.quote(position) + ": " + e.getMessage(), 0);
                }
            }
            grid.add(cells);
        }
        // Each cell is a question within the limits; the table is one question too.
        solver.checkWork(grid.stream().flatMap(List::stream).toList(), () -> "the table", "show fewer rows or columns");
        List<Row> table = new ArrayList<>();
        boolean misere = false;
        for (int r = 0; r < grid.size(); r++) {
            List<Cell> cells = new ArrayList<>();
            for (Position position : grid.get(r)) {
                misere = position.misere();
                long value = solver.grundy(position);
                cells.add(new Cell(written.get(r * heads.size() + cells.size()), value, value == 0));
            }
            table.add(new Row(Long.toString(rows.from() + r), List.of(), cells));
        }
        return new GrundyTable("grid", game, misere, captionHtml, "row", "column",
                cell.replace("{row}", "row").replace("{column}", "column"), heads, table);
    }

    private static GrundyTable sequence(Block block, Solver solver, String captionHtml, Problems problems)
            throws DirectiveException {
        Block.Option gameOption = problems.read(() -> block.required("game"));
        Game game = gameOption == null ? null : problems.read(() -> {
            Game named = gameOf(block, gameOption, solver);
            if (named.shape() != Shape.HEAP) {
                throw new DirectiveException(block.positionOf(gameOption), "heaps: makes a table of one-heap games, but "
                        + named.notation() + " takes " + named.shape().plural() + ": show it as a grid, with rows: and"
                        + " columns:");
            }
            return named;
        });
        Range heaps = problems.read(() -> range(block, block.required("heaps")));
        Integer perRow = problems.read(() -> perRow(block));
        problems.throwAny();
        try {
            return sequence(solver, game, heaps, perRow, captionHtml);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(gameOption), e.getMessage());
        }
    }

    /** A one-heap game's values over a range, {@code perRow} to a row. */
    public static GrundyTable sequence(Solver solver, Game game, Range heaps, int perRow, String captionHtml)
            throws NotationException {
        long[] values = solver.sequence(game, heaps.to());
        List<Row> rows = new ArrayList<>();
        for (long start = heaps.from(); start <= heaps.to(); start += perRow) {
            List<String> heads = new ArrayList<>();
            List<Cell> cells = new ArrayList<>();
            for (long n = start; n < start + perRow && n <= heaps.to(); n++) {
                heads.add(Long.toString(n));
                long value = values[(int) n];
                cells.add(new Cell(game.notation() + " " + n, value, value == 0));
            }
            rows.add(new Row("", heads, cells));
        }
        return new GrundyTable("sequence", game.notation(), game.misere(), captionHtml, "n",
                game.misere() ? "G⁻(n)" : "G(n)", "", List.of(), rows);
    }

    private static int perRow(Block block) throws DirectiveException {
        try {
            return Block.count(block.value("per-row"), 50);
        } catch (NumberFormatException e) {
            throw new DirectiveException(block.positionOf(block.optional("per-row")), "per-row is a number of columns from"
                    + " 1 to 50");
        }
    }

    /** A grid's rows or columns: at most {@link #GRID_LIMIT} of them. */
    private static Range gridRange(Block block, Block.Option option) throws DirectiveException {
        Range range = range(block, option);
        if (range.size() > GRID_LIMIT) {
            throw new DirectiveException(block.positionOf(option), "a grid shows at most " + GRID_LIMIT + " rows and "
                    + GRID_LIMIT + " columns");
        }
        return range;
    }

    /** {@code cell:}, a position with {@code {row}} and {@code {column}} in it. */
    private static String cellPattern(Block block, Block.Option cell) throws DirectiveException {
        if (!cell.value().contains("{row}") || !cell.value().contains("{column}")) {
            throw new DirectiveException(block.positionOf(cell), "cell names a position with {row} and {column} in it,"
                    + " like cell: end-nim {row},{column},1");
        }
        return cell.value();
    }

    private static Range range(Block block, Block.Option option) throws DirectiveException {
        try {
            return Range.parse(option.value());
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(option), e);
        }
    }

    private static Game gameOf(Block block, Block.Option option, Solver solver) throws DirectiveException {
        try {
            return solver.game(option.value());
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(option).plus(e.offset()), e.getMessage());
        }
    }
}
