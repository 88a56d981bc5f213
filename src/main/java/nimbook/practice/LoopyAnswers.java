package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.ExplanationText;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * The matcher's answers about a loopy position ({@code loopy 0>1,1>0,1>2@0}): its value, a number or ∞ with the finite
 * values of its options, written {@code ∞(0,2)} (or {@code inf(0,2)}, braces too, {@code ∞()} when no option is
 * finite); its outcome, P, N or D (a draw); a winning move or all of them, as the positions they leave; their count.
 */
final class LoopyAnswers {
    private LoopyAnswers() {
    }

    /** How a value is written, for the messages. */
    static final String VALUE_FORM = "a whole number, like 3, or ∞ with the finite values of the options, like ∞(0,2)"
            + " (inf(0,2) too; ∞() when no option has a finite value)";

    /** How a value tells the outcome, for the messages. */
    static final String OUTCOMES = "0 means P, another number N, ∞(K) N when 0 is in K and a draw otherwise";

    /** Whether {@code asked} is a loopy position: the matcher judges it here. */
    static boolean asks(String asked) {
        return Text.strip(asked).startsWith(Loopy.NAME + " ");
    }

    /** The verdict on {@code given} (as {@link Matcher#typed} leaves it) to the question {@code kind}. */
    static Verdict judge(Loopy position, String kind, String given) {
        return switch (kind) {
            case "grundy" -> value(position.value(), given);
            case "outcome" -> outcome(position.outcome(), given);
            case "count" -> !Notation.isWholeNumber(given.equals("none") || given.equals("zero") ? "0" : given)
                    ? Verdict.unreadable("Write how many winning moves there are, as a whole number.")
                    : Verdict.of((given.equals("none") || given.equals("zero") ? 0 : Long.parseLong(given))
                            == position.winningMoves().size(), "Right: that is how many winning moves there are.",
                            "No: count again (each winning move leaves value 0).");
            case "move", "moves" -> moves(position, kind, given);
            default -> throw new IllegalArgumentException(Notation.quote(kind) + " is not something to check: use "
                    + String.join(", ", Matcher.KINDS));
        };
    }

    private static Verdict value(LoopyValue value, String given) {
        LoopyValue read = read(given);
        if (read == null) {
            return Verdict.unreadable("Write the value as " + VALUE_FORM + ".");
        }
        if (read.equals(value)) {
            return Verdict.right("Right: the value is " + value + ".");
        }
        if (read.infinite() && value.infinite()) {
            return Verdict.wrong("The value is infinite, but the finite values of the options are not " + read
                    .toString().substring(1) + ": list every finite value among the options' values.");
        }
        return Verdict.wrong("Not the value: label the vertices round by round (a vertex left unlabelled is ∞), then add"
                + " the tokens' values.");
    }

    /**
     * A value as written: digits; or ∞ ({@code inf}, {@code infinity}, {@code \infty}) and the finite values in
     * parentheses or braces, spaces anywhere. Null when it is neither.
     */
    static LoopyValue read(String given) {
        String text = given.replace(" ", "").replace("\\infty", "∞").replace("infinity", "∞").replace("inf", "∞");
        if (Notation.isWholeNumber(text)) {
            return LoopyValue.finite(Long.parseLong(text));
        }
        if (text.length() < 3 || text.charAt(0) != '∞' || "({".indexOf(text.charAt(1)) < 0
                || text.charAt(text.length() - 1) != (text.charAt(1) == '(' ? ')' : '}')) {
            return null;
        }
        String inside = text.substring(2, text.length() - 1);
        List<Long> finite = new ArrayList<>();
        for (String number : inside.isEmpty() ? List.<String>of() : Text.split(inside, ",")) {
            if (!Notation.isWholeNumber(number)) {
                return null;
            }
            finite.add(Long.parseLong(number));
        }
        return LoopyValue.infinite(finite);
    }

    private static Verdict outcome(String outcome, String given) {
        String word = Text.strip(given.startsWith("a ") ? given.substring(2) : given);
        String read = switch (word) {
            case "d", "draw", "drawn", "d-position", "neither", "nobody" -> "D";
            default -> {
                nimbook.solver.Outcome pn = Matcher.outcome(given);
                yield pn == null ? null : pn.name();
            }
        };
        if (read == null) {
            return Verdict.unreadable("Answer P (the previous player, who moved last, wins), N (the next player, who moves"
                    + " now, wins) or D (a draw: neither can force a win).");
        }
        return Verdict.of(read.equals(outcome), "Right: it is " + switch (outcome) {
            case "P" -> "a P-position.";
            case "N" -> "an N-position.";
            default -> "a draw.";
        }, "No: look at the value — " + OUTCOMES + ".");
    }

    private static Verdict moves(Loopy position, String kind, String answer) {
        if (answer.isBlank()) {
            return Verdict.unreadable("Write " + (kind.equals("move") ? "a winning move as the position it leaves,"
                    : "the winning moves as the positions they leave, or none if no move wins,") + " like " + position
                    + " with one token moved along an arc.");
        }
        Set<String> winning = canonical(position.winningMoves());
        Set<String> given = new TreeSet<>();
        boolean none = false;
        for (Matcher.Written part : Matcher.split(answer)) {
            if (part.text().equals("none")) {
                none = true;
            } else if (!part.text().isEmpty()) {
                Loopy move;
                try {
                    move = Loopy.parse(part.text());
                } catch (NotationException e) {
                    return Verdict.unreadable(e.getMessage());
                }
                Verdict wrong = wrong(position, move);
                if (wrong != null) {
                    return wrong;
                }
                given.add(move.canonical());
            }
        }
        return Matcher.verdict(position.toString(), kind, winning, given, none);
    }

    /** Why a move is no winning move of {@code position}: it cannot be made, or leaves a value other than 0; else null. */
    static Verdict wrong(Loopy position, Loopy move) {
        if (!canonical(position.options()).contains(move.canonical())) {
            return Verdict.wrong(Notation.quote(move.toString()) + " cannot be reached in one move from " + position
                    + ": slide one token along one arc.");
        }
        if (!move.value().outcome().equals("P")) {
            return Verdict.wrong(Notation.quote(move.toString()) + " leaves value " + move.value() + ", not 0: the other"
                    + " player does not lose from there.");
        }
        return null;
    }

    /**
     * The hints for a loopy position, rung by rung as {@link Hints} gives a game's: what to compute, the rules that turn
     * values into outcomes and sums, the first round of each graph's labelling, and the worked solution.
     */
    static List<Hints.Rung> hints(Loopy position, String kind) {
        List<String> first = new ArrayList<>();
        List<String> worked = ExplanationText.lines(position);
        for (String line : worked) {
            if (line.startsWith("Graph ") || line.startsWith("  round 0:")) {
                first.add(line);
            }
        }
        return List.of(new Hints.Rung(1, "What to compute", List.of("Label the vertices of each graph in rounds i = 0,"
                + " 1, 2, …: a vertex gets i when no follower has i and every follower unlabelled or ∞ can move to a"
                + " vertex labelled i, over and over; when none qualifies, a vertex still unlabelled with no follower"
                + " labelled i gets ∞.", kind.equals("grundy") ? "An ∞ is written with the finite values of the"
                + " vertex's followers: ∞(0,2)." : "Then read the outcome from the value; a winning move leaves value 0.")),
                new Hints.Rung(2, "From values to the answer", List.of("0 is a P-position; another number an"
                        + " N-position; ∞(K) an N-position when 0 is in K, and a draw otherwise.", "Tokens add: finite"
                        + " values by nim-sum, ∞(K) plus b is ∞(K ⊕ b), two ∞ make ∞().")),
                new Hints.Rung(3, "The first round", first), new Hints.Rung(4, "Worked solution", worked));
    }

    private static Set<String> canonical(List<Loopy> positions) {
        Set<String> all = new TreeSet<>();
        for (Loopy position : positions) {
            all.add(position.canonical());
        }
        return all;
    }
}
