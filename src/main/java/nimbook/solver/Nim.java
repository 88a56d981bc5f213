package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/** Nim: a move takes any number of counters from one heap. A heap of n is worth n (Bouton). */
class Nim implements Game {
    /** Heaps up to this size are explained by listing their options; larger ones by the rule. */
    static final long LISTED = 16;

    @Override
    public String notation() {
        return "nim";
    }

    @Override
    public Shape shape() {
        return Shape.HEAP;
    }

    @Override
    public String description() {
        return "Nim: take any number of counters from one heap";
    }

    @Override
    public void check(Component component) {
        // Any heap size is fine: the value is the size itself.
    }

    @Override
    public long grundy(Component component) {
        return component.heap();
    }

    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        for (long m = 0; m < component.heap(); m++) {
            options.add(List.of(Component.of(m)));
        }
        return options;
    }

    @Override
    public long optionCount(Component component) {
        return component.heap();
    }

    /** The winning move is found by Bouton's rule, at any size. */
    @Override
    public long searchCost(Component component) {
        return 1;
    }

    @Override
    public List<List<Component>> optionsWithValue(Component component, long target) {
        return target < component.heap() ? List.of(List.of(Component.of(target))) : List.of();
    }

    @Override
    public Step closedForm(Component component) {
        return component.heap() <= LISTED ? null : new Step.NimHeap(component.heap());
    }

    /** Bouton's closed form: the XOR of the heaps. */
    static long nimSum(List<Component> heaps) {
        long sum = 0;
        for (Component heap : heaps) {
            sum ^= heap.heap();
        }
        return sum;
    }
}
