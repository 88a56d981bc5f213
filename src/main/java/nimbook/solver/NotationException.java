package nimbook.solver;

/**
 * A position or game name that cannot be read, or a request too large to compute. The message quotes
 * the offending text and says what was expected; {@link #offset()} points into the text that was parsed.
 */
public final class NotationException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int offset;

    public NotationException(String message, int offset) {
        super(message, null, false, false);
        this.offset = offset;
    }

    /** The zero-based character offset of the offending text within the parsed notation. */
    public int offset() {
        return offset;
    }

    /** The same problem, with the offset moved by {@code shift} (when the text was part of a longer one). */
    public NotationException shifted(int shift) {
        return new NotationException(getMessage(), offset + shift);
    }
}
