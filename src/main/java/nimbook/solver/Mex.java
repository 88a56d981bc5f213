package nimbook.solver;

import java.util.BitSet;
import java.util.Collection;

/** The minimum excludant: the least natural number not in a set. */
public final class Mex {
    private Mex() {
    }

    public static long of(Collection<Long> values) {
        BitSet seen = new BitSet();
        for (long v : values) {
            if (v <= values.size()) {
                seen.set((int) v);
            }
        }
        return seen.nextClearBit(0);
    }

    /** The mex of a set of small values given as a bit mask (bit v set means v is in the set). */
    public static int ofMask(long mask) {
        return Long.numberOfTrailingZeros(~mask);
    }
}
