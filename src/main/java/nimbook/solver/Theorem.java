package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.LongStream;

/**
 * The theorems the book states, each checked over a finite range by comparing a closed form with a brute
 * force that does not use it. The book's {@code verify} blocks and the benchmark run these checks.
 */
public enum Theorem {
    EENY_MEENY("eeny-meeny", "the eeny-meeny rule gives the value of every colourful Nim pile",
            Map.of("sections", 7L, "size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return PileCheck.check(this, p.get("sections"), p.get("size"), EenyMeeny::value);
        }
    },
    RECURRENCE("recurrence", "a colourful pile (n₁, …, nₖ) is worth nₖ − 1 if nₖ ≤ G(n₁, …, nₖ₋₁), and nₖ otherwise",
            Map.of("sections", 7L, "size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return PileCheck.check(this, p.get("sections"), p.get("size"), EenyMeeny::recurrence);
        }
    },
    BOUTON("bouton", "a Nim position's Grundy value is the XOR of its heaps, so the player to move"
            + " loses exactly when that is 0", Map.of("heaps", 3L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return Heaps.check(this, false, p.get("heaps"), p.get("size"));
        }
    },
    MISERE_NIM("misere-nim", "a misère Nim position's misère Grundy value is its nim-sum, or the nim-sum XOR 1"
            + " when no heap has two or more counters, so the player to move loses exactly when that is 0",
            Map.of("heaps", 3L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return Heaps.check(this, true, p.get("heaps"), p.get("size"));
        }
    },
    SPRAGUE_GRUNDY("sprague-grundy", "the Grundy value of a sum of games is the XOR of its components' values",
            Map.of("size", 5L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return sums(this, p.get("size"));
        }
    },
    EMPTY_AND_DIVIDE("empty-and-divide", "Empty and Divide (a, b) is worth the position of the lowest 0 bit of"
            + " (a − 1) OR (b − 1)", Map.of("size", 64L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return emptyAndDivide(this, p.get("size"));
        }
    },
    SUBTRACTION("subtraction", "in S(1..k) a heap of n is worth n mod (k + 1)", Map.of("k", 10L, "size", 1000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return subtraction(this, p.get("k"), p.get("size"));
        }
    },
    POWERS_OF_TWO("powers-of-two", "taking powers of two, a heap of n is worth n mod 3", Map.of("size", 10000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return periodic(this, TakeAndBreak.powersOfTwo(), new TakeAndBreak.Period(0, 3), p.get("size"));
        }
    },
    WYTHOFF("wythoff", "the P-positions of Wythoff's game are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images",
            Map.of("size", 200L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return wythoff(this, p.get("size"));
        }
    },
    LASKER("lasker", "in Lasker's Nim a heap of n is worth n − 1 when n is a positive multiple of 4, n + 1 when n leaves"
            + " remainder 3 on division by 4, and n otherwise", Map.of("size", 1000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return lasker(this, p.get("size"));
        }
    },
    STAIRCASE("staircase", "a staircase is worth the nim-sum of the coins on its odd-numbered steps",
            Map.of("steps", 4L, "size", 4L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return staircase(this, p.get("steps"), p.get("size"));
        }
    },
    MOORE("moore", "a position of Moore's Nim_k is a P-position exactly when, in every binary place, the number of heaps"
            + " with a 1 there is a multiple of k + 1", Map.of("k", 3L, "heaps", 4L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return moore(this, p.get("k"), p.get("heaps"), p.get("size"));
        }
    },
    GREEDY_NIM("greedy-nim", "a position of greedy Nim is a P-position exactly when an even number of heaps share the"
            + " largest size", Map.of("heaps", 4L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            atMost("heaps", p.get("heaps"), 6);
            atMost("size", p.get("size"), 15);
            GreedyNim game = new GreedyNim();
            return Heaps.check(this, p.get("heaps"), p.get("size"), heaps -> {
                boolean even = GreedyNim.largestCount(heaps) % 2 == 0;
                boolean zero = game.grundy(Component.of(heaps)) == 0;
                return even == zero ? null : game.term(List.of(Component.of(heaps))) + ": "
                        + (zero ? "a P-position with an odd number of largest heaps" : "an N-position with an even number"
                                + " of largest heaps");
            });
        }
    },
    CIRCULAR_NIM("circular-nim", "a circle of n counters, from which a move takes one, two or three adjacent counters,"
            + " is a P-position exactly when n = 0 or n ≥ 4", Map.of("size", 12L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return circularNim(this, p.get("size"));
        }
    },
    CHOMP("chomp", "every rectangular bar larger than the poisoned square is an N-position, and a bar of two rows"
            + " (a, b) is a P-position exactly when a = b + 1", Map.of("size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return chomp(this, p.get("size"));
        }
    };

    /** The limit on a check's cases, so that a build cannot be made to run for minutes (2·10⁸ run in seconds). */
    public static final long CASES_LIMIT = 200_000_000L;
    /** The limit on a check's elementary steps, where cases differ much in cost (~3 s on this machine). */
    private static final long STEPS_LIMIT = 2_000_000_000L;
    /** The limit on the options a check's game-tree searches look at, each a position made and looked up (~5 s). */
    private static final long SEARCH_LIMIT = 20_000_000L;

    private final String id;
    private final String statement;
    private final Map<String, Long> defaults;

    Theorem(String id, String statement, Map<String, Long> defaults) {
        this.id = id;
        this.statement = statement;
        this.defaults = new TreeMap<>(defaults);
    }

    /** The name a {@code verify} block uses: {@code eeny-meeny}. */
    public String id() {
        return id;
    }

    public String statement() {
        return statement;
    }

    /** The parameters and their default values. */
    public Map<String, Long> defaults() {
        return defaults;
    }

    /** What a check found: how many cases it compared, and the first counterexample (null when none). */
    public record Verification(Theorem theorem, Map<String, Long> parameters, long cases, String counterexample) {
        public boolean holds() {
            return counterexample == null;
        }
    }

    abstract Verification run(Map<String, Long> parameters);

    /**
     * A check refused: a parameter the theorem does not take or out of its range ({@link #parameter()} names it),
     * or a range too costly as a whole (no parameter).
     */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        private final String parameter;

        Refused(String parameter, String message) {
            super(message, null, false, false);
            this.parameter = parameter;
        }

        /** The parameter at fault, or null when the fault is the range as a whole. */
        public String parameter() {
            return parameter;
        }
    }

    /** A refusal from inside a check, where checked exceptions cannot go; {@link #check} turns it into a Refused. */
    private static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final String parameter;

        Refusal(String parameter, String message) {
            super(message, null, false, false);
            this.parameter = parameter;
        }
    }

    /** Checks the theorem with the given parameters (missing ones take their defaults). */
    public Verification check(Map<String, Long> parameters) throws Refused {
        Map<String, Long> all = new TreeMap<>(defaults);
        for (Map.Entry<String, Long> entry : parameters.entrySet()) {
            if (!defaults.containsKey(entry.getKey())) {
                throw new Refused(entry.getKey(), Notation.quote(entry.getKey()) + " is not a parameter of " + id
                        + Spelling.suggest(entry.getKey(), defaults.keySet()) + "; it takes "
                        + String.join(", ", defaults.keySet()));
            }
            if (entry.getValue() < 1) {
                throw new Refused(entry.getKey(), Notation.quote(entry.getKey()) + " must be at least 1");
            }
            all.put(entry.getKey(), entry.getValue());
        }
        try {
            return run(all);
        } catch (Refusal e) {
            throw new Refused(e.parameter, e.getMessage());
        }
    }

    /** The theorem called {@code id}; the error lists the known ones. */
    public static Theorem named(String id) throws NotationException {
        for (Theorem theorem : values()) {
            if (theorem.id.equals(id)) {
                return theorem;
            }
        }
        List<String> known = new ArrayList<>();
        for (Theorem theorem : values()) {
            known.add(theorem.id);
        }
        throw new NotationException("unknown theorem " + Notation.quote(id) + Spelling.suggest(id.toLowerCase(Locale.ROOT), known)
                + "; known theorems: " + String.join(", ", known), 0);
    }

    /** Colourful Nim piles, by the definition: the options of (…, x) are (…) and (…, y) for y < x. */
    static final class PileCheck {
        interface Form {
            long value(long[] sections, int k);
        }

        static Verification check(Theorem theorem, long maxSections, long maxSize, Form form) {
            atMost("size", maxSize, 62);
            // The walk goes a section deeper at each level.
            atMost("sections", maxSections, 62);
            long cases = 1;
            for (int k = 1; k <= maxSections; k++) {
                cases += (long) Math.pow(maxSize, k);
                if (cases > CASES_LIMIT) {
                    throw new Refusal(null, "checking " + theorem.id + " up to sections " + maxSections + " and size "
                            + maxSize + " means more than " + CASES_LIMIT + " cases: lower sections or size");
                }
            }
            long[] sections = new long[(int) maxSections];
            String[] counterexample = {null};
            long checked = 1 + walk(sections, 0, 0, (int) maxSize, form, counterexample);
            return new Verification(theorem, Map.of("sections", maxSections, "size", maxSize), checked, counterexample[0]);
        }

        /** Checks every pile extending the first {@code depth} sections, whose brute-force value is {@code below}. */
        private static long walk(long[] s, int depth, long below, int maxSize, Form form, String[] counterexample) {
            if (depth == s.length || counterexample[0] != null) {
                return 0;
            }
            long checked = 0;
            long seen = 1L << below;
            for (int x = 1; x <= maxSize; x++) {
                s[depth] = x;
                long value = Mex.ofMask(seen);
                seen |= 1L << value;
                checked++;
                long claimed = form.value(s, depth + 1);
                if (claimed != value) {
                    counterexample[0] = "colourful " + Component.of(Arrays.copyOf(s, depth + 1)) + ": the formula"
                            + " gives " + claimed + ", brute force " + value;
                    return checked;
                }
                checked += walk(s, depth + 1, value, maxSize, form, counterexample);
                if (counterexample[0] != null) {
                    return checked;
                }
            }
            return checked;
        }
    }

    private static void atMost(String parameter, long value, long limit) {
        if (value > limit) {
            throw new Refusal(parameter, Notation.quote(parameter) + " is " + value + "; it can be at most " + limit);
        }
    }

    /** Positions of up to {@code heaps} heaps of at most {@code size}, each multiset of sizes once. */
    private static final class Heaps {
        /** A rule that holds for some heaps, or else says how it fails. */
        interface Rule {
            /** Null when the rule holds for these heaps (non-decreasing), else the counterexample. */
            String failure(long[] heaps);
        }

        /** Nim or misère Nim searched whole against Bouton's rule or its misère form. */
        static Verification check(Theorem theorem, boolean misere, long heaps, long size) {
            atMost("heaps", heaps, 6);
            atMost("size", size, 15);
            Game game = misere ? new MisereNim() : new Nim();
            GameTree tree = new GameTree(misere);
            return check(theorem, heaps, size, h -> {
                List<Component> components = new ArrayList<>();
                for (long x : h) {
                    components.add(Component.of(x));
                }
                Position position = new Position(List.of(new Term(game, components)));
                long formula = misere ? MisereNim.value(components) : Nim.nimSum(components);
                long brute = tree.value(position);
                return formula == brute ? null : position + ": the formula gives " + formula + ", brute force " + brute;
            });
        }

        static Verification check(Theorem theorem, long heaps, long size, Rule rule) {
            Map<String, Long> parameters = Map.of("heaps", heaps, "size", size);
            long[] h = new long[(int) heaps];
            long cases = 0;
            while (true) {
                cases++;
                String failure = rule.failure(h.clone());
                if (failure != null) {
                    return new Verification(theorem, parameters, cases, failure);
                }
                // Next multiset of heap sizes, as a non-decreasing sequence.
                int i = h.length - 1;
                while (i >= 0 && h[i] == size) {
                    i--;
                }
                if (i < 0) {
                    return new Verification(theorem, parameters, cases, null);
                }
                h[i]++;
                for (int j = i + 1; j < h.length; j++) {
                    h[j] = h[i];
                }
            }
        }
    }

    private static Verification sums(Theorem theorem, long size) {
        // Each case is a brute-force game tree: size 10 takes ~10 s, 12 took minutes.
        atMost("size", size, 10);
        Solver solver = new Solver();
        GameTree tree = new GameTree(false);
        long cases = 0;
        for (long a = 0; a <= size; a++) {
            for (long b = 0; b <= size; b++) {
                for (long c = 0; c <= size; c++) {
                    for (long d = 1; d <= size; d++) {
                        String text = "nim " + a + " + kayles " + b + " + squares " + c + " + colourful " + d + "," + (size + 1 - d);
                        Position position;
                        try {
                            position = solver.parse(text);
                        } catch (NotationException e) {
                            throw new IllegalStateException(e);
                        }
                        cases++;
                        long brute = tree.value(position);
                        if (brute != solver.grundy(position)) {
                            return new Verification(theorem, Map.of("size", size), cases, text + ": the XOR gives "
                                    + solver.grundy(position) + ", brute force " + brute);
                        }
                    }
                }
            }
        }
        return new Verification(theorem, Map.of("size", size), cases, null);
    }

    /** By the definition: (a, b) moves to every division of a or of b. */
    private static Verification emptyAndDivide(Theorem theorem, long size) {
        // Cubic in the size: 1000 takes a few seconds, 2000 took a minute.
        atMost("size", size, 1000);
        int n = (int) size;
        long[][] g = new long[n + 1][n + 1];
        long[] values = new long[2 * n];
        long cases = 0;
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= a; b++) {
                int count = 0;
                for (int x = 1; x < a; x++) {
                    values[count++] = g[Math.max(x, a - x)][Math.min(x, a - x)];
                }
                for (int x = 1; x < b; x++) {
                    values[count++] = g[Math.max(x, b - x)][Math.min(x, b - x)];
                }
                g[a][b] = Mex.of(values, count);
                cases++;
                long formula = EmptyAndDivide.lowestZeroBit(a, b);
                if (formula != g[a][b]) {
                    return new Verification(theorem, Map.of("size", size), cases, "empty-and-divide " + a + "," + b
                            + ": the formula gives " + formula + ", brute force " + g[a][b]);
                }
            }
        }
        return new Verification(theorem, Map.of("size", size), cases, null);
    }

    private static Verification subtraction(Theorem theorem, long maxK, long size) {
        atMost("k", maxK, 1000);
        // Filling the table of subtract:1..k up to size costs about size × k steps, for every k up to maxK.
        long steps = Saturating.times(size, maxK * (maxK + 1) / 2);
        if (steps > STEPS_LIMIT) {
            throw new Refusal(null, "checking subtraction up to k = " + maxK + " and size " + size + " takes"
                    + " about " + steps + " steps, more than " + STEPS_LIMIT + ": lower k or size");
        }
        long cases = 0;
        for (long k = 1; k <= maxK; k++) {
            long[] amounts = LongStream.rangeClosed(1, k).toArray();
            Verification one = periodic(theorem, TakeAndBreak.subtraction("subtract:1.." + k, amounts),
                    new TakeAndBreak.Period(0, k + 1), size);
            cases += one.cases();
            if (!one.holds()) {
                return new Verification(theorem, Map.of("k", maxK, "size", size), cases, one.counterexample());
            }
        }
        return new Verification(theorem, Map.of("k", maxK, "size", size), cases, null);
    }

    /** Every heap up to {@code size}: the table's brute-force value against the period's. */
    private static Verification periodic(Theorem theorem, TakeAndBreak game, TakeAndBreak.Period period, long size) {
        atMost("size", size, 10_000_000);
        Map<String, Long> parameters = new LinkedHashMap<>(Map.of("size", size));
        for (long n = 0; n <= size; n++) {
            long brute = game.table(n);
            long formula = game.table(n < period.start() ? n : period.start() + (n - period.start()) % period.period());
            if (brute != formula) {
                return new Verification(theorem, parameters, n + 1, game.notation() + " " + n + ": the period gives "
                        + formula + ", brute force " + brute);
            }
        }
        return new Verification(theorem, parameters, size + 1, null);
    }

    private static Verification wythoff(Theorem theorem, long size) {
        atMost("size", size, Wythoff.LIMIT);
        Wythoff game = new Wythoff();
        // Ask for the far corner first: the table is then made once at the size checked, not grown step by step to
        // twice that (four times the cells, and the first of them run by the interpreter in a cold build).
        game.grundy(Component.of(size, size));
        Set<Long> pairs = new HashSet<>();
        for (long k = 0; k <= size; k++) {
            long a = (k + isqrt(5 * k * k)) / 2;
            if (a + k <= size) {
                pairs.add(a * (size + 1) + a + k);
                pairs.add((a + k) * (size + 1) + a);
            }
        }
        long cases = 0;
        for (long a = 0; a <= size; a++) {
            for (long b = 0; b <= size; b++) {
                cases++;
                boolean zero = game.grundy(Component.of(a, b)) == 0;
                if (zero != pairs.contains(a * (size + 1) + b)) {
                    return new Verification(theorem, Map.of("size", size), cases, "wythoff " + a + "," + b + ": "
                            + (zero ? "a P-position that is not a Wythoff pair" : "a Wythoff pair that is not a P-position"));
                }
            }
        }
        return new Verification(theorem, Map.of("size", size), cases, null);
    }

    /** By the definition: a heap of n moves to every smaller heap and to every pair of non-empty heaps adding up to n. */
    private static Verification lasker(Theorem theorem, long size) {
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
    private static Verification staircase(Theorem theorem, long steps, long size) {
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
    private static Verification moore(Theorem theorem, long k, long heaps, long size) {
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
    private static Verification circularNim(Theorem theorem, long size) {
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
    private static Verification chomp(Theorem theorem, long size) {
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

    /** Refuses a check whose searches would look at more than {@link #SEARCH_LIMIT} options. */
    private static void searchable(Theorem theorem, String range, String lower, long options) {
        if (options > SEARCH_LIMIT) {
            throw new Refusal(null, "checking " + theorem.id + " up to " + range + " looks at about " + options
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

    private static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r * r > n) {
            r--;
        }
        while ((r + 1) * (r + 1) <= n) {
            r++;
        }
        return r;
    }
}
