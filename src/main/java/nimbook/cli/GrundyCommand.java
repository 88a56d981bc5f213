package nimbook.cli;

import java.util.List;
import nimbook.solver.Position;
import picocli.CommandLine.Command;

@Command(name = "grundy", mixinStandardHelpOptions = true,
        description = "Print the Grundy value of a position (one value per line for standard input).")
final class GrundyCommand extends PositionCommand {
    @Override
    List<String> answer(Position position) {
        return List.of(Long.toString(solver.grundy(position)));
    }
}
