package nimbook.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How a Green Hackenbush position is drawn: its pictures side by side on one ground, each a tree grown up from the
 * ground (a node stands as high as its distance from the ground; the leaves of that tree stand one unit apart, a node
 * over the middle of its branches, a loop on the ground in a place of its own). An edge that closes a cycle joins its
 * ends, curved beside another edge between the same nodes or round a node in its way; a loop is a small oval. The
 * numbers are whole pixels in the picture's own box, y downwards as in SVG, so that the book's pictures (drawn at build
 * time) and the boards' (drawn in the page from the page's solver) are one drawing.
 *
 * @param floor the ground's line, from the top; every node stands above it
 * @param label what the picture shows, in words, for a reader who cannot see it
 */
public record Picture(int width, int height, int floor, List<Edge> edges, List<Node> nodes, String label) {
    /** Between neighbouring nodes, across and up. */
    private static final int UNIT = 34;
    private static final int MARGIN = 16;
    /** How far the k-th curve between the same two nodes bows out, in turn to either side. */
    private static final int BOW = 14;
    /** How close an edge may pass a node that is not one of its ends. */
    private static final int CLEAR = 8;

    /**
     * An edge: the picture it is in (its place among the position's components), its place among that picture's edges
     * (the place of its cut among the moves), its ends as written ({@code 1-2}) and its SVG path.
     */
    public record Edge(int picture, int index, String name, String path) {
    }

    /** A node other than the ground, where it is drawn. */
    public record Node(int x, int y) {
    }

    /** The drawing of a position whose components are all Green Hackenbush pictures. */
    public static Picture of(Position position) throws NotationException {
        List<Picture> drawn = drawn(position);
        if (drawn.isEmpty()) {
            throw new NotationException(Notation.quote(position.toString()) + " is not a Green Hackenbush position:"
                    + " only pictures are drawn, like hackenbush " + Shape.GRAPH.example(), 0);
        }
        return drawn.get(0);
    }

    /** The drawing of a position, in a list, if every component of it is a Green Hackenbush picture; else none. */
    public static List<Picture> drawn(Position position) {
        List<Graph> graphs = new ArrayList<>();
        for (Position.Place place : position.places()) {
            if (!(place.game() instanceof Hackenbush)) {
                return List.of();
            }
            graphs.add(Graph.of(place.component()));
        }
        return List.of(draw(graphs));
    }

    /** The drawing of one picture of a position, as a board shows it. */
    public static Picture of(Position.Place place) throws NotationException {
        return of(new Position(List.of(new Term(place.game(), List.of(place.component())))));
    }

    /**
     * The edges that fall when edge {@code cut} of a picture is cut, by their places, the cut one first: what no longer
     * hangs from the ground (the nodes keep their numbers, so the edges left are those still grounded).
     */
    public static List<Integer> falling(Component picture, int cut) {
        Graph graph = Graph.of(picture);
        boolean[] grounded = graph.reached(cut);
        List<Integer> falls = new ArrayList<>();
        falls.add(cut);
        for (int e = 0; e < graph.edges(); e++) {
            if (e != cut && !grounded[graph.from[e]]) {
                falls.add(e);
            }
        }
        return falls;
    }

    static Picture draw(List<Graph> graphs) {
        Sketch sketch = new Sketch();
        int slot = 0;
        for (int p = 0; p < graphs.size(); p++) {
            // One empty place between pictures.
            slot = sketch.add(graphs.get(p), p, slot) + 2;
        }
        return sketch.finish(label(graphs));
    }

    /** "Green Hackenbush: a picture with edges 0-1, 1-2 and 1-3 (node 0 is the ground)", for a screen reader. */
    private static String label(List<Graph> graphs) {
        StringBuilder text = new StringBuilder("Green Hackenbush: ");
        if (graphs.size() > 1) {
            text.append(graphs.size()).append(" pictures side by side on the ground, ");
        }
        for (int p = 0; p < graphs.size(); p++) {
            Graph graph = graphs.get(p);
            text.append(p == 0 ? "" : p == graphs.size() - 1 ? "; and " : "; ");
            if (graph.edges() == 0) {
                text.append("the bare ground");
                continue;
            }
            text.append(graphs.size() > 1 ? "one with " : "a picture with ").append(graph.edges() == 1 ? "the edge "
                    : "edges ");
            for (int e = 0; e < graph.edges(); e++) {
                text.append(e == 0 ? "" : e == graph.edges() - 1 ? " and " : ", ").append(graph.edge(e));
            }
        }
        return text.append(" (node 0 is the ground)").toString();
    }

    /** A drawing in the making, in pixels with the ground at y = 0; {@link #finish} moves it into its box. */
    private static final class Sketch {
        private final List<int[]> paths = new ArrayList<>();
        private final List<Edge> edges = new ArrayList<>();
        private final List<int[]> nodes = new ArrayList<>();

        /** Lays a picture out from {@code slot} on; returns the last slot it takes. */
        int add(Graph graph, int picture, int start) {
            int n = graph.nodes();
            int[] level = new int[n];
            List<List<Integer>> branches = tree(graph, level);
            double[] across = new double[n];
            int next = start;
            for (int child : branches.get(0)) {
                next = place(child, branches, across, next);
            }
            int[] x = new int[n];
            int[] y = new int[n];
            for (int v = 1; v < n; v++) {
                if (level[v] > 0) {
                    x[v] = (int) Math.round(across[v] * UNIT);
                    y[v] = -level[v] * UNIT;
                    nodes.add(new int[] {x[v], y[v]});
                }
            }
            Map<Integer, Integer> bows = new HashMap<>();
            int[] loops = new int[n];
            for (int e = 0; e < graph.edges(); e++) {
                int a = graph.from[e];
                int b = graph.to[e];
                int[] path;
                if (a == b && a == 0) {
                    path = loop(next++ * UNIT, 0, 1, 0);
                } else if (a == b) {
                    loops[a]++;
                    path = loop(x[a], y[a], (loops[a] + 1) / 2, loops[a] % 2 == 1 ? -1 : 1);
                } else {
                    int low = Math.min(a, b);
                    int high = Math.max(a, b);
                    int[] ends = low == 0 ? new int[] {x[high], 0, x[high], y[high]}
                            : new int[] {x[a], y[a], x[b], y[b]};
                    int tried = bows.containsKey(low * 1000 + high) ? bows.get(low * 1000 + high) + 1 : 0;
                    tried = clear(ends, tried, x, y, level, a, b);
                    bows.put(low * 1000 + high, tried);
                    path = curve(ends, bow(tried));
                }
                paths.add(path);
                edges.add(new Edge(picture, e, graph.edge(e), ""));
            }
            return Math.max(next, start + 1) - 1;
        }

        /**
         * The tree a search from the ground finds: each node's level, and the nodes each node leads to, in the order
         * their edges are written (the ground's first).
         */
        private static List<List<Integer>> tree(Graph graph, int[] level) {
            List<List<Integer>> branches = new ArrayList<>();
            for (int v = 0; v < level.length; v++) {
                branches.add(new ArrayList<>());
                level[v] = -1;
            }
            level[0] = 0;
            int[] queue = new int[level.length];
            int tail = 1;
            for (int head = 0; head < tail; head++) {
                int at = queue[head];
                for (int e = 0; e < graph.edges(); e++) {
                    int other = graph.from[e] == at ? graph.to[e] : graph.to[e] == at ? graph.from[e] : -1;
                    if (other >= 0 && level[other] < 0) {
                        level[other] = level[at] + 1;
                        branches.get(at).add(other);
                        queue[tail++] = other;
                    }
                }
            }
            return branches;
        }

        /** Places a node's tree: its leaves one slot apart from {@code next}, the node over their middle. */
        private static int place(int node, List<List<Integer>> branches, double[] across, int next) {
            List<Integer> above = branches.get(node);
            if (above.isEmpty()) {
                across[node] = next;
                return next + 1;
            }
            for (int child : above) {
                next = place(child, branches, across, next);
            }
            across[node] = (across[above.get(0)] + across[above.get(above.size() - 1)]) / 2;
            return next;
        }

        /**
         * The first bow, from the {@code tried}-th on, whose curve stays above the ground and passes no node but its
         * ends (or, when none of the next few does, the first that stays above the ground).
         */
        private static int clear(int[] ends, int tried, int[] x, int[] y, int[] level, int a, int b) {
            int above = -1;
            for (int attempt = tried; attempt < tried + 16; attempt++) {
                int[] path = curve(ends, bow(attempt));
                if (path.length == 6 && path[3] > -UNIT / 2) {
                    continue;
                }
                above = above < 0 ? attempt : above;
                boolean passes = true;
                for (int v = 1; v < level.length && passes; v++) {
                    passes = level[v] <= 0 || v == a || v == b || !near(path, x[v], y[v]);
                }
                if (passes) {
                    return attempt;
                }
            }
            return above;
        }

        private static int bow(int tried) {
            return tried == 0 ? 0 : (tried % 2 == 1 ? 1 : -1) * ((tried + 1) / 2) * BOW;
        }

        /** Whether a straight or quadratic path passes within {@link #CLEAR} of a point. */
        private static boolean near(int[] path, int px, int py) {
            for (int step = 1; step < 20; step++) {
                double t = step / 20.0;
                double[] at = path.length == 4
                        ? new double[] {path[0] + t * (path[2] - path[0]), path[1] + t * (path[3] - path[1])}
                        : new double[] {quadratic(path[0], path[2], path[4], t), quadratic(path[1], path[3], path[5], t)};
                if ((at[0] - px) * (at[0] - px) + (at[1] - py) * (at[1] - py) < CLEAR * CLEAR) {
                    return true;
                }
            }
            return false;
        }

        private static double quadratic(double from, double control, double to, double t) {
            return (1 - t) * (1 - t) * from + 2 * t * (1 - t) * control + t * t * to;
        }

        /** A line between two ends, or, bowed, a quadratic curve whose control point stands off the middle. */
        private static int[] curve(int[] ends, int bow) {
            if (bow == 0) {
                return ends;
            }
            double dx = ends[2] - ends[0];
            double dy = ends[3] - ends[1];
            double length = Math.max(1, Math.sqrt(dx * dx + dy * dy));
            int cx = (int) Math.round((ends[0] + ends[2]) / 2.0 - bow * dy / length);
            int cy = (int) Math.round((ends[1] + ends[3]) / 2.0 + bow * dx / length);
            return new int[] {ends[0], ends[1], cx, cy, ends[2], ends[3]};
        }

        /**
         * A loop at a point, the {@code size}-th of its side: straight up ({@code side} 0, on the ground), else leaning
         * to the left (-1) or to the right (1), so that it leaves the edges going up from the node in sight.
         */
        private static int[] loop(int x, int y, int size, int side) {
            double r = 12 + 5 * (size - 1);
            double ux = side * 0.6;
            double uy = side == 0 ? -1 : -0.8;
            int[] tip = {(int) Math.round(x + 2.6 * r * ux), (int) Math.round(y + 2.6 * r * uy)};
            int wx = (int) Math.round(-uy * r * 1.2);
            int wy = (int) Math.round(ux * r * 1.2);
            return new int[] {x, y, tip[0] + wx, tip[1] + wy, tip[0] - wx, tip[1] - wy, x, y};
        }

        /** Moves the drawing into its box (a margin round everything, the ground at the bottom) and writes its paths. */
        Picture finish(String label) {
            int left = 0;
            int right = 0;
            int top = 0;
            for (int[] path : paths) {
                for (int i = 0; i < path.length; i += 2) {
                    left = Math.min(left, path[i]);
                    right = Math.max(right, path[i]);
                    top = Math.min(top, path[i + 1]);
                }
            }
            for (int[] node : nodes) {
                top = Math.min(top, node[1]);
                right = Math.max(right, node[0]);
            }
            int dx = MARGIN - left;
            int dy = MARGIN - top;
            List<Edge> drawn = new ArrayList<>();
            for (int i = 0; i < edges.size(); i++) {
                Edge edge = edges.get(i);
                drawn.add(new Edge(edge.picture(), edge.index(), edge.name(), path(paths.get(i), dx, dy)));
            }
            List<Node> placed = new ArrayList<>();
            for (int[] node : nodes) {
                placed.add(new Node(node[0] + dx, node[1] + dy));
            }
            return new Picture(right + dx + MARGIN, dy + MARGIN, dy, drawn, placed, label);
        }

        /** An SVG path: M, then L (a line), Q (a curve) or C (a loop) by how many points follow. */
        private static String path(int[] points, int dx, int dy) {
            StringBuilder d = new StringBuilder("M");
            for (int i = 0; i < points.length; i += 2) {
                if (i == 2) {
                    d.append(points.length == 4 ? " L" : points.length == 6 ? " Q" : " C");
                } else if (i > 2) {
                    d.append(' ');
                }
                d.append(points[i] + dx).append(' ').append(points[i + 1] + dy);
            }
            return d.toString();
        }
    }
}
