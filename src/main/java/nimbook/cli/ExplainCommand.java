package nimbook.cli;

import java.util.List;
import nimbook.solver.ExplanationText;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import picocli.CommandLine.Command;

@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Print the worked reasoning: values, nim-sum in binary, mex or eeny-meeny walk, winning moves.")
final class ExplainCommand extends PositionCommand {
    @Override
    List<String> answer(Position position) throws NotationException {
        return ExplanationText.lines(solver.explain(position));
    }
}
