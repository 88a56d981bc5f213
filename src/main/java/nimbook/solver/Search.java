package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The brute force of a game that has no closed form and whose every option is one component (a Chomp bar, the heaps of
 * Moore's Nim played together): a component's value is the mex of its options' values, found depth first without
 * recursion and memoised by the components' standard form. Safe to share between threads.
 */
final class Search<V> {
    /** What a component is worth, from the worths of its options (in the order the game lists them). */
    @FunctionalInterface
    interface Rule<V> {
        V of(Component component, List<V> options);
    }

    /**
     * What looking at one option costs, in the steps that a position's brute force is counted in (a table's steps): the
     * option is made, put in its standard form and looked up.
     */
    static final long STEP = 40;

    private final Game game;
    private final Rule<V> rule;
    private final Map<Component, V> values = new HashMap<>();

    Search(Game game, Rule<V> rule) {
        this.game = game;
        this.rule = rule;
    }

    /** The normal-play search: a component is worth the mex of its options' values. */
    static Search<Long> mex(Game game) {
        return new Search<>(game, (component, options) -> {
            long[] seen = new long[options.size()];
            for (int i = 0; i < seen.length; i++) {
                seen[i] = options.get(i);
            }
            return Mex.of(seen, seen.length);
        });
    }

    /** A component waiting for its options' values. */
    private static final class Frame {
        final Component component;
        List<Component> options;

        Frame(Component component) {
            this.component = component;
        }
    }

    /** The steps a search takes through this many positions of at most this many options each (saturating). */
    static long steps(double positions, double options) {
        double steps = positions * Math.max(1, options) * STEP;
        return steps >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) steps;
    }

    /**
     * Refuses a component whose search needs more than {@code limit} steps; {@code needs} says what needs them,
     * "this bar needs".
     */
    static void check(Game game, Component component, String needs, long limit) throws NotationException {
        long steps = game.work(component);
        if (steps > limit) {
            throw new NotationException(Notation.quote(game.term(List.of(component))) + " is too large for brute force: "
                    + game.notation() + " works through at most " + limit + " steps and " + needs + " about " + steps, 0);
        }
    }

    /**
     * How many sequences x₁ ≤ x₂ ≤ … ≤ xₙ of natural numbers have each xᵢ at most its bound, the bounds increasing (as a
     * double): the positions that heaps, or the rows of a bar read from the shortest, can reach. Counted column by
     * column, in time the number of bounds times the largest.
     */
    static double sequencesBelow(long[] bounds) {
        double[] ending = new double[(int) bounds[bounds.length - 1] + 1];
        Arrays.fill(ending, 0, (int) bounds[0] + 1, 1);
        for (int i = 1; i < bounds.length; i++) {
            double below = 0;
            double[] next = new double[ending.length];
            for (int x = 0; x <= bounds[i]; x++) {
                below += ending[x];
                next[x] = below;
            }
            ending = next;
        }
        double total = 0;
        for (double count : ending) {
            total += count;
        }
        return total;
    }

    synchronized V value(Component component) {
        Component start = game.canonical(component);
        // A list as the stack: the JDK's deques would add to the solver compiled for the pages.
        List<Frame> stack = new ArrayList<>();
        stack.add(new Frame(start));
        while (!stack.isEmpty()) {
            Frame frame = stack.get(stack.size() - 1);
            if (values.containsKey(frame.component)) {
                stack.remove(stack.size() - 1);
            } else if (frame.options == null) {
                // First look: list the options, and search those not known yet before coming back.
                frame.options = new ArrayList<>();
                for (List<Component> option : game.options(frame.component)) {
                    Component next = game.canonical(option.get(0));
                    frame.options.add(next);
                    if (!values.containsKey(next)) {
                        stack.add(new Frame(next));
                    }
                }
            } else {
                List<V> seen = new ArrayList<>(frame.options.size());
                for (Component option : frame.options) {
                    seen.add(values.get(option));
                }
                values.put(frame.component, rule.of(frame.component, seen));
                stack.remove(stack.size() - 1);
            }
        }
        return values.get(start);
    }
}
