package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nimbook.text.Text;

/**
 * A directed graph that may have cycles, with a token on one vertex: {@code 0>1,1>2,2>0,2>3@0} (arcs {@code u>v} joined
 * by commas, then {@code @} and the token's vertex). A move slides the token along an arc; whoever cannot move loses.
 * Its vertices' values are Smith's generalised Sprague–Grundy function, found by Fraenkel and Yesha's labelling.
 */
public final class LoopyGraph {
    /** The largest vertex number: a graph of the book has a few dozen vertices. */
    static final int VERTICES = 200;
    /** The most arcs a graph may have. */
    static final int ARCS = 2000;

    private final int[][] followers;
    private final List<int[]> arcs;
    /** Each vertex's finite value, or -1 for ∞; and its counter, which a winning player lowers. */
    private final long[] values;
    private final long[] counters;
    /** The round in which each vertex was labelled, finite or ∞. */
    private final long[] rounds;

    private LoopyGraph(List<int[]> arcs, int vertices) {
        this.arcs = arcs;
        int[] count = new int[vertices];
        for (int[] arc : arcs) {
            count[arc[0]]++;
        }
        followers = new int[vertices][];
        for (int v = 0; v < vertices; v++) {
            followers[v] = new int[count[v]];
            count[v] = 0;
        }
        for (int[] arc : arcs) {
            followers[arc[0]][count[arc[0]]++] = arc[1];
        }
        values = new long[vertices];
        counters = new long[vertices];
        rounds = new long[vertices];
        label();
    }

    /** The graph of arcs written {@code 0>1,1>2} (or nothing, for a lone vertex), {@code at} its offset in the text. */
    static LoopyGraph parse(String text, int at, int token) throws NotationException {
        List<int[]> arcs = new ArrayList<>();
        int largest = token;
        int offset = at;
        for (String arc : text.isEmpty() ? List.<String>of() : Text.split(text, ",")) {
            int arrow = arc.indexOf('>');
            if (arrow < 0) {
                throw new NotationException(Notation.quote(arc) + " is not an arc: write an arc from vertex u to vertex v"
                        + " as u>v, like 0>1", offset);
            }
            int from = vertex(arc.substring(0, arrow), offset);
            int to = vertex(arc.substring(arrow + 1), offset + arrow + 1);
            arcs.add(new int[] {from, to});
            largest = Math.max(largest, Math.max(from, to));
            offset += arc.length() + 1;
        }
        if (arcs.size() > ARCS) {
            throw new NotationException(Notation.quote(text) + " has " + arcs.size() + " arcs: a graph has at most " + ARCS,
                    at);
        }
        return new LoopyGraph(arcs, largest + 1);
    }

    static int vertex(String text, int at) throws NotationException {
        if (!Notation.isWholeNumber(text) || Long.parseLong(text) > VERTICES) {
            throw new NotationException(Notation.quote(text) + " is not a vertex: vertices are numbered 0 to " + VERTICES,
                    at);
        }
        return Integer.parseInt(text);
    }

    /**
     * Fraenkel and Yesha's labelling, round i = 0, 1, …: a vertex not yet labelled gets i when no follower has i and
     * every follower not labelled, or labelled ∞, has a follower labelled i; repeated while one does; then every
     * vertex still unlabelled with no follower labelled i is ∞. A vertex labelled i has its counter, the order in which
     * it was labelled.
     */
    private void label() {
        int n = values.length;
        final long unlabelled = -2;
        Arrays.fill(values, unlabelled);
        long counter = 0;
        for (long i = 0; contains(values, unlabelled); i++) {
            boolean labelled = true;
            while (labelled) {
                labelled = false;
                for (int u = 0; u < n; u++) {
                    if (values[u] == unlabelled && !reaches(u, i) && answered(u, i, unlabelled)) {
                        values[u] = i;
                        rounds[u] = i;
                        counters[u] = counter++;
                        labelled = true;
                    }
                }
            }
            for (int u = 0; u < n; u++) {
                if (values[u] == unlabelled && !reaches(u, i)) {
                    values[u] = -1;
                    rounds[u] = i;
                }
            }
        }
    }

    private static boolean contains(long[] values, long value) {
        for (long v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    /** Whether some follower of u is labelled i. */
    private boolean reaches(int u, long i) {
        for (int v : followers[u]) {
            if (values[v] == i) {
                return true;
            }
        }
        return false;
    }

    /** Whether every follower of u not labelled, or labelled ∞, can move to a vertex labelled i. */
    private boolean answered(int u, long i, long unlabelled) {
        for (int v : followers[u]) {
            if ((values[v] == unlabelled || values[v] == -1) && !reaches(v, i)) {
                return false;
            }
        }
        return true;
    }

    /** The number of vertices, 0 to the largest written. */
    public int vertices() {
        return values.length;
    }

    /** The vertices an arc leads to from v. */
    public int[] followers(int v) {
        return followers[v].clone();
    }

    /** The value of the token on v: finite, or ∞ with the finite values of v's followers. */
    public LoopyValue value(int v) {
        if (values[v] >= 0) {
            return LoopyValue.finite(values[v]);
        }
        List<Long> finite = new ArrayList<>();
        for (int w : followers[v]) {
            if (values[w] >= 0 && !finite.contains(values[w])) {
                finite.add(values[w]);
            }
        }
        return LoopyValue.infinite(finite);
    }

    /** The counter of a vertex of finite value: from a follower of greater value, a winner returns to a lower one. */
    long counter(int v) {
        return counters[v];
    }

    /**
     * The labelling as a reader follows it, round by round: the vertices labelled i in the order they were labelled
     * (their counters), then those labelled ∞ in that round.
     */
    public List<Step.Round> labelling() {
        List<Step.Round> list = new ArrayList<>();
        for (long i = 0; contains(rounds, i); i++) {
            List<Integer> labelled = new ArrayList<>();
            List<Integer> infinite = new ArrayList<>();
            List<String> infiniteValues = new ArrayList<>();
            for (long c = 0; c < values.length; c++) {
                for (int u = 0; u < values.length; u++) {
                    if (values[u] == i && counters[u] == c) {
                        labelled.add(u);
                    }
                }
            }
            for (int u = 0; u < values.length; u++) {
                if (values[u] == -1 && rounds[u] == i) {
                    infinite.add(u);
                    infiniteValues.add(value(u).toString());
                }
            }
            list.add(new Step.Round(i, labelled, infinite, infiniteValues));
        }
        return list;
    }

    /** The graph with the token on v, its arcs in increasing order, each once: the same graph written one way. */
    String canonical(int v) {
        List<int[]> sorted = new ArrayList<>(arcs);
        sorted.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        StringBuilder text = new StringBuilder();
        int[] last = null;
        for (int[] arc : sorted) {
            if (last == null || arc[0] != last[0] || arc[1] != last[1]) {
                text.append(text.isEmpty() ? "" : ",").append(arc[0]).append('>').append(arc[1]);
            }
            last = arc;
        }
        return text.append('@').append(v).toString();
    }

    /** The graph written with the token on v: {@code 0>1,1>0@1}. */
    public String written(int v) {
        StringBuilder text = new StringBuilder();
        for (int[] arc : arcs) {
            text.append(text.isEmpty() ? "" : ",").append(arc[0]).append('>').append(arc[1]);
        }
        return text.append('@').append(v).toString();
    }
}
