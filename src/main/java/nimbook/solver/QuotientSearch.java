package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the misère quotient of the sums of heaps up to n, for n = 1, 2, …, each from the one before: a guess, then its
 * proof ({@link QuotientProof}). The guess sorts sums by their outcomes beside a set of test sums, which the misère
 * search gives: a sum whose heaps are all below n has the outcome the quotient already proven for them says, so only
 * sums holding a heap of n are searched. Two sums with different outcomes beside some test are different elements for
 * sure; two that no test told apart are guessed equal, and if that guess is wrong the proof fails and more tests are
 * tried. So what is returned is always proven, and a guess only decides how soon.
 */
final class QuotientSearch {
    /** Every sum of at most this many counters is a test. */
    private static final int SMALL = 6;
    /** How many guesses a quotient gets, each with more tests. */
    private static final int ROUNDS = 4;
    /** The most elements a quotient may have (the proof keeps sets of them as the bits of a long). */
    static final int ELEMENTS = 64;
    /** The largest heap added, to reach a quotient or to find a period. */
    static final int HEAPS = 64;
    /** The most outcomes of sums looked up or searched in all, and the most sums one guess keeps searched. */
    private static final long WORK = 5_000_000;
    private static final int KEPT = 200_000;

    /**
     * A quotient of the sums of heaps up to {@code image.length - 1}: identity 0, heap h is image[h], and a sum of each
     * element (the first found).
     */
    record Monoid(int[][] product, boolean[] p, int[] image, List<long[]> sums) {
        int element(long[] heaps) {
            int element = 0;
            for (long heap : heaps) {
                element = product[element][image[(int) heap]];
            }
            return element;
        }
    }

    /** From heap {@code start} on, a heap's element is that of the heap {@code length} smaller (a heap ≥ start + length). */
    record Period(int start, int length) {
    }

    private final Game inner;
    /** Each heap's options, as sorted heaps (the empty ones left out), by heap. */
    private final List<long[][]> options = new ArrayList<>();
    private long work;

    QuotientSearch(Game inner) {
        this.inner = inner;
        options.add(new long[0][]);
    }

    /** The quotient of the sums of heaps up to {@code largest}. */
    Monoid upTo(int largest) throws NotationException {
        Monoid monoid = trivial();
        for (int n = 1; n <= largest; n++) {
            monoid = next(monoid, n);
        }
        return monoid;
    }

    /**
     * The quotient of every sum of the game, a take-and-break game whose moves take at most {@code reach} counters:
     * heaps are added until their elements repeat with a period for long enough that every larger heap must go on
     * repeating it ({@link #period}). Null when none shows by heap {@value #HEAPS}.
     */
    Monoid whole(long reach) throws NotationException {
        Monoid monoid = trivial();
        for (int n = 1; n <= HEAPS; n++) {
            monoid = next(monoid, n);
            if (period(monoid.image(), reach) != null) {
                return monoid;
            }
        }
        return null;
    }

    /**
     * The period of the heaps' elements, when the heaps computed show it from a start n₀ with period p up to at least
     * 2n₀ + 2p + t − 1, for moves taking at most t counters. Then the quotient of these heaps is the whole game's, each
     * larger heap taking the element of the heap p smaller. Why: extended so, a heap h ≥ 2n₀ + p + t has options whose
     * elements are those of h − p (one heap left: h − k − p ≥ n₀; two heaps i + j = h − k with i ≤ j: j ≥ n₀ + p,
     * so j and j − p have one element, and back again), so each heap beyond those computed is, for the proof, a copy
     * of one that was checked. Null when there is no such period yet.
     */
    static Period period(int[] image, long reach) {
        int n = image.length - 1;
        for (int length = 1; 2L * length + reach + 1 <= n; length++) {
            int h = n;
            while (h - length >= 1 && image[h] == image[h - length]) {
                h--;
            }
            int start = h + 1 - length;
            if (n >= 2L * start + 2L * length + reach - 1) {
                return new Period(start, length);
            }
        }
        return null;
    }

    private static Monoid trivial() {
        // The empty sum alone: one element, which is not a P-position (the player to move has no move and wins).
        return new Monoid(new int[][] {{0}}, new boolean[] {false}, new int[] {0}, List.of(new long[0]));
    }

    /**
     * The quotient of heaps up to n from the one of heaps below n. The tests: the small sums, and a sum of each element
     * of the quotient below n; while a guess fails its proof, the sums of two of its elements' sums too.
     */
    private Monoid next(Monoid known, int n) throws NotationException {
        options.add(optionsOf(n));
        Set<Component> tests = new LinkedHashSet<>();
        addSums(tests, new long[0], 1, n, SMALL);
        for (long[] sum : known.sums()) {
            tests.add(Component.of(sum));
        }
        for (int round = 0; round < ROUNDS; round++) {
            Monoid guess = guess(known, n, new ArrayList<>(tests));
            if (QuotientProof.reduced(guess.product(), guess.p())
                    && QuotientProof.predicts(guess.product(), guess.p(), heaps(guess, n))) {
                return guess;
            }
            for (long[] a : guess.sums()) {
                for (long[] b : guess.sums()) {
                    tests.add(Component.of(merged(a, b)));
                }
            }
        }
        throw new NotationException("the misère quotient of " + inner.notation() + " with heaps up to " + n
                + " was not settled by " + tests.size() + " test sums", 0);
    }

    /** The heaps 1 to n as the proof sees them. */
    private List<QuotientProof.Heap> heaps(Monoid monoid, int n) {
        List<QuotientProof.Heap> heaps = new ArrayList<>();
        for (int h = 1; h <= n; h++) {
            long[][] own = options.get(h);
            int[] elements = new int[own.length];
            for (int i = 0; i < own.length; i++) {
                elements[i] = monoid.element(own[i]);
            }
            heaps.add(new QuotientProof.Heap(monoid.image()[h], elements));
        }
        return heaps;
    }

    /**
     * The guess: the elements reached from the empty sum by adding heaps, breadth first, a sum being a new element when
     * its outcomes beside the test sums differ from every element's so far.
     */
    private Monoid guess(Monoid known, int n, List<Component> tests) throws NotationException {
        Outcomes outcomes = new Outcomes(known, n);
        List<long[]> sums = new ArrayList<>(List.of(new long[0]));
        Map<String, Integer> bySignature = new HashMap<>();
        String empty = outcomes.signature(sums.get(0), tests);
        bySignature.put(empty, 0);
        List<Boolean> p = new ArrayList<>(List.of(empty.charAt(0) == 'P'));
        List<int[]> plusHeap = new ArrayList<>();
        for (int e = 0; e < sums.size(); e++) {
            int[] row = new int[n + 1];
            row[0] = e;
            for (int h = 1; h <= n; h++) {
                long[] sum = merged(sums.get(e), new long[] {h});
                String signature = outcomes.signature(sum, tests);
                Integer element = bySignature.get(signature);
                if (element == null) {
                    if (sums.size() == ELEMENTS) {
                        throw new NotationException("the misère quotient of " + inner.notation() + " with heaps up to "
                                + n + " has more than " + ELEMENTS + " elements", 0);
                    }
                    element = sums.size();
                    sums.add(sum);
                    p.add(signature.charAt(0) == 'P');
                    bySignature.put(signature, element);
                }
                row[h] = element;
            }
            plusHeap.add(row);
        }
        int[][] product = new int[sums.size()][sums.size()];
        boolean[] inP = new boolean[sums.size()];
        for (int x = 0; x < sums.size(); x++) {
            inP[x] = p.get(x);
            for (int y = 0; y < sums.size(); y++) {
                int element = x;
                for (long heap : sums.get(y)) {
                    element = plusHeap.get(element)[(int) heap];
                }
                product[x][y] = element;
            }
        }
        return new Monoid(product, inP, plusHeap.get(0), sums);
    }

    /** Every sum of heaps from {@code from} to {@code largest} with at most {@code counters} counters, added to a sum. */
    private static void addSums(Set<Component> sums, long[] sum, long from, int largest, long counters) {
        sums.add(Component.of(sum));
        for (long heap = from; heap <= Math.min(largest, counters); heap++) {
            addSums(sums, merged(sum, new long[] {heap}), heap, largest, counters - heap);
        }
    }

    /** The heaps of two sorted sums, sorted. */
    private static long[] merged(long[] a, long[] b) {
        long[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        Arrays.sort(all);
        return all;
    }

    /** A heap's options as sorted heaps, the empty ones left out; each must be smaller than the heap. */
    private long[][] optionsOf(long heap) throws NotationException {
        List<List<Component>> listed = inner.options(Component.of(heap));
        long[][] own = new long[listed.size()][];
        for (int i = 0; i < own.length; i++) {
            long[] parts = new long[listed.get(i).size()];
            for (int k = 0; k < parts.length; k++) {
                parts[k] = listed.get(i).get(k).heap();
            }
            own[i] = JointHeaps.positive(Component.of(parts));
            for (long part : own[i]) {
                if (part >= heap) {
                    throw new NotationException(inner.notation() + " is not a game whose moves make heaps smaller: a"
                            + " misère quotient is of sums of heaps up to a size, which its moves must keep", 0);
                }
            }
        }
        return own;
    }

    /** Misère outcomes of sums of heaps up to n, those of smaller heaps alone read from their proven quotient. */
    private final class Outcomes {
        private final Monoid known;
        private final int n;
        private final Map<Component, Boolean> memo = new HashMap<>();

        Outcomes(Monoid known, int n) {
            this.known = known;
            this.n = n;
        }

        /** The outcomes of the sum beside each test, as a word of P and N. */
        String signature(long[] sum, List<Component> tests) throws NotationException {
            StringBuilder signature = new StringBuilder();
            for (Component test : tests) {
                signature.append(p(merged(sum, test.toArray())) ? 'P' : 'N');
            }
            return signature.toString();
        }

        /** Whether a sorted sum is a misère P-position: it has a move, and every move leaves an N-position. */
        boolean p(long[] heaps) throws NotationException {
            if (++work > WORK) {
                throw new NotationException("the misère quotient of " + inner.notation() + " needs more than " + WORK
                        + " outcomes of sums", 0);
            }
            if (heaps.length == 0 || heaps[heaps.length - 1] < n) {
                return known.p()[known.element(heaps)];
            }
            Component key = Component.of(heaps);
            Boolean seen = memo.get(key);
            if (seen != null) {
                return seen;
            }
            if (memo.size() == KEPT) {
                throw new NotationException("the misère quotient of " + inner.notation() + " with heaps up to " + n
                        + " needs more than " + KEPT + " sums searched", 0);
            }
            boolean moves = false;
            for (int i = 0; i < heaps.length; i++) {
                for (long[] option : i > 0 && heaps[i] == heaps[i - 1] ? new long[0][] : options.get((int) heaps[i])) {
                    moves = true;
                    long[] rest = new long[heaps.length - 1];
                    System.arraycopy(heaps, 0, rest, 0, i);
                    System.arraycopy(heaps, i + 1, rest, i, heaps.length - 1 - i);
                    if (p(merged(rest, option))) {
                        memo.put(key, false);
                        return false;
                    }
                }
            }
            memo.put(key, moves);
            return moves;
        }
    }
}
