package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import nimbook.solver.Position;

/**
 * What an inline directive is, in one place: its name; the template its value renders through ({@code inline/NAME.ftlh}
 * when the book has one, else its family's: {@code value}, {@code positions}, {@code ref}) and the class its value
 * carries there; whether it may stand inside math (its value is a number or a word); how a claim of it is read; and how
 * it is evaluated; and, for the directive reference (docs/directives.md), the arguments it takes and what it gives.
 * Built with named fields: {@code InlineSpec.named("mex").arguments("0 1 3").gives("the least number not listed")
 * .mathToo().claim(Claim.NUMBER).evaluatedBy(…)}.
 *
 * @param arguments what it takes, for the reference and its messages: {@code POSITION}, or an example, {@code 13}
 * @param family its template's family: {@code value}, {@code positions} or {@code ref}
 * @param kind the class its value carries in the page, {@code nb-outcome}; "" for none
 */
public record InlineSpec(String name, String arguments, String gives, String family, String kind, boolean inMath,
        Claim claim, Evaluation evaluation) {
    /** An inline directive in the making: a {@code value}, of no class, not in math, its claim read as text. */
    static InlineSpec named(String name) {
        return new InlineSpec(name, "", "", "value", "", false, Claim.TEXT, (call, values) -> {
            throw new IllegalStateException(name + " declares no evaluation");
        });
    }

    InlineSpec arguments(String text) {
        return new InlineSpec(name, text, gives, family, kind, inMath, claim, evaluation);
    }

    InlineSpec gives(String text) {
        return new InlineSpec(name, arguments, text, family, kind, inMath, claim, evaluation);
    }

    InlineSpec family(String template) {
        return new InlineSpec(name, arguments, gives, template, kind, inMath, claim, evaluation);
    }

    InlineSpec kind(String cssClass) {
        return new InlineSpec(name, arguments, gives, family, cssClass, inMath, claim, evaluation);
    }

    /** It may stand inside math: its value is a number or a word. */
    InlineSpec mathToo() {
        return new InlineSpec(name, arguments, gives, family, kind, true, claim, evaluation);
    }

    InlineSpec claim(Claim read) {
        return new InlineSpec(name, arguments, gives, family, kind, inMath, read, evaluation);
    }

    InlineSpec evaluatedBy(Evaluation how) {
        return new InlineSpec(name, arguments, gives, family, kind, inMath, claim, how);
    }

    /**
     * How a claim ({@code = …}) is read before it is compared with the value: a number in digits, P or N, moves (in any
     * order, each once), a sequence's values (separated by commas, spaces or ;), or text (a number in digits read as
     * one).
     */
    public enum Claim { NUMBER, OUTCOME, MOVES, SEQUENCE, TEXT }

    /** Evaluates a directive's call. */
    @FunctionalInterface
    interface Evaluation {
        Value evaluate(InlineCall call, InlineValues values) throws DirectiveException;
    }

    /**
     * A value: as text, for math and claims; and what its template is given (null: nothing is shown, as for an exercise's
     * position that could not be read). A {@code href} in it is a link's target, which a page may name otherwise.
     */
    record Value(String text, Map<String, Object> model) {
        /** A number. */
        static Value number(long value) {
            return word(Long.toString(value));
        }

        /** A number or a word, shown as written. */
        static Value word(String text) {
            return new Value(text, Map.of("value", text));
        }

        /** Positions as code, in the solver's order; as text, sorted, for comparing with claims. */
        static Value positions(List<Position> positions) {
            TreeSet<String> sorted = new TreeSet<>();
            List<String> shown = new ArrayList<>();
            for (Position position : positions) {
                // Claims compare in the standard form: nim 4 1 5 is the move nim 1 4 5.
                sorted.add(position.canonical().toString());
                shown.add(position.toString());
            }
            return new Value(String.join("; ", sorted), Map.of("positions", shown));
        }

        /** 13 → "8 + 4 + 1"; 0 → "0". */
        static String powersOfTwo(long n) {
            if (n == 0) {
                return "0";
            }
            List<String> parts = new ArrayList<>();
            for (int bit = 62; bit >= 0; bit--) {
                if ((n >>> bit & 1) == 1) {
                    parts.add(Long.toString(1L << bit));
                }
            }
            return String.join(" + ", parts);
        }
    }
}
