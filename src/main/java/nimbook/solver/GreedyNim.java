package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Greedy Nim: a move takes any number of counters from a largest heap (one of them, when several are largest). A
 * position is a P-position exactly when an even number of heaps share the largest size.
 */
final class GreedyNim extends JointHeaps {
    GreedyNim() {
        this(WORK_LIMIT);
    }

    private GreedyNim(long workLimit) {
        super(workLimit);
    }

    @Override
    JointHeaps limited(long workLimit) {
        return new GreedyNim(workLimit);
    }

    @Override
    public String notation() {
        return "greedy-nim";
    }

    @Override
    public String description() {
        return "greedy Nim: take any number of counters from a largest heap";
    }

    @Override
    double optionCount(long[] heaps) {
        long largest = largest(heaps);
        return (double) largest * largestCount(heaps);
    }

    @Override
    public List<List<Component>> options(Component component) {
        long[] heaps = component.toArray();
        long largest = largest(heaps);
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            if (heaps[i] == largest) {
                for (long left = 0; left < largest; left++) {
                    long[] next = heaps.clone();
                    next[i] = left;
                    options.add(List.of(Component.of(next)));
                }
            }
        }
        return options;
    }

    static long largest(long[] heaps) {
        long largest = 0;
        for (long heap : heaps) {
            largest = Math.max(largest, heap);
        }
        return largest;
    }

    /** How many non-empty heaps share the largest size. */
    static long largestCount(long[] heaps) {
        long largest = largest(heaps);
        long count = 0;
        for (long heap : heaps) {
            if (heap == largest && heap > 0) {
                count++;
            }
        }
        return count;
    }
}
