package nimbook.practice;

import nimbook.solver.Notation;
import nimbook.solver.NotationException;

/** A range of whole numbers, written {@code 0..30}; a single number {@code n} means {@code 0..n}. */
public record Range(long from, long to) {
    /** The longest range a table, a sequence or a generated exercise may use. */
    public static final long LIMIT = 100_000;

    /** Reads a range; a problem's offset is 0, the range's start. */
    public static Range parse(String text) throws NotationException {
        String trimmed = text.strip();
        int dots = trimmed.indexOf("..");
        try {
            long from = dots < 0 ? 0 : Notation.wholeNumber(trimmed.substring(0, dots));
            long to = Notation.wholeNumber(dots < 0 ? trimmed : trimmed.substring(dots + 2));
            if (from < 0 || to < from) {
                throw new NumberFormatException();
            }
            if (to - from >= LIMIT) {
                throw new NotationException(Notation.quote(trimmed) + " has " + (to - from + 1) + " values: a range shows at most "
                        + LIMIT, 0);
            }
            return new Range(from, to);
        } catch (NumberFormatException e) {
            throw new NotationException(Notation.quote(trimmed) + " is not a range: write from..to with whole numbers, like 0..30",
                    0);
        }
    }

    public long size() {
        return to - from + 1;
    }

    @Override
    public String toString() {
        return from + ".." + to;
    }
}
