package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import nimbook.diag.Diagnostics;
import nimbook.diag.Problem;
import nimbook.diag.SourcePosition;

/** A directive that cannot be evaluated: where, and what to do about it; with any other problem found alongside. */
public final class DirectiveException extends Problem {
    private static final long serialVersionUID = 1L;

    private final transient List<DirectiveException> alongside;

    public DirectiveException(SourcePosition position, String message) {
        this(position, message, List.of());
    }

    private DirectiveException(SourcePosition position, String message, List<DirectiveException> alongside) {
        super(position, message);
        this.alongside = alongside;
    }

    /** Several problems of one block, found together and reported together. */
    static DirectiveException all(List<DirectiveException> problems) {
        DirectiveException first = problems.get(0);
        List<DirectiveException> rest = new ArrayList<>(first.alongside);
        rest.addAll(problems.subList(1, problems.size()));
        return new DirectiveException(first.position(), first.getMessage(), List.copyOf(rest));
    }

    @Override
    public void reportTo(Diagnostics diagnostics) {
        super.reportTo(diagnostics);
        alongside.forEach(problem -> problem.reportTo(diagnostics));
    }
}
