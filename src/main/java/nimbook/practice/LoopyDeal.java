package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * Loopy positions dealt for a set: {@code generate: loopy 1 5..7} is one token on a graph of five to seven vertices,
 * {@code loopy 2 3..4} two tokens, each on a graph of its own. A graph is drawn as a tree of arcs from vertex 0, where
 * the token starts, to every other vertex, and then up to about half as many arcs again, each back to a lower vertex,
 * which close cycles; its arcs are written in increasing order.
 */
final class LoopyDeal {
    /** The most tokens, and the most vertices a dealt graph has: enough to label by hand. */
    static final int TOKENS = 3;
    static final int VERTICES = 12;
    /** The outcomes a question about the outcome is dealt in turn, by the set's number. */
    static final List<String> OUTCOMES = List.of("P", "N", "D");

    private LoopyDeal() {
    }

    /** Whether a generate: text deals loopy positions. */
    static boolean deals(String text) {
        return Text.strip(text).startsWith(Loopy.NAME + " ") || Text.strip(text).equals(Loopy.NAME);
    }

    /** Checks a loopy generate: text ({@code words}: its words), a problem's offset in {@code text}. */
    static Generator.Part part(String text, List<String> words) throws NotationException {
        if (text.contains("+")) {
            throw new NotationException("loopy is generated alone: its tokens are its components, like loopy 2 3..5",
                    text.indexOf('+'));
        }
        if (words.size() != 3) {
            throw new NotationException("generate: loopy takes how many tokens and a range of vertices for each graph,"
                    + " like loopy 1 5..7", text.indexOf(Loopy.NAME));
        }
        long count = Notation.isWholeNumber(words.get(1)) ? Long.parseLong(words.get(1)) : 0;
        if (count < 1 || count > TOKENS) {
            throw new NotationException(Notation.quote(words.get(1)) + " is not a number of tokens from 1 to " + TOKENS,
                    text.indexOf(words.get(1), text.indexOf(Loopy.NAME) + Loopy.NAME.length()));
        }
        int rangeAt = text.lastIndexOf(words.get(2));
        Range range;
        try {
            range = Range.parse(words.get(2));
        } catch (NotationException e) {
            throw e.shifted(rangeAt);
        }
        if (range.from() < 2 || range.to() > VERTICES) {
            throw new NotationException(Notation.quote(words.get(2)) + " is not a range of vertices from 2 to " + VERTICES
                    + ", like 5..7", rangeAt);
        }
        return new Generator.Part(Loopy.NAME, null, (int) count, range);
    }

    /** A position drawn from {@code random}: a graph with a token for each of the part's tokens. */
    static Loopy drawn(Generator.Part part, Lcg random) throws NotationException {
        StringBuilder text = new StringBuilder(Loopy.NAME);
        for (int t = 0; t < part.count(); t++) {
            int vertices = (int) (part.range().from() + (long) (random.nextDouble() * part.range().size()));
            text.append(' ').append(graph(random, vertices)).append("@0");
        }
        return Loopy.parse(text.toString());
    }

    private static String graph(Lcg random, int vertices) {
        boolean[][] arc = new boolean[vertices][vertices];
        for (int v = 1; v < vertices; v++) {
            arc[random.nextInt(v)][v] = true;
        }
        int more = 1 + random.nextInt(vertices / 2 + 1);
        for (int e = 0; e < more; e++) {
            // Back to a lower vertex: such an arc closes a cycle whenever the lower one is an ancestor in the tree.
            int u = 1 + random.nextInt(vertices - 1);
            arc[u][random.nextInt(u)] = true;
        }
        List<String> arcs = new ArrayList<>();
        for (int u = 0; u < vertices; u++) {
            for (int w = 0; w < vertices; w++) {
                if (arc[u][w]) {
                    arcs.add(u + ">" + w);
                }
            }
        }
        return String.join(",", arcs);
    }
}
