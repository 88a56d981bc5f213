package nimbook.practice;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Outcome;
import nimbook.solver.Position;

/**
 * The mistakes students make, each recognised from what they wrote and answered with its own message, as STACK's
 * potential responses are: the table docs/practice.md prints. A message never gives the right value: it says what the
 * student did instead of the rule.
 */
enum Misconception {
    ADDED("Adding instead of xor-ing", "a nim-sum (or a Nim position) is given the ordinary sum of its numbers",
            "{subject} is not {claim}: {claim} is {added}, the ordinary sum; a nim-sum adds each binary column without"
                    + " carrying, so a column with an even number of ones gives 0."),
    ORED("Or-ing instead of xor-ing", "a nim-sum (or a Nim position) is given the bitwise or of its numbers",
            "{subject} is not {claim}: {claim} has a 1 in every column where any of them has one; a nim-sum has a 1 only"
                    + " where an odd number of them do."),
    MEX_FROM_ONE("A mex that forgets 0", "0 is not among the values, and the mex given is the least number from 1 up that"
            + " is not among them", "{subject} is not {claim}: the mex is the least number not in {set}, counting from 0."),
    MEX_MAX_PLUS_ONE("The mex taken as the largest value plus one", "the mex given is one more than the largest value",
            "{subject} is not {claim}: the mex is not one more than the largest value, but the least number missing from"
                    + " {set}."),
    MEX_SMALLEST("The mex taken as the smallest option", "the mex given is the smallest of the values",
            "{subject} is not {claim}: the mex is the least number that is not in {set}, not the least that is."),
    MISERE_AS_NORMAL("A misère position treated as normal play", "a misère Nim position with no heap of two or more is"
            + " given its value or outcome in normal play", "{subject} is not {claim}: that is its {what} in normal play;"
                    + " in misère play, with no heap of two or more counters, count the heaps of one."),
    NONZERO_MOVE("A move to a position with nonzero value", "a winning move is answered with a move that leaves a"
            + " position of value other than 0", "The move to {subject} leaves value {value}, not 0: the other player"
                    + " moves next, from a position they can win."),
    UNWRITTEN_COMPONENT("A component left out, or one the position does not have", "a nim-sum for a position has a term"
            + " too few or too many (a pair of equal components may cancel)", "{claim} {detail}: write one term for each"
                    + " component of {subject}.");

    /** The mistake, how it is recognised, and what the checker says (with {subject}, {claim}… filled in). */
    private final String mistake;
    private final String recognised;
    private final String message;

    Misconception(String mistake, String recognised, String message) {
        this.mistake = mistake;
        this.recognised = recognised;
        this.message = message;
    }

    String mistake() {
        return mistake;
    }

    String recognised() {
        return recognised;
    }

    String template() {
        return message;
    }

    /** The message, its {name}s filled in from pairs of name and text. */
    String say(String... filled) {
        String said = message;
        for (int i = 0; i + 1 < filled.length; i += 2) {
            said = said.replace("{" + filled[i] + "}", filled[i + 1]);
        }
        return said;
    }

    /** A nim-sum's numbers given a value that is their sum or their or, rather than their nim-sum; null otherwise. */
    static String ofNimSum(String subject, List<Long> values, String claim, long claimed) {
        long sum = 0;
        long or = 0;
        long xor = 0;
        for (long value : values) {
            sum = value > Long.MAX_VALUE - sum ? Long.MAX_VALUE : sum + value;
            or |= value;
            xor ^= value;
        }
        if (values.size() > 1 && claimed == sum && sum != xor) {
            return ADDED.say("subject", subject, "claim", claim, "added", String.join(" + ", Reasons.each(values)));
        }
        if (values.size() > 1 && claimed == or && or != xor) {
            return ORED.say("subject", subject, "claim", claim);
        }
        return null;
    }

    /** A mex given as if it counted from 1, or as the largest value plus one, or as the smallest; null otherwise. */
    static String ofMex(String subject, Set<Long> values, String claim, long claimed) {
        long mex = nimbook.solver.Mex.of(values);
        if (claimed == mex) {
            return null;
        }
        long fromOne = 1;
        while (values.contains(fromOne)) {
            fromOne++;
        }
        String set = Reasons.set(values);
        if (!values.contains(0L) && claimed == fromOne) {
            return MEX_FROM_ONE.say("subject", subject, "claim", claim, "set", set);
        }
        if (!values.isEmpty() && claimed == ((TreeSet<Long>) values).last() + 1) {
            return MEX_MAX_PLUS_ONE.say("subject", subject, "claim", claim, "set", set);
        }
        if (!values.isEmpty() && claimed == ((TreeSet<Long>) values).first()) {
            return MEX_SMALLEST.say("subject", subject, "claim", claim, "set", set);
        }
        return null;
    }

    /**
     * A position given a value it does not have for a recognised reason: a misère Nim position its normal-play value,
     * a Nim position the sum or the or of its heaps; null otherwise.
     */
    static String ofPosition(Expr.Pos pos, String claim, long claimed) {
        List<Long> heaps = heaps(pos.position());
        if (heaps == null) {
            return null;
        }
        long xor = 0;
        for (long heap : heaps) {
            xor ^= heap;
        }
        if (pos.position().misere()) {
            return smallHeaps(heaps) && claimed == xor ? MISERE_AS_NORMAL.say("subject", pos.shown(), "claim", claim,
                    "what", "value") : null;
        }
        return ofNimSum(pos.shown(), heaps, claim, claimed);
    }

    /** A misère Nim position of heaps of one said to have its outcome in normal play; null otherwise. */
    static String ofOutcome(Expr.Pos pos, Outcome said) {
        List<Long> heaps = heaps(pos.position());
        if (heaps == null || !pos.position().misere() || !smallHeaps(heaps)) {
            return null;
        }
        long xor = 0;
        for (long heap : heaps) {
            xor ^= heap;
        }
        return said == Outcome.of(xor) ? MISERE_AS_NORMAL.say("subject", pos.shown(), "claim", said.name(), "what",
                "outcome") : null;
    }

    /** The heaps of a position of Nim or misère Nim alone, or null. */
    private static List<Long> heaps(Position position) {
        String game = position.terms().get(0).game().notation();
        if (position.terms().size() != 1 || !game.equals("nim") && !game.equals("misere-nim")) {
            return null;
        }
        return position.places().stream().map(place -> place.component().heap()).toList();
    }

    static boolean smallHeaps(List<Long> heaps) {
        return heaps.stream().allMatch(heap -> heap <= 1);
    }
}
