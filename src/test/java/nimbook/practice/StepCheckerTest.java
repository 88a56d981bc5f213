package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * The step checker's verdicts, word for word: every kind of step right, wrong (with the right value and the solver's
 * reason) and unreadable (with how to write it). The page runs the same code compiled to JavaScript
 * (WorkAgreementIT compares them).
 */
class StepCheckerTest {
    private static final Solver SOLVER = new Solver();

    /**
     * Each line's number, mark and message, then the whole answer's state and message, one a line; the position is a
     * game's or a loopy one (LoopyStepsTest).
     */
    static String checked(String position, String kind, boolean binary, String text) {
        try {
            StepChecker.Checked checked = new StepChecker(SOLVER).check(position, kind, binary, text);
            List<String> lines = new ArrayList<>();
            for (StepChecker.Line line : checked.lines()) {
                lines.add(line.number() + " " + line.mark().word() + ": " + line.message() + (line.reading().isEmpty() ? ""
                        : " [" + line.reading() + "]"));
            }
            lines.add("answer " + checked.state().word() + ": " + checked.message() + (checked.claimed() == null ? ""
                    : " (claimed " + checked.claimed() + ")"));
            return String.join("\n", lines) + "\n";
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    static String checked(String position, String kind, String text) {
        return checked(position, kind, false, text);
    }

    /** A row of coins: G(n) is the lone head on coin n, and a move is the row it leaves, in either case. */
    @Test
    void coinRowsAreCheckedLikeHeaps() {
        assertEquals("""
                1 right: Right.
                2 wrong: G(5) is 8, not 7: its options have values 0, 1, 2, 3, 3, 4, 5, 5, 6, 6 and 7, and mex{0, 1, 2, 3, 4, 5,\
                 6, 7} = 8.
                3 right: Right.
                4 right: Right.
                5 right: Right.
                6 right: Right: the value is 1. [read as: mock-turtles THTTHH = 1]
                answer wrong: Line 2 is wrong. (claimed 1)
                """, checked("mock-turtles THTTHH", "grundy", """
                G(2) = 2
                G(5) = 7
                mock-turtles TTTTTH = 11
                G(mock-turtles TTTH) = mex{0, 1, 2, 3, 4, 5, 6} = 7
                2 ⊕ 8 ⊕ 11 = 1
                so the value is 1
                """));
        assertEquals("""
                1 right: Right.
                2 right: Right. [read as: turning-corners TTTH,TTHT,THTH = 1]
                3 right: Right: that move leaves value 0, a P-position. [read as: turning-corners ttth,thhh,tttt]
                answer right: Right: that move leaves value 0, a P-position. (claimed 1)
                """, checked("turning-corners TTTH,TTHT,THTH", "move", """
                turning-corners TT,TH = 1
                the nim-sum is 1
                move to turning-corners TTTH,THHH,TTTT
                """));
    }

    @Test
    void aValueIsRightOrWrongWithTheSolversReason() {
        assertEquals("""
                1 wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.
                2 right: Right.
                3 right: Right.
                4 wrong: nim 40 is 40, not 41: a Nim heap of 40 moves to every smaller heap, so its value is 40.
                5 wrong: squares 100000 is 25, not 1: its 316 options take every value from 0 to 24 but not 25, so its value is\
                 25.
                6 wrong: empty-and-divide 2019,9102 is 4, not 3: the lowest 0 bit of (2019 − 1) OR (9102 − 1) = 10223 is bit 4.
                7 wrong: kayles 100 is 1, not 0: kayles repeats with period 12 from heap 71, so G(100) = G(76) = 1.
                8 wrong: misere-nim 1 1 is not 0: that is its value in normal play; in misère play, with no heap of two or more\
                 counters, count the heaps of one.
                9 wrong: nim 3 + kayles 4 is 2, not 3: its components’ values are 3 and 1, and 3 ⊕ 1 = 2.
                10 wrong: colourful 3,1 is 0, not 1: walking eeny, meeny down its sections (3 1, bottom to top) meets the\
                 condition, so its value is the top section minus one, 1 − 1 = 0.
                answer wrong: Lines 1, 4, 5, 6, 7, 8, 9 and 10 are wrong.
                """, checked("kayles 7", "grundy", """
                kayles 4 = 2
                Kayles 4 = 1.
                G(6) is 3
                nim 40 = 41
                squares 100000 = 1
                empty-and-divide 2019,9102 = 3
                kayles 100 = 0
                misere-nim 1 1 = 0
                nim 3 + kayles 4 = 3
                colourful 3,1 = 1
                """));
    }

    @Test
    void theExercisesOwnValueIsJudgedWithoutBeingGivenAway() {
        assertEquals("""
                1 wrong: nim 3 4 5 is not 3: work its value out again, from its options or from its components’ values.
                2 wrong: G(nim 5 4 3) is not 6: work its value out again, from its options or from its components’ values.
                3 wrong: 3 ⊕ 4 ⊕ 5 is not 1: in binary 011 ⊕ 100 ⊕ 101, count the ones in the 2s column: an odd number gives 1\
                 there, an even number 0.
                4 right: Right: the value is 2.
                answer wrong: Lines 1, 2 and 3 are wrong. (claimed 2)
                """, checked("nim 3 4 5", "grundy", """
                nim 3 4 5 = 3
                G(nim 5 4 3) = 6
                nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = 1
                nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = 2
                """));
    }

    @Test
    void eachLinkOfAChainIsCheckedAndAChainGoesOnOnTheNextLine() {
        assertEquals("""
                1 right: Right: the value is 2.
                answer right: Right: the value is 2. (claimed 2)
                """, checked("subtract:1,2 5", "grundy", "G(5) = mex{G(4), G(3)} = mex{1, 0} = 2"));
        assertEquals("""
                1 wrong: G(3) is 0, not 2: its options have values 1 and 2, and mex{1, 2} = 0.
                answer wrong: G(3) is 0, not 2: its options have values 1 and 2, and mex{1, 2} = 0. (claimed 0)
                """, checked("subtract:1,2 5", "grundy", "G(5) = mex{G(4), G(3)} = mex{1, 2} = 0"));
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right: the value is 2.
                answer right: Right: the value is 2. (claimed 2)
                """, checked("subtract:1,2 5", "grundy", """
                G(5) = mex{G(4), G(3)}
                = mex{1, 0}
                = 2
                """));
        assertEquals("""
                1 right: Right.
                2 wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.
                answer wrong: Line 2 is wrong. (claimed 2)
                """, checked("kayles 4 + nim 3", "move", """
                kayles 4 + nim 3 = 3 ⊕ 1 = 2
                kayles 4 + nim 3 = 2 ⊕ 3
                """));
    }

    @Test
    void aMexIsCheckedAgainstItsValuesOrThePositionsOptions() {
        assertEquals("""
                1 right: Right.
                2 wrong: mex{0, 1, 3} is not 4: the mex is not one more than the largest value, but the least number missing\
                 from {0, 1, 3}.
                3 right: Right.
                4 wrong: The options of G(5) have values 0, 1, 2, 3 and 3, so the set is {0, 1, 2, 3}, not {1, 3}.
                5 right: Right.
                6 wrong: mex{kayles 4, kayles 1 3, kayles 3, kayles 1 2} leaves out kayles 2 2, an option of kayles 5.
                7 wrong: kayles 9 is not an option of kayles 5: its options are kayles 4, kayles 1 3, kayles 2 2, kayles 3 and\
                 kayles 1 2.
                8 wrong: Those are not the values of the options of G(7): find the value of each of kayles 6, kayles 1 5,\
                 kayles 2 4, kayles 3 3, kayles 5, kayles 1 4 and kayles 2 3.
                9 unreadable: Write a mex with its values in braces, like mex{0, 1} = 2.
                10 unreadable: Write a mex with its values in braces, like mex{0, 1} = 2.
                answer wrong: Lines 2, 4, 6, 7 and 8 are wrong.
                """, checked("kayles 7", "grundy", """
                mex{0, 1, 3} = 2
                mex(0,1,3) = 4
                mex{} = 0
                G(5) = mex{G(4), G(3), G(1) ⊕ G(2)}
                kayles 5 = mex{kayles 4, kayles 1 3, kayles 2 2, kayles 3, kayles 1 2} = 4
                kayles 5 = mex{kayles 4, kayles 1 3, kayles 3, kayles 1 2}
                kayles 5 = mex{kayles 4, kayles 9}
                G(7) = mex{0, 1}
                mex{0, 1 = 2
                mex 0 1 = 2
                """));
    }

    @Test
    void aNimSumIsCheckedInDecimalOrBinaryAndExplainedInColumns() {
        assertEquals("""
                1 wrong: 3 ⊕ 4 ⊕ 6 is 1, not 5: in binary 011 ⊕ 100 ⊕ 110 = 001, and the 4s column holds 2 ones (an even\
                 number), so the nim-sum has 0 there.
                2 right: Right.
                3 wrong: 011 ⊕ 100 ⊕ 110 is 001, not 101: in binary 011 ⊕ 100 ⊕ 110 = 001, and the 4s column holds 2 ones (an\
                 even number), so the nim-sum has 0 there. [read as binary: 011 = 3, 100 = 4, 110 = 6, 101 = 5]
                4 wrong: 0b11 ⊕ 0b100 is 0b111, not 0b110: in binary 011 ⊕ 100 = 111, and the 1s column holds 1 one (an odd\
                 number), so the nim-sum has 1 there.
                5 right: Right.
                6 unreadable: Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.
                answer wrong: Lines 1, 3 and 4 are wrong.
                """, checked("kayles 7", "grundy", """
                3 ⊕ 4 ⊕ 6 = 5
                011 ⊕ 100 = 111
                011 xor 100 ^ 110 = 101
                0b11 ⊕ 0b100 = 0b110
                10 ⊕ 11 = 1
                3 ⊕ ⊕ 4 = 7
                """));
    }

    @Test
    void anOutcomeIsPOrNOfAPosition() {
        assertEquals("""
                1 right: Right.
                2 wrong: kayles 4 is N, not P: its value is 1, not 0 (its options have values 0, 2, 3 and 3, and mex{0, 2, 3} =\
                 1).
                3 wrong: nim 1 2 3 is P, not N: its value is 0 (its components’ values are 1, 2 and 3, and 1 ⊕ 2 ⊕ 3 = 0).
                4 unreadable: Say which position is P or N, like nim 3 4 5 is P (or N).
                5 right: Right.
                answer wrong: Lines 2 and 3 are wrong.
                """, checked("nim 3 4 5", "move", """
                nim 1 2 3 is P
                kayles 4 is a P-position
                nim 1 2 3 is an n-position
                mex{0} is P
                N
                """));
        assertEquals("""
                1 wrong: No: look at the value — 0 means P, anything else N.
                2 right: Right: it is an N-position.
                answer wrong: Line 1 is wrong.
                """, checked("nim 3 4 5", "outcome", """
                nim 3 4 5 is P
                the player to move
                """));
    }

    @Test
    void aMoveIsOneMoveAndItsValueIsChecked() {
        assertEquals("""
                1 wrong: "nim 3 4 6" cannot be reached in one move from nim 3 4 5.
                2 wrong: nim 2 4 5 is not 1: work its value out again, from its options or from its components’ values.
                3 right: Right.
                4 wrong: "kayles 1" cannot be reached in one move from kayles 4.
                5 unreadable: Write a move as the position before it and the position after it, like nim 3 4 5 → nim 0 4 5.
                6 unreadable: Write a move between two positions, like nim 3 4 5 → nim 0 4 5.
                7 right: Right: that move leaves value 0, a P-position.
                answer wrong: Lines 1, 2 and 4 are wrong.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 3 4 6
                nim 3 4 5 -> nim 2 4 5 = 1
                kayles 4 → kayles 1 2 = 3
                kayles 4 → kayles 1 = 1
                → nim 1
                nim 3 → 2
                nim 3 4 5 → nim 1 4 5 = 0
                """));
    }

    @Test
    void everyWinningMoveIsJudgedAsTheWholeList() {
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position.
                2 right: Right: that move leaves value 0, a P-position.
                4 right: Right: these are all the winning moves.
                answer right: Right: these are all the winning moves.
                """, checked("nim 7 11 13", "moves", """
                nim 6 11 13
                nim 7 11 13 → nim 7 10 13
                
                nim 13 → nim 12
                """));
        assertEquals("""
                1 right: Right: these are all the winning moves.
                answer right: Right: these are all the winning moves.
                """, checked("nim 7 11 13", "moves", "nim 6 11 13; nim 7 10 13; nim 7 11 12"));
        assertEquals("""
                1 right: Right: there is no winning move.
                answer right: Right: there is no winning move.
                """, checked("nim 1 2 3", "moves", "none"));
    }

    @Test
    void theEenyMeenyWalkIsCheckedComparisonByComparison() {
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right.
                4 right: Right.
                5 right: Right: the value is 2.
                answer right: Right: the value is 2. (claimed 2)
                """, checked("colourful 1,2,2,2", "grundy", """
                Eeny-meeny walk down colourful 1,2,2,2 (sections bottom to top: 1 2 2 2; top section 2):
                  eeny:  2 against 2, equal: go on down
                  meeny: 2 against 2, equal: go on down
                  eeny:  2 against 1, eeny but larger: stop, condition not met
                Condition not met, so the value is the top section, 2.
                """));
        assertEquals("""
                1 right: Right.
                2 wrong: The 2nd comparison is 2 against 2: the 2nd section from the top against the one below it.
                3 wrong: On an eeny, 2 against 1 is larger: stop, the condition is not met.
                4 wrong: Not the value: compute it again from the options (or the nim-sum of the parts).
                answer wrong: Lines 2, 3 and 4 are wrong. (claimed 1)
                """, checked("colourful 1,2,2,2", "grundy", """
                eeny: 2 against 2, equal: go on down
                meeny: 2 against 1, stop
                eeny: 2 against 1, condition met
                Condition met, so the value is 2 − 1 = 1.
                """));
        assertEquals("""
                1 unreadable: The eeny-meeny walk is for one colourful pile: write eeny-meeny walk down colourful 1,2,2,2.
                2 right: Right.
                3 wrong: The 1st comparison is an eeny: the words go eeny, meeny, eeny, … from the top.
                4 wrong: The walk down colourful 3,1 ends after 1 comparison.
                5 wrong: colourful 3,1 has 2 sections: walking eeny, meeny down its sections (3 1, bottom to top) meets the\
                 condition, so its value is the top section minus one, 1 − 1 = 0.
                6 wrong: The condition is met, so the value is the top section minus one, 1 − 1 = 0.
                7 unreadable: Write a comparison of the eeny-meeny walk as the book does, like eeny: 2 against 1, stop.
                answer wrong: Lines 3, 4, 5 and 6 are wrong.
                """, checked("nim 3 4 5", "grundy", """
                eeny-meeny walk down nim 3
                eeny meeny walk down colourful 3,1
                meeny: 1 against 3
                eeny: 1 against 3, condition met
                one section: 3
                condition not met, so the value is 1
                eeny: two against one
                """));
        assertEquals("""
                1 unreadable: Say which pile the walk goes down first: eeny-meeny walk down colourful 1,2,2,2.
                answer unreadable: Say which pile the walk goes down first: eeny-meeny walk down colourful 1,2,2,2.
                """, checked("nim 3 4 5", "grundy", "eeny: 2 against 1"));
        assertEquals("""
                1 right: Right: the value is 3.
                2 wrong: colourful 3 has one section: there is nothing to compare.
                answer wrong: Line 2 is wrong. (claimed 3)
                """, checked("colourful 3", "grundy", """
                one section: the pile is a nim heap of 3
                meeny: 3 against 1
                """));
    }

    @Test
    void aLineThatIsNoStepIsTheAnswerAsTheAnswerBoxReadsIt() {
        assertEquals("""
                1 right: Right: the value is 2.
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "2."));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer (the\
                 value of nim 3 4 5).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer\
                 (the value of nim 3 4 5).
                """, checked("nim 3 4 5", "grundy", "two"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer (the\
                 value of nim 3 4 5).
                2 right: Right: the value is 2.
                answer unreadable: Line 1 cannot be read: see how to write it. (claimed 2)
                """, checked("nim 3 4 5", "grundy", """
                first I add
                2
                """));
        assertEquals("""
                1 right: Right: that is how many winning moves there are.
                2 right: Right.
                answer right: Right: that is how many winning moves there are.
                """, checked("nim 7 11 13", "count", """
                3
                nim 7 11 13 → nim 6 11 13
                """));
    }

    @Test
    void whatTheSolverCannotReadSaysWhyAndGIsOfTheExercisesOneGame() {
        assertEquals("""
                1 unreadable: unknown game "kaylse" (did you mean "kayles"?): write positions as the book does, like kayles 4 +\
                 nim 3.
                2 unreadable: Write G of a position in brackets, like G(7) or G(kayles 4).
                3 unreadable: Write what is equal on both sides of =, like kayles 4 + nim 3 = G(kayles 4) ⊕ G(nim 3) = ….
                4 unreadable: G(4) could be G(kayles 4) or G(nim 4), as kayles 4 + nim 3 has several games: name the game.
                5 right: Right.
                answer unreadable: Lines 1, 2, 3 and 4 cannot be read: see how to write them.
                """, checked("kayles 4 + nim 3", "grundy", """
                kaylse 4 = 1
                G(4 = 1
                = 2
                G(4) = 1
                G(kayles 4) = 1
                """));
        assertEquals("""
                1 right: Right.
                answer incomplete: Right so far; now write the answer: P or N.
                """, checked("colourful 1,2,2,2", "outcome", "G(1,2,2) = 1"));
    }

    @Test
    void aQuestionThatIsNoneOfTheKindsIsRefused() {
        assertEquals("\"value\" is not something to check: use grundy, outcome, moves, move, count",
                assertThrows(IllegalArgumentException.class, () -> new StepChecker(SOLVER).check(SOLVER.parse("nim 3"),
                        "value", false, "3")).getMessage());
    }
}
