package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The drawing of Hackenbush pictures: on every picture of up to seven edges (numbered as the standard form numbers it,
 * and renumbered at random) and on pictures as the generator deals them, no two nodes overlap, every edge is drawn
 * between its own ends (an edge to the ground from the ground's line), no edge passes over a node it does not end at,
 * everything stands above the ground and inside the picture's box.
 */
@nimbook.Slow
class PictureTest {
    private final Solver solver = new Solver();

    @Test
    void everyPictureOfUpToSevenEdgesIsDrawnWithoutOverlaps() {
        Random random = new Random(9);
        for (Component picture : Hackenbush.pictures(7)) {
            Graph graph = Graph.of(picture);
            check(List.of(graph));
            check(List.of(HackenbushTest.renumbered(graph, random)));
        }
    }

    @Test
    void picturesSideBySideStayApart() {
        List<Component> pictures = Hackenbush.pictures(4);
        Random random = new Random(40);
        for (int i = 0; i < 2000; i++) {
            List<Graph> graphs = new ArrayList<>();
            for (int k = 1 + random.nextInt(4); k > 0; k--) {
                graphs.add(HackenbushTest.renumbered(Graph.of(pictures.get(random.nextInt(pictures.size()))), random));
            }
            check(graphs);
        }
    }

    /** What the generator deals, as the book's exercises ask it (up to 7 edges a picture). */
    @Test
    void dealtPicturesAreDrawnWithoutOverlaps() throws NotationException {
        nimbook.practice.Generator generator = nimbook.practice.Generator.of(solver, "hackenbush 3 1..9", "");
        for (long set = 1; set <= 3000; set++) {
            Position position = ((nimbook.practice.Subject.Sum) generator.deal(solver, set, "9.1")).position();
            List<Graph> graphs = new ArrayList<>();
            for (Position.Place place : position.places()) {
                graphs.add(Graph.of(place.component()));
            }
            check(graphs);
        }
    }

    @Test
    void aPictureIsDrawnInWholePixelsWithItsEdgesNamedForAScreenReader() throws NotationException {
        Picture picture = Picture.of(solver.parse("hackenbush 0-1-2,1-1 0-0"));
        assertEquals("Green Hackenbush: 2 pictures side by side on the ground, one with edges 0-1, 1-2 and 1-1; and one"
                + " with the edge 0-0 (node 0 is the ground)", picture.label());
        assertEquals("[M47 84 L47 50, M47 50 L47 16, M47 50 C40 16 16 34 47 50, M115 84 C129 53 101 53 115 84]", picture.edges().stream().map(Picture.Edge::path).toList().toString());
    }

    @Test
    void onlyHackenbushIsDrawn() {
        NotationException e = assertThrows(NotationException.class, () -> Picture.of(solver.parse("nim 3 4")));
        assertEquals("\"nim 3 4\" is not a Green Hackenbush position: only pictures are drawn, like hackenbush "
                + Shape.GRAPH.example(), e.getMessage());
    }

    @Test
    void aCutDropsWhatNoLongerHangsFromTheGround() throws NotationException {
        Component picture = solver.parse("hackenbush 0-1-2-3,2-4,0-5-6-0").places().get(0).component();
        assertEquals(List.of(1, 2, 3), Picture.falling(picture, 1));
        assertEquals(List.of(4), Picture.falling(picture, 4));
    }

    private static void check(List<Graph> graphs) {
        Picture picture = Picture.draw(graphs);
        String what = graphs.stream().map(Graph::written).toList() + " " + picture;
        List<Picture.Node> nodes = picture.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            Picture.Node node = nodes.get(i);
            assertTrue(node.y() < picture.floor() && node.y() > 0 && node.x() > 0 && node.x() < picture.width(), what);
            for (int j = i + 1; j < nodes.size(); j++) {
                assertTrue(distance(node.x(), node.y(), nodes.get(j).x(), nodes.get(j).y()) >= 20, what);
            }
        }
        assertTrue(picture.floor() < picture.height(), what);
        List<String> placed = new ArrayList<>();
        int drawn = 0;
        for (int p = 0; p < graphs.size(); p++) {
            Graph graph = graphs.get(p);
            // Where each node of this picture stands, read from the ends of its edges: one place each.
            java.util.Map<Integer, String> where = new java.util.HashMap<>();
            for (int e = 0; e < graph.edges(); e++) {
                Picture.Edge edge = picture.edges().get(drawn++);
                assertEquals(p, edge.picture(), what);
                assertEquals(e, edge.index(), what);
                assertEquals(graph.edge(e), edge.name(), what);
                int[] points = points(edge.path());
                inBox(picture, points, what + " " + edge);
                String start = points[0] + "," + points[1];
                String end = points[points.length - 2] + "," + points[points.length - 1];
                int a = graph.from[e];
                int b = graph.to[e];
                if (a == 0 || b == 0) {
                    // From the ground's line (to a node straight above, or back for a loop on the ground).
                    assertEquals(picture.floor(), points[1], what + " " + edge);
                    assertEquals(points[0], points[points.length - 2], what + " " + edge);
                    assertEquals(a == b, points[points.length - 1] == picture.floor(), what + " " + edge);
                    if (a != b) {
                        at(where, a + b, end, what);
                    }
                } else {
                    at(where, a, start, what);
                    at(where, b, end, what);
                }
                if (points.length <= 6 && a != b) {
                    passesNoOtherNode(picture, points, what + " " + edge);
                }
            }
            assertEquals(where.size(), new java.util.HashSet<>(where.values()).size(), what);
            placed.addAll(where.values());
        }
        assertEquals(drawn, picture.edges().size(), what);
        assertEquals(placed.stream().sorted().toList(), nodes.stream().map(n -> n.x() + "," + n.y()).sorted().toList(),
                what);
    }

    private static void at(java.util.Map<Integer, String> where, int node, String point, String what) {
        String before = where.putIfAbsent(node, point);
        assertTrue(before == null || before.equals(point), what + ": node " + node + " at " + before + " and " + point);
    }

    private static void inBox(Picture picture, int[] points, String what) {
        for (int i = 0; i < points.length; i += 2) {
            assertTrue(points[i] >= 0 && points[i] <= picture.width() && points[i + 1] >= 0
                    && points[i + 1] <= picture.floor(), what);
        }
    }

    /** A line or a curve passes no node but its own ends. */
    private static void passesNoOtherNode(Picture picture, int[] points, String what) {
        for (Picture.Node node : picture.nodes()) {
            boolean end = node.x() == points[0] && node.y() == points[1]
                    || node.x() == points[points.length - 2] && node.y() == points[points.length - 1];
            for (int step = 1; step < 20 && !end; step++) {
                double[] at = at(points, step / 20.0);
                assertTrue(distance(at[0], at[1], node.x(), node.y()) >= 6, what + " passes " + node);
            }
        }
    }

    private static double[] at(int[] p, double t) {
        if (p.length == 4) {
            return new double[] {p[0] + t * (p[2] - p[0]), p[1] + t * (p[3] - p[1])};
        }
        double u = 1 - t;
        return new double[] {u * u * p[0] + 2 * t * u * p[2] + t * t * p[4], u * u * p[1] + 2 * t * u * p[3] + t * t * p[5]};
    }

    /** The numbers of an SVG path of M, L, Q and C. */
    private static int[] points(String path) {
        String[] parts = path.replaceAll("[MLQC]", " ").trim().split(" +");
        int[] numbers = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            numbers[i] = Integer.parseInt(parts[i]);
        }
        return numbers;
    }

    private static double distance(double x1, double y1, double x2, double y2) {
        return Math.sqrt((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2));
    }
}
