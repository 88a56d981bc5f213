package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * A value of Smith's generalised Sprague–Grundy function: a natural number, or ∞ with the finite values of the
 * position's options, ∞(K). Sums add them: a ⊕ b for finite values, ∞(K ⊕ a) for ∞(K) and a, ∞() for two infinite.
 */
public record LoopyValue(boolean infinite, long value, List<Long> options) {
    public LoopyValue {
        options = List.copyOf(sorted(options));
    }

    public static LoopyValue finite(long value) {
        return new LoopyValue(false, value, List.of());
    }

    public static LoopyValue infinite(List<Long> options) {
        return new LoopyValue(true, -1, options);
    }

    /** The value of the sum of two positions (Smith's theorem). */
    public LoopyValue plus(LoopyValue other) {
        if (!infinite && !other.infinite) {
            return finite(value ^ other.value);
        }
        if (infinite && other.infinite) {
            return infinite(List.of());
        }
        LoopyValue loop = infinite ? this : other;
        long shift = infinite ? other.value : value;
        List<Long> shifted = new ArrayList<>();
        for (long k : loop.options) {
            shifted.add(k ^ shift);
        }
        return infinite(shifted);
    }

    /** P for 0, N for another number or an ∞ with 0 among its options, D (a draw) for the other ∞. */
    public String outcome() {
        return infinite ? (options.contains(0L) ? "N" : "D") : value == 0 ? "P" : "N";
    }

    /** In TeX: {@code 3}, {@code \infty(0,2)}, {@code \infty()}. */
    public String tex() {
        if (!infinite) {
            return Long.toString(value);
        }
        StringBuilder text = new StringBuilder("\\infty(");
        for (int i = 0; i < options.size(); i++) {
            text.append(i == 0 ? "" : ",").append(options.get(i));
        }
        return text.append(')').toString();
    }

    /** In plain text: {@code 3}, {@code ∞(0,2)}. */
    @Override
    public String toString() {
        return infinite ? "∞" + tex().substring("\\infty".length()) : tex();
    }

    private static List<Long> sorted(List<Long> values) {
        List<Long> copy = new ArrayList<>();
        for (long v : values) {
            if (!copy.contains(v)) {
                copy.add(v);
            }
        }
        copy.sort(null);
        return copy;
    }
}
