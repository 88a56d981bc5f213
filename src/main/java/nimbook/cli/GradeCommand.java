package nimbook.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import nimbook.assess.Grading;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** {@code grade}: a sheet of students' answers judged as the page's answer box judges them. */
final class GradeCommand extends Command {
    @Override
    String name() {
        return "grade";
    }

    @Override
    String description() {
        return "Grade a CSV of answers (columns student, set, exercise, answer; others kept): print it with verdict and"
                + " feedback columns added, and each student's total on standard error.";
    }

    @Override
    String arguments() {
        return "ANSWERS.csv";
    }

    @Override
    String argumentsHelp() {
        return "ANSWERS.csv: one answer per row; set is the number on the student's sheet (a build's --seed), exercise"
                + " its number (5.3). Moves may be one per line in the cell or separated by ;.";
    }

    @Override
    Options options() {
        return BuildCommand.buildOptions("content", "templates").addOption(BuildCommand.valued("seeds", "SETS",
                "The sets handed out (1..150, 3,8,21): a row of another set is an error (default: any set)."));
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 1, 1);
        Path sheet = Path.of(line.getArgList().get(0));
        Set<Long> sets = line.hasOption("seeds") ? new TreeSet<>(ExercisesCommand.sets(line)) : Set.of();
        SiteBuilder.Result book = ExercisesCommand.build(line, streams);
        if (book == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        Grading.Graded graded;
        try (Reader reader = Files.newBufferedReader(sheet, StandardCharsets.UTF_8)) {
            graded = new Grading(book.exercises(), sets).grade(reader, sheet.toString());
        } catch (NoSuchFileException e) {
            throw new ParseException("no file " + sheet + ": name the CSV of answers to grade");
        } catch (Grading.Refused e) {
            e.problems().forEach(problem -> streams.err().println("nimbook: error: " + problem));
            return Main.BAD_INPUT;
        }
        // Not closed: that would close standard output.
        CSVPrinter printer = new CSVPrinter(streams.out(), CSVFormat.RFC4180.builder().setRecordSeparator('\n').get());
        printer.printRecord(graded.header());
        printer.printRecords(graded.rows());
        printer.flush();
        graded.tallies().forEach((student, tally) -> streams.err().println(student + ": " + tally));
        return 0;
    }
}
