package nimbook.solver;

import java.util.List;

/**
 * How a position's value, outcome and winning moves follow, as steps; {@code winningMoves} lists every position a
 * winning move leaves (the steps show the first few).
 */
public record Explanation(String position, long value, Outcome outcome, boolean misere, List<Step> steps,
        List<String> winningMoves) {
    public Explanation {
        steps = List.copyOf(steps);
        winningMoves = List.copyOf(winningMoves);
    }
}
