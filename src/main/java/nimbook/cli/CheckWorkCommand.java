package nimbook.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import nimbook.practice.Matcher;
import nimbook.practice.StepChecker;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code check-work}: a worked answer read from standard input, checked line by line as the page's answer box does. */
final class CheckWorkCommand extends Command {
    @Override
    String name() {
        return "check-work";
    }

    @Override
    String description() {
        return "Check a worked answer about POSITION, one step per line on standard input: print each non-empty line's"
                + " number, verdict (right, wrong, unreadable or incomplete) and why, with how it was read in brackets when"
                + " not as written, then the whole answer's.";
    }

    @Override
    String arguments() {
        return "POSITION";
    }

    @Override
    String argumentsHelp() {
        return "POSITION is the exercise's, in the book's notation, e.g. nim 3 4 5, or loopy 0>1,1>0,1>2@0 (whose lines"
                + " are the labelling's rounds, the vertices' values and their sums).";
    }

    @Override
    Options options() {
        return new Options()
                .addOption(BuildCommand.valued("answer", "KIND", "What the exercise asks: " + String.join(", ", Matcher.KINDS)
                        + " (default grundy)."))
                .addOption(Option.builder().longOpt("binary").desc("The question is about binary: a value of 0s and 1s"
                        + " is read in binary where decimal does not give the value, and a line true in neither reading is"
                        + " read in binary.").get());
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, NotationException, IOException {
        if (line.getArgList().isEmpty()) {
            throw new ParseException("expected " + arguments() + ", got none");
        }
        String kind = line.getOptionValue("answer", "grundy");
        if (!Matcher.KINDS.contains(kind)) {
            throw new ParseException("--answer \"" + kind + "\" is not something to check: use " + String.join(", ",
                    Matcher.KINDS));
        }
        StepChecker.Checked checked = new StepChecker(new Solver()).check(String.join(" ", line.getArgList()),
                kind, line.hasOption("binary"), new String(streams.in().readAllBytes(), StandardCharsets.UTF_8));
        StringBuilder text = new StringBuilder();
        for (StepChecker.Line step : checked.lines()) {
            text.append(step.number()).append(": ").append(step.mark().word()).append(": ").append(step.message())
                    .append(step.reading().isEmpty() ? "" : " (" + step.reading() + ")").append('\n');
        }
        text.append("answer: ").append(checked.state().word()).append(": ").append(checked.message()).append('\n');
        streams.out().print(text);
        return 0;
    }
}
