package nimbook.assess;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.book.ExerciseKey;
import nimbook.book.ProofKey;
import nimbook.markdown.Markdown;
import nimbook.practice.Demand;
import nimbook.practice.Matcher;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * The sets as a bank of questions for an LMS: a category per exercise, holding its question once when it is the same in
 * every set, or one question per position its sets deal (so that the LMS's random question from a category gives each
 * student a variant); each asked in a form the LMS grades itself. Values and counts are numbers; an outcome is a choice
 * of P or N; a move is a choice among the position's own moves (one winning move to pick, or every winning move to
 * tick), never free text an LMS could misjudge; a proof is an essay, the model proof the grader's information. Every
 * exercise can be asked: one that cannot be asked as written is asked in a kind that can (see {@link #asked}).
 */
public record Bank(String title, List<Category> categories) {
    /**
     * The grades Moodle allows an answer (percent; Moodle's question_bank::fraction_options): a multiple-answer
     * question's right choices share 100 among them, so the number of winning moves must divide it into these.
     */
    static final double[] FRACTIONS = {100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20,
        16.66667, 14.28571, 12.5, 11.11111, 10, 5};
    /** The most choices a question offers: a position with more moves offers the winning ones and a spread of the rest. */
    static final int MOST_CHOICES = 40;
    /** The choice that no move wins, among a position's moves. */
    static final String NO_MOVE = "No move wins";

    public Bank {
        categories = List.copyOf(categories);
    }

    /** An exercise's questions: its name ("Exercise 5.3"), and one question per distinct position, in set order. */
    public record Category(String name, List<Question> questions) {
        public Category {
            questions = List.copyOf(questions);
        }
    }

    /**
     * One question: its name ("5.3 set 12", or "5.3" when every set has it), an identifier unique in the bank, its text
     * and general feedback as HTML, its answer, and the pictures of its position, which a format that carries files
     * shows before the text (see {@link Figure#before}).
     */
    public record Question(String name, String id, String text, String feedback, Answer answer, List<Figure> figures) {
        public Question {
            figures = List.copyOf(figures);
        }
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

    /** A text the student writes and a grader marks, with what the grader is shown (the model proof, as HTML). */
    public record Essay(String graderInfo) implements Answer {
    }

    /** Every question of the bank, category after category. */
    public List<Question> questions() {
        return categories.stream().flatMap(category -> category.questions().stream()).toList();
    }

    /**
     * The bank of a key's exercises and sets, and of the proof exercises, its texts rendered with the book's
     * {@code export.ftlh}.
     */
    public static Bank of(Key key, List<ProofKey> proofs, String title, Templates templates) throws TemplateException {
        Solver solver = new Solver();
        // Grouped by exercise, in the book's order; within a category, by set in the order asked.
        Map<String, List<Key.Entry>> byExercise = new LinkedHashMap<>();
        key.entries().stream().filter(entry -> exportable(entry.exercise())).forEach(entry -> byExercise
                .computeIfAbsent(entry.exercise().number(), n -> new ArrayList<>()).add(entry));
        List<Category> categories = new ArrayList<>();
        for (List<Key.Entry> entries : byExercise.values()) {
            List<Question> questions = new ArrayList<>();
            Set<String> positions = new HashSet<>();
            for (Key.Entry entry : entries) {
                ExerciseKey exercise = entry.exercise();
                if (positions.add(exercise.position())) {
                    questions.add(question(entry, solver, templates));
                }
            }
            categories.add(new Category("Exercise " + entries.get(0).exercise().number(), questions));
        }
        for (ProofKey proof : proofs) {
            categories.add(new Category(proof.reference(), List.of(new Question(proof.number(), "proof" + proof.number(),
                    templates.render("export.ftlh", Map.of("proof", proof, "part", "statement")).strip(),
                    "", new Essay(templates.render("export.ftlh", Map.of("proof", proof, "part", "model")).strip()),
                    List.of()))));
        }
        return new Bank(title, categories);
    }

    /**
     * Whether an LMS can judge the exercise: one that asks for a position or game of the reader's own (construct,
     * counterexample) needs the solver, so it stays out of banks and is graded with {@code nimbook grade}.
     */
    public static boolean exportable(ExerciseKey exercise) {
        return !Demand.KINDS.contains(exercise.answerKind());
    }

    private static Question question(Key.Entry entry, Solver solver, Templates templates) throws TemplateException {
        ExerciseKey exercise = entry.exercise();
        boolean everySet = exercise.dealing().generate().isEmpty() || exercise.dealing().fixed();
        String name = exercise.number() + (everySet ? "" : " set " + entry.set());
        Answer answer = answer(exercise, solver);
        String asked = answer instanceof Choices choices && exercise.answerKind().startsWith("move")
                ? choices.single() ? "move" : "moves" : exercise.answerKind();
        Map<String, Object> model = Map.of("exercise", exercise, "asked", asked);
        return new Question(name, "q" + exercise.number() + (everySet ? "" : "-" + entry.set()),
                templates.render("export.ftlh", with(model, "question")).strip(),
                templates.render("export.ftlh", with(model, "feedback")).strip(), answer,
                Figure.of(exercise, solver, templates));
    }

    private static Map<String, Object> with(Map<String, Object> model, String part) {
        Map<String, Object> all = new LinkedHashMap<>(model);
        all.put("part", part);
        return all;
    }

    private static Answer answer(ExerciseKey exercise, Solver solver) {
        if (Matcher.loopy(exercise.position())) {
            return LoopyChoices.answer(exercise);
        }
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

    /**
     * The position's moves as choices, each once (moves to the same position are one), the winning ones right, and the
     * choice that no move wins, right for a P-position. Every winning move is to be ticked when the exercise asks for all
     * of them and their number splits 100% into Moodle's grades; otherwise one winning move is to be picked.
     */
    private static Choices moves(ExerciseKey exercise, Solver solver) {
        Position position;
        List<Solver.Option> options;
        Set<String> winning = new HashSet<>();
        try {
            position = solver.parse(exercise.position());
            options = solver.options(position);
            for (String move : exercise.moves()) {
                winning.add(solver.parse(move).canonical().toString());
            }
        } catch (NotationException e) {
            throw new IllegalStateException("the key's own position does not read: " + e.getMessage(), e);
        }
        double[] shares = shares(winning.size());
        boolean single = exercise.answerKind().equals("move") || shares == null;
        List<Solver.Option> shown = shown(options, winning);
        List<Choice> choices = new ArrayList<>();
        int right = 0;
        for (Solver.Option option : shown) {
            boolean wins = winning.contains(option.result().canonical().toString());
            double grade = single ? wins ? 100 : 0 : wins ? shares[right++] : -100;
            // Plain code, not the site's marked-up positions: an LMS has no stylesheet for them, and a bank of many
            // sets holds tens of thousands of choices.
            choices.add(new Choice("<code>" + Markdown.escape(option.describe(true)) + "</code>, leaving <code>"
                    + Markdown.escape(option.result().toString()) + "</code>", grade));
        }
        choices.add(new Choice(NO_MOVE, winning.isEmpty() ? 100 : single ? 0 : -100));
        return new Choices(single, choices);
    }

    /**
     * The moves offered, each to a different position: all of them, or for a position with more than {@link
     * #MOST_CHOICES} the winning ones and an even spread of the others up to that many.
     */
    private static List<Solver.Option> shown(List<Solver.Option> options, Set<String> winning) {
        Map<String, Solver.Option> distinct = new LinkedHashMap<>();
        options.forEach(option -> distinct.putIfAbsent(option.result().canonical().toString(), option));
        if (distinct.size() <= MOST_CHOICES) {
            return List.copyOf(distinct.values());
        }
        long losing = distinct.keySet().stream().filter(leaves -> !winning.contains(leaves)).count();
        int room = Math.max(0, MOST_CHOICES - winning.size());
        List<Solver.Option> shown = new ArrayList<>();
        long seen = 0;
        int taken = 0;
        for (Map.Entry<String, Solver.Option> option : distinct.entrySet()) {
            if (winning.contains(option.getKey())) {
                shown.add(option.getValue());
            } else {
                // The losing moves kept are the first at or past each of `room` even steps through them.
                if (taken < room && seen >= taken * losing / room) {
                    shown.add(option.getValue());
                    taken++;
                }
                seen++;
            }
        }
        return shown;
    }

    /**
     * The grades of {@code count} right choices, summing to 100, each one Moodle allows: equal shares where 100 divides
     * so, else two neighbouring grades (17 moves: three of 10% and fourteen of 5%); null when no such grades exist (more
     * than 20 right choices).
     */
    static double[] shares(int count) {
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
        return null;
    }
}
