package nimbook.text;

import java.util.Collection;

/** Suggestions for misspelt names, for error messages. */
public final class Spelling {
    private Spelling() {
    }

    /** " (did you mean "nim"?)" when a known name is one or two edits away from {@code name}; else "". */
    public static String suggest(String name, Collection<String> known) {
        String best = null;
        int bestDistance = 3;
        for (String candidate : known) {
            int d = distance(candidate, name);
            // A name as short as the changes it would take ("zz" for "a") is no misspelling of it.
            if (d < bestDistance && d < name.length()) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best == null ? "" : meant(best);
    }

    /** " (did you mean "nim"?)", for a name found otherwise than by its spelling. */
    public static String meant(String name) {
        return " (did you mean \"" + name + "\"?)";
    }

    /** The Levenshtein distance: insertions, deletions and substitutions. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
