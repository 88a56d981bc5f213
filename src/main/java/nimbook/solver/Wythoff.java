package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Wythoff's game: two piles; take any number from one pile, or the same number from both. Values come from
 * a memoised mex table over every position up to the largest pile asked for.
 */
final class Wythoff implements Game {
    static final int LIMIT = 2000;

    private final int limit;
    private int[][] table = new int[0][];

    Wythoff() {
        this(LIMIT);
    }

    private Wythoff(int limit) {
        this.limit = limit;
    }

    @Override
    public Game cutBruteForce(int divisor) {
        return new Wythoff(limit / divisor);
    }

    @Override
    public String notation() {
        return "wythoff";
    }

    @Override
    public Shape shape() {
        return Shape.PAIR;
    }

    @Override
    public String description() {
        return "two piles; take any number from one pile, or the same number from both";
    }

    @Override
    public void check(Component component) throws NotationException {
        if (Math.max(component.get(0), component.get(1)) > limit) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " is too large: wythoff piles are computed by"
                    + " brute force up to " + limit, 0);
        }
    }

    /** The two boxes (piles) play the same either way round. */
    @Override
    public Component canonical(Component component) {
        return Piles.ordered(component);
    }

    @Override
    public long grundy(Component component) {
        int a = (int) component.get(0);
        int b = (int) component.get(1);
        return table(Math.max(a, b))[a][b];
    }

    /** Either pile reduced, or both by the same amount. */
    @Override
    public long optionCount(Component component) {
        long a = component.get(0);
        long b = component.get(1);
        return Saturating.add(Saturating.add(a, b), Math.min(a, b));
    }

    @Override
    public List<List<Component>> options(Component component) {
        long a = component.get(0);
        long b = component.get(1);
        List<List<Component>> options = new ArrayList<>();
        for (long x = 0; x < a; x++) {
            options.add(List.of(Component.of(x, b)));
        }
        for (long y = 0; y < b; y++) {
            options.add(List.of(Component.of(a, y)));
        }
        for (long d = 1; d <= Math.min(a, b); d++) {
            options.add(List.of(Component.of(a - d, b - d)));
        }
        return options;
    }

    private synchronized int[][] table(int size) {
        if (size >= table.length) {
            table = compute(Math.min(limit, Math.max(size, 2 * table.length + 15)) + 1);
        }
        return table;
    }

    /** The mex table, with the values already seen in each column, diagonal and row kept as bit sets. */
    private static int[][] compute(int size) {
        int words = (2 * size) / 64 + 1;
        int[][] g = new int[size][size];
        long[][] column = new long[size][words];
        long[][] diagonal = new long[2 * size][words];
        for (int x = 0; x < size; x++) {
            long[] row = new long[words];
            for (int y = 0; y < size; y++) {
                long[] diag = diagonal[y - x + size];
                long[] col = column[y];
                int w = 0;
                long seen = row[0] | col[0] | diag[0];
                while (seen == -1L) {
                    w++;
                    seen = row[w] | col[w] | diag[w];
                }
                int value = (w << 6) + Long.numberOfTrailingZeros(~seen);
                g[x][y] = value;
                row[value >>> 6] |= 1L << value;
                col[value >>> 6] |= 1L << value;
                diag[value >>> 6] |= 1L << value;
            }
        }
        return g;
    }
}
