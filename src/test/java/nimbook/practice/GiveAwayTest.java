package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.book.ExerciseKey;
import nimbook.diag.Problem;
import nimbook.site.SiteBuilder;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * The give-away rule over every exercise of the book, of every kind: lines that restate the question or stop before
 * saying what it comes to are never right and never make the answer right; and no message to them, nor to a wrong
 * claim about the exercise's position (or, where moves or the outcome are asked, about a position its moves reach),
 * tells its value, its outcome, a winning move or how many there are.
 */
class GiveAwayTest {
    private static final Solver SOLVER = new Solver();
    private static final Pattern NUMBER = Pattern.compile("(?<![0-9])[0-9]+(?![0-9])");

    @Test
    void noLineThatRestatesTheQuestionIsRightOrToldTheAnswerInAnyExerciseOfTheBook() throws Problem, NotationException {
        SiteBuilder.Result book = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("unused"), Edition.INSTRUCTOR, 0));
        Set<String> kinds = new TreeSet<>();
        int lines = 0;
        // An answer of the reader's own (a game with a given value) is judged whole, never as steps: nothing to give away;
        // a loopy position's is below (LoopyStepsTest holds its messages to the rule, on graphs numbered apart).
        for (ExerciseKey exercise : book.exercises().stream().map(one -> one.key())
                .filter(key -> !Demand.KINDS.contains(key.answerKind()) && !nimbook.practice.Matcher.loopy(key.position())).toList()) {
            Position position = SOLVER.parse(exercise.position());
            boolean binary = exercise.questionText().toLowerCase(Locale.ROOT).contains("binary");
            kinds.add(exercise.answerKind());
            List<String> restating = restating(position, exercise.answerKind());
            List<String> probes = new ArrayList<>(restating);
            probes.addAll(wrong(position, exercise.answerKind()));
            for (String line : probes) {
                StepChecker.Checked checked = new StepChecker(SOLVER).check(position, exercise.answerKind(), binary, line);
                String where = exercise.number() + " " + position + " (" + exercise.answerKind() + "): " + line;
                assertNotEquals(StepChecker.State.RIGHT, checked.state(), where);
                if (restating.contains(line)) {
                    assertNotEquals(StepChecker.State.RIGHT, checked.lines().get(0).mark(), where);
                }
                for (StepChecker.Line checkedLine : checked.lines()) {
                    tellsNothing(position, exercise.answerKind(), line, checkedLine.message() + " " + checkedLine.reading(),
                            where);
                }
                tellsNothing(position, exercise.answerKind(), line, checked.message(), where);
                lines++;
            }
            // All of them at once, as one worked answer: not the answer either.
            assertNotEquals(StepChecker.State.RIGHT, new StepChecker(SOLVER).check(position, exercise.answerKind(), binary,
                    String.join("\n", restating)).state(), exercise.number());
        }
        for (ExerciseKey exercise : book.exercises().stream().map(one -> one.key())
                .filter(key -> nimbook.practice.Matcher.loopy(key.position())).toList()) {
            String position = exercise.position();
            String token = "γ(" + position.substring(position.indexOf('@') + 1, position.indexOf('@') + 2) + ")";
            for (String line : List.of(position + " = " + position, token + " = " + token, position, token, "the value is",
                    position + " is P or N", "γ₁(0) + γ₂(0)")) {
                StepChecker.Checked checked = new StepChecker(SOLVER).check(position, exercise.answerKind(), false, line);
                assertNotEquals(StepChecker.State.RIGHT, checked.state(), exercise.number() + ": " + line);
                lines++;
            }
        }
        assertEquals(Set.of("count", "grundy", "move", "moves", "outcome"), kinds, "every kind of exercise");
        assertTrue(lines > 1000, "lines tried: " + lines);
    }

    /** Lines that say the question again, or work towards the answer but stop before it. */
    private static List<String> restating(Position position, String kind) throws NotationException {
        List<String> lines = new ArrayList<>(List.of(position + " = " + position, "G(" + position + ") = G(" + position + ")",
                position + " = " + reversed(position), "the value is", "the nim-sum is", "so", position + " is P or N",
                position + " → ?", position + " = …"));
        if (!kind.startsWith("move")) {
            lines.add(position.toString());
        }
        List<Position.Place> places = position.places();
        if (places.size() > 1 && !position.misere()) {
            List<String> terms = new ArrayList<>();
            places.forEach(place -> terms.add("G(" + place.label() + ")"));
            lines.add(position + " = " + String.join(" ⊕ ", terms));
            if (position.terms().size() == 1 && !position.terms().get(0).game().notation().equals("moore")) {
                lines.add(position + " " + places.get(0).game().written(places.get(0).component()) + " "
                        + places.get(0).game().written(places.get(0).component()) + " = " + position);
            }
        }
        if (SOLVER.optionCount(position) <= 30) {
            List<String> options = new ArrayList<>();
            for (Solver.Option option : SOLVER.options(position)) {
                options.add(option.result().toString());
            }
            lines.add(position + " = mex{" + String.join(", ", options) + "}");
        }
        return lines;
    }

    /** Wrong claims about the exercise's position, and about the positions its moves reach. */
    private static List<String> wrong(Position position, String kind) throws NotationException {
        long value = SOLVER.grundy(position);
        List<String> lines = new ArrayList<>(List.of(position + " = " + (value + 1), "the value is " + (value + 2),
                position + " is " + (value == 0 ? "N" : "P"), (value == 0 ? "N" : "P"), position + " has "
                        + (SOLVER.winningMoves(position).size() + 1) + " winning moves"));
        // Where moves or the outcome are asked, the positions the moves reach are the answer's too.
        if (!kind.equals("grundy") && SOLVER.optionCount(position) <= 60) {
            for (Solver.Option option : SOLVER.options(position)) {
                long after = SOLVER.grundy(option.result());
                lines.add(position + " → " + option.result() + " = " + (after + 1));
                lines.add(option.result() + " is " + (after == 0 ? "N" : "P"));
            }
        }
        return lines;
    }

    /** The position with each term's components in the opposite order: the same position, written otherwise. */
    private static String reversed(Position position) {
        List<String> terms = new ArrayList<>();
        for (var term : position.terms()) {
            List<String> components = new ArrayList<>();
            term.components().forEach(component -> components.add(term.game().written(component)));
            Collections.reverse(components);
            terms.add(term.game().notation() + " " + String.join(" ", components));
        }
        return String.join(" + ", terms);
    }

    /**
     * Asserts that a message says nothing of the answer the line did not: no winning move (nor a move of value 0), no
     * outcome, and no number but those of the line, of the position and of the positions its moves reach (examples
     * name them), and 0 and 1, which messages use in their own words.
     */
    private static void tellsNothing(Position position, String kind, String line, String message, String where)
            throws NotationException {
        for (Position move : kind.equals("grundy") || kind.equals("outcome") ? List.<Position>of()
                : SOLVER.winningMoves(position)) {
            assertFalse(names(message, move.toString()) && !names(line, move.toString()), where + " tells " + move + ": "
                    + message);
        }
        for (String outcome : List.of("a P-position", "an N-position", position + " is P.", position + " is N.",
            position + " is P,", position + " is N,", position + " is P:", position + " is N:")) {
            assertFalse(message.contains(outcome), where + " tells the outcome: " + message);
        }
        Set<String> allowed = new HashSet<>(List.of("0", "1", "64"));
        allowed.addAll(numbers(line + " " + position));
        if (SOLVER.optionCount(position) <= 60) {
            for (Solver.Option option : SOLVER.options(position)) {
                allowed.addAll(numbers(option.result().toString()));
            }
        }
        String value = Long.toString(SOLVER.grundy(position));
        String count = Integer.toString(SOLVER.winningMoves(position).size());
        for (String number : numbers(message)) {
            assertTrue(allowed.contains(number) || !number.equals(value) && !(kind.equals("count") && number.equals(count)),
                    where + " tells " + number + ": " + message);
        }
    }

    /** Whether a text names a position: its words, not the start of a longer one ("chomp 5,4" in "chomp 5,4,2"). */
    private static boolean names(String text, String position) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(position) + "(?![0-9,-])").matcher(text).find();
    }

    private static List<String> numbers(String text) {
        List<String> numbers = new ArrayList<>();
        Matcher matcher = NUMBER.matcher(text);
        while (matcher.find()) {
            numbers.add(matcher.group());
        }
        return numbers;
    }
}
