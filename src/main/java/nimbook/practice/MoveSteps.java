package nimbook.practice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.text.Text;

/**
 * Outcomes ({@code nim 1 2 3 is P}, {@code P}), counts of winning moves ({@code nim 3 4 5 has 1 winning moves}) and
 * moves ({@code nim 3 4 5 → nim 1 4 5}, {@code kayles 8 → kayles 3 3}, optionally {@code = 0}): an outcome, a count or a
 * move of the exercise's own position answers a question of that kind, as the answer box judges it; a move followed by
 * a value other than 0 is one tried and rejected, a statement to check.
 */
final class MoveSteps {
    private final Question question;
    private final OwnPosition own;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final ValueSteps values;
    private final Reasons reasons;

    MoveSteps(Question question, OwnPosition own, StepReader reader, EenyMeenySteps walks, ValueSteps values,
            Reasons reasons) {
        this.question = question;
        this.own = own;
        this.reader = reader;
        this.walks = walks;
        this.values = values;
        this.reasons = reasons;
    }

    /** What is said without its article: "an N-position" is "N-position". */
    private static String article(String said) {
        return said.startsWith("an ") ? said.substring(3) : said.startsWith("a ") ? said.substring(2) : said;
    }

    /** "nim 1 2 3 is P", "P", "the player to move"; null for a line that is no outcome. */
    Judged outcome(String line) throws Matcher.Unreadable, NotationException {
        Position position = question.position();
        Outcome alone = Matcher.outcome(line);
        if (alone != null) {
            if (question.kind().equals("outcome")) {
                return Judged.answer(answering(new Expr.Pos(position.toString(), position), alone, line), line, null)
                        .about(position);
            }
            return Judged.step(outcomeOf(new Expr.Pos(position.toString(), position), alone)).about(position);
        }
        int is = line.lastIndexOf(" is ");
        Outcome said = is < 0 ? null : Matcher.outcome(article(line.substring(is + 4)));
        if (said == null) {
            return null;
        }
        Expr subject = reader.expr(line.substring(0, is));
        if (!(subject instanceof Expr.Pos pos)) {
            throw new Matcher.Unreadable("Say which position is P or N, like " + Advice.outcome(question) + ".");
        }
        walks.follow(pos.shown(), pos.position());
        if (question.isExercise(pos) && question.kind().equals("outcome")) {
            String answer = said.name();
            return Judged.answer(answering(pos, said, answer), answer, null).about(pos.position());
        }
        return Judged.step(outcomeOf(pos, said)).about(pos.position());
    }

    /** The matcher's verdict on the exercise's outcome; a misère position's outcome in normal play in its own words. */
    private Verdict answering(Expr.Pos pos, Outcome said, String written) throws NotationException {
        Verdict verdict = question.judge("outcome", written);
        String mistake = verdict.mark() == Verdict.Mark.WRONG ? Misconception.ofOutcome(pos, said) : null;
        return mistake == null ? verdict : Verdict.wrong(mistake);
    }

    private Verdict outcomeOf(Expr.Pos pos, Outcome said) throws NotationException {
        String mistake = Misconception.ofOutcome(pos, said);
        if (mistake != null) {
            return Verdict.wrong(mistake);
        }
        long value = question.solver().grundy(pos.position());
        Outcome truth = Outcome.of(value);
        if (truth == said) {
            return Verdict.right("Right.");
        }
        if (own.hidden(pos)) {
            return Verdict.wrong(pos.shown() + " is not " + said + ": look at its value — 0 means P, anything else N.");
        }
        String reason = reasons.of(pos.position());
        return Verdict.wrong(pos.shown() + " is " + truth + ", not " + said + ": its value is " + value
                + (value == 0 ? "" : ", not 0") + (reason.isEmpty() ? "." : " (" + reason + ")."));
    }

    /** "nim 3 4 5 has 1 winning moves" (the notation's reading of "1 winning move", "no move wins"…); null otherwise. */
    Judged count(String line) throws Matcher.Unreadable, NotationException {
        int has = line.lastIndexOf(" has ");
        String rest = has < 0 ? "" : line.substring(has + 5);
        int space = rest.indexOf(' ');
        if (space < 0 || !rest.startsWith(" winning move", space) || !Expr.Num.digits(rest.substring(0, space))) {
            return null;
        }
        Expr subject = reader.expr(line.substring(0, has));
        if (!(subject instanceof Expr.Pos pos)) {
            throw new Matcher.Unreadable("Say which position has that many winning moves, like "
                    + question.position() + " has 2 winning moves.");
        }
        String count = rest.substring(0, space);
        String kind = question.kind();
        if (question.isExercise(pos) && (kind.equals("count") || kind.startsWith("move") && count.equals("0"))) {
            String answer = kind.equals("count") ? count : "none";
            return Judged.answer(question.judge(kind, answer), answer, null).about(pos.position());
        }
        int winning = question.solver().winningMoves(pos.position()).size();
        if (Long.parseLong(count) == winning) {
            return Judged.step(Verdict.right("Right.")).about(pos.position());
        }
        return Judged.step(Verdict.wrong(own.hidden(pos) ? pos.shown() + " does not have " + count + (count.equals("1")
                ? " winning move" : " winning moves") + ": count again (each winning move leaves value 0)." : pos.shown()
                + " has " + winning + (winning == 1 ? " winning move" : " winning moves") + ", not " + count + "."))
                .about(pos.position());
    }

    /**
     * {@code A → B}, optionally {@code = value}: a move of the exercise (or of one of its components) with no value, or
     * with 0, answers a question about moves; with another value it is a move tried and rejected.
     */
    Judged move(String line) throws Matcher.Unreadable, NotationException {
        int arrow = line.indexOf("→");
        int after = arrow + 1;
        if (arrow < 0) {
            arrow = line.indexOf("->");
            after = arrow + 2;
        }
        String from = Text.strip(line.substring(0, arrow));
        List<String> sides = Text.split(line.substring(after), "=");
        if (from.isEmpty() || Text.isBlank(sides.get(0))) {
            throw new Matcher.Unreadable("Write a move as the position before it and the position after it, like "
                    + Advice.move(question) + ".");
        }
        Expr start = reader.expr(from);
        Expr end = reader.expr(sides.get(0));
        if (!(start instanceof Expr.Pos a) || !(end instanceof Expr.Pos b)) {
            throw new Matcher.Unreadable("Write a move between two positions, like " + Advice.move(question) + ".");
        }
        List<Expr> chain = new ArrayList<>(List.of(b));
        for (String side : sides.subList(1, sides.size())) {
            if (Text.isBlank(side)) {
                throw new Matcher.Unreadable("Write what is equal on both sides of =, like " + Advice.move(question)
                        + " = ….");
            }
            chain.add(reader.expr(side));
        }
        Set<Position> reachable = new HashSet<>();
        for (Solver.Option option : question.solver().options(a.position())) {
            reachable.add(option.result().canonical());
        }
        if (!reachable.contains(b.position().canonical())) {
            return Judged.step(Verdict.wrong("\"" + b.shown() + "\" cannot be reached in one move from " + a.shown()
                    + ".")).about(b.position());
        }
        Judged claims = chain.size() > 1 ? values.links(chain, true, false) : null;
        Position leaves = question.kind().startsWith("move") ? leaves(a, b) : null;
        boolean zero = chain.get(chain.size() - 1) instanceof Expr.Num num && num.value() == 0;
        if (leaves == null || claims != null && !zero) {
            return Judged.step(claims == null ? Verdict.right("Right.") : claims.verdict()).about(b.position());
        }
        Verdict verdict = answering(leaves);
        if (verdict.mark() == Verdict.Mark.RIGHT && claims != null && claims.verdict().mark() != Verdict.Mark.RIGHT) {
            verdict = claims.verdict();
        }
        Judged answer = Judged.answer(verdict, leaves.toString(), null).about(b.position());
        return claims == null ? answer.moving(List.of(leaves.canonical().toString())) : answer;
    }

    /** The matcher's verdict on a move of the exercise's position; a move to a nonzero value in its own words. */
    Verdict answering(Position leaves) throws NotationException {
        Verdict verdict = question.judge("move", leaves.toString());
        if (verdict.mark() != Verdict.Mark.WRONG) {
            return verdict;
        }
        boolean reachable = false;
        for (Solver.Option option : question.solver().options(question.position())) {
            reachable |= option.result().canonical().equals(leaves.canonical());
        }
        long value = question.solver().grundy(leaves);
        return reachable && value != 0 ? Verdict.wrong(Misconception.NONZERO_MOVE.say("subject", leaves.toString(),
                "value", Long.toString(value))) : verdict;
    }

    /** The exercise's position after a move of it, or of one of its components ({@code kayles 8 → kayles 3 3}); or null. */
    private Position leaves(Expr.Pos from, Expr.Pos to) {
        if (question.isExercise(from)) {
            return to.position();
        }
        return Matcher.changed(question.position(), from.position(), to.position());
    }
}
