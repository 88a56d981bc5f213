package nimbook.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** A query about one position, written as the command's words, or about each line of standard input. */
abstract class PositionCommand implements Callable<Integer> {
    @Parameters(paramLabel = "POSITION", arity = "0..*",
            description = "A position in the book's notation, e.g. nim 3 4 5 or nim 3 + squares 11."
                    + " Without one, positions are read from standard input, one per line.")
    List<String> words = new ArrayList<>();

    @Spec
    CommandSpec spec;

    InputStream input = System.in;

    final Solver solver = new Solver();

    /** The answer for one position, as the lines to print. */
    abstract List<String> answer(Position position) throws NotationException;

    @Override
    public Integer call() throws NotationException, IOException {
        List<Position> positions = new ArrayList<>();
        if (!words.isEmpty()) {
            positions.add(solver.parse(String.join(" ", words)));
        } else {
            BufferedReader reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                try {
                    positions.add(solver.parse(line));
                } catch (NotationException e) {
                    throw new NotationException("line " + number + ": " + e.getMessage(), e.offset());
                }
            }
        }
        StringBuilder text = new StringBuilder();
        for (Position position : positions) {
            for (String line : answer(position)) {
                text.append(line).append('\n');
            }
        }
        spec.commandLine().getOut().print(text);
        return 0;
    }
}
