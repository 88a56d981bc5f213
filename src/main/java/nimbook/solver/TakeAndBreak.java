package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;

/**
 * A take-and-break game on heaps: a move takes some counters from one heap and may leave the rest as no
 * heap, one heap or two heaps. The rule is data — for each amount, which of those it allows — so subtraction
 * games, octal games (Kayles, Dawson's games) and Grundy's game share one memoised mex table, grown on demand
 * up to a limit; beyond it, values come from a period that a theorem gives or that the table proves.
 */
final class TakeAndBreak implements Game {
    /** Leave no heap: the amount taken is the whole heap. */
    static final int NONE = 1;
    /** Leave one non-empty heap. */
    static final int ONE = 2;
    /** Leave two non-empty heaps. */
    static final int TWO = 4;
    /** Leave two non-empty heaps of different sizes. */
    static final int TWO_UNEQUAL = 8;

    /** Values repeat: G(n + period) = G(n) for every n ≥ start. */
    record Period(long start, long period) {
    }

    /** The smallest table for which a period is looked for (looking is quadratic in the table length). */
    private static final int FIRST_PERIOD_SEARCH = 64;
    /** Heaps below this are explained by listing their options, larger ones by their period when known. */
    private static final long LISTED = 100;

    private final String notation;
    private final String description;
    /** The amounts a move may take, increasing, and for each what it may leave (bits NONE, ONE, TWO…). */
    private final long[] amounts;
    private final int[] leaves;
    /** True when a period, once seen in the table, is proven: finite amounts, each taking something. */
    private final boolean infinite;
    final boolean provable;
    private final boolean octal;
    /** True when some move leaves two heaps. */
    private final boolean splits;
    /** True when every move may leave one heap or none: a subtraction game, whose table fills by the tightest loop. */
    private final boolean subtraction;
    private final int limit;

    private int[] table = new int[0];
    private int nextSearch = FIRST_PERIOD_SEARCH;
    private Period period;

    private TakeAndBreak(String notation, String description, long[] amounts, int[] leaves, boolean infinite, int limit,
            Period theorem, boolean octal) {
        this.notation = notation;
        this.octal = octal;
        this.description = description;
        this.amounts = amounts;
        this.leaves = leaves;
        this.infinite = infinite;
        this.provable = !infinite && amounts[0] > 0;
        this.splits = Arrays.stream(leaves).anyMatch(leave -> (leave & (TWO | TWO_UNEQUAL)) != 0);
        this.subtraction = Arrays.stream(leaves).allMatch(leave -> leave == (NONE | ONE));
        this.limit = limit;
        this.period = theorem;
    }

    /** The table of a subtraction game costs a step per amount per heap: a set of many amounts reaches less far. */
    private static final long SUBTRACTION_STEPS = 3_000_000_000L;

    /**
     * A subtraction game with a finite set, written {@code 1,2,4} or {@code 1..3}; S(1..k) is n mod (k + 1). Its
     * table reaches 10,000,000, or as far as {@value #SUBTRACTION_STEPS} steps go for its amounts.
     */
    static TakeAndBreak subtraction(String notation, long[] amounts) {
        boolean oneToK = amounts[amounts.length - 1] == amounts.length;
        return new TakeAndBreak(notation, "take " + setText(amounts) + " counters from one heap", amounts,
                all(amounts.length, NONE | ONE), false, (int) Math.min(10_000_000, SUBTRACTION_STEPS / amounts.length),
                oneToK ? new Period(0, amounts.length + 1) : null, false);
    }

    static TakeAndBreak squares() {
        return powers("squares", "take a positive square number of counters from one heap", 2, 2_000_000);
    }

    static TakeAndBreak cubes() {
        return powers("cubes", "take a positive cube number of counters from one heap", 3, 5_000_000);
    }

    private static TakeAndBreak powers(String name, String description, int exponent, int limit) {
        // A plain loop: a stream over the 1,414 squares costs a cold build milliseconds in the interpreter.
        int count = 0;
        while (power(count + 1, exponent) <= limit) {
            count++;
        }
        long[] amounts = new long[count];
        for (int k = 1; k <= count; k++) {
            amounts[k - 1] = power(k, exponent);
        }
        return new TakeAndBreak(name, description, amounts, all(amounts.length, NONE | ONE), true, limit, null, false);
    }

    private static long power(long k, int exponent) {
        return exponent == 2 ? k * k : k * k * k;
    }

    /** Every power of two is 1 or 2 mod 3, never 0: a heap of n is worth n mod 3. */
    static TakeAndBreak powersOfTwo() {
        long[] amounts = LongStream.range(0, 63).map(i -> 1L << i).toArray();
        return new TakeAndBreak("powers-of-two", "take a power of two (1, 2, 4, 8, …) counters from one heap", amounts,
                all(amounts.length, NONE | ONE), true, 10_000_000, new Period(0, 3), false);
    }

    /**
     * An octal game 0.d₁d₂…d_t: digit d_k says what taking k counters may leave — bit 1 no heap, bit 2 one
     * heap, bit 4 two heaps. Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137.
     */
    static TakeAndBreak octal(String notation, String description, String digits) {
        long[] amounts = LongStream.rangeClosed(1, digits.length()).filter(k -> digits.charAt((int) k - 1) != '0').toArray();
        int[] leaves = Arrays.stream(amounts).mapToInt(k -> digits.charAt((int) k - 1) - '0').toArray();
        return new TakeAndBreak(notation, description, amounts, leaves, false, 20_000, null, true);
    }

    /** Grundy's game: take nothing, split a heap into two of different sizes. */
    static TakeAndBreak grundys() {
        return new TakeAndBreak("grundys-game", "split one heap into two non-empty heaps of different sizes",
                new long[] {0}, new int[] {TWO_UNEQUAL}, false, 100_000, null, false);
    }

    private static int[] all(int length, int leave) {
        int[] leaves = new int[length];
        Arrays.fill(leaves, leave);
        return leaves;
    }

    private static String setText(long[] amounts) {
        if (amounts.length == 1) {
            return Long.toString(amounts[0]);
        }
        return String.join(", ", Arrays.stream(amounts, 0, amounts.length - 1).mapToObj(Long::toString).toList())
                + " or " + amounts[amounts.length - 1];
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public Shape shape() {
        return Shape.HEAP;
    }

    @Override
    public String description() {
        return description;
    }

    /** The largest heap the table is grown to. */
    int limit() {
        return limit;
    }

    boolean octal() {
        return octal;
    }

    /** The most counters a move takes: t of an octal game. */
    long largest() {
        return amounts[amounts.length - 1];
    }

    @Override
    public Game cutBruteForce(int divisor) {
        return new TakeAndBreak(notation, description, amounts, leaves, infinite, limit / divisor, period, octal);
    }

    @Override
    public void check(Component component) throws NotationException {
        if (component.heap() > limit && period() == null) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " is too large: " + notation
                    + " heaps are computed by brute force up to " + limit, 0);
        }
    }

    /** For each amount a heap holds: no heap or one heap left, or each way of splitting the rest in two. */
    @Override
    public long optionCount(Component component) {
        long n = component.heap();
        long count = 0;
        for (int i = 0; i < amounts.length && amounts[i] <= n; i++) {
            long rest = n - amounts[i];
            int leave = leaves[i];
            if ((leave & NONE) != 0 && rest == 0 || (leave & ONE) != 0 && rest > 0) {
                count = Saturating.add(count, 1);
            }
            if ((leave & TWO) != 0) {
                count = Saturating.add(count, rest / 2);
            } else if ((leave & TWO_UNEQUAL) != 0) {
                count = Saturating.add(count, (rest - 1) / 2);
            }
        }
        return count;
    }

    @Override
    public long grundy(Component component) {
        return value(component.heap());
    }

    /** The value of a heap of {@code n}: from the table, reduced by the period when there is one. */
    synchronized long value(long n) {
        if (period != null && n >= period.start() + period.period()) {
            return table(period.start() + (n - period.start()) % period.period());
        }
        if (n <= limit) {
            return table(n);
        }
        Period known = period();
        if (known == null) {
            throw new IllegalArgumentException(notation + " heap " + n + " is beyond the table limit " + limit);
        }
        return value(n);
    }

    /** The brute-force value: the mex of the options' values, from the table (grown to {@code n} if need be). */
    synchronized int table(long n) {
        while (table.length <= n) {
            grow((int) Math.min(limit, Math.max(n, 2L * table.length + 16)) + 1);
            if (provable && period == null && table.length >= nextSearch) {
                period = findPeriod(table.length);
                nextSearch = 2 * table.length;
            }
        }
        return table[(int) n];
    }

    /** The period, from a theorem or proven by a table grown up to the limit; null when none is known. */
    synchronized Period period() {
        while (period == null && provable && table.length <= limit) {
            table(Math.min(limit, Math.max(nextSearch, table.length)));
        }
        return period;
    }

    /** Fills the table up to {@code length} by the mex rule; kept as one tight loop, it is the hot path. */
    private void grow(int length) {
        int from = table.length;
        int[] g = Arrays.copyOf(table, length);
        int largest = Arrays.stream(table).max().orElse(0);
        // seen[v] == n + 1 marks value v as taken by an option of heap n: no clearing between heaps. Option
        // values, XORs of two values at most `largest`, stay below twice its highest bit.
        int[] seen = new int[capacity(largest)];
        // A subtraction game marks g[n − a] for each amount: G(0) = 0 covers taking the whole heap. Its loop is the
        // tightest; the square game of a million heaps runs it.
        for (int n = from; n < length; n++) {
            int stamp = n + 1;
            for (int i = 0; subtraction && i < amounts.length && amounts[i] <= n; i++) {
                seen[g[n - (int) amounts[i]]] = stamp;
            }
            for (int i = 0; !subtraction && i < amounts.length && amounts[i] <= n; i++) {
                int rest = n - (int) amounts[i];
                int leave = leaves[i];
                if ((leave & NONE) != 0 && rest == 0) {
                    seen[0] = stamp;
                }
                if ((leave & ONE) != 0 && rest > 0) {
                    seen[g[rest]] = stamp;
                }
                if ((leave & (TWO | TWO_UNEQUAL)) != 0) {
                    boolean equalAllowed = (leave & TWO) != 0;
                    for (int a = 1; 2 * a <= rest; a++) {
                        if (equalAllowed || 2 * a != rest) {
                            seen[g[a] ^ g[rest - a]] = stamp;
                        }
                    }
                }
            }
            int mex = 0;
            while (mex < seen.length && seen[mex] == stamp) {
                mex++;
            }
            g[n] = mex;
            if (mex > largest) {
                largest = mex;
                if (capacity(largest) > seen.length) {
                    seen = Arrays.copyOf(seen, capacity(largest));
                }
            }
        }
        table = g;
    }

    private static int capacity(int largest) {
        return 2 * Integer.highestOneBit(Math.max(1, largest)) + 2;
    }

    /**
     * The least period, from its least start, when the first {@code length} values prove it: for p = 1, 2, … the
     * earliest start e of a repeat with shift p, proved by G(n + p) = G(n) for e ≤ n < e + t without splits (t the
     * largest amount), for e ≤ n < 2e + p + t with them (Guy and Smith). Both need e ≥ 1 (octal 0.4 and 0.0002 repeat
     * from heap 0 for a while, then not): a repeat from heap 0 is checked from 1. The first p proved is the least.
     */
    private Period findPeriod(int length) {
        long largest = amounts[amounts.length - 1];
        int[] matching = matchingFromTheEnd(length);
        for (int p = 1; 2 * p <= length; p++) {
            // G(n + p) = G(n) for every n from start to the end of the table.
            int start = length - p - matching[p];
            long from = Math.max(start, 1);
            long checked = splits ? 2 * from + p + largest : from + largest;
            if (checked + p <= length) {
                return new Period(start, p);
            }
        }
        return null;
    }

    /**
     * For each shift p up to half the table, how many of its last values match those p before them: the Z-function
     * of the table read backwards, in one pass. Scanning back for each p took time quadratic in the table, and
     * minutes for a game such as subtract:1000000, whose values stay constant for a million heaps at a time.
     */
    private int[] matchingFromTheEnd(int length) {
        int[] z = new int[length / 2 + 1];
        int left = 0;
        int right = 0;
        for (int i = 1; i < z.length; i++) {
            int k = i < right ? Math.min(right - i, z[i - left]) : 0;
            while (i + k < length && table[length - 1 - k] == table[length - 1 - i - k]) {
                k++;
            }
            z[i] = k;
            if (i + k > right) {
                left = i;
                right = i + k;
            }
        }
        return z;
    }

    @Override
    public List<List<Component>> options(Component component) {
        long n = component.heap();
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < amounts.length && amounts[i] <= n; i++) {
            long rest = n - amounts[i];
            int leave = leaves[i];
            if ((leave & NONE) != 0 && rest == 0) {
                options.add(List.of(Component.of(0)));
            }
            if ((leave & ONE) != 0 && rest > 0) {
                options.add(List.of(Component.of(rest)));
            }
            if ((leave & (TWO | TWO_UNEQUAL)) != 0) {
                for (long a = 1; a <= rest / 2; a++) {
                    if ((leave & TWO) != 0 || 2 * a != rest) {
                        options.add(List.of(Component.of(a), Component.of(rest - a)));
                    }
                }
            }
        }
        return options;
    }

    /** Only the options worth the target are made: a large heap that may split has millions of options. */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        long n = component.heap();
        List<List<Component>> found = new ArrayList<>();
        for (int i = 0; i < amounts.length && amounts[i] <= n; i++) {
            long rest = n - amounts[i];
            int leave = leaves[i];
            if ((leave & NONE) != 0 && rest == 0 && target == 0) {
                found.add(List.of(Component.of(0)));
            }
            if ((leave & ONE) != 0 && rest > 0 && value(rest) == target) {
                found.add(List.of(Component.of(rest)));
            }
            if ((leave & (TWO | TWO_UNEQUAL)) != 0) {
                for (long a = 1; a <= rest / 2; a++) {
                    if (((leave & TWO) != 0 || 2 * a != rest) && (value(a) ^ value(rest - a)) == target) {
                        found.add(List.of(Component.of(a), Component.of(rest - a)));
                    }
                }
            }
        }
        return found;
    }

    @Override
    public Step closedForm(Component component) {
        long n = component.heap();
        Period known = n < LISTED ? null : period();
        if (known == null || n < known.start() + known.period()) {
            return null;
        }
        long equivalent = known.start() + (n - known.start()) % known.period();
        return new Step.Periodic(notation, n, known.start(), known.period(), equivalent, value(n));
    }
}
