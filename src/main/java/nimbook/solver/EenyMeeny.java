package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The eeny-meeny rule for a colourful Nim pile (n₁, …, n_k), sections from bottom to top: the value is n_k − 1
 * when the condition is met and n_k otherwise. Walk down from the top saying "eeny" and "meeny" in turn: an
 * eeny is met when the upper section is smaller than the one below, a meeny when it is larger; equal sections
 * go on down, the wrong inequality stops the walk, and an eeny said at the bottom is met by equality too.
 */
public final class EenyMeeny {
    private EenyMeeny() {
    }

    /** The value by the rule. */
    public static long value(long[] sections) {
        return value(sections, sections.length);
    }

    /** The value of the pile made of the first {@code k} sections. */
    public static long value(long[] sections, int k) {
        if (k == 0) {
            return 0;
        }
        return sections[k - 1] - (walk(sections, k, null) ? 1 : 0);
    }

    /** The value by the recurrence (⋆): G(n₁, …, n_k) = n_k − 1 if n_k ≤ G(n₁, …, n_{k−1}), else n_k. */
    public static long recurrence(long[] sections, int k) {
        long value = 0;
        for (int i = 0; i < k; i++) {
            value = sections[i] <= value ? sections[i] - 1 : sections[i];
        }
        return value;
    }

    /** The walk as a worked step. */
    static Step.EenyMeeny step(String position, long[] sections) {
        List<Step.Comparison> comparisons = new ArrayList<>();
        boolean met = walk(sections, sections.length, comparisons);
        return new Step.EenyMeeny(position, Arrays.stream(sections).boxed().toList(), comparisons, met,
                value(sections));
    }

    /** Walks down the first {@code k} sections; records each comparison when {@code trace} is not null. */
    private static boolean walk(long[] s, int k, List<Step.Comparison> trace) {
        boolean eeny = true;
        for (int i = k - 1; i >= 1; i--) {
            long upper = s[i];
            long lower = s[i - 1];
            Step.Verdict verdict;
            if (upper == lower) {
                verdict = eeny && i == 1 ? Step.Verdict.MET : Step.Verdict.EQUAL;
            } else {
                verdict = (upper < lower) == eeny ? Step.Verdict.MET : Step.Verdict.STOP;
            }
            if (trace != null) {
                trace.add(new Step.Comparison(eeny ? "eeny" : "meeny", upper, lower, verdict));
            }
            if (verdict != Step.Verdict.EQUAL) {
                return verdict == Step.Verdict.MET;
            }
            eeny = !eeny;
        }
        return false;
    }
}
