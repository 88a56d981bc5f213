package nimbook.passes;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import nimbook.diag.Diagnostic;
import nimbook.diag.Diagnostics;

/**
 * The last value a step made, with the input it was made from and the problems it found: the preview builds the same
 * book again at every save, and a step whose input did not change (the templates, the bibliography) is not done again.
 */
public final class LastMade<K, V> {
    private record Made<K, V>(K input, V value, List<Diagnostic> found) {
    }

    private final AtomicReference<Made<K, V>> last = new AtomicReference<>();

    /**
     * The value {@code make} makes from {@code input}, or the last one made from an equal input; either way its problems
     * are added to {@code diagnostics}.
     */
    public V get(K input, Diagnostics diagnostics, BiFunction<K, Diagnostics, V> make) {
        Made<K, V> made = last.get();
        if (made == null || !made.input().equals(input)) {
            Diagnostics found = new Diagnostics();
            made = new Made<>(input, make.apply(input, found), found.sorted());
            last.set(made);
        }
        diagnostics.addAll(made.found());
        return made.value();
    }
}
