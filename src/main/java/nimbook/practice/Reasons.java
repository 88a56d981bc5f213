package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Step;

/** Why a thing has its value, in the words a wrong step's message gives, from the solver's own derivations. */
final class Reasons {
    /** How many options or values a message lists before it only counts them. */
    static final int LISTED = 12;

    private final Question question;

    Reasons(Question question) {
        this.question = question;
    }

    /** Why a thing has its value, from the solver ("" for a number, which is its own value). */
    String of(Expr subject, long claimed) throws NotationException {
        if (subject instanceof Expr.Mex mex) {
            return question.value(mex) + " is the least number not in " + set(question.values(mex.items()));
        }
        if (subject instanceof Expr.Sum sum) {
            return columns(sum, claimed);
        }
        if (subject instanceof Expr.Pos pos) {
            return of(pos.position());
        }
        return "";
    }

    /** The nim-sum in binary, and the highest column where the reader's value goes wrong. */
    private String columns(Expr.Sum sum, long claimed) throws NotationException {
        List<Long> values = new ArrayList<>();
        long total = 0;
        for (Expr item : sum.items()) {
            values.add(question.value(item));
            total ^= question.value(item);
        }
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(question.widest(sum) | claimed));
        List<String> bits = new ArrayList<>();
        for (long value : values) {
            bits.add(binary(value, width));
        }
        int column = 63 - Long.numberOfLeadingZeros(total ^ claimed);
        int ones = 0;
        for (long value : values) {
            ones += (int) (value >>> column) & 1;
        }
        return "in binary " + String.join(" ⊕ ", bits) + " = " + binary(total, width) + ", and the " + (1L << column)
                + "s column holds " + ones + (ones == 1 ? " one" : " ones") + " (an " + (ones % 2 == 0 ? "even" : "odd")
                + " number), so the nim-sum has " + (ones % 2) + " there";
    }

    /** The solver's reason for a position's value: its derivation, or its components' values. */
    String of(Position position) throws NotationException {
        List<Position.Place> places = position.places();
        if (position.misere()) {
            for (Step step : question.solver().explain(position).steps()) {
                if (step instanceof Step.Misere misere) {
                    return misere.onlySmallHeaps() ? "no heap has two or more, so its misère value is 1 for an even"
                            + " number of one-counter heaps and 0 for an odd number"
                            : "some heap has two or more, so its misère value is the nim-sum of the heaps, " + misere.value();
                }
            }
        }
        if (places.size() > 1) {
            List<String> values = new ArrayList<>();
            long total = 0;
            for (Position.Place place : places) {
                long value = place.game().grundy(place.component());
                values.add(Long.toString(value));
                total ^= value;
            }
            return "its components’ values are " + and(values) + ", and " + String.join(" ⊕ ", values) + " = " + total;
        }
        Position.Place place = places.get(0);
        try {
            question.solver().checkListable(position);
        } catch (NotationException e) {
            return "";
        }
        return of(place.game().derivation(place.component()).get(0));
    }

    /** A one-component position's value, from the first step of its derivation. */
    private static String of(Step step) {
        if (step instanceof Step.Mex mex) {
            return ofMex(mex);
        }
        if (step instanceof Step.NimHeap heap) {
            return "a Nim heap of " + heap.size() + " moves to every smaller heap, so its value is " + heap.size();
        }
        if (step instanceof Step.Periodic periodic) {
            return periodic.game() + " repeats with period " + periodic.period() + " from heap " + periodic.start()
                    + ", so G(" + periodic.heap() + ") = G(" + periodic.equivalent() + ") = " + periodic.value();
        }
        if (step instanceof Step.EenyMeeny walk) {
            return ofWalk(walk);
        }
        if (step instanceof Step.LowestZeroBit bits) {
            return "the lowest 0 bit of (" + bits.a() + " − 1) OR (" + bits.b() + " − 1) = " + ((bits.a() - 1)
                    | (bits.b() - 1)) + " is bit " + bits.value();
        }
        return "";
    }

    private static String ofMex(Step.Mex mex) {
        List<Long> values = new ArrayList<>();
        mex.options().forEach(option -> values.add(option.value()));
        values.sort(null);
        if (values.isEmpty()) {
            return "it has no option, so its value is mex{} = 0";
        }
        if (values.size() > LISTED) {
            return mex.value() == 0 ? "none of its " + values.size() + " options has value 0, so its value is 0"
                    : "its " + values.size() + " options take every value from 0 to " + (mex.value() - 1)
                            + " but not " + mex.value() + ", so its value is " + mex.value();
        }
        return "its options have values " + listed(values) + ", and mex" + set(new TreeSet<>(values)) + " = "
                + mex.value();
    }

    /** The eeny-meeny walk down a pile's sections, and what it gives. */
    static String ofWalk(Step.EenyMeeny walk) {
        List<Long> sections = walk.sections();
        if (sections.isEmpty()) {
            return "it is empty, so its value is 0";
        }
        long top = sections.get(sections.size() - 1);
        if (walk.comparisons().isEmpty()) {
            return "it has one section, a Nim heap of " + top;
        }
        List<String> numbers = new ArrayList<>();
        sections.forEach(section -> numbers.add(Long.toString(section)));
        return "walking eeny, meeny down its sections (" + String.join(" ", numbers) + ", bottom to top) "
                + (walk.met() ? "meets the condition, so its value is the top section minus one, " + top + " − 1 = "
                        + walk.value() : "does not meet the condition, so its value is the top section, " + top);
    }

    static String binary(long value, int width) {
        String bits = Long.toBinaryString(value);
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }

    static String set(Set<Long> values) {
        List<String> shown = new ArrayList<>();
        values.forEach(value -> shown.add(Long.toString(value)));
        return "{" + String.join(", ", shown) + "}";
    }

    static String listed(List<Long> values) {
        return and(each(values));
    }

    /** Each value written out. */
    static List<String> each(List<Long> values) {
        List<String> shown = new ArrayList<>();
        values.forEach(value -> shown.add(Long.toString(value)));
        return shown;
    }

    /** "a, b and c". */
    static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    static String ordinal(int n) {
        String suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3
                ? "rd" : "th";
        return n + suffix;
    }
}
