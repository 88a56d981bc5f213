package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Component;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.solver.Term;

/**
 * The exercise's own position in every form a line may write it, so that no message gives its value away: the position
 * (with its components in any order, and pairs of equal components cancelled), the nim-sum of its components' values
 * (likewise), and for one component the mex of its options' values; and where moves or the outcome are asked for, the
 * positions its moves reach.
 */
final class OwnPosition {
    private final Question question;
    private final Position cancelled;
    /** Its components' values, pairs cancelled; null for misère play, which does not split into components. */
    private final List<Long> values;
    /** Its options' values, for a position of one component (found when first asked). */
    private Set<Long> options;
    /** Its options, in standard form (found when first asked). */
    private Set<Position> moves;

    OwnPosition(Question question) {
        this.question = question;
        this.cancelled = cancelled(question.position());
        this.values = question.position().misere() ? null : reduced(componentValues(question.position()));
    }

    /** Whether a thing is the exercise's position in another form, so that its value is the exercise's. */
    boolean is(Expr expr) throws NotationException {
        if (expr instanceof Expr.Pos pos) {
            return cancelled(pos.position()).equals(cancelled);
        }
        if (expr instanceof Expr.Sum sum) {
            if (values == null || question.position().places().size() < 2) {
                return false;
            }
            List<Long> given = new ArrayList<>();
            for (Expr item : sum.items()) {
                given.add(question.value(item));
            }
            return reduced(given).equals(values);
        }
        if (expr instanceof Expr.Mex mex && values != null && question.position().places().size() == 1) {
            return question.values(mex.items()).equals(options());
        }
        return false;
    }

    /**
     * Whether no message may tell a thing's value: the exercise's position in any form; and where the question is about
     * its outcome or its moves, a position its moves reach, whose value would tell which moves win.
     */
    boolean hidden(Expr expr) throws NotationException {
        if (is(expr)) {
            return true;
        }
        if (question.kind().equals("grundy") || !(expr instanceof Expr.Pos pos)) {
            return false;
        }
        if (moves == null) {
            moves = new java.util.HashSet<>();
            try {
                for (Solver.Option option : question.solver().options(question.position())) {
                    moves.add(option.result().canonical());
                }
            } catch (NotationException e) {
                // Too many to list: no move can be judged either, so none is told.
            }
        }
        return moves.contains(pos.position().canonical());
    }

    private Set<Long> options() throws NotationException {
        if (options == null) {
            Solver solver = question.solver();
            options = new TreeSet<>();
            for (Solver.Option option : solver.options(question.position())) {
                options.add(solver.grundy(option.result()));
            }
        }
        return options;
    }

    /** A position in standard form with each pair of equal components taken out (their values cancel). */
    static Position cancelled(Position position) {
        Position canonical = position.canonical();
        if (position.misere()) {
            return canonical;
        }
        List<Term> terms = new ArrayList<>();
        for (Term term : canonical.terms()) {
            List<Component> kept = new ArrayList<>();
            for (Component component : term.components()) {
                if (!kept.isEmpty() && kept.get(kept.size() - 1).equals(component)) {
                    kept.remove(kept.size() - 1);
                } else {
                    kept.add(component);
                }
            }
            terms.add(new Term(term.game(), kept));
        }
        return new Position(terms).canonical();
    }

    /** The values of a position's components, in order. */
    static List<Long> componentValues(Position position) {
        List<Long> values = new ArrayList<>();
        for (Position.Place place : position.places()) {
            values.add(place.game().grundy(place.component()));
        }
        return values;
    }

    /** Values as a nim-sum sees them: sorted, each pair of equal ones and every 0 taken out. */
    static List<Long> reduced(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        List<Long> kept = new ArrayList<>();
        for (long value : sorted) {
            if (value == 0) {
                continue;
            }
            if (!kept.isEmpty() && kept.get(kept.size() - 1) == value) {
                kept.remove(kept.size() - 1);
            } else {
                kept.add(value);
            }
        }
        return kept;
    }
}
