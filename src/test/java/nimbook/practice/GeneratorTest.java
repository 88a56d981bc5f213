package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nimbook.solver.Games;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

class GeneratorTest {
    private static final Solver SOLVER = new Solver();

    @Test
    void theGeneratorDrawsTheNumbersOfJavaUtilRandom() {
        Random seeds = new Random(1);
        for (int i = 0; i < 2000; i++) {
            long seed = seeds.nextLong();
            Random expected = new Random(seed);
            Lcg actual = new Lcg(seed);
            for (int draw = 0; draw < 20; draw++) {
                int bound = 1 + seeds.nextInt(draw % 2 == 0 ? 8 : Integer.MAX_VALUE);
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "seed " + seed + ", bound " + bound);
                assertEquals(expected.nextDouble(), actual.nextDouble(), "seed " + seed);
            }
        }
    }

    /** A row of coins has a length from the range, a board as many rows and columns; each coin heads or tails. */
    @Test
    void coinsAreDealtAsRowsAndBoardsOfTheRangesSizes() throws NotationException {
        Generator rows = Generator.parse(SOLVER, "twins 2 3..5 + turning-corners 1 2..3", null);
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            Position position = sum(rows.deal(SOLVER, seed, "10.4"));
            String[] words = position.toString().split(" ");
            assertTrue(words[1].matches("[HT]{3,5}") && words[2].matches("[HT]{3,5}"), position.toString());
            assertTrue(words[5].matches("([HT]{2},){1,2}[HT]{2}|([HT]{3},){1,2}[HT]{3}"), position.toString());
            seen.add(words[1]);
            seen.add(words[2]);
        }
        // All tails is no move at all: never dealt.
        assertEquals(7 + 15 + 31, seen.size(), "every row of 3 to 5 coins with a head comes up");
        assertEquals("\"0..4\" starts at 0: the range is how many coins a row (or a board's side) holds, at least 1, like"
                + " 4..8", assertThrows(NotationException.class, () -> Generator.parse(SOLVER, "ruler 1 0..4", null))
                .getMessage());
        assertEquals("\"ruler " + "T".repeat(34) + "…\" (306 characters) has 300 coins: a row holds at most 256", assertThrows(NotationException.class, () -> Generator.parse(SOLVER, "ruler 1 1..300", null))
                .getMessage());
    }

    @Test
    void aSumOfGamesIsDealtTermByTermWithinItsRanges() throws NotationException {
        Generator generator = Generator.parse(SOLVER, "nim 2 1..7 + kayles 1 1..12 + squares 1 1..20", null);
        assertEquals("nim 2 1..7 + kayles 1 1..12 + squares 1 1..20", generator.toString());
        Set<String> seen = new HashSet<>();
        for (long set = 0; set < 500; set++) {
            Position position = sum(generator.deal(SOLVER, set, "5.3"));
            assertEquals(position, sum(generator.deal(SOLVER, set, "5.3")), "the same set deals the same position");
            assertEquals(3, position.terms().size(), position.toString());
            assertEquals(2, position.terms().get(0).components().size(), position.toString());
            position.terms().get(0).components().forEach(heap -> assertTrue(heap.heap() >= 1 && heap.heap() <= 7));
            assertTrue(position.terms().get(1).components().get(0).heap() <= 12, position.toString());
            assertTrue(position.terms().get(2).components().get(0).heap() <= 20, position.toString());
            seen.add(position.toString());
        }
        assertTrue(seen.size() > 400, "seeds deal different positions: " + seen.size());
    }

    @Test
    void theWantedOutcomeIsDealtForEverySeed() throws NotationException {
        Generator generator = Generator.parse(SOLVER, "nim 3 1..9", Outcome.P);
        for (long set = 0; set < 200; set++) {
            assertEquals(Outcome.P, SOLVER.outcome(sum(generator.deal(SOLVER, set, "1.1"))));
        }
    }

    @Test
    void aSmallGeneratorDealsEachOfItsPositionsOnceBeforeAnyAgain() throws NotationException {
        // Two heaps of 1 to 5, in either order the same position: 15 of them, all with two moves or more.
        Generator generator = Generator.parse(SOLVER, "nim 2 1..5", null);
        Set<String> dealt = new HashSet<>();
        for (long set = 0; set < 15; set++) {
            Position position = sum(generator.deal(SOLVER, set, "2.1"));
            assertTrue(dealt.add(position.canonical().toString()), "set " + set + " deals " + position + " again");
        }
        assertEquals(generator.deal(SOLVER, 0, "2.1"), generator.deal(SOLVER, 15, "2.1"));
        assertTrue(!generator.deal(SOLVER, 0, "2.1").equals(generator.deal(SOLVER, 0, "2.2"))
                || !generator.deal(SOLVER, 1, "2.1").equals(generator.deal(SOLVER, 1, "2.2")),
                "each exercise deals them in an order of its own");
    }

    @Test
    void noPositionDealtIsTrivial() throws NotationException {
        // Heaps of 0 and 1 make empty components, or a single move: of three heaps only 1 1 1, 0 1 1 and the like.
        Generator generator = Generator.parse(SOLVER, "nim 3 0..1", null);
        for (long set = 0; set < 50; set++) {
            assertEquals("nim 1 1 1", generator.deal(SOLVER, set, "1.1").toString());
        }
        assertEquals("no position with two moves or more among the 0 fair positions generate deals: widen the range",
                assertThrows(NotationException.class, () -> Generator.parse(SOLVER, "nim 1 0..1", null)
                        .deal(SOLVER, 1, "1.1")).getMessage());
        Generator large = Generator.parse(SOLVER, "staircase 2 0..3", null);
        for (long set = 0; set < 1000; set++) {
            Position position = sum(large.deal(SOLVER, set, "8.30"));
            assertTrue(SOLVER.optionCount(position) >= 2, position.toString());
            position.places().forEach(place -> assertTrue(!place.component().isEmpty(), position.toString()));
        }
    }

    @Test
    void anOutcomeQuestionIsDealtPPositionsAndNPositionsInTurn() throws NotationException {
        for (String text : List.of("nim 3 1..5", "kayles 3 1..30")) {
            Generator generator = Generator.parse(SOLVER, text, null).balanced();
            assertEquals("both", generator.wanted());
            for (long set = 0; set < 40; set++) {
                assertEquals(set % 2 == 0 ? Outcome.P : Outcome.N, SOLVER.outcome(sum(generator.deal(SOLVER, set, "3.5"))),
                        text + ", set " + set);
            }
        }
    }

    @Test
    void aSetsSeedDependsOnTheSetAndTheExercise() {
        assertEquals(42 * 1_000_003L + "5.3".hashCode(), Generator.seed(42, "5.3"));
    }

    private static String problem(String text) {
        NotationException e = assertThrows(NotationException.class, () -> Generator.parse(SOLVER, text, null));
        return e.offset() + ": " + e.getMessage();
    }

    @Test
    void aTermThatCannotBeGeneratedSaysWhy() {
        assertEquals("0: generate takes a game, a number of components and a range, or several such terms joined by +:"
                + " generate: nim 3 1..15, or nim 2 1..7 + kayles 1 1..12", problem("nim 3"));
        assertEquals("13: generate takes a game, a number of components and a range, or several such terms joined by +:"
                + " generate: nim 3 1..15, or nim 2 1..7 + kayles 1 1..12", problem("nim 2 1..7 + kayles 1"));
        assertEquals("4: \"30\" is not a number of components from 1 to 12", problem("nim 30 1..15"));
        assertEquals("6: \"0..x\" is not a range: write from..to with whole numbers, like 0..30", problem("nim 3 0..x"));
        assertEquals("13: \"misere-nim\" cannot be added to other games: misère play does not split into a sum",
                problem("nim 2 1..7 + misere-nim 2 1..3"));
        assertEquals("13: a generated position has at most 12 components in all: lower a count",
                problem("nim 8 1..7 + kayles 5 1..3"));
        assertEquals("13: unknown game \"kayls\" (did you mean \"kayles\"?); known games: "
                + Games.KNOWN, problem("nim 2 1..7 + kayls 1 1..12"));
        assertEquals("13: \"moore:2\" cannot be added to other games: its heaps are played together as one game, not as a"
                + " sum", problem("nim 2 1..7 + moore:2 3 1..3"));
        assertEquals("10: \"squares 2000010\" is too large: squares heaps are computed by brute force up to 2000000",
                problem("squares 1 1999990..2000010"));
    }

    /**
     * A loopy generator deals a graph per token on vertices 0 to n - 1 from the range, every vertex reachable from the
     * token's vertex 0; never a position of fewer than two moves; the outcome asked for, P, N and D in turn for an
     * outcome question; the same position for the same set and exercise.
     */
    @Test
    void loopyPositionsAreDealtAsGraphsEveryVertexReachable() throws NotationException {
        Generator generator = Generator.parse(SOLVER, "loopy 2 3..6", null);
        assertEquals("loopy 2 3..6", generator.toString());
        Generator outcomes = generator.balanced();
        Set<String> seen = new HashSet<>();
        for (long set = 0; set < 300; set++) {
            Loopy position = ((Subject.Tokens) outcomes.deal(SOLVER, set, "7.17")).position();
            assertEquals(position.toString(), outcomes.deal(SOLVER, set, "7.17").toString());
            assertEquals(List.of("P", "N", "D").get((int) (set % 3)), position.outcome(), position.toString());
            assertTrue(position.options().size() >= 2, position.toString());
            assertEquals(2, position.tokens().size());
            for (Loopy.Token token : position.tokens()) {
                int n = token.graph().vertices();
                assertTrue(n >= 3 && n <= 6 && token.vertex() == 0, position.toString());
                boolean[] reached = new boolean[n];
                reach(token.graph(), 0, reached);
                for (boolean r : reached) {
                    assertTrue(r, position.toString());
                }
            }
            seen.add(position.canonical());
        }
        assertTrue(seen.size() > 250, seen.size() + " positions");
        assertEquals("loopy 0>1,1>2,1>3,2>0,2>1@0 0>1,0>2,2>0@0",
                Generator.parse(SOLVER, "loopy 2 3..5", Outcome.N).deal(SOLVER, 12, "7.21").toString());
    }

    private static void reach(nimbook.solver.LoopyGraph graph, int v, boolean[] reached) {
        if (!reached[v]) {
            reached[v] = true;
            for (int w : graph.followers(v)) {
                reach(graph, w, reached);
            }
        }
    }

    @Test
    void aLoopyTermThatCannotBeGeneratedSaysWhy() {
        assertEquals("0: generate: loopy takes how many tokens and a range of vertices for each graph, like loopy 1"
                + " 5..7", problem("loopy 5..7"));
        assertEquals("6: \"4\" is not a number of tokens from 1 to 3", problem("loopy 4 5..7"));
        assertEquals("8: \"1..20\" is not a range of vertices from 2 to 12, like 5..7", problem("loopy 1 1..20"));
        assertEquals("8: \"x\" is not a range: write from..to with whole numbers, like 0..30", problem("loopy 1 x"));
        assertEquals("13: loopy is generated alone: its tokens are its components, like loopy 2 3..5",
                problem("loopy 1 3..5 + nim 1 1..3"));
    }

    @Test
    void anOutcomeThatNeverComesUpIsAnError() throws NotationException {
        Generator generator = Generator.parse(SOLVER, "nim 1 1..9", Outcome.P);
        NotationException e = assertThrows(NotationException.class, () -> generator.deal(SOLVER, 1, "1.1"));
        assertEquals("no P-position with two moves or more among the 8 fair positions generate deals: widen the range",
                e.getMessage());
        Generator large = Generator.parse(SOLVER, "nim 1 1..9999", Outcome.P);
        assertEquals("no P-position with two moves or more came up in 1000 tries: widen the range",
                assertThrows(NotationException.class, () -> large.deal(SOLVER, 1, "1.1")).getMessage());
    }

    /** A heap game's position dealt. */
    private static Position sum(Subject dealt) {
        return ((Subject.Sum) dealt).position();
    }
}
