package nimbook.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Words in a quotient's generators, as exponents (a²b is {2, 1}): their order, shorter words first and then
 * alphabetically as letters written out (aab before abb), and how an element gets its name, the first word that makes
 * it. That order respects products (if u comes before v, so does uw before vw), so the names are closed under taking
 * a letter away, and the words one letter past them are the rules that reduce every word to a name.
 */
final class QuotientWords {
    /** One letter a generator. */
    static final int LETTERS = 26;

    /** Shorter words first; of one length, the word with more of an earlier letter first. */
    static final Comparator<int[]> ORDER = (u, v) -> {
        int length = Integer.compare(length(u), length(v));
        for (int g = 0; length == 0 && g < u.length; g++) {
            length = Integer.compare(v[g], u[g]);
        }
        return length;
    };

    private QuotientWords() {
    }

    static String letter(int generator) {
        return String.valueOf((char) ('a' + generator));
    }

    private static int length(int[] word) {
        int length = 0;
        for (int exponent : word) {
            length += exponent;
        }
        return length;
    }

    /** A word in TeX: {@code ab^2}, {@code c^{10}}; the empty word is {@code 1}. */
    static String tex(int[] word) {
        StringBuilder tex = new StringBuilder();
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                tex.append(letter(g));
            }
            if (word[g] > 1) {
                tex.append('^').append(word[g] > 9 ? "{" + word[g] + "}" : Integer.toString(word[g]));
            }
        }
        return tex.isEmpty() ? "1" : tex.toString();
    }

    /** A word as text, {@code ab²}, for HTML that is read aloud as well as seen; the empty word is {@code 1}. */
    static String text(int[] word) {
        StringBuilder text = new StringBuilder();
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                text.append(letter(g));
            }
            for (char digit : (word[g] > 1 ? Integer.toString(word[g]) : "").toCharArray()) {
                text.append(SUPERSCRIPTS.charAt(digit - '0'));
            }
        }
        return text.isEmpty() ? "1" : text.toString();
    }

    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

    /**
     * Every element the generators (heaps) make, in the order of their names, each as {element, exponents…}: words are
     * read in order, length by length, until a length makes nothing new (then no longer word can).
     */
    static List<int[]> named(QuotientSearch.Monoid monoid, List<Integer> generators) {
        int size = monoid.product().length;
        boolean[] made = new boolean[size];
        List<int[]> named = new ArrayList<>();
        for (int length = 0; ; length++) {
            int before = named.size();
            for (int[] word : words(generators.size(), length)) {
                int element = 0;
                for (int g = 0; g < word.length; g++) {
                    for (int k = 0; k < word[g]; k++) {
                        element = monoid.product()[element][monoid.image()[generators.get(g)]];
                    }
                }
                if (!made[element]) {
                    made[element] = true;
                    int[] entry = new int[word.length + 1];
                    entry[0] = element;
                    System.arraycopy(word, 0, entry, 1, word.length);
                    named.add(entry);
                }
            }
            if (named.size() == before) {
                return named;
            }
        }
    }

    /** Every word of a length in that many letters, in order. */
    private static List<int[]> words(int letters, int length) {
        List<int[]> words = new ArrayList<>();
        addWords(words, new int[letters], 0, length);
        return words;
    }

    private static void addWords(List<int[]> words, int[] word, int letter, int left) {
        if (letter == word.length - 1 || left == 0) {
            int[] whole = word.clone();
            whole[letter] = left;
            words.add(whole);
            return;
        }
        for (int exponent = left; exponent >= 0; exponent--) {
            word[letter] = exponent;
            addWords(words, word, letter + 1, left - exponent);
            word[letter] = 0;
        }
    }
}
