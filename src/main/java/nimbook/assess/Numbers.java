package nimbook.assess;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import nimbook.solver.Notation;

/** A list of whole numbers as an instructor writes sets or lessons: {@code 1..150}, {@code 3,8,21}, or both mixed. */
public final class Numbers {
    /** The most numbers one list may name (a class of thousands, each with a set). */
    public static final int MOST = 10_000;

    private Numbers() {
    }

    /** The numbers in the order written, each once; a problem is said in words that follow the option's name. */
    public static List<Long> parse(String text) throws IllegalArgumentException {
        Set<Long> numbers = new LinkedHashSet<>();
        for (String part : text.split(",", -1)) {
            String item = part.strip();
            int dots = item.indexOf("..");
            String first = dots < 0 ? item : item.substring(0, dots);
            String last = dots < 0 ? item : item.substring(dots + 2);
            if (!Notation.isWholeNumber(first) || !Notation.isWholeNumber(last)
                    || Long.parseLong(last) < Long.parseLong(first)) {
                throw new IllegalArgumentException("takes numbers like 1..150 or 3,8,21, not \"" + text + "\"");
            }
            for (long n = Long.parseLong(first); n <= Long.parseLong(last) && numbers.size() <= MOST; n++) {
                numbers.add(n);
            }
            if (numbers.size() > MOST) {
                throw new IllegalArgumentException("names more than " + MOST + " numbers: ask for fewer at a time");
            }
        }
        return new ArrayList<>(numbers);
    }
}
