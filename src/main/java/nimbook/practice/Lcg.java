package nimbook.practice;

/**
 * The pseudo-random numbers of {@code java.util.Random}: its documented 48-bit linear congruential generator, written
 * out because TeaVM's {@code Random} ignores its seed, and the page must deal the same positions as the JVM.
 */
final class Lcg {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long MASK = (1L << 48) - 1;

    private long seed;

    Lcg(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
    }

    private int next(int bits) {
        seed = (seed * MULTIPLIER + 0xBL) & MASK;
        return (int) (seed >>> (48 - bits));
    }

    /** A number from 0 (included) to {@code bound} (excluded), as {@code Random.nextInt(bound)}. */
    int nextInt(int bound) {
        if ((bound & -bound) == bound) {
            return (int) ((bound * (long) next(31)) >> 31);
        }
        int bits;
        int value;
        do {
            bits = next(31);
            value = bits % bound;
        } while (bits - value + (bound - 1) < 0);
        return value;
    }

    /** A number from 0 (included) to 1 (excluded), as {@code Random.nextDouble()}. */
    double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * 0x1.0p-53;
    }
}
