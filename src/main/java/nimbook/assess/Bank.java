package nimbook.assess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.book.ExerciseKey;
import nimbook.markdown.Markdown;
import nimbook.practice.Demand;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * The sets as a bank of questions for an LMS: a category per exercise holding one question per set (so that the LMS's
 * random question from a category gives each student a variant), each asked in a form the LMS grades itself. Values and
 * counts are numbers; an outcome is a choice of P or N; a move is a choice among the position's own moves (one winning
 * move to pick, or every winning move to tick), never free text an LMS could misjudge.
 */
public record Bank(List<Question> questions) {
    /**
     * The grades Moodle allows an answer (percent): a multiple-answer question's right choices share 100 among them, so
     * the number of winning moves must divide it into one of these.
     */
    static final double[] FRACTIONS = {100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20,
        16.66667, 14.28571, 12.5, 11.11111, 10, 5};

    public Bank {
        questions = List.copyOf(questions);
    }

    /** One question: its category (the exercise), its name, its text and general feedback as HTML, and its answer. */
    public record Question(String category, String name, String text, String feedback, Answer answer) {
    }

    /** How a question is answered and graded. */
    public sealed interface Answer {
    }

    /** A number, exactly. */
    public record Numerical(long value) implements Answer {
    }

    /** Choices, each with its grade in percent; {@code single}: one choice is picked, else any number are ticked. */
    public record Choices(boolean single, List<Choice> choices) implements Answer {
        public Choices {
            choices = List.copyOf(choices);
        }
    }

    public record Choice(String html, double fraction) {
    }

    /** A problem that keeps a question out of a bank, with the exercise and set it is in. */
    public static final class Unaskable extends Exception {
        private static final long serialVersionUID = 1L;

        Unaskable(String message) {
            super(message, null, false, false);
        }
    }

    /** The bank of a key's exercises and sets, its texts rendered with the book's {@code export.ftlh}. */
    public static Bank of(Key key, String book, Templates templates) throws TemplateException, Unaskable {
        Solver solver = new Solver();
        List<Question> questions = new ArrayList<>();
        // Grouped by exercise, in the book's order; within a category, by set in the order asked.
        Map<String, List<Key.Entry>> byExercise = new LinkedHashMap<>();
        key.entries().stream().filter(entry -> exportable(entry.exercise())).forEach(entry -> byExercise
                .computeIfAbsent(entry.exercise().number(), n -> new ArrayList<>()).add(entry));
        for (List<Key.Entry> entries : byExercise.values()) {
            for (Key.Entry entry : entries) {
                ExerciseKey exercise = entry.exercise();
                String name = exercise.number() + " set " + entry.set();
                Answer answer;
                try {
                    answer = answer(exercise, solver);
                } catch (NotationException | Unaskable e) {
                    throw new Unaskable("exercise " + name + ": " + e.getMessage());
                }
                questions.add(new Question(book + "/Exercise " + exercise.number(), name,
                        templates.render("export.ftlh", Map.of("exercise", exercise, "part", "question")).strip(),
                        templates.render("export.ftlh", Map.of("exercise", exercise, "part", "feedback")).strip(),
                        answer));
            }
        }
        return new Bank(questions);
    }

    /**
     * Whether an LMS can judge the exercise: one that asks for a position or game of the reader's own (construct,
     * counterexample) needs the solver, so it stays out of banks and is graded with {@code nimbook grade}.
     */
    public static boolean exportable(ExerciseKey exercise) {
        return !Demand.KINDS.contains(exercise.answerKind());
    }

    private static Answer answer(ExerciseKey exercise, Solver solver) throws NotationException, Unaskable {
        return switch (exercise.answerKind()) {
            case "grundy", "count" -> new Numerical(Long.parseLong(exercise.answer()));
            case "outcome" -> new Choices(true, List.of(
                    new Choice("a P-position: the previous player (the second to move) wins",
                            exercise.answer().equals("P") ? 100 : 0),
                    new Choice("an N-position: the next player (the one to move) wins",
                            exercise.answer().equals("N") ? 100 : 0)));
            default -> moves(exercise, solver);
        };
    }

    /** The position's moves as choices, each once (moves to the same position are one), the winning ones right. */
    private static Choices moves(ExerciseKey exercise, Solver solver) throws NotationException, Unaskable {
        Position position = solver.parse(exercise.position());
        Set<String> winning = new java.util.HashSet<>();
        for (String move : exercise.moves()) {
            winning.add(solver.parse(move).canonical().toString());
        }
        boolean single = exercise.answerKind().equals("move");
        double[] shares = shares(winning.size());
        int right = 0;
        List<Choice> choices = new ArrayList<>();
        Set<String> seen = new java.util.HashSet<>();
        for (Solver.Option option : solver.options(position)) {
            String leaves = option.result().canonical().toString();
            if (seen.add(leaves)) {
                boolean wins = winning.contains(leaves);
                double grade = single ? wins ? 100 : 0 : wins ? shares[right++] : -100;
                choices.add(new Choice("<code>" + Markdown.escape(option.describe(true)) + "</code>, leaving "
                        + Markdown.position(option.result().toString()), grade));
            }
        }
        if (!single) {
            choices.add(new Choice("No move wins", winning.isEmpty() ? 100 : -100));
        }
        return new Choices(single, choices);
    }

    /**
     * The grades of {@code count} right choices, summing to 100, each one Moodle allows: equal shares where 100 divides
     * so, else two neighbouring grades (17 moves: three of 10% and fourteen of 5%).
     */
    static double[] shares(int count) throws Unaskable {
        double[] shares = new double[Math.max(count, 1)];
        for (int i = 0; i < FRACTIONS.length; i++) {
            double high = FRACTIONS[i];
            for (double low : new double[] {high, FRACTIONS[Math.min(i + 1, FRACTIONS.length - 1)]}) {
                for (int higher = low < high ? 1 : shares.length; higher <= shares.length; higher++) {
                    if (Math.abs(higher * high + (shares.length - higher) * low - 100) < 0.001) {
                        java.util.Arrays.fill(shares, 0, higher, high);
                        java.util.Arrays.fill(shares, higher, shares.length, low);
                        return shares;
                    }
                }
            }
        }
        throw new Unaskable("it has " + count + " winning moves, more right choices than Moodle can grade (it gives each"
                + " at least 5%): ask for one winning move (answer: move) or their count (answer: count)");
    }
}
