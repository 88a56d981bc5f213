package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The standard form of a Hackenbush picture, so that the brute force meets a picture once however its nodes are
 * numbered: the nodes renumbered (the ground stays 0) to make the sorted list of edges least. Nodes are told apart by
 * colour refinement (what they touch, and what that touches, …); where that leaves ties, each way of breaking them is
 * tried, except between twins (two nodes touching the same things, which swap without changing the picture), up to a
 * budget past which one way is taken: the form is then still the same picture, only perhaps not the least.
 * Written here: a graph library would be the solver's first dependency, and the pages' solver would carry it.
 */
final class GraphForm {
    /**
     * Ways of breaking ties looked at, at most, in a picture of up to {@link #SMALL} nodes; a larger picture takes the
     * first way at every tie (its form may then depend on how its nodes were numbered), so that no standard form
     * takes seconds in a page.
     */
    private static final int BUDGET = 2000;
    private static final int SMALL = 12;

    private final int n;
    private final int[][] times;
    /** Each node's neighbours, itself left out. */
    private final int[][] neighbours;
    private long[] best;
    private int leaves;

    private GraphForm(int n, int[][] times) {
        this.n = n;
        this.times = times;
        neighbours = new int[n][];
        for (int v = 0; v < n; v++) {
            int count = 0;
            for (int w = 0; w < n; w++) {
                count += w != v && times[v][w] > 0 ? 1 : 0;
            }
            neighbours[v] = new int[count];
            count = 0;
            for (int w = 0; w < n; w++) {
                if (w != v && times[v][w] > 0) {
                    neighbours[v][count++] = w;
                }
            }
        }
    }

    static Graph of(Graph graph) {
        int[] index = new int[graph.nodes()];
        Arrays.fill(index, -1);
        index[0] = 0;
        int n = 1;
        for (int e = 0; e < graph.edges(); e++) {
            for (int node : new int[] {graph.from[e], graph.to[e]}) {
                if (index[node] < 0) {
                    index[node] = n++;
                }
            }
        }
        int[][] times = new int[n][n];
        for (int e = 0; e < graph.edges(); e++) {
            int a = index[graph.from[e]];
            int b = index[graph.to[e]];
            times[a][b]++;
            if (a != b) {
                times[b][a]++;
            }
        }
        GraphForm form = new GraphForm(n, times);
        int[] colours = new int[n];
        Arrays.fill(colours, 1);
        colours[0] = 0;
        form.search(form.refine(colours));
        int[] from = new int[graph.edges()];
        int[] to = new int[graph.edges()];
        for (int e = 0; e < from.length; e++) {
            from[e] = (int) (form.best[e] / n);
            to[e] = (int) (form.best[e] % n);
        }
        return new Graph(from, to);
    }

    /** Tries each way of breaking the first tie left, keeping the least list of edges. */
    private void search(int[] colours) {
        int tied = -1;
        for (int c = 0; c < n && tied < 0; c++) {
            if (count(colours, c) > 1) {
                tied = c;
            }
        }
        if (tied < 0) {
            leaves++;
            long[] code = code(colours);
            if (best == null || compare(code, best) < 0) {
                best = code;
            }
            return;
        }
        List<Integer> tried = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (colours[v] != tied || twinOfTried(v, tried) || !tried.isEmpty() && leaves >= (n <= SMALL ? BUDGET : 1)) {
                continue;
            }
            tried.add(v);
            int[] split = new int[n];
            for (int w = 0; w < n; w++) {
                split[w] = 2 * colours[w] + (colours[w] == tied && w != v ? 1 : 0);
            }
            search(refine(split));
        }
    }

    private boolean twinOfTried(int v, List<Integer> tried) {
        for (int u : tried) {
            boolean twins = times[u][u] == times[v][v];
            for (int x = 0; x < n && twins; x++) {
                twins = x == u || x == v || times[u][x] == times[v][x];
            }
            if (twins) {
                return true;
            }
        }
        return false;
    }

    private static int count(int[] colours, int colour) {
        int count = 0;
        for (int c : colours) {
            count += c == colour ? 1 : 0;
        }
        return count;
    }

    /**
     * Splits colours until each node's colour says what it touches: its colour, its loops and the colours of its
     * neighbours with how many edges join them (those as one number, a hash of their sorted list, so that a round costs
     * little more than the edges). Colours come out as 0, 1, 2, … in the order of the colours given.
     */
    private int[] refine(int[] colours) {
        int classes = -1;
        while (true) {
            long[][] signatures = new long[n][];
            for (int v = 0; v < n; v++) {
                long[] around = new long[neighbours[v].length];
                for (int i = 0; i < around.length; i++) {
                    around[i] = (long) colours[neighbours[v][i]] * 1024 + times[v][neighbours[v][i]];
                }
                Arrays.sort(around);
                long hash = around.length;
                for (long entry : around) {
                    hash = hash * 1_000_003L + entry;
                }
                signatures[v] = new long[] {colours[v], times[v][v], hash};
            }
            // Insertion sort: nodes are few, and a sort with a comparator would add to the pages' solver.
            int[] order = new int[n];
            for (int v = 0; v < n; v++) {
                int i = v;
                while (i > 0 && compare(signatures[order[i - 1]], signatures[v]) > 0) {
                    order[i] = order[i - 1];
                    i--;
                }
                order[i] = v;
            }
            int[] next = new int[n];
            int colour = 0;
            for (int i = 1; i < n; i++) {
                colour += compare(signatures[order[i]], signatures[order[i - 1]]) == 0 ? 0 : 1;
                next[order[i]] = colour;
            }
            if (colour + 1 == classes) {
                return next;
            }
            classes = colour + 1;
            colours = next;
        }
    }

    /** The edges under the numbering the colours give, each as lower end × n + upper end, sorted. */
    private long[] code(int[] colours) {
        List<Long> edges = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a; b < n; b++) {
                for (int k = 0; k < times[a][b]; k++) {
                    int x = colours[a];
                    int y = colours[b];
                    edges.add((long) Math.min(x, y) * n + Math.max(x, y));
                }
            }
        }
        long[] code = new long[edges.size()];
        for (int i = 0; i < code.length; i++) {
            code[i] = edges.get(i);
        }
        Arrays.sort(code);
        return code;
    }

    /** Lists compared entry by entry (the lists compared have the same length). */
    private static int compare(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return a[i] < b[i] ? -1 : 1;
            }
        }
        return 0;
    }
}
