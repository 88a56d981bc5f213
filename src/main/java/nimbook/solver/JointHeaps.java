package nimbook.solver;

import java.util.Arrays;
import java.util.List;

/**
 * A game of heaps played together, where a move may depend on or change several heaps at once (Moore's Nim, greedy
 * Nim): a term's heaps are one component, written with spaces, {@code moore:2 3 4 5}. Values come from a brute-force
 * search over the positions the heaps can reach, in their standard form (sorted, empty heaps left out).
 */
abstract class JointHeaps implements Game {
    /** The brute force refuses positions that need more steps than this: 5,000,000 options looked at. */
    static final long WORK_LIMIT = 5_000_000L * Search.STEP;
    /** The most heaps played together. */
    static final int HEAPS = 24;

    private final long workLimit;
    private final Search<Long> search = Search.mex(this);

    JointHeaps(long workLimit) {
        this.workLimit = workLimit;
    }

    /** The same game with another brute-force limit. */
    abstract JointHeaps limited(long workLimit);

    /** How many options the heaps have, as a double so that it cannot overflow. */
    abstract double optionCount(long[] heaps);

    @Override
    public Game cutBruteForce(int divisor) {
        return limited(workLimit / divisor);
    }

    @Override
    public Shape shape() {
        return Shape.HEAP;
    }

    @Override
    public boolean joint() {
        return true;
    }

    @Override
    public String written(Component component) {
        StringBuilder text = new StringBuilder();
        for (long heap : component.toArray()) {
            text.append(text.isEmpty() ? "" : " ").append(heap);
        }
        return text.isEmpty() ? "0" : text.toString();
    }

    /** The heaps in increasing order, empty ones left out: the order of the heaps plays no part. */
    @Override
    public Component canonical(Component component) {
        boolean sorted = true;
        for (int i = 0; i < component.size() && sorted; i++) {
            sorted = component.get(i) > 0 && (i == 0 || component.get(i) >= component.get(i - 1));
        }
        return sorted ? component : Component.of(positive(component));
    }

    /** The component's non-zero numbers in increasing order (a loop: streams add to the solver compiled for pages). */
    static long[] positive(Component component) {
        long[] numbers = new long[component.size()];
        int count = 0;
        for (long number : component.toArray()) {
            if (number > 0) {
                numbers[count++] = number;
            }
        }
        numbers = Arrays.copyOf(numbers, count);
        Arrays.sort(numbers);
        return numbers;
    }

    @Override
    public void check(Component component) throws NotationException {
        if (component.size() > HEAPS) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " has " + component.size() + " heaps: "
                    + notation() + " plays at most " + HEAPS + " heaps together", 0);
        }
        Search.check(this, component, "these heaps need", workLimit);
    }

    /** The search: every position the heaps can reach, each with at most as many options as the heaps have. */
    @Override
    public long work(Component component) {
        long[] heaps = canonical(component).toArray();
        return heaps.length == 0 ? 0 : Search.steps(positions(heaps), optionCount(heaps));
    }

    /**
     * How many positions the heaps, in increasing order, can reach (as a double). The largest heap alone reaches each of
     * its sizes, and has as many options: past the limit that far, the count stops there.
     */
    private double positions(long[] heaps) {
        long largest = heaps[heaps.length - 1];
        if ((double) largest * largest * Search.STEP > workLimit) {
            return largest + 1.0;
        }
        return Search.sequencesBelow(heaps);
    }

    @Override
    public long grundy(Component component) {
        return search.value(component);
    }

    @Override
    public long optionCount(Component component) {
        double count = optionCount(component.toArray());
        return count >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) count;
    }
}
