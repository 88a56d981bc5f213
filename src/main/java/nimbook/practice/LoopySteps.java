package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.practice.StepChecker.Checked;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * A worked answer about a loopy position, checked line by line ({@link Marking}) as the lesson teaches the work: a
 * vertex's value ({@code γ(3) = 0}, {@code vertex 1: ∞(0,2)}, {@code 3 gets 0}), with every {@code =} of a chain checked;
 * a round of the labelling ({@link LoopyRounds}); a sum of values by Smith's rule ({@code ∞(0,2) + 3 = ∞(1,3)}); an
 * outcome, P, N or D, of a vertex, a value or the position ({@code so D}); a move, as the position it leaves or as the
 * token's slide ({@code 0 → 2}); how many moves win; and the answer, judged as the answer box judges it
 * ({@link LoopyAnswers}). A wrong line says why ({@link LoopyReasons}); nothing told gives away the value, outcome or
 * winning moves of the exercise's position: a line that only restates it is incomplete.
 */
final class LoopySteps implements Marking.Steps {
    static final String STOPS = "Right so far; now say what it comes to: end with = and a value.";
    static final String AGAIN = "That only says it again: say what it comes to, with = and a value.";
    private static final List<String> DRAWS = List.of("d", "draw", "drawn", "d-position", "a draw", "a d-position",
        "it is a draw", "it's a draw", "it’s a draw", "the game is a draw", "neither", "nobody wins", "no one wins",
        "neither wins", "neither player wins", "neither can force a win", "neither player can force a win");
    private static final List<String> MOVES = List.of("move to ", "i move to ", "move the token to ", "the winning move is ",
        "a winning move is ", "winning move: ", "the winning moves are ", "winning moves: ");
    /** What each question asks for, in the order of {@link Matcher#KINDS}, for "now write the answer: …". */
    private static final List<String> ASKED = List.of("the value of ", "P, N or D", "every winning move", "a winning move",
        "how many winning moves there are");

    private final LoopyQuestion question;
    private final LoopyReader reader;
    private final LoopyReasons reasons;
    private final LoopyRounds rounds;
    private final LoopyMoves moves;
    /** The last side of the last chain, which a line starting with = goes on from. */
    private LoopyExpr last;
    /** What the line's last step was about, which a "so D" after it speaks of (null: the exercise's position). */
    private LoopyExpr subject;

    LoopySteps(Loopy position, String kind) {
        this.question = new LoopyQuestion(position, kind);
        this.reader = new LoopyReader(question);
        this.reasons = new LoopyReasons(question);
        this.rounds = new LoopyRounds(question, reader, reasons);
        this.moves = new LoopyMoves(question, reader);
    }

    Checked all(String text) throws NotationException {
        return Marking.all(this, text);
    }

    @Override
    public Judged line(String typed, boolean alone) throws Matcher.Unreadable, NotationException {
        String plain = LoopyReader.plain(typed);
        StepReader.checkDepth(plain);
        subject = null;
        List<String> clauses = LoopyReader.clauses(plain);
        Judged line = null;
        for (String clause : clauses) {
            Judged step = step(clause, alone && clauses.size() == 1);
            line = line == null ? step : line.and(step);
        }
        return line;
    }

    /** One step, to the kind of step it is; a {@code graph N:} before it names the graph it and the lines after are about. */
    private Judged step(String clause, boolean alone) throws Matcher.Unreadable, NotationException {
        String after = NotationReader.afterConnectives(clause);
        String text = after == null ? clause : after;
        if (reader.name(text) >= 0) {
            text = LoopyReader.graphNamed(text);
            if (text.isEmpty()) {
                return Judged.step(Verdict.right("Right: the lines after this are about graph " + (reader.current() + 1)
                        + "."));
            }
        }
        if (text.startsWith("round")) {
            return Judged.step(rounds.check(reader.graph("round 0: …"), text));
        }
        if (text.startsWith("=")) {
            return chain(Text.split(text.substring(1), "="), true);
        }
        Judged said = said(text, after != null);
        if (said != null) {
            return said;
        }
        for (String start : MOVES) {
            if (text.startsWith(start)) {
                return move(null, text.substring(start.length()));
            }
        }
        int arrow = text.indexOf('→');
        if (arrow >= 0) {
            return move(Text.strip(text.substring(0, arrow)), text.substring(arrow + 1));
        }
        List<String> sides = sides(text);
        return sides != null ? chain(sides, false) : bare(text, alone);
    }

    /** An outcome said ({@code P}, {@code so D}, {@code γ(3) is N}) or how many moves win; null for neither. */
    private Judged said(String text, boolean concluding) throws Matcher.Unreadable, NotationException {
        int is = text.lastIndexOf(" is ");
        String claimed = outcome(text);
        LoopyExpr about = concluding && subject != null ? subject : exercise();
        if (claimed == null && is > 0 && outcome(text.substring(is + 4)) != null) {
            claimed = outcome(text.substring(is + 4));
            about = reader.expr(text.substring(0, is));
        }
        if (claimed != null) {
            subject = about;
            if (question.own(about)) {
                return answer("outcome", question.judge("outcome", claimed), claimed);
            }
            return Judged.step(question.value(about).outcome().equals(claimed) ? Verdict.right("Right.")
                    : Verdict.wrong(reasons.outcome(about, claimed)));
        }
        String counted = Prose.read(text, concluding);
        String has = NotationReader.SUBJECT + " has ";
        if (!counted.startsWith(has) || !counted.endsWith(" winning moves")) {
            return null;
        }
        String count = counted.substring(has.length(), counted.length() - " winning moves".length());
        if (count.equals("0") && question.kind().startsWith("move")) {
            return Judged.answer(question.judge(question.kind(), "none"), "none", null);
        }
        return answer("count", question.judge("count", count), count);
    }

    /** The answer, where the question asks {@code asked}; else a step, right or wrong as the answer would be. */
    private Judged answer(String asked, Verdict verdict, String given) {
        if (question.kind().equals(asked)) {
            return Judged.answer(verdict, given, null);
        }
        return Judged.step(verdict.mark() == Verdict.Mark.RIGHT ? Verdict.right("Right.") : verdict);
    }

    /** P, N or D as said; null for anything else. */
    private static String outcome(String text) {
        nimbook.solver.Outcome said = Prose.outcome(text);
        return DRAWS.contains(text) ? "D" : said == null ? null : said.name();
    }

    /** The sides of a step that says things are equal ({@code =}, {@code is}, {@code gets}, {@code vertex 3: 0}); or null. */
    private static List<String> sides(String text) {
        if (text.contains("=")) {
            return Text.split(text, "=");
        }
        int gets = text.indexOf(" gets ");
        if (gets > 0) {
            String left = text.substring(0, gets);
            return List.of(Notation.isWholeNumber(left) ? "vertex " + left : left, text.substring(gets + 6));
        }
        int colon = text.indexOf(':');
        if (colon > 0 && LoopyReader.namesOne(text.substring(0, colon))) {
            return List.of(text.substring(0, colon), text.substring(colon + 1));
        }
        int is = text.indexOf(" is ");
        return is > 0 ? List.of(text.substring(0, is), text.substring(is + 4)) : null;
    }

    private LoopyExpr exercise() {
        return LoopyExpr.place(question.position());
    }

    /**
     * A chain of equal things, every link checked: the first that does not hold says why. One that comes to a value of
     * the exercise's position answers a question about its value; one that never comes to a value is right so far.
     */
    private Judged chain(List<String> sides, boolean continued) throws Matcher.Unreadable, NotationException {
        if (continued && last == null) {
            throw new Matcher.Unreadable("Write what is equal on both sides of =, like γ(3) = 0.");
        }
        List<LoopyExpr> exprs = new ArrayList<>();
        for (String side : sides) {
            exprs.add(reader.expr(side));
        }
        if (continued) {
            exprs.add(0, last);
        }
        boolean owned = false;
        LoopyExpr value = null;
        subject = null;
        for (LoopyExpr expr : exprs) {
            owned |= question.own(expr);
            value = expr.kind == LoopyExpr.VALUE ? expr : value;
            subject = subject == null && expr.kind != LoopyExpr.VALUE ? expr : subject;
        }
        last = exprs.get(exprs.size() - 1);
        subject = owned ? exercise() : subject == null ? last : subject;
        boolean answers = owned && value != null && question.kind().equals("grundy");
        for (int i = 0; i + 1 < exprs.size(); i++) {
            Verdict wrong = reasons.link(exprs.get(i), exprs.get(i + 1));
            if (wrong != null) {
                // The value given the position itself is judged as the answer box judges it; one given a sum of the
                // reader's own numbers says what the rule makes of them.
                boolean asked = answers && (boxed(exprs.get(i)) || boxed(exprs.get(i + 1)))
                        && (exprs.get(i).kind == LoopyExpr.VALUE || exprs.get(i + 1).kind == LoopyExpr.VALUE);
                return Judged.answer(asked ? question.judge("grundy", value.shown) : wrong, answers ? "" : null, null);
            }
        }
        if (value == null) {
            return Judged.step(Verdict.right(!continued && restated(exprs) ? AGAIN : STOPS)).opened();
        }
        return answers ? Judged.answer(question.judge("grundy", value.shown), "", null)
                : Judged.step(Verdict.right("Right."));
    }

    /** Whether a thing is the exercise's position in a form other than a sum of numbers. */
    private boolean boxed(LoopyExpr expr) {
        boolean numbers = expr.kind == LoopyExpr.SUM;
        for (LoopyExpr item : expr.items) {
            numbers &= item.kind == LoopyExpr.VALUE;
        }
        return question.own(expr) && !numbers;
    }

    /** Whether every side says the same thing as the one before: {@code γ(0) = γ(0)}, the exercise's in any form. */
    private boolean restated(List<LoopyExpr> exprs) {
        for (int i = 0; i + 1 < exprs.size(); i++) {
            if (!same(exprs.get(i)).equals(same(exprs.get(i + 1)))) {
                return false;
            }
        }
        return exprs.size() > 1;
    }

    private String same(LoopyExpr expr) {
        if (question.own(expr)) {
            return "";
        }
        if (expr.kind == LoopyExpr.PLACE) {
            return expr.position.canonical();
        }
        if (expr.kind == LoopyExpr.VERTEX) {
            return expr.graph + " " + expr.vertex;
        }
        List<String> items = new ArrayList<>();
        for (LoopyExpr item : expr.items) {
            items.add(same(item));
        }
        items.sort(null);
        return expr.kind == LoopyExpr.SUM ? "+" + items : expr.shown;
    }

    /**
     * A move written {@code from → to}: as the position it leaves, from the position, or as the token's slide
     * ({@code 0 → 2}, {@code move to vertex 2}: {@code from} null), maybe with the value it leaves ({@code 0 → 2 = 0}).
     */
    private Judged move(String from, String target) throws Matcher.Unreadable, NotationException {
        List<String> claims = Text.split(target, "=");
        Loopy leaves = moves.read(from, Text.strip(claims.get(0)));
        if (leaves == null) {
            return Judged.step(Verdict.wrong(moves.wrong()));
        }
        List<String> sides = new ArrayList<>(claims);
        sides.set(0, leaves.toString());
        Judged claim = claims.size() > 1 ? chain(sides, false) : null;
        subject = LoopyExpr.place(leaves);
        boolean zero = claim != null && question.value(last).equals(LoopyValue.finite(0));
        Verdict wrong = LoopyAnswers.wrong(question.position(), leaves);
        if (!question.kind().startsWith("move") || claim != null && !zero) {
            return question.reaches(leaves) ? claim != null ? claim : Judged.step(Verdict.right("Right."))
                    : Judged.step(wrong);
        }
        Verdict verdict = wrong != null ? wrong : claim != null && claim.verdict().mark() != Verdict.Mark.RIGHT
                ? claim.verdict() : Verdict.right("Right: that move leaves value 0, a P-position.");
        // A move the position has is one tried, if another follows it where one winning move is asked.
        Judged answer = Judged.answer(verdict, leaves.toString(), null);
        return question.reaches(leaves) ? answer.moving(List.of(leaves.canonical())) : answer;
    }

    /**
     * A thing written alone: a value or a move where one is asked, the answer; a thing to say what it comes to, which a
     * line starting with = may go on with; else, when the line is all the answer, the answer as the answer box judges
     * it, or a line that is neither step nor answer.
     */
    private Judged bare(String text, boolean alone) throws Matcher.Unreadable, NotationException {
        String kind = question.kind();
        LoopyExpr expr = null;
        try {
            expr = reader.expr(text);
        } catch (Matcher.Unreadable e) {
            if (!e.getMessage().startsWith(LoopyReader.TERM_FORM)) {
                throw e;
            }
        }
        boolean value = expr != null && expr.kind == LoopyExpr.VALUE;
        if (value && (kind.equals("grundy") || kind.equals("count") && !expr.value.infinite())
                || expr == null && (alone || text.equals("none"))) {
            return Judged.answer(question.judge(kind, text), text, null);
        }
        if (expr == null || value) {
            throw new Matcher.Unreadable("Neither a step nor the answer: write a step, like " + (question.graphs() > 1
                    ? "graph 1: " : "") + "γ(0) = … or round 0: …, or the answer (" + asked() + ").");
        }
        if (expr.kind == LoopyExpr.PLACE && kind.startsWith("move") && !question.own(expr)) {
            return move(null, expr.shown);
        }
        subject = expr;
        last = expr;
        return Judged.step(Verdict.right(STOPS)).opened();
    }

    @Override
    public String unreadable(String problem, String typed) {
        return problem;
    }

    @Override
    public String kind() {
        return question.kind();
    }

    @Override
    public String asked() {
        String asked = ASKED.get(Matcher.KINDS.indexOf(question.kind()));
        return asked.endsWith(" ") ? asked + question.position() : asked;
    }

    @Override
    public String empty() {
        return question.judge(question.kind(), "").message();
    }

    @Override
    public String stops() {
        return STOPS;
    }

    @Override
    public Set<String> winning() {
        Set<String> winning = new TreeSet<>();
        for (Loopy move : question.position().winningMoves()) {
            winning.add(move.canonical());
        }
        return winning;
    }
}
