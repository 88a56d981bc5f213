package nimbook.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nimbook.diag.IoReason;
import nimbook.site.Destination;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.ParseException;

/**
 * {@code init}: starts a book, as {@code mdbook init} and Quarto's {@code create} do — an introduction and a first
 * lesson that uses the directives, ready to build. It writes into an empty or new folder only; without one named, into
 * the current folder, as {@code mdbook init} does.
 */
final class InitCommand extends Command {
    /** The starter's files, from the jar, in the order they are named. */
    private static final List<String> FILES = List.of("index.md", "01-first-lesson.md");

    @Override
    String name() {
        return "init";
    }

    @Override
    String description() {
        return "Start a new book in FOLDER (or the current folder): an introduction and a first lesson that shows what a"
                + " lesson can hold, ready to build.";
    }

    @Override
    String arguments() {
        return "[FOLDER]";
    }

    @Override
    String argumentsHelp() {
        return "FOLDER (by default the current folder) gets content/ with an introduction and a first lesson; a content/"
                + " already there must be empty.";
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 0, 1);
        boolean here = line.getArgList().isEmpty();
        if (!here && line.getArgList().get(0).isBlank()) {
            throw new ParseException("FOLDER is empty: name the folder for the new book");
        }
        Path folder = Path.of(here ? "" : line.getArgList().get(0));
        Path content = folder.resolve("content");
        String refused = Files.exists(folder) && !Files.isDirectory(folder) ? folder + " is a file, not a folder"
                : Files.exists(content) && !Files.isDirectory(content) ? content + " is a file, not a folder"
                : Files.exists(content) && !isEmptyFolder(content) ? content + " already holds files, and init never writes"
                        + " over a book"
                : null;
        if (refused != null) {
            streams.err().println("nimbook: error: " + refused + ": name a new folder");
            return Main.BAD_INPUT;
        }
        try {
            Files.createDirectories(content);
            for (String file : FILES) {
                try (InputStream starter = InitCommand.class.getResourceAsStream("/nimbook/starter/" + file)) {
                    String text = new String(starter.readAllBytes(), StandardCharsets.UTF_8);
                    Destination.file(content.resolve(file), streams.out(), out -> out.write(text));
                }
            }
        } catch (FileSystemException e) {
            streams.err().println("nimbook: error: cannot write " + e.getFile() + ": " + IoReason.of(e));
            return BuildCommand.BOOK_ERRORS;
        } catch (IOException e) {
            streams.err().println("nimbook: error: " + e.getMessage());
            return BuildCommand.BOOK_ERRORS;
        }
        streams.out().println("Started a book " + (here ? "here" : "in " + folder) + ": " + content.resolve(FILES.get(0))
                + " and " + content.resolve(FILES.get(1)) + ".");
        // The command as it was typed (the launcher passes it), so the advice works from where the author is; in the
        // current folder, the options' defaults are the book's folders.
        String command = quoted(System.getProperty("nimbook.command", "nimbook"));
        streams.out().println("Build it:   " + command + " build" + (here ? "" : " --content " + quoted(content.toString())
                + " --out " + quoted(folder.resolve("site").toString())));
        streams.out().println("Write it:   " + command + " serve" + (here ? "" : " --content " + quoted(content.toString()))
                + "  (a live preview)");
        return 0;
    }

    /** A word as a POSIX shell reads it back, pasted: as it is when it is safe, else in single quotes. */
    static String quoted(String word) {
        if (!word.isEmpty() && word.chars().allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || "_@%+=:,./-".indexOf(c)
                >= 0))) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private static boolean isEmptyFolder(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }
}
