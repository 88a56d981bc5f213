package nimbook.practice;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * What a worked answer answers, and what judges it: the exercise's position (and its standard form), the kind of
 * question, whether it is about binary, the game of G(n) when the position is of one game; the solver and the matcher.
 */
record Question(Solver solver, Matcher matcher, Position position, Position exercise, String kind, boolean binary,
        Game game) {

    static Question of(Solver solver, Matcher matcher, Position position, String kind, boolean binary) {
        Set<String> games = new TreeSet<>();
        position.terms().forEach(term -> games.add(term.game().notation()));
        Game game = games.size() == 1 ? position.terms().get(0).game() : null;
        return new Question(solver, matcher, position, position.canonical(), kind, binary, game);
    }

    /** The matcher's verdict on {@code answer} to the question {@code asked} about the exercise's position. */
    Verdict judge(String asked, String answer) throws NotationException {
        return matcher.judge(position, asked, answer);
    }

    boolean isExercise(Expr expr) {
        return expr instanceof Expr.Pos pos && pos.position().canonical().equals(exercise);
    }

    long value(Expr expr) throws NotationException {
        if (expr instanceof Expr.Num num) {
            return num.value();
        }
        if (expr instanceof Expr.Pos pos) {
            return solver.grundy(pos.position());
        }
        if (expr instanceof Expr.Mex mex) {
            return nimbook.solver.Mex.of(values(mex.items()));
        }
        if (expr instanceof Expr.Add add) {
            long total = 0;
            for (Expr item : add.items()) {
                total = Math.min(Long.MAX_VALUE / 2, total + value(item));
            }
            return total;
        }
        long total = 0;
        for (Expr item : ((Expr.Sum) expr).items()) {
            total ^= value(item);
        }
        return total;
    }

    Set<Long> values(List<Expr> items) throws NotationException {
        Set<Long> values = new TreeSet<>();
        for (Expr item : items) {
            values.add(value(item));
        }
        return values;
    }

    /** The bits of a nim-sum's items and of their nim-sum, together: how many binary columns it needs. */
    long widest(Expr.Sum sum) throws NotationException {
        long widest = 0;
        for (Expr item : sum.items()) {
            widest |= value(item);
        }
        return widest;
    }
}
