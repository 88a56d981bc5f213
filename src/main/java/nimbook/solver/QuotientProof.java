package nimbook.solver;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The proof that a guessed table is the misère quotient of the sums of some heaps. Given a commutative monoid Q with
 * identity 0, a subset P of it and each heap's element Φ(h), three things make Q the quotient: (1) Φ, extended to sums
 * by the product, predicts every sum's misère outcome, Φ(G) ∈ P exactly when G is a P-position; (2) any two elements
 * are told apart by a third, xz ∈ P but yz ∉ P or the other way round; (3) every element is a product of heaps' (true
 * by construction: the table is built from them). By (1) two sums of one element play alike beside any sum, and by (2)
 * and (3) two of different elements do not.
 *
 * <p>(1) holds for every sum G once it holds locally: Φ(G) ∈ P exactly when G has a move and none of its options is
 * in P (then an induction on G gives the outcomes). The options of G are G − h + o for a heap h of G and an option o
 * of h, of element Φ(G − h)·Φ(o), so G has a move into P exactly when Φ(G − h) lies in the set Bad(h) of the z with
 * zΦ(o) ∈ P for some o. And a heap's copies matter only up to its element's period: when gᵗ⁺ᵖ = gᵗ, a sum with more
 * than t + p copies of the heap behaves, in all of this, like the sum with p copies fewer. So the check runs over
 * finitely many multiplicities, heap by heap, keeping for each partial sum its element u and the set F of the
 * elements r that would give it a move into P if the heaps still to come multiplied to r.
 */
final class QuotientProof {
    /** The most states the check keeps at once; a quotient with more is refused. */
    private static final int STATES = 1_000_000;

    /** One heap as the check sees it: its element, the elements of its options, whether it has any. */
    record Heap(int element, int[] options) {
    }

    /** A partial sum: its element, whether it has a move, and the rests r that would give it a move into P. */
    private record State(int element, boolean moves, long forbidden) {
    }

    private QuotientProof() {
    }

    /** Whether the table is a commutative monoid with identity 0 in which P tells any two elements apart. */
    static boolean reduced(int[][] product, boolean[] p) {
        int size = product.length;
        for (int x = 0; x < size; x++) {
            if (product[0][x] != x) {
                return false;
            }
            for (int y = 0; y < size; y++) {
                if (product[x][y] != product[y][x]) {
                    return false;
                }
                for (int z = 0; z < size; z++) {
                    if (product[product[x][y]][z] != product[x][product[y][z]]) {
                        return false;
                    }
                }
            }
        }
        for (int x = 0; x < size; x++) {
            for (int y = x + 1; y < size; y++) {
                if (!apart(product, p, x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean apart(int[][] product, boolean[] p, int x, int y) {
        for (int z = 0; z < product.length; z++) {
            if (p[product[x][z]] != p[product[y][z]]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether Φ predicts the misère outcome of every sum of the heaps given (each heap once; sums take any number of
     * copies of each): the local condition above, checked over every state a sum can reach.
     */
    static boolean predicts(int[][] product, boolean[] p, List<Heap> heaps) throws NotationException {
        Set<State> states = Set.of(new State(0, false, 0));
        for (Heap heap : heaps) {
            long bad = bad(product, p, heap);
            List<Integer> powers = powers(product, heap.element());
            Set<State> next = new HashSet<>();
            for (State state : states) {
                for (int copies = 0; copies < powers.size(); copies++) {
                    next.add(add(product, state, heap, bad, powers, copies));
                }
            }
            if (next.size() > STATES) {
                throw new NotationException("the misère quotient's proof reaches more than " + STATES + " states", 0);
            }
            states = next;
        }
        for (State state : states) {
            if (p[state.element()] != (state.moves() && (state.forbidden() & 1) == 0)) {
                return false;
            }
        }
        return true;
    }

    /** The state of a partial sum with {@code copies} more copies of the heap. */
    private static State add(int[][] product, State state, Heap heap, long bad, List<Integer> powers, int copies) {
        int power = powers.get(copies);
        long forbidden = 0;
        for (int r = 0; r < product.length; r++) {
            if ((state.forbidden() >>> product[power][r] & 1) != 0) {
                forbidden |= 1L << r;
            }
        }
        if (copies > 0) {
            // One copy taken out, the rest of the sum so far: a move in that copy needs rest·r ∈ Bad(h).
            int rest = product[state.element()][powers.get(copies - 1)];
            for (int r = 0; r < product.length; r++) {
                if ((bad >>> product[rest][r] & 1) != 0) {
                    forbidden |= 1L << r;
                }
            }
        }
        boolean moves = state.moves() || copies > 0 && heap.options().length > 0;
        return new State(product[state.element()][power], moves, forbidden);
    }

    /** Bad(h) as bits: the z for which some option o of the heap has zΦ(o) ∈ P. */
    private static long bad(int[][] product, boolean[] p, Heap heap) {
        long bad = 0;
        for (int option : heap.options()) {
            for (int z = 0; z < product.length; z++) {
                if (p[product[z][option]]) {
                    bad |= 1L << z;
                }
            }
        }
        return bad;
    }

    /** g⁰, g¹, …, gᵗ⁺ᵖ: the powers of g up to the first that repeats an earlier one. */
    static List<Integer> powers(int[][] product, int g) {
        List<Integer> powers = new ArrayList<>();
        int power = 0;
        while (!powers.contains(power)) {
            powers.add(power);
            power = product[power][g];
        }
        powers.add(power);
        return powers;
    }
}
