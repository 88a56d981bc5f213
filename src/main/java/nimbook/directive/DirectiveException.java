package nimbook.directive;

import nimbook.diag.Problem;
import nimbook.diag.SourcePosition;

/** A directive that cannot be evaluated: where, and what to do about it. */
public final class DirectiveException extends Problem {
    private static final long serialVersionUID = 1L;

    public DirectiveException(SourcePosition position, String message) {
        super(position, message);
    }
}
