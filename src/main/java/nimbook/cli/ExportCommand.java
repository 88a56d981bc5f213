package nimbook.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        return "Write the sets as a question bank for Moodle (or any LMS that reads GIFT): a category per exercise, a"
                + " question per set, named like \"5.3 set 12\".";
    }

    @Override
    Options options() {
        return ExercisesCommand.sets(BuildCommand.buildOptions("content", "templates", "seed"))
                .addOption(BuildCommand.valued("format", "FORMAT", "moodle (Moodle XML, the default) or gift."))
                .addOption(BuildCommand.valued("out", "FILE", "The file to write, replaced whole (default: questions.xml"
                        + " for moodle, questions.gift.txt for gift; /dev/stdout prints the bank)."));
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
        SiteBuilder.Result book = ExercisesCommand.build(line, streams);
        Key key = book == null ? null : ExercisesCommand.key(book, line, streams);
        if (key == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        Bank bank;
        try {
            bank = Bank.of(key, book.title(), SiteBuilder.templates(BuildCommand.book(line)));
        } catch (TemplateException | Bank.Unaskable e) {
            streams.err().println("nimbook: error: " + e.getMessage());
            return BuildCommand.BOOK_ERRORS;
        }
        // Written whole, then put in place: a failed export leaves the old one.
        Destination.file(out, streams.out(), writer -> format.write(bank, writer));
        long categories = bank.questions().stream().map(Bank.Question::category).distinct().count();
        long kept = key.entries().stream().map(Key.Entry::exercise).filter(exercise -> !Bank.exportable(exercise))
                .map(ExerciseKey::number).distinct().count();
        // Printed into the bank's file, the summary would spoil it.
        (Destination.standardOutput(out) ? streams.err() : streams.out()).println("nimbook: wrote " + out + " ("
                + categories + " categories, " + bank.questions().size() + " questions)" + (kept == 0 ? "" : "; " + kept
                + " exercise" + (kept == 1 ? "" : "s") + " asking for a position or game of the student's own left out,"
                + " as no LMS can judge them: grade them with nimbook grade"));
        return 0;
    }
}
