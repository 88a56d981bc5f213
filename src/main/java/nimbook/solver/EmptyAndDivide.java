package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Empty and Divide: two boxes; a move empties one box and divides the other into two non-empty boxes. The
 * value of (a, b) is the position of the lowest 0 bit of (a − 1) OR (b − 1).
 */
final class EmptyAndDivide implements Game {
    @Override
    public String notation() {
        return "empty-and-divide";
    }

    @Override
    public Shape shape() {
        return Shape.PAIR;
    }

    @Override
    public String description() {
        return "two boxes; empty one box and divide the other into two non-empty boxes";
    }

    @Override
    public void check(Component component) throws NotationException {
        if (component.get(0) == 0 || component.get(1) == 0) {
            throw new NotationException(Notation.quote(term(List.of(component))) + " has an empty box: each box holds at least"
                    + " one counter", 0);
        }
    }

    /** Each division of either box, smaller part first; equal boxes divide the same ways, counted once. */
    @Override
    public long optionCount(Component component) {
        long a = component.get(0);
        long b = component.get(1);
        return a == b ? b / 2 : a / 2 + b / 2;
    }

    /** The two boxes (piles) play the same either way round. */
    @Override
    public Component canonical(Component component) {
        return Piles.ordered(component);
    }

    @Override
    public long grundy(Component component) {
        return lowestZeroBit(component.get(0), component.get(1));
    }

    static long lowestZeroBit(long a, long b) {
        return Long.numberOfTrailingZeros(~((a - 1) | (b - 1)));
    }

    /** Each division is listed once, smaller box first; equal boxes give the same divisions once. */
    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        long a = component.get(0);
        long b = component.get(1);
        divide(b, -1, options);
        if (a != b) {
            divide(a, -1, options);
        }
        return options;
    }

    /** The divisions of {@code n} (those worth {@code target}, unless it is negative), smaller box first. */
    private static void divide(long n, long target, List<List<Component>> options) {
        for (long x = 1; x <= n / 2; x++) {
            if (target < 0 || lowestZeroBit(x, n - x) == target) {
                options.add(List.of(Component.of(x, n - x)));
            }
        }
    }

    /** Only the divisions worth the target are built: a large box has thousands of divisions. */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        List<List<Component>> options = new ArrayList<>();
        long a = component.get(0);
        long b = component.get(1);
        divide(b, target, options);
        if (a != b) {
            divide(a, target, options);
        }
        return options;
    }

    @Override
    public Step closedForm(Component component) {
        long a = component.get(0);
        long b = component.get(1);
        return new Step.LowestZeroBit(term(List.of(component)), a, b, lowestZeroBit(a, b));
    }
}
