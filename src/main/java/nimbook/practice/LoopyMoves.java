package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * A move of a loopy position as a line writes it: the position it leaves (from the position, {@code loopy …@0 →
 * loopy …@2}), or the slide of a token along an arc, {@code 0 → 2}, {@code move to vertex 2}.
 */
final class LoopyMoves {
    private static final String FORM = "Write a move as the position it leaves, or as the token's slide along an arc,"
            + " like 0 → 2";

    private final LoopyQuestion question;
    private final LoopyReader reader;
    /** Why the last slide read cannot be made. */
    private String wrong;

    LoopyMoves(LoopyQuestion question, LoopyReader reader) {
        this.question = question;
        this.reader = reader;
    }

    /** Why the last move {@link #read} gave none cannot be made. */
    String wrong() {
        return wrong;
    }

    /**
     * The position a move leaves, written {@code from} (null: from where the token stands) {@code to}: as positions, or
     * as a slide of the token on vertex {@code from} of the graph the lines are about (or of the only token there) along
     * an arc; null, with why ({@link #wrong}), for a slide that cannot be made.
     */
    Loopy read(String from, String to) throws Matcher.Unreadable, NotationException {
        Loopy position = question.position();
        if (to.startsWith(Loopy.NAME + " ")) {
            if (from != null && !(from.startsWith(Loopy.NAME + " ") && Loopy.parse(from).canonical().equals(position
                    .canonical()))) {
                throw new Matcher.Unreadable(FORM + ", or from the position, like " + position + " → " + position
                        + " with one token moved.");
            }
            return Loopy.parse(to);
        }
        int v = number(to);
        int u = from == null ? -1 : number(from);
        int current = reader.current();
        List<Integer> on = new ArrayList<>();
        for (int g = 0; g < question.graphs(); g++) {
            if ((current < 0 || g == current) && (u < 0 || position.tokens().get(g).vertex() == u)) {
                on.add(g);
            }
        }
        wrong = "No token stands on vertex " + u + (current < 0 ? "" : " of graph " + (current + 1)) + ": a move slides a"
                + " token from where it stands.";
        Loopy leaves = null;
        for (int g : on) {
            reader.vertex(g, v);
            List<Loopy.Token> tokens = new ArrayList<>(position.tokens());
            tokens.set(g, new Loopy.Token(question.graph(g), v));
            Loopy moved = new Loopy(tokens);
            if (leaves != null && !moved.canonical().equals(leaves.canonical())) {
                throw new Matcher.Unreadable("Say which token moves, like graph " + (g + 1) + ": " + (u < 0 ? "move to"
                        + " vertex " + v : u + " → " + v) + ".");
            }
            int at = position.tokens().get(g).vertex();
            wrong = "There is no arc " + at + ">" + v + (question.graphs() > 1 ? " in graph " + (g + 1) : "") + ": a move"
                    + " slides a token along one arc.";
            leaves = question.followers(g, at).contains(v) ? moved : null;
        }
        return leaves;
    }

    /** A vertex's number as a move writes it: {@code 2}, {@code vertex 2}. */
    private static int number(String text) throws Matcher.Unreadable {
        String number = text.startsWith("vertex ") ? Text.strip(text.substring("vertex ".length())) : text;
        if (!Notation.isWholeNumber(number) || number.length() > 4) {
            throw new Matcher.Unreadable(FORM + ".");
        }
        return Integer.parseInt(number);
    }
}
