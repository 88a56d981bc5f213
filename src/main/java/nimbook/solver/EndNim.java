package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Double-ended colourful Nim: a move takes any number of balls from the top section or from the bottom
 * section of one pile. No closed form is known; values come from a memoised mex over every state a pile can
 * reach (a run of its sections, with the top and bottom ones possibly reduced).
 */
final class EndNim implements Game {
    private static final int CACHED_PILES = 4096;

    private final long workLimit;

    private final Map<Component, Long> cache = new LinkedHashMap<>(64, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Component, Long> eldest) {
            return size() > CACHED_PILES;
        }
    };

    EndNim() {
        this(Solver.WORKED);
    }

    private EndNim(long workLimit) {
        this.workLimit = workLimit;
    }

    @Override
    public Game cutBruteForce(int divisor) {
        return new EndNim(workLimit / divisor);
    }

    @Override
    public String notation() {
        return "end-nim";
    }

    @Override
    public Shape shape() {
        return Shape.PILE;
    }

    @Override
    public String description() {
        return "colourful piles where a move takes balls from the top section or from the bottom section";
    }

    @Override
    public void check(Component component) throws NotationException {
        Piles.checkSections(this, component);
        long work = work(component);
        if (work > workLimit) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " is too large for brute force: end-nim"
                    + " works through at most " + workLimit + " steps and this pile needs about " + work, 0);
        }
    }

    /** What filling the grid of two sections costs beyond its cells: the grid's arrays, counted in steps. */
    private static final int PER_GRID = 32;

    /**
     * An estimate of the brute force's word operations: for every two sections i &lt; j, the grid of their reduced
     * sizes, n_i·n_j states, each with a mex over (n_i + n_j)/64 words, and the grid's own cost. Summed section by
     * section from running sums, in floating point: sections of up to 2^63 − 1 would wrap a long.
     */
    @Override
    public long work(Component component) {
        double work = 0;
        double sizes = 0;
        double squares = 0;
        for (int j = 0; j < component.size(); j++) {
            double n = component.get(j);
            work += n * sizes * (1 + n / 64) + n * squares / 64 + (double) PER_GRID * j;
            sizes += n;
            squares += n * n;
        }
        return work >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) work;
    }

    /** The top section reduced or taken, and for a pile of two or more the bottom one too. */
    @Override
    public long optionCount(Component component) {
        int k = component.size();
        return k == 0 ? 0 : k == 1 ? component.get(0) : Saturating.add(component.get(0), component.get(k - 1));
    }

    /** A pile of one section is a Nim heap: its winning move is found without looking through its moves. */
    @Override
    public long searchCost(Component component) {
        return component.size() == 1 ? 1 : optionCount(component);
    }

    @Override
    public long grundy(Component component) {
        synchronized (cache) {
            Long known = cache.get(component);
            if (known != null) {
                return known;
            }
        }
        long[] n = component.toArray();
        long value = n.length <= 1 ? (n.length == 0 ? 0 : n[0]) : solve(n).value();
        synchronized (cache) {
            cache.put(component, value);
        }
        return value;
    }

    /** One brute force gives the values of every option too: the options worth the target, from it. */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        if (component.size() == 1) {
            return target >= component.get(0) ? List.of()
                    : List.of(List.of(target == 0 ? Component.of(new long[0]) : Component.of(target)));
        }
        List<List<Component>> found = new ArrayList<>();
        List<List<Component>> options = options(component);
        long[] values = optionValues(component);
        for (int i = 0; i < values.length; i++) {
            if (values[i] == target) {
                found.add(options.get(i));
            }
        }
        return found;
    }

    /** A pile of one section is a Nim heap. */
    @Override
    public Step closedForm(Component component) {
        return component.size() == 1 && component.get(0) > Nim.LISTED ? new Step.NimHeap(component.get(0)) : null;
    }

    /** Otherwise its options and their mex, every value from one brute force (each its own took minutes). */
    @Override
    public List<Step> derivation(Component component) {
        Step form = closedForm(component);
        if (form != null) {
            return List.of(form);
        }
        List<Step.OptionValue> listed = new ArrayList<>();
        List<List<Component>> options = options(component);
        long[] values = optionValues(component);
        for (int i = 0; i < values.length; i++) {
            listed.add(new Step.OptionValue(term(options.get(i)), values[i]));
        }
        return List.of(new Step.Mex(term(List.of(component)), listed, grundy(component)));
    }

    @Override
    public List<List<Component>> options(Component component) {
        long[] n = component.toArray();
        List<List<Component>> options = new ArrayList<>();
        int k = n.length;
        if (k == 0) {
            return options;
        }
        for (long top = 0; top < n[k - 1]; top++) {
            options.add(List.of(Component.of(top == 0 ? Arrays.copyOf(n, k - 1) : withEnd(n, k - 1, top))));
        }
        if (k > 1) {
            for (long bottom = 0; bottom < n[0]; bottom++) {
                options.add(List.of(Component.of(bottom == 0 ? Arrays.copyOfRange(n, 1, k) : withEnd(n, 0, bottom))));
            }
        }
        return options;
    }

    /** The value of each option, in the order of {@link #options}. */
    private long[] optionValues(Component component) {
        long[] n = component.toArray();
        int k = n.length;
        if (k <= 1) {
            long[] values = new long[k == 0 ? 0 : (int) n[0]];
            Arrays.setAll(values, top -> top);
            return values;
        }
        Solved solved = solve(n);
        long[] values = new long[(int) (n[k - 1] + n[0])];
        values[0] = solved.withoutTop();
        for (int top = 1; top < n[k - 1]; top++) {
            values[top] = solved.topReduced()[top];
        }
        values[(int) n[k - 1]] = solved.withoutBottom();
        for (int bottom = 1; bottom < n[0]; bottom++) {
            values[(int) n[k - 1] + bottom] = solved.bottomReduced()[bottom];
        }
        return values;
    }

    private static long[] withEnd(long[] n, int index, long size) {
        long[] next = n.clone();
        next[index] = size;
        return next;
    }

    /**
     * A pile of two or more sections, solved: its value, the values with its top reduced to a (by a) and with its
     * bottom reduced to b (by b), and those of the pile without its top section and without its bottom one.
     */
    private record Solved(long value, int[] topReduced, int[] bottomReduced, long withoutTop, long withoutBottom) {
    }

    /**
     * For every run i..j of sections (shortest first) it fills the grid of values V(a, b) with the top reduced to a
     * and the bottom to b, keeping only the edges that longer runs reach: the grid's row with the top whole and its
     * column with the bottom whole. Runs one section shorter are all a run needs, so only they are kept.
     */
    private static Solved solve(long[] n) {
        int k = n.length;
        // For the runs of the last length, by their first section: topWhole[i][b] is V(top whole, bottom b) and
        // bottomWhole[i][a] is V(top a, bottom whole). A run of one section is a Nim heap.
        int[][] topWhole = new int[k][];
        int[][] bottomWhole = new int[k][];
        for (int i = 0; i < k; i++) {
            topWhole[i] = nimHeap(n[i]);
            bottomWhole[i] = topWhole[i];
        }
        int[][] shorterTop = topWhole;
        for (int length = 2; length <= k; length++) {
            shorterTop = topWhole;
            int[][] shorterBottom = bottomWhole;
            topWhole = new int[k - length + 1][];
            bottomWhole = new int[k - length + 1][];
            for (int i = 0; i + length - 1 < k; i++) {
                // Removing the top leaves the run i..j−1 with this bottom; removing the bottom, i+1..j with this top.
                int[][] edges = grid((int) n[i + length - 1], (int) n[i], shorterBottom[i + 1], shorterTop[i]);
                topWhole[i] = edges[0];
                bottomWhole[i] = edges[1];
            }
        }
        int top = (int) n[k - 1];
        int bottom = (int) n[0];
        return new Solved(topWhole[0][bottom], bottomWhole[0], topWhole[0], shorterTop[0][bottom],
                shorterTop[1][(int) n[1]]);
    }

    /** The values of a pile of one section of n, by its size: a Nim heap of s is worth s. */
    private static int[] nimHeap(long n) {
        int[] values = new int[(int) n + 1];
        Arrays.setAll(values, s -> s);
        return values;
    }

    /**
     * The grid V(x, y) for 1 ≤ x ≤ xs, 1 ≤ y ≤ ys: the mex of V(x′, y) for x′ &lt; x, V(x, y′) for y′ &lt; y,
     * {@code alongX[x]} and {@code alongY[y]}. Returns {V(xs, y) by y, V(x, ys) by x}. The values seen are kept as a
     * bit set for each y, so the shorter side is made y: a pile of 100000 above a section of 1 needs two sets, not
     * 100001.
     */
    private static int[][] grid(int xs, int ys, int[] alongX, int[] alongY) {
        if (ys > xs) {
            int[][] turned = grid(ys, xs, alongY, alongX);
            return new int[][] {turned[1], turned[0]};
        }
        int words = (xs + ys + 2) / 64 + 1;
        long[][] column = new long[ys + 1][words];
        int[] lastX = new int[ys + 1];
        int[] lastY = new int[xs + 1];
        long[] row = new long[words];
        for (int x = 1; x <= xs; x++) {
            Arrays.fill(row, 0);
            for (int y = 1; y <= ys; y++) {
                int value = mex(column[y], row, alongY[y], alongX[x]);
                column[y][value >>> 6] |= 1L << value;
                row[value >>> 6] |= 1L << value;
                if (x == xs) {
                    lastX[y] = value;
                }
                if (y == ys) {
                    lastY[x] = value;
                }
            }
        }
        return new int[][] {lastX, lastY};
    }

    private static int mex(long[] column, long[] row, int first, int second) {
        for (int w = 0; ; w++) {
            long seen = column[w] | row[w];
            if (first >>> 6 == w) {
                seen |= 1L << first;
            }
            if (second >>> 6 == w) {
                seen |= 1L << second;
            }
            if (seen != -1L) {
                return (w << 6) + Long.numberOfTrailingZeros(~seen);
            }
        }
    }
}
