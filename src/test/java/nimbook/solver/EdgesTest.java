package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every game at the edges of a long (M is 2^63 − 1, H is 2^62): the right value and winning moves, or a one-line
 * refusal naming the limit, never a value wrapped past 2^63, a crash or a hang (what cannot be read at all is in
 * NotationTest).
 */
class EdgesTest {
    private static final Duration HANG = Duration.ofSeconds(30);

    /** M and H spelt out. */
    private static String spelt(String text) {
        return text.replaceAll("\\bM\\b", Long.toString(Long.MAX_VALUE)).replaceAll("\\bH\\b", Long.toString(1L << 62));
    }

    private static String tooManyToSearch(String position, String moves) {
        return "\"" + position + "\" has " + moves + " moves to look through for the winning ones: a question looks through"
                + " at most 1000000; its value (grundy) is still given";
    }

    /**
     * Each row: the position, its value (or the refusal of reading it), and its winning moves joined by "; " (or the
     * refusal to find them); explain gives the same value and moves, or the same refusal.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "none", value = {
        "nim M                        | M                   | nim 0",
        "nim M + nim M                | 0                   | ''",
        "misere-nim M M               | 0                   | ''",
        "misere-nim M M M             | M                   | misere-nim 0 M M",
        "misere-nim 1 M               | 9223372036854775806 | misere-nim 1 0",
        "subtract:1..3 M              | 3                   | subtract:1..3 9223372036854775804",
        "subtract:1,2,4 M             | 1                   | subtract:1,2,4 9223372036854775806; subtract:1,2,4 9223372036854775803",
        "subtract:1000000 M           | 0                   | ''",
        "kayles M                     | 2                   | search M",
        "dawsons-kayles M             | 0                   | ''",
        "dawsons-chess M              | 2                   | search H",
        "octal:0.137 M                | 2                   | search H",
        "colourful M,M                | 9223372036854775806 | colourful M,1",
        "colourful 1,M                | M                   | colourful 1,1",
        "end-nim M                    | M                   | end-nim 0",
        "empty-and-divide M,M         | 0                   | ''",
        "empty-and-divide 1,M         | 0                   | ''",
        "empty-and-divide H,H         | 62                  | search 2305843009213693952",
        "nim M 1 + colourful M,M      | 0                   | ''",
    })
    void aValueOrARefusalAtTheEdges(String written, String value, String moves) {
        assertTimeoutPreemptively(HANG, () -> {
            Solver solver = new Solver();
            Position position = solver.parse(spelt(written));
            assertEquals(spelt(value), Long.toString(solver.grundy(position)));
            if (moves.startsWith("search ")) {
                String refusal = tooManyToSearch(spelt(written), spelt(moves.substring(7)));
                assertEquals(refusal, assertThrows(NotationException.class, () -> solver.winningMoves(position)).getMessage());
                assertEquals(refusal, assertThrows(NotationException.class, () -> solver.explain(position)).getMessage());
                return;
            }
            List<String> listed = solver.winningMoves(position).stream().map(Position::toString).toList();
            assertEquals(spelt(moves), String.join("; ", listed));
            Explanation explanation = solver.explain(position);
            assertEquals(spelt(value), Long.toString(explanation.value()));
            assertEquals(listed, explanation.winningMoves());
        });
    }

    /** Every power of two up to 2^62 may be taken: the last was once left out. */
    @ParameterizedTest
    @ValueSource(longs = {Long.MAX_VALUE, 1L << 62})
    void powersOfTwoUpToTheLargest(long heap) throws NotationException {
        Solver solver = new Solver();
        Position position = solver.parse("powers-of-two " + heap);
        assertEquals(heap % 3, solver.grundy(position));
        List<Position> moves = solver.winningMoves(position);
        for (Position move : moves) {
            assertEquals(0, solver.grundy(move), move.toString());
        }
        // n ≡ 1 (mod 3) takes an even power, 2^0 to 2^62: 32 of them; 2^62 ≡ 1 takes 2^0 … 2^60 (31) and 2^62 itself.
        assertEquals(32, moves.size());
    }
}
