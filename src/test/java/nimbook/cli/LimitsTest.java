package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import nimbook.cli.CliTest.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The questions that once wrapped past 2^63, ran for minutes or ran out of memory, asked exactly so: each is answered
 * or refused in one line naming the limit, within a generous time (a guard against a hang, not a measure).
 */
class LimitsTest {
    private static final Duration HANG = Duration.ofSeconds(30);

    private static Result run(String... args) {
        return assertTimeoutPreemptively(HANG, () -> CliTest.run(args));
    }

    private static Result runWithInput(String stdin, String... args) {
        return assertTimeoutPreemptively(HANG, () -> CliTest.runWithInput(stdin, args));
    }

    private static Result refused(String message) {
        return new Result(2, "", "nimbook: error: " + message + "\n");
    }

    private static String tooManyToSearch(String position, long moves) {
        return "\"" + position + "\" has " + moves + " moves to look through for the winning ones: a question looks through"
                + " at most 1000000; its value (grundy) is still given";
    }

    @Test
    void overflowingQuestionsAreRefused() {
        assertEquals(refused("\"end-nim 4611686018427387904,4611686018427387905\" is too large for brute force: end-nim"
                + " works through at most 200000000 steps and this pile needs about 9223372036854775807"),
                run("grundy", "end-nim", "4611686018427387904,4611686018427387905"));
        assertEquals(refused("\"end-nim 9223372036854775807,4\" is too large for brute force: end-nim works through at"
                + " most 200000000 steps and this pile needs about 9223372036854775807"),
                run("grundy", "end-nim", "9223372036854775807,4"));
        assertEquals(refused("\"end-nim 7,9223372036854775807\" is too large for brute force: end-nim works through at"
                + " most 200000000 steps and this pile needs about 9223372036854775807"),
                run("moves", "end-nim", "7,9223372036854775807"));
        assertEquals(refused(tooManyToSearch("empty-and-divide 4611686018427387904,4611686018427387904",
                2305843009213693952L)), run("moves", "empty-and-divide", "4611686018427387904,4611686018427387904"));
        assertEquals(refused(tooManyToSearch("empty-and-divide 9223372036854775807,2114", 4611686018427388960L)),
                run("explain", "empty-and-divide", "9223372036854775807,2114"));
    }

    @Test
    void unboundedWorkIsRefusedBeforeItStarts() {
        assertEquals(refused(tooManyToSearch("kayles 10000000", 10000000)), run("moves", "kayles", "10000000"));
        assertEquals(refused(tooManyToSearch("kayles 8079530", 8079530)), run("explain", "kayles", "8079530"));
        assertEquals(refused("\"grundys-game 30000\" takes 14999 lines to explain: an explanation has at most 10000; ask"
                + " for its value (grundy) or winning moves (moves)"), run("explain", "grundys-game", "30000"));
        String heaps = "nim " + "5 ".repeat(10_000) + "1";
        assertEquals(refused("\"nim 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 …\" (20005 characters) has 10001 winning moves,"
                + " each a position of 10001 numbers: an answer lists at most 1000000 numbers; ask for the value (grundy),"
                + " or about fewer components at once"), run("moves", heaps));
        String amounts = IntStream.rangeClosed(1, 20_000).mapToObj(k -> Integer.toString(2 * k)).collect(Collectors.joining(","));
        assertEquals(refused("\"2,4,6,8,10,12,14,16,18,20,22,24,26,28,30…\" (114448 characters) has 20000 amounts: a"
                + " subtraction set holds at most 10000"), run("grundy", "subtract:" + amounts, "1000000000000000000"));
        assertEquals(refused("\"end-nim 1500,1500 1500,1501\" needs about 215544556 steps of brute force in all: a question"
                + " is computed within 200000000; ask about fewer of its components at once"),
                run("grundy", "end-nim", "1500,1500", "1500,1501"));
    }

    /** A pile's options come from one brute force, not one each: this took two minutes. */
    @Test
    void aLargePileIsExplainedFromOneBruteForce() {
        Result result = run("explain", "end-nim", "1500,1500");
        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("Position: end-nim 1500,1500\nOptions of end-nim 1500,1500 and their values:\n"
                + "  end-nim 1500       1500\n"), result.out());
        assertTrue(result.out().endsWith("Value 0: a P-position, the previous player wins.\nNo winning move: every move"
                + " leaves a position of nonzero value.\n"), result.out());
        assertEquals(3000 + 5, result.out().lines().count());
    }

    /** Every line a new subtraction game, each with its table (the solver keeps only the last few; see GamesTest). */
    @Test
    void aStreamOfNewGamesIsAnsweredLineByLine() {
        String input = IntStream.range(0, 1500).mapToObj(k -> "subtract:1," + (2 + k) + " 1000000000000000000")
                .collect(Collectors.joining("\n"));
        Result result = runWithInput(input, "grundy");
        assertEquals(0, result.status(), result.err());
        assertEquals(1500, result.out().lines().count());
        assertTrue(result.out().lines().allMatch(value -> value.matches("[012]")), "two amounts: values 0, 1 or 2");
    }

    @Test
    void aTenMillionDigitNumberIsQuotedShortened() {
        assertEquals(refused("\"9999999999999999999999999999999999999999…\" (10000000 characters) is too large: sizes"
                + " go up to 9223372036854775807"), run("grundy", "nim", "9".repeat(10_000_000)));
        assertEquals(refused("line 1: \"9999999999999999999999999999999999999999…\" (10000000 characters) is too large:"
                + " sizes go up to 9223372036854775807"), runWithInput("nim " + "9".repeat(10_000_000) + "\n", "grundy"));
    }

    @Test
    void standardInputNamesTheLineOfEveryProblem() {
        // Found while answering, not reading: still told with its line.
        assertEquals(refused("line 2: " + tooManyToSearch("kayles 99999999", 99999999)),
                runWithInput("nim 1\nkayles 99999999\n", "moves"));
        // A carriage return ends a line, alone or before a line feed, and a line is one line however it ends.
        assertEquals(new Result(0, "1\n2\n3\n4\n", ""), runWithInput("nim 1\rnim 2\r\nnim 3\nnim 4", "grundy"));
        assertEquals(new Result(0, "nim 0\nnim 0\n\n", ""), runWithInput("nim 1\rnim 2\r\nnim 3 3\r\n", "moves"));
        assertEquals(refused("line 3: \"x\" is not a whole number: expected digits, like 7"),
                runWithInput("nim 1\rnim 2\r\nnim x\n", "grundy"));
        // Blank lines at the end are no questions; one before a position is a line with nothing on it.
        assertEquals(new Result(0, "1\n", ""), runWithInput("nim 1\n\n \r\n", "grundy"));
        assertEquals(refused("line 2: empty position: expected a game and its components, like nim 3 4 5"),
                runWithInput("nim 1\n\nnim 2\n", "grundy"));
        assertEquals(new Result(0, "", ""), runWithInput("", "grundy"));
    }

    /**
     * The book's {{ options }} counts a position's options before making them, and a table of values is one question,
     * however small each cell.
     */
    @Test
    void theBookAsksNoMoreThanTheCommandLine(@TempDir Path temp) throws IOException {
        Files.writeString(temp.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\n{{ options nim 10000000 }} and"
                + " {{ options colourful 1000000000000 }}\n\n```grundy-table\nrows: 1..60\ncolumns: 1..60\ncell: end-nim"
                + " {row},{column},1000\n```\n");
        String lesson = temp.resolve("01-one.md").toString();
        assertEquals(new Result(1, "", lesson + ":5:12: error: nim 10000000 has 10000000 options: too many to list in the"
                + " text (at most 200)\n" + lesson + ":5:43: error: colourful 1000000000000 has 1000000000000 options: too many"
                + " to list in the text (at most 200)\n" + lesson + ":10:7: error: the table needs about 3797157695 steps of"
                + " brute force in all: a question is computed within 200000000; show fewer rows or columns\n"
                + "nimbook: 3 errors\n"), run("check", "--content", temp.toString()));
    }
}
