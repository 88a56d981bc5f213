package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import nimbook.text.Spelling;

/**
 * The theorems the book states, each checked over a finite range by comparing a closed form with a brute
 * force that does not use it. The book's {@code verify} blocks and the benchmark run these checks.
 */
public enum Theorem {
    EENY_MEENY("eeny-meeny", "the eeny-meeny rule gives the value of every colourful Nim pile",
            Map.of("sections", 7L, "size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.PileCheck.check(this, p.get("sections"), p.get("size"), EenyMeeny::value);
        }
    },
    RECURRENCE("recurrence", "a colourful pile (n₁, …, nₖ) is worth nₖ − 1 if nₖ ≤ G(n₁, …, nₖ₋₁), and nₖ otherwise",
            Map.of("sections", 7L, "size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.PileCheck.check(this, p.get("sections"), p.get("size"), EenyMeeny::recurrence);
        }
    },
    BOUTON("bouton", "a Nim position’s Grundy value is the XOR of its heaps, so the player to move"
            + " loses exactly when that is 0", Map.of("heaps", 3L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.Heaps.check(this, false, p.get("heaps"), p.get("size"));
        }
    },
    MISERE_NIM("misere-nim", "a misère Nim position’s misère Grundy value is its nim-sum, or the nim-sum XOR 1"
            + " when no heap has two or more counters, so the player to move loses exactly when that is 0",
            Map.of("heaps", 3L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.Heaps.check(this, true, p.get("heaps"), p.get("size"));
        }
    },
    SPRAGUE_GRUNDY("sprague-grundy", "the Grundy value of a sum of games is the XOR of its components’ values",
            Map.of("size", 5L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.sums(this, p.get("size"));
        }
    },
    EMPTY_AND_DIVIDE("empty-and-divide", "Empty and Divide (a, b) is worth the position of the lowest 0 bit of"
            + " (a − 1) OR (b − 1)", Map.of("size", 64L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.emptyAndDivide(this, p.get("size"));
        }
    },
    SUBTRACTION("subtraction", "in S(1..k) a heap of n is worth n mod (k + 1)", Map.of("k", 10L, "size", 1000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.subtraction(this, p.get("k"), p.get("size"));
        }
    },
    POWERS_OF_TWO("powers-of-two", "taking powers of two, a heap of n is worth n mod 3", Map.of("size", 10000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.periodic(this, TakeAndBreak.powersOfTwo(), new TakeAndBreak.Period(0, 3), p.get("size"));
        }
    },
    OCTAL_PERIODIC("octal-periodic", "each named octal game's period and start satisfy the hypothesis of the Guy–Smith"
            + " theorem (checked from heap e = max(start, 1)), no smaller period or start repeats, and the values repeat up"
            + " to size", Map.of("size", 2000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.octalPeriodic(this, p.get("size"));
        }
    },
    WYTHOFF("wythoff", "the P-positions of Wythoff’s game are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images",
            Map.of("size", 200L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return TheoremChecks.wythoff(this, p.get("size"));
        }
    },
    LASKER("lasker", "in Lasker’s Nim a heap of n is worth n − 1 when n is a positive multiple of 4, n + 1 when n leaves"
            + " remainder 3 on division by 4, and n otherwise", Map.of("size", 1000L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.lasker(this, p.get("size"));
        }
    },
    STAIRCASE("staircase", "a staircase is worth the nim-sum of the coins on its odd-numbered steps",
            Map.of("steps", 4L, "size", 4L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.staircase(this, p.get("steps"), p.get("size"));
        }
    },
    MOORE("moore", "a position of Moore’s Nim_k is a P-position exactly when, in every binary place, the number of heaps"
            + " with a 1 there is a multiple of k + 1", Map.of("k", 3L, "heaps", 4L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.moore(this, p.get("k"), p.get("heaps"), p.get("size"));
        }
    },
    GREEDY_NIM("greedy-nim", "a position of greedy Nim is a P-position exactly when an even number of heaps share the"
            + " largest size", Map.of("heaps", 4L, "size", 7L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.greedyNim(this, p.get("heaps"), p.get("size"));
        }
    },
    CIRCULAR_NIM("circular-nim", "a circle of n counters, from which a move takes one, two or three adjacent counters,"
            + " is a P-position exactly when n = 0 or n ≥ 4", Map.of("size", 12L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.circularNim(this, p.get("size"));
        }
    },
    CHOMP("chomp", "every rectangular bar larger than the poisoned square is an N-position, and a bar of two rows"
            + " (a, b) is a P-position exactly when a = b + 1", Map.of("size", 6L)) {
        @Override
        Verification run(Map<String, Long> p) {
            return GameChecks.chomp(this, p.get("size"));
        }
};

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
        } catch (TheoremChecks.Refusal e) {
            throw new Refused(e.parameter(), e.getMessage());
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
}
