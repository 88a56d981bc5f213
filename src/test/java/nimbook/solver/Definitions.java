package nimbook.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The games written again from their rules, independently of the solver: each state lists its successor
 * states, and values are a memoised mex over whole states — no XOR, no octal codes, no closed forms. Tests
 * compare the solver with these.
 */
final class Definitions {
    private Definitions() {
    }

    /**
     * One-heap games' rules, by the catalogue's name: a heap's options, each a list of heaps (a split leaves two).
     * {@link ValuesTest} compares the catalogue's values with them; the games it checks one by one are
     * {@link #CHECKED_ONE_BY_ONE}.
     */
    static final Map<String, Function<Long, List<List<Long>>>> HEAP_RULES = Map.ofEntries(
            Map.entry("squares", n -> taking(n, k -> Math.round(Math.sqrt(k)) * Math.round(Math.sqrt(k)) == k)),
            Map.entry("powers-of-two", n -> taking(n, k -> Long.bitCount(k) == 1)));

    /** The catalogue's games whose rules ValuesTest checks in a test of their own. */
    static final java.util.Set<String> CHECKED_ONE_BY_ONE = java.util.Set.of("nim", "misere-nim", "subtract:SET", "cubes",
            "kayles", "dawsons-kayles", "dawsons-chess", "octal:CODE", "grundys-game", "lasker", "colourful", "end-nim",
            "empty-and-divide", "wythoff", "staircase", "moore:K", "greedy-nim", "every-heap", "circular-nim", "chomp");

    /** A heap's options when a move takes an amount {@code allowed}. */
    private static List<List<Long>> taking(long n, java.util.function.LongPredicate allowed) {
        List<List<Long>> options = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            if (allowed.test(k)) {
                options.add(List.of(n - k));
            }
        }
        return options;
    }

    /** The value of heaps by a one-heap rule: a memoised mex over whole positions, no XOR. */
    static Brute<List<Long>> heaps(Function<Long, List<List<Long>>> rule) {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (List<Long> option : rule.apply(heaps.get(i))) {
                    List<Long> after = new ArrayList<>(heaps);
                    after.remove(i);
                    after.addAll(option);
                    after.sort(null);
                    next.add(after);
                }
            }
            return next;
        });
    }

    /** A memoised mex over states of type S, given each state's successors. */
    static final class Brute<S> {
        private final Function<S, List<S>> successors;
        private final Map<S, Long> memo = new HashMap<>();
        private final boolean misere;

        Brute(Function<S, List<S>> successors) {
            this(successors, false);
        }

        Brute(Function<S, List<S>> successors, boolean misere) {
            this.successors = successors;
            this.misere = misere;
        }

        long value(S state) {
            Long known = memo.get(state);
            if (known != null) {
                return known;
            }
            List<S> next = successors.apply(state);
            TreeSet<Long> seen = new TreeSet<>();
            for (S s : next) {
                seen.add(value(s));
            }
            long mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            long value = next.isEmpty() && misere ? 1 : mex;
            memo.put(state, value);
            return value;
        }
    }

    /** Which pins a bowling move may knock down, for a row game on standing pins (bit i = pin i stands). */
    enum Bowling {
        /** Kayles: one pin, or two adjacent pins. */
        KAYLES,
        /** Dawson's Kayles: exactly two adjacent pins. */
        DAWSONS_KAYLES,
        /** Dawson’s chess as pins: a lone pin, two adjacent pins at the end of a run, or three adjacent pins. */
        DAWSONS_CHESS
    }

    static Brute<Integer> bowling(Bowling kind) {
        return new Brute<>(row -> {
            List<Integer> next = new ArrayList<>();
            for (int i = 0; i < 31; i++) {
                boolean here = stands(row, i);
                if (!here) {
                    continue;
                }
                boolean left = stands(row, i - 1);
                boolean right = stands(row, i + 1);
                boolean two = stands(row, i + 1);
                boolean three = two && stands(row, i + 2);
                switch (kind) {
                    case KAYLES -> {
                        next.add(row & ~(1 << i));
                        if (two) {
                            next.add(row & ~(3 << i));
                        }
                    }
                    case DAWSONS_KAYLES -> {
                        if (two) {
                            next.add(row & ~(3 << i));
                        }
                    }
                    case DAWSONS_CHESS -> {
                        if (!left && !right) {
                            next.add(row & ~(1 << i));
                        }
                        if (two && (!left || !stands(row, i + 2))) {
                            next.add(row & ~(3 << i));
                        }
                        if (three) {
                            next.add(row & ~(7 << i));
                        }
                    }
                    default -> throw new IllegalStateException();
                }
            }
            return next;
        });
    }

    private static boolean stands(int row, int i) {
        return i >= 0 && i < 31 && (row >> i & 1) == 1;
    }

    /** A full row of n pins. */
    static int row(int n) {
        return (1 << n) - 1;
    }

    /** Grundy's game on a multiset of heaps (sorted list): split a heap into two different non-empty heaps. */
    static Brute<List<Integer>> grundysGame() {
        return new Brute<>(heaps -> {
            List<List<Integer>> next = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                int n = heaps.get(i);
                for (int a = 1; a < n - a; a++) {
                    List<Integer> after = new ArrayList<>(heaps);
                    after.remove(i);
                    after.add(a);
                    after.add(n - a);
                    after.sort(null);
                    next.add(after);
                }
            }
            return next;
        });
    }

    /** A subtraction game on one heap with the amounts for which {@code allowed} holds. */
    static Brute<Long> subtraction(java.util.function.LongPredicate allowed) {
        return new Brute<>(n -> {
            List<Long> next = new ArrayList<>();
            for (long k = 1; k <= n; k++) {
                if (allowed.test(k)) {
                    next.add(n - k);
                }
            }
            return next;
        });
    }

    /** Colourful Nim on one pile, sections bottom to top: take from the top section. */
    static Brute<List<Long>> colourful() {
        return new Brute<>(pile -> {
            List<List<Long>> next = new ArrayList<>();
            if (pile.isEmpty()) {
                return next;
            }
            long top = pile.get(pile.size() - 1);
            for (long left = 0; left < top; left++) {
                List<Long> after = new ArrayList<>(pile.subList(0, pile.size() - 1));
                if (left > 0) {
                    after.add(left);
                }
                next.add(after);
            }
            return next;
        });
    }

    /** Double-ended colourful Nim on one pile: take from the top section or from the bottom section. */
    static Brute<List<Long>> endNim() {
        return new Brute<>(pile -> {
            List<List<Long>> next = new ArrayList<>();
            if (pile.isEmpty()) {
                return next;
            }
            for (int end : pile.size() == 1 ? new int[] {0} : new int[] {0, pile.size() - 1}) {
                for (long left = 0; left < pile.get(end); left++) {
                    List<Long> after = new ArrayList<>(pile);
                    if (left == 0) {
                        after.remove(end);
                    } else {
                        after.set(end, left);
                    }
                    next.add(after);
                }
            }
            return next;
        });
    }

    /** Empty and Divide on one pair of boxes (a, b): empty one box and divide the other. */
    static Brute<List<Long>> emptyAndDivide() {
        return new Brute<>(boxes -> {
            List<List<Long>> next = new ArrayList<>();
            for (long n : boxes) {
                for (long x = 1; x < n; x++) {
                    next.add(List.of(Math.min(x, n - x), Math.max(x, n - x)));
                }
            }
            return next;
        });
    }

    /** Wythoff’s game on a pair of piles. */
    static Brute<List<Long>> wythoff() {
        return new Brute<>(p -> {
            List<List<Long>> next = new ArrayList<>();
            long a = p.get(0);
            long b = p.get(1);
            for (long k = 1; k <= a; k++) {
                next.add(List.of(a - k, b));
            }
            for (long k = 1; k <= b; k++) {
                next.add(List.of(a, b - k));
            }
            for (long k = 1; k <= Math.min(a, b); k++) {
                next.add(List.of(a - k, b - k));
            }
            return next;
        });
    }

    /** Nim on a multiset of heaps (sorted list), normal or misère play, searched whole. */
    static Brute<List<Long>> nim(boolean misere) {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (long left = 0; left < heaps.get(i); left++) {
                    List<Long> after = new ArrayList<>(heaps);
                    after.set(i, left);
                    after.sort(null);
                    next.add(after);
                }
            }
            return next;
        }, misere);
    }

    /** Lasker’s Nim on a multiset of heaps (sorted list): take from one heap, or split one into two non-empty heaps. */
    static Brute<List<Long>> lasker() {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                long n = heaps.get(i);
                for (long left = 0; left < n; left++) {
                    next.add(replaced(heaps, i, left == 0 ? List.of() : List.of(left)));
                }
                for (long a = 1; a < n; a++) {
                    next.add(replaced(heaps, i, List.of(a, n - a)));
                }
            }
            return next;
        });
    }

    /** The heaps with heap i replaced by the given heaps, sorted again. */
    private static List<Long> replaced(List<Long> heaps, int i, List<Long> by) {
        List<Long> after = new ArrayList<>(heaps);
        after.remove(i);
        after.addAll(by);
        after.sort(null);
        return after;
    }

    /** Moore’s Nim_k on heaps (sorted list): pick a non-empty set of at most k heaps, and make each of them smaller. */
    static Brute<List<Long>> moore(int k) {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int set = 1; set < 1 << heaps.size(); set++) {
                if (Integer.bitCount(set) <= k) {
                    smaller(heaps, set, 0, new ArrayList<>(), next);
                }
            }
            return next;
        });
    }

    /** Every way to make each heap of the set (a bit mask) smaller, heap by heap from {@code i}. */
    private static void smaller(List<Long> heaps, int set, int i, List<Long> done, List<List<Long>> next) {
        if (i == heaps.size()) {
            List<Long> after = new ArrayList<>(done);
            after.sort(null);
            next.add(after);
            return;
        }
        long heap = heaps.get(i);
        if ((set >> i & 1) == 0) {
            done.add(heap);
            smaller(heaps, set, i + 1, done, next);
            done.remove(done.size() - 1);
            return;
        }
        for (long left = 0; left < heap; left++) {
            done.add(left);
            smaller(heaps, set, i + 1, done, next);
            done.remove(done.size() - 1);
        }
    }

    /** Greedy Nim on heaps (sorted list): make one of the largest heaps smaller. */
    static Brute<List<Long>> greedy() {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            long largest = heaps.stream().mapToLong(Long::longValue).max().orElse(0);
            for (int i = 0; i < heaps.size(); i++) {
                for (long left = 0; left < heaps.get(i) && heaps.get(i) == largest; left++) {
                    next.add(replaced(heaps, i, List.of(left)));
                }
            }
            return next;
        });
    }

    /** Nim with one more move: the same number of counters from every non-empty heap (sorted list, no empty heaps). */
    static Brute<List<Long>> everyHeap() {
        return new Brute<>(heaps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                for (long left = 0; left < heaps.get(i); left++) {
                    next.add(replaced(heaps, i, left == 0 ? List.of() : List.of(left)));
                }
            }
            if (heaps.size() >= 2) {
                for (long taken = 1; taken <= heaps.get(0); taken++) {
                    List<Long> after = new ArrayList<>();
                    for (long heap : heaps) {
                        if (heap > taken) {
                            after.add(heap - taken);
                        }
                    }
                    next.add(after);
                }
            }
            return next;
        });
    }

    /** Staircase Nim: coins per step from the lowest; move coins from a step to the one below, or off from the lowest. */
    static Brute<List<Long>> staircase() {
        return new Brute<>(steps -> {
            List<List<Long>> next = new ArrayList<>();
            for (int i = 0; i < steps.size(); i++) {
                for (long coins = 1; coins <= steps.get(i); coins++) {
                    List<Long> after = new ArrayList<>(steps);
                    after.set(i, steps.get(i) - coins);
                    if (i > 0) {
                        after.set(i - 1, steps.get(i - 1) + coins);
                    }
                    next.add(after);
                }
            }
            return next;
        });
    }

    /**
     * Chomp on a bar held as a set of squares, bit 8r + c for row r and column c: eat a square other than (0, 0)
     * together with every square at or beyond both its row and its column.
     */
    static Brute<Long> chomp() {
        return new Brute<>(bar -> {
            List<Long> next = new ArrayList<>();
            for (int square = 1; square < 64; square++) {
                if ((bar >> square & 1) == 1) {
                    long eaten = 0;
                    for (int other = 0; other < 64; other++) {
                        if (other / 8 >= square / 8 && other % 8 >= square % 8) {
                            eaten |= 1L << other;
                        }
                    }
                    next.add(bar & ~eaten);
                }
            }
            return next;
        });
    }

    /** The bar of the given row lengths as a set of squares for {@link #chomp}. */
    static long bar(long... rows) {
        long squares = 0;
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r]; c++) {
                squares |= 1L << (8 * r + c);
            }
        }
        return squares;
    }

    /** Circular Nim on a circle of n places, the counters left as a bit mask: take 1 to 3 counters from adjacent places. */
    static Brute<Integer> circle(int n) {
        return new Brute<>(counters -> {
            List<Integer> next = new ArrayList<>();
            for (int start = 0; start < n; start++) {
                int taken = 0;
                for (int length = 1; length <= 3 && length <= n; length++) {
                    int place = (start + length - 1) % n;
                    if ((counters >> place & 1) == 0) {
                        break;
                    }
                    taken |= 1 << place;
                    next.add(counters & ~taken);
                }
            }
            return next;
        });
    }
}
