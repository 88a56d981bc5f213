package nimbook.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nimbook.solver.ExplanationText;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.apache.commons.cli.CommandLine;

/** A query about one position, written as the command's words, or about each line of standard input. */
abstract class PositionCommand extends Command {
    /** The answer for one position, as the lines to print. */
    abstract List<String> answer(Solver solver, Position position) throws NotationException;

    @Override
    String arguments() {
        return "[POSITION]";
    }

    @Override
    boolean argumentsEndOptions() {
        return true;
    }

    @Override
    int run(CommandLine line, Streams streams) throws NotationException, IOException {
        Solver solver = new Solver();
        List<Position> positions = new ArrayList<>();
        boolean fromInput = line.getArgList().isEmpty();
        if (!fromInput) {
            positions.add(solver.parse(String.join(" ", line.getArgList())));
        } else {
            BufferedReader reader = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8));
            int number = 0;
            for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                number++;
                try {
                    positions.add(solver.parse(text));
                } catch (NotationException e) {
                    throw new NotationException("line " + number + ": " + e.getMessage(), e.offset());
                }
            }
        }
        StringBuilder text = new StringBuilder();
        for (Position position : positions) {
            for (String answer : fromInput ? answerForInputLine(solver, position) : answer(solver, position)) {
                text.append(answer).append('\n');
            }
        }
        streams.out().print(text);
        return 0;
    }

    /** The answer for one line of standard input: by default the same as for the command's words. */
    List<String> answerForInputLine(Solver solver, Position position) throws NotationException {
        return answer(solver, position);
    }

    @Override
    String argumentsHelp() {
        return "POSITION is in the book's notation, e.g. nim 3 4 5 or nim 3 + squares 11; without one, positions are read"
                + " from standard input, one per line.";
    }

    static final class Grundy extends PositionCommand {
        @Override
        String name() {
            return "grundy";
        }

        @Override
        String description() {
            return "Print the Grundy value of a position (one value per line for standard input).";
        }

        @Override
        List<String> answer(Solver solver, Position position) {
            return List.of(Long.toString(solver.grundy(position)));
        }
    }

    static final class Moves extends PositionCommand {
        @Override
        String name() {
            return "moves";
        }

        @Override
        String description() {
            return "Print every winning move as the position it leaves, one per line (nothing if there is none); for"
                    + " standard input, one line per position, its moves separated by \"; \" (empty if there is none).";
        }

        @Override
        List<String> answer(Solver solver, Position position) throws NotationException {
            return solver.winningMoves(position).stream().map(Position::toString).toList();
        }

        /** One line per position read, so that answers pair with their positions. */
        @Override
        List<String> answerForInputLine(Solver solver, Position position) throws NotationException {
            return List.of(String.join("; ", answer(solver, position)));
        }
    }

    static final class Explain extends PositionCommand {
        @Override
        String name() {
            return "explain";
        }

        @Override
        String description() {
            return "Print the worked reasoning: values, nim-sum in binary, mex or eeny-meeny walk, winning moves.";
        }

        @Override
        List<String> answer(Solver solver, Position position) throws NotationException {
            return ExplanationText.lines(solver.explain(position));
        }
    }
}
