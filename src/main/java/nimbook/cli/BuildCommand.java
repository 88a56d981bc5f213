package nimbook.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import nimbook.book.Exercise;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.diag.IoReason;
import nimbook.site.Destination;
import nimbook.site.SiteBuilder;
import nimbook.solver.Notation;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code build}; {@code check} and {@code exercises} share its options. */
class BuildCommand extends Command {
    /** Exit status when the book has errors. */
    static final int BOOK_ERRORS = 1;

    @Override
    String name() {
        return "build";
    }

    @Override
    String description() {
        return "Build the book into the output folder; on any error, report them all and leave it untouched.";
    }

    @Override
    Options options() {
        return new Options()
                .addOption(valued("content", "DIR", "The lessons (default: content)."))
                .addOption(valued("templates", "DIR", "The templates; any the folder lacks come built in (default: templates next to the content folder)."))
                .addOption(valued("out", "DIR", "The site (default: site)."))
                .addOption(valued("edition", "EDITION",
                        "instructor (answers and the answer key) or student (no answers) (default: instructor)."))
                .addOption(valued("seed", "N", "The seed for generated exercises (default: 0)."))
                .addOption(Option.builder().longOpt("whole-book")
                        .desc("Also make print.html: the whole book on one page, to print or to save as PDF.").get())
                .addOption(Option.builder().longOpt("pdf").desc("Also print the whole book to book.pdf with the"
                        + " machine's Chromium (print.html too, as --whole-book); the pages link it.").get())
                .addOption(Option.builder().longOpt("timings")
                        .desc("Print how long each stage of the build took, on standard error.").get());
    }

    /** Some of build's options, for a command that builds without writing all it would. */
    static Options buildOptions(String... names) {
        Options build = new BuildCommand().options();
        Options options = new Options();
        for (String name : names) {
            options.addOption(build.getOption(name));
        }
        return options;
    }

    /** An option with a value, named only in its long form. */
    static Option valued(String name, String value, String description) {
        return Option.builder().longOpt(name).hasArg().argName(value).desc(description).get();
    }

    /** The book, templates, output, edition and seed the options name. */
    static BuildOptions book(CommandLine line) throws ParseException {
        Edition edition = edition(line);
        String seed = line.getOptionValue("seed", "0");
        long parsed;
        try {
            parsed = Notation.wholeNumber(seed);
        } catch (NumberFormatException e) {
            throw new ParseException(seed.matches("[0-9]+") ? "--seed " + Notation.quote(seed) + " " + Notation.notWholeNumber(seed)
                    : "--seed takes a whole number, not " + Notation.quote(seed));
        }
        Path content = folder(line, "content");
        if (!Files.isDirectory(content)) {
            throw new ParseException("no content folder " + content + ": name the lessons' folder with --content, or make"
                    + " a starter book with nimbook init");
        }
        // A book is a folder with content/ and templates/ side by side: by default the templates are those next to the
        // lessons, wherever the command is run from.
        Path templates = line.hasOption("templates") ? folder(line, "templates") : content.resolveSibling("templates");
        Path out = folder(line, "out");
        // Without --templates a book may have no templates/ (the built-in ones serve); named, the folder must exist.
        if (line.hasOption("templates") && !Files.isDirectory(templates)) {
            throw new ParseException("--templates " + templates + " is not a folder: name the book's templates folder, or"
                    + " leave the option out to use the built-in templates");
        }
        return new BuildOptions(content, templates, out, edition, parsed, line.hasOption("whole-book"),
                line.hasOption("pdf"));
    }

    /** The folder an option names, by default the option's own name ({@code --out}: site). */
    private static Path folder(CommandLine line, String option) throws ParseException {
        String name = line.getOptionValue(option, option.equals("out") ? "site" : option);
        // An empty name would be the working folder: a build would read, or replace, whatever is there.
        if (name.isBlank()) {
            throw new ParseException("--" + option + " needs a folder name, not " + Notation.quote(name));
        }
        return Path.of(name);
    }

    static Edition edition(CommandLine line) throws ParseException {
        String edition = line.getOptionValue("edition", "instructor");
        try {
            return Edition.valueOf(edition.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ParseException(Notation.quote(edition) + " is not an edition: use instructor or student");
        }
    }

    /** Prints a failed build's problems, then how many there were and {@code after} that. */
    static void report(SiteBuilder.Result result, String after, PrintWriter err) {
        result.diagnostics().report().forEach(err::println);
        int count = result.diagnostics().count();
        err.println("nimbook: " + count + (count == 1 ? " error" : " errors") + after);
    }

    /**
     * Refuses an output folder the build may not replace, told before the book is built: one inside the content folder
     * or holding it (a link along the way followed: --out clink/site, clink a link to content/, wrote into the lessons),
     * a file, or a folder Nimbook did not write.
     */
    private static void checkOut(BuildOptions options) throws ParseException, IOException {
        if (SiteBuilder.within(options.out(), options.content())) {
            throw new ParseException("--out " + options.out() + " is inside --content " + options.content() + ": the next"
                    + " build would read the site back as content; choose a folder outside it");
        }
        if (SiteBuilder.within(options.content(), options.out())) {
            throw new ParseException("--out " + options.out() + " holds --content " + options.content() + ": a build"
                    + " replaces its --out, lessons and all; choose a folder beside them");
        }
        String refusal = SiteBuilder.outRefusal(options.out());
        if (refusal != null) {
            throw new ParseException(refusal);
        }
    }

    /** Whether the build writes the site; {@code check} does everything else. */
    boolean writes() {
        return true;
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException {
        expectArguments(line, 0, 0);
        PrintWriter err = streams.err();
        BuildOptions options = book(line);
        SiteBuilder.Result result;
        try {
            if (writes()) {
                checkOut(options);
            }
            result = writes() ? SiteBuilder.buildAndWrite(options) : SiteBuilder.build(options);
        } catch (Destination.LeftBehind e) {
            err.println("nimbook: error: " + e.getMessage());
            return BOOK_ERRORS;
        } catch (IOException e) {
            err.println("nimbook: error: " + IoReason.told(e) + (writes() ? Files.exists(options.out())
                    ? "; " + options.out() + " was left as it was" : "; nothing was written" : ""));
            return BOOK_ERRORS;
        }
        if (line.hasOption("timings")) {
            result.timings().forEach((stage, ms) -> err.println("nimbook: " + stage + ": " + ms + " ms"));
        }
        if (!result.ok()) {
            report(result, writes() ? Files.exists(options.out()) ? "; " + options.out() + " was left as it was"
                    : "; nothing was written" : "", err);
            return BOOK_ERRORS;
        }
        long pages = result.files().keySet().stream().filter(name -> name.endsWith(".html")).count();
        streams.out().println(writes() ? "nimbook: built " + options.out() + " (" + pages + " pages, "
                + result.files().size() + " files)" : "nimbook: no problems (" + pages + " pages)");
        if (!writes() && !result.exercises().isEmpty()) {
            streams.out().println("nimbook: " + variety(result.exercises()));
        }
        return 0;
    }

    /**
     * How many of the book's exercises about a position sets deal afresh ("77 of 106 exercises (73%) differ between
     * sets"), how many say they stay fixed, how many are written out without saying so (which a generator could deal
     * instead), and how many ask for a position or game of the reader's own (nothing to deal).
     */
    static String variety(List<Exercise> exercises) {
        java.util.Map<String, Long> how = new java.util.HashMap<>();
        exercises.forEach(exercise -> how.merge(exercise.key().dealing().how(), 1L, Long::sum));
        long dealt = how.getOrDefault("dealt", 0L);
        long found = how.getOrDefault("found", 0L);
        long silent = how.getOrDefault("written", 0L);
        long positions = exercises.size() - found;
        return dealt + " of " + positions + " exercises (" + (positions == 0 ? 0 : Math.round(100.0 * dealt / positions))
                + "%) differ between sets; " + how.getOrDefault("fixed", 0L) + " stay fixed (fixed: true or seed:)"
                + (silent == 0 ? "" : ", " + silent + " are written out without fixed: true") + (found == 0 ? ""
                : "; " + found + " ask for a position or game of the reader's own");
    }
}
