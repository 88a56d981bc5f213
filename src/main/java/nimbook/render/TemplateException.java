package nimbook.render;

import nimbook.diag.SourcePosition;

/** A template that failed to parse or render: where in the template, and why, in one line. */
public final class TemplateException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient SourcePosition position;

    public TemplateException(SourcePosition position, String message) {
        super(message, null, false, false);
        this.position = position;
    }

    public SourcePosition position() {
        return position;
    }
}
