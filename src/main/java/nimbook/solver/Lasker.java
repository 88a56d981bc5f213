package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Lasker's Nim: take any number of counters from one heap, or split a heap into two non-empty heaps. A heap of n is
 * worth n when n leaves remainder 1 or 2 on division by 4, n + 1 for remainder 3 and n − 1 for a positive multiple of 4.
 */
final class Lasker implements Game {
    /** Heaps up to this size are explained by listing their options; larger ones by the rule. */
    static final long LISTED = 12;

    @Override
    public String notation() {
        return "lasker";
    }

    @Override
    public Shape shape() {
        return Shape.HEAP;
    }

    @Override
    public String description() {
        return "take any number of counters from one heap, or split a heap into two non-empty heaps";
    }

    @Override
    public void check(Component component) {
        // Any heap: the value has a closed form.
    }

    @Override
    public long grundy(Component component) {
        return value(component.heap());
    }

    /** The value of a heap of {@code n} by its remainder modulo 4; an involution, so it is its own inverse. */
    static long value(long n) {
        return switch ((int) (n % 4)) {
            case 0 -> n == 0 ? 0 : n - 1;
            case 3 -> n + 1;
            default -> n;
        };
    }

    @Override
    public List<List<Component>> options(Component component) {
        long n = component.heap();
        List<List<Component>> options = new ArrayList<>();
        for (long m = 0; m < n; m++) {
            options.add(List.of(Component.of(m)));
        }
        for (long a = 1; 2 * a <= n; a++) {
            options.add(List.of(Component.of(a), Component.of(n - a)));
        }
        return options;
    }

    /** Every smaller heap, and every split into two. */
    @Override
    public long optionCount(Component component) {
        return Saturating.add(component.heap(), component.heap() / 2);
    }

    /** The one smaller heap of the value needs no search; the splits are looked through. */
    @Override
    public long searchCost(Component component) {
        return component.heap() / 2 + 1;
    }

    /** The one smaller heap of the value (the rule is its own inverse), and the splits found by the rule. */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        long n = component.heap();
        List<List<Component>> found = new ArrayList<>();
        if (value(target) < n) {
            found.add(List.of(Component.of(value(target))));
        }
        for (long a = 1; 2 * a <= n; a++) {
            if ((value(a) ^ value(n - a)) == target) {
                found.add(List.of(Component.of(a), Component.of(n - a)));
            }
        }
        return found;
    }

    @Override
    public Step closedForm(Component component) {
        long n = component.heap();
        return n <= LISTED ? null : new Step.Lasker(n, value(n));
    }
}
