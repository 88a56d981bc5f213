package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Moore's Nim, Nim_k: a move takes counters from at least one and at most k heaps (any number from each). By Moore's
 * theorem a position is a P-position exactly when, in every binary place, the number of heaps with a 1 there is a
 * multiple of k + 1; its Grundy value has no such rule and comes from the search.
 */
final class Moore extends JointHeaps {
    private final int k;

    Moore(int k) {
        this(k, WORK_LIMIT);
    }

    private Moore(int k, long workLimit) {
        super(workLimit);
        this.k = k;
    }

    @Override
    JointHeaps limited(long workLimit) {
        return new Moore(k, workLimit);
    }

    @Override
    public String notation() {
        return "moore:" + k;
    }

    @Override
    public String description() {
        return "Moore’s Nim: take counters from at least one and at most " + k + " heaps at once";
    }

    /** The elementary symmetric sums e₁ + … + e_k of the heaps: each set of at most k heaps, each reduced. */
    @Override
    double optionCount(long[] heaps) {
        double[] sums = new double[k + 1];
        sums[0] = 1;
        for (long heap : heaps) {
            for (int j = k; j >= 1; j--) {
                sums[j] += sums[j - 1] * heap;
            }
        }
        double count = 0;
        for (int j = 1; j <= k; j++) {
            count += sums[j];
        }
        return count;
    }

    /** Every way to choose one to k non-empty heaps and make each smaller; the other heaps stay as they are. */
    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        reduce(component.toArray(), 0, 0, false, options);
        return options;
    }

    /** Chooses, from heap {@code from} on, whether and how far to reduce each heap, with {@code chosen} reduced so far. */
    private void reduce(long[] heaps, int from, int chosen, boolean moved, List<List<Component>> options) {
        if (from == heaps.length) {
            if (moved) {
                options.add(List.of(Component.of(heaps)));
            }
            return;
        }
        reduce(heaps, from + 1, chosen, moved, options);
        if (chosen < k) {
            long heap = heaps[from];
            for (long left = 0; left < heap; left++) {
                heaps[from] = left;
                reduce(heaps, from + 1, chosen + 1, true, options);
            }
            heaps[from] = heap;
        }
    }

    /** Moore's rule: the ones in each binary column, counted modulo k + 1. */
    @Override
    public Step closedForm(Component component) {
        List<Long> heaps = new ArrayList<>();
        long all = 0;
        for (long heap : component.toArray()) {
            heaps.add(heap);
            all |= heap;
        }
        List<Long> ones = new ArrayList<>();
        for (int bit = 63 - Long.numberOfLeadingZeros(Math.max(1, all)); bit >= 0; bit--) {
            long count = 0;
            for (long heap : heaps) {
                count += heap >>> bit & 1;
            }
            ones.add(count);
        }
        return new Step.Moore(term(List.of(component)), k, heaps, ones, grundy(component));
    }

    /** Moore's theorem: whether every binary column of the heaps holds a multiple of k + 1 ones. */
    static boolean isP(long[] heaps, int k) {
        for (int bit = 0; bit < 63; bit++) {
            long count = 0;
            for (long heap : heaps) {
                count += heap >>> bit & 1;
            }
            if (count % (k + 1) != 0) {
                return false;
            }
        }
        return true;
    }
}
