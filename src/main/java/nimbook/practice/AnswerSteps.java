package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;

/**
 * A line that is no step: the answer itself, as the answer box reads it (a value of 0s and 1s in binary where the
 * question is about binary and that reading is the one that holds; moves one by one, each right or wrong on its own);
 * or a thing written without what it comes to ({@code 5 ⊕ 7 ⊕ 9}, {@code G(10)}), which is incomplete.
 */
final class AnswerSteps {
    private final Question question;
    private final OwnPosition own;
    private final StepReader reader;
    private final MoveSteps moves;
    private final Advice advice;

    AnswerSteps(Question question, OwnPosition own, StepReader reader, MoveSteps moves, Advice advice) {
        this.question = question;
        this.own = own;
        this.reader = reader;
        this.moves = moves;
        this.advice = advice;
    }

    /**
     * A nim-sum, a mex or (where moves are not asked for) a position written alone: right so far, to be said what it
     * comes to; null for a line that is none of these.
     */
    Judged bare(String line) throws Matcher.Unreadable, NotationException {
        boolean sum = line.contains("⊕") || line.contains("^") || line.contains("xor");
        boolean counted = sum || line.startsWith("mex") || line.startsWith("g(") || line.startsWith("(");
        if (!counted && (question.kind().startsWith("move") || Expr.Num.digits(line) || line.startsWith("0b"))) {
            return null;
        }
        Expr expr;
        try {
            expr = reader.expr(line);
        } catch (Matcher.Unreadable e) {
            if (counted) {
                throw e;
            }
            return null;
        }
        if (expr instanceof Expr.Num) {
            return null;
        }
        Position about = expr instanceof Expr.Pos pos ? pos.position() : own.is(expr) ? question.position() : null;
        String message = own.is(expr) ? ValueSteps.AGAIN : "Say what it comes to: " + expr.shown() + " = ….";
        return Judged.step(Verdict.right(message)).opened().about(about);
    }

    /** The answer itself, as the answer box reads it. {@code alone}: the worked answer has no other line. */
    Judged answer(String line, boolean alone) throws NotationException {
        String kind = question.kind();
        if (kind.equals("grundy")) {
            return value(line);
        }
        if (kind.startsWith("move") && !line.equals("none")) {
            return movesGiven(line);
        }
        Verdict verdict = question.judge(kind, line);
        if (verdict.mark() == Verdict.Mark.UNREADABLE && !kind.startsWith("move")) {
            verdict = Verdict.unreadable(advice.neither(line));
        }
        return Judged.answer(verdict, line, null).about(question.position());
    }

    /**
     * A value: decimal, or binary as written ({@code 0b101}, {@code 011}); in a question about binary, a number of 0s
     * and 1s is read in the way that gives the value, in binary when neither does.
     */
    private Judged value(String line) throws NotationException {
        if (!Expr.Num.digits(line) && !(line.startsWith("0b") && Expr.Num.bits(line.substring(2)))) {
            return Judged.answer(Verdict.unreadable(advice.neither(line)), line, null).about(question.position());
        }
        Expr.Num decimal = Expr.Num.of(line, false);
        Expr.Num num = decimal;
        if (Expr.Num.eitherWay(line) && (line.charAt(0) == '0' || question.binary() && decimal.value()
                != question.solver().grundy(question.position()))) {
            num = Expr.Num.of(line, true);
        }
        Verdict verdict = question.judge("grundy", Long.toString(num.value()));
        Judged judged = Judged.answer(verdict, line, num.value()).about(question.position());
        return num.binary() && !line.startsWith("0b") ? judged.read("read as binary: " + line + " = " + num.value())
                : judged;
    }

    /** Moves given as the answer, one or several ({@code a; b}): each right if it wins, the first wrong one said. */
    private Judged movesGiven(String line) throws NotationException {
        List<Position> given = new ArrayList<>();
        for (Matcher.Written part : Matcher.split(line)) {
            if (part.text().isEmpty()) {
                continue;
            }
            Position move;
            try {
                move = question.matcher().move(question.position(), part.text());
            } catch (Matcher.Unreadable e) {
                return Judged.answer(Verdict.unreadable(advice.of(e.getMessage(), line)), line, null);
            }
            Verdict verdict = moves.answering(move);
            if (verdict.mark() != Verdict.Mark.RIGHT) {
                return Judged.answer(verdict, line, null).about(move);
            }
            given.add(move);
        }
        if (given.isEmpty()) {
            return Judged.answer(question.judge("move", ""), line, null);
        }
        Verdict right = Verdict.right(given.size() == 1 ? "Right: that move leaves value 0, a P-position."
                : "Right: each of these wins.");
        return Judged.answer(right, line, null).about(given.get(given.size() - 1)).moving(given.stream()
                .map(move -> move.canonical().toString()).toList());
    }
}
