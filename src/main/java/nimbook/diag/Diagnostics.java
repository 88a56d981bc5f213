package nimbook.diag;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The problems one build has found so far. Every stage reports here instead of stopping at the first
 * problem; the build prints them all, sorted, and fails if there is any. Safe to share between threads.
 */
public final class Diagnostics {
    /** How many problems are printed at most; the rest are counted. */
    public static final int SHOWN = 100;

    /** A set: a template's error is found again by every block that renders through it, and counts once. */
    private final Set<Diagnostic> found = new HashSet<>();

    public synchronized void error(SourcePosition position, String message) {
        found.add(new Diagnostic(position, message));
    }

    /** Problems found elsewhere (by a lesson's own passes, in this build or kept from an earlier one). */
    public synchronized void addAll(List<Diagnostic> problems) {
        found.addAll(problems);
    }

    public synchronized boolean isEmpty() {
        return found.isEmpty();
    }

    public synchronized int count() {
        return found.size();
    }

    /** Every problem, sorted by file, line and column (the order does not depend on thread timing). */
    public synchronized List<Diagnostic> sorted() {
        return found.stream().sorted().toList();
    }

    /** The lines to print: the first {@link #SHOWN} problems and, past them, how many more there are. */
    public List<String> report() {
        List<Diagnostic> all = sorted();
        List<String> lines = new ArrayList<>();
        for (Diagnostic d : all.subList(0, Math.min(SHOWN, all.size()))) {
            lines.add(d.toString());
        }
        if (all.size() > SHOWN) {
            lines.add("… and " + (all.size() - SHOWN) + " more errors");
        }
        return lines;
    }
}
