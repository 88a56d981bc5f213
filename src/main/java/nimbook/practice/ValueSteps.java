package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.text.Text;

/**
 * Steps that say things are equal — values ({@code kayles 4 = 1}), mexes, nim-sums — with every {@code =} of a chain
 * such as {@code G(5) = mex{G(4), G(3)} = mex{1, 0} = 2} checked, in one pass: the first that does not hold says why. A
 * chain that never comes to a number is right so far, not right; and the value of the exercise's own position, in any
 * form, is told by no message: a chain about it is judged on the number the student wrote, or it is incomplete.
 */
final class ValueSteps {
    static final String STOPS = "Right so far; now say what it comes to: end with = and a number.";
    static final String AGAIN = "That only says it again: say what it comes to, with = and a number.";

    private final Question question;
    private final OwnPosition own;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final Links links;
    /** The end of the chain the last line wrote, which a line starting with = goes on from; whether it is the exercise. */
    private Expr last;
    private boolean lastOwn;
    /** Whether the last chain judged ends in the exercise's position in some form. */
    private boolean ownEnd;

    ValueSteps(Question question, OwnPosition own, StepReader reader, EenyMeenySteps walks, Links links) {
        this.question = question;
        this.own = own;
        this.reader = reader;
        this.walks = walks;
        this.links = links;
    }

    /** A chain read from its sides as written ({@code a = b = c}); {@code continued}: it goes on from the last line's. */
    Judged chain(List<String> sides, boolean continued) throws Matcher.Unreadable, NotationException {
        if (continued && last == null) {
            throw new Matcher.Unreadable("Write what is equal on both sides of =, like " + Advice.value(question) + ".");
        }
        // The line read in decimal, and in binary when it has numbers of 0s and 1s: the reading in which it holds.
        reader.startLine(false);
        Read decimal = null;
        Matcher.Unreadable unreadable = null;
        try {
            decimal = read(sides, continued);
        } catch (Matcher.Unreadable e) {
            unreadable = e;
        }
        Read chosen = decimal;
        if (reader.eitherWay() && (decimal == null || !holds(decimal.judged()))) {
            boolean byDefault = reader.binaryByDefault();
            reader.startLine(true);
            Read binary = read(sides, continued);
            if (decimal == null || holds(binary.judged()) || byDefault) {
                chosen = new Read(binary.judged().read(reader.reading()), binary.end(), binary.endOwn());
            }
        }
        if (chosen == null) {
            throw unreadable;
        }
        last = chosen.end();
        lastOwn = chosen.endOwn();
        return chosen.judged();
    }

    /** A judged chain, and its last side (whether that is the exercise's position in some form), for the next line. */
    private record Read(Judged judged, Expr end, boolean endOwn) {
    }

    private static boolean holds(Judged judged) {
        return judged.verdict().mark() == Verdict.Mark.RIGHT;
    }

    private Read read(List<String> sides, boolean continued) throws Matcher.Unreadable, NotationException {
        List<Expr> exprs = new ArrayList<>();
        if (continued) {
            exprs.add(last);
        }
        for (String side : sides) {
            if (Text.isBlank(side)) {
                throw new Matcher.Unreadable("Write what is equal on both sides of =, like " + Advice.value(question) + ".");
            }
            exprs.add(reader.expr(side));
        }
        Judged judged = links(exprs, false, continued && lastOwn);
        return new Read(judged, exprs.get(exprs.size() - 1), ownEnd);
    }

    /**
     * The verdict on a chain of equal things: the first link that does not hold says why. A chain about the
     * exercise's position that comes to a number answers a value question; {@code moved}: it follows a move, already
     * judged; {@code firstOwn}: its first side is the exercise's (from the line before).
     */
    Judged links(List<Expr> exprs, boolean moved, boolean firstOwn) throws NotationException {
        int n = exprs.size();
        boolean[] ownAt = new boolean[n];
        boolean[] hiddenAt = new boolean[n];
        for (int i = 0; i < n; i++) {
            ownAt[i] = i == 0 && firstOwn || own.is(exprs.get(i));
            hiddenAt[i] = ownAt[i] || own.hidden(exprs.get(i));
            if (!ownAt[i] && exprs.get(i) instanceof Expr.Pos pos) {
                walks.follow(pos.shown(), pos.position());
            }
        }
        // Links hold up to the first that does not: all before it are about one thing, the exercise's if any is.
        boolean ownLeft = ownAt[0];
        boolean hiddenLeft = hiddenAt[0];
        int broken = -1;
        Verdict wrong = null;
        for (int i = 0; i + 1 < n && wrong == null; i++) {
            wrong = links.check(exprs.get(i), exprs.get(i + 1), hiddenLeft || hiddenAt[i + 1]);
            if (wrong == null) {
                ownLeft |= ownAt[i + 1];
                hiddenLeft |= hiddenAt[i + 1];
            } else {
                broken = i;
            }
        }
        Position about = about(exprs, ownLeft);
        if (wrong != null) {
            boolean owned = false;
            for (boolean one : ownAt) {
                owned |= one;
            }
            return brokenAt(exprs, hiddenAt, broken, wrong, hiddenLeft, owned, moved).about(about);
        }
        ownEnd = ownLeft;
        Long claimed = ownLeft ? lastNumber(exprs, 0, n) : null;
        if (lastNumber(exprs, 0, n) == null) {
            return Judged.step(Verdict.right(restated(exprs) ? AGAIN : STOPS)).opened().about(about);
        }
        if (ownLeft && question.kind().equals("grundy") && !moved) {
            return Judged.answer(question.judge("grundy", Long.toString(claimed)), "", claimed).about(about);
        }
        return Judged.answer(Verdict.right("Right."), null, claimed).about(about);
    }

    /**
     * The verdict on a chain whose link {@code broken} does not hold: told without the value when either side is one no
     * message may tell (the right one may be, through the links after it); {@code owned}: the chain is about the
     * exercise's position, so that its number is the value the student gave it.
     */
    private Judged brokenAt(List<Expr> exprs, boolean[] hiddenAt, int broken, Verdict wrong, boolean hiddenLeft,
            boolean owned, boolean moved) throws NotationException {
        boolean hiddenRight = false;
        for (int j = broken + 1; j < exprs.size() && !hiddenRight; j++) {
            hiddenRight = hiddenAt[j];
            if (j + 1 < exprs.size() && links.check(exprs.get(j), exprs.get(j + 1), false) != null) {
                break;
            }
        }
        Verdict told = wrong;
        if (hiddenRight && !hiddenLeft) {
            told = links.check(exprs.get(broken), exprs.get(broken + 1), true);
        }
        ownEnd = false;
        Long claimed = owned ? lastNumber(exprs, 0, exprs.size()) : null;
        boolean answers = owned && question.kind().equals("grundy") && !moved;
        return Judged.answer(told, answers ? "" : null, claimed);
    }

    /** The value of the last number among exprs[from, to), or null. */
    private static Long lastNumber(List<Expr> exprs, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (exprs.get(i) instanceof Expr.Num num) {
                return num.value();
            }
        }
        return null;
    }

    /** Whether every link only says a thing again: {@code G(10) = G(10)}, {@code 5 ⊕ 7 ⊕ 9 = 9 ⊕ 7 ⊕ 5}. */
    private static boolean restated(List<Expr> exprs) {
        for (int i = 0; i + 1 < exprs.size(); i++) {
            if (!Links.same(exprs.get(i), exprs.get(i + 1))) {
                return false;
            }
        }
        return exprs.size() > 1;
    }

    /** What a chain is about, for a "so P" after it: its first position, or the exercise's when it is that in a form. */
    private Position about(List<Expr> exprs, boolean owned) {
        for (Expr expr : exprs) {
            if (expr instanceof Expr.Pos pos) {
                return pos.position();
            }
        }
        return owned ? question.position() : null;
    }
}
