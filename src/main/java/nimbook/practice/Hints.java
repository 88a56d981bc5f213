package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Explanation;
import nimbook.solver.ExplanationText;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.solver.Step;

/**
 * The hints for an exercise's position, from the solver's explanation of it, each giving away more than the one
 * before: 1) what to compute, 2) each component's value (for one component, what its value is found from), 3) the
 * nim-sum in binary columns, with the reader's wrong columns marked (for one component, its options' values or its
 * rule at work), 4) the worked solution.
 */
public final class Hints {
    /** How many options the second hint names before it only counts the rest. */
    private static final int LISTED = 12;

    private Hints() {
    }

    /** One hint: its number (1 to 4), its title and its lines, to be shown as they are (columns line up). */
    public record Rung(int number, String title, List<String> lines) {
        public Rung {
            lines = List.copyOf(lines);
        }
    }

    /**
     * The four hints for the question {@code kind} about {@code position}; {@code yours}: the value the reader gave the
     * position, or null.
     */
    public static List<Rung> of(Solver solver, Position position, String kind, Long yours) throws NotationException {
        Explanation explanation = solver.explain(position);
        List<Step> steps = explanation.steps();
        Step.NimSum sum = null;
        for (Step step : steps) {
            if (step instanceof Step.NimSum found) {
                sum = found;
            }
        }
        List<Rung> rungs = new ArrayList<>();
        if (sum != null) {
            List<String> labels = new ArrayList<>();
            List<String> values = new ArrayList<>();
            int width = 0;
            for (Step.OptionValue summand : sum.summands()) {
                labels.add(summand.position());
                width = Math.max(width, summand.position().length());
            }
            for (Step.OptionValue summand : sum.summands()) {
                values.add("  " + summand.position() + " ".repeat(width - summand.position().length()) + "  "
                        + summand.value());
            }
            rungs.add(new Rung(1, "What to compute", List.of(position + " is a sum of " + labels.size() + " components: "
                    + Reasons.and(labels) + ".", "Find each component’s value, then their nim-sum (XOR). " + goal(kind, true))));
            rungs.add(new Rung(2, "Each component’s value", values));
            List<String> columns = new ArrayList<>(ExplanationText.nimSum(sum, yours == null || yours == sum.value() ? null
                    : yours));
            if (yours != null && yours != sum.value()) {
                columns.add("Your value differs in the columns marked ^: a column’s digit is 1 when it holds an odd number"
                        + " of ones.");
            }
            rungs.add(new Rung(3, "The nim-sum in binary columns", columns));
        } else {
            Step step = steps.get(0);
            rungs.add(new Rung(1, "What to compute", kind.equals("grundy") ? List.of(rule(position, step))
                    : List.of(rule(position, step), goal(kind, false))));
            rungs.add(new Rung(2, step instanceof Step.Mex ? "Its options" : "The rule at work", start(step)));
            List<String> worked = new ArrayList<>(ExplanationText.lines(step));
            if (step instanceof Step.Mex mex) {
                // Its options' values; the mex of them is the answer.
                worked.remove(worked.size() - 1);
                if (yours != null && yours != mex.value()) {
                    worked.add(mex.options().stream().anyMatch(option -> option.value() == yours) ? "Your value, " + yours
                            + ", is the value of an option, so it cannot be the mex."
                            : "A number smaller than your " + yours + " is missing from these values.");
                }
            }
            rungs.add(new Rung(3, step instanceof Step.Mex ? "Its options’ values" : "The rule worked through", worked));
        }
        rungs.add(new Rung(4, "Worked solution", ExplanationText.lines(explanation)));
        return rungs;
    }

    /** What the value of a single component (or of misère Nim) is found from. */
    private static String rule(Position position, Step step) {
        if (step instanceof Step.Mex) {
            return position + " is one component: its value is the mex of its options’ values, the least number that none"
                    + " of them has.";
        }
        if (step instanceof Step.NimHeap) {
            return position + " is one Nim heap: a heap is worth its size.";
        }
        if (step instanceof Step.Periodic periodic) {
            return "The values of " + periodic.game() + " repeat: find the smaller heap worth the same.";
        }
        if (step instanceof Step.EenyMeeny) {
            return position + " is one colourful pile: walk down its sections from the top with the eeny-meeny rule.";
        }
        if (step instanceof Step.LowestZeroBit) {
            return position + " is one pair of boxes: its value is the place of the lowest 0 bit of (a − 1) OR (b − 1).";
        }
        if (step instanceof Step.Lasker) {
            return position + " is one heap of Lasker’s Nim: its value follows from its remainder on division by 4.";
        }
        if (step instanceof Step.Staircase) {
            return position + " is one staircase: its value is the nim-sum of the coins on its odd-numbered steps.";
        }
        if (step instanceof Step.Moore moore) {
            return position + " is Moore’s Nim: it is a P-position exactly when each binary column of its heaps holds a"
                    + " multiple of " + (moore.k() + 1) + " ones.";
        }
        if (step instanceof Step.Fusion) {
            return position + " is a Green Hackenbush picture: fuse the nodes of each cycle, then, from the top down,"
                    + " replace the branches on each node by one stalk, their nim-sum.";
        }
        return "In misère Nim, while some heap has two or more counters, play as in normal Nim (the nim-sum); when none"
                + " has, count the heaps of one.";
    }

    /** What the value is for: the question asked. */
    private static String goal(String kind, boolean sum) {
        return switch (kind) {
            case "grundy" -> "That nim-sum is the position’s value.";
            case "outcome" -> "The position is a P-position exactly when " + (sum ? "that nim-sum" : "its value") + " is 0.";
            case "count" -> "Count the moves that leave a position of value 0.";
            case "moves" -> "Every move that leaves a position of value 0 wins: find them all.";
            default -> "A winning move leaves a position of value 0.";
        };
    }

    /** The second hint for one component: its options, unvalued; or how its rule starts. */
    private static List<String> start(Step step) {
        List<String> lines = new ArrayList<>();
        if (step instanceof Step.Mex mex) {
            if (mex.options().isEmpty()) {
                lines.add(mex.position() + " has no option.");
                return lines;
            }
            lines.add("The options of " + mex.position() + ": find the value of each.");
            for (Step.OptionValue option : mex.options().subList(0, Math.min(LISTED, mex.options().size()))) {
                lines.add("  " + option.position());
            }
            if (mex.options().size() > LISTED) {
                lines.add("  … and " + (mex.options().size() - LISTED) + " more.");
            }
        } else if (step instanceof Step.EenyMeeny || step instanceof Step.LowestZeroBit || step instanceof Step.Staircase
                || step instanceof Step.Moore) {
            // The rule's first lines: the sections, the two boxes less one, the odd steps, the heaps in binary.
            List<String> all = ExplanationText.lines(step);
            lines.addAll(all.subList(0, step instanceof Step.EenyMeeny ? 1 : step instanceof Step.LowestZeroBit ? 3
                    : all.size() - (step instanceof Step.Staircase ? 1 : 2)));
        } else if (step instanceof Step.Lasker lasker) {
            lines.add("A heap of " + lasker.heap() + " leaves " + lasker.remainder() + " on division by 4.");
        } else if (step instanceof Step.Periodic periodic) {
            lines.add(periodic.game() + " repeats with period " + periodic.period() + " from heap " + periodic.start()
                    + ", so G(" + periodic.heap() + ") = G(" + periodic.equivalent() + ").");
        } else if (step instanceof Step.NimHeap heap) {
            lines.add("A Nim heap of " + heap.size() + " moves to every smaller heap.");
        } else if (step instanceof Step.Fusion fusion) {
            // The fusions only: the nim-sums of the colon principle are the reader's to find.
            List<String> all = ExplanationText.lines(step);
            lines.addAll(all.subList(0, 1 + fusion.fused().size()));
            if (fusion.fused().isEmpty()) {
                lines.add("  no cycle: the picture is a tree; start at its highest nodes.");
            }
        } else if (step instanceof Step.Misere misere) {
            lines.add(misere.onlySmallHeaps() ? "No heap of " + misere.position() + " has two or more counters."
                    : "Some heap of " + misere.position() + " has two or more counters.");
        }
        return lines;
    }

}
