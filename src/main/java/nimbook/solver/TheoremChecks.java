package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;
import nimbook.solver.Theorem.Verification;

/**
 * How each {@link Theorem} is checked: its closed form against a brute force that does not use it, over a range
 * whose cost is bounded before the check starts (a range too costly is refused, naming the parameter to lower).
 */
final class TheoremChecks {
    /** The limit on a check's cases, so that a build cannot be made to run for minutes (2·10⁸ run in seconds). */
    static final long CASES_LIMIT = 200_000_000L;
    /** The limit on a check's elementary steps, where cases differ much in cost (~3 s on this machine). */
    static final long STEPS_LIMIT = 2_000_000_000L;

    /** A refusal from inside a check, where checked exceptions cannot go; {@link Theorem#check} turns it into a Refused. */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final String parameter;

        Refusal(String parameter, String message) {
            super(message, null, false, false);
            this.parameter = parameter;
        }

        String parameter() {
            return parameter;
        }
    }

    private TheoremChecks() {
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
                    throw new Refusal(null, "checking " + theorem.id() + " up to sections " + maxSections + " and size "
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

    static void atMost(String parameter, long value, long limit) {
        if (value > limit) {
            throw new Refusal(parameter, Notation.quote(parameter) + " is " + value + "; it can be at most " + limit);
        }
    }

    /** Positions of up to {@code heaps} heaps of at most {@code size}, each multiset of sizes once. */
    static final class Heaps {
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

    static Verification sums(Theorem theorem, long size) {
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
    static Verification emptyAndDivide(Theorem theorem, long size) {
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

    static Verification subtraction(Theorem theorem, long maxK, long size) {
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
    static Verification periodic(Theorem theorem, TakeAndBreak game, TakeAndBreak.Period period, long size) {
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

    /**
     * The catalogue's octal games (Kayles, Dawson's Kayles, Dawson's chess), each with the period the book prints: the
     * table, filled by the mex rule alone, meets the hypothesis of the Guy–Smith theorem, G(n + p) = G(n) for
     * e ≤ n < 2e + p + t with e = max(start, 1) (and G(p) = G(0) when the period starts at 0); it repeats up to
     * {@code size}; and neither a smaller period nor an earlier start does.
     */
    static Verification octalPeriodic(Theorem theorem, long size) {
        atMost("size", size, 20_000);
        Map<String, Long> parameters = Map.of("size", size);
        Games catalogue = new Games(1);
        long cases = 0;
        for (Games.Entry entry : Games.ENTRIES) {
            Game named;
            try {
                named = entry.name().contains(":") ? null : catalogue.game(entry.name());
            } catch (NotationException e) {
                throw new IllegalStateException(e);
            }
            if (!(named instanceof TakeAndBreak game) || !game.octal()) {
                continue;
            }
            TakeAndBreak.Period period = game.period();
            String failure = period == null ? "no period is known" : octalFailure(game, period, size);
            cases += size + 1;
            if (failure != null) {
                return new Verification(theorem, parameters, cases, game.notation() + ": " + failure);
            }
        }
        return new Verification(theorem, parameters, cases, null);
    }

    /** How the table of {@code game} contradicts {@code period}, or null. */
    private static String octalFailure(TakeAndBreak game, TakeAndBreak.Period period, long size) {
        long start = period.start();
        long p = period.period();
        long e = Math.max(start, 1);
        long end = Math.max(size, 2 * e + p + game.largest()) + p;
        for (long n = start == 0 ? 0 : e; n < end - p; n++) {
            if (game.table(n + p) != game.table(n)) {
                return "G(" + (n + p) + ") = " + game.table(n + p) + " but G(" + n + ") = " + game.table(n);
            }
        }
        if (start > 0 && game.table(start - 1 + p) == game.table(start - 1)) {
            return "the period " + p + " already starts at heap " + (start - 1);
        }
        for (long q = 1; q < p; q++) {
            long shift = q;
            if (LongStream.range(start, end - q).allMatch(n -> game.table(n + shift) == game.table(n))) {
                return "the values repeat with the smaller period " + q;
            }
        }
        return null;
    }

    static Verification wythoff(Theorem theorem, long size) {
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
