package nimbook.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import nimbook.assess.Bank;
import nimbook.assess.BankFormat;
import nimbook.assess.Key;
import nimbook.book.ExerciseKey;
import nimbook.render.TemplateException;
import nimbook.site.Destination;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code export}: the sets as a question bank an LMS imports and grades. */
final class ExportCommand extends Command {
    @Override
    String name() {
        return "export";
    }

    @Override
    String description() {
        return "Write the sets as a question bank for Moodle, Canvas or any LMS that reads GIFT or QTI 1.2: a category per"
                + " exercise holding its question once, or one question per position its sets deal (named like \"5.3 set"
                + " 12\"), and an essay per proof exercise.";
    }

    @Override
    Options options() {
        return ExercisesCommand.sets(BuildCommand.buildOptions("content", "templates", "seed"))
                .addOption(BuildCommand.valued("format", "FORMAT", "moodle (Moodle XML, the default), gift or qti (IMS"
                        + " QTI 1.2 content package, as Canvas imports it)."))
                .addOption(BuildCommand.valued("out", "FILE", "The file to write, replaced whole (default: questions.xml"
                        + " for moodle, questions.gift.txt for gift, questions.qti.zip for qti; /dev/stdout prints a"
                        + " Moodle XML or GIFT bank)."));
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 0, 0);
        BankFormat format = ExercisesCommand.format(line, BankFormat.MOODLE);
        Path out = Path.of(line.getOptionValue("out", format.fileName()));
        if (Files.isDirectory(out)) {
            throw new ParseException("--out " + out + " is a folder: name the file to write, like " + format.fileName());
        }
        Path folder = out.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw new ParseException("--out " + out + ": there is no folder " + folder + ": create it, or name a file in a"
                    + " folder that exists");
        }
        String refusal = Destination.refusal(out);
        if (refusal != null) {
            throw new ParseException("--out " + refusal);
        }
        if (!format.text() && Destination.standardOutput(out)) {
            throw new ParseException("--out " + out + ": a QTI package is a zip file, not text to print: name a file,"
                    + " like " + format.fileName());
        }
        SiteBuilder.Result book = ExercisesCommand.build(line, streams);
        Key key = book == null ? null : ExercisesCommand.key(book, line, streams);
        if (key == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        Set<Long> lessons = ExercisesCommand.lessons(line);
        Bank bank;
        try {
            bank = Bank.of(key, book.proofs().stream().filter(proof -> lessons.isEmpty()
                    || lessons.contains((long) proof.lesson())).toList(), book.title(),
                    SiteBuilder.templates(BuildCommand.book(line)));
        } catch (TemplateException e) {
            streams.err().println(e.position() + ": error: " + e.getMessage());
            return BuildCommand.BOOK_ERRORS;
        }
        // Written whole, then put in place: a failed export leaves the old one.
        if (format.text()) {
            Destination.file(out, streams.out(), writer -> format.write(bank, writer));
        } else {
            Destination.binary(out, stream -> format.write(bank, stream));
        }
        long kept = key.entries().stream().map(Key.Entry::exercise).filter(exercise -> !Bank.exportable(exercise))
                .map(ExerciseKey::number).distinct().count();
        // Printed into the bank's file, the summary would spoil it.
        (Destination.standardOutput(out) ? streams.err() : streams.out()).println("nimbook: wrote " + out + " ("
                + bank.categories().size() + " categories, " + bank.questions().size() + " questions)" + (kept == 0 ? ""
                : "; " + kept + " exercise" + (kept == 1 ? "" : "s") + " asking for a position or game of the student's"
                + " own left out, as no LMS can judge them: grade them with nimbook grade"));
        long drawn = bank.questions().stream().filter(question -> !question.figures().isEmpty()).count();
        if (format == BankFormat.GIFT && drawn > 0) {
            // Moodle's HTML cleaning drops an inline picture (a data: address), and GIFT has no place for a file.
            streams.err().println("nimbook: GIFT carries no pictures: " + drawn + " question" + (drawn == 1 ? "" : "s")
                    + " on Green Hackenbush positions show the position in the notation only; --format moodle or qti"
                    + " puts each picture in the bank as an SVG file");
        }
        return 0;
    }
}
