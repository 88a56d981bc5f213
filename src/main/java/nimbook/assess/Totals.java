package nimbook.assess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import nimbook.practice.Verdict;

/**
 * Each student's total, ready for a gradebook: the student's own columns (those of the sheet that are the same in all
 * of the student's rows: name, email, id…), the set, how many of the set's exercises are right, out of how many, and a
 * column per exercise (1 right, 0 wrong or unreadable, empty when not answered). An exercise answered more than once
 * counts once: the last answer in the sheet is the one that counts.
 */
public record Totals(List<String> header, List<List<String>> rows) {
    /** The sheet's columns that are an answer's, not a student's. */
    private static final Set<String> ANSWER_COLUMNS = Set.of("set", "exercise", "answer", Grading.CHECK, "verdict",
            "feedback");

    public Totals {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    /** One student's answers, the last of each exercise kept, and the first row's cells. */
    private record Student(List<String> cells, Map<String, Verdict.Mark> marks, long set) {
    }

    /**
     * The totals of the graded answers over {@code exercises} (in the book's order): the exercises of the set, or of the
     * lessons handed out.
     */
    public static Totals of(AnswerSheet sheet, List<Grading.Answer> answers, List<String> exercises) {
        Map<String, Student> students = new LinkedHashMap<>();
        Map<String, List<List<String>>> rowsOf = new LinkedHashMap<>();
        for (Grading.Answer answer : answers) {
            Student was = students.get(answer.student());
            Map<String, Verdict.Mark> marks = was == null ? new LinkedHashMap<>() : was.marks();
            marks.put(answer.exercise(), answer.verdict().mark());
            students.put(answer.student(), new Student(was == null ? answer.row().cells() : was.cells(), marks,
                    answer.set()));
            rowsOf.computeIfAbsent(answer.student(), s -> new ArrayList<>()).add(answer.row().cells());
        }
        List<Integer> own = new ArrayList<>();
        for (int c = 0; c < sheet.header().size(); c++) {
            String name = sheet.header().get(c).strip().toLowerCase(Locale.ROOT);
            int column = c;
            boolean constant = rowsOf.values().stream().allMatch(rows -> rows.stream().map(row -> cell(row, column))
                    .distinct().count() == 1);
            if (name.equals("student") || !ANSWER_COLUMNS.contains(name) && constant) {
                own.add(c);
            }
        }
        List<String> header = new ArrayList<>();
        own.forEach(c -> header.add(sheet.header().get(c)));
        header.addAll(List.of("set", "right", "of"));
        exercises.forEach(number -> header.add("exercise " + number));
        List<List<String>> rows = new ArrayList<>();
        for (Student student : students.values()) {
            List<String> row = new ArrayList<>();
            own.forEach(c -> row.add(cell(student.cells(), c)));
            long right = exercises.stream().filter(e -> student.marks().get(e) == Verdict.Mark.RIGHT).count();
            row.addAll(List.of(Long.toString(student.set()), Long.toString(right), Integer.toString(exercises.size())));
            for (String number : exercises) {
                Verdict.Mark mark = student.marks().get(number);
                row.add(mark == null ? "" : mark == Verdict.Mark.RIGHT ? "1" : "0");
            }
            rows.add(row);
        }
        return new Totals(header, rows);
    }

    private static String cell(List<String> row, int column) {
        return column < row.size() ? Objects.requireNonNull(row.get(column)) : "";
    }
}
