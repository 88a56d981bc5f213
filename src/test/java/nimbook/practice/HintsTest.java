package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.ExplanationText;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/** The four hints for a position, from its explanation, word for word. */
class HintsTest {
    private static final Solver SOLVER = new Solver();

    private static String hints(String position, String kind, Long yours) {
        try {
            List<String> lines = new ArrayList<>();
            for (Hints.Rung rung : Hints.of(SOLVER, SOLVER.parse(position), kind, yours)) {
                lines.add(rung.number() + ". " + rung.title());
                rung.lines().forEach(line -> lines.add("|" + line));
            }
            return String.join("\n", lines) + "\n";
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aSumsHintsGoFromItsComponentsToTheNimSumWithTheReadersWrongColumnsMarked() {
        assertEquals("""
                1. What to compute
                |nim 3 4 5 is a sum of 3 components: nim 3, nim 4 and nim 5.
                |Find each component’s value, then their nim-sum (XOR). A winning move leaves a position of value 0.
                2. Each component’s value
                |  nim 3  3
                |  nim 4  4
                |  nim 5  5
                3. The nim-sum in binary columns
                |The value of a sum is the XOR (nim-sum) of its components’ values:
                |  nim 3  3  011
                |  nim 4  4  100
                |  nim 5  5  101
                |  XOR    2  010
                |  yours  6  110
                |            ^
                |Your value differs in the columns marked ^: a column’s digit is 1 when it holds an odd number of ones.
                4. Worked solution
                |Position: nim 3 4 5
                |The value of a sum is the XOR (nim-sum) of its components’ values:
                |  nim 3  3  011
                |  nim 4  4  100
                |  nim 5  5  101
                |  XOR    2  010
                |Value 2: an N-position, the next player wins.
                |The winning move: change one component so that the position’s value becomes 0.
                |  nim 3 → nim 1 (component value 3 → 1), leaving nim 1 4 5
                """, hints("nim 3 4 5", "move", 6L));
        // Without a value from the reader, or with the right one, nothing is marked.
        List<String> plain = new ArrayList<>(List.of("The value of a sum is the XOR (nim-sum) of its components’ values:",
                "  nim 4      4  100", "  kayles 11  6  110", "  XOR        2  010"));
        assertEquals(plain, rung(3, "nim 4 + kayles 11", null));
        assertEquals(plain, rung(3, "nim 4 + kayles 11", 2L));
        assertEquals(List.of("nim 4 + kayles 11 is a sum of 2 components: nim 4 and kayles 11.", "Find each component’s"
                + " value, then their nim-sum (XOR). Every move that leaves a position of value 0 wins: find them all."),
                rung(1, "nim 4 + kayles 11", "moves", null));
    }

    @Test
    void oneComponentsHintsGoFromItsRuleToItsOptionsAndTheirValues() {
        assertEquals("""
                1. What to compute
                |kayles 7 is one component: its value is the mex of its options’ values, the least number that none of\
                 them has.
                2. Its options
                |The options of kayles 7: find the value of each.
                |  kayles 6
                |  kayles 1 5
                |  kayles 2 4
                |  kayles 3 3
                |  kayles 5
                |  kayles 1 4
                |  kayles 2 3
                3. Its options’ values
                |Options of kayles 7 and their values:
                |  kayles 6    3
                |  kayles 1 5  5
                |  kayles 2 4  3
                |  kayles 3 3  0
                |  kayles 5    4
                |  kayles 1 4  0
                |  kayles 2 3  1
                |Your value, 3, is the value of an option, so it cannot be the mex.
                4. Worked solution
                """ + String.join("\n", explained("kayles 7").stream().map(line -> "|" + line).toList()) + "\n",
                hints("kayles 7", "grundy", 3L));
        assertEquals("A number smaller than your 6 is missing from these values.",
                rung(3, "kayles 7", 6L).get(rung(3, "kayles 7", 6L).size() - 1));
    }

    @Test
    void closedFormsShowTheirRuleBeforeItsResult() throws NotationException {
        assertEquals(List.of("colourful 1,2,2,2 is one colourful pile: walk down its sections from the top with the"
                + " eeny-meeny rule."), rung(1, "colourful 1,2,2,2", null));
        assertEquals(List.of("Eeny-meeny walk down colourful 1,2,2,2 (sections bottom to top: 1 2 2 2; top section 2):"),
                rung(2, "colourful 1,2,2,2", null));
        assertEquals(ExplanationText.lines(SOLVER.explain(SOLVER.parse("colourful 1,2,2,2")).steps().get(0)),
                rung(3, "colourful 1,2,2,2", 1L));
        // The last is the explanation as the command line prints it.
        assertEquals(explained("colourful 1,2,2,2"), rung(4, "colourful 1,2,2,2", null));
        assertEquals(List.of("kayles repeats with period 12 from heap 71, so G(100) = G(76)."), rung(2, "kayles 100", null));
        assertEquals(List.of("The values of kayles repeat: find the smaller heap worth the same.", "The position is a"
                + " P-position exactly when its value is 0."), rung(1, "kayles 100", "outcome", null));
        assertEquals(List.of("Some heap of misere-nim 1 1 4 has two or more counters."), rung(2, "misere-nim 1 1 4", null));
        assertEquals(List.of("A Nim heap of 40 moves to every smaller heap."), rung(2, "nim 40", null));
        assertEquals(List.of("Empty and Divide empty-and-divide 2019,9102: the value is the position of the lowest 0 bit of"
                + " (a − 1) OR (b − 1).", "  2019 − 1 = 2018  000011111100010", "  9102 − 1 = 9101  010001110001101"),
                rung(2, "empty-and-divide 2019,9102", null));
    }

    /** What {@code nimbook explain} prints. */
    private static List<String> explained(String position) {
        try {
            return ExplanationText.lines(SOLVER.explain(SOLVER.parse(position)));
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> rung(int number, String position, Long yours) {
        return rung(number, position, "grundy", yours);
    }

    private static List<String> rung(int number, String position, String kind, Long yours) {
        try {
            return Hints.of(SOLVER, SOLVER.parse(position), kind, yours).get(number - 1).lines();
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theNewGamesRulesStartTheirHints() {
        String staircase = hints("staircase 1,0,2", "grundy", null);
        assertEquals(true, staircase.startsWith("""
                1. What to compute
                |staircase 1,0,2 is one staircase: its value is the nim-sum of the coins on its odd-numbered steps.
                2. The rule at work
                |Staircase staircase 1,0,2: only the odd-numbered steps count; the value is the XOR of their coins:
                |  step 1  1  01
                |  step 3  2  10
                3. The rule worked through
                """), staircase);
        String moore = hints("moore:2 3 4 5", "outcome", null);
        assertEquals(true, moore.startsWith("""
                1. What to compute
                |moore:2 3 4 5 is Moore’s Nim: it is a P-position exactly when each binary column of its heaps holds a\
                 multiple of 3 ones.
                |The position is a P-position exactly when its value is 0.
                2. The rule at work
                |Moore’s Nim moore:2 3 4 5: a move takes from at most 2 heaps; count the ones in each binary column:
                |     3  0 1 1
                |     4  1 0 0
                |     5  1 0 1
                |  ones  2 1 2
                3. The rule worked through
                """), moore);
        assertEquals(true, hints("lasker 42", "grundy", null).contains("""
                2. The rule at work
                |A heap of 42 leaves 2 on division by 4.
                """));
    }
}
