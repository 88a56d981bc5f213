package nimbook.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import nimbook.assess.Key;
import nimbook.assess.Sheets;
import nimbook.book.BuildOptions;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.site.Destination;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code sheets}: a printable sheet per set, the key to them and a compact key, into a folder of their own. */
final class SheetsCommand extends Command {
    @Override
    String name() {
        return "sheets";
    }

    @Override
    String description() {
        return "Write printable exercise sheets, one per set with its set and check code (" + Sheets.SHEETS + "), their"
                + " worked key in the same order (" + Sheets.KEY + ") and a compact key, a line per set and exercise ("
                + Sheets.COMPACT_KEY + "), into the output folder.";
    }

    @Override
    Options options() {
        return ExercisesCommand.sets(BuildCommand.buildOptions("content", "templates", "seed"))
                .addOption(BuildCommand.valued("out", "DIR", "The folder for the sheets (default: sheets)."))
                .addOption(Option.builder().longOpt("shuffle").desc("Print each set's exercises in an order of its own"
                        + " (its key in the same order).").get())
                .addOption(Option.builder().longOpt("pdf").desc("Also print each set's sheet to set-N.pdf, its pages"
                        + " numbered from 1, and the keys to key.pdf and compact-key.pdf, with the machine's Chromium.")
                        .get());
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
        List<Sheets.Set> sets = Sheets.sets(key, line.hasOption("shuffle"));
        SortedMap<String, byte[]> files;
        try {
            Templates templates = SiteBuilder.templates(options);
            files = SiteBuilder.withAssets(options, Sheets.render(sets, book.title(), templates));
            if (line.hasOption("pdf")) {
                files.putAll(pdfs(sets, book.title(), templates, files));
            }
        } catch (TemplateException e) {
            streams.err().println(e.position() + ": error: " + e.getMessage());
            return BuildCommand.BOOK_ERRORS;
        }
        Destination.folder(out, files);
        streams.out().println("nimbook: wrote " + out.resolve(Sheets.SHEETS) + ", " + out.resolve(Sheets.KEY) + " and "
                + out.resolve(Sheets.COMPACT_KEY) + (line.hasOption("pdf") ? ", and a PDF per set" : "") + " ("
                + sets.size() + (sets.size() == 1 ? " set, " : " sets, ") + key.entries().size() + " exercises)");
        return 0;
    }

    /** Each set's sheet printed on its own, and the two keys. */
    private static SortedMap<String, byte[]> pdfs(List<Sheets.Set> sets, String title,
            Templates templates, SortedMap<String, byte[]> files) throws TemplateException, IOException {
        SortedMap<String, byte[]> printed = new TreeMap<>(files);
        printed.putAll(Sheets.perSet(sets, title, templates));
        List<String> pages = new ArrayList<>();
        sets.forEach(set -> pages.add(Sheets.setDocument(set.number())));
        pages.add(Sheets.KEY);
        pages.add(Sheets.COMPACT_KEY);
        return SiteBuilder.print(printed, pages);
    }
}
