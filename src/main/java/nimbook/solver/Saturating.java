package nimbook.solver;

/**
 * Arithmetic for sizes and costs that stops at {@code Long.MAX_VALUE} instead of wrapping past it: a cost that
 * wrapped to a small or negative number would let a huge question through.
 */
final class Saturating {
    private Saturating() {
    }

    /** a + b for a, b ≥ 0. */
    static long add(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** a × b for a, b ≥ 0. */
    static long times(long a, long b) {
        return a != 0 && b > Long.MAX_VALUE / a ? Long.MAX_VALUE : a * b;
    }
}
