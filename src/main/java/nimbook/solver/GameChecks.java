package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import nimbook.solver.Theorem.Verification;
import nimbook.solver.TheoremChecks.Heaps;
import static nimbook.solver.TheoremChecks.CASES_LIMIT;
import static nimbook.solver.TheoremChecks.STEPS_LIMIT;
import static nimbook.solver.TheoremChecks.atMost;

/**
 * How the theorems of the games in disguise are checked (Lasker's, staircase, Moore's, greedy and circular Nim, Chomp):
 * each closed form against the game's own rule searched by brute force, over a range whose cost is bounded first.
 */
final class GameChecks {
    /** The limit on the options a check's game-tree searches look at, each a position made and looked up (~5 s). */
    private static final long SEARCH_LIMIT = 20_000_000L;

    private GameChecks() {
    }

    static Verification greedyNim(Theorem theorem, long heaps, long size) {
        atMost("heaps", heaps, 6);
        atMost("size", size, 15);
        GreedyNim game = new GreedyNim();
        return Heaps.check(theorem, heaps, size, h -> {
            boolean even = GreedyNim.largestCount(h) % 2 == 0;
            boolean zero = game.grundy(Component.of(h)) == 0;
            return even == zero ? null : game.term(List.of(Component.of(h))) + ": "
                    + (zero ? "a P-position with an odd number of largest heaps" : "an N-position with an even number"
                            + " of largest heaps");
        });
    }

    /** By the definition: a heap of n moves to every smaller heap and to every pair of non-empty heaps adding up to n. */
    static Verification lasker(Theorem theorem, long size) {
        // Quadratic in the size: 20000 takes a few seconds.
        atMost("size", size, 20_000);
        int n = (int) size;
        long[] g = new long[n + 1];
        long[] options = new long[n + n / 2 + 1];
        for (int heap = 1; heap <= n; heap++) {
            int count = 0;
            for (int m = 0; m < heap; m++) {
                options[count++] = g[m];
            }
            for (int a = 1; 2 * a <= heap; a++) {
                options[count++] = g[a] ^ g[heap - a];
            }
            g[heap] = Mex.of(options, count);
            if (g[heap] != Lasker.value(heap)) {
                return new Verification(theorem, Map.of("size", size), heap + 1L, "lasker " + heap + ": the rule gives "
                        + Lasker.value(heap) + ", brute force " + g[heap]);
            }
        }
        return new Verification(theorem, Map.of("size", size), size + 1, null);
    }

    /** Every staircase of {@code steps} steps with at most {@code size} coins on each, searched whole. */
    static Verification staircase(Theorem theorem, long steps, long size) {
        atMost("steps", steps, 6);
        atMost("size", size, 6);
        // The staircases reachable hold at most steps × size coins in all, and each has at most that many options.
        long coinsInAll = steps * size;
        searchable(theorem, "steps " + steps + " and size " + size, "steps or size",
                binomial(coinsInAll + steps, steps) * coinsInAll);
        Staircase game = new Staircase();
        GameTree tree = new GameTree(false);
        long[] coins = new long[(int) steps];
        long cases = 0;
        Map<String, Long> parameters = Map.of("steps", steps, "size", size);
        while (true) {
            Component staircase = Component.of(coins);
            long brute = tree.value(new Position(List.of(new Term(game, List.of(staircase)))));
            cases++;
            if (brute != game.grundy(staircase)) {
                return new Verification(theorem, parameters, cases, game.term(List.of(staircase)) + ": the rule gives "
                        + game.grundy(staircase) + ", brute force " + brute);
            }
            // The next staircase, counting in base size + 1.
            int i = 0;
            while (i < coins.length && coins[i] == size) {
                coins[i++] = 0;
            }
            if (i == coins.length) {
                return new Verification(theorem, parameters, cases, null);
            }
            coins[i]++;
        }
    }

    /** Moore's rule against the brute force of Nim_j, for every j up to k. */
    static Verification moore(Theorem theorem, long k, long heaps, long size) {
        atMost("k", k, 5);
        atMost("heaps", heaps, 6);
        atMost("size", size, 15);
        // Each game searches every multiset of heaps, and a position has at most as many options as the largest has.
        long options = 0;
        for (int j = 1; j <= k; j++) {
            options += binomial(heaps, j) * (long) Math.pow(size, j);
        }
        searchable(theorem, "k = " + k + ", heaps " + heaps + " and size " + size, "k, heaps or size",
                binomial(size + heaps, heaps) * options);
        long cases = 0;
        for (int j = 1; j <= k; j++) {
            Moore game = new Moore(j);
            int taken = j;
            Verification one = Heaps.check(theorem, heaps, size, h -> {
                boolean rule = Moore.isP(h, taken);
                boolean zero = game.grundy(Component.of(h)) == 0;
                return rule == zero ? null : game.term(List.of(Component.of(h))) + ": " + (zero
                        ? "a P-position with a column of ones that is not a multiple of " + (taken + 1)
                        : "an N-position whose every column of ones is a multiple of " + (taken + 1));
            });
            cases += one.cases();
            if (!one.holds()) {
                return new Verification(theorem, Map.of("k", k, "heaps", heaps, "size", size), cases, one.counterexample());
            }
        }
        return new Verification(theorem, Map.of("k", k, "heaps", heaps, "size", size), cases, null);
    }

    /** Unbroken circles of 0 to {@code size} counters, searched whole through every broken circle they lead to. */
    static Verification circularNim(Theorem theorem, long size) {
        atMost("size", size, 16);
        CircularNim game = new CircularNim();
        GameTree tree = new GameTree(false);
        for (long n = 0; n <= size; n++) {
            long brute = tree.value(new Position(List.of(new Term(game, List.of(Component.of(n))))));
            boolean p = n == 0 || n >= 4;
            if ((brute == 0) != p) {
                return new Verification(theorem, Map.of("size", size), n + 1, "circular-nim " + n + ": "
                        + (p ? "an N-position" : "a P-position") + " by brute force");
            }
        }
        return new Verification(theorem, Map.of("size", size), size + 1, null);
    }

    /** Rectangles up to size × size, and bars of two rows up to size long. */
    static Verification chomp(Theorem theorem, long size) {
        atMost("size", size, 8);
        Chomp game = new Chomp();
        long cases = 0;
        for (int rows = 1; rows <= size; rows++) {
            for (int columns = 1; columns <= size; columns++) {
                long[] bar = new long[rows];
                Arrays.fill(bar, columns);
                cases++;
                boolean zero = game.grundy(Component.of(bar)) == 0;
                if (zero != (rows == 1 && columns == 1)) {
                    return new Verification(theorem, Map.of("size", size), cases, game.term(List.of(Component.of(bar)))
                            + (zero ? ": a P-position" : ": an N-position"));
                }
            }
        }
        for (long a = 1; a <= size; a++) {
            for (long b = 0; b <= a; b++) {
                cases++;
                boolean zero = game.grundy(Component.of(a, b)) == 0;
                if (zero != (a == b + 1)) {
                    return new Verification(theorem, Map.of("size", size), cases, "chomp " + a + "," + b
                            + (zero ? ": a P-position" : ": an N-position"));
                }
            }
        }
        return new Verification(theorem, Map.of("size", size), cases, null);
    }

    /**
     * Every picture of up to {@code edges} edges (connected, hanging from the ground, loops and repeated edges allowed,
     * one of each shape), its value by the fusion and colon principles against a memoised mex over standard forms.
     */
    static Verification hackenbush(Theorem theorem, long edges) {
        atMost("edges", edges, 8);
        Hackenbush game = new Hackenbush();
        Search<Long> brute = Search.mex(game);
        long cases = 0;
        for (Component picture : Hackenbush.pictures((int) edges)) {
            cases++;
            long value = game.grundy(picture);
            if (brute.value(picture) != value) {
                return new Verification(theorem, Map.of("edges", edges), cases, game.term(List.of(picture)) + ": worth "
                        + brute.value(picture) + " by brute force, not " + value);
            }
        }
        return new Verification(theorem, Map.of("edges", edges), cases, null);
    }

    /** Refuses a check whose searches would look at more than {@link #SEARCH_LIMIT} options. */
    private static void searchable(Theorem theorem, String range, String lower, long options) {
        if (options > SEARCH_LIMIT) {
            throw new TheoremChecks.Refusal(null, "checking " + theorem.id() + " up to " + range + " looks at about " + options
                    + " options, more than " + SEARCH_LIMIT + ": lower " + lower);
        }
    }

    /** n choose k, for the small numbers of these checks. */
    private static long binomial(long n, long k) {
        long result = 1;
        for (long i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }

}
