package nimbook.practice;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;
import nimbook.solver.Step;

/**
 * What LoopyStepsTest checks the loopy step checker against, written without its labelling: the generalised
 * Sprague–Grundy values of a graph by retrograde analysis of the graph beside a Nim heap; and the probes of the
 * give-away rule, with what a message may not say.
 */
final class LoopyBrute {
    private static final Pattern NUMBER = Pattern.compile("(?<![0-9])[0-9]+(?![0-9])");
    private static final Pattern INFINITE = Pattern.compile("∞\\([0-9,]*\\)");

    private LoopyBrute() {
    }

    /**
     * The value of each vertex of the graph on vertices 0 to n - 1 with these arcs, as {@code toString} writes it: h
     * when the token there beside a Nim heap of h is lost for the player to move (Smith: only then is the sum worth 0),
     * else ∞ with the finite values of its followers. Heaps up to n suffice: a finite value is at most the number of
     * followers.
     */
    static String[] values(int n, List<int[]> arcs) {
        int heaps = n + 1;
        List<List<Integer>> before = new ArrayList<>();
        int[] moves = new int[n * heaps];
        for (int s = 0; s < n * heaps; s++) {
            before.add(new ArrayList<>());
        }
        for (int v = 0; v < n; v++) {
            for (int h = 0; h < heaps; h++) {
                int state = v * heaps + h;
                for (int[] arc : arcs) {
                    if (arc[0] == v) {
                        before.get(arc[1] * heaps + h).add(state);
                        moves[state]++;
                    }
                }
                for (int less = 0; less < h; less++) {
                    before.get(v * heaps + less).add(state);
                    moves[state]++;
                }
            }
        }
        // Lost (1) where no move is left, won (2) with a move to a lost state; what is never reached is drawn.
        int[] outcome = new int[n * heaps];
        Deque<Integer> queue = new ArrayDeque<>();
        for (int s = 0; s < n * heaps; s++) {
            if (moves[s] == 0) {
                outcome[s] = 1;
                queue.add(s);
            }
        }
        while (!queue.isEmpty()) {
            int s = queue.poll();
            for (int p : before.get(s)) {
                if (outcome[p] == 0 && (outcome[s] == 1 || --moves[p] == 0)) {
                    outcome[p] = outcome[s] == 1 ? 2 : 1;
                    queue.add(p);
                }
            }
        }
        long[] finite = new long[n];
        for (int v = 0; v < n; v++) {
            finite[v] = -1;
            for (int h = 0; h < heaps; h++) {
                finite[v] = outcome[v * heaps + h] == 1 ? h : finite[v];
            }
        }
        String[] values = new String[n];
        for (int v = 0; v < n; v++) {
            TreeSet<Long> options = new TreeSet<>();
            for (int[] arc : arcs) {
                if (arc[0] == v && finite[arc[1]] >= 0) {
                    options.add(finite[arc[1]]);
                }
            }
            values[v] = finite[v] >= 0 ? Long.toString(finite[v]) : "∞(" + String.join(",", options.stream()
                    .map(String::valueOf).toList()) + ")";
        }
        return values;
    }

    /**
     * Wrong claims about what the question hides in a one-token position: the token's vertex's value and outcome, and
     * where outcomes or moves are asked, its followers' values; and rounds that leave one of them out or put one in.
     */
    static List<String> probes(Loopy position, String kind) {
        Loopy.Token token = position.tokens().get(0);
        LoopyGraph graph = token.graph();
        List<Integer> hidden = new ArrayList<>(List.of(token.vertex()));
        for (int w : graph.followers(token.vertex())) {
            if (!kind.equals("grundy") && !hidden.contains(w)) {
                hidden.add(w);
            }
        }
        List<String> probes = new ArrayList<>();
        for (int v : hidden) {
            for (String x : List.of("0", "1", "2", "3", "∞()", "∞(0)", "∞(1)", "∞(0,1)")) {
                if (!graph.value(v).toString().equals(x)) {
                    probes.add("γ(" + v + ") = " + x);
                }
            }
            for (String outcome : List.of("P", "N", "D")) {
                if (!graph.value(v).outcome().equals(outcome)) {
                    probes.add("vertex " + v + " is " + outcome);
                }
            }
            for (Step.Round round : graph.labelling()) {
                List<Integer> listed = new ArrayList<>(round.labelled());
                if (!listed.remove(Integer.valueOf(v))) {
                    listed.add(v);
                }
                probes.add("round " + round.label() + ": " + String.join(", ", listed.stream().map(String::valueOf)
                        .toList()));
            }
        }
        return probes;
    }

    /** Whether a message says a number under 10, or a value ∞(…), that the probe did not write. */
    static boolean tells(String said, String probe) {
        String message = said.replace(LoopyAnswers.OUTCOMES, "");
        List<String> written = new ArrayList<>();
        Matcher numbers = NUMBER.matcher(probe);
        while (numbers.find()) {
            written.add(numbers.group());
        }
        Matcher number = NUMBER.matcher(message);
        while (number.find()) {
            if (number.group().length() == 1 && !written.contains(number.group())) {
                return true;
            }
        }
        Matcher infinite = INFINITE.matcher(message);
        while (infinite.find()) {
            if (!probe.contains(infinite.group())) {
                return true;
            }
        }
        return false;
    }
}
