package nimbook.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import nimbook.solver.NotationException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code nimbook} command: builds the book and answers questions about positions. */
@Command(name = "nimbook",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Builds the Nimbook textbook and answers questions about impartial games.",
        subcommands = {
            BuildCommand.class,
            CheckCommand.class,
            ExercisesCommand.class,
            ServeCommand.class,
            GrundyCommand.class,
            SequenceCommand.class,
            MovesCommand.class,
            ExplainCommand.class,
            VerifyCommand.class
        })
public final class Main implements Runnable {
    /** Exit status for bad input: unknown game, malformed position, request too large. */
    static final int BAD_INPUT = 2;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int status = run(args, System.in, out, err);
        out.flush();
        System.exit(status);
    }

    /** Runs one command line; the streams are parameters so that tests run it in-process. */
    public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, arguments) -> {
            err.println("nimbook: error: " + e.getMessage() + " (see " + e.getCommandLine().getCommandName() + " --help)");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof NotationException) {
                err.println("nimbook: error: " + e.getMessage());
                return BAD_INPUT;
            }
            throw e;
        });
        for (CommandLine sub : cli.getSubcommands().values()) {
            if (sub.getCommand() instanceof PositionCommand command) {
                command.input = in;
                // "nim -3" is a position with a negative heap, not an unknown option.
                sub.setUnmatchedOptionsArePositionalParams(true);
            }
        }
        int status = cli.execute(args);
        out.flush();
        return status;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version, from the build's filtered resource. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            Properties properties = new Properties();
            try (InputStream in = Main.class.getResourceAsStream("/nimbook/version.properties")) {
                properties.load(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new String[] {"nimbook " + properties.getProperty("version")};
        }
    }
}
