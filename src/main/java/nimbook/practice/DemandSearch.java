package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/**
 * Small answers to a {@link Demand}, in order: the book's key shows the first that meets it, and the hints show the
 * first few candidates. Positions: up to four heaps of up to twelve counters, by their total; subtraction games: sets
 * within 1 to 9, by their largest amount; octal games: codes of up to three digits, shortest first.
 */
final class DemandSearch {
    private static final int HEAPS = 4;
    private static final int SIZE = 12;
    private static final int AMOUNTS = 9;
    private static final int DIGITS = 3;

    private DemandSearch() {
    }

    /** The first candidate that meets the demand, or null. */
    static String first(Solver solver, Demand demand) {
        for (String candidate : candidates(solver, demand)) {
            if (demand.fare(solver, candidate).mark() == Verdict.Mark.RIGHT) {
                return candidate;
            }
        }
        return null;
    }

    /** The candidates, smallest first; none for a family the search does not know (a game of pairs or piles). */
    static List<String> candidates(Solver solver, Demand demand) {
        String family = demand.family();
        List<String> candidates = new ArrayList<>();
        if (demand.asksForAGame()) {
            if (family.equals("subtract")) {
                for (int largest = 1; largest <= AMOUNTS; largest++) {
                    for (int below = 0; below < 1 << (largest - 1); below++) {
                        StringBuilder set = new StringBuilder("subtract:");
                        for (int amount = 1; amount < largest; amount++) {
                            set.append((below & 1 << (amount - 1)) != 0 ? amount + "," : "");
                        }
                        candidates.add(set.append(largest).toString());
                    }
                }
            } else if (family.equals("octal")) {
                for (int digits = 1; digits <= DIGITS; digits++) {
                    for (int code = 1; code < 1 << (3 * digits); code++) {
                        String octal = Integer.toOctalString(code);
                        if (octal.length() == digits) {
                            candidates.add("octal:0." + octal);
                        } else if (octal.length() < digits && code % 8 != 0) {
                            candidates.add("octal:0." + "0".repeat(digits - octal.length()) + octal);
                        }
                    }
                }
            }
            return candidates;
        }
        try {
            Game game = solver.game(family);
            if (game.shape() != Shape.HEAP) {
                return candidates;
            }
        } catch (NotationException e) {
            return candidates;
        }
        for (int total = 1; total <= HEAPS * SIZE; total++) {
            heaps(family, new int[HEAPS], 0, 1, total, candidates);
        }
        return candidates;
    }

    /** Every multiset of at most {@link #HEAPS} heaps of 1 to {@link #SIZE} adding up to {@code left}, non-decreasing. */
    private static void heaps(String family, int[] heaps, int count, int least, int left, List<String> into) {
        if (left == 0) {
            StringBuilder position = new StringBuilder(family);
            for (int i = 0; i < count; i++) {
                position.append(' ').append(heaps[i]);
            }
            into.add(position.toString());
            return;
        }
        for (int heap = least; count < HEAPS && heap <= Math.min(SIZE, left); heap++) {
            heaps[count] = heap;
            heaps(family, heaps, count + 1, heap, left - heap, into);
        }
    }

    /**
     * The hints: what is asked; the first candidates, with what each has; how to check each condition; and, as the
     * worked solution, the first answer that meets the demand.
     */
    static List<Hints.Rung> hints(Solver solver, Demand demand) {
        List<String> tried = new ArrayList<>();
        String answer = null;
        for (String candidate : candidates(solver, demand)) {
            Demand.Fared fared = demand.fare(solver, candidate);
            if (fared.mark() == Verdict.Mark.RIGHT) {
                answer = candidate + " " + fared.had() + ".";
                break;
            }
            if (tried.size() < 4) {
                tried.add(fared.mark() == Verdict.Mark.WRONG ? candidate + " " + fared.had() + "." : fared.had());
            }
        }
        List<String> advice = new ArrayList<>();
        demand.conditions().forEach(condition -> {
            if (!advice.contains(condition.measure().advice)) {
                advice.add(condition.measure().advice);
            }
        });
        return List.of(new Hints.Rung(1, "What is asked", List.of("Find " + demand.describe() + ".")),
                new Hints.Rung(2, "Some that do not", tried),
                new Hints.Rung(3, "How to check", advice),
                new Hints.Rung(4, "One answer", List.of(answer == null ? "No small answer turned up: try larger ones."
                        : answer)));
    }
}
