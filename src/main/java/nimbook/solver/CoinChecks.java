package nimbook.solver;

import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import nimbook.solver.Theorem.Verification;

/** The coin-turning theorems' checks: whole rows and boards by brute force, lone heads by their closed forms. */
final class CoinChecks {
    private CoinChecks() {
    }

    /** The closed form of a lone head on coin n, by game. */
    private static final Map<CoinRow.Rule, LongUnaryOperator> FORMS = Map.of(
            CoinRow.Rule.TURNING_TURTLES, n -> n,
            CoinRow.Rule.TWINS, n -> n - 1,
            CoinRow.Rule.MOCK_TURTLES, CoinChecks::odious,
            CoinRow.Rule.RULER, Long::lowestOneBit);

    /** The n-th odious number (of an odd number of ones in binary), from the first, 1. */
    static long odious(long n) {
        long m = 2 * (n - 1);
        return Long.bitCount(m) % 2 == 0 ? m + 1 : m;
    }

    /** Every row of up to {@code coins} coins by brute force, and the lone heads up to {@code heads} by the forms. */
    static Verification rows(Theorem theorem, long coins, long heads) {
        TheoremChecks.atMost("coins", coins, 14);
        TheoremChecks.atMost("heads", heads, CoinRow.COINS);
        long cases = 0;
        for (CoinRow.Rule rule : CoinRow.Rule.values()) {
            CoinRow game = new CoinRow(rule);
            GameTree tree = new GameTree(false);
            for (long mask = 0; mask < 1L << coins; mask++) {
                long[] faces = new long[(int) coins];
                for (int i = 0; i < coins; i++) {
                    faces[i] = mask >> i & 1;
                }
                cases++;
                String failed = compare(game, tree, Component.of(faces), game.grundy(Component.of(faces)));
                if (failed != null) {
                    return new Verification(theorem, Map.of("coins", coins, "heads", heads), cases, failed);
                }
            }
            for (int n = 1; n <= heads; n++) {
                cases++;
                if (game.head(n) != FORMS.get(rule).applyAsLong(n)) {
                    return new Verification(theorem, Map.of("coins", coins, "heads", heads), cases, rule.name
                            + ": a lone head on coin " + n + " is worth " + game.head(n) + " by the mex");
                }
            }
        }
        return new Verification(theorem, Map.of("coins", coins, "heads", heads), cases, null);
    }

    /** Every board of up to {@code rows} × {@code columns} by brute force against the nim-sum of (r − 1) ⊗ (c − 1). */
    static Verification tartan(Theorem theorem, long rows, long columns) {
        TheoremChecks.atMost("rows", rows, 4);
        TheoremChecks.atMost("columns", columns, 4);
        TurningCorners game = new TurningCorners();
        GameTree tree = new GameTree(false);
        long cases = 0;
        for (long mask = 0; mask < 1L << rows * columns; mask++) {
            long[] board = new long[1 + (int) (rows * columns)];
            board[0] = columns;
            long products = 0;
            for (int i = 0; i < rows * columns; i++) {
                board[1 + i] = mask >> i & 1;
                products ^= board[1 + i] == 1 ? NimField.product(i / columns, i % columns) : 0;
            }
            cases++;
            String failed = compare(game, tree, Component.of(board), products);
            if (failed != null) {
                return new Verification(theorem, Map.of("rows", rows, "columns", columns), cases, failed);
            }
        }
        return new Verification(theorem, Map.of("rows", rows, "columns", columns), cases, null);
    }

    /** The position's value by brute force over whole positions, against the one stated; null when they agree. */
    private static String compare(Game game, GameTree tree, Component component, long stated) {
        long brute = tree.value(new Position(List.of(new Term(game, List.of(component)))));
        return brute == stated ? null : game.term(List.of(component)) + " is worth " + brute + " by brute force, not "
                + stated;
    }

    /** a ⊗ b for a, b &lt; size against the definition: the mex of a′ ⊗ b ⊕ a ⊗ b′ ⊕ a′ ⊗ b′ over a′ &lt; a, b′ &lt; b. */
    static Verification product(Theorem theorem, long size) {
        TheoremChecks.atMost("size", size, 256);
        int n = (int) size;
        long[][] table = new long[n][n];
        long cases = 0;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                long[] options = new long[a * b];
                int count = 0;
                for (int a1 = 0; a1 < a; a1++) {
                    for (int b1 = 0; b1 < b; b1++) {
                        options[count++] = table[a1][b] ^ table[a][b1] ^ table[a1][b1];
                    }
                }
                table[a][b] = Mex.of(options, count);
                cases++;
                if (table[a][b] != NimField.product(a, b)) {
                    return new Verification(theorem, Map.of("size", size), cases, a + " ⊗ " + b + " is " + table[a][b]
                            + " by the definition");
                }
            }
        }
        return new Verification(theorem, Map.of("size", size), cases, null);
    }
}
