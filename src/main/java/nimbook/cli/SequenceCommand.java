package nimbook.cli;

import java.util.concurrent.Callable;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "sequence", mixinStandardHelpOptions = true,
        description = "Print G(0) … G(N) of a one-heap game on one line, separated by spaces.")
final class SequenceCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "NAME[:PARAMS]", description = "A one-heap game, e.g. kayles or subtract:1,2,4.")
    String name;

    @Parameters(index = "1", paramLabel = "N", description = "The largest heap, from 0.")
    String last;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws NotationException {
        Solver solver = new Solver();
        Game game = solver.game(name);
        if (last.isEmpty() || !last.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NotationException("\"" + last + "\" is not a heap size: expected a whole number, like 20", 0);
        }
        long[] values = solver.sequence(game, last.length() > 18 ? Long.MAX_VALUE : Long.parseLong(last));
        StringBuilder line = new StringBuilder(values.length * 3);
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                line.append(' ');
            }
            line.append(values[i]);
        }
        spec.commandLine().getOut().println(line);
        return 0;
    }
}
