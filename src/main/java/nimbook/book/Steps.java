package nimbook.book;

import java.util.ArrayList;
import java.util.List;
import nimbook.practice.Subject;
import nimbook.solver.Explanation;
import nimbook.solver.ExplanationText;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Step;

/**
 * Explanation steps prepared for templates: each step with a kind name for {@code steps.ftlh} to switch on,
 * and for the binary columns (nim-sum, the Empty-and-Divide rule) the rows already split into bits.
 */
public final class Steps {
    private Steps() {
    }

    /** One step for a template. */
    public record View(String kind, Step step, List<BinaryRow> rows) {
    }

    /** One row of binary columns: a label, the value in decimal, and its bits from the highest column. */
    public record BinaryRow(String label, String value, List<String> bits) {
    }

    /** The explanation for a template: its position, value, outcome and steps. */
    public record Worked(String position, long value, String outcome, boolean misere, List<View> steps) {
    }

    public static Worked of(Explanation explanation) {
        List<View> views = new ArrayList<>();
        for (Step step : explanation.steps()) {
            views.add(view(step));
        }
        return new Worked(explanation.position(), explanation.value(), explanation.outcome().name(), explanation.misere(),
                views);
    }

    /**
     * The worked explanation of an exercise's position; a loopy position's is its labelling, with its value written as
     * the answer is ({@code ∞(0,2)}), the value field unused.
     */
    public static Worked of(Subject subject) throws NotationException {
        if (subject instanceof Subject.Sum sum) {
            return of(sum.explanation());
        }
        Loopy position = ((Subject.Tokens) subject).position();
        Step.Labelling labelling = position.explanation();
        return new Worked(position.toString(), -1, labelling.outcome(), false,
                List.of(new View("labelling", labelling, List.of())));
    }

    private static View view(Step step) {
        if (step instanceof Step.NimSum sum) {
            return new View("nim-sum", step, columns(sum.summands(), sum.value()));
        }
        if (step instanceof Step.Staircase staircase) {
            return new View("staircase", step, columns(ExplanationText.oddSteps(staircase), staircase.value()));
        }
        if (step instanceof Step.Moore moore) {
            int width = moore.ones().size();
            List<BinaryRow> rows = new ArrayList<>();
            for (long heap : moore.heaps()) {
                rows.add(row(Long.toString(heap), heap, width));
            }
            rows.add(new BinaryRow("ones", "", moore.ones().stream().map(String::valueOf).toList()));
            return new View("moore", step, rows);
        }
        if (step instanceof Step.LowestZeroBit bits) {
            long x = bits.a() - 1;
            long y = bits.b() - 1;
            int width = Math.max(width(x | y) + 1, (int) bits.value() + 1);
            return new View("lowest-zero-bit", step, List.of(row(bits.a() + " − 1", x, width), row(bits.b() + " − 1", y, width),
                    row("OR", x | y, width)));
        }
        return new View(kind(step), step, List.of());
    }

    /** The step's kind, which names its macro in {@code steps.ftlh}: "eeny-meeny" for {@code Step.EenyMeeny}. */
    private static String kind(Step step) {
        String name = step.getClass().getSimpleName();
        StringBuilder kind = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
                kind.append('-');
            }
            kind.append(Character.toLowerCase(c));
        }
        return kind.toString();
    }

    /** Numbers in binary columns, each with its label, and their nim-sum below. */
    private static List<BinaryRow> columns(List<Step.OptionValue> summands, long total) {
        long all = total;
        for (Step.OptionValue summand : summands) {
            all |= summand.value();
        }
        int width = width(all);
        List<BinaryRow> rows = new ArrayList<>();
        for (Step.OptionValue summand : summands) {
            rows.add(row(summand.position(), summand.value(), width));
        }
        rows.add(row("nim-sum", total, width));
        return rows;
    }

    private static int width(long value) {
        return Math.max(1, 64 - Long.numberOfLeadingZeros(value));
    }

    private static BinaryRow row(String label, long value, int width) {
        List<String> bits = new ArrayList<>();
        for (int bit = width - 1; bit >= 0; bit--) {
            bits.add((value >>> bit & 1) == 1 ? "1" : "0");
        }
        return new BinaryRow(label, Long.toString(value), bits);
    }
}
