package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Nim with one more kind of move: take any number of counters from one heap, or the same number from every non-empty
 * heap (with two heaps this is Wythoff's game).
 */
final class EveryHeap extends JointHeaps {
    EveryHeap() {
        this(WORK_LIMIT);
    }

    private EveryHeap(long workLimit) {
        super(workLimit);
    }

    @Override
    JointHeaps limited(long workLimit) {
        return new EveryHeap(workLimit);
    }

    @Override
    public String notation() {
        return "every-heap";
    }

    @Override
    public String description() {
        return "take any number of counters from one heap, or the same number from every non-empty heap";
    }

    @Override
    double optionCount(long[] heaps) {
        double count = 0;
        for (long heap : heaps) {
            count += heap;
        }
        return count + together(heaps);
    }

    /** How many counters may be taken from every non-empty heap at once: none unless two or more are non-empty. */
    private static long together(long[] heaps) {
        long smallest = Long.MAX_VALUE;
        int nonEmpty = 0;
        for (long heap : heaps) {
            if (heap > 0) {
                nonEmpty++;
                smallest = Math.min(smallest, heap);
            }
        }
        return nonEmpty >= 2 ? smallest : 0;
    }

    @Override
    public List<List<Component>> options(Component component) {
        long[] heaps = component.toArray();
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            for (long left = 0; left < heaps[i]; left++) {
                long[] next = heaps.clone();
                next[i] = left;
                options.add(List.of(Component.of(next)));
            }
        }
        for (long taken = 1; taken <= together(heaps); taken++) {
            long[] next = heaps.clone();
            for (int i = 0; i < next.length; i++) {
                if (next[i] > 0) {
                    next[i] -= taken;
                }
            }
            options.add(List.of(Component.of(next)));
        }
        return options;
    }
}
