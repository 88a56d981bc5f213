package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {
    private final Solver solver = new Solver();

    @Test
    void everyCatalogueExampleReadsAndWritesBackUnchanged() throws NotationException {
        for (Games.Entry entry : Games.ENTRIES) {
            assertEquals(entry.example(), solver.parse(entry.example()).toString());
        }
        assertEquals("nim 3 + squares 11 + cubes 17", solver.parse("  nim 3   +  squares\t11 + cubes 17 ").toString());
        assertEquals("subtract:1,2,4 5", solver.parse("subtract:4,1,2,1 5").toString());
        // One spelling per set, as a list or a range: a run of three or more is a range.
        assertEquals("subtract:1..3 5", solver.parse("subtract:3,1,2 5").toString());
        assertEquals("subtract:1..3 5", solver.parse("subtract:1..3 5").toString());
        assertEquals("subtract:1,2 5", solver.parse("subtract:1..2 5").toString());
        assertEquals("subtract:4 5", solver.parse("subtract:4..4 5").toString());
        assertEquals("colourful 0 1,2", solver.parse("colourful 0 1,2").toString());
        // Heaps played together are one component, written as they were given; their standard form is sorted.
        Position moore = solver.parse("moore:2 5 0 3");
        assertEquals(1, moore.places().size());
        assertEquals("moore:2 5 0 3", moore.toString());
        assertEquals("moore:2 3 5", moore.canonical().toString());
        assertEquals("chomp 3,2", solver.parse("chomp 2,3,0").canonical().toString());
        assertEquals("staircase 1,0,2", solver.parse("staircase 1,0,2,0").canonical().toString());
        // A circle is read from the run and in the direction that give the smallest list.
        assertEquals("circular-nim 1,1,5,3", solver.parse("circular-nim 5,1,1,3").canonical().toString());
    }

    /** Each bad input: the exact message, and the offset of the offending text. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                      | 0  | empty position: expected a game and its components, like nim 3 4 5",
        "nimm 3 4                | 0  | unknown game \"nimm\" (did you mean \"nim\"?); known games: KNOWN",
        "chess 3                 | 0  | unknown game \"chess\"; known games: KNOWN",
        "nim                     | 0  | \"nim\" needs at least one heap, like nim 7",
        "7 6 12 13               | 0  | \"7 6 12 13\" has no game name: a position starts with one, like nim 7 6 12 13",
        "nim 3 + 2,4 1,3         | 8  | \"2,4 1,3\" has no game name: a position starts with one, like wythoff 3,5",
        "3a 4 5                  | 0  | unknown game \"3a\"; known games: KNOWN",
        "wythoff                 | 0  | \"wythoff\" needs at least one pair, like wythoff 3,5",
        "nim 3 -4                | 6  | \"-4\" is negative: sizes are whole numbers from 0",
        "nim 3 x                 | 6  | \"x\" is not a whole number: expected digits, like 7",
        "nim 3,4                 | 4  | \"3,4\" is not a heap size: nim takes one whole number per heap, like nim 7",
        "wythoff 3               | 8  | \"3\" is not a pair: wythoff takes two numbers joined by a comma, like wythoff 3,5",
        "colourful 1,x,2         | 12 | \"x\" is not a whole number: expected digits, like 7",
        "colourful 1,0,2         | 10 | \"colourful 1,0,2\" has an empty section: every section holds at least one ball (an empty pile is written 0)",
        "empty-and-divide 0,3    | 17 | \"empty-and-divide 0,3\" has an empty box: each box holds at least one counter",
        "nim 99999999999999999999 | 4 | \"99999999999999999999\" is too large: sizes go up to 9223372036854775807",
        "nim 3 +                 | 6  | \"+\" must join two terms, like nim 3 + squares 11",
        "nim 3 + + kayles 2      | 8  | \"+\" must join two terms, like nim 3 + squares 11",
        "nim 3 + misere-nim 2    | 8  | \"misere-nim\" cannot be added to other games: misère play does not split into a sum",
        "subtract 5              | 0  | subtract needs its subtraction set: write a subtraction set like subtract:1,2,4 or subtract:1..3",
        "subtract:0,2 5          | 9  | \"0,2\" is not a subtraction set: expected amounts of at least 1 joined by commas, or a range; write a subtraction set like subtract:1,2,4 or subtract:1..3",
        "subtract:+1,2 5         | 9  | \"+1,2\" is not a subtraction set: expected amounts of at least 1 joined by commas, or a range; write a subtraction set like subtract:1,2,4 or subtract:1..3",
        "subtract:1..\u0663 5     | 9  | \"1..\u0663\" is not a subtraction set: expected amounts of at least 1 joined by commas, or a range; write a subtraction set like subtract:1,2,4 or subtract:1..3",
        "subtract:3..1 5         | 9  | \"3..1\" is not a subtraction set: expected amounts of at least 1 joined by commas, or a range; write a subtraction set like subtract:1,2,4 or subtract:1..3",
        "octal:0.8 5             | 6  | \"0.8\" is not an octal code: expected 0. followed by up to 16 digits 0 to 7, not all 0, like octal:0.77",
        "nim:3 4                 | 3  | \"nim:3\": nim takes no parameters; write it as nim",
        "squares 3000000         | 8  | \"squares 3000000\" is too large: squares heaps are computed by brute force up to 2000000",
        "wythoff 3,2001          | 8  | \"wythoff 3,2001\" is too large: wythoff piles are computed by brute force up to 2000",
        "end-nim 1,1000000,3     | 8  | \"end-nim 1,1000000,3\" is too large for brute force: end-nim works through at most 200000000 steps and this pile needs about 62504156349",
        // At the edges of a long: the cost of two sections near 2^62 once wrapped to a small number, and the value to 0.
        "squares 9223372036854775807 | 8 | \"squares 9223372036854775807\" is too large: squares heaps are computed by brute force up to 2000000",
        "cubes 9223372036854775807 | 6 | \"cubes 9223372036854775807\" is too large: cubes heaps are computed by brute force up to 5000000",
        "grundys-game 9223372036854775807 | 13 | \"grundys-game 9223372036854775807\" is too large: grundys-game heaps are computed by brute force up to 100000",
        "wythoff 9223372036854775807,9223372036854775807 | 8 | \"wythoff 9223372036854775807,9223372036854775807\" is too large: wythoff piles are computed by brute force up to 2000",
        "wythoff 0,9223372036854775807 | 8 | \"wythoff 0,9223372036854775807\" is too large: wythoff piles are computed by brute force up to 2000",
        "end-nim 4611686018427387904,4611686018427387905 | 8 | \"end-nim 4611686018427387904,4611686018427387905\" is too large for brute force: end-nim works through at most 200000000 steps and this pile needs about 9223372036854775807",
        "end-nim 9223372036854775807,4 | 8 | \"end-nim 9223372036854775807,4\" is too large for brute force: end-nim works through at most 200000000 steps and this pile needs about 9223372036854775807",
        "end-nim 7,9223372036854775807 | 8 | \"end-nim 7,9223372036854775807\" is too large for brute force: end-nim works through at most 200000000 steps and this pile needs about 9223372036854775807",
        "moore 3 4               | 0  | \"moore\" is not a number of heaps: moore takes how many heaps a move may take from, 1 to 24, like moore:2",
        "moore:0 3               | 6  | \"0\" is not a number of heaps: moore takes how many heaps a move may take from, 1 to 24, like moore:2",
        "nim 3 + moore:2 3 4     | 8  | \"moore:2\" cannot be added to other games: its heaps are played together as one game, not as a sum",
        "moore:2 20 20 20 20     | 8  | \"moore:2 20 20 20 20\" is too large for brute force: moore:2 works through at most 200000000 steps and these heaps need about 1054099200",
        "chomp 0                 | 6  | \"chomp 0\" has no square: a bar holds at least the poisoned one, like chomp 1",
        "chomp 10,10,10,10,10,10,10,10,10,10 | 6 | \"chomp 10,10,10,10,10,10,10,10,10,10\" is too large for brute force: chomp works through at most 200000000 steps and this bar needs about 739024000",
        "circular-nim 7,3,1      | 13 | \"circular-nim 7,3,1\" is not a circle: a broken circle lists its runs of counters and of empty places in turn, an even number of them, like circular-nim 7,3",
        "circular-nim 7,0        | 13 | \"circular-nim 7,0\" has an empty run: each run of a broken circle holds at least one counter or empty place (an empty circle is written 0)",
        "staircase 9223372036854775807,1 | 10 | \"staircase 9223372036854775807,1\" has too many coins: a staircase holds at most 9223372036854775807 in all",
    })
    void badInputIsNamedWithItsPlace(String text, int offset, String message) {
        NotationException e = assertThrows(NotationException.class, () -> solver.parse(text));
        assertEquals(message.replace("KNOWN", Games.KNOWN), e.getMessage());
        assertEquals(offset, e.offset());
    }

    /** Whole numbers as the book, the widgets and the command line take them: ASCII digits that fit a long. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0                   | true",
        "007                 | true",
        "999999999999999999  | true",
        "1000000000000000000 | false",
        "''                  | false",
        "-3                  | false",
        "+3                  | false",
        "3.0                 | false",
        "\u0663              | false",
        "1\uFF12             | false",
    })
    void wholeNumbersAreAsciiDigitsThatFitALong(String text, boolean whole) {
        assertEquals(whole, Notation.isWholeNumber(text));
        if (whole) {
            assertEquals(Long.parseLong(text), Notation.wholeNumber(text));
        } else {
            assertThrows(NumberFormatException.class, () -> Notation.wholeNumber(text));
        }
    }

    /** A solver for a slower host stops its brute force earlier, says where, and agrees below that. */
    @Test
    void aSlowerHostsSolverCutsBruteForceAndSaysWhere() throws NotationException {
        Solver page = Solver.forPages();
        NotationException e = assertThrows(NotationException.class, () -> page.parse("squares 200001"));
        assertEquals("\"squares 200001\" is too large: squares heaps are computed by brute force up to 200000",
                e.getMessage());
        e = assertThrows(NotationException.class, () -> page.parse("wythoff 3,201"));
        assertEquals("\"wythoff 3,201\" is too large: wythoff piles are computed by brute force up to 200", e.getMessage());
        for (String position : List.of("squares 200000", "wythoff 200,3", "grundys-game 10000", "end-nim 3,50,4",
                "kayles 1000000000000")) {
            assertEquals(solver.grundy(solver.parse(position)), page.grundy(page.parse(position)), position);
        }
    }

    @Test
    void tooManyMovesToListIsRefusedButTheValueIsGiven() throws NotationException {
        Position big = solver.parse("kayles 1000000000000");
        assertEquals(solver.grundy(solver.parse("kayles " + (71 + (1_000_000_000_000L - 71) % 12))), solver.grundy(big));
        NotationException e = assertThrows(NotationException.class, () -> solver.winningMoves(big));
        assertEquals("\"kayles 1000000000000\" has 1000000000000 moves to look through for the winning ones: a question looks"
                + " through at most 1000000; its value (grundy) is still given", e.getMessage());
        NotationException boxes = assertThrows(NotationException.class,
                () -> solver.explain(solver.parse("empty-and-divide 9000000,2000000")));
        assertEquals("\"empty-and-divide 9000000,2000000\" has 5500000 moves to look through for the winning ones: a question"
                + " looks through at most 1000000; its value (grundy) is still given", boxes.getMessage());
    }
}
