package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.LoopyValue;
import nimbook.solver.Notation;
import nimbook.solver.Step;
import nimbook.text.Text;

/**
 * A round of a graph's labelling as a line writes it — {@code round 0: 3, 1}, the vertices labelled 0 in any order; with
 * those labelled ∞ at the round's end after {@code ;} or {@code ∞}, with their values or without ({@code round 0: 3, 1;
 * ∞ to 4 ∞(0,1)}), as {@code explain} prints it — checked against the labelling: a vertex the round does not label, or
 * one it labels too, says why.
 */
final class LoopyRounds {
    static final String FORM = "Write a round as its number and the vertices it labels with it, like round 0: 2, 4 (none"
            + " when it labels none), and, if you like, those it labels ∞, like round 0: 2, 4; ∞ to 5";
    private static final List<String> NONE = List.of("none", "no", "-", "{}");
    private static final List<String> SKIPPED = List.of("to", "vertex", "vertices", "and", "in", "this", "order",
        "labelled", "label", "labels", "gets", "get");

    private final LoopyQuestion question;
    private final LoopyReader reader;
    private final LoopyReasons reasons;
    /** The round last read: its number, the vertices it labels with it, and those it labels ∞ (when written). */
    private long label;
    private List<Integer> finite;
    private List<Integer> infinite;
    private boolean infiniteGiven;
    /** The values written beside vertices labelled ∞, in the order of {@code valued}. */
    private List<Integer> valued;
    private List<LoopyValue> values;

    LoopyRounds(LoopyQuestion question, LoopyReader reader, LoopyReasons reasons) {
        this.question = question;
        this.reader = reader;
        this.reasons = reasons;
    }

    /** The verdict on {@code text} (a line that starts with "round") about graph g. */
    Verdict check(int g, String text) throws Matcher.Unreadable {
        read(text);
        List<Step.Round> labelling = question.labelling(g);
        for (List<Integer> listed : List.of(finite, infinite)) {
            for (int v : listed) {
                reader.vertex(g, v);
            }
        }
        long last = labelling.get(labelling.size() - 1).label();
        if (label > last) {
            return Verdict.wrong("The labelling ends with round " + last + ": every vertex is labelled by then.");
        }
        Step.Round actual = labelling.get((int) label);
        String wrong = finite(g, actual);
        if (wrong == null && infiniteGiven) {
            wrong = infinite(g, actual);
        }
        return wrong == null ? Verdict.right("Right.") : Verdict.wrong(wrong);
    }

    /** Why the vertices labelled with the round's number are not those written; null when they are. */
    private String finite(int g, Step.Round actual) {
        long i = label;
        for (int v : finite) {
            if (!actual.labelled().contains(v)) {
                return notLabelled(g, v, i);
            }
        }
        for (int v : actual.labelled()) {
            if (!finite.contains(v)) {
                return question.hiddenAround(g, v) ? "Round " + i + " labels more vertices with " + i + ": look again at"
                        + " each vertex not labelled before it." : "Round " + i + " labels vertex " + v + " too: "
                                + (question.followers(g, v).isEmpty() ? "it has no followers." : "no follower has " + i
                                        + ", and each follower unlabelled or ∞ has a follower labelled " + i + ".");
            }
        }
        return null;
    }

    /** Why round i does not label v with i. */
    private String notLabelled(int g, int v, long i) {
        String not = "Round " + i + " does not label vertex " + v + " with " + i + ": ";
        if (question.hidden(g, v)) {
            return not + "look again at its followers.";
        }
        long round = question.round(g, v);
        if (round < i) {
            return not + "round " + round + " labels it " + question.graph(g).value(v) + ".";
        }
        for (int w : question.followers(g, v)) {
            if (!question.hidden(g, w) && question.graph(g).value(w).equals(LoopyValue.finite(i))) {
                return not + "its follower " + w + " has " + i + ".";
            }
        }
        for (int w : question.followers(g, v)) {
            LoopyValue value = question.graph(g).value(w);
            boolean open = value.infinite() || value.value() > i;
            if (open && !question.hiddenAround(g, w) && !reasons.finiteFollowers(g, w).contains(i)) {
                return not + "its follower " + w + " is " + (value.infinite() && question.round(g, w) < i ? "∞"
                        : "unlabelled") + " and has no follower labelled " + i + ".";
            }
        }
        return not + "look again at its followers.";
    }

    /** Why the vertices labelled ∞ at the round's end, or their values, are not those written; null when they are. */
    private String infinite(int g, Step.Round actual) {
        long i = label;
        for (int v : infinite) {
            if (actual.infinite().contains(v)) {
                LoopyValue given = valued.contains(v) ? values.get(valued.indexOf(v)) : null;
                LoopyValue value = question.graph(g).value(v);
                if (given != null && !given.equals(value)) {
                    return reasons.vertex("Vertex " + v, g, v, given);
                }
                continue;
            }
            return notInfinite(g, v, i);
        }
        for (int v : actual.infinite()) {
            if (!infinite.contains(v)) {
                return question.hiddenAround(g, v) ? "Round " + i + " labels more vertices ∞: look again at each vertex still"
                        + " unlabelled when it ends." : "Round " + i + " labels vertex " + v + " ∞ too: it is still"
                                + " unlabelled when the round ends, and has no follower labelled " + i + ".";
            }
        }
        return null;
    }

    /** Why round i does not label v ∞: it is labelled before, or with i, or it has a follower labelled i. */
    private String notInfinite(int g, int v, long i) {
        String not = "Round " + i + " does not label vertex " + v + " ∞: ";
        long labelled = question.round(g, v);
        LoopyValue value = question.graph(g).value(v);
        if (question.hidden(g, v)) {
            return not + "look again at its followers.";
        }
        if (labelled < i || labelled == i && !value.infinite()) {
            return not + "round " + labelled + " labels it " + value + ".";
        }
        for (int w : question.followers(g, v)) {
            if (!question.hidden(g, w) && question.graph(g).value(w).equals(LoopyValue.finite(i))) {
                return not + "its follower " + w + " is labelled " + i + ".";
            }
        }
        return not + "look again at its followers.";
    }

    /** A round line read: its number, then its vertices, each with a value ∞(K) when written so. */
    private void read(String text) throws Matcher.Unreadable {
        String rest = Text.strip(text.substring("round".length()));
        int end = 0;
        while (end < rest.length() && Character.isDigit(rest.charAt(end))) {
            end++;
        }
        if (end == 0 || end > 4) {
            throw new Matcher.Unreadable(FORM + ".");
        }
        label = Long.parseLong(rest.substring(0, end));
        finite = new ArrayList<>();
        infinite = new ArrayList<>();
        valued = new ArrayList<>();
        values = new ArrayList<>();
        boolean marked = false;
        boolean none = false;
        List<String> tokens = tokens(rest.substring(end));
        for (int t = 0; t < tokens.size(); t++) {
            String token = tokens.get(t);
            boolean number = Notation.isWholeNumber(token);
            boolean labelTo = t == 0 && number && tokens.size() > 1 && tokens.get(1).equals("to");
            if (labelTo && !token.equals(Long.toString(label))) {
                throw new Matcher.Unreadable("Round " + label + " labels vertices " + label + " or ∞, not " + token + ".");
            }
            if (token.equals(";") || token.equals("∞")) {
                marked |= token.equals("∞");
                none = false;
            } else if (NONE.contains(token)) {
                none = true;
            } else if (number && !labelTo && !none) {
                int v = token.length() > 4 ? 99999 : Integer.parseInt(token);
                LoopyValue value = t + 1 < tokens.size() ? LoopyAnswers.read(tokens.get(t + 1)) : null;
                boolean valuedHere = value != null && value.infinite();
                (marked || valuedHere ? infinite : finite).add(v);
                if (valuedHere) {
                    valued.add(v);
                    values.add(value);
                    t++;
                }
            } else if (!number && !SKIPPED.contains(token)) {
                throw new Matcher.Unreadable(FORM + ": \"" + token + "\" is not a vertex.");
            }
        }
        infiniteGiven = marked || !valued.isEmpty();
    }

    /**
     * The words, numbers, values ∞(K) and semicolons of a round's list; commas, braces, colons and = between them are
     * only separators.
     */
    private static List<String> tokens(String list) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < list.length()) {
            char c = list.charAt(i);
            int start = i;
            int after = i + 1;
            while (after < list.length() && list.charAt(after) == ' ') {
                after++;
            }
            int close = c == '∞' && after < list.length() && "({".indexOf(list.charAt(after)) >= 0
                    ? list.indexOf(list.charAt(after) == '(' ? ')' : '}', after) : -1;
            if (close > 0) {
                tokens.add(list.substring(start, close + 1).replace(" ", ""));
                i = close + 1;
            } else if (c == ';' || c == '∞' || c == '-' || c == '∅') {
                tokens.add(c == '∅' ? "{}" : String.valueOf(c));
                i++;
            } else if (Character.isLetterOrDigit(c)) {
                while (i < list.length() && Character.isLetterOrDigit(list.charAt(i))) {
                    i++;
                }
                tokens.add(list.substring(start, i));
            } else if (c == '{' && list.startsWith("{}", i)) {
                tokens.add("{}");
                i += 2;
            } else {
                i++;
            }
        }
        return tokens;
    }
}
