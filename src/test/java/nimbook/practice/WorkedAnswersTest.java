package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * Thousands of worked answers (right, with one error planted, prose, LaTeX, binary, without the answer, restating),
 * their values worked out by brute force in the tests ({@link Brute}), judged by the checker: every planted error is
 * caught, no right line is marked anything but right, no line that restates the question is marked right, and each
 * answer comes to the state it must.
 */
class WorkedAnswersTest {
    private static final int ANSWERS = 2_400;

    @Test
    void everyPlantedErrorIsCaughtAndNoRightOrRestatingLineIsMisjudged() throws NotationException {
        Solver solver = new Solver();
        StepChecker checker = new StepChecker(solver);
        Map<String, Integer> seen = new TreeMap<>();
        for (WorkedAnswers.Answer answer : new WorkedAnswers(38).make(ANSWERS)) {
            StepChecker.Checked checked = checker.check(solver.parse(answer.position()), answer.kind(), answer.binary(),
                    answer.text());
            String where = answer.position() + " (" + answer.kind() + "):\n" + answer.text() + "\n";
            List<WorkedAnswers.Line> lines = answer.lines();
            assertEquals(lines.size(), checked.lines().size(), where);
            for (int i = 0; i < lines.size(); i++) {
                StepChecker.Line line = checked.lines().get(i);
                String said = where + "line " + (i + 1) + " " + line.mark() + ": " + line.message();
                switch (lines.get(i).kind()) {
                    case RIGHT -> assertEquals(StepChecker.State.RIGHT, line.mark(), said);
                    case WRONG -> assertEquals(StepChecker.State.WRONG, line.mark(), said);
                    default -> assertNotEquals(StepChecker.State.RIGHT, line.mark(), said);
                }
                seen.merge(lines.get(i).kind().name(), 1, Integer::sum);
            }
            if (answer.state() == null) {
                assertNotEquals(StepChecker.State.RIGHT, checked.state(), where + checked.message());
            } else {
                assertEquals(answer.state(), checked.state().word(), where + checked.message());
            }
            seen.merge("answers " + answer.state(), 1, Integer::sum);
        }
        System.out.println("worked answers: " + ANSWERS + ", lines and answers by kind: " + seen);
        assertTrue(seen.get("WRONG") >= 400 && seen.get("RESTATING") >= 1000 && seen.get("RIGHT") >= 5000, seen.toString());
    }
}
