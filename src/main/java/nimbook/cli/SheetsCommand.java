package nimbook.cli;

import java.io.IOException;
import java.nio.file.Path;
import nimbook.assess.Key;
import nimbook.assess.Sheets;
import nimbook.render.TemplateException;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code sheets}: a printable sheet per set, and the key to them, into a folder of their own. */
final class SheetsCommand extends Command {
    @Override
    String name() {
        return "sheets";
    }

    @Override
    String description() {
        return "Write printable exercise sheets, one per set (" + Sheets.SHEETS + "), and their key in the same order ("
                + Sheets.KEY + "), into the output folder.";
    }

    @Override
    Options options() {
        return ExercisesCommand.sets(BuildCommand.buildOptions("content", "templates", "seed"))
                .addOption(BuildCommand.valued("out", "DIR", "The folder for the sheets (default: sheets)."));
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 0, 0);
        Path out = Path.of(line.getOptionValue("out", "sheets"));
        String refusal = SiteBuilder.outRefusal(out);
        if (refusal != null) {
            throw new ParseException(refusal);
        }
        SiteBuilder.Result book = ExercisesCommand.build(line, streams);
        Key key = book == null ? null : ExercisesCommand.key(book, line, streams);
        if (key == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        BuildOptions options = BuildCommand.book(line);
        try {
            SiteBuilder.writeDocuments(options, out, Sheets.render(key, book.title(), SiteBuilder.templates(options)));
        } catch (TemplateException e) {
            streams.err().println(e.position() + ": error: " + e.getMessage());
            return BuildCommand.BOOK_ERRORS;
        }
        long sets = key.entries().stream().mapToLong(Key.Entry::set).distinct().count();
        streams.out().println("nimbook: wrote " + out.resolve(Sheets.SHEETS) + " and " + out.resolve(Sheets.KEY) + " ("
                + sets + (sets == 1 ? " set, " : " sets, ") + key.entries().size() + " exercises)");
        return 0;
    }
}
