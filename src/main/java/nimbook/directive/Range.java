package nimbook.directive;

import nimbook.diag.SourcePosition;
import nimbook.solver.Notation;

/** A range of whole numbers, written {@code 0..30}; a single number {@code n} means {@code 0..n}. */
public record Range(long from, long to) {
    /** The longest range a table or sequence may show. */
    static final long LIMIT = 100_000;

    public static Range parse(String text, SourcePosition at) throws DirectiveException {
        String trimmed = text.strip();
        int dots = trimmed.indexOf("..");
        try {
            long from = dots < 0 ? 0 : Notation.wholeNumber(trimmed.substring(0, dots));
            long to = Notation.wholeNumber(dots < 0 ? trimmed : trimmed.substring(dots + 2));
            if (from < 0 || to < from) {
                throw new NumberFormatException();
            }
            if (to - from >= LIMIT) {
                throw new DirectiveException(at, Notation.quote(trimmed) + " has " + (to - from + 1) + " values: a range shows at"
                        + " most " + LIMIT);
            }
            return new Range(from, to);
        } catch (NumberFormatException e) {
            throw new DirectiveException(at, Notation.quote(trimmed) + " is not a range: write from..to with whole numbers, like"
                    + " 0..30");
        }
    }

    long size() {
        return to - from + 1;
    }
}
