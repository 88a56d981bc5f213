package nimbook.solver;

import java.util.List;

/**
 * Misère Nim: Nim where the player who takes the last counter loses. Its value belongs to the whole
 * position, not to each heap: misère play does not split into a sum.
 */
final class MisereNim extends Nim {
    @Override
    public String notation() {
        return "misere-nim";
    }

    @Override
    public String description() {
        return "Nim in misère play: whoever takes the last counter loses";
    }

    @Override
    public boolean misere() {
        return true;
    }

    /** The misère value of a single heap, for sequences: the value of the position with that heap alone. */
    @Override
    public long grundy(Component component) {
        return value(List.of(component));
    }

    @Override
    public Step closedForm(Component component) {
        return step(List.of(component));
    }

    /**
     * The misère Grundy value of the position: the nim-sum when some heap has two or more counters;
     * otherwise 1 for an even number of one-counter heaps and 0 for an odd number (Bouton, Conway).
     */
    static long value(List<Component> heaps) {
        return value(Nim.nimSum(heaps), onlySmallHeaps(heaps));
    }

    /** The misère value of heaps with this nim-sum, of which none, or some, has two or more counters. */
    static long value(long nimSum, boolean onlySmallHeaps) {
        return onlySmallHeaps ? nimSum ^ 1 : nimSum;
    }

    static Step.Misere step(List<Component> heaps) {
        return new Step.Misere(new MisereNim().term(heaps), Nim.nimSum(heaps), onlySmallHeaps(heaps), value(heaps));
    }

    private static boolean onlySmallHeaps(List<Component> heaps) {
        return heaps.stream().allMatch(heap -> heap.heap() <= 1);
    }
}
