package nimbook.solver;

/**
 * Nim-multiplication: with the nim-sum (XOR) as addition, the numbers below 2^(2^k) form a field. The product is
 * computed by the Fermat 2-power rules: for a Fermat 2-power F = 2^(2^k), x ⊗ F = x·F when x < F, and F ⊗ F = 3F/2.
 */
public final class NimField {
    /** The largest factor the product takes: every number below 2^32, a field of its own. */
    public static final long LARGEST = 0xFFFF_FFFFL;

    private NimField() {
    }

    /** The nim-product of two numbers up to {@link #LARGEST}. */
    public static long product(long a, long b) {
        if (a < 0 || b < 0 || a > LARGEST || b > LARGEST) {
            throw new IllegalArgumentException("nim-products take numbers from 0 to " + LARGEST);
        }
        return product(a, b, 32);
    }

    /**
     * The product of a, b &lt; 2^bits (bits a power of two): with F = 2^(bits/2), a = a₁F ⊕ a₀ and b = b₁F ⊕ b₀, and
     * F ⊗ F = F ⊕ F/2, the product is (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)F ⊕ a₀b₀ ⊕ a₁b₁ ⊗ F/2, each small product below F.
     */
    private static long product(long a, long b, int bits) {
        if (a < 2 || b < 2) {
            return a * b;
        }
        while (bits > 1 && a >>> (bits / 2) == 0 && b >>> (bits / 2) == 0) {
            bits /= 2;
        }
        int half = bits / 2;
        long low = (1L << half) - 1;
        long a1 = a >>> half;
        long a0 = a & low;
        long b1 = b >>> half;
        long b0 = b & low;
        long high = product(a1, b1, half);
        long both = product(a0, b0, half);
        // (a₁ ⊕ a₀)(b₁ ⊕ b₀) = a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁ ⊕ a₀b₀: the middle term with one product fewer.
        long middle = product(a1 ^ a0, b1 ^ b0, half) ^ both;
        return middle << half ^ both ^ product(high, 1L << (half - 1), half);
    }
}
