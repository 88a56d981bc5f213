package nimbook.build;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import nimbook.diag.Diagnostic;
import nimbook.diag.Diagnostics;

/**
 * The last value a step made, with the input it was made from and the problems it found: the preview builds the same
 * book again at every save, and a step whose input did not change (the templates, the bibliography) is not done again.
 * A {@code site.Memory} holds one for each such step, so that what is kept lives as long as the builds that share it.
 */
public final class LastMade<V> {
    private record Made<V>(Object input, V value, List<Diagnostic> found) {
    }

    private final AtomicReference<Made<V>> last = new AtomicReference<>();

    /**
     * The value {@code make} makes (its problems to the diagnostics it is given), or the last one made from an equal
     * {@code input}; either way its problems are added to {@code diagnostics}.
     */
    public V get(Object input, Diagnostics diagnostics, Function<Diagnostics, V> make) {
        Made<V> made = last.get();
        if (made == null || !made.input().equals(input)) {
            Diagnostics found = new Diagnostics();
            made = new Made<>(input, make.apply(found), found.sorted());
            last.set(made);
        }
        diagnostics.addAll(made.found());
        return made.value();
    }
}
