package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The standard form of a Hackenbush picture, so that the brute force meets a picture once however its nodes are
 * numbered, and an answer is recognised however it numbers them: the nodes renumbered (the ground stays 0) to make the
 * sorted list of edges least. Nodes are told apart by colour refinement (what they touch, and what that touches, …);
 * where that leaves ties, each way of breaking them is tried, as nauty does (McKay and Piperno), except ways that a
 * symmetry of the picture already found maps to one tried (the swap of twins, two nodes touching the same things, and
 * every symmetry two ways that end alike reveal), so that branches alike cost little. Past a budget of ways (never
 * reached by the pictures the tests try, of up to 120 edges) the least found is taken: still the same picture.
 * Written here: a graph library would be the solver's first dependency, and the pages' solver would carry it.
 */
final class GraphForm {
    /** Ways of breaking ties looked at, at most: a safety valve, so that no standard form takes seconds in a page. */
    private static final int BUDGET = 5000;
    /** What a search returns when it has found no reason to go back up. */
    private static final int ON = Integer.MAX_VALUE;

    private final int n;
    private final int[][] times;
    /** Each node's neighbours, itself left out. */
    private final int[][] neighbours;
    /** The nodes singled out on the way down, by depth, and those of the first way that reached the end. */
    private final int[] path;
    private int[] firstPath;
    /** The first and the least numbering found (each a colour per node, all different), and their lists of edges. */
    private int[] first;
    private long[] firstCode;
    private int[] least;
    private long[] best;
    /** Symmetries found: each maps a node to a node, and the picture onto itself. */
    private final List<int[]> symmetries = new ArrayList<>();
    private int leaves;

    private GraphForm(int n, int[][] times) {
        this.n = n;
        this.times = times;
        path = new int[n];
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
        form.search(form.refine(colours), 0);
        int[] from = new int[graph.edges()];
        int[] to = new int[graph.edges()];
        for (int e = 0; e < from.length; e++) {
            from[e] = (int) (form.best[e] / n);
            to[e] = (int) (form.best[e] % n);
        }
        return new Graph(from, to);
    }

    /**
     * Tries each way of breaking the first tie left, below {@code depth} nodes singled out, keeping the least list of
     * edges. Returns {@link #ON}, or the depth to go back to: a way that ends as the first did is the first way moved by
     * a symmetry, and so is everything below where it left the first way, which was all tried then.
     */
    private int search(int[] colours, int depth) {
        int tied = -1;
        for (int c = 0; c < n && tied < 0; c++) {
            if (count(colours, c) > 1) {
                tied = c;
            }
        }
        if (tied < 0) {
            return leaf(colours, depth);
        }
        List<Integer> tried = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (colours[v] != tied || twinOfTried(v, tried) || symmetricToTried(v, tried, depth)) {
                continue;
            }
            if (!tried.isEmpty() && leaves >= BUDGET) {
                break;
            }
            tried.add(v);
            path[depth] = v;
            int[] split = new int[n];
            for (int w = 0; w < n; w++) {
                split[w] = 2 * colours[w] + (colours[w] == tied && w != v ? 1 : 0);
            }
            int back = search(refine(split), depth + 1);
            if (back < depth) {
                return back;
            }
        }
        return ON;
    }

    /** A numbering reached: kept if least; a symmetry if it gives the edges of one found before. */
    private int leaf(int[] colours, int depth) {
        leaves++;
        long[] code = code(colours);
        if (first == null) {
            first = least = colours;
            firstCode = best = code;
            firstPath = Arrays.copyOf(path, depth);
            return ON;
        }
        if (compare(code, firstCode) == 0) {
            symmetries.add(symmetry(colours, first));
            int left = 0;
            while (path[left] == firstPath[left]) {
                left++;
            }
            return left;
        }
        int order = compare(code, best);
        if (order == 0) {
            symmetries.add(symmetry(colours, least));
        } else if (order < 0) {
            least = colours;
            best = code;
        }
        return ON;
    }

    /** The symmetry that takes each node to the node of the other numbering with the same number. */
    private int[] symmetry(int[] numbering, int[] other) {
        int[] named = new int[n];
        for (int w = 0; w < n; w++) {
            named[other[w]] = w;
        }
        int[] map = new int[n];
        for (int v = 0; v < n; v++) {
            map[v] = named[numbering[v]];
        }
        return map;
    }

    /**
     * Whether a symmetry found, keeping the nodes singled out so far where they are, takes {@code v} to a node tried
     * already (or a chain of them does): the ways below are then those below it, moved.
     */
    private boolean symmetricToTried(int v, List<Integer> tried, int depth) {
        if (tried.isEmpty() || symmetries.isEmpty()) {
            return false;
        }
        int[] orbit = new int[n];
        for (int w = 0; w < n; w++) {
            orbit[w] = w;
        }
        for (int[] map : symmetries) {
            boolean keeps = true;
            for (int d = 0; d < depth && keeps; d++) {
                keeps = map[path[d]] == path[d];
            }
            for (int w = 0; w < n && keeps; w++) {
                int a = Hackenbush.find(orbit, w);
                int b = Hackenbush.find(orbit, map[w]);
                orbit[Math.max(a, b)] = Math.min(a, b);
            }
        }
        for (int u : tried) {
            if (Hackenbush.find(orbit, u) == Hackenbush.find(orbit, v)) {
                return true;
            }
        }
        return false;
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
