package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import nimbook.text.Text;

/**
 * A sum of tokens on graphs that may have cycles, {@code loopy 0>1,1>0@0 0>1@1}: a move slides one token along an arc,
 * whoever cannot move loses, and play may go on for ever, a draw. Its value is the sum of the tokens' generalised
 * Sprague–Grundy values ({@link LoopyValue}), its outcome P, N or D.
 */
public record Loopy(List<Token> tokens) {
    /** The word that starts a loopy position. */
    public static final String NAME = "loopy";
    /** What a loopy position is, for the games page. */
    public static final String DESCRIPTION = "tokens on directed graphs that may have cycles, written as their arcs u>v and"
            + " the token's vertex after @: a move slides one token along an arc, and play that goes on for ever is a"
            + " draw (D)";
    /** A loopy position for the games page: a cycle of three with an exit. */
    public static final String EXAMPLE = "loopy 0>1,1>2,2>0,2>3@0";

    /** A token on a vertex of a graph. */
    public record Token(LoopyGraph graph, int vertex) {
        LoopyValue value() {
            return graph.value(vertex);
        }

        @Override
        public String toString() {
            return graph.written(vertex);
        }
    }

    public Loopy {
        tokens = List.copyOf(tokens);
    }

    /** Reads {@code loopy GRAPH@V GRAPH@V …}; errors carry their offset in the text. */
    public static Loopy parse(String text) throws NotationException {
        List<String> words = Text.words(text);
        if (words.isEmpty() || !words.get(0).equals(NAME)) {
            throw new NotationException(Notation.quote(text) + " is not a loopy position: write loopy and its graphs, like"
                    + " loopy 0>1,1>0,1>2@0", 0);
        }
        if (words.size() == 1) {
            throw new NotationException("\"loopy\" needs at least one graph, like loopy 0>1,1>0,1>2@0", 0);
        }
        List<Token> tokens = new ArrayList<>();
        int at = text.indexOf(NAME) + NAME.length();
        for (String word : words.subList(1, words.size())) {
            at = text.indexOf(word, at);
            int mark = word.lastIndexOf('@');
            if (mark < 0) {
                throw new NotationException(Notation.quote(word) + " has no token: end a graph with @ and the token's"
                        + " vertex, like 0>1,1>0,1>2@0", at);
            }
            int vertex = LoopyGraph.vertex(word.substring(mark + 1), at + mark + 1);
            tokens.add(new Token(LoopyGraph.parse(word.substring(0, mark), at, vertex), vertex));
            at += word.length();
        }
        return new Loopy(tokens);
    }

    /** The sum of the tokens' values. */
    public LoopyValue value() {
        LoopyValue sum = LoopyValue.finite(0);
        for (Token token : tokens) {
            sum = sum.plus(token.value());
        }
        return sum;
    }

    /** How the value follows: each graph's labelling, and the sum. */
    public Step.Labelling explanation() {
        List<Step.Token> steps = new ArrayList<>();
        for (Token token : tokens) {
            String arcs = token.toString();
            steps.add(new Step.Token(arcs.substring(0, arcs.lastIndexOf('@')), token.vertex(),
                    token.graph().labelling(), token.value().toString()));
        }
        List<String> winning = new ArrayList<>();
        for (Loopy move : winningMoves()) {
            winning.add(move.toString());
        }
        return new Step.Labelling(toString(), steps, value().toString(), outcome(), winning);
    }

    /** P, N or D. */
    public String outcome() {
        return value().outcome();
    }

    /** Every move: the positions one slide of one token leaves, token by token. */
    public List<Loopy> options() {
        List<Loopy> options = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            for (int w : token.graph().followers(token.vertex())) {
                List<Token> next = new ArrayList<>(tokens);
                next.set(i, new Token(token.graph(), w));
                options.add(new Loopy(next));
            }
        }
        return options;
    }

    /** The positions a winning move leaves, each once: those of value 0, which the player who leaves them wins. */
    public List<Loopy> winningMoves() {
        List<Loopy> winning = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (Loopy option : options()) {
            if (option.value().outcome().equals("P") && !seen.contains(option.canonical())) {
                seen.add(option.canonical());
                winning.add(option);
            }
        }
        return winning;
    }

    /**
     * The position in a standard form, for comparing: each graph's arcs in increasing order, each once, and the tokens
     * in increasing order of their text; positions equal so are the same game.
     */
    public String canonical() {
        List<String> written = new ArrayList<>();
        for (Token token : tokens) {
            written.add(token.graph().canonical(token.vertex()));
        }
        written.sort(null);
        return NAME + " " + String.join(" ", written);
    }

    /**
     * The perfect player's move, null when there is none. From an N-position, a move to a P-position that brings the
     * moved token to the lowest counter, so that the win comes in finitely many moves; from a draw, a move to a draw;
     * from a P-position, a move to an infinite value where there is one, which the opponent must answer well.
     */
    public Loopy reply() {
        String outcome = outcome();
        Loopy best = null;
        long bestRank = Long.MAX_VALUE;
        for (Loopy option : options()) {
            LoopyValue value = option.value();
            long rank = switch (outcome) {
                case "N" -> value.outcome().equals("P") ? option.counterOfMoved(this) : Long.MAX_VALUE;
                case "D" -> value.outcome().equals("D") ? 0 : Long.MAX_VALUE;
                default -> value.infinite() ? 0 : 1;
            };
            if (best == null || rank < bestRank) {
                best = option;
                bestRank = rank;
            }
        }
        return best;
    }

    /** The counter of the vertex this position's moved token stands on, {@code before} the move. */
    private long counterOfMoved(Loopy before) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).vertex() != before.tokens.get(i).vertex()) {
                return tokens.get(i).graph().counter(tokens.get(i).vertex());
            }
        }
        return 0;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(NAME);
        for (Token token : tokens) {
            text.append(' ').append(token);
        }
        return text.toString();
    }
}
