package nimbook.cli;

import nimbook.solver.Game;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.ParseException;

final class SequenceCommand extends Command {
    @Override
    String name() {
        return "sequence";
    }

    @Override
    String description() {
        return "Print G(0) … G(N) of a one-heap game on one line, separated by spaces.";
    }

    @Override
    String arguments() {
        return "NAME[:PARAMS] N";
    }

    @Override
    String argumentsHelp() {
        return "NAME[:PARAMS] is a one-heap game, e.g. kayles or subtract:1,2,4; N is the largest heap, from 0.";
    }

    @Override
    boolean argumentsEndOptions() {
        return true;
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, NotationException {
        expectArguments(line, 2, 2);
        Solver solver = new Solver();
        Game game = solver.game(line.getArgList().get(0));
        String last = line.getArgList().get(1);
        if (!Notation.isWholeNumber(last)) {
            throw new NotationException(Notation.quote(last) + " " + Notation.notWholeNumber(last) + ": the last heap is a whole"
                    + " number, like 20", 0);
        }
        long[] values = solver.sequence(game, Long.parseLong(last));
        StringBuilder text = new StringBuilder(values.length * 3);
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(values[i]);
        }
        streams.out().println(text);
        return 0;
    }
}
