package nimbook.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.assess.AnswerSheet;
import nimbook.assess.Grading;
import nimbook.assess.Spreadsheet;
import nimbook.assess.Totals;
import nimbook.book.Exercise;
import nimbook.site.Destination;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code grade}: a sheet of students' answers judged as the page's answer box judges them, and their totals. */
final class GradeCommand extends Command {
    @Override
    String name() {
        return "grade";
    }

    @Override
    String description() {
        return "Grade a CSV of answers (columns student, set, exercise, answer, in any case; others kept): print it with"
                + " verdict and feedback columns added, and write each student's total (--totals), ready for a"
                + " gradebook. A row that cannot be graded is reported and the others graded (exit status 1).";
    }

    @Override
    String arguments() {
        return "ANSWERS.csv";
    }

    @Override
    String argumentsHelp() {
        return "ANSWERS.csv: one answer per row, as a spreadsheet saves it (cells separated by commas, semicolons or"
                + " tabs; UTF-8); set is the number on the student's sheet (a build's --seed), exercise its number"
                + " (5.3), check the code printed beside the set (optional). Moves may be one per line in the cell or"
                + " separated by ;.";
    }

    @Override
    Options options() {
        return BuildCommand.buildOptions("content", "templates")
                .addOption(BuildCommand.valued("seeds", "SETS", "The sets handed out (1..150, 3,8,21): a row of another"
                        + " set is graded with a warning (default: any set)."))
                .addOption(BuildCommand.valued("lessons", "LESSONS", "The lessons whose exercises the sets hold, for"
                        + " the totals (default: the exercises the sheet answers)."))
                .addOption(BuildCommand.valued("totals", "FILE", "Write each student's total to FILE: the student's"
                        + " own columns, set, right, of, and a column per exercise (1 right, 0 not; the last answer"
                        + " counts)."))
                .addOption(BuildCommand.valued("separator", "SEP", "The cells' separator: , ; or tab (default: the"
                        + " header's)."))
                .addOption(Option.builder().longOpt("strict").desc("Grade nothing when a row cannot be graded.").get())
                .addOption(Option.builder().longOpt("excel").desc("Write the CSVs as Excel reads them: a byte-order"
                        + " mark and CRLF line ends.").get());
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 1, 1);
        Path sheet = Path.of(line.getArgList().get(0));
        Set<Long> sets = line.hasOption("seeds") ? new TreeSet<>(ExercisesCommand.sets(line)) : Set.of();
        Set<Long> lessons = ExercisesCommand.lessons(line);
        Character separator = separator(line.getOptionValue("separator"));
        Path totalsFile = line.hasOption("totals") ? Path.of(line.getOptionValue("totals")) : null;
        if (totalsFile != null) {
            checkTotals(totalsFile);
        }
        SiteBuilder.Result book = ExercisesCommand.build(line, streams);
        if (book == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(sheet);
        } catch (NoSuchFileException e) {
            throw new ParseException("no file " + sheet + ": name the CSV of answers to grade");
        }
        AnswerSheet read;
        Grading.Graded graded;
        try {
            read = AnswerSheet.read(bytes, sheet.toString(), separator);
            graded = new Grading(book.exercises(), sets).grade(read, sheet.toString());
        } catch (Grading.Refused e) {
            e.problems().forEach(problem -> streams.err().println("nimbook: error: " + problem));
            return Main.BAD_INPUT;
        }
        graded.warnings().forEach(warning -> streams.err().println("nimbook: warning: " + warning));
        graded.problems().forEach(problem -> streams.err().println("nimbook: error: " + problem));
        if (line.hasOption("strict") && !graded.problems().isEmpty()) {
            streams.err().println("nimbook: nothing graded (--strict): " + graded.problems().size() + " of "
                    + read.rows().size() + " rows cannot be");
            return Main.BAD_INPUT;
        }
        boolean excel = line.hasOption("excel");
        Spreadsheet.write(graded.header(), graded.rows(), streams.out(), excel);
        Totals totals = Totals.of(read, graded.answers(), exercises(book.exercises(), lessons, graded));
        if (totalsFile != null) {
            Destination.file(totalsFile, streams.out(), out -> Spreadsheet.write(totals.header(), totals.rows(), out,
                    excel));
            streams.err().println("nimbook: wrote " + totalsFile + " (" + totals.rows().size() + " students)");
        } else {
            int right = totals.header().indexOf("right");
            totals.rows().forEach(row -> streams.err().println(row.get(0) + ": " + row.get(right) + " of "
                    + row.get(right + 1) + " exercises right"));
        }
        if (!graded.problems().isEmpty()) {
            streams.err().println("nimbook: " + graded.problems().size() + " of " + read.rows().size() + " rows could not"
                    + " be graded (the others were)");
        }
        return graded.problems().isEmpty() ? 0 : 1;
    }

    /** The exercises the totals count: the lessons' handed out, or those the sheet answers, in the book's order. */
    private static List<String> exercises(List<Exercise> book, Set<Long> lessons, Grading.Graded graded) {
        Set<String> answered = new LinkedHashSet<>();
        graded.answers().forEach(answer -> answered.add(answer.exercise()));
        List<String> numbers = new ArrayList<>();
        for (Exercise exercise : book) {
            String number = exercise.key().number();
            if (lessons.isEmpty() ? answered.contains(number) : lessons.contains((long) exercise.key().lesson())) {
                numbers.add(number);
            }
        }
        return numbers;
    }

    /** The separator {@code --separator} names; null for the header's. */
    private static Character separator(String value) throws ParseException {
        if (value == null) {
            return null;
        }
        return switch (value) {
            case ",", "comma" -> ',';
            case ";", "semicolon" -> ';';
            case "tab", "\t", "\\t" -> '\t';
            default -> throw new ParseException("--separator \"" + value + "\" is not a separator: use , ; or tab");
        };
    }

    /** Refuses a totals file that cannot be written, before the book is built. */
    private static void checkTotals(Path file) throws ParseException, IOException {
        if (Files.isDirectory(file)) {
            throw new ParseException("--totals " + file + " is a folder: name the file to write, like totals.csv");
        }
        if (Destination.standardOutput(file)) {
            throw new ParseException("--totals " + file + ": standard output holds the graded sheet: name a file, like"
                    + " totals.csv");
        }
        String refusal = Destination.refusal(file);
        if (refusal != null) {
            throw new ParseException("--totals " + refusal);
        }
    }
}
