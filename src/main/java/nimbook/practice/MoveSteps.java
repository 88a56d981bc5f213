package nimbook.practice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.text.Text;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * Outcomes ({@code nim 1 2 3 is P}, {@code P}) and moves ({@code nim 3 4 5 → nim 1 4 5}, optionally {@code = 0}):
 * an outcome or a move of the exercise's own position answers an outcome or move question, as the answer box judges it.
 */
final class MoveSteps {
    private final Question question;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final ValueSteps values;
    private final Reasons reasons;

    MoveSteps(Question question, StepReader reader, EenyMeenySteps walks, ValueSteps values, Reasons reasons) {
        this.question = question;
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
                return new Judged(question.judge("outcome", line), line, null);
            }
            return Judged.step(outcomeOf(new Expr.Pos(position.toString(), position), alone, line));
        }
        int is = line.lastIndexOf(" is ");
        Outcome said = is < 0 ? null : Matcher.outcome(article(line.substring(is + 4)));
        if (said == null) {
            return null;
        }
        Expr subject = reader.expr(line.substring(0, is));
        if (!(subject instanceof Expr.Pos pos)) {
            throw new Matcher.Unreadable("Say which position is P or N, like nim 1 2 3 is P.");
        }
        walks.follow(pos.shown(), pos.position());
        if (question.isExercise(pos) && question.kind().equals("outcome")) {
            String answer = said.name();
            return new Judged(question.judge("outcome", answer), answer, null);
        }
        return Judged.step(outcomeOf(pos, said, said.name()));
    }

    private Verdict outcomeOf(Expr.Pos pos, Outcome said, String written) throws NotationException {
        if (question.isExercise(pos)) {
            Verdict verdict = question.judge("outcome", written);
            return verdict.mark() == Verdict.Mark.RIGHT ? Verdict.right("Right.") : verdict;
        }
        long value = question.solver().grundy(pos.position());
        Outcome truth = Outcome.of(value);
        if (truth == said) {
            return Verdict.right("Right.");
        }
        String reason = reasons.of(pos.position());
        return Verdict.wrong(pos.shown() + " is " + truth + ", not " + said + ": its value is " + value
                + (value == 0 ? "" : ", not 0") + (reason.isEmpty() ? "." : " (" + reason + ")."));
    }

    /** {@code A → B}, optionally {@code = value}: a move of the exercise answers a move question. */
    Judged move(String line) throws Matcher.Unreadable, NotationException {
        int arrow = line.indexOf("→");
        int after = arrow + 1;
        if (arrow < 0) {
            arrow = line.indexOf("->");
            after = arrow + 2;
        }
        String from = line.substring(0, arrow).strip();
        List<String> sides = Text.split(line.substring(after), "=");
        if (from.isEmpty() || sides.get(0).isBlank()) {
            throw new Matcher.Unreadable("Write a move as the position before it and the position after it, like "
                    + question.position() + " → " + example() + ".");
        }
        Expr start = reader.expr(from);
        Expr end = reader.expr(sides.get(0));
        if (!(start instanceof Expr.Pos a) || !(end instanceof Expr.Pos b)) {
            throw new Matcher.Unreadable("Write a move between two positions, like " + question.position() + " → "
                    + example() + ".");
        }
        List<Expr> chain = new ArrayList<>(List.of(b));
        for (String side : sides.subList(1, sides.size())) {
            if (side.isBlank()) {
                throw new Matcher.Unreadable("Write what is equal on both sides of =, like kayles 4 = 1.");
            }
            chain.add(reader.expr(side));
        }
        boolean whole = question.isExercise(a);
        if (question.kind().startsWith("move") && (whole || question.isComponent(a.position()))) {
            String answer = whole ? b.position().toString() : from + " → " + sides.get(0).strip();
            return new Judged(answeringMove(answer, chain), answer, null);
        }
        Set<Position> reachable = new HashSet<>();
        for (Solver.Option option : question.solver().options(a.position())) {
            reachable.add(option.result().canonical());
        }
        if (!reachable.contains(b.position().canonical())) {
            return Judged.step(Verdict.wrong("\"" + b.shown() + "\" cannot be reached in one move from " + a.shown()
                    + "."));
        }
        return Judged.step(values.links(chain, true).verdict());
    }

    /** A move of the exercise's position (or of one of its components), and the values written after it. */
    private Verdict answeringMove(String answer, List<Expr> chain) throws NotationException {
        Verdict verdict = question.judge("move", answer);
        if (verdict.mark() == Verdict.Mark.RIGHT) {
            Judged written = values.links(chain, true);
            if (written.verdict().mark() != Verdict.Mark.RIGHT) {
                verdict = written.verdict();
            }
        }
        return verdict;
    }

    /** A move of the exercise's position, for a message's example. */
    private String example() {
        Position position = question.position();
        try {
            List<Solver.Option> options = question.solver().options(position);
            return options.isEmpty() ? position.toString() : options.get(0).result().toString();
        } catch (NotationException e) {
            return position.toString();
        }
    }
}
