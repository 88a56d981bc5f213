package nimbook.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import nimbook.solver.NotationException;

/**
 * One of {@code nimbook}'s commands: its name, what it does, its options and arguments, and how it runs. A
 * {@link ParseException} thrown by {@link #run} is a usage error (exit 2, with a pointer to the command's help).
 */
abstract class Command {
    /** The streams a command reads and writes; parameters, so that tests run commands in-process. */
    record Streams(InputStream in, PrintWriter out, PrintWriter err) {
    }

    abstract String name();

    abstract String description();

    /** The arguments after the options, as the usage line shows them ("" for none). */
    String arguments() {
        return "";
    }

    /** What the arguments mean, for the command's help ("" when there are none). */
    String argumentsHelp() {
        return "";
    }

    /** The command's options (help is added to every command). */
    Options options() {
        return new Options();
    }

    /** Whether the first argument ends the options: a position such as {@code nim -3} is not an option. */
    boolean argumentsEndOptions() {
        return false;
    }

    /** Runs the command; returns the exit status. */
    abstract int run(CommandLine line, Streams streams) throws ParseException, NotationException, IOException,
            InterruptedException;

    /** Fails unless the command was given between {@code least} and {@code most} arguments. */
    final void expectArguments(CommandLine line, int least, int most) throws ParseException {
        int given = line.getArgList().size();
        if (given < least || given > most) {
            throw new ParseException("expected " + (arguments().isEmpty() ? "no arguments" : arguments()) + ", got "
                    + (given == 0 ? "none" : String.join(" ", line.getArgList())));
        }
    }
}
