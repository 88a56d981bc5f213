package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Green Hackenbush: the values by the fusion and colon principles against a brute force written here from the rule, on
 * every picture of up to eight edges; the notation, the standard form and the reduction's steps.
 */
class HackenbushTest {
    private static final int EDGES = 8;
    private final Hackenbush game = new Hackenbush();

    /**
     * Every connected picture hanging from the ground, loops and repeated edges allowed, of up to eight edges, one of
     * each shape: how many there are of each number of edges, and each one's value against the rule's mex.
     */
    @Test
    void everyPictureOfUpToEightEdgesIsWorthWhatItsGameTreeSays() {
        List<Component> pictures = Hackenbush.pictures(EDGES);
        int[] counted = new int[EDGES + 1];
        for (Component picture : pictures) {
            counted[picture.size() / 2]++;
            assertEquals(new Rule(Graph.of(picture)).value(), game.grundy(picture), () -> game.term(List.of(picture)));
        }
        assertEquals("[1, 2, 6, 20, 74, 289, 1203, 5221, 23623]", Arrays.toString(counted));
    }

    /** The value is the mex of the options' values, the options being the solver's own. */
    @Test
    void everyValueIsTheMexOfItsOptions() {
        for (Component picture : Hackenbush.pictures(7)) {
            List<Long> values = new ArrayList<>();
            for (List<Component> option : game.options(picture)) {
                values.add(game.valueOf(option));
            }
            assertEquals(Mex.of(values), game.grundy(picture), () -> game.term(List.of(picture)));
        }
    }

    /** The book's check (a memoised mex over standard forms, the solver's brute force) holds, and counts its cases. */
    @Test
    void theBooksCheckComparesWithTheSolversBruteForce() throws Theorem.Refused {
        Theorem.Verification check = Theorem.HACKENBUSH.check(Map.of("edges", 6L));
        assertTrue(check.holds(), check.counterexample());
        assertEquals(1 + 2 + 6 + 20 + 74 + 289 + 1203, check.cases());
    }

    /** Numbered any way, a picture has one standard form; and that form is the same picture. */
    @Test
    void theStandardFormForgetsHowNodesAreNumbered() {
        Random random = new Random(40);
        for (Component picture : Hackenbush.pictures(6)) {
            Graph graph = Graph.of(picture);
            Component renamed = renumbered(graph, random).component();
            assertEquals(picture, game.canonical(renamed), () -> game.term(List.of(renamed)));
            assertEquals(game.grundy(picture), game.grundy(renamed));
        }
    }

    /**
     * The picture renumbered at random (the ground kept, the numbers spread out), each edge turned round at random, the
     * edges in another order.
     */
    static Graph renumbered(Graph graph, Random random) {
        int[] names = new int[graph.nodes()];
        for (int v = 1; v < names.length; v++) {
            names[v] = v;
        }
        for (int v = names.length - 1; v > 1; v--) {
            int w = 1 + random.nextInt(v);
            int swap = names[v];
            names[v] = names[w];
            names[w] = swap;
        }
        List<Integer> order = new ArrayList<>();
        for (int e = 0; e < graph.edges(); e++) {
            order.add(e);
        }
        java.util.Collections.shuffle(order, random);
        int[] from = new int[graph.edges()];
        int[] to = new int[graph.edges()];
        for (int e = 0; e < from.length; e++) {
            int k = order.get(e);
            boolean turned = random.nextBoolean();
            from[k] = 3 * names[turned ? graph.to[e] : graph.from[e]];
            to[k] = 3 * names[turned ? graph.from[e] : graph.to[e]];
        }
        return new Graph(from, to);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "hackenbush 0-1,1-2,1-3           | hackenbush 0-1-2,1-3",
        "hackenbush stalk3 star2 cycle3   | hackenbush 0-1-2-3 0-1,0-2 0-1-2-0",
        "hackenbush 0-1,star2@1,cycle2@1  | hackenbush 0-1-2,1-3,1-4-1",
        "hackenbush 2-2,0-2               | hackenbush 2-2,0-2",
        "hackenbush 0 0-0                 | hackenbush 0 0-0",
    })
    void picturesAreWrittenAsPaths(String text, String written) throws NotationException {
        assertEquals(written, new Solver().parse(text).toString());
    }

    /** A cut drops what no longer hangs from the ground; the nodes keep their numbers, for the board. */
    @Test
    void aCutDropsWhatFallsAway() throws NotationException {
        Component picture = new Solver().parse("hackenbush 0-1-2-3,2-4,0-5").terms().get(0).components().get(0);
        List<String> options = new ArrayList<>();
        for (List<Component> option : game.options(picture)) {
            options.add(game.written(option.get(0)));
        }
        assertEquals(List.of("0-5", "0-1,0-5", "0-1-2-4,0-5", "0-1-2-3,0-5", "0-1-2-3,2-4"), options);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "hackenbush 0-1,5-6      | 11 | edge 5-6 of \"hackenbush 0-1,5-6\" does not hang from the ground: join it to node 0 by a path of edges",
        "hackenbush 0-x          | 11 | \"x\" in \"0-x\" is not a node: nodes are numbered 0 (the ground) to 999",
        "hackenbush 0-1,7        | 15 | \"7\" is not an edge: an edge joins two nodes, like 0-1: hackenbush takes edges between numbered nodes joined by commas, node 0 the ground, like hackenbush 0-1,1-2,1-3, or the shapes stalk3, star3@1, cycle4",
        "hackenbush 0-1,,1-2     | 15 | \"0-1,,1-2\" has an empty part between commas: hackenbush takes edges between numbered nodes joined by commas, node 0 the ground, like hackenbush 0-1,1-2,1-3, or the shapes stalk3, star3@1, cycle4",
        "hackenbush stalk0       | 11 | \"stalk0\" has the wrong size: a stalk or a star has 1 to 120 edges, a cycle 2 to 120",
        "hackenbush cycle1       | 11 | \"cycle1\" has the wrong size: a stalk or a star has 1 to 120 edges, a cycle 2 to 120",
        "hackenbush tree3        | 11 | \"tree3\" is not a part of a picture: hackenbush takes edges between numbered nodes joined by commas, node 0 the ground, like hackenbush 0-1,1-2,1-3, or the shapes stalk3, star3@1, cycle4",
        "hackenbush stalk121     | 11 | \"stalk121\" has the wrong size: a stalk or a star has 1 to 120 edges, a cycle 2 to 120",
        "hackenbush star60,star61 | 11 | \"hackenbush 0-1,0-2,0-3,0-4,0-5,0-6,0-7,0…\" (628 characters) has 121 edges: a picture holds at most 120",
    })
    void badPicturesAreNamedWithTheirPlace(String text, int offset, String message) {
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> new Solver().parse(text));
        assertEquals(message, e.getMessage());
        assertEquals(offset, e.offset());
    }

    @Test
    void explainTellsTheFusionsAndTheColonPrinciple() throws NotationException {
        Solver solver = new Solver();
        List<String> lines = ExplanationText.lines(solver.explain(solver.parse("hackenbush 0-1,star2@1,1-5-6-1,0-2-0")));
        assertEquals(List.of(
                "Position: hackenbush 0-1-7,1-8,1-5-6-1,0-2-0",
                "Green Hackenbush hackenbush 0-1-7,1-8,1-5-6-1,0-2-0:",
                "  fusion: nodes 0, 2 lie on cycles; fused into node 0, their 2 edges become loops, each a stalk of 1",
                "  fusion: nodes 1, 5, 6 lie on cycles; fused into node 1, their 3 edges become loops, each a stalk of 1",
                "  node 1 carries stalks of 1, 1, 1, 1, 1: 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1 = 1, so by the colon principle they make one"
                        + " stalk of 1, and with the edge below node 1, a stalk of 2",
                "  the ground carries stalks of 1, 1, 2: 1 ⊕ 1 ⊕ 2 = 2, one stalk of 2",
                "So the picture is worth a stalk of 2: value 2.",
                "Value 2: an N-position, the next player wins.",
                "The winning move: change one component so that the position’s value becomes 0.",
                "  hackenbush 0-1-7,1-8,1-5-6-1,0-2-0 → hackenbush 0-2-0 (component value 2 → 0), leaving hackenbush 0-2-0"), lines);
    }

    /**
     * The rule, written again without the solver: the edges left are a bit mask over the picture's edges; a cut clears
     * one bit, then every edge the ground no longer reaches; a value is the mex of the cuts' values, memoised by mask.
     */
    private static final class Rule {
        private final Graph graph;
        private final int[] values;

        Rule(Graph graph) {
            this.graph = graph;
            values = new int[1 << graph.edges()];
            Arrays.fill(values, -1);
        }

        int value() {
            return value((1 << graph.edges()) - 1);
        }

        private int value(int left) {
            if (values[left] < 0) {
                boolean[] seen = new boolean[graph.edges() + 2];
                for (int e = 0; e < graph.edges(); e++) {
                    if ((left >> e & 1) == 1) {
                        seen[value(grounded(left & ~(1 << e)))] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                values[left] = mex;
            }
            return values[left];
        }

        private int grounded(int left) {
            boolean[] reached = new boolean[graph.nodes()];
            reached[0] = true;
            int kept = 0;
            for (boolean grew = true; grew; ) {
                grew = false;
                for (int e = 0; e < graph.edges(); e++) {
                    if ((left >> e & 1) == 1 && (kept >> e & 1) == 0 && (reached[graph.from[e]] || reached[graph.to[e]])) {
                        reached[graph.from[e]] = true;
                        reached[graph.to[e]] = true;
                        kept |= 1 << e;
                        grew = true;
                    }
                }
            }
            return kept;
        }
    }
}
