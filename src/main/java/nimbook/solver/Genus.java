package nimbook.solver;

import java.util.Arrays;
import java.util.List;

/**
 * Conway's genus of a position G in misère play (On Numbers and Games, ch. 12): its normal-play value g and the misère
 * Grundy values γₙ of G + ∗2 + … + ∗2 (n copies of ∗2). From some n on γₙ₊₂ = γₙ, and the symbol g^{γ₀γ₁…} stops
 * after the first two entries that repeat: {@code gammas} is that shortest list. {@code tame} says whether G and every
 * position it can reach have a tame genus, one that a misère Nim position has.
 */
public record Genus(long value, long[] gammas, boolean tame) {
    /** How far past its options' lists a position's sequence is followed before it must have settled. */
    private static final int SETTLE = 64;

    /**
     * The genus of a position of normal-play value {@code value} from its options' genera: γ₀ is the misère value (1
     * without options), and γₙ₊₁ the least number that is no option's γₙ₊₁ and neither γₙ nor γₙ ⊕ 1 (the options
     * G + ∗2 + … + ∗1 and G + ∗2 + … + ∗0 that a move in the last ∗2 leaves).
     */
    static Genus of(long value, List<Genus> options) {
        int known = 2;
        boolean tameOptions = true;
        for (Genus option : options) {
            known = Math.max(known, option.gammas.length);
            tameOptions &= option.tame;
        }
        long[] gammas = new long[known + SETTLE];
        long[] seen = new long[options.size() + 2];
        for (int n = 0; n < gammas.length; n++) {
            int count = 0;
            for (Genus option : options) {
                seen[count++] = option.gamma(n);
            }
            if (n == 0 && count == 0) {
                gammas[0] = 1;
                continue;
            }
            if (n > 0) {
                seen[count++] = gammas[n - 1];
                seen[count++] = gammas[n - 1] ^ 1;
            }
            gammas[n] = Mex.of(seen, count);
            // Past the options' own lists, two equal entries two apart repeat for ever.
            if (n >= known && gammas[n] == gammas[n - 2]) {
                long[] shortest = shortest(Arrays.copyOf(gammas, n + 1));
                return new Genus(value, shortest, tameOptions && tame(value, shortest));
            }
        }
        throw new IllegalStateException("the misère values of a position did not settle into period two");
    }

    /** Cuts a list whose last entry equals the one two before it to the shortest list with the same sequence. */
    private static long[] shortest(long[] gammas) {
        int end = gammas.length - 1;
        while (end >= 2 && gammas[end] == gammas[end - 2]) {
            end--;
        }
        return Arrays.copyOf(gammas, end + 1);
    }

    /** Whether a genus is one a misère Nim position has: 0^120, 1^031, or g^{g, g⊕2}. */
    private static boolean tame(long value, long[] gammas) {
        return Arrays.equals(gammas, new long[] {value, value ^ 2})
                || value == 0 && Arrays.equals(gammas, new long[] {1, 2, 0})
                || value == 1 && Arrays.equals(gammas, new long[] {0, 3, 1});
    }

    /**
     * The genus of a position in misère play, {@code misere:kayles 4 3} (On Numbers and Games, ch. 12): its normal
     * value and the misère values of it plus copies of ∗2.
     */
    public static Genus of(Position position) throws NotationException {
        if (position.terms().size() != 1 || !(position.terms().get(0).game() instanceof Misere misere)) {
            throw new NotationException(Notation.quote(position.toString()) + " is not a misère position: a genus is of"
                    + " heaps in misère play, like misere:kayles 4 3", 0);
        }
        return misere.genus(position.places().get(0).component());
    }

    /** γₙ: the misère value of the position with n copies of ∗2 added. */
    public long gamma(int n) {
        return n < gammas.length ? gammas[n] : gammas[gammas.length - 2 + (n - gammas.length) % 2];
    }

    /** Whether this genus itself (not necessarily every position below) is a tame one. */
    public boolean tameGenus() {
        return tame(value, gammas);
    }

    /** The misère outcome of the position: P exactly when γ₀ is 0. */
    public Outcome misereOutcome() {
        return Outcome.of(gammas[0]);
    }

    /**
     * The genus of a sum of tame positions, as misère Nim adds them: heaps of one alone add by parity; once a heap of
     * two or more is in, the normal values add by nim-sum (Conway's theorem on tame games).
     */
    public static Genus sumOfTame(List<Genus> parts) {
        long value = 0;
        boolean small = true;
        for (Genus part : parts) {
            value ^= part.value;
            small &= part.gammas.length == 3;
        }
        long[] gammas = !small ? new long[] {value, value ^ 2} : value == 0 ? new long[] {1, 2, 0} : new long[] {0, 3, 1};
        return new Genus(value, gammas, true);
    }

    /** A misère Nim position of this (tame) genus, as its heaps: none, {@code 1}, {@code 2 2}, {@code 2 3} or g. */
    public String nimPosition() {
        if (gammas.length == 3) {
            return value == 0 ? "0" : "1";
        }
        return value == 0 ? "2 2" : value == 1 ? "2 3" : Long.toString(value);
    }

    /** The symbol in TeX, {@code 0^{120}}; entries of two digits are parted by commas. */
    public String tex() {
        StringBuilder text = new StringBuilder().append(value).append("^{");
        boolean wide = false;
        for (long gamma : gammas) {
            wide |= gamma > 9;
        }
        for (int i = 0; i < gammas.length; i++) {
            text.append(i > 0 && wide ? "," : "").append(gammas[i]);
        }
        return text.append('}').toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Genus genus && genus.value == value && Arrays.equals(genus.gammas, gammas)
                && genus.tame == tame;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(value) * 31 + Arrays.hashCode(gammas);
    }

    @Override
    public String toString() {
        return tex();
    }
}
