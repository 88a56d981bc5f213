package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Green Hackenbush: a picture of edges hangs from the ground ({@link Graph}); a move cuts one edge, and whatever no
 * longer hangs from the ground falls away. A picture's value comes from two theorems: the fusion principle (the nodes
 * of a cycle may be fused into one, its edges becoming loops, each worth a stalk of one edge) turns the picture into a
 * tree with loops, and the colon principle (what stands on a node may be replaced by one stalk of the nim-sum of its
 * branches' values) reduces the tree, from the top down, to one stalk standing on the ground.
 */
final class Hackenbush implements Game {
    @Override
    public String notation() {
        return "hackenbush";
    }

    @Override
    public Shape shape() {
        return Shape.GRAPH;
    }

    @Override
    public String description() {
        return "Green Hackenbush: cut one edge of a picture hanging from the ground; what no longer hangs from it falls"
                + " away";
    }

    @Override
    public void check(Component component) throws NotationException {
        for (int i = 0; i < component.size(); i++) {
            if (component.size() % 2 == 1 || component.get(i) < 1 || component.get(i) > Graph.NODES + 1) {
                throw new NotationException(Notation.quote(component.toString()) + " is not a picture: " + Shape.GRAPH
                        .takes() + ", like hackenbush " + Shape.GRAPH.example(), 0);
            }
        }
        Graph graph = Graph.of(component);
        if (graph.edges() > Graph.EDGES) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " has " + graph.edges() + " edges: a"
                    + " picture holds at most " + Graph.EDGES, 0);
        }
        boolean[] grounded = graph.reached(-1);
        for (int e = 0; e < graph.edges(); e++) {
            if (!grounded[graph.from[e]]) {
                throw new NotationException("edge " + graph.edge(e) + " of " + Notation.quote(term(List.of(component)))
                        + " does not hang from the ground: join it to node 0 by a path of edges", 0);
            }
        }
    }

    @Override
    public long grundy(Component component) {
        return reduce(Graph.of(component)).value();
    }

    /** One option per edge, in the order the edges are written, so that a board can say which edge a move cuts. */
    @Override
    public List<List<Component>> options(Component component) {
        Graph graph = Graph.of(component);
        List<List<Component>> options = new ArrayList<>();
        for (int e = 0; e < graph.edges(); e++) {
            options.add(List.of(graph.cut(e).component()));
        }
        return options;
    }

    @Override
    public long optionCount(Component component) {
        return component.size() / 2;
    }

    @Override
    public Component canonical(Component component) {
        return GraphForm.of(Graph.of(component)).component();
    }

    @Override
    public String written(Component component) {
        return Graph.of(component).written();
    }

    @Override
    public Step closedForm(Component component) {
        Reduction reduction = reduce(Graph.of(component));
        return new Step.Fusion(term(List.of(component)), reduction.fused(), reduction.colons(), reduction.value());
    }

    /**
     * Every picture of up to {@code edges} edges, one of each shape, in standard form: those of k edges are those of
     * k − 1 with one more edge, between two of its nodes or up to a new node (a connected picture of k edges keeps
     * hanging from the ground when some edge is taken away: one on a cycle, or one to a leaf that is not the ground).
     */
    static List<Component> pictures(int edges) {
        List<Component> all = new ArrayList<>();
        List<Graph> level = List.of(new Graph(new int[0], new int[0]));
        all.add(level.get(0).component());
        for (int k = 1; k <= edges; k++) {
            java.util.Set<Component> seen = new java.util.LinkedHashSet<>();
            for (Graph graph : level) {
                int nodes = graph.edges() == 0 ? 1 : graph.nodes();
                for (int a = 0; a < nodes; a++) {
                    for (int b = a; b <= nodes; b++) {
                        int[] from = Arrays.copyOf(graph.from, k);
                        int[] to = Arrays.copyOf(graph.to, k);
                        from[k - 1] = a;
                        to[k - 1] = b;
                        seen.add(GraphForm.of(new Graph(from, to)).component());
                    }
                }
            }
            List<Graph> next = new ArrayList<>();
            for (Component picture : seen) {
                all.add(picture);
                next.add(Graph.of(picture));
            }
            level = next;
        }
        return all;
    }

    /** The reduction of a picture: the cycles fused, then each node's branches as one stalk, the ground's last. */
    record Reduction(List<Step.Fused> fused, List<Step.Colon> colons, long value) {
    }

    static Reduction reduce(Graph graph) {
        int nodes = graph.nodes();
        int[] parent = new int[nodes];
        for (int v = 0; v < nodes; v++) {
            parent[v] = v;
        }
        boolean[] bridge = new boolean[graph.edges()];
        int[] loops = new int[nodes];
        for (int e = 0; e < graph.edges(); e++) {
            boolean[] reached = graph.reached(e);
            // In a picture hanging from the ground, an edge is a bridge when cutting it drops something.
            bridge[e] = !reached[graph.from[e]] || !reached[graph.to[e]];
            if (!bridge[e]) {
                union(parent, graph.from[e], graph.to[e]);
            }
        }
        boolean[] used = new boolean[nodes];
        used[0] = true;
        for (int e = 0; e < graph.edges(); e++) {
            used[graph.from[e]] = true;
            used[graph.to[e]] = true;
            if (!bridge[e]) {
                loops[find(parent, graph.from[e])]++;
            }
        }
        List<Step.Fused> fused = new ArrayList<>();
        for (int v = 0; v < nodes; v++) {
            if (used[v] && find(parent, v) == v && loops[v] > 0 && fusesOthers(parent, used, v)) {
                List<Long> members = new ArrayList<>();
                for (int w = 0; w < nodes; w++) {
                    if (used[w] && find(parent, w) == v) {
                        members.add((long) w);
                    }
                }
                fused.add(new Step.Fused(members, loops[v]));
            }
        }
        List<Step.Colon> colons = new ArrayList<>();
        long value = colon(graph, parent, bridge, loops, colons);
        return new Reduction(fused, colons, value);
    }

    /**
     * The colon principle over the tree of fused nodes, from the leaves down: a node's branches (a loop, worth 1; an
     * edge up to a node whose own branches are worth g, worth g + 1) are worth their nim-sum.
     */
    private static long colon(Graph graph, int[] parent, boolean[] bridge, int[] loops, List<Step.Colon> colons) {
        int nodes = graph.nodes();
        // The tree of fused nodes, walked from the ground: order lists each fused node after the one below it.
        int[] below = new int[nodes];
        Arrays.fill(below, -1);
        List<Integer> order = new ArrayList<>();
        order.add(find(parent, 0));
        below[order.get(0)] = order.get(0);
        for (int i = 0; i < order.size(); i++) {
            int at = order.get(i);
            for (int e = 0; e < graph.edges(); e++) {
                int a = find(parent, graph.from[e]);
                int b = find(parent, graph.to[e]);
                int up = a == at ? b : b == at ? a : -1;
                if (bridge[e] && up >= 0 && below[up] < 0) {
                    below[up] = at;
                    order.add(up);
                }
            }
        }
        long[] value = new long[nodes];
        for (int i = order.size() - 1; i >= 0; i--) {
            int at = order.get(i);
            List<Long> stalks = new ArrayList<>();
            for (int k = 0; k < loops[at]; k++) {
                stalks.add(1L);
            }
            for (int j = i + 1; j < order.size(); j++) {
                if (below[order.get(j)] == at) {
                    stalks.add(value[order.get(j)] + 1);
                }
            }
            for (long stalk : stalks) {
                value[at] ^= stalk;
            }
            // A node with one branch and no loop holds a stalk already: nothing to replace.
            if (stalks.size() > 1 || loops[at] > 0 || i == 0) {
                colons.add(new Step.Colon(at, stalks, value[at]));
            }
        }
        return value[order.get(0)];
    }

    /** Whether some node other than {@code v} is fused into it: a loop alone is a loop already. */
    private static boolean fusesOthers(int[] parent, boolean[] used, int v) {
        for (int w = 0; w < parent.length; w++) {
            if (w != v && used[w] && find(parent, w) == v) {
                return true;
            }
        }
        return false;
    }

    /** The set a node is in: the last node on the way up its parents. */
    static int find(int[] parent, int v) {
        while (parent[v] != v) {
            v = parent[v];
        }
        return v;
    }

    /** Joins two sets under the smaller node, so that a set of fused nodes is named by its least node (the ground). */
    private static void union(int[] parent, int a, int b) {
        int x = find(parent, a);
        int y = find(parent, b);
        parent[Math.max(x, y)] = Math.min(x, y);
    }
}
