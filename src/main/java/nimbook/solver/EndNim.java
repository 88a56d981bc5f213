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
    /** The brute force refuses piles that need more word operations than this. */
    static final long WORK_LIMIT = 200_000_000L;
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
        this(WORK_LIMIT);
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
        long work = work(component.toArray());
        if (work > workLimit) {
            throw new NotationException("\"" + term(List.of(component)) + "\" is too large for brute force: end-nim"
                    + " works through at most " + workLimit + " steps and this pile needs about " + work, 0);
        }
    }

    @Override
    public void checkMoves(Component component) throws NotationException {
        long moves = component.size() == 0 ? 0 : component.size() == 1 ? component.get(0)
                : component.get(0) + component.get(component.size() - 1);
        if (moves > MOVES_LIMIT) {
            throw new NotationException("\"" + term(List.of(component)) + "\" has too many moves to list: end-nim lists"
                    + " moves when the end sections hold at most " + MOVES_LIMIT + " balls together", 0);
        }
    }

    /** An estimate of the brute force's word operations: every state, times the words of its mex set. */
    private static long work(long[] n) {
        double work = 0;
        for (int i = 0; i < n.length; i++) {
            for (int j = i + 1; j < n.length; j++) {
                work += (double) n[i] * n[j] * (1 + (n[i] + n[j]) / 64.0);
            }
        }
        return work > Long.MAX_VALUE / 2 ? Long.MAX_VALUE / 2 : (long) work;
    }

    @Override
    public long grundy(Component component) {
        synchronized (cache) {
            Long known = cache.get(component);
            if (known != null) {
                return known;
            }
        }
        long value = solve(component.toArray());
        synchronized (cache) {
            cache.put(component, value);
        }
        return value;
    }

    /** A pile of one section is a Nim heap: its winning move is found without listing its moves. */
    @Override
    public void checkWinningMoves(Component component) throws NotationException {
        if (component.size() > 1) {
            checkMoves(component);
        }
    }

    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        if (component.size() != 1) {
            return Game.super.optionsWithValue(component, target);
        }
        return target >= component.get(0) ? List.of()
                : List.of(List.of(target == 0 ? Component.of(new long[0]) : Component.of(target)));
    }

    /** A pile of one section is a Nim heap; a larger one lists its options and their mex. */
    @Override
    public List<Step> derivation(Component component) {
        return component.size() == 1 && component.get(0) > Nim.LISTED ? List.of(new Step.NimHeap(component.get(0)))
                : Game.super.derivation(component);
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

    private static long[] withEnd(long[] n, int index, long size) {
        long[] next = n.clone();
        next[index] = size;
        return next;
    }

    /**
     * The value of the whole pile. For every run i..j of sections (shortest first) it fills the grid of
     * values V(a, b) with the top reduced to a and the bottom to b, keeping only the edges that longer runs
     * reach: the grid's row with the top whole and its column with the bottom whole.
     */
    private static long solve(long[] n) {
        int k = n.length;
        if (k <= 1) {
            return k == 0 ? 0 : n[0];
        }
        // topWhole[i][j][b]: run i..j, top section whole, bottom reduced to b; bottomWhole[i][j][a] likewise.
        int[][][] topWhole = new int[k][k][];
        int[][][] bottomWhole = new int[k][k][];
        for (int length = 2; length <= k; length++) {
            for (int i = 0; i + length - 1 < k; i++) {
                int j = i + length - 1;
                fill(n, i, j, topWhole, bottomWhole);
            }
        }
        return topWhole[0][k - 1][(int) n[0]];
    }

    private static void fill(long[] n, int i, int j, int[][][] topWhole, int[][][] bottomWhole) {
        int tops = (int) n[j];
        int bottoms = (int) n[i];
        int words = (tops + bottoms + 2) / 64 + 1;
        long[][] column = new long[bottoms + 1][words];
        int[] edgeTop = new int[bottoms + 1];
        int[] edgeBottom = new int[tops + 1];
        for (int a = 1; a <= tops; a++) {
            long[] row = new long[words];
            // Removing the bottom section leaves the run i+1..j with this top; alone, the top is a Nim heap.
            int bottomGone = i + 1 < j ? bottomWhole[i + 1][j][a] : a;
            for (int b = 1; b <= bottoms; b++) {
                int topGone = j - 1 > i ? topWhole[i][j - 1][b] : b;
                int value = mex(column[b], row, topGone, bottomGone);
                column[b][value >>> 6] |= 1L << value;
                row[value >>> 6] |= 1L << value;
                if (a == tops) {
                    edgeTop[b] = value;
                }
                if (b == bottoms) {
                    edgeBottom[a] = value;
                }
            }
        }
        topWhole[i][j] = edgeTop;
        bottomWhole[i][j] = edgeBottom;
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
