package nimbook.directive;

import nimbook.diag.SourcePosition;

/** A directive that cannot be evaluated: where, and what to do about it. */
public final class DirectiveException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient SourcePosition position;

    public DirectiveException(SourcePosition position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    public SourcePosition position() {
        return position;
    }
}
