package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Colourful Nim: a pile is a stack of sections of alternating colours, listed from bottom to top; a move
 * takes any number of balls from the top section only. Values follow the eeny-meeny rule.
 */
final class Colourful implements Game {
    @Override
    public String notation() {
        return "colourful";
    }

    @Override
    public Shape shape() {
        return Shape.PILE;
    }

    @Override
    public String description() {
        return "piles of coloured sections, bottom to top; take any number of balls from a pile’s top section";
    }

    @Override
    public void check(Component component) throws NotationException {
        Piles.checkSections(this, component);
    }

    @Override
    public long grundy(Component component) {
        return EenyMeeny.value(component.toArray());
    }

    @Override
    public List<List<Component>> options(Component component) {
        long[] sections = component.toArray();
        List<List<Component>> options = new ArrayList<>();
        if (sections.length > 0) {
            options.add(List.of(Component.of(Arrays.copyOf(sections, sections.length - 1))));
            for (long top = 1; top < sections[sections.length - 1]; top++) {
                options.add(List.of(withTop(sections, top)));
            }
        }
        return options;
    }

    /** Only the pile without its top section, and tops of {@code target} or {@code target + 1}, can be worth it. */
    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        long[] sections = component.toArray();
        List<List<Component>> found = new ArrayList<>();
        if (sections.length == 0) {
            return found;
        }
        Component below = Component.of(Arrays.copyOf(sections, sections.length - 1));
        if (grundy(below) == target) {
            found.add(List.of(below));
        }
        // top − target, not target + 1: a target of Long.MAX_VALUE would wrap.
        for (long top = Math.max(1, target); top - target <= 1 && top < sections[sections.length - 1]; top++) {
            Component option = withTop(sections, top);
            if (grundy(option) == target) {
                found.add(List.of(option));
            }
        }
        return found;
    }

    @Override
    public Step closedForm(Component component) {
        return EenyMeeny.step(term(List.of(component)), component.toArray());
    }

    /** The pile without its top section, or with a top of 1 up to one less than it has. */
    @Override
    public long optionCount(Component component) {
        return component.size() == 0 ? 0 : component.get(component.size() - 1);
    }

    /** Only the pile without its top and two tops can be worth a given value. */
    @Override
    public long searchCost(Component component) {
        return 3;
    }

    private static Component withTop(long[] sections, long top) {
        long[] next = sections.clone();
        next[next.length - 1] = top;
        return Component.of(next);
    }
}
