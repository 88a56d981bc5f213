package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The misère quotient of a heap game (Plambeck, "Taming the wild", 2005; Plambeck and Siegel, 2008): the sums of its
 * heaps, two sums being one element when no sum beside them tells them apart (G + X and H + X have the same misère
 * outcome for every sum X), multiplied by adding sums. Its P-portion is the set of elements whose sums are misère
 * P-positions. Taken of every sum of the game, or of the sums of heaps up to a size (a closed set too: moves make
 * heaps smaller). Elements are named by words in generators a, b, c, …, which are the heaps, in increasing order,
 * whose element the earlier generators do not make; each element by its first word, shorter words first, then in
 * alphabetical order (aab before abb), so that a² = 1 reads as "a twice is the empty sum". Every computed quotient is
 * proven ({@link QuotientProof}).
 */
public final class Quotient {
    private final String game;
    private final int largest;
    private final QuotientSearch.Period period;
    /** The product of elements, the P-portion and each heap's element, elements numbered in the order of their names. */
    private final int[][] product;
    private final boolean[] p;
    private final int[] image;
    /** Each element's word: the exponent of each generator. */
    private final int[][] words;
    /** Each generator's heap. */
    private final int[] generators;

    private Quotient(String game, int largest, QuotientSearch.Monoid found, QuotientSearch.Period period,
            List<Integer> generators, List<int[]> named) {
        this.game = game;
        this.largest = largest;
        this.period = period;
        this.generators = generators.stream().mapToInt(Integer::intValue).toArray();
        int size = named.size();
        int[] index = new int[size];
        words = new int[size][];
        for (int i = 0; i < size; i++) {
            index[named.get(i)[0]] = i;
            words[i] = Arrays.copyOfRange(named.get(i), 1, named.get(i).length);
        }
        product = new int[size][size];
        p = new boolean[size];
        for (int x = 0; x < size; x++) {
            p[index[x]] = found.p()[x];
            for (int y = 0; y < size; y++) {
                product[index[x]][index[y]] = index[found.product()[x][y]];
            }
        }
        image = new int[found.image().length];
        for (int h = 0; h < image.length; h++) {
            image[h] = index[found.image()[h]];
        }
    }

    /** The quotient of every sum of a misère heap game, {@code misere:octal:0.75}. */
    public static Quotient of(Game game) throws NotationException {
        return misere(game).quotient(0);
    }

    /** The quotient of the sums of heaps up to {@code largest} of a misère heap game. */
    public static Quotient of(Game game, int largest) throws NotationException {
        if (largest < 1 || largest > QuotientSearch.HEAPS) {
            throw new NotationException("a misère quotient is computed for heaps up to a size from 1 to "
                    + QuotientSearch.HEAPS + ", not " + largest, 0);
        }
        return misere(game).quotient(largest);
    }

    private static Misere misere(Game game) throws NotationException {
        if (!(game instanceof Misere misere)) {
            throw new NotationException(Notation.quote(game.notation()) + " is not a misère heap game: a misère quotient"
                    + " is of a game like misere:octal:0.75", 0);
        }
        return misere;
    }

    /** Computes the quotient ({@code largest} 0: of every sum), for {@link Misere}, which keeps it. */
    static Quotient compute(String game, Game inner, int largest) throws NotationException {
        QuotientSearch search = new QuotientSearch(inner);
        QuotientSearch.Monoid found;
        QuotientSearch.Period period = null;
        if (largest > 0) {
            found = search.upTo(largest);
        } else {
            if (!(inner instanceof TakeAndBreak rules) || !rules.provable) {
                throw new NotationException(game + ": the quotient of every sum is found for octal and finite"
                        + " subtraction games; ask for the sums of heaps up to a size instead", 0);
            }
            found = search.whole(rules.largest());
            if (found == null) {
                throw new NotationException(game + ": the elements of heaps up to " + QuotientSearch.HEAPS
                        + " show no period that proves a quotient of every sum; ask for the sums of heaps up to a size"
                        + " instead", 0);
            }
            period = QuotientSearch.period(found.image(), rules.largest());
        }
        List<Integer> generators = new ArrayList<>();
        List<int[]> named = List.of();
        for (int h = 1; h < found.image().length; h++) {
            if (!made(named, found.image()[h])) {
                if (generators.size() == QuotientWords.LETTERS) {
                    throw new NotationException(game + ": the misère quotient needs more than " + QuotientWords.LETTERS
                            + " generators", 0);
                }
                generators.add(h);
                named = QuotientWords.named(found, generators);
            }
        }
        return new Quotient(game, largest, found, period, generators, named.isEmpty()
                ? List.<int[]>of(new int[] {0}) : named);
    }

    private static boolean made(List<int[]> named, int element) {
        for (int[] word : named) {
            if (word[0] == element) {
                return true;
            }
        }
        return element == 0;
    }

    /** The game, {@code misere:octal:0.75}. */
    public String game() {
        return game;
    }

    /** The largest heap of the sums taken, or 0 for every sum of the game. */
    public int largest() {
        return largest;
    }

    /** The heaps whose elements were computed; larger ones repeat the period. */
    public int computed() {
        return image.length - 1;
    }

    /** From which heap on a heap's element is that of the heap {@link #period} smaller; 0 with no period. */
    public int periodStart() {
        return period == null ? 0 : period.start();
    }

    public int period() {
        return period == null ? 0 : period.length();
    }

    public int size() {
        return product.length;
    }

    /** An element's name in TeX, {@code ab^2}; the identity (the empty sum's element) is {@code 1}. */
    public String name(int element) {
        return QuotientWords.tex(words[element]);
    }

    /** An element's name as text, {@code ab²}. */
    public String text(int element) {
        return QuotientWords.text(words[element]);
    }

    public int times(int x, int y) {
        return product[x][y];
    }

    /** Whether the element is in the P-portion: its sums are misère P-positions. */
    public boolean isP(int element) {
        return p[element];
    }

    /** A generator: its letter and the heap it stands for. */
    public record Generator(String letter, int heap) {
    }

    /** The generators, a, b, …, in the order of their heaps. */
    public List<Generator> generators() {
        List<Generator> list = new ArrayList<>();
        for (int i = 0; i < generators.length; i++) {
            list.add(new Generator(QuotientWords.letter(i), generators[i]));
        }
        return list;
    }

    /** The heap's element. */
    public int element(long heap) throws NotationException {
        if (largest > 0 && heap > largest) {
            throw new NotationException("heap " + heap + " is larger than the heaps of this misère quotient of " + game
                    + ", which are up to " + largest, 0);
        }
        if (heap < image.length) {
            return image[(int) heap];
        }
        // Back by whole periods to a computed heap: every heap from the period's start on repeats it.
        long periods = (heap - computed() + period.length() - 1) / period.length();
        return image[(int) (heap - periods * period.length())];
    }

    /** The name of a misère position's element in the quotient of every sum of its game, {@code ab^2}. */
    public static String name(Position position) throws NotationException {
        Quotient quotient = of(position.terms().get(0).game());
        return quotient.name(quotient.element(position));
    }

    /** The element of a sum, {@code misere:octal:0.75 5 9}: the product of its heaps'. */
    public int element(Position position) throws NotationException {
        if (position.terms().size() != 1 || !position.terms().get(0).game().notation().equals(game)) {
            throw new NotationException(Notation.quote(position.toString()) + " is not a position of " + game
                    + ": write its heaps after the game, like " + game + " 1 2", 0);
        }
        int element = 0;
        for (long heap : position.places().get(0).component().toArray()) {
            element = product[element][element(heap)];
        }
        return element;
    }

    /**
     * The rules that reduce every word in the generators to an element's name, in TeX ({@code bc = ab}): one for each
     * word that is not a name while every word it is one letter longer than is. With them the quotient is presented as
     * ⟨a, b, … | rules⟩.
     */
    public List<String> relations() {
        List<int[]> rules = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int[] word : words) {
            for (int g = 0; g < generators.length; g++) {
                int[] longer = word.clone();
                longer[g]++;
                if (!named(longer) && minimal(longer) && seen.add(Arrays.toString(longer))) {
                    rules.add(longer);
                }
            }
        }
        rules.sort(QuotientWords.ORDER);
        List<String> tex = new ArrayList<>();
        for (int[] rule : rules) {
            tex.add(QuotientWords.tex(rule) + " = " + name(element(rule)));
        }
        return tex;
    }

    private boolean minimal(int[] word) {
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                int[] shorter = word.clone();
                shorter[g]--;
                if (!named(shorter)) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean named(int[] word) {
        return Arrays.equals(words[element(word)], word);
    }

    private int element(int[] word) {
        int element = 0;
        for (int g = 0; g < word.length; g++) {
            for (int k = 0; k < word[g]; k++) {
                element = product[element][image[generators[g]]];
            }
        }
        return element;
    }
}
