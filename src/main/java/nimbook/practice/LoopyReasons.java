package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;

/**
 * Why a thing of a loopy position is not worth what a line says, in the words of the generalised function's definition
 * and Smith's rule for sums: a follower that has the number given, the mex of the followers' finite values, a follower
 * of value ∞ from which no move comes back; never the value of a thing no message may tell ({@link LoopyQuestion#hidden}).
 */
final class LoopyReasons {
    private static final String AGAIN = ": work it out again from the values of its followers.";
    private static final String[] RULES = {"finite values add by nim-sum, each binary column without carrying",
        "∞(K) + b is ∞(K ⊕ b), each value of K nim-added to b", "two infinite values make ∞(), a draw"};

    private final LoopyQuestion question;

    LoopyReasons(LoopyQuestion question) {
        this.question = question;
    }

    /** Null when left = right holds; otherwise why not. */
    Verdict link(LoopyExpr left, LoopyExpr right) {
        LoopyValue a = question.value(left);
        LoopyValue b = question.value(right);
        if (a.equals(b)) {
            return null;
        }
        boolean swap = left.kind == LoopyExpr.VALUE;
        if (swap && right.kind == LoopyExpr.VALUE) {
            return Verdict.wrong(left.shown + " is not " + right.shown + ".");
        }
        if (swap || right.kind == LoopyExpr.VALUE) {
            return Verdict.wrong(claim(swap ? right : left, swap ? a : b));
        }
        LoopyExpr mex = left.kind == LoopyExpr.MEX ? left : right;
        LoopyExpr vertex = left.kind == LoopyExpr.VERTEX ? left : right;
        if (mex.kind == LoopyExpr.MEX && vertex.kind == LoopyExpr.VERTEX) {
            Set<Long> finite = finiteFollowers(vertex.graph, vertex.vertex);
            return Verdict.wrong(question.hiddenAround(vertex.graph, vertex.vertex) || finite.equals(question.finite(
                    mex.items)) ? claim(vertex, question.value(mex)) : mex.shown + " is not the mex for " + vertex.shown
                            + ": the finite values of its followers are " + (finite.isEmpty() ? "none" : Reasons.set(
                                    finite)) + ".");
        }
        if (left.kind == LoopyExpr.SUM && right.kind == LoopyExpr.SUM && left.items.size() == right.items.size()) {
            // Term by term, as sums are written: the first term given a value it does not have says why.
            for (int i = 0; i < left.items.size(); i++) {
                Verdict term = link(left.items.get(i), right.items.get(i));
                if (term != null) {
                    return term;
                }
            }
        }
        if (question.hidden(left) || question.hidden(right)) {
            return Verdict.wrong(left.shown + " and " + right.shown + " are not worth the same: work each out again.");
        }
        return Verdict.wrong(left.shown + " is " + a + ", but " + right.shown + " is " + b + ".");
    }

    /** Why {@code subject} is not worth {@code claimed}. */
    String claim(LoopyExpr subject, LoopyValue claimed) {
        String not = subject.shown + " is not " + claimed;
        boolean hidden = question.hidden(subject);
        if (subject.kind == LoopyExpr.VERTEX) {
            return vertex(subject.shown, subject.graph, subject.vertex, claimed);
        }
        if (subject.kind == LoopyExpr.PLACE) {
            List<Loopy.Token> tokens = subject.position.tokens();
            int v = tokens.get(0).vertex();
            if (question.graphs() == 1 && tokens.size() == 1 && !question.own(subject) && new Loopy(List.of(
                    new Loopy.Token(question.graph(0), v))).canonical().equals(subject.position.canonical())) {
                return vertex(subject.shown, 0, v, claimed);
            }
            List<LoopyExpr> values = new ArrayList<>();
            for (Loopy.Token token : tokens) {
                values.add(LoopyExpr.value(token.graph().value(token.vertex())));
            }
            return hidden ? not + (tokens.size() == 1 ? AGAIN : ": find each token's value, then add them.")
                    : subject.shown + " is " + question.value(subject) + ", not " + claimed + (tokens.size() == 1 ? "."
                            : ": its tokens' values are " + LoopyExpr.joined(values, ", ") + ", and "
                                    + LoopyExpr.sum(values, "+").shown + " = " + question.value(subject) + ".");
        }
        if (subject.kind == LoopyExpr.MEX) {
            return hidden ? not + ": find the value of each of " + LoopyExpr.joined(subject.items, ", ") + ", then the"
                    + " least number that none of the finite ones is." : subject.shown + " is " + question.value(subject)
                    + ", not " + claimed + ": the mex is the least number not among "
                    + Reasons.set(question.finite(subject.items)) + ".";
        }
        return sum(subject, claimed, hidden);
    }

    /** Why a sum is not worth {@code claimed}: its rule, with the sum's value when it may be told. */
    private String sum(LoopyExpr sum, LoopyValue claimed, boolean hidden) {
        List<Long> finite = new ArrayList<>();
        int infinite = 0;
        boolean written = true;
        for (LoopyExpr item : sum.items) {
            LoopyValue value = question.value(item);
            infinite += value.infinite() ? 1 : 0;
            if (!value.infinite()) {
                finite.add(value.value());
            }
            written &= item.kind == LoopyExpr.VALUE;
        }
        if (hidden && !written) {
            return sum.shown + " is not " + claimed + ": find the value of each of " + LoopyExpr.joined(sum.items, ", ")
                    + ", then add them.";
        }
        String mistake = infinite > 0 || claimed.infinite() ? null : Misconception.ofNimSum(sum.shown, finite,
                claimed.toString(), claimed.value());
        return mistake != null ? mistake : sum.shown + " is " + (hidden ? "not " : question.value(sum) + ", not ")
                + claimed + ": " + RULES[Math.min(infinite, 2)] + ".";
    }

    /**
     * Why vertex v of graph g ({@code shown} so) is not worth {@code claimed}: a follower that has the number, a follower
     * of value ∞ with no move to it, the mex of the followers' finite values; or why it is finite, or what its
     * followers' finite values are. Only what no message may tell is left to work out again.
     */
    String vertex(String shown, int g, int v, LoopyValue claimed) {
        String not = shown + " is not " + claimed;
        if (question.hidden(g, v)) {
            return not + AGAIN;
        }
        List<Integer> followers = question.followers(g, v);
        for (int w : followers) {
            if (!claimed.infinite() && !question.hidden(g, w) && question.graph(g).value(w).equals(claimed)) {
                return not + ": its follower " + w + " has " + claimed + ".";
            }
        }
        // A follower of value ∞ with no move to the number is a reason of its own, whatever the other followers hold.
        int back = claimed.infinite() ? -1 : comesBack(g, v, claimed.value());
        String noBack = ": its follower " + back + " is ∞ and has no follower of value " + claimed + ".";
        Set<Long> finite = finiteFollowers(g, v);
        long mex = nimbook.solver.Mex.of(finite);
        String values = followers.isEmpty() ? "it has no followers" : finite.isEmpty() ? "none of its followers has a"
                + " finite value" : "the finite values of its followers are " + Reasons.listed(new ArrayList<>(finite));
        if (question.hiddenAround(g, v) || !claimed.infinite() && claimed.value() == mex) {
            return not + (back < 0 ? AGAIN : noBack);
        }
        LoopyValue value = question.graph(g).value(v);
        if (!claimed.infinite()) {
            return not + ": " + values + ", and mex" + Reasons.set(finite) + " = " + mex + ".";
        }
        return shown + " is " + value + ", not " + claimed + ": " + (value.infinite() || followers.isEmpty() ? values
                : "no follower has " + mex + ", and every follower of higher value, or ∞, has a follower of value " + mex)
                + ".";
    }

    /** A follower of v of value ∞ with no follower of value {@code label}, which keeps v from it; -1 for none. */
    int comesBack(int g, int v, long label) {
        for (int w : question.followers(g, v)) {
            if (question.graph(g).value(w).infinite() && !question.hiddenAround(g, w)
                    && !finiteFollowers(g, w).contains(label)) {
                return w;
            }
        }
        return -1;
    }

    /** The finite values of v's followers. */
    Set<Long> finiteFollowers(int g, int v) {
        List<LoopyExpr> followers = new ArrayList<>();
        for (int w : question.followers(g, v)) {
            followers.add(LoopyExpr.vertex(g, w, ""));
        }
        return question.finite(followers);
    }

    /**
     * Why {@code subject}'s outcome is not {@code claimed} (P, N or D): its value, which tells it; or, for a thing whose
     * value no message may tell, the rule alone.
     */
    String outcome(LoopyExpr subject, String claimed) {
        LoopyValue value = question.value(subject);
        if (question.hidden(subject)) {
            return "No: look at the value — " + LoopyAnswers.OUTCOMES + ".";
        }
        return subject.shown + (subject.kind == LoopyExpr.VALUE ? "" : ", of value " + value + ",") + " is "
                + value.outcome() + ", not " + claimed + ": " + LoopyAnswers.OUTCOMES + ".";
    }
}
