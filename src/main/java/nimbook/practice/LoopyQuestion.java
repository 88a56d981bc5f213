package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;
import nimbook.solver.LoopyValue;
import nimbook.solver.Step;

/**
 * A loopy position asked about, as the lines of a worked answer see it: its graphs, one for each token, numbered from 1
 * in the order written; each vertex's value and the round of the labelling that labels it; what a thing a line names is
 * worth; and what no message may tell — the value of the exercise's position in any form (the token's vertex, the sum
 * of the tokens' values), and where moves or the outcome are asked, the values of the positions its moves reach (for
 * one token, the followers of its vertex).
 */
final class LoopyQuestion {
    private final Loopy position;
    private final String kind;
    private final List<List<Step.Round>> labellings = new ArrayList<>();
    /** For each graph, the round that labels each vertex. */
    private final List<long[]> rounds = new ArrayList<>();
    private final Set<String> options = new TreeSet<>();

    LoopyQuestion(Loopy position, String kind) {
        this.position = position;
        this.kind = kind;
        for (Loopy.Token token : position.tokens()) {
            List<Step.Round> labelling = token.graph().labelling();
            long[] round = new long[token.graph().vertices()];
            for (Step.Round each : labelling) {
                for (List<Integer> labelled : List.of(each.labelled(), each.infinite())) {
                    for (int v : labelled) {
                        round[v] = each.label();
                    }
                }
            }
            labellings.add(labelling);
            rounds.add(round);
        }
        for (Loopy option : position.options()) {
            options.add(option.canonical());
        }
    }

    Loopy position() {
        return position;
    }

    String kind() {
        return kind;
    }

    int graphs() {
        return position.tokens().size();
    }

    LoopyGraph graph(int g) {
        return position.tokens().get(g).graph();
    }

    /** The rounds of a graph's labelling, as {@code explain} prints them. */
    List<Step.Round> labelling(int g) {
        return labellings.get(g);
    }

    /** The round that labels vertex v of graph g, with a number or ∞. */
    long round(int g, int v) {
        return rounds.get(g)[v];
    }

    /** The followers of v, each once, in the order the arcs are written. */
    List<Integer> followers(int g, int v) {
        List<Integer> followers = new ArrayList<>();
        for (int w : graph(g).followers(v)) {
            if (!followers.contains(w)) {
                followers.add(w);
            }
        }
        return followers;
    }

    /** Whether every graph is the same graph, so that a vertex needs no graph named. */
    boolean oneGraph() {
        Set<String> graphs = new TreeSet<>();
        for (Loopy.Token token : position.tokens()) {
            graphs.add(new Loopy(List.of(new Loopy.Token(token.graph(), 0))).canonical());
        }
        return graphs.size() == 1;
    }

    /** The verdict of the answer box ({@link LoopyAnswers}) on {@code given} to the question {@code asked}. */
    Verdict judge(String asked, String given) {
        return LoopyAnswers.judge(position, asked, Matcher.typed(given));
    }

    LoopyValue value(LoopyExpr expr) {
        if (expr.kind == LoopyExpr.VALUE) {
            return expr.value;
        }
        if (expr.kind == LoopyExpr.VERTEX) {
            return graph(expr.graph).value(expr.vertex);
        }
        if (expr.kind == LoopyExpr.PLACE) {
            return expr.position.value();
        }
        if (expr.kind == LoopyExpr.MEX) {
            return LoopyValue.finite(nimbook.solver.Mex.of(finite(expr.items)));
        }
        LoopyValue sum = LoopyValue.finite(0);
        for (LoopyExpr item : expr.items) {
            sum = sum.plus(value(item));
        }
        return sum;
    }

    /** The finite values among the items' values, each once. */
    Set<Long> finite(List<LoopyExpr> items) {
        Set<Long> values = new TreeSet<>();
        for (LoopyExpr item : items) {
            LoopyValue value = value(item);
            if (!value.infinite()) {
                values.add(value.value());
            }
        }
        return values;
    }

    /**
     * Whether a thing is the exercise's position in another form: the position, the token's vertex, or (for several
     * tokens) anything whose terms are worth what the tokens are, but for 0s and pairs of equal numbers.
     */
    boolean own(LoopyExpr expr) {
        if (expr.kind == LoopyExpr.PLACE) {
            return expr.position.canonical().equals(position.canonical());
        }
        if (graphs() == 1) {
            return expr.kind == LoopyExpr.VERTEX && expr.vertex == position.tokens().get(0).vertex();
        }
        if (expr.kind == LoopyExpr.VALUE || expr.kind == LoopyExpr.MEX) {
            return false;
        }
        List<LoopyExpr> tokens = new ArrayList<>();
        for (Loopy.Token token : position.tokens()) {
            tokens.add(LoopyExpr.value(token.graph().value(token.vertex())));
        }
        return reduced(expr.terms()).equals(reduced(tokens));
    }

    /** Values as a sum sees them, written and sorted: each finite 0 and each pair of equal finite values taken out. */
    private List<String> reduced(List<LoopyExpr> terms) {
        List<String> sorted = new ArrayList<>();
        for (LoopyExpr term : terms) {
            sorted.add(value(term).toString());
        }
        sorted.sort(null);
        List<String> kept = new ArrayList<>();
        for (String value : sorted) {
            int last = kept.size() - 1;
            if (last >= 0 && kept.get(last).equals(value) && value.charAt(0) != '∞') {
                kept.remove(last);
            } else if (!value.equals("0")) {
                kept.add(value);
            }
        }
        return kept;
    }

    /** Whether no message may tell a thing's value: the exercise's in any form, a move's, or a sum or mex of one. */
    boolean hidden(LoopyExpr expr) {
        if (own(expr)) {
            return true;
        }
        if (expr.kind == LoopyExpr.VERTEX) {
            return hidden(expr.graph, expr.vertex);
        }
        if (expr.kind == LoopyExpr.PLACE) {
            return !kind.equals("grundy") && options.contains(expr.position.canonical());
        }
        for (LoopyExpr item : expr.items) {
            if (hidden(item)) {
                return true;
            }
        }
        return false;
    }

    /** Whether no message may tell vertex v's value: for one token, its vertex, and its followers unless the value is asked. */
    boolean hidden(int g, int v) {
        if (graphs() > 1) {
            return false;
        }
        int token = position.tokens().get(0).vertex();
        return v == token || !kind.equals("grundy") && followers(g, token).contains(v);
    }

    /** Whether a message may tell nothing of v's followers' values either: v or one of them is hidden. */
    boolean hiddenAround(int g, int v) {
        boolean hidden = hidden(g, v);
        for (int w : followers(g, v)) {
            hidden |= hidden(g, w);
        }
        return hidden;
    }

    /** Whether a move leaves this position: it is one of the exercise's options. */
    boolean reaches(Loopy move) {
        return options.contains(move.canonical());
    }
}
