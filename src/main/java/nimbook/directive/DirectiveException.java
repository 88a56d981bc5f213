package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import nimbook.diag.Diagnostics;
import nimbook.diag.Problem;
import nimbook.diag.SourcePosition;
import nimbook.solver.NotationException;

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

    /** A problem of the notation in text that starts at {@code at}, placed where the problem is. */
    static DirectiveException in(SourcePosition at, NotationException problem) {
        return new DirectiveException(at.plus(problem.offset()), problem.getMessage());
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
