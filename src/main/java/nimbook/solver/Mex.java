package nimbook.solver;

import java.util.BitSet;
import java.util.Collection;

/** The minimum excludant: the least natural number not in a set. */
public final class Mex {
    private Mex() {
    }

    public static long of(Collection<Long> values) {
        long[] array = new long[values.size()];
        int i = 0;
        for (long v : values) {
            array[i++] = v;
        }
        return of(array, array.length);
    }

    /** The mex of the first {@code count} values of {@code values}. */
    public static long of(long[] values, int count) {
        BitSet seen = new BitSet();
        for (int i = 0; i < count; i++) {
            // The mex of count values is at most count: larger values cannot matter.
            if (values[i] <= count) {
                seen.set((int) values[i]);
            }
        }
        return seen.nextClearBit(0);
    }

    /** The mex of a set of small values given as a bit mask (bit v set means v is in the set). */
    public static int ofMask(long mask) {
        return Long.numberOfTrailingZeros(~mask);
    }
}
