package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The coin-turning games and Turning Corners against their rules written again as moves on whole rows and boards (no
 * nim-sum of heads), and nim-multiplication against its definition.
 */
class CoinsTest {
    private final Solver solver = new Solver();

    /**
     * Each game's moves written again: for the coin n (from 1) going to tails, the sets of coins below it a move turns
     * too, as bit masks of coins (bit m − 1 for coin m).
     */
    private static final Map<String, IntFunction<List<Long>>> RULES = Map.of(
            "turning-turtles", listed(n -> sets(n, 0, 1)),
            "twins", listed(n -> sets(n, 1, 1)),
            "mock-turtles", listed(n -> sets(n, 0, 2)),
            "ruler", n -> {
                List<Long> runs = new ArrayList<>();
                for (int length = 0; length < n; length++) {
                    runs.add(((1L << length) - 1) << (n - 1 - length));
                }
                return runs;
            });

    /** The rule's sets for the coins of the rows tested, listed once (each is a search over 2^(n − 1) sets). */
    private static IntFunction<List<Long>> listed(IntFunction<List<Long>> rule) {
        List<List<Long>> sets = new ArrayList<>();
        for (int n = 1; n <= 12; n++) {
            sets.add(rule.apply(n));
        }
        return n -> sets.get(n - 1);
    }

    /** Every set of between fewest and most coins among coins 1 … n − 1. */
    private static List<Long> sets(int n, int fewest, int most) {
        List<Long> sets = new ArrayList<>();
        for (long set = 0; set < 1L << (n - 1); set++) {
            if (Long.bitCount(set) >= fewest && Long.bitCount(set) <= most) {
                sets.add(set);
            }
        }
        return sets;
    }

    /** A row's successors by a rule: a head goes to tails, with one of its sets turned over. */
    private static List<Long> moves(IntFunction<List<Long>> rule, long row) {
        List<Long> next = new ArrayList<>();
        for (int n = 1; n <= 63; n++) {
            if ((row >> (n - 1) & 1) == 1) {
                for (long set : rule.apply(n)) {
                    next.add(row ^ 1L << (n - 1) ^ set);
                }
            }
        }
        return next;
    }

    private static String row(long mask, int coins) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < coins; i++) {
            text.append((mask >> i & 1) == 1 ? 'H' : 'T');
        }
        return text.toString();
    }

    private static long mask(String row) {
        long mask = 0;
        for (int i = 0; i < row.length(); i++) {
            mask |= row.charAt(i) == 'H' ? 1L << i : 0;
        }
        return mask;
    }

    @Test
    void everyRowOfUpToTwelveCoinsHasTheValueAndTheMovesOfItsRule() throws NotationException {
        for (Map.Entry<String, IntFunction<List<Long>>> rule : RULES.entrySet()) {
            Definitions.Brute<Long> brute = new Definitions.Brute<>(row -> moves(rule.getValue(), row));
            for (long mask = 0; mask < 1 << 12; mask++) {
                String position = rule.getKey() + " " + row(mask, 12);
                Position parsed = solver.parse(position);
                assertEquals(brute.value(mask), solver.grundy(parsed), position);
                TreeSet<Long> options = new TreeSet<>();
                Game game = parsed.terms().get(0).game();
                for (List<Component> option : game.options(parsed.terms().get(0).components().get(0))) {
                    options.add(mask(game.written(option.get(0))));
                }
                assertEquals(new TreeSet<>(moves(rule.getValue(), mask)), options, position);
                assertEquals(options.size(), game.optionCount(parsed.terms().get(0).components().get(0)), position);
            }
        }
    }

    /** The closed forms of a lone head on coin n, against the values the solver finds by the mex. */
    @Test
    void loneHeadsFollowTheirClosedForms() throws NotationException {
        long[] turtles = solver.sequence(solver.game("turning-turtles"), 256);
        long[] twins = solver.sequence(solver.game("twins"), 256);
        long[] mock = solver.sequence(solver.game("mock-turtles"), 256);
        long[] ruler = solver.sequence(solver.game("ruler"), 256);
        long odious = 0;
        for (int n = 1; n <= 256; n++) {
            odious++;
            while (Long.bitCount(odious) % 2 == 0) {
                odious++;
            }
            assertEquals(n, turtles[n], "turning-turtles, coin " + n);
            assertEquals(n - 1, twins[n], "twins, coin " + n);
            assertEquals(odious, mock[n], "mock-turtles, coin " + n);
            assertEquals(Long.lowestOneBit(n), ruler[n], "ruler, coin " + n);
        }
    }

    /** Turning Corners on every board of twelve coins (3 × 4 and 4 × 3) by its moves, four corners at a time. */
    @Test
    void turningCornersHasTheValueAndTheMovesOfItsRuleOnSmallBoards() throws NotationException {
        for (int[] sides : new int[][] {{3, 4}, {4, 3}, {2, 6}}) {
            int rows = sides[0];
            int columns = sides[1];
            Definitions.Brute<Long> brute = new Definitions.Brute<>(board -> corners(board, rows, columns));
            for (long mask = 0; mask < 1L << rows * columns; mask++) {
                StringBuilder text = new StringBuilder("turning-corners ");
                for (int r = 0; r < rows; r++) {
                    text.append(r == 0 ? "" : ",").append(row(mask >> r * columns, columns));
                }
                Position parsed = solver.parse(text.toString());
                assertEquals(brute.value(mask), solver.grundy(parsed), text.toString());
                Game game = parsed.terms().get(0).game();
                TreeSet<Long> options = new TreeSet<>();
                for (List<Component> option : game.options(parsed.terms().get(0).components().get(0))) {
                    options.add(mask(game.written(option.get(0)).replace(",", "")));
                }
                assertEquals(new TreeSet<>(corners(mask, rows, columns)), options, text.toString());
            }
        }
    }

    /**
     * The Tartan theorem for every product of two of the four games, on every board of 3 × 4 coins: a move of G₁ × G₂ on
     * the head (x, y) turns T₁ × T₂ for a move T₁ of G₁ on x and T₂ of G₂ on y; a board is worth the nim-sum of
     * g₁(x) ⊗ g₂(y) over its heads.
     */
    @Test
    void productsOfTheFourGamesFollowTheTartanTheorem() throws NotationException {
        int rows = 3;
        int columns = 4;
        for (Map.Entry<String, IntFunction<List<Long>>> first : RULES.entrySet()) {
            for (Map.Entry<String, IntFunction<List<Long>>> second : RULES.entrySet()) {
                long[] g1 = solver.sequence(solver.game(first.getKey()), rows);
                long[] g2 = solver.sequence(solver.game(second.getKey()), columns);
                Definitions.Brute<Long> brute = new Definitions.Brute<>(board -> product(board, rows, columns,
                        first.getValue(), second.getValue()));
                for (long mask = 0; mask < 1L << rows * columns; mask++) {
                    long tartan = 0;
                    for (int i = 0; i < rows * columns; i++) {
                        tartan ^= (mask >> i & 1) == 1 ? NimField.product(g1[i / columns + 1], g2[i % columns + 1]) : 0;
                    }
                    assertEquals(tartan, brute.value(mask), first.getKey() + " × " + second.getKey() + ", board " + mask);
                }
            }
        }
    }

    /** The moves of a product of two coin games on a board held as bits, row by row (bit columns · (x − 1) + y − 1). */
    private static List<Long> product(long board, int rows, int columns, IntFunction<List<Long>> first,
            IntFunction<List<Long>> second) {
        List<Long> next = new ArrayList<>();
        for (int x = 1; x <= rows; x++) {
            for (int y = 1; y <= columns; y++) {
                if ((board >> (columns * (x - 1) + y - 1) & 1) == 1) {
                    for (long rowSet : first.apply(x)) {
                        for (long columnSet : second.apply(y)) {
                            long turned = 0;
                            long t1 = rowSet | 1L << (x - 1);
                            long t2 = columnSet | 1L << (y - 1);
                            for (int a = 0; a < rows; a++) {
                                for (int b = 0; b < columns; b++) {
                                    turned |= (t1 >> a & 1) == 1 && (t2 >> b & 1) == 1 ? 1L << (columns * a + b) : 0;
                                }
                            }
                            next.add(board ^ turned);
                        }
                    }
                }
            }
        }
        return next;
    }

    /** A head at (r, c) goes to tails with the coins at (a, c), (r, b) and (a, b) for every a < r and b < c. */
    private static List<Long> corners(long board, int rows, int columns) {
        List<Long> next = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if ((board >> (r * columns + c) & 1) == 1) {
                    for (int a = 0; a < r; a++) {
                        for (int b = 0; b < c; b++) {
                            next.add(board ^ 1L << (r * columns + c) ^ 1L << (a * columns + c) ^ 1L << (r * columns + b)
                                    ^ 1L << (a * columns + b));
                        }
                    }
                }
            }
        }
        return next;
    }

    /** a ⊗ b = mex { a′ ⊗ b ⊕ a ⊗ b′ ⊕ a′ ⊗ b′ : a′ &lt; a, b′ &lt; b }, the definition, for a and b below 128. */
    @Test
    void nimProductsFollowTheirDefinition() {
        int size = 128;
        int[][] product = new int[size][size];
        // The options seen for the current cell are those marked with its number: no clearing between cells.
        int[] seen = new int[2 * size];
        int cell = 0;
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                cell++;
                for (int a1 = 0; a1 < a; a1++) {
                    for (int b1 = 0; b1 < b; b1++) {
                        seen[product[a1][b] ^ product[a][b1] ^ product[a1][b1]] = cell;
                    }
                }
                int mex = 0;
                while (seen[mex] == cell) {
                    mex++;
                }
                product[a][b] = mex;
                assertEquals(mex, NimField.product(a, b), a + " ⊗ " + b);
            }
        }
    }

    /** The Fermat 2-power rules, and the field's laws on the numbers below 256, a field of 256 elements. */
    @Test
    void nimProductsMakeAField() {
        for (long fermat : new long[] {2, 4, 16, 256, 65536}) {
            assertEquals(3 * fermat / 2, NimField.product(fermat, fermat), fermat + " ⊗ " + fermat);
            for (long x = 0; x < Math.min(fermat, 300); x++) {
                assertEquals(x * fermat, NimField.product(x, fermat), x + " ⊗ " + fermat);
            }
        }
        for (long a = 1; a < 256; a++) {
            long inverses = 0;
            for (long b = 0; b < 256; b++) {
                assertEquals(NimField.product(a, b), NimField.product(b, a));
                inverses += NimField.product(a, b) == 1 ? 1 : 0;
                for (long c : new long[] {3, 77, 200, 255}) {
                    assertEquals(NimField.product(NimField.product(a, b), c), NimField.product(a, NimField.product(b, c)));
                    assertEquals(NimField.product(a, b ^ c), NimField.product(a, b) ^ NimField.product(a, c));
                }
            }
            assertEquals(1, inverses, "the inverses of " + a);
        }
        assertEquals(NimField.LARGEST, NimField.product(1, NimField.LARGEST));
        assertThrows(IllegalArgumentException.class, () -> NimField.product(2, NimField.LARGEST + 1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "twins THXH              | 8  | \"THXH\" holds \"X\": twins takes heads H and tails T, from coin 1 on the left, like twins THHTH",
        "turning-corners TH,HTT  | 19 | \"TH,HTT\" has rows of different lengths: turning-corners takes its rows of heads H and tails T from the top, joined by commas, like turning-corners TTH,THH",
        "turning-corners TH,     | 19 | \"TH,\" has rows of different lengths: turning-corners takes its rows of heads H and tails T from the top, joined by commas, like turning-corners TTH,THH",
        "ruler 3                 | 6  | \"3\" holds \"3\": ruler takes heads H and tails T, from coin 1 on the left, like ruler THHTH",
    })
    void badRowsAreNamedWithTheirPlace(String text, int offset, String message) {
        NotationException e = assertThrows(NotationException.class, () -> solver.parse(text));
        assertEquals(message, e.getMessage());
        assertEquals(offset, e.offset());
    }

    @Test
    void rowsAreWrittenAsTheyAreReadAndComparedWithoutTheirLastTails() throws NotationException {
        assertEquals("mock-turtles THHTT + twins HT", solver.parse("mock-turtles thhtt + twins HT").toString());
        assertEquals(solver.parse("mock-turtles THH").canonical(), solver.parse("mock-turtles THHTT").canonical());
        assertEquals(solver.parse("turning-corners TH,HT").canonical(),
                solver.parse("turning-corners THT,HTT,TTT").canonical());
        assertEquals("turning-corners T", solver.parse("turning-corners TT,TT").canonical().toString());
    }
}
