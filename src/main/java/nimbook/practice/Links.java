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
 * One link of a chain, {@code left = right}: whether it holds, and if not why not — a mistake students make, in its
 * own words ({@link Misconception}), or the right value with the solver's reason; but never the value of the exercise's
 * own position, when a side is that position in some form.
 */
final class Links {
    private final Question question;
    private final Reasons reasons;

    Links(Question question, Reasons reasons) {
        this.question = question;
        this.reasons = reasons;
    }

    /** Null when left = right holds; otherwise why not. {@code hidden}: a side's value is not to be told. */
    Verdict check(Expr left, Expr right, boolean hidden) throws NotationException {
        if (right instanceof Expr.Pos && (left instanceof Expr.Mex || left instanceof Expr.Sum)) {
            return check(right, left, hidden);
        }
        if (left instanceof Expr.Pos pos && right instanceof Expr.Mex mex) {
            return options(pos, mex, hidden);
        }
        if (left instanceof Expr.Pos pos && right instanceof Expr.Sum sum) {
            return components(pos, sum, hidden);
        }
        if (left instanceof Expr.Mex a && right instanceof Expr.Mex b) {
            return sameValues(a, b);
        }
        if (left instanceof Expr.Sum a && right instanceof Expr.Sum b) {
            return sums(a, b, hidden);
        }
        if (left instanceof Expr.Pos a && right instanceof Expr.Pos b) {
            return positions(a, b, hidden);
        }
        return equal(left, right, hidden);
    }

    /** Whether two sides say the same thing, but for order: {@code G(10) = G(10)}, {@code 5 ⊕ 7 = 7 ⊕ 5}. */
    static boolean same(Expr left, Expr right) {
        if (left instanceof Expr.Pos a && right instanceof Expr.Pos b) {
            return a.position().canonical().equals(b.position().canonical());
        }
        if (left instanceof Expr.Sum a && right instanceof Expr.Sum b) {
            return written(a.items()).equals(written(b.items()));
        }
        if (left instanceof Expr.Mex a && right instanceof Expr.Mex b) {
            return written(a.items()).equals(written(b.items()));
        }
        return left instanceof Expr.Num a && right instanceof Expr.Num b && a.value() == b.value();
    }

    /** Items as written, in order: numbers by their value. */
    private static List<String> written(List<Expr> items) {
        List<String> written = new ArrayList<>();
        for (Expr item : items) {
            written.add(item instanceof Expr.Num num ? Long.toString(num.value()) : item instanceof Expr.Pos pos
                    ? pos.position().canonical().toString() : item.shown());
        }
        written.sort(null);
        return written;
    }

    /** The mex of a position's options: named (G(4), kayles 1 2), each option once; or their values, as a set. */
    private Verdict options(Expr.Pos pos, Expr.Mex mex, boolean hidden) throws NotationException {
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
        if (hidden) {
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
    static String optionsOf(List<Position> results) {
        if (results.size() > Reasons.LISTED) {
            return "its " + results.size() + " options";
        }
        List<String> names = new ArrayList<>();
        results.forEach(result -> names.add(result.toString()));
        return Reasons.and(names);
    }

    /**
     * A position against the nim-sum of its components' values, in any order and with equal ones cancelling in pairs;
     * a misère Nim position against the nim-sum of its heaps. A wrong term is blamed on a component the student wrote.
     */
    private Verdict components(Expr.Pos pos, Expr.Sum sum, boolean hidden) throws NotationException {
        List<Long> given = new ArrayList<>();
        for (Expr item : sum.items()) {
            given.add(question.value(item));
        }
        if (pos.position().misere()) {
            return misere(pos, sum, given, hidden);
        }
        List<Long> want = OwnPosition.componentValues(pos.position());
        if (OwnPosition.reduced(want).equals(OwnPosition.reduced(given)) || xor(want) == xor(given)) {
            return null;
        }
        List<Position.Place> places = pos.position().places();
        List<Position.Place> cancelled = OwnPosition.cancelled(pos.position()).places();
        List<Position.Place> named = given.size() == places.size() ? places : given.size() == cancelled.size()
                ? cancelled : null;
        if (named == null) {
            return Verdict.wrong(Misconception.UNWRITTEN_COMPONENT.say("claim", sum.shown(), "detail",
                    unwritten(places, given), "subject", pos.shown()));
        }
        // The first component whose value no term has, against the first term that is no component's value.
        List<Long> unmatched = new ArrayList<>(given);
        Position.Place missed = null;
        for (Position.Place place : named) {
            if (!unmatched.remove(Long.valueOf(place.game().grundy(place.component()))) && missed == null) {
                missed = place;
            }
        }
        Expr term = sum.items().get(given.indexOf(unmatched.get(0)));
        return equal(new Expr.Pos(missed.label(), question.solver().parse(missed.label())), term, false);
    }

    /** What a nim-sum with a term too few or too many does: "leaves out nim 5", or "has 4 terms for 3 components". */
    private static String unwritten(List<Position.Place> places, List<Long> given) {
        List<Long> left = new ArrayList<>(given);
        List<String> missing = new ArrayList<>();
        for (Position.Place place : places) {
            if (!left.remove(Long.valueOf(place.game().grundy(place.component())))) {
                missing.add(place.label());
            }
        }
        return left.isEmpty() ? "leaves out " + Reasons.and(missing) : "has " + given.size() + " terms for "
                + places.size() + " components";
    }

    /** Misère Nim against the nim-sum of its heaps: the same while a heap has two or more counters, not otherwise. */
    private Verdict misere(Expr.Pos pos, Expr.Sum sum, List<Long> given, boolean hidden) throws NotationException {
        long value = question.solver().grundy(pos.position());
        if (xor(given) == value) {
            return null;
        }
        String normal = Misconception.ofPosition(pos, sum.shown(), xor(given));
        if (normal != null) {
            return Verdict.wrong(normal);
        }
        if (hidden) {
            return concealed(pos, sum, xor(given), true);
        }
        return Verdict.wrong(pos.shown() + " is " + value + ", not " + sum.shown() + ": " + reasons.of(pos.position())
                + ".");
    }

    /** Two mexes of the same set of values. */
    private Verdict sameValues(Expr.Mex a, Expr.Mex b) throws NotationException {
        Set<Long> left = question.values(a.items());
        Set<Long> right = question.values(b.items());
        if (left.equals(right)) {
            return null;
        }
        if (a.items().size() == b.items().size()) {
            for (int i = 0; i < a.items().size(); i++) {
                Verdict wrong = equal(a.items().get(i), b.items().get(i), false);
                if (wrong != null) {
                    return wrong;
                }
            }
        }
        return Verdict.wrong("The values in " + a.shown() + " are " + Reasons.set(left) + ", not " + Reasons.set(right)
                + ".");
    }

    /** Two nim-sums of the same value: reordered, or with powers of two cancelled ({@code 5 ⊕ 7 ⊕ 9 = 2 ⊕ 8 ⊕ 1}). */
    private Verdict sums(Expr.Sum a, Expr.Sum b, boolean hidden) throws NotationException {
        long left = question.value(a);
        long right = question.value(b);
        if (left == right) {
            return null;
        }
        if (hidden) {
            int width = Math.max(1, 64 - Long.numberOfLeadingZeros(question.widest(a) | question.widest(b)));
            return Verdict.wrong(a.shown() + " is not " + b.shown() + ": in binary " + bits(a, width) + " and "
                    + bits(b, width) + " differ in the " + (1L << (63 - Long.numberOfLeadingZeros(left ^ right)))
                    + "s column: count the ones there on each side.");
        }
        return Verdict.wrong(a.shown() + " is " + left + ", but " + b.shown() + " is " + right + ".");
    }

    /** Two positions of one value: the same with equal components cancelled, or worth the same. */
    private Verdict positions(Expr.Pos a, Expr.Pos b, boolean hidden) {
        if (OwnPosition.cancelled(a.position()).equals(OwnPosition.cancelled(b.position()))) {
            return null;
        }
        long left = question.solver().grundy(a.position());
        long right = question.solver().grundy(b.position());
        if (left == right) {
            return null;
        }
        if (hidden) {
            return Verdict.wrong(a.shown() + " and " + b.shown() + " are not worth the same: only a pair of equal"
                    + " components cancels.");
        }
        return Verdict.wrong(a.shown() + " is " + left + ", but " + b.shown() + " is " + right + ".");
    }

    /** Two things of equal value: when they are not, the mistake, or what the one worked out is, and why. */
    private Verdict equal(Expr left, Expr right, boolean hidden) throws NotationException {
        long a = question.value(left);
        long b = question.value(right);
        if (a == b) {
            return null;
        }
        if (left instanceof Expr.Num && right instanceof Expr.Num) {
            return Verdict.wrong(left.shown() + " is not " + right.shown() + ".");
        }
        boolean swap = left instanceof Expr.Num;
        Expr subject = swap ? right : left;
        Expr claim = swap ? left : right;
        long claimed = swap ? a : b;
        String said = claim instanceof Expr.Num num ? num.written() : claimed + " (" + claim.shown() + ")";
        // What is hidden is told only in the numbers the student wrote: a mistake in them, or where they go wrong.
        boolean written = !hidden || numbers(subject);
        String mistake = written ? mistake(subject, said, claimed) : null;
        if (mistake != null) {
            return Verdict.wrong(mistake);
        }
        if (hidden) {
            return concealed(subject, claim, claimed, written);
        }
        String reason = reasons.of(subject, claimed);
        return Verdict.wrong(subject.shown() + " is " + shown(swap ? b : a, claim) + ", not " + said
                + (reason.isEmpty() ? "." : ": " + reason + "."));
    }

    /** A recognised mistake in giving this value to this thing, in its own words; null for none. */
    private String mistake(Expr subject, String said, long claimed) throws NotationException {
        if (subject instanceof Expr.Sum sum) {
            List<Long> values = new ArrayList<>();
            for (Expr item : sum.items()) {
                values.add(question.value(item));
            }
            return Misconception.ofNimSum(sum.shown(), values, said, claimed);
        }
        if (subject instanceof Expr.Mex mex) {
            return Misconception.ofMex(mex.shown(), question.values(mex.items()), said, claimed);
        }
        return subject instanceof Expr.Pos pos ? Misconception.ofPosition(pos, said, claimed) : null;
    }

    /**
     * Whether what a mistake's message would say of a thing is written in it: the numbers of a nim-sum or a mex of
     * numbers alone, the heaps of a position (not the values of positions a nim-sum or a mex names).
     */
    private static boolean numbers(Expr expr) {
        List<Expr> items = expr instanceof Expr.Sum sum ? sum.items() : expr instanceof Expr.Mex mex ? mex.items() : null;
        return items == null || items.stream().allMatch(item -> item instanceof Expr.Num);
    }

    /**
     * What is wrong with a value given a thing whose value is not to be told: in the student's own numbers when
     * {@code written}; else only what to work out.
     */
    private Verdict concealed(Expr subject, Expr claim, long claimed, boolean written) throws NotationException {
        if (!written && (subject instanceof Expr.Sum || subject instanceof Expr.Mex)) {
            List<Expr> items = subject instanceof Expr.Sum sum ? sum.items() : ((Expr.Mex) subject).items();
            List<String> named = new ArrayList<>();
            items.forEach(item -> named.add(item.shown()));
            return Verdict.wrong(subject.shown() + " is not " + claim.shown() + ": find the value of each of "
                    + Reasons.and(named) + (subject instanceof Expr.Sum ? ", then their nim-sum."
                            : ", then the least number that none of them is."));
        }
        if (subject instanceof Expr.Sum sum) {
            int width = Math.max(1, 64 - Long.numberOfLeadingZeros(question.widest(sum) | claimed));
            return Verdict.wrong(sum.shown() + " is not " + claim.shown() + ": in binary " + bits(sum, width)
                    + ", count the ones in the " + (1L << (63 - Long.numberOfLeadingZeros(question.value(sum) ^ claimed)))
                    + "s column: an odd number gives 1 there, an even number 0.");
        }
        if (subject instanceof Expr.Mex mex) {
            return Verdict.wrong(mex.shown() + " is not " + claim.shown() + ": the mex is the least number not in "
                    + Reasons.set(question.values(mex.items())) + ".");
        }
        return Verdict.wrong(subject.shown() + " is not " + claim.shown() + ": work its value out again, from its options"
                + " or from its components’ values.");
    }

    private String bits(Expr.Sum sum, int width) throws NotationException {
        List<String> bits = new ArrayList<>();
        for (Expr item : sum.items()) {
            bits.add(Reasons.binary(question.value(item), width));
        }
        return String.join(" ⊕ ", bits);
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

    static long xor(List<Long> values) {
        long total = 0;
        for (long value : values) {
            total ^= value;
        }
        return total;
    }
}
