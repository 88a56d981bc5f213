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
final class Search {
    /**
     * What looking at one option costs, in the steps that a position's brute force is counted in (a table's steps): the
     * option is made, put in its standard form and looked up.
     */
    static final long STEP = 40;

    private final Game game;
    private final Map<Component, Long> values = new HashMap<>();

    Search(Game game) {
        this.game = game;
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

    synchronized long value(Component component) {
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
                long[] seen = new long[frame.options.size()];
                for (int i = 0; i < seen.length; i++) {
                    seen[i] = values.get(frame.options.get(i));
                }
                values.put(frame.component, Mex.of(seen, seen.length));
                stack.remove(stack.size() - 1);
            }
        }
        return values.get(start);
    }
}
