package nimbook.assess;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;
import nimbook.diag.Problem;
import nimbook.practice.Matcher;
import nimbook.practice.Verdict;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;

/**
 * Grades what students hand in: a sheet ({@link AnswerSheet}) with columns {@code student}, {@code set}, {@code
 * exercise} and {@code answer} (in any case, in any order, others kept), each answer judged against its set's position
 * by the matcher the page's answer box uses. A row that cannot be graded (a set that is not a number, an exercise the
 * book does not have, a check code that does not match the set) is a problem naming its row and column; the others are
 * graded. What may be a mistake but can be graded is a warning: an exercise number a spreadsheet may have shortened, a
 * set not handed out, a student answering from two sets.
 */
public final class Grading {
    /** The columns a sheet of answers must have. */
    public static final List<String> NEEDED = List.of("student", "set", "exercise", "answer");
    /** The column of the check code printed on the sheet beside its set, verified when a sheet has it. */
    public static final String CHECK = "check";
    /** The columns grading writes, in place of any the sheet had. */
    private static final List<String> WRITTEN = List.of("verdict", "feedback");

    private final Map<String, Exercise> exercises = new LinkedHashMap<>();
    private final Set<Long> sets;
    private final Map<Long, Map<String, ExerciseKey>> dealt = new HashMap<>();
    /** The students and sets already warned of as not among the sets handed out: once each is enough. */
    private final Set<String> unseen = new java.util.HashSet<>();
    private final Solver solver = new Solver();
    private final Matcher matcher = new Matcher(solver);

    /** Grades against the book's exercises; {@code sets}, when not empty, are the sets handed out. */
    public Grading(List<Exercise> exercises, Set<Long> sets) {
        exercises.forEach(exercise -> this.exercises.put(exercise.key().number(), exercise));
        this.sets = sets;
    }

    /** A sheet that cannot be graded at all: every problem, each one line naming its row and column. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient List<String> problems;

        public Refused(List<String> problems) {
            super(problems.get(0), null, false, false);
            this.problems = List.copyOf(problems);
        }

        public List<String> problems() {
            return problems;
        }
    }

    /** An answer graded: its row, the student (as written), the set and exercise, and the verdict. */
    public record Answer(AnswerSheet.Row row, String student, long set, String exercise, Verdict verdict) {
    }

    /**
     * The sheet graded: the columns written (the sheet's, then verdict and feedback) and a row per answer graded, the
     * answers themselves, and the problems (rows not graded) and warnings, each a line naming its row and column.
     */
    public record Graded(List<String> header, List<List<String>> rows, List<Answer> answers, List<String> problems,
            List<String> warnings) {
    }

    /** Grades a sheet; {@code file} names it in problems. A sheet without the needed columns is refused. */
    public Graded grade(AnswerSheet sheet, String file) throws Refused {
        List<String> missing = new ArrayList<>();
        for (String column : NEEDED) {
            if (sheet.column(column) < 0) {
                missing.add(file + ": row 1: the header has no column \"" + column + "\": name the columns "
                        + String.join(", ", NEEDED) + " (in any case; others are kept)");
            }
        }
        if (!missing.isEmpty()) {
            throw new Refused(missing);
        }
        List<Integer> kept = new ArrayList<>();
        List<String> header = new ArrayList<>();
        for (int i = 0; i < sheet.header().size(); i++) {
            if (!WRITTEN.contains(sheet.header().get(i).strip().toLowerCase(java.util.Locale.ROOT))) {
                kept.add(i);
                header.add(sheet.header().get(i));
            }
        }
        header.addAll(WRITTEN);
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        List<Answer> answers = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        Map<String, Answer> firstOf = new HashMap<>();
        for (AnswerSheet.Row row : sheet.rows()) {
            Answer answer = judge(sheet, row, file + ": row " + row.number() + ", column ", problems, warnings);
            if (answer == null) {
                continue;
            }
            Answer first = firstOf.putIfAbsent(answer.student(), answer);
            if (first != null && first.set() != answer.set()) {
                warnings.add(file + ": row " + row.number() + ", column \"set\": " + answer.student() + " answers from set "
                        + answer.set() + " here but from set " + first.set() + " on row " + first.row().number()
                        + ": graded against set " + answer.set() + "; check which set is the student's");
            }
            answers.add(answer);
            List<String> cells = new ArrayList<>();
            kept.forEach(i -> cells.add(i < row.cells().size() ? row.cells().get(i) : ""));
            cells.add(answer.verdict().mark().word());
            cells.add(answer.verdict().message());
            rows.add(cells);
        }
        return new Graded(header, rows, answers, problems, warnings);
    }

    /** A row's answer graded; null, with the problem added, when the row does not say which exercise of which set. */
    private Answer judge(AnswerSheet sheet, AnswerSheet.Row row, String at, List<String> problems, List<String> warnings) {
        int named = sheet.column("student");
        String student = named < row.cells().size() ? row.cells().get(named).strip() : "";
        List<String> cells = row.cells();
        for (String column : NEEDED) {
            if (sheet.column(column) >= cells.size()) {
                problems.add(at + "\"" + column + "\": the row has " + cells.size() + " cells, fewer than the header's"
                        + " columns: add the missing cells");
                return null;
            }
        }
        for (int i = sheet.header().size(); i < cells.size(); i++) {
            if (!cells.get(i).isBlank()) {
                problems.add(at + (i + 1) + ": the row has " + cells.size() + " cells, more than the header's "
                        + sheet.header().size() + " columns: name the column in the header, or remove the cell");
                return null;
            }
        }
        String set = cells.get(sheet.column("set")).strip();
        String number = cells.get(sheet.column("exercise")).strip();
        int before = problems.size();
        if (!Notation.isWholeNumber(set)) {
            problems.add(at + "\"set\": " + Notation.quote(set) + " is not a set's number: write the number the"
                    + " student's sheet shows, like 12");
        } else {
            checkCode(sheet, cells, Long.parseLong(set), at, problems);
            if (!sets.isEmpty() && !sets.contains(Long.parseLong(set)) && unseen.add(student + "\n" + set)) {
                warnings.add(at + "\"set\": set " + set + " is not among --seeds: " + student + "'s answers are graded"
                        + " against set " + set + "; check the student's sheet, or add the set to --seeds");
            }
        }
        Exercise exercise = exercise(number, at, problems, warnings);
        if (problems.size() > before) {
            return null;
        }
        try {
            ExerciseKey key = inSet(Long.parseLong(set), exercise);
            return new Answer(row, student, Long.parseLong(set), number,
                    matcher.judge(key.position(), key.answerKind(), cells.get(sheet.column("answer"))));
        } catch (Problem | NotationException e) {
            problems.add(at + "\"set\": set " + set + " cannot be dealt: " + e.getMessage());
            return null;
        }
    }

    /** Verifies the sheet's check code against its set, when the sheet has the column and the row a code. */
    private static void checkCode(AnswerSheet sheet, List<String> cells, long set, String at, List<String> problems) {
        int column = sheet.column(CHECK);
        String code = column < 0 || column >= cells.size() ? "" : cells.get(column).strip();
        if (!code.isEmpty() && !code.equals(CheckCode.of(set))) {
            problems.add(at + "\"" + CHECK + "\": " + Notation.quote(code) + " is not the check code of set " + set
                    + " (it is " + CheckCode.of(set) + "): the set or the code was copied wrong; read both again from the"
                    + " student's sheet");
        }
    }

    /**
     * The exercise a cell names. A spreadsheet shows 8.20 as 8.2, a number's last 0 dropped: where the book has both (as
     * it always does, exercises being numbered in turn), the number is graded as written, with a warning.
     */
    private Exercise exercise(String number, String at, List<String> problems, List<String> warnings) {
        Exercise exercise = exercises.get(number);
        if (exercise != null && number.indexOf('.') > 0 && exercises.containsKey(number + "0")) {
            warnings.add(at + "\"exercise\": " + number + " may be " + number + "0 shortened by a spreadsheet (it drops a"
                    + " decimal's last 0): graded as " + number + "; check the student's sheet, and keep the column as"
                    + " text");
        } else if (exercise == null) {
            problems.add(at + "\"exercise\": there is no exercise " + (number.isEmpty() ? "without a number"
                    : Notation.quote(number)) + " in the book: " + (exercises.isEmpty() ? "the book has none"
                    : "write its number as the sheet shows it, like " + exercises.keySet().iterator().next()));
        }
        return exercise;
    }

    private ExerciseKey inSet(long set, Exercise exercise) throws Problem {
        Map<String, ExerciseKey> keys = dealt.computeIfAbsent(set, s -> new HashMap<>());
        ExerciseKey key = keys.get(exercise.key().number());
        if (key == null) {
            key = exercise.inSet(set);
            keys.put(exercise.key().number(), key);
        }
        return key;
    }

    /** The book's exercises by number, in the book's order. */
    public Map<String, Exercise> exercises() {
        return exercises;
    }
}
