package nimbook.assess;

import java.io.IOException;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.diag.Problem;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;
import nimbook.practice.Matcher;
import nimbook.practice.Verdict;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Grades what students hand in: a CSV with a header naming at least {@code student}, {@code set}, {@code exercise} and
 * {@code answer}, each answer judged against its set's position by the matcher the page's answer box uses. The sheet
 * comes back with two columns more, {@code verdict} and {@code feedback} (written again if it had them).
 */
public final class Grading {
    private static final java.util.regex.Pattern STARTLINE = java.util.regex.Pattern.compile("startline (\\d+)");

    /** The columns a sheet of answers must have. */
    public static final List<String> NEEDED = List.of("student", "set", "exercise", "answer");

    private final Map<String, Exercise> exercises = new LinkedHashMap<>();
    private final Set<Long> sets;
    private final Map<Long, Map<String, ExerciseKey>> dealt = new HashMap<>();
    private final Solver solver = new Solver();
    private final Matcher matcher = new Matcher(solver);

    /** Grades against the book's exercises; {@code sets}, when not empty, are the only sets there are. */
    public Grading(List<Exercise> exercises, Set<Long> sets) {
        exercises.forEach(exercise -> this.exercises.put(exercise.key().number(), exercise));
        this.sets = sets;
    }

    /** A sheet that cannot be graded: every problem, each one line naming its row and column. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient List<String> problems;

        Refused(List<String> problems) {
            super(problems.get(0), null, false, false);
            this.problems = List.copyOf(problems);
        }

        public List<String> problems() {
            return problems;
        }
    }

    /** The sheet graded: its header and rows with the verdict and feedback, and each student's tally, in order. */
    public record Graded(List<String> header, List<List<String>> rows, Map<String, Tally> tallies) {
    }

    /** How one student did: answers right, wrong and unreadable. */
    public record Tally(int right, int wrong, int unreadable) {
        Tally plus(Verdict.Mark mark) {
            return new Tally(right + (mark == Verdict.Mark.RIGHT ? 1 : 0), wrong + (mark == Verdict.Mark.WRONG ? 1 : 0),
                    unreadable + (mark == Verdict.Mark.UNREADABLE ? 1 : 0));
        }

        @Override
        public String toString() {
            return right + " of " + (right + wrong + unreadable) + " right" + (unreadable == 0 ? ""
                    : " (" + unreadable + " unreadable)");
        }
    }

    /** Reads and grades a sheet; {@code file} names it in problems. Nothing is graded unless every row can be. */
    public Graded grade(Reader sheet, String file) throws Refused, IOException {
        List<String> problems = new ArrayList<>();
        // A spreadsheet's "CSV UTF-8" starts with a byte-order mark, which would be read into the first column's name.
        PushbackReader unmarked = new PushbackReader(sheet);
        int first = unmarked.read();
        if (first != -1 && first != '\uFEFF') {
            unmarked.unread(first);
        }
        try (CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true)
                .setIgnoreSurroundingSpaces(false).get().parse(unmarked)) {
            List<String> header = new ArrayList<>(parser.getHeaderNames());
            checkHeader(header, file);
            header.remove("verdict");
            header.remove("feedback");
            List<List<String>> rows = new ArrayList<>();
            Map<String, Tally> tallies = new LinkedHashMap<>();
            for (CSVRecord record : parser) {
                // Row 1 is the header, as a spreadsheet counts.
                String at = file + ": row " + (record.getRecordNumber() + 1) + ", column ";
                Verdict verdict = judge(record, at, problems);
                if (verdict == null) {
                    continue;
                }
                List<String> row = new ArrayList<>();
                for (String column : header) {
                    row.add(record.isSet(column) ? record.get(column) : "");
                }
                row.add(verdict.mark().word());
                row.add(verdict.message());
                rows.add(row);
                tallies.merge(record.get("student"), new Tally(0, 0, 0).plus(verdict.mark()),
                        (was, one) -> was.plus(verdict.mark()));
            }
            if (!problems.isEmpty()) {
                throw new Refused(problems);
            }
            header.add("verdict");
            header.add("feedback");
            return new Graded(header, rows, tallies);
        } catch (UncheckedIOException e) {
            // Commons CSV's parser reports an unclosed quote this way, with the line where the cell starts.
            java.util.regex.Matcher line = STARTLINE.matcher(String.valueOf(e.getCause().getMessage()));
            throw new Refused(List.of(file + (line.find() ? ": line " + line.group(1) : "") + ": a quoted cell is never"
                    + " closed: end it with \" (a quote inside a cell is written twice, \"\")"));
        }
    }

    /** Refuses a header without the needed columns, each missing one a line; one line for cells not separated by commas. */
    private static void checkHeader(List<String> header, String file) throws Refused {
        String only = header.size() == 1 ? header.get(0) : "";
        for (String separator : List.of(";", "\t")) {
            if (only.contains(separator)) {
                throw new Refused(List.of(file + ": row 1: the header's cells are separated by " + (separator.equals(";")
                        ? "\";\"" : "tabs") + ", not commas: save the sheet as comma-separated CSV"));
            }
        }
        List<String> problems = new ArrayList<>();
        for (String column : NEEDED) {
            if (!header.contains(column)) {
                problems.add(file + ": row 1: the header has no column \"" + column + "\": name the columns "
                        + String.join(", ", NEEDED) + " (others are kept)");
            }
        }
        if (!problems.isEmpty()) {
            throw new Refused(problems);
        }
    }

    /** A row's verdict; null, with the problem added, when the row does not say which exercise of which set. */
    private Verdict judge(CSVRecord record, String at, List<String> problems) {
        for (String column : NEEDED) {
            if (!record.isSet(column)) {
                problems.add(at + "\"" + column + "\": the row has " + record.size() + " cells, fewer than the header's"
                        + " columns: add the missing cells");
                return null;
            }
        }
        String set = record.get("set").strip();
        String number = record.get("exercise").strip();
        int before = problems.size();
        if (!Notation.isWholeNumber(set)) {
            problems.add(at + "\"set\": " + Notation.quote(set) + " is not a set's number: write the number the student's sheet"
                    + " shows, like 12");
        } else if (!sets.isEmpty() && !sets.contains(Long.parseLong(set))) {
            problems.add(at + "\"set\": there is no set " + set + " among --seeds: correct the set, or add it to --seeds");
        }
        if (!exercises.containsKey(number)) {
            problems.add(at + "\"exercise\": there is no exercise " + (number.isEmpty() ? "without a number" : Notation.quote(number))
                    + " in the book: write its number as the sheet shows it, like "
                    + exercises.keySet().iterator().next());
        }
        if (problems.size() > before) {
            return null;
        }
        try {
            ExerciseKey exercise = inSet(Long.parseLong(set), number);
            return matcher.judge(exercise.position(), exercise.answerKind(), record.get("answer"));
        } catch (Problem | NotationException e) {
            problems.add(at + "\"set\": set " + set + " cannot be dealt: " + e.getMessage());
            return null;
        }
    }

    private ExerciseKey inSet(long set, String number) throws Problem {
        Map<String, ExerciseKey> keys = dealt.computeIfAbsent(set, s -> new HashMap<>());
        ExerciseKey key = keys.get(number);
        if (key == null) {
            key = exercises.get(number).inSet(set);
            keys.put(number, key);
        }
        return key;
    }
}
