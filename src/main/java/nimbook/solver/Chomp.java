package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Chomp: a chocolate bar shaped as a Young diagram, its rows' lengths listed with the row of the poisoned corner square
 * first. A move picks a square other than the poisoned one and eats it with every square below and to the right of it;
 * the player left with the poisoned square alone cannot move, and loses. Values come from a brute-force search.
 */
final class Chomp implements Game {
    /** The brute force refuses bars that need more steps than this: 5,000,000 options looked at. */
    static final long WORK_LIMIT = 5_000_000L * Search.STEP;

    private final long workLimit;
    private final Search<Long> search = Search.mex(this);

    Chomp() {
        this(WORK_LIMIT);
    }

    private Chomp(long workLimit) {
        this.workLimit = workLimit;
    }

    @Override
    public Game cutBruteForce(int divisor) {
        return new Chomp(workLimit / divisor);
    }

    @Override
    public String notation() {
        return "chomp";
    }

    @Override
    public Shape shape() {
        return Shape.DIAGRAM;
    }

    @Override
    public String description() {
        return "a chocolate bar whose corner square is poisoned; eat a square with every square below and to the right"
                + " of it, but never the poisoned one";
    }

    /** The rows longest first, empty ones left out: a bar's rows in any order make the same bar. */
    @Override
    public Component canonical(Component component) {
        if (decreasing(component)) {
            return component;
        }
        long[] rows = JointHeaps.positive(component);
        for (int i = 0; i < rows.length / 2; i++) {
            long swap = rows[i];
            rows[i] = rows[rows.length - 1 - i];
            rows[rows.length - 1 - i] = swap;
        }
        return Component.of(rows);
    }

    /** Whether the rows are already longest first, with none empty (as every option is made). */
    private static boolean decreasing(Component component) {
        for (int i = 0; i < component.size(); i++) {
            if (component.get(i) == 0 || i > 0 && component.get(i) > component.get(i - 1)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void check(Component component) throws NotationException {
        long[] rows = canonical(component).toArray();
        if (rows.length == 0) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " has no square: a bar holds at least the"
                    + " poisoned one, like chomp 1", 0);
        }
        Search.check(this, component, "this bar needs", workLimit);
    }

    /** The search: every bar the moves can leave, each with at most as many options as this bar has squares. */
    @Override
    public long work(Component component) {
        long[] rows = canonical(component).toArray();
        return rows.length == 0 ? 0 : Search.steps(positions(rows), cells(rows));
    }

    private static double cells(long[] rows) {
        double cells = 0;
        for (long row : rows) {
            cells += row;
        }
        return cells;
    }

    /**
     * How many bars the moves can leave: row lengths y₁ ≥ y₂ ≥ … with each at most its row (as a double). Among them are
     * the bars of one row and one column, as many as the first row's squares times the rows: past the limit that far,
     * the count stops there.
     */
    private double positions(long[] rows) {
        if ((double) rows[0] * rows.length * Search.STEP > workLimit) {
            return (double) rows[0] * rows.length;
        }
        // Read from the shortest row, the rows of a bar inside this one are increasing and bounded by its rows.
        long[] increasing = new long[rows.length];
        for (int i = 0; i < rows.length; i++) {
            increasing[i] = rows[rows.length - 1 - i];
        }
        return Search.sequencesBelow(increasing);
    }

    @Override
    public long grundy(Component component) {
        return search.value(component);
    }

    /** Every square but the poisoned one, row by row: the rows from its row on are cut to its column. */
    @Override
    public List<List<Component>> options(Component component) {
        long[] rows = canonical(component).toArray();
        List<List<Component>> options = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            for (long c = r == 0 ? 1 : 0; c < rows[r]; c++) {
                long[] next = rows.clone();
                int length = r;
                for (int i = r; i < next.length; i++) {
                    next[i] = Math.min(next[i], c);
                    if (next[i] > 0) {
                        length = i + 1;
                    }
                }
                options.add(List.of(Component.of(Arrays.copyOf(next, length))));
            }
        }
        return options;
    }

    /** Every square but the poisoned one. */
    @Override
    public long optionCount(Component component) {
        double cells = cells(component.toArray());
        return cells >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, (long) cells - 1);
    }
}
