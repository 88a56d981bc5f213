package nimbook.cli;

import nimbook.solver.Notation;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;
import nimbook.diag.IoReason;
import nimbook.solver.NotationException;
import nimbook.text.Spelling;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.cli.UnrecognizedOptionException;

/**
 * The {@code nimbook} command: builds the book and answers questions about positions. Commons CLI parses each
 * command's options (picocli's start-up, about 130 ms, was a seventh of a cold build of the book).
 */
public final class Main {
    /** Exit status for bad input: unknown game, malformed position, request too large, unknown option. */
    static final int BAD_INPUT = 2;

    static final List<Command> COMMANDS = List.of(new BuildCommand(), new CheckCommand(), new ExercisesCommand(), new SheetsCommand(), new GradeCommand(), new ExportCommand(),
            new ServeCommand(), new InitCommand(), new PositionCommand.Grundy(), new SequenceCommand(), new PositionCommand.Moves(),
            new PositionCommand.Explain(), new PositionCommand.GenusOf(), new CheckWorkCommand(), new VerifyCommand());

    private static final Option HELP = Option.builder("h").longOpt("help").desc("Show this help and exit.").get();

    private Main() {
    }

    public static void main(String[] args) {
        // The launcher runs the preview from a copy of the jar, so that a rebuild of the jar cannot pull classes from
        // under it: the copy goes when the process ends, however it ends.
        String copy = System.getProperty("nimbook.running");
        if (copy != null) {
            new File(copy).deleteOnExit();
        }
        // Not System.out: a PrintStream hides its failures from the writer over it.
        StandardOutput stdout = new StandardOutput();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int status;
        try {
            status = run(args, System.in, out, err, stdout::failure);
        } catch (OutOfMemoryError e) {
            // Out of memory even to say so (the preview's threads may keep the process alive): the status tells it.
            status = 1;
        }
        System.exit(status);
    }

    /** Runs one command line; the streams are parameters so that tests run it in-process. */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err) {
        return run(args, in, out, err, () -> null);
    }

    /**
     * Runs one command line; a failed write to standard output (a full disk, a closed pipe) fails it, as {@code why}
     * tells (null: unknown), since what the command printed is not all there.
     */
    private static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err, Supplier<String> why) {
        int status;
        try {
            status = dispatch(args, new Command.Streams(in, out, err));
        } finally {
            err.flush();
        }
        if (out.checkError()) {
            err.println("nimbook: error: cannot write standard output" + (why.get() == null ? "" : ": " + why.get()));
            err.flush();
            return status == 0 ? 1 : status;
        }
        return status;
    }

    /** The process's standard output, keeping why a write to it failed (a PrintWriter keeps only that one did). */
    private static final class StandardOutput extends FilterOutputStream {
        private volatile IOException failed;

        StandardOutput() {
            super(new FileOutputStream(FileDescriptor.out));
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                failed = e;
                throw e;
            }
        }

        String failure() {
            return failed == null ? null : IoReason.of(failed);
        }
    }

    private static int dispatch(String[] args, Command.Streams streams) {
        PrintWriter out = streams.out();
        PrintWriter err = streams.err();
        boolean help = args.length > 0 && (args[0].equals("-h") || args[0].equals("--help"));
        if (help && args.length == 2 && named(args[1]) != null) {
            // nimbook --help build, as git and cargo take it.
            help(named(args[1]), named(args[1]).options().addOption(HELP), out);
            return 0;
        }
        boolean version = args.length > 0 && (args[0].equals("-V") || args[0].equals("--version"));
        if ((help || version) && args.length > 1) {
            err.println("nimbook: error: " + args[0] + " takes nothing after it" + (help ? " but a command's name" : "")
                    + ", not \"" + args[1] + "\" (see nimbook --help)");
            return BAD_INPUT;
        }
        if (args.length == 0 || help) {
            usage(out);
            return 0;
        }
        if (version) {
            out.println("nimbook " + version());
            return 0;
        }
        Command command = named(args[0]);
        if (command == null) {
            List<String> names = COMMANDS.stream().map(Command::name).toList();
            err.println("nimbook: error: unknown command " + Notation.quote(args[0]) + Spelling.suggest(args[0], names)
                    + ": the commands are " + String.join(", ", names) + " (see nimbook --help)");
            return BAD_INPUT;
        }
        return run(command, Arrays.copyOfRange(args, 1, args.length), streams);
    }

    /** Runs a command on its arguments; what goes wrong is said on one line, with the exit code it calls for. */
    private static int run(Command command, String[] args, Command.Streams streams) {
        PrintWriter out = streams.out();
        PrintWriter err = streams.err();
        Options options = command.options().addOption(HELP);
        try {
            CommandLine line = DefaultParser.builder().get().parse(options, args, command.argumentsEndOptions());
            // Parsing stops at an option it does not know there, so that "nim 3 -4" reaches the notation's message; no
            // position starts with a dash, so a first argument that does is a mistyped option.
            if (command.argumentsEndOptions() && !line.getArgList().isEmpty() && line.getArgList().get(0).startsWith("-")) {
                throw new UnrecognizedOptionException("", line.getArgList().get(0));
            }
            if (line.hasOption(HELP)) {
                help(command, options, out);
                return 0;
            }
            return command.run(line, streams);
        } catch (UnrecognizedOptionException e) {
            List<String> known = options.getOptions().stream().filter(Option::hasLongOpt)
                    .map(option -> "--" + option.getLongOpt()).sorted().toList();
            String given = e.getOption().replaceFirst("=.*", "");
            err.println("nimbook: error: unknown option " + Notation.quote(given) + Spelling.suggest(given, known) + " (see nimbook "
                    + command.name() + " --help)");
            return BAD_INPUT;
        } catch (ParseException e) {
            err.println("nimbook: error: " + e.getMessage() + " (see nimbook " + command.name() + " --help)");
            return BAD_INPUT;
        } catch (NotationException e) {
            err.println("nimbook: error: " + e.getMessage());
            return BAD_INPUT;
        } catch (IOException e) {
            err.println("nimbook: error: " + IoReason.told(e));
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } catch (StackOverflowError e) {
            err.println("nimbook: error: the input nests too deeply to process (something that contains itself, or"
                    + " hundreds of levels of nesting): flatten it");
            return 1;
        }
    }

    /** The command called name, or null. A loop: a build's first stream would cost its start-up ~10 ms here. */
    private static Command named(String name) {
        for (Command command : COMMANDS) {
            if (command.name().equals(name)) {
                return command;
            }
        }
        return null;
    }

    private static void usage(PrintWriter out) {
        out.println("Usage: nimbook COMMAND [OPTIONS] [ARGUMENTS]");
        out.println("Builds the Nimbook textbook and answers questions about impartial games.");
        out.println();
        out.println("Commands:");
        int width = COMMANDS.stream().mapToInt(command -> command.name().length()).max().orElse(0) + 5;
        for (Command command : COMMANDS) {
            wrapped(out, padded("  " + command.name(), width), command.description());
        }
        out.println();
        out.println("nimbook COMMAND --help describes a command; nimbook --version prints the version.");
    }

    private static void help(Command command, Options options, PrintWriter out) {
        out.println("Usage: nimbook " + command.name() + " [OPTIONS]" + (command.arguments().isEmpty() ? ""
                : " " + command.arguments()));
        wrapped(out, "", command.description());
        if (!command.argumentsHelp().isEmpty()) {
            wrapped(out, "", command.argumentsHelp());
        }
        out.println();
        out.println("Options:");
        Map<String, String> described = new LinkedHashMap<>();
        for (Option option : options.getOptions()) {
            described.put((option.getOpt() == null ? "      " : "  -" + option.getOpt() + ", ") + "--"
                    + option.getLongOpt() + (option.hasArg() ? " " + option.getArgName() : ""), option.getDescription());
        }
        int width = described.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
        described.forEach((name, description) -> wrapped(out, padded(name, width), description));
    }

    private static String padded(String text, int width) {
        return text + " ".repeat(width - text.length());
    }

    /**
     * Prints text wrapped at 100 characters: the first line starts with lead, the others with as many spaces. By hand:
     * commons-cli's help formatter pads every line with trailing spaces and heads the options with a row of titles (its
     * older one, deprecated, writes -h,--help and --out <DIR>).
     */
    private static void wrapped(PrintWriter out, String lead, String text) {
        StringBuilder line = new StringBuilder(lead);
        boolean empty = true;
        for (String word : text.split(" ")) {
            if (!empty && line.length() + 1 + word.length() > 100) {
                out.println(line);
                line = new StringBuilder(" ".repeat(lead.length()));
                empty = true;
            }
            line.append(empty ? "" : " ").append(word);
            empty = false;
        }
        out.println(line);
    }

    /** The version, from the build's filtered resource. */
    private static String version() {
        Properties properties = new Properties();
        try (InputStream in = Main.class.getResourceAsStream("/nimbook/version.properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }
}
