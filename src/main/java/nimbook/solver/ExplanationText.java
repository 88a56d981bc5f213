package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** An explanation as plain text, a line per fact: what {@code nimbook explain} prints and the calculator shows. */
public final class ExplanationText {
    private ExplanationText() {
    }

    public static List<String> lines(Explanation explanation) {
        List<String> lines = new ArrayList<>();
        lines.add("Position: " + explanation.position());
        for (Step step : explanation.steps()) {
            if (step instanceof Step.WinningMoves) {
                lines.add("Value " + explanation.value() + (explanation.misere() ? " (misère)" : "") + ": "
                        + (explanation.outcome() == Outcome.N ? "an N" : "a P") + "-position, "
                        + explanation.outcome().meaning() + ".");
            }
            lines.addAll(lines(step));
        }
        return lines;
    }

    /** A loopy position: each graph's labelling round by round, the sum by Smith's rule, the outcome, the moves. */
    public static List<String> lines(Loopy position) {
        List<String> lines = new ArrayList<>();
        lines.add("Position: " + position);
        lines.addAll(labelling(position.explanation()));
        return lines;
    }

    private static List<String> labelling(Step.Labelling labelling) {
        List<String> lines = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (Step.Token token : labelling.tokens()) {
            lines.add("Graph " + token.graph() + ", labelled round by round:");
            for (Step.Round round : token.rounds()) {
                StringBuilder line = new StringBuilder("  round " + round.label() + ": ");
                line.append(round.labelled().isEmpty() ? "no vertex gets " + round.label()
                        : round.label() + " to " + joined(round.labelled(), List.of())
                                + (round.labelled().size() > 1 ? ", in this order" : ""));
                if (!round.infinite().isEmpty()) {
                    line.append("; ∞ to ").append(joined(round.infinite(), round.infiniteValues()));
                }
                lines.add(line.append('.').toString());
            }
            lines.add("  The token on vertex " + token.vertex() + " is worth " + token.value() + ".");
            values.add(token.value());
        }
        if (values.size() > 1) {
            lines.add("Sum: " + String.join(" + ", values) + " = " + labelling.value() + " (finite values add by"
                    + " nim-sum, ∞(K) + b = ∞(K ⊕ b), and two ∞ make ∞()).");
        }
        lines.add("Value " + labelling.value() + ": " + switch (labelling.outcome()) {
            case "P" -> "a P-position, the previous player wins.";
            case "N" -> "an N-position, the next player wins.";
            default -> "a draw, neither player can force a win.";
        });
        lines.add(labelling.winningMoves().isEmpty() ? "No move leaves value 0."
                : "Winning moves, each leaving value 0: " + String.join("; ", labelling.winningMoves()) + ".");
        return lines;
    }

    /** Vertices joined by commas, each with its value when {@code values} has them: vertices 3 ∞(0,1), 4 ∞(0). */
    private static String joined(List<Integer> vertices, List<String> values) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < vertices.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(vertices.get(i)).append(values.isEmpty() ? "" : " " + values.get(i));
        }
        return (vertices.size() > 1 ? "vertices " : "vertex ") + text;
    }

    /** One step's lines. */
    public static List<String> lines(Step step) {
        List<String> lines = new ArrayList<>();
        if (step instanceof Step.Mex mex) {
            lines.add("Options of " + mex.position() + " and their values:");
            int width = mex.options().stream().mapToInt(o -> o.position().length()).max().orElse(0);
            TreeSet<Long> values = new TreeSet<>();
            for (Step.OptionValue option : mex.options()) {
                lines.add("  " + pad(option.position(), width) + "  " + option.value());
                values.add(option.value());
            }
            if (mex.options().isEmpty()) {
                lines.add("  none: no move is possible");
            }
            lines.add("mex{" + String.join(", ", values.stream().map(String::valueOf).toList()) + "} = " + mex.value()
                    + ", the least value no option has.");
        } else if (step instanceof Step.NimHeap heap) {
            lines.add("A Nim heap of " + heap.size() + " moves to every smaller heap, worth 0 to " + (heap.size() - 1)
                    + ", so it is worth mex{0, …, " + (heap.size() - 1) + "} = " + heap.size() + ".");
        } else if (step instanceof Step.Periodic periodic) {
            lines.add(periodic.game() + " repeats with period " + periodic.period() + " from heap " + periodic.start()
                    + ", so G(" + periodic.heap() + ") = G(" + periodic.equivalent() + ") = " + periodic.value() + ".");
        } else if (step instanceof Step.EenyMeeny walk) {
            lines.addAll(eenyMeeny(walk));
        } else if (step instanceof Step.LowestZeroBit bits) {
            lines.addAll(lowestZeroBit(bits));
        } else if (step instanceof Step.Misere misere) {
            lines.add(misere.onlySmallHeaps()
                    ? "Misère Nim " + misere.position() + ": no heap has two or more, so the value is 1 for an even number"
                            + " of one-counter heaps and 0 for an odd number: " + misere.value() + "."
                    : "Misère Nim " + misere.position() + ": some heap has two or more, so the value is the nim-sum, "
                            + misere.nimSum() + ".");
        } else if (step instanceof Step.Labelling labelling) {
            lines.addAll(labelling(labelling));
        } else if (step instanceof Step.NimSum sum) {
            lines.addAll(nimSum(sum, null));
        } else if (step instanceof Step.Lasker lasker) {
            lines.add("Lasker’s Nim: a heap of " + lasker.heap() + " leaves " + lasker.remainder() + " on division by 4;"
                    + " heaps that leave 1 or 2 are worth their size, 3 one more and 0 one less: value " + lasker.value()
                    + ".");
        } else if (step instanceof Step.Staircase staircase) {
            lines.add("Staircase " + staircase.position() + ": only the odd-numbered steps count; the value is the XOR of"
                    + " their coins:");
            lines.addAll(columns(oddSteps(staircase), staircase.value(), null));
        } else if (step instanceof Step.Moore moore) {
            lines.addAll(moore(moore));
        } else if (step instanceof Step.Fusion fusion) {
            lines.addAll(fusion(fusion));
        } else if (step instanceof Step.WinningMoves moves) {
            lines.addAll(winningMoves(moves));
        }
        return lines;
    }

    private static List<String> eenyMeeny(Step.EenyMeeny walk) {
        List<String> lines = new ArrayList<>();
        List<Long> sections = walk.sections();
        if (sections.isEmpty()) {
            lines.add(walk.position() + " is empty: value 0.");
            return lines;
        }
        long top = sections.get(sections.size() - 1);
        lines.add("Eeny-meeny walk down " + walk.position() + " (sections bottom to top: "
                + String.join(" ", sections.stream().map(String::valueOf).toList()) + "; top section " + top + "):");
        if (walk.comparisons().isEmpty()) {
            lines.add("  one section: the pile is a Nim heap of " + top + ".");
        }
        for (Step.Comparison c : walk.comparisons()) {
            String verdict = switch (c.verdict()) {
                case EQUAL -> "equal: go on down";
                case MET -> c.upper() == c.lower() ? "equal at the bottom on an eeny: condition met"
                        : c.word() + " and " + (c.upper() < c.lower() ? "smaller" : "larger") + ": condition met";
                case STOP -> c.word() + " but " + (c.upper() < c.lower() ? "smaller" : "larger") + ": stop, condition not met";
            };
            lines.add("  " + pad(c.word() + ":", 6) + " " + c.upper() + " against " + c.lower() + ", " + verdict);
        }
        lines.add(walk.met() ? "Condition met, so the value is " + top + " − 1 = " + walk.value() + "."
                : "Condition not met, so the value is the top section, " + walk.value() + ".");
        return lines;
    }

    private static List<String> lowestZeroBit(Step.LowestZeroBit step) {
        long x = step.a() - 1;
        long y = step.b() - 1;
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(x | y) + 1);
        String left = step.a() + " − 1 = " + x;
        String right = step.b() + " − 1 = " + y;
        int labels = Math.max(left.length(), right.length());
        return List.of(
                "Empty and Divide " + step.position() + ": the value is the position of the lowest 0 bit of (a − 1) OR (b − 1).",
                "  " + pad(left, labels) + "  " + binary(x, width),
                "  " + pad(right, labels) + "  " + binary(y, width),
                "  " + pad("OR", labels) + "  " + binary(x | y, width),
                "The lowest 0 bit is bit " + step.value() + ", so the value is " + step.value() + ".");
    }

    /**
     * A nim-sum in binary columns, with a reader's value for it under the XOR row and its wrong columns marked ^ below
     * (for a hint).
     */
    public static List<String> nimSum(Step.NimSum sum, Long yours) {
        List<String> lines = new ArrayList<>();
        lines.add("The value of a sum is the XOR (nim-sum) of its components’ values:");
        lines.addAll(columns(sum.summands(), sum.value(), yours));
        return lines;
    }

    /** Numbers with labels in binary columns and their XOR below; a reader's value for it, and its wrong columns. */
    private static List<String> columns(List<Step.OptionValue> summands, long total, Long yours) {
        List<String> lines = new ArrayList<>();
        long widest = total | (yours == null ? 0 : yours);
        int labels = yours == null ? 3 : 5;
        int digits = Math.max(Long.toString(total).length(), yours == null ? 0 : Long.toString(yours).length());
        for (Step.OptionValue summand : summands) {
            widest |= summand.value();
            labels = Math.max(labels, summand.position().length());
            digits = Math.max(digits, Long.toString(summand.value()).length());
        }
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(widest));
        for (Step.OptionValue summand : summands) {
            lines.add("  " + pad(summand.position(), labels) + "  " + padLeft(Long.toString(summand.value()), digits) + "  "
                    + binary(summand.value(), width));
        }
        lines.add("  " + pad("XOR", labels) + "  " + padLeft(Long.toString(total), digits) + "  "
                + binary(total, width));
        if (yours != null) {
            lines.add("  " + pad("yours", labels) + "  " + padLeft(Long.toString(yours), digits) + "  "
                    + binary(yours, width));
            StringBuilder marks = new StringBuilder();
            for (int bit = width - 1; bit >= 0; bit--) {
                marks.append(((total ^ yours) >>> bit & 1) == 1 ? '^' : ' ');
            }
            lines.add((" ".repeat(labels + digits + 6) + marks).stripTrailing());
        }
        return lines;
    }

    /** A staircase's odd-numbered steps, each labelled with its number and its coins. */
    public static List<Step.OptionValue> oddSteps(Step.Staircase staircase) {
        List<Step.OptionValue> steps = new ArrayList<>();
        for (int i = 0; i < staircase.steps().size(); i += 2) {
            steps.add(new Step.OptionValue("step " + (i + 1), staircase.steps().get(i)));
        }
        return steps;
    }

    private static List<String> moore(Step.Moore moore) {
        List<String> lines = new ArrayList<>();
        lines.add("Moore’s Nim " + moore.position() + ": a move takes from at most " + moore.k() + " heaps; count the ones"
                + " in each binary column:");
        int width = moore.ones().size();
        int labels = "ones".length();
        for (long heap : moore.heaps()) {
            labels = Math.max(labels, Long.toString(heap).length());
        }
        for (long heap : moore.heaps()) {
            lines.add("  " + padLeft(Long.toString(heap), labels) + "  " + spaced(binary(heap, width)));
        }
        lines.add("  " + pad("ones", labels) + "  " + String.join(" ", moore.ones().stream().map(String::valueOf).toList()));
        long modulus = moore.k() + 1;
        if (moore.balanced()) {
            lines.add("Every column holds a multiple of " + modulus + " ones, so by Moore’s theorem this is a P-position.");
        } else {
            int column = 0;
            while (moore.ones().get(column) % modulus == 0) {
                column++;
            }
            lines.add("The column of 2^" + (width - 1 - column) + " holds " + moore.ones().get(column) + " ones, not a"
                    + " multiple of " + modulus + ", so by Moore’s theorem this is an N-position.");
        }
        lines.add("Its Grundy value, the mex of its options’ values, is " + moore.value() + ".");
        return lines;
    }

    private static List<String> fusion(Step.Fusion fusion) {
        List<String> lines = new ArrayList<>();
        lines.add("Green Hackenbush " + fusion.position() + ":");
        for (Step.Fused fused : fusion.fused()) {
            lines.add("  fusion: nodes " + joined(fused.nodes(), ", ") + " lie on cycles; fused into node "
                    + fused.nodes().get(0) + ", their " + fused.loops() + " edges become loops, each a stalk of 1");
        }
        for (Step.Colon colon : fusion.colons()) {
            String carries = (colon.node() == 0 ? "  the ground" : "  node " + colon.node()) + " carries ";
            String stalks = colon.stalks().size() == 1 ? "one stalk of " + colon.value()
                    : "stalks of " + joined(colon.stalks(), ", ") + ": " + joined(colon.stalks(), " ⊕ ") + " = "
                            + colon.value() + (colon.node() == 0 ? ", one stalk of " + colon.value()
                                    : ", so by the colon principle they make one stalk of " + colon.value());
            lines.add(carries + (colon.stalks().isEmpty() ? "nothing" : stalks) + (colon.node() == 0 ? ""
                    : ", and with the edge below node " + colon.node() + ", a stalk of " + (colon.value() + 1)));
        }
        lines.add("So the picture is worth a stalk of " + fusion.value() + ": value " + fusion.value() + ".");
        return lines;
    }

    private static String joined(List<Long> numbers, String by) {
        return String.join(by, numbers.stream().map(String::valueOf).toList());
    }

    private static List<String> winningMoves(Step.WinningMoves moves) {
        List<String> lines = new ArrayList<>();
        if (moves.count() == 0) {
            lines.add(moves.value() == 0 ? "No winning move: every move leaves a position of nonzero value."
                    : "No winning move.");
            return lines;
        }
        boolean misere = !moves.moves().isEmpty() && moves.moves().get(0).leaves() != null;
        lines.add((moves.count() == 1 ? "The winning move" : "Winning moves (" + moves.count() + ")")
                + (misere ? ": leave a position of misère value 0." : ": change one component so that the position’s"
                        + " value becomes 0."));
        for (Step.Move move : moves.moves()) {
            Step.Misere leaves = move.leaves();
            lines.add("  " + move.from() + " → " + move.to() + (leaves != null ? ", leaving " + move.result() + ": "
                    + (leaves.onlySmallHeaps() ? "no heap has two or more, and the one-counter heaps are odd in number"
                            : "a heap of two or more is left, and the nim-sum is 0")
                    : " (component value " + move.fromValue() + " → " + move.toValue() + "), leaving " + move.result()));
        }
        if (moves.count() > moves.moves().size()) {
            lines.add("  … and " + (moves.count() - moves.moves().size()) + " more.");
        }
        return lines;
    }

    private static String binary(long value, int width) {
        String bits = Long.toBinaryString(value);
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }

    private static String padLeft(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }

    /** Digits with a space between each, as columns: "101" is "1 0 1". */
    private static String spaced(String digits) {
        StringBuilder spaced = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            spaced.append(i == 0 ? "" : " ").append(digits.charAt(i));
        }
        return spaced.toString();
    }
}
