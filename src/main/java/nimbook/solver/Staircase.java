package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Staircase Nim: coins lie on the steps of a staircase, listed from the lowest step up; a move takes one or more coins
 * from a step down to the step below it, or off the staircase from the lowest step. A staircase is worth the nim-sum of
 * the coins on its odd-numbered steps (the first, third, …).
 */
final class Staircase implements Game {
    @Override
    public String notation() {
        return "staircase";
    }

    @Override
    public Shape shape() {
        return Shape.STAIRCASE;
    }

    @Override
    public String description() {
        return "coins on the steps of a staircase, from the lowest step up; move one or more coins from a step to the"
                + " step below, or off the staircase from the lowest step";
    }

    /** Any staircase has a value; its coins must add up to a number, as moving them down adds them together. */
    @Override
    public void check(Component component) throws NotationException {
        long coins = 0;
        for (long step : component.toArray()) {
            coins += step;
            if (coins < 0) {
                throw new NotationException(Notation.quote(term(List.of(component))) + " has too many coins: a staircase holds"
                        + " at most " + Long.MAX_VALUE + " in all", 0);
            }
        }
    }

    @Override
    public long grundy(Component component) {
        long value = 0;
        for (int step = 0; step < component.size(); step += 2) {
            value ^= component.get(step);
        }
        return value;
    }

    /** Empty steps at the top of a staircase change nothing: {@code 1,0,2,0} is {@code 1,0,2}. */
    @Override
    public Component canonical(Component component) {
        int length = component.size();
        while (length > 1 && component.get(length - 1) == 0) {
            length--;
        }
        return length == component.size() ? component : Component.of(Arrays.copyOf(component.toArray(), length));
    }

    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        for (int step = 0; step < component.size(); step++) {
            for (long coins = 1; coins <= component.get(step); coins++) {
                options.add(List.of(moved(component, step, coins)));
            }
        }
        return options;
    }

    /** A move for each number of coins on each step. */
    @Override
    public long optionCount(Component component) {
        long coins = 0;
        for (long step : component.toArray()) {
            coins = Saturating.add(coins, step);
        }
        return coins;
    }

    /** The winning moves follow from the rule at any size: each step offers at most one. */
    @Override
    public long searchCost(Component component) {
        return component.size();
    }

    /**
     * An odd-numbered step (index 0, 2, …) changes the value by shrinking, an even-numbered one by adding to the odd step
     * below it: in each, one number of coins moved gives the target, if any does.
     */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        long change = grundy(component) ^ target;
        List<List<Component>> found = new ArrayList<>();
        for (int step = 0; step < component.size() && change != 0; step++) {
            long counted = component.get(step % 2 == 0 ? step : step - 1);
            long coins = step % 2 == 0 ? counted - (counted ^ change) : (counted ^ change) - counted;
            if (coins >= 1 && coins <= component.get(step)) {
                found.add(List.of(moved(component, step, coins)));
            }
        }
        return found;
    }

    /** The staircase after {@code coins} coins go down from {@code step} (from the lowest, off the staircase). */
    private static Component moved(Component component, int step, long coins) {
        long[] steps = component.toArray();
        steps[step] -= coins;
        if (step > 0) {
            steps[step - 1] += coins;
        }
        return Component.of(steps);
    }

    @Override
    public Step closedForm(Component component) {
        List<Long> steps = new ArrayList<>();
        for (long coins : component.toArray()) {
            steps.add(coins);
        }
        return new Step.Staircase(term(List.of(component)), steps, grundy(component));
    }
}
