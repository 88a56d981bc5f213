package nimbook.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nimbook.practice.Subject;
import nimbook.solver.Genus;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.apache.commons.cli.CommandLine;

/** A query about one position, written as the command's words, or about each line of standard input. */
abstract class PositionCommand extends Command {
    /** The answer for one position, as the lines to print. */
    abstract List<String> answer(Subject position) throws NotationException;

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
        StringBuilder text = new StringBuilder();
        if (!line.getArgList().isEmpty()) {
            for (String answer : answer(Subject.read(solver, String.join(" ", line.getArgList())))) {
                text.append(answer).append('\n');
            }
        } else {
            List<String> lines = lines(new String(streams.in().readAllBytes(), StandardCharsets.UTF_8));
            for (int number = 1; number <= lines.size(); number++) {
                // Each line is read and answered before the next, so the first line with a problem is the one named.
                try {
                    for (String answer : answerForInputLine(Subject.read(solver, lines.get(number - 1)))) {
                        text.append(answer).append('\n');
                    }
                } catch (NotationException e) {
                    throw new NotationException("line " + number + ": " + e.getMessage(), e.offset());
                }
            }
        }
        streams.out().print(text);
        return 0;
    }

    /**
     * Standard input's lines, one answer each: a line ends at a line feed, a carriage return and line feed, or a
     * carriage return alone (as an old Mac wrote them), each counted once. Blank lines at the very end (a last line
     * ended twice) are no questions; a blank line before a position is one, and an error.
     */
    private static List<String> lines(String input) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(input.substring(start, i));
                if (c == '\r' && i + 1 < input.length() && input.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < input.length()) {
            lines.add(input.substring(start));
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    /** The answer for one line of standard input: by default the same as for the command's words. */
    List<String> answerForInputLine(Subject position) throws NotationException {
        return answer(position);
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
            return "Print the Grundy value of a position (one value per line for standard input); of a loopy position, its"
                    + " generalised value, a number or ∞(K).";
        }

        @Override
        List<String> answer(Subject position) {
            return List.of(position.value());
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
                    + " standard input, one line per position, its moves separated by \"; \" (empty if there is none)."
                    + " Loopy positions too.";
        }

        @Override
        List<String> answer(Subject position) throws NotationException {
            return position.winningMoves();
        }

        /** One line per position read, so that answers pair with their positions. */
        @Override
        List<String> answerForInputLine(Subject position) throws NotationException {
            return List.of(String.join("; ", answer(position)));
        }
    }

    static final class GenusOf extends PositionCommand {
        @Override
        String name() {
            return "genus";
        }

        @Override
        String description() {
            return "Print Conway's genus of a misère position (misere:GAME HEAPS), as 4^{146}, and whether it is tame (it and"
                    + " every position it reaches have a genus of misère Nim) or wild.";
        }

        @Override
        List<String> answer(Subject position) throws NotationException {
            if (!(position instanceof Subject.Sum sum)) {
                throw new NotationException("a loopy position has no genus: the genus is of misère positions, like"
                        + " misere:kayles 5", 0);
            }
            Genus genus = Genus.of(sum.position());
            return List.of(genus.tex() + " " + (genus.tame() ? "tame" : "wild"));
        }
    }

    static final class Explain extends PositionCommand {
        @Override
        String name() {
            return "explain";
        }

        @Override
        String description() {
            return "Print the worked reasoning: values, nim-sum in binary, mex or eeny-meeny walk, winning moves; for a"
                    + " loopy position, each graph's labelling round by round and the sum.";
        }

        @Override
        List<String> answer(Subject position) throws NotationException {
            return position.explained();
        }
    }
}
