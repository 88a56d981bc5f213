package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;
import nimbook.solver.LoopyValue;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import nimbook.solver.Step;

/**
 * Worked answers about loopy positions as students write them, made from a seed: vertices' values, rounds of the
 * labelling, sums of the tokens' values, outcomes, moves as slides and as positions, counts and answers, each right or
 * changed, with graphs named or not, and lines that cannot be read. The page's checker must judge them as the JVM's
 * (WorkAgreementIT); the JVM's must mark every line of them (LoopyStepsTest).
 */
public final class LoopyWorkedAnswers {
    private static final String[] DEALS = {"loopy 1 3..7", "loopy 2 3..5", "loopy 3 2..4"};
    private static final String[] UNREADABLE = {"γ(x) = 1", "γ(1) = ∞", "round one: 2", "round 0: 2, x", "0 → here",
        "first the values", "γ(3) + = 1", "graph 9: γ(0) = 0", "mex{0, 1", "= ∞(0)", "γ(99) = 0", "", "so"};
    private final Random random;

    public LoopyWorkedAnswers(long seed) {
        this.random = new Random(seed);
    }

    /** A worked answer to check: the position, what is asked, the lines. */
    public record Answer(String position, String kind, String text) {
    }

    /** {@code count} worked answers, of one to nine lines each. */
    public List<Answer> make(int count) throws NotationException {
        Solver solver = new Solver();
        List<Answer> answers = new ArrayList<>();
        List<Generator> generators = new ArrayList<>();
        for (String deal : DEALS) {
            generators.add(Generator.of(solver, deal, ""));
        }
        while (answers.size() < count) {
            Loopy position = Loopy.parse(generators.get(answers.size() % DEALS.length).deal(solver, answers.size() + 1,
                    "7.1").toString());
            String kind = Matcher.KINDS.get(random.nextInt(Matcher.KINDS.size()));
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(9); i++) {
                lines.add(line(position, kind));
            }
            answers.add(new Answer(position.toString(), kind, String.join("\n", lines)));
        }
        return answers;
    }

    /** One line: a step of some kind, right or changed, or one not to be read. */
    private String line(Loopy position, String kind) {
        boolean wrong = random.nextInt(3) == 0;
        int g = random.nextInt(position.tokens().size());
        Loopy.Token token = position.tokens().get(g);
        LoopyGraph graph = token.graph();
        int v = random.nextInt(graph.vertices());
        String named = position.tokens().size() > 1 && random.nextBoolean() ? "graph " + (g + 1) + ": " : "";
        String gamma = position.tokens().size() > 1 && named.isEmpty() ? "γ_" + (g + 1) : "γ";
        return switch (random.nextInt(10)) {
            case 0 -> named + gamma + "(" + v + ") = " + changed(graph.value(v), wrong);
            case 1 -> named + (random.nextBoolean() ? "vertex " + v + ": " : v + " gets ") + changed(graph.value(v), wrong);
            case 2 -> named + round(graph, wrong);
            case 3 -> sum(position, wrong);
            case 4 -> named + gamma + "(" + v + ") is " + (wrong ? "P" : graph.value(v).outcome());
            case 5 -> named + slide(token, wrong);
            case 6 -> UNREADABLE[random.nextInt(UNREADABLE.length)];
            case 7 -> "there are " + (position.winningMoves().size() + (wrong ? 1 : 0)) + " winning moves";
            default -> answer(position, kind, wrong);
        };
    }

    private String changed(LoopyValue value, boolean wrong) {
        if (!wrong) {
            return value.toString();
        }
        return random.nextBoolean() ? Long.toString(value.infinite() ? 1 : value.value() + 1) : "∞(" + random.nextInt(3)
                + ")";
    }

    /** A round as explain prints it, or as a student lists it, sometimes with a vertex too many or too few. */
    private String round(LoopyGraph graph, boolean wrong) {
        List<Step.Round> rounds = graph.labelling();
        Step.Round round = rounds.get(random.nextInt(rounds.size()));
        List<Integer> labelled = new ArrayList<>(round.labelled());
        if (wrong) {
            int v = random.nextInt(graph.vertices());
            if (!labelled.remove(Integer.valueOf(v))) {
                labelled.add(v);
            }
        }
        String list = labelled.isEmpty() ? "none" : String.join(", ", labelled.stream().map(String::valueOf).toList());
        List<String> infinite = new ArrayList<>();
        for (int i = 0; i < round.infinite().size(); i++) {
            infinite.add(round.infinite().get(i) + (random.nextBoolean() ? " " + round.infiniteValues().get(i) : ""));
        }
        return "round " + round.label() + ": " + list + (infinite.isEmpty() || random.nextBoolean() ? ""
                : "; ∞ to " + String.join(", ", infinite));
    }

    /** The tokens' values added, as vertices or as values, to the sum's value; or the tokens alone. */
    private String sum(Loopy position, boolean wrong) {
        List<String> vertices = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (int g = 0; g < position.tokens().size(); g++) {
            Loopy.Token token = position.tokens().get(g);
            vertices.add("γ" + (position.tokens().size() > 1 ? "_" + (g + 1) : "") + "(" + token.vertex() + ")");
            values.add(token.graph().value(token.vertex()).toString());
        }
        if (random.nextInt(4) == 0) {
            // Only what is asked, written again: right so far.
            return String.join(" + ", vertices);
        }
        return String.join(" + ", vertices) + " = " + String.join(random.nextBoolean() ? " + " : " ⊕ ", values) + " = "
                + changed(position.value(), wrong);
    }

    /** A move of the token, as a slide, sometimes along no arc, sometimes with the value it leaves. */
    private String slide(Loopy.Token token, boolean wrong) {
        int[] followers = token.graph().followers(token.vertex());
        int to = followers.length == 0 || wrong ? random.nextInt(token.graph().vertices())
                : followers[random.nextInt(followers.length)];
        return token.vertex() + " → " + to + (random.nextBoolean() ? " = " + random.nextInt(2) : "");
    }

    /** The answer to the question, or a wrong one. */
    private String answer(Loopy position, String kind, boolean wrong) {
        List<Loopy> winning = position.winningMoves();
        return switch (kind) {
            case "grundy" -> changed(position.value(), wrong);
            case "outcome" -> wrong ? "P" : position.outcome();
            case "count" -> Integer.toString(winning.size() + (wrong ? 1 : 0));
            case "move" -> winning.isEmpty() || wrong ? position.options().get(0).toString() : winning.get(0).toString();
            default -> winning.isEmpty() ? "none" : String.join("; ", winning.stream().map(Loopy::toString).toList());
        };
    }

    /**
     * The right worked answer as a student writes it from the labelling, in the lesson's notation: each graph's rounds,
     * the tokens' values and their sum, then the answer to {@code kind}.
     */
    static List<String> labelling(Loopy position, String kind) {
        List<String> lines = new ArrayList<>();
        List<String> terms = new ArrayList<>();
        List<String> values = new ArrayList<>();
        int g = 0;
        for (Loopy.Token token : position.tokens()) {
            g++;
            if (position.tokens().size() > 1) {
                lines.add("graph " + g + ":");
            }
            for (Step.Round round : token.graph().labelling()) {
                List<String> infinite = new ArrayList<>();
                for (int i = 0; i < round.infinite().size(); i++) {
                    infinite.add(round.infinite().get(i) + " " + round.infiniteValues().get(i));
                }
                lines.add("round " + round.label() + ": " + (round.labelled().isEmpty() ? "none" : String.join(", ",
                        round.labelled().stream().map(String::valueOf).toList())) + (infinite.isEmpty() ? ""
                                : "; ∞ to " + String.join(", ", infinite)));
            }
            terms.add("γ" + (position.tokens().size() > 1 ? "_" + g : "") + "(" + token.vertex() + ")");
            values.add(token.graph().value(token.vertex()).toString());
        }
        LoopyValue value = position.value();
        lines.add(String.join(" + ", terms) + (terms.size() > 1 ? " = " + String.join(" + ", values) : "") + " = " + value);
        switch (kind) {
            case "outcome" -> lines.add("so " + value.outcome());
            case "count" -> lines.add("there are " + position.winningMoves().size() + " winning moves");
            case "move" -> lines.add(position.winningMoves().isEmpty() ? "no move wins" : position.winningMoves().get(0)
                    .toString());
            case "moves" -> lines.add(position.winningMoves().isEmpty() ? "no move wins" : String.join("; ",
                    position.winningMoves().stream().map(Loopy::toString).toList()));
            default -> {
            }
        }
        return lines;
    }
}
