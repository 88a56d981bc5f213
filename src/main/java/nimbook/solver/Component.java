package nimbook.solver;

import java.util.Arrays;

/**
 * One independent part of a position: a heap (one number), a pair of boxes or piles (two numbers),
 * or a pile of coloured sections listed from bottom to top. Immutable.
 */
public final class Component implements Comparable<Component> {
    private final long[] parts;

    private Component(long[] parts) {
        this.parts = parts;
    }

    public static Component of(long... parts) {
        return new Component(parts.clone());
    }

    public int size() {
        return parts.length;
    }

    public long get(int index) {
        return parts[index];
    }

    public long[] toArray() {
        return parts.clone();
    }

    /** Whether nothing is left to play in it: an empty heap, an empty pile, two empty piles. */
    public boolean isEmpty() {
        for (long part : parts) {
            if (part != 0) {
                return false;
            }
        }
        return true;
    }

    /** A heap's size; only meaningful for one-number components. */
    public long heap() {
        return parts[0];
    }

    /** Orders components by their numbers, so that a sum can be written in a canonical order. */
    @Override
    public int compareTo(Component other) {
        for (int i = 0; i < Math.min(parts.length, other.parts.length); i++) {
            if (parts[i] != other.parts[i]) {
                return Long.compare(parts[i], other.parts[i]);
            }
        }
        return Integer.compare(parts.length, other.parts.length);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Component c && Arrays.equals(parts, c.parts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(parts);
    }

    /** The notation: numbers joined by commas; an empty pile is written {@code 0}. */
    @Override
    public String toString() {
        if (parts.length == 0) {
            return "0";
        }
        StringBuilder text = new StringBuilder();
        for (long part : parts) {
            text.append(text.isEmpty() ? "" : ",").append(part);
        }
        return text.toString();
    }
}
