package nimbook.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A heap game in misère play, {@code misere:kayles 4 3}: a move is the inner game's move in one heap, and whoever makes
 * the last move loses. Misère play does not split into a sum, so a term's heaps are one component, whose value is the
 * misère Grundy value: 1 where no move is left, else the mex of the options' values (On Numbers and Games, ch. 12).
 * Its genus ({@link Genus}) is found by the same search.
 */
final class Misere extends JointHeaps {
    private final Game inner;
    private final Search<Long> misere = new Search<>(this, (component, options) -> options.isEmpty() ? 1L
            : Mex.of(options));
    private final Search<Genus> genera = new Search<>(this, (component, options) -> Genus.of(normal(component),
            options));

    /** Quotients computed, by the largest heap of their sums (0: every sum). */
    private final Map<Integer, Quotient> quotients = new HashMap<>();

    Misere(Game inner) {
        this(inner, WORK_LIMIT);
    }

    private Misere(Game inner, long workLimit) {
        super(workLimit);
        this.inner = inner;
    }

    /** {@code misere:kayles}: a heap game of the catalogue, neither misère already nor played on joint heaps. */
    static Game of(Game inner, int at) throws NotationException {
        if (inner.shape() != Shape.HEAP || inner.joint() || inner.misere()) {
            throw new NotationException(Notation.quote(inner.notation()) + " is not a game of separate heaps: misere takes"
                    + " a heap game, like misere:kayles", at);
        }
        return new Misere(inner);
    }

    @Override
    JointHeaps limited(long workLimit) {
        return new Misere(inner, workLimit);
    }

    @Override
    public String notation() {
        return "misere:" + inner.notation();
    }

    @Override
    public String description() {
        return inner.description() + ", in misère play: whoever makes the last move loses";
    }

    @Override
    public boolean misere() {
        return true;
    }

    @Override
    double optionCount(long[] heaps) {
        double count = 0;
        for (long heap : heaps) {
            count += inner.optionCount(Component.of(heap));
        }
        return count;
    }

    @Override
    public List<List<Component>> options(Component component) {
        long[] heaps = canonical(component).toArray();
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            if (i > 0 && heaps[i] == heaps[i - 1]) {
                continue; // a move in either of two equal heaps leaves the same position
            }
            for (List<Component> option : inner.options(Component.of(heaps[i]))) {
                long[] next = new long[heaps.length - 1 + option.size()];
                int k = 0;
                for (int j = 0; j < heaps.length; j++) {
                    if (j != i) {
                        next[k++] = heaps[j];
                    }
                }
                for (Component part : option) {
                    next[k++] = part.heap();
                }
                options.add(List.of(canonical(Component.of(next))));
            }
        }
        return options;
    }

    @Override
    public long grundy(Component component) {
        return misere.value(component);
    }

    @Override
    public Step closedForm(Component component) {
        // No move left: the misère value is 1, as in misère Nim with no heap.
        return canonical(component).size() == 0 ? new Step.Misere(term(List.of(component)), 0, true, 1) : null;
    }

    /** The genus of the heaps played together. */
    Genus genus(Component component) {
        return genera.value(component);
    }

    /** The misère quotient of the sums of heaps up to {@code largest}, or of every sum (0); computed once. */
    synchronized Quotient quotient(int largest) throws NotationException {
        Quotient known = quotients.get(largest);
        if (known == null) {
            known = Quotient.compute(notation(), inner, largest);
            quotients.put(largest, known);
        }
        return known;
    }

    /** The normal-play value of the heaps: the nim-sum of the inner game's values. */
    private long normal(Component component) {
        long value = 0;
        for (long heap : component.toArray()) {
            value ^= inner.grundy(Component.of(heap));
        }
        return value;
    }
}
