package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generalised Sprague–Grundy function against a retrograde analysis of the whole game graph of a sum, which
 * knows nothing of values: a position without a move is lost (P), one with a move to a lost position is won (N), one
 * whose every move goes to a won position is lost, and what is left is a draw (D).
 */
class LoopyTest {
    /** A small random graph, written in the notation's arcs: each arc present with probability {@code density}. */
    private static String graph(Random random, int vertices, double density) {
        StringBuilder arcs = new StringBuilder();
        for (int u = 0; u < vertices; u++) {
            for (int v = 0; v < vertices; v++) {
                if (u != v && random.nextDouble() < density) {
                    arcs.append(arcs.isEmpty() ? "" : ",").append(u).append('>').append(v);
                }
            }
        }
        return arcs.toString();
    }

    /** The graph of {@code arcs} on the vertices 0 to {@code last}. */
    private static LoopyGraph graphOf(String arcs, int last) throws NotationException {
        return Loopy.parse("loopy " + arcs + "@" + last).tokens().get(0).graph();
    }

    /** P, N or D for every state of a graph given by its successors, by retrograde analysis. */
    static String[] retrograde(List<List<Integer>> successors) {
        int n = successors.size();
        String[] outcome = new String[n];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int s = 0; s < n; s++) {
                if (outcome[s] != null) {
                    continue;
                }
                boolean allWon = true;
                boolean someLost = false;
                for (int t : successors.get(s)) {
                    allWon &= "N".equals(outcome[t]);
                    someLost |= "P".equals(outcome[t]);
                }
                if (someLost || allWon) {
                    outcome[s] = someLost ? "N" : "P";
                    changed = true;
                }
            }
        }
        for (int s = 0; s < n; s++) {
            outcome[s] = outcome[s] == null ? "D" : outcome[s];
        }
        return outcome;
    }

    /** The whole game graph of a sum of tokens: a state is one vertex per graph, numbered in mixed radix. */
    private static List<List<Integer>> sumGraph(List<LoopyGraph> graphs) {
        int states = 1;
        for (LoopyGraph graph : graphs) {
            states *= graph.vertices();
        }
        List<List<Integer>> successors = new ArrayList<>();
        for (int s = 0; s < states; s++) {
            List<Integer> next = new ArrayList<>();
            int place = 1;
            for (LoopyGraph graph : graphs) {
                int here = s / place % graph.vertices();
                for (int w : graph.followers(here)) {
                    next.add(s + (w - here) * place);
                }
                place *= graph.vertices();
            }
            successors.add(next);
        }
        return successors;
    }

    @Test
    void outcomesOfSumsAgreeWithRetrogradeAnalysis() throws NotationException {
        Random random = new Random(40);
        for (int trial = 0; trial < 300; trial++) {
            int count = 1 + trial % 3;
            List<String> arcs = new ArrayList<>();
            List<LoopyGraph> graphs = new ArrayList<>();
            for (int g = 0; g < count; g++) {
                int vertices = 2 + random.nextInt(count == 3 ? 3 : 5);
                String written = graph(random, vertices, 0.15 + 0.3 * random.nextDouble());
                // The largest vertex written as a token, so that every graph has its vertices 0 to vertices - 1.
                arcs.add(written);
                graphs.add(Loopy.parse("loopy " + written + "@" + (vertices - 1)).tokens().get(0).graph());
            }
            List<List<Integer>> successors = sumGraph(graphs);
            String[] expected = retrograde(successors);
            for (int s = 0; s < successors.size(); s++) {
                StringBuilder position = new StringBuilder("loopy");
                int place = 1;
                for (int g = 0; g < count; g++) {
                    position.append(' ').append(arcs.get(g)).append('@').append(s / place % graphs.get(g).vertices());
                    place *= graphs.get(g).vertices();
                }
                assertEquals(expected[s], Loopy.parse(position.toString()).outcome(), position.toString());
            }
        }
    }

    @Test
    void theValueOfASumIsTheValueOfItsGameGraph() throws NotationException {
        Random random = new Random(41);
        for (int trial = 0; trial < 200; trial++) {
            String a = graph(random, 4, 0.3);
            String b = graph(random, 3, 0.4);
            LoopyGraph first = graphOf(a, 3);
            LoopyGraph second = graphOf(b, 2);
            List<List<Integer>> successors = sumGraph(List.of(first, second));
            StringBuilder arcs = new StringBuilder();
            for (int s = 0; s < successors.size(); s++) {
                for (int t : successors.get(s)) {
                    arcs.append(arcs.isEmpty() ? "" : ",").append(s).append('>').append(t);
                }
            }
            LoopyGraph sum = Loopy.parse("loopy " + arcs + "@" + (successors.size() - 1)).tokens().get(0).graph();
            for (int s = 0; s < successors.size(); s++) {
                LoopyValue rule = first.value(s % 4).plus(second.value(s / 4));
                assertEquals(sum.value(s), rule, a + "@" + s % 4 + " + " + b + "@" + s / 4);
            }
        }
    }

    @Test
    void thePerfectPlayerWinsFromNAndNeverLosesFromADraw() throws NotationException {
        Random random = new Random(42);
        for (int trial = 0; trial < 300; trial++) {
            String a = graph(random, 5, 0.3);
            String b = graph(random, 4, 0.3);
            for (int u = 0; u < 5; u++) {
                Loopy start = Loopy.parse("loopy " + a + "@" + u + " " + b + "@" + random.nextInt(4) + " 4>4@4");
                String outcome = start.outcome();
                if (outcome.equals("P")) {
                    continue;
                }
                Loopy position = start;
                int moves = 0;
                while (position != null && moves < 400) {
                    position = position.reply();
                    moves++;
                    if (position != null) {
                        List<Loopy> options = position.options();
                        position = options.isEmpty() ? null : options.get(random.nextInt(options.size()));
                        moves++;
                    }
                }
                // From N the perfect player made the last move, well within the bound; from D nobody lost.
                assertTrue(outcome.equals("N") ? position == null && moves % 2 == 1 : position != null || moves % 2 == 1,
                        start + " ended after " + moves + " moves");
            }
        }
    }

    @Test
    void theWinningMovesAreTheMovesToLostStatesOfTheGameGraph() throws NotationException {
        Random random = new Random(43);
        for (int trial = 0; trial < 200; trial++) {
            String a = graph(random, 4, 0.35);
            String b = graph(random, 3, 0.4);
            LoopyGraph first = graphOf(a, 3);
            LoopyGraph second = graphOf(b, 2);
            String[] outcomes = retrograde(sumGraph(List.of(first, second)));
            for (int s = 0; s < outcomes.length; s++) {
                Loopy position = Loopy.parse("loopy " + a + "@" + s % 4 + " " + b + "@" + s / 4);
                List<String> expected = new ArrayList<>();
                for (int w : first.followers(s % 4)) {
                    addLost(expected, outcomes, w + s / 4 * 4, "loopy " + a + "@" + w + " " + b + "@" + s / 4);
                }
                for (int w : second.followers(s / 4)) {
                    addLost(expected, outcomes, s % 4 + w * 4, "loopy " + a + "@" + s % 4 + " " + b + "@" + w);
                }
                List<String> found = new ArrayList<>();
                position.winningMoves().forEach(move -> found.add(move.canonical()));
                expected.sort(null);
                found.sort(null);
                assertEquals(expected, found, position.toString());
            }
        }
    }

    /** Adds the canonical form of {@code written} when its state is lost for the player to move, once. */
    private static void addLost(List<String> into, String[] outcomes, int state, String written)
            throws NotationException {
        String canonical = Loopy.parse(written).canonical();
        if (outcomes[state].equals("P") && !into.contains(canonical)) {
            into.add(canonical);
        }
    }

    @Test
    void positionsCompareWithArcsAndTokensInAnyOrder() throws NotationException {
        assertEquals("loopy 0>1,1>0@1 0>1,1>2@0", Loopy.parse("loopy 1>2,0>1@0 1>0,0>1,0>1@1").canonical());
    }

    @Test
    void theLabellingIsToldRoundByRoundAndTheSumBySmithsRule() throws NotationException {
        assertEquals(List.of(
                "Position: loopy 1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6@3 0>1,1>2,2>0,2>3@0",
                "Graph 1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6, labelled round by round:",
                "  round 0: 0 to vertices 0, 6, in this order; ∞ to vertices 2 ∞(), 3 ∞(1), 4 ∞(1).",
                "  round 1: 1 to vertex 5; ∞ to vertex 1 ∞(0).",
                "  The token on vertex 3 is worth ∞(1).",
                "Graph 0>1,1>2,2>0,2>3, labelled round by round:",
                "  round 0: 0 to vertices 3, 1, in this order.",
                "  round 1: 1 to vertex 0.",
                "  round 2: 2 to vertex 2.",
                "  The token on vertex 0 is worth 1.",
                "Sum: ∞(1) + 1 = ∞(0) (finite values add by nim-sum, ∞(K) + b = ∞(K ⊕ b), and two ∞ make ∞()).",
                "Value ∞(0): an N-position, the next player wins.",
                "Winning moves, each leaving value 0: loopy 1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6@5 0>1,1>2,2>0,2>3@0."),
                ExplanationText.lines(Loopy.parse("loopy 1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6@3 0>1,1>2,2>0,2>3@0")));
        assertEquals(List.of("Position: loopy 0>1,1>2,2>0@0", "Graph 0>1,1>2,2>0, labelled round by round:",
                "  round 0: no vertex gets 0; ∞ to vertices 0 ∞(), 1 ∞(), 2 ∞().",
                "  The token on vertex 0 is worth ∞().", "Value ∞(): a draw, neither player can force a win.",
                "No move leaves value 0."), ExplanationText.lines(Loopy.parse("loopy 0>1,1>2,2>0@0")));
    }

    @Test
    void aCycleOfThreeIsADrawAndItsExitsAreValued() throws NotationException {
        Loopy cycle = Loopy.parse("loopy 0>1,1>2,2>0@0");
        assertEquals("\\infty()", cycle.value().tex());
        assertEquals("D", cycle.outcome());
        Loopy exit = Loopy.parse("loopy 0>1,1>0,0>2,2>3@0");
        assertEquals("∞(1)", exit.value().toString());
        assertEquals("D", exit.outcome());
        assertEquals("loopy 0>1,1>0,0>2,2>3@1", exit.reply().toString());
        Loopy exits = Loopy.parse("loopy 0>1,1>0,0>2,1>3@0");
        assertEquals("∞(0)", exits.value().toString());
        assertEquals("loopy 0>1,1>0,0>2,1>3@2", exits.reply().toString());
        assertEquals("2", Loopy.parse("loopy 0>1,1>2,2>0,2>3@2").value().toString());
        assertNull(Loopy.parse("loopy 0>1@1").reply());
    }

    @Test
    void badGraphsAreRefusedWithTheirPlace() {
        NotationException noToken = assertThrows(NotationException.class, () -> Loopy.parse("loopy 0>1,1>0"));
        assertEquals("\"0>1,1>0\" has no token: end a graph with @ and the token's vertex, like 0>1,1>0,1>2@0",
                noToken.getMessage());
        assertEquals(6, noToken.offset());
        NotationException arc = assertThrows(NotationException.class, () -> Loopy.parse("loopy 0>1,12@0"));
        assertEquals("\"12\" is not an arc: write an arc from vertex u to vertex v as u>v, like 0>1", arc.getMessage());
        assertEquals(10, arc.offset());
        NotationException vertex = assertThrows(NotationException.class, () -> Loopy.parse("loopy 0>x@0"));
        assertEquals("\"x\" is not a vertex: vertices are numbered 0 to 200", vertex.getMessage());
        assertEquals(8, vertex.offset());
    }
}
