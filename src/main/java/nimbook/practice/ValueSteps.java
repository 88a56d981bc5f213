package nimbook.practice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * Steps that say things are equal — values ({@code kayles 4 = 1}), mexes, nim-sums — with every {@code =} of a chain
 * such as {@code G(5) = mex{G(4), G(3)} = mex{1, 0} = 2} checked; the first that does not hold says why.
 */
final class ValueSteps {
    private final Question question;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final Reasons reasons;

    ValueSteps(Question question, StepReader reader, EenyMeenySteps walks, Reasons reasons) {
        this.question = question;
        this.reader = reader;
        this.walks = walks;
        this.reasons = reasons;
    }

    Judged chain(List<String> sides) throws Matcher.Unreadable, NotationException {
        List<Expr> exprs = new ArrayList<>();
        for (String side : sides) {
            if (side.isBlank()) {
                throw new Matcher.Unreadable("Write what is equal on both sides of =, like kayles 4 = 1.");
            }
            exprs.add(reader.expr(side));
        }
        return links(exprs, false);
    }

    /**
     * The verdict on a chain of equal things: the first link that does not hold says why. A chain about the
     * exercise's position answers a value question; {@code moved}: it follows a move, already judged.
     */
    Judged links(List<Expr> exprs, boolean moved) throws NotationException {
        Long claimed = null;
        boolean answers = false;
        for (Expr expr : exprs) {
            if (question.standsForExercise(expr)) {
                answers = true;
                for (Expr other : exprs) {
                    if (other instanceof Expr.Num num) {
                        claimed = num.value();
                    }
                }
            } else if (expr instanceof Expr.Pos pos) {
                walks.follow(pos.shown(), pos.position());
            }
        }
        boolean answersValue = answers && question.kind().equals("grundy") && !moved;
        for (int i = 0; i + 1 < exprs.size(); i++) {
            Verdict wrong = link(exprs.get(i), exprs.get(i + 1));
            if (wrong != null) {
                return new Judged(wrong, answersValue ? "" : null, claimed);
            }
        }
        if (answersValue) {
            long value = question.solver().grundy(question.position());
            return new Judged(question.judge("grundy", Long.toString(value)), "", value);
        }
        return new Judged(Verdict.right("Right."), null, claimed);
    }

    /** Null when left = right holds; otherwise why not. */
    private Verdict link(Expr left, Expr right) throws NotationException {
        if (left instanceof Expr.Mex && right instanceof Expr.Pos) {
            return link(right, left);
        }
        if (left instanceof Expr.Pos pos && right instanceof Expr.Mex mex) {
            return options(pos, mex);
        }
        if (left instanceof Expr.Pos pos && right instanceof Expr.Sum sum
                && pos.position().places().size() == sum.items().size()) {
            return components(pos, sum);
        }
        if (left instanceof Expr.Sum sum && right instanceof Expr.Pos pos
                && pos.position().places().size() == sum.items().size()) {
            return components(pos, sum);
        }
        if (left instanceof Expr.Mex a && right instanceof Expr.Mex b) {
            return sameValues(a, b);
        }
        if (left instanceof Expr.Sum a && right instanceof Expr.Sum b && a.items().size() == b.items().size()) {
            return itemByItem(a.items(), b.items());
        }
        return equal(left, right);
    }

    /** The mex of a position's options: named (G(4), kayles 1 2), each option once; or their values, as a set. */
    private Verdict options(Expr.Pos pos, Expr.Mex mex) throws NotationException {
        List<Solver.Option> options = question.solver().options(pos.position());
        List<Position> results = new ArrayList<>();
        Set<Position> reachable = new HashSet<>();
        for (Solver.Option option : options) {
            if (reachable.add(option.result().canonical())) {
                results.add(option.result());
            }
        }
        if (results.isEmpty() && !mex.items().isEmpty()) {
            return Verdict.wrong(pos.shown() + " has no option, so its value is mex{} = 0.");
        }
        if (mex.items().stream().allMatch(item -> item instanceof Expr.Pos)) {
            return namedOptions(pos, mex, results, reachable);
        }
        List<Long> values = new ArrayList<>();
        for (Solver.Option option : options) {
            values.add(question.solver().grundy(option.result()));
        }
        values.sort(null);
        if (new TreeSet<>(values).equals(question.values(mex.items()))) {
            return null;
        }
        if (question.isExercise(pos)) {
            return Verdict.wrong("Those are not the values of the options of " + pos.shown() + ": find the value of each"
                    + " of " + optionsOf(results) + ".");
        }
        return Verdict.wrong("The options of " + pos.shown() + " have values " + Reasons.listed(values)
                + ", so the set is " + Reasons.set(new TreeSet<>(values)) + ", not "
                + Reasons.set(question.values(mex.items())) + ".");
    }

    /** A mex of named options: each a position's option, none left out. */
    private static Verdict namedOptions(Expr.Pos pos, Expr.Mex mex, List<Position> results, Set<Position> reachable) {
        Set<Position> named = new HashSet<>();
        for (Expr item : mex.items()) {
            Position option = ((Expr.Pos) item).position().canonical();
            if (!reachable.contains(option)) {
                return Verdict.wrong(item.shown() + " is not an option of " + pos.shown() + ": its options are "
                        + optionsOf(results) + ".");
            }
            named.add(option);
        }
        for (Position option : results) {
            if (!named.contains(option.canonical())) {
                return Verdict.wrong(mex.shown() + " leaves out " + option + ", an option of " + pos.shown() + ".");
            }
        }
        return null;
    }

    /** A position's options (there are some), named, or counted when they are many: "kayles 3 and kayles 1 1". */
    private static String optionsOf(List<Position> results) {
        if (results.size() > Reasons.LISTED) {
            return "its " + results.size() + " options";
        }
        List<String> names = new ArrayList<>();
        results.forEach(result -> names.add(result.toString()));
        return Reasons.and(names);
    }

    /** A sum against the nim-sum of its components' values, in any order. */
    private Verdict components(Expr.Pos pos, Expr.Sum sum) throws NotationException {
        List<Position.Place> places = pos.position().places();
        List<Long> want = new ArrayList<>();
        for (Position.Place place : places) {
            want.add(place.game().grundy(place.component()));
        }
        List<Long> given = new ArrayList<>();
        for (Expr item : sum.items()) {
            given.add(question.value(item));
        }
        want.sort(null);
        given.sort(null);
        if (want.equals(given)) {
            return null;
        }
        List<Expr> parts = new ArrayList<>();
        for (Position.Place place : places) {
            parts.add(new Expr.Pos(place.label(), question.solver().parse(place.label())));
        }
        return itemByItem(parts, sum.items());
    }

    /** Two mexes of the same set of values. */
    private Verdict sameValues(Expr.Mex a, Expr.Mex b) throws NotationException {
        Set<Long> left = question.values(a.items());
        Set<Long> right = question.values(b.items());
        if (left.equals(right)) {
            return null;
        }
        if (a.items().size() == b.items().size()) {
            return itemByItem(a.items(), b.items());
        }
        return Verdict.wrong("The values in " + a.shown() + " are " + Reasons.set(left) + ", not " + Reasons.set(right)
                + ".");
    }

    /** The first pair of items, in order, whose values differ; null when none does. */
    private Verdict itemByItem(List<Expr> left, List<Expr> right) throws NotationException {
        for (int i = 0; i < left.size(); i++) {
            Verdict wrong = equal(left.get(i), right.get(i));
            if (wrong != null) {
                return wrong;
            }
        }
        return null;
    }

    /** Two things of equal value: when they are not, what the one worked out is, and why. */
    private Verdict equal(Expr left, Expr right) throws NotationException {
        long a = question.value(left);
        long b = question.value(right);
        if (a == b) {
            return null;
        }
        boolean swap = left instanceof Expr.Num && !(right instanceof Expr.Num);
        Expr subject = swap ? right : left;
        Expr claim = swap ? left : right;
        if (question.isExercise(subject)) {
            return question.judge("grundy", Long.toString(question.value(claim)));
        }
        if (subject instanceof Expr.Sum sum && question.componentsOfExercise(sum)) {
            return wrongColumn(sum, claim);
        }
        long truth = swap ? b : a;
        String said = claim instanceof Expr.Num num ? num.written() : question.value(claim) + " (" + claim.shown() + ")";
        String reason = reasons.of(subject, question.value(claim));
        return Verdict.wrong(subject.shown() + " is " + shown(truth, claim) + ", not " + said
                + (reason.isEmpty() ? "." : ": " + reason + "."));
    }

    /** The exercise's value as a nim-sum of its components' values: where it goes wrong, not what it is. */
    private Verdict wrongColumn(Expr.Sum sum, Expr claim) throws NotationException {
        List<String> bits = new ArrayList<>();
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(question.widest(sum) | question.value(claim)));
        for (Expr item : sum.items()) {
            bits.add(Reasons.binary(question.value(item), width));
        }
        return Verdict.wrong(sum.shown() + " is not " + claim.shown() + ": in binary " + String.join(" ⊕ ", bits)
                + ", count the ones in the " + (1L << (63 - Long.numberOfLeadingZeros(question.value(sum)
                        ^ question.value(claim)))) + "s column: an odd number gives 1 there, an even number 0.");
    }

    /** A value written as the reader wrote the wrong one: in binary, to as many digits, when they did. */
    private static String shown(long value, Expr claim) {
        if (claim instanceof Expr.Num num && num.binary()) {
            String bits = Long.toBinaryString(value);
            int digits = num.written().startsWith("0b") ? num.written().length() - 2 : num.written().length();
            return (num.written().startsWith("0b") ? "0b" : "") + "0".repeat(Math.max(0, digits - bits.length())) + bits;
        }
        return Long.toString(value);
    }
}
