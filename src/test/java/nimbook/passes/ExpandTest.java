package nimbook.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import nimbook.book.ExerciseKey;
import nimbook.book.Products;
import nimbook.diag.Problem;
import org.junit.jupiter.api.Test;

/**
 * The expand pass: each directive evaluated into what its template shows, a claim checked, and an exercise's dealing a
 * function of the set over its part of the lesson's tree.
 */
class ExpandTest {
    @Test
    void aGeneratedExerciseIsDealtAgainForAnotherSetItsQuestionExpandedForItsPosition() throws Problem {
        OneLesson one = OneLesson.outlined("""
                ```exercise
                generate: nim 2 1..9
                answer: grundy
                hint: The nim-sum of {{ position }}.

                What is the value of {{ position }}?
                ```
                """);
        Products made = one.products();
        assertEquals(List.of(), one.diagnostics.report());
        List<String> dealt = new ArrayList<>();
        for (long set : new long[] {0, 1, 2, 0}) {
            ExerciseKey key = made.exercises().get(0).inSet(set);
            dealt.add(set + ": " + key.position() + " = " + key.answer() + " | " + key.questionText() + " | "
                    + key.hintHtml());
        }
        String hint = "<p>The nim-sum of <span class=\"nb-value nb-exercise-position\"><code class=\"nb-position\">"
                + "<span class=\"nb-term\">%s</span></code></span>.</p>\n";
        assertEquals(List.of(
                "0: nim 6 7 = 1 | What is the value of nim 6 7? | " + hint.formatted("nim 6 7"),
                "1: nim 2 3 = 1 | What is the value of nim 2 3? | " + hint.formatted("nim 2 3"),
                "2: nim 1 7 = 6 | What is the value of nim 1 7? | " + hint.formatted("nim 1 7"),
                "0: nim 6 7 = 1 | What is the value of nim 6 7? | " + hint.formatted("nim 6 7")), dealt);
        // The build's own seed is 0: its key is set 0's.
        assertEquals(made.exercises().get(0).key(), made.exercises().get(0).inSet(0));
    }

    @Test
    void anExerciseWrittenOutIsTheSameInEverySet() throws Problem {
        Products made = OneLesson.made("""
                ```exercise
                position: nim 1 2 3
                answer: outcome

                Who wins {{ position }}?
                ```
                """);
        assertEquals(made.exercises().get(0).key(), made.exercises().get(0).inSet(41));
    }

    @Test
    void aFalseClaimAndABlocksProblemsAreToldAtTheirPlaceAndTheRestIsExpanded() {
        OneLesson one = OneLesson.outlined("""
                Its value is {{ grundy nim 3 4 5 = 3 }}, and {{ outcome nim 1 2 3 = P }} holds.

                ```worked-example
                position: nim 3 4 x
                ```

                ```play
                start: nim 1 2
                ```
                """);
        Products made = one.products();
        assertEquals(List.of(
                "content/01-a.md:5:36: error: claimed 3, but grundy nim 3 4 5 is 2",
                "content/01-a.md:8:19: error: \"x\" is not a whole number: expected digits, like 7"),
                one.diagnostics.report());
        assertEquals(Set.of("play"), made.widgets());
    }
}
