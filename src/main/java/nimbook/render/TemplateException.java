package nimbook.render;

import nimbook.diag.Problem;
import nimbook.diag.SourcePosition;

/** A template that failed to parse or render: where in the template, and why, in one line. */
public final class TemplateException extends Problem {
    private static final long serialVersionUID = 1L;

    public TemplateException(SourcePosition position, String message) {
        super(position, message);
    }
}
