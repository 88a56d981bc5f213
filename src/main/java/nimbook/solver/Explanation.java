package nimbook.solver;

import java.util.List;

/** How a position's value, outcome and winning moves follow, as steps. */
public record Explanation(String position, long value, Outcome outcome, boolean misere, List<Step> steps) {
    public Explanation {
        steps = List.copyOf(steps);
    }
}
