package nimbook.cli;

import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import picocli.CommandLine.Command;

@Command(name = "moves", mixinStandardHelpOptions = true,
        description = "Print every winning move as the position it leaves, one per line (nothing if there is none).")
final class MovesCommand extends PositionCommand {
    @Override
    List<String> answer(Position position) throws NotationException {
        return solver.winningMoves(position).stream().map(Position::toString).toList();
    }
}
