package nimbook.diag;

/** A problem found at a place in a source file: what a stage throws to become a {@link Diagnostic}. */
public class Problem extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient SourcePosition position;

    public Problem(SourcePosition position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    public SourcePosition position() {
        return position;
    }

    /** Reports this problem. */
    public void reportTo(Diagnostics diagnostics) {
        diagnostics.error(position, getMessage());
    }
}
