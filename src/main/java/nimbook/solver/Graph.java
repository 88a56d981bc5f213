package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import nimbook.text.Text;

/**
 * A Green Hackenbush picture: edges between numbered nodes, node 0 the ground, loops and repeated edges allowed. As a
 * {@link Component} each edge is two numbers, its ends plus one (so that a loop on the ground is not an empty heap);
 * the bare ground is {@code Component.of()}. Written {@code 0-1-2,1-3}: paths through nodes, joined by commas.
 */
final class Graph {
    /** The most edges a picture holds, and the largest node number. */
    static final int EDGES = 120;
    static final int NODES = 999;

    final int[] from;
    final int[] to;
    /** Each node's edges, made when first searched (a picture is not shared between threads). */
    private int[][] incident;

    Graph(int[] from, int[] to) {
        this.from = from;
        this.to = to;
    }

    static Graph of(Component component) {
        int edges = component.size() / 2;
        int[] from = new int[edges];
        int[] to = new int[edges];
        for (int e = 0; e < edges; e++) {
            from[e] = (int) component.get(2 * e) - 1;
            to[e] = (int) component.get(2 * e + 1) - 1;
        }
        return new Graph(from, to);
    }

    Component component() {
        long[] parts = new long[2 * from.length];
        for (int e = 0; e < from.length; e++) {
            parts[2 * e] = from[e] + 1L;
            parts[2 * e + 1] = to[e] + 1L;
        }
        return Component.of(parts);
    }

    int edges() {
        return from.length;
    }

    /** One more than the largest node number (0 for the bare ground: the ground alone). */
    int nodes() {
        int nodes = 1;
        for (int e = 0; e < from.length; e++) {
            nodes = Math.max(nodes, Math.max(from[e], to[e]) + 1);
        }
        return nodes;
    }

    /** Which nodes the ground reaches along the edges, {@code skipped} left out (-1 for none): a search from the ground. */
    boolean[] reached(int skipped) {
        int[][] incident = incident();
        boolean[] reached = new boolean[incident.length];
        int[] queue = new int[incident.length];
        int head = 0;
        int tail = 0;
        reached[0] = true;
        queue[tail++] = 0;
        while (head < tail) {
            int at = queue[head++];
            for (int e : incident[at]) {
                int other = from[e] == at ? to[e] : from[e];
                if (e != skipped && !reached[other]) {
                    reached[other] = true;
                    queue[tail++] = other;
                }
            }
        }
        return reached;
    }

    /** Each node's edges, by number, made at the first search: a picture is searched once for each of its edges. */
    private int[][] incident() {
        if (incident == null) {
            int[] degree = new int[nodes()];
            for (int e = 0; e < from.length; e++) {
                degree[from[e]]++;
                degree[to[e]] += from[e] == to[e] ? 0 : 1;
            }
            int[][] lists = new int[degree.length][];
            for (int v = 0; v < lists.length; v++) {
                lists[v] = new int[degree[v]];
                degree[v] = 0;
            }
            for (int e = 0; e < from.length; e++) {
                lists[from[e]][degree[from[e]]++] = e;
                if (from[e] != to[e]) {
                    lists[to[e]][degree[to[e]]++] = e;
                }
            }
            incident = lists;
        }
        return incident;
    }

    /** The picture after edge {@code cut} is cut: what no longer hangs from the ground falls away. Nodes keep numbers. */
    Graph cut(int cut) {
        boolean[] grounded = reached(cut);
        int kept = 0;
        for (int e = 0; e < from.length; e++) {
            kept += e != cut && grounded[from[e]] ? 1 : 0;
        }
        int[] f = new int[kept];
        int[] t = new int[kept];
        int k = 0;
        for (int e = 0; e < from.length; e++) {
            if (e != cut && grounded[from[e]]) {
                f[k] = from[e];
                t[k++] = to[e];
            }
        }
        return new Graph(f, t);
    }

    /** The edges written as paths: an edge that starts where the one before it ended continues its path. */
    String written() {
        if (from.length == 0) {
            return "0";
        }
        StringBuilder text = new StringBuilder();
        for (int e = 0; e < from.length; e++) {
            if (e > 0 && from[e] == to[e - 1]) {
                text.append('-').append(to[e]);
            } else {
                text.append(e == 0 ? "" : ",").append(from[e]).append('-').append(to[e]);
            }
        }
        return text.toString();
    }

    /** One edge as written, {@code 1-2}. */
    String edge(int e) {
        return from[e] + "-" + to[e];
    }

    /**
     * Reads a picture: parts joined by commas, each a path {@code 0-1-2} through numbered nodes (an edge, a loop
     * {@code 1-1}, a cycle when it comes back, {@code 0-1-2-0}), or a shape on new nodes standing on a node:
     * {@code stalk3} (a path of three edges up from it), {@code star3} (three edges out of it), {@code cycle4} (a cycle
     * of four edges through it), on the ground unless {@code @N} names the node, {@code star3@1}. {@code 0} alone is
     * the bare ground. Offsets in messages count from the start of {@code text}.
     */
    static Graph read(String text) throws NotationException {
        if (text.equals("0")) {
            return new Graph(new int[0], new int[0]);
        }
        List<String> parts = Text.split(text, ",");
        int fresh = 1;
        for (String part : parts) {
            // Numbered nodes, and the node a shape stands on: new nodes are numbered after them all.
            int sign = part.indexOf('@');
            for (String node : Text.split(sign < 0 ? part : part.substring(sign + 1), "-")) {
                if (isNode(node)) {
                    fresh = Math.max(fresh, Integer.parseInt(node) + 1);
                }
            }
        }
        List<int[]> edges = new ArrayList<>();
        int at = 0;
        for (String part : parts) {
            fresh = part(text, part, at, fresh, edges);
            at += part.length() + 1;
        }
        int[] f = new int[edges.size()];
        int[] t = new int[edges.size()];
        for (int e = 0; e < f.length; e++) {
            f[e] = edges.get(e)[0];
            t[e] = edges.get(e)[1];
        }
        return new Graph(f, t);
    }

    /** Adds one part's edges; returns the next new node's number. */
    private static int part(String text, String part, int at, int fresh, List<int[]> edges) throws NotationException {
        String usage = ": hackenbush takes edges between numbered nodes joined by commas, node 0 the ground, like"
                + " hackenbush 0-1,1-2,1-3, or the shapes stalk3, star3@1, cycle4";
        if (part.isEmpty()) {
            throw new NotationException(Notation.quote(text) + " has an empty part between commas" + usage, at);
        }
        if (part.charAt(0) >= '0' && part.charAt(0) <= '9') {
            List<String> nodes = Text.split(part, "-");
            if (nodes.size() < 2) {
                throw new NotationException(Notation.quote(part) + " is not an edge: an edge joins two nodes, like 0-1"
                        + usage, at);
            }
            int previous = node(nodes.get(0), part, at);
            for (String name : nodes.subList(1, nodes.size())) {
                int node = node(name, part, at);
                edges.add(new int[] {previous, node});
                previous = node;
            }
            return fresh;
        }
        int shapeEnd = 0;
        while (shapeEnd < part.length() && part.charAt(shapeEnd) >= 'a' && part.charAt(shapeEnd) <= 'z') {
            shapeEnd++;
        }
        String shape = part.substring(0, shapeEnd);
        int sign = part.indexOf('@');
        String count = part.substring(shapeEnd, sign < 0 ? part.length() : sign);
        int base = sign < 0 ? 0 : node(part.substring(sign + 1), part, at);
        if (!(shape.equals("stalk") || shape.equals("star") || shape.equals("cycle")) || !isNode(count)) {
            throw new NotationException(Notation.quote(part) + " is not a part of a picture" + usage, at);
        }
        int n = Integer.parseInt(count);
        if (n < 1 || n > EDGES || shape.equals("cycle") && n < 2) {
            throw new NotationException(Notation.quote(part) + " has the wrong size: a stalk or a star has 1 to " + EDGES
                    + " edges, a cycle 2 to " + EDGES, at);
        }
        for (int i = 0; i < n; i++) {
            int lower = shape.equals("star") || i == 0 ? base : fresh - 1;
            int upper = shape.equals("cycle") && i == n - 1 ? base : fresh++;
            edges.add(new int[] {lower, upper});
        }
        if (fresh > NODES + 1) {
            throw new NotationException(Notation.quote(text) + " numbers more than " + NODES + " nodes", 0);
        }
        return fresh;
    }

    private static int node(String node, String part, int at) throws NotationException {
        if (!isNode(node)) {
            throw new NotationException(Notation.quote(node) + " in " + Notation.quote(part) + " is not a node: nodes are"
                    + " numbered 0 (the ground) to " + NODES, at);
        }
        return Integer.parseInt(node);
    }

    /** A node's number as written: one to three digits. */
    private static boolean isNode(String text) {
        return text.length() <= 3 && Notation.isWholeNumber(text);
    }
}
