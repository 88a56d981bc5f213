package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Explanations are data: the steps carry the numbers a reader follows. */
class ExplainTest {
    private final Solver solver = new Solver();

    private Explanation explain(String position) throws NotationException {
        return solver.explain(solver.parse(position));
    }

    @Test
    void aSumShowsEachValueAndTheNimSum() throws NotationException {
        Explanation explanation = explain("nim 3 + squares 11 + cubes 17");
        assertEquals(List.of(
                new Step.NimSum(List.of(new Step.OptionValue("nim 3", 3), new Step.OptionValue("squares 11", 1),
                        new Step.OptionValue("cubes 17", 2)), 0),
                new Step.WinningMoves(0, 0, List.of())), explanation.steps());
        assertEquals(Outcome.P, explanation.outcome());
    }

    @Test
    void aSingleHeapShowsItsOptionsAndTheirMex() throws NotationException {
        // 14 moves to 13, 10 and 5 (taking 1, 4 or 9), worth 1, 0 and 0: mex 2.
        Explanation explanation = explain("squares 14");
        assertEquals(new Step.Mex("squares 14", List.of(new Step.OptionValue("squares 13", 1),
                new Step.OptionValue("squares 10", 0), new Step.OptionValue("squares 5", 0)), 2), explanation.steps().get(0));
        assertEquals(new Step.WinningMoves(2, 2, List.of(
                new Step.Move("squares 14", 2, "squares 10", 0, "squares 10", null),
                new Step.Move("squares 14", 2, "squares 5", 0, "squares 5", null))), explanation.steps().get(1));
    }

    @Test
    void aColourfulPileWalksDownFromTheTop() throws NotationException {
        Explanation explanation = explain("colourful 3,1,2,2");
        // Top 2 against 2: equal; 2 against 1 on a meeny: larger, so met: 2 − 1.
        assertEquals(new Step.EenyMeeny("colourful 3,1,2,2", List.of(3L, 1L, 2L, 2L), List.of(
                new Step.Comparison("eeny", 2, 2, Step.Verdict.EQUAL),
                new Step.Comparison("meeny", 2, 1, Step.Verdict.MET)), true, 1), explanation.steps().get(0));
    }

    @Test
    void periodicHeapsReduceToASmallerOne() throws NotationException {
        // 1000 − 71 = 929 = 77 × 12 + 5, so kayles 1000 is worth as much as kayles 76.
        assertEquals(new Step.Periodic("subtract:1,2,4", 2019, 0, 3, 0, 0), explain("subtract:1,2,4 2019").steps().get(0));
        assertEquals(new Step.Periodic("kayles", 1000, 71, 12, 76, 1), explain("kayles 1000").steps().get(0));
    }

    @Test
    void emptyAndDivideAndMisereNimShowTheirRules() throws NotationException {
        assertEquals(new Step.LowestZeroBit("empty-and-divide 2019,9102", 2019, 9102, 4),
                explain("empty-and-divide 2019,9102").steps().get(0));
        assertEquals(new Step.Misere("misere-nim 1 1 0", 0, true, 1), explain("misere-nim 1 1 0").steps().get(0));
        assertEquals(new Step.NimHeap(1000), explain("nim 1000").steps().get(0));
    }

    @Test
    void laskerStaircaseAndMooreShowTheirRules() throws NotationException {
        // 42 leaves 2 on division by 4: worth itself. Small heaps list their options instead.
        assertEquals(new Step.Lasker(42, 42), explain("lasker 42").steps().get(0));
        assertEquals(4, ((Step.Mex) explain("lasker 3").steps().get(0)).value());
        // Steps 1 and 3 hold 1 and 2 coins: 1 XOR 2 = 3; the one winning move brings a coin down from step 3.
        Explanation staircase = explain("staircase 1,0,2");
        assertEquals(new Step.Staircase("staircase 1,0,2", List.of(1L, 0L, 2L), 3), staircase.steps().get(0));
        assertEquals(List.of("staircase 1,1,1"), staircase.winningMoves());
        // A coin brought down onto an odd-numbered step can win too: 1 XOR 2 = 3, and 2 XOR 2 = 0.
        assertEquals(List.of("staircase 2,2,2", "staircase 1,4,1"), explain("staircase 1,3,2").winningMoves());
        // 3, 4, 5 in binary: columns of 2, 1, 2 ones, and with k = 2 a column needs a multiple of 3.
        Step.Moore moore = (Step.Moore) explain("moore:2 3 4 5").steps().get(0);
        assertEquals(List.of(2L, 1L, 2L), moore.ones());
        assertEquals(false, moore.balanced());
        assertEquals(true, ((Step.Moore) explain("moore:2 1 2 3 3").steps().get(0)).balanced());
        assertEquals(List.of("moore:2 3 3 3"), explain("moore:2 3 4 5").winningMoves());
    }

    @Test
    void aMisereMoveSaysWhyWhatItLeavesIsWorthZero() throws NotationException {
        // Emptying the big heap leaves three one-counter heaps: worth 0 by their parity, not by a nim-sum (it is 1).
        assertEquals(new Step.WinningMoves(7, 1, List.of(new Step.Move("misere-nim 6", 6, "misere-nim 0", 0,
                "misere-nim 1 1 1 0", new Step.Misere("misere-nim 1 1 1 0", 1, true, 0)))),
                explain("misere-nim 1 1 1 6").steps().get(1));
        assertEquals(new Step.Misere("misere-nim 2 3 1", 0, false, 0),
                explain("misere-nim 2 3 4").steps().get(1) instanceof Step.WinningMoves moves
                        ? moves.moves().get(0).leaves() : null);
    }

    @Test
    void winningMovesAreCountedButOnlyTheFirstFewListed() throws NotationException {
        Step.WinningMoves moves = (Step.WinningMoves) explain("empty-and-divide 2,4 5,4 2019,9102").steps().get(4);
        assertEquals(505, moves.count());
        assertEquals(Solver.MOVES_SHOWN, moves.moves().size());
        assertEquals(new Step.Move("empty-and-divide 2019,9102", 4, "empty-and-divide 1,2018", 1,
                "empty-and-divide 2,4 5,4 1,2018", null), moves.moves().get(0));
    }
}
