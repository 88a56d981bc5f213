package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Circular Nim: counters stand on the places of a circle, and a move takes one, two or three counters from adjacent
 * places. A circle is written as one number while it is unbroken ({@code 10}), then as its runs of counters and of
 * empty places in turn, clockwise from a run ({@code 7,3}). The first move breaks the circle into a row, and a row is
 * the octal game 0.777; so an unbroken circle is worth the mex of three rows, and a broken one the nim-sum of its runs.
 */
final class CircularNim implements Game {
    /** The most counters a move takes. */
    private static final int TAKEN = 3;
    /** Broken circles with one run up to this long are explained by listing their options. */
    private static final long LISTED = 12;

    private final TakeAndBreak rows;

    CircularNim() {
        this(TakeAndBreak.octal("octal:0.777", "octal game 0.777", "777"));
    }

    private CircularNim(TakeAndBreak rows) {
        this.rows = rows;
    }

    @Override
    public Game cutBruteForce(int divisor) {
        return new CircularNim((TakeAndBreak) rows.cutBruteForce(divisor));
    }

    @Override
    public String notation() {
        return "circular-nim";
    }

    @Override
    public Shape shape() {
        return Shape.CIRCLE;
    }

    @Override
    public String description() {
        return "counters on a circle; take one, two or three counters from adjacent places";
    }

    @Override
    public void check(Component component) throws NotationException {
        if (component.size() > 1 && component.size() % 2 == 1) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " is not a circle: a broken circle lists its"
                    + " runs of counters and of empty places in turn, an even number of them, like circular-nim 7,3", 0);
        }
        for (int i = 0; i < component.size() && component.size() > 1; i++) {
            if (component.get(i) == 0) {
                throw new NotationException(Notation.quote(term(List.of(component))) + " has an empty run: each run of a broken"
                        + " circle holds at least one counter or empty place (an empty circle is written 0)", 0);
            }
        }
        for (int i = 0; i < component.size(); i += 2) {
            try {
                rows.check(Component.of(component.get(i)));
            } catch (NotationException e) {
                throw new NotationException(Notation.quote(term(List.of(component))) + " is too large: its runs are rows of the"
                        + " octal game 0.777, computed up to " + rows.limit() + " counters", 0);
            }
        }
    }

    @Override
    public long grundy(Component component) {
        if (component.size() == 1) {
            long n = component.get(0);
            if (n == 0) {
                return 0;
            }
            long[] values = new long[TAKEN];
            int count = 0;
            for (int taken = 1; taken <= Math.min(TAKEN, n); taken++) {
                values[count++] = rows.value(n - taken);
            }
            return Mex.of(values, count);
        }
        long value = 0;
        for (int i = 0; i < component.size(); i += 2) {
            value ^= rows.value(component.get(i));
        }
        return value;
    }

    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        long[] circle = component.toArray();
        if (circle.length == 1) {
            // Every place of an unbroken circle is alike: where the counters are taken does not matter.
            for (int taken = 1; taken <= Math.min(TAKEN, circle[0]); taken++) {
                options.add(List.of(canonical(Component.of(circle[0] - taken, taken))));
            }
            return options;
        }
        // Moves that leave the same circle, turned or seen in a mirror (from either end of a run), are listed once.
        Set<Component> seen = new HashSet<>();
        for (int run = 0; run < circle.length; run += 2) {
            for (long before = 0; before < circle[run]; before++) {
                for (long taken = 1; taken <= TAKEN && before + taken <= circle[run]; taken++) {
                    long[] next = new long[circle.length + 2];
                    System.arraycopy(circle, 0, next, 0, run);
                    next[run] = before;
                    next[run + 1] = taken;
                    next[run + 2] = circle[run] - before - taken;
                    System.arraycopy(circle, run + 1, next, run + 3, circle.length - run - 1);
                    Component option = canonical(Component.of(next));
                    if (seen.add(option)) {
                        options.add(List.of(option));
                    }
                }
            }
        }
        return options;
    }

    /**
     * The circle read clockwise from the run and in the direction that give the smallest list, with runs left empty by
     * a move merged into the places around them; a circle with no counter left is {@code 0}.
     */
    @Override
    public Component canonical(Component component) {
        long[] circle = component.toArray();
        if (circle.length <= 1) {
            return component;
        }
        // An emptied run joins the empty places on either side of it; the first run's, if emptied, join the last gap.
        long[] merged = new long[circle.length];
        int length = 0;
        long leading = 0;
        for (int i = 0; i < circle.length; i += 2) {
            if (circle[i] > 0) {
                merged[length++] = circle[i];
                merged[length++] = circle[i + 1];
            } else if (length > 0) {
                merged[length - 1] += circle[i + 1];
            } else {
                leading += circle[i + 1];
            }
        }
        if (length == 0) {
            return Component.of(0);
        }
        merged[length - 1] += leading;
        long[] runs = Arrays.copyOf(merged, length);
        Component best = null;
        for (int start = 0; start < runs.length; start += 2) {
            for (boolean reversed : new boolean[] {false, true}) {
                long[] read = new long[runs.length];
                for (int i = 0; i < runs.length; i += 2) {
                    // Read backwards, a run is followed by the gap that came before it.
                    int at = ((reversed ? start - i : start + i) + runs.length) % runs.length;
                    read[i] = runs[at];
                    read[i + 1] = runs[((reversed ? at - 1 : at + 1) + runs.length) % runs.length];
                }
                Component candidate = Component.of(read);
                if (best == null || candidate.compareTo(best) < 0) {
                    best = candidate;
                }
            }
        }
        return best;
    }

    /**
     * An unbroken circle's one to three moves; for a broken one, every run of one to three counters in a run, at most
     * (moves that leave the same circle are listed once).
     */
    @Override
    public long optionCount(Component component) {
        if (component.size() == 1) {
            return Math.min(TAKEN, component.get(0));
        }
        long count = 0;
        for (int i = 0; i < component.size(); i += 2) {
            for (long taken = 1; taken <= TAKEN; taken++) {
                count = Saturating.add(count, Math.max(0, component.get(i) - taken + 1));
            }
        }
        return count;
    }

    /** An unbroken circle lists its three options; a broken one is a sum of rows of the octal game 0.777. */
    @Override
    public Step closedForm(Component component) {
        if (component.size() == 1 || component.size() == 2 && component.get(0) <= LISTED) {
            return null;
        }
        List<Step.OptionValue> rowValues = new ArrayList<>();
        for (int i = 0; i < component.size(); i += 2) {
            rowValues.add(new Step.OptionValue(rows.term(List.of(Component.of(component.get(i)))),
                    rows.value(component.get(i))));
        }
        return new Step.NimSum(rowValues, grundy(component));
    }
}
