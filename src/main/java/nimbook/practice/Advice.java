package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * How to write a line the checker cannot read: that line's step, with an example made from what the line holds or from
 * the exercise's own position — an example that gives nothing away (values left as "…", a move that does not win, both
 * outcomes).
 */
final class Advice {
    private final Question question;

    Advice(Question question) {
        this.question = question;
    }

    /** What to tell the reader of a line the checker could not read ({@code problem}: why, as first found). */
    String of(String problem, String line) {
        String typed = Matcher.typed(line);
        if (problem.startsWith("unknown game ")) {
            int known = problem.indexOf("; known games");
            String misspelt = known < 0 ? problem : problem.substring(0, known);
            if (misspelt.contains("(did you mean") && misspelt(typed, misspelt)) {
                return misspelt + ": write positions as the book does, like " + question.position() + ".";
            }
            return neither(line);
        }
        if (problem.equals(StepReader.MEX_FORM)) {
            return "Write a mex with its values in braces, like " + mex(typed) + ".";
        }
        if (problem.equals(StepReader.NIM_SUM_FORM)) {
            return "Write a nim-sum with a number on each side of ⊕, like " + sum(typed, true) + ".";
        }
        return problem;
    }

    /**
     * Whether the unknown name a message quotes is a game's misspelt ("kaylse 4"): it is followed by a number, as a
     * game's name is, not by more words ("move the biggest heap").
     */
    private static boolean misspelt(String typed, String problem) {
        int open = problem.indexOf('"');
        int close = problem.indexOf('"', open + 1);
        int at = open < 0 || close < 0 ? -1 : typed.indexOf(problem.substring(open + 1, close) + " ");
        String after = at < 0 ? "" : typed.substring(at + close - open);
        return !after.isEmpty() && Character.isDigit(after.charAt(0));
    }

    /** For a line that is no step, and no answer either. */
    String neither(String line) {
        return "Neither a step nor the answer: write a step, like " + step(Matcher.typed(line)) + ", or the answer ("
                + asked() + ").";
    }

    /** A step like the one the line seems to try, made from its numbers or the exercise's position. */
    private String step(String typed) {
        if (typed.contains("mex")) {
            return mex(typed);
        }
        if (typed.contains("⊕") || typed.contains("xor") || typed.contains("^")) {
            return sum(typed, true);
        }
        if (typed.contains("→") || typed.contains("->") || typed.contains("move") && question.kind().startsWith("move")) {
            return move(question);
        }
        if (typed.contains("win") || typed.contains("lose") || typed.contains("position")
                || question.kind().equals("outcome") && !typed.contains("=")) {
            return outcome(question);
        }
        if (typed.contains("move") || question.kind().equals("count")) {
            return question.position() + " has … winning moves";
        }
        return question.kind().startsWith("move") ? move(question) : value(question);
    }

    /** What the question asks, for "or the answer (…)". */
    String asked() {
        return switch (question.kind()) {
            case "grundy" -> "the value of " + question.position();
            case "outcome" -> "P or N";
            case "count" -> "how many winning moves there are";
            case "move" -> "a winning move";
            default -> "every winning move";
        };
    }

    /** The line's numbers as a mex and its value, {@code mex{0, 1} = 2}; or the exercise's value as a mex of options. */
    private String mex(String typed) {
        List<Long> numbers = StepReader.numbers(typed);
        if (numbers.size() < 2) {
            return value(question);
        }
        return "mex{" + String.join(", ", Reasons.each(numbers.subList(0, numbers.size() - 1))) + "} = "
                + numbers.get(numbers.size() - 1);
    }

    /** The line's numbers as a nim-sum, {@code 3 ⊕ 4 = 7} (its last number the result when {@code equals}). */
    private String sum(String typed, boolean equals) {
        List<Long> numbers = StepReader.numbers(typed);
        if (numbers.size() < 2) {
            return value(question);
        }
        boolean result = equals && typed.contains("=") && numbers.size() > 2;
        List<Long> terms = result ? numbers.subList(0, numbers.size() - 1) : numbers;
        return String.join(" ⊕ ", Reasons.each(terms)) + " = " + (result ? numbers.get(numbers.size() - 1) : "…");
    }

    /**
     * The exercise's value worked out, without its value: {@code nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …}, {@code kayles 4 + nim 3 =
     * G(kayles 4) ⊕ G(nim 3) = …}, {@code kayles 7 = mex{kayles 6, kayles 1 5, …} = …}.
     */
    static String value(Question question) {
        Position position = question.position();
        List<Position.Place> places = position.places();
        if (position.misere()) {
            return position + " = …";
        }
        if (places.size() > 1 && places.size() <= Reasons.LISTED) {
            List<String> terms = new ArrayList<>();
            for (Position.Place place : places) {
                boolean nim = place.game().notation().equals("nim") && position.terms().size() == 1;
                terms.add(nim ? place.game().written(place.component()) : "G(" + (question.game() != null
                        ? place.game().written(place.component()) : place.label()) + ")");
            }
            return position + " = " + String.join(" ⊕ ", terms) + " = …";
        }
        if (question.kind().startsWith("move") || question.kind().equals("count")) {
            // Where moves are asked, an example names none: one of them might win.
            return position + " = …";
        }
        try {
            List<String> named = new ArrayList<>();
            List<Solver.Option> options = question.solver().options(position);
            for (Solver.Option option : options.subList(0, Math.min(3, options.size()))) {
                named.add(option.result().toString());
            }
            return position + " = mex{" + String.join(", ", named) + (options.size() > 3 ? ", …" : "") + "} = …";
        } catch (NotationException e) {
            return position + " = …";
        }
    }

    /** The exercise's position with both outcomes, so that the example tells neither. */
    static String outcome(Question question) {
        return question.position() + " is P (or N)";
    }

    /** A move of the exercise's position that does not win (there is one, but for a position whose every move wins). */
    static String move(Question question) {
        Position position = question.position();
        try {
            for (Solver.Option option : question.solver().options(position)) {
                if (question.solver().grundy(option.result()) != 0) {
                    return position + " → " + option.result();
                }
            }
        } catch (NotationException e) {
            // Too many moves to list: the example names none.
        }
        return position + " → …";
    }
}
