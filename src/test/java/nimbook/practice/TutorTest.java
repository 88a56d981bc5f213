package nimbook.practice;

import static nimbook.practice.StepCheckerTest.checked;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Answers judged as a tutor would, word for word: a partial list of winning moves, a move tried and rejected, the
 * mistakes students make each in its own words (the table docs/practice.md prints, compared here with the code's), a
 * sum's reason naming only what the student wrote.
 */
class TutorTest {
    private static final Path DOCS = Path.of("docs/practice.md");
    private static final String BEGIN = "<!-- begin misconceptions: made from practice.Misconception -->";
    private static final String END = "<!-- end misconceptions -->";

    @Test
    void aPartialListOfWinningMovesIsIncompleteWithEachRightMoveMarkedRight() {
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position.
                2 right: Right: that move leaves value 0, a P-position.
                answer incomplete: Each of these wins: 1 more winning move to find.
                """, checked("nim 7 11 13", "moves", """
                nim 6 11 13
                nim 7 10 13
                """));
        assertEquals("""
                1 right: Right: each of these wins.
                answer incomplete: Each of these wins: 1 more winning move to find.
                """, checked("nim 7 11 13", "moves", "nim 6 11 13; nim 7 10 13"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position.
                2 wrong: The move to nim 7 11 10 leaves value 6, not 0: the other player moves next, from a position they can\
                 win.
                answer wrong: Line 2 is wrong.
                """, checked("nim 7 11 13", "moves", """
                nim 6 11 13
                nim 7 11 13 → nim 7 11 10
                """));
    }

    @Test
    void aMoveTriedAndRejectedIsARightStatementAndOnlyTheLastAnswerIsTheAnswer() {
        assertEquals("""
                1 right: Right.
                2 right: Right: that move leaves value 0, a P-position.
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 2 4 5 = 3
                nim 3 4 5 → nim 1 4 5
                """));
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right: that move leaves value 0, a P-position.
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 2 4 5 = 3
                nim 3 4 5 → nim 3 4 1 = 6
                nim 3 4 5 → nim 1 4 5 = 0
                """));
        assertEquals("""
                1 right: Right: a move you tried; the last move you write is your answer.
                2 right: Right: that move leaves value 0, a P-position.
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 3 4 1
                nim 3 4 5 → nim 1 4 5
                """));
        assertEquals("""
                1 right: Right: a move you tried; the last move you write is your answer.
                2 wrong: The move to nim 3 4 1 leaves value 6, not 0: the other player moves next, from a position they can win.
                answer wrong: Line 2 is wrong.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 1 4 5
                nim 3 4 5 → nim 3 4 1
                """));
        assertEquals("""
                1 wrong: The move to nim 3 4 1 leaves value 6, not 0: the other player moves next, from a position they can win.
                2 right: Right: that move leaves value 0, a P-position.
                answer wrong: Line 1 is wrong.
                """, checked("nim 3 4 5", "move", """
                nim 3 4 5 → nim 3 4 1 = 0
                nim 3 4 5 → nim 1 4 5
                """));
    }

    @Test
    void eachMisconceptionIsRecognisedAndAnsweredInItsOwnWords() {
        assertEquals("""
                1 wrong: 3 ⊕ 4 ⊕ 5 is not 12: 12 is 3 + 4 + 5, the ordinary sum; a nim-sum adds each binary column without\
                 carrying, so a column with an even number of ones gives 0.
                answer wrong: 3 ⊕ 4 ⊕ 5 is not 12: 12 is 3 + 4 + 5, the ordinary sum; a nim-sum adds each binary column without\
                 carrying, so a column with an even number of ones gives 0. (claimed 12)
                """, checked("nim 3 4 5", "grundy", "3 ⊕ 4 ⊕ 5 = 12"));
        assertEquals("""
                1 wrong: nim 3 4 5 is not 12: 12 is 3 + 4 + 5, the ordinary sum; a nim-sum adds each binary column without\
                 carrying, so a column with an even number of ones gives 0.
                answer wrong: nim 3 4 5 is not 12: 12 is 3 + 4 + 5, the ordinary sum; a nim-sum adds each binary column without\
                 carrying, so a column with an even number of ones gives 0. (claimed 12)
                """, checked("nim 3 4 5", "grundy", "nim 3 4 5 = 12"));
        assertEquals("""
                1 wrong: 3 ⊕ 5 is not 7: 7 has a 1 in every column where any of them has one; a nim-sum has a 1 only where an\
                 odd number of them do.
                answer wrong: 3 ⊕ 5 is not 7: 7 has a 1 in every column where any of them has one; a nim-sum has a 1 only where\
                 an odd number of them do.
                """, checked("kayles 7", "grundy", "3 ⊕ 5 = 7"));
        assertEquals("""
                1 wrong: mex{1, 2} is not 3: the mex is the least number not in {1, 2}, counting from 0.
                answer wrong: mex{1, 2} is not 3: the mex is the least number not in {1, 2}, counting from 0.
                """, checked("kayles 7", "grundy", "mex{1, 2} = 3"));
        assertEquals("""
                1 wrong: mex{0, 2, 3} is not 4: the mex is not one more than the largest value, but the least number missing\
                 from {0, 2, 3}.
                answer wrong: mex{0, 2, 3} is not 4: the mex is not one more than the largest value, but the least number\
                 missing from {0, 2, 3}.
                """, checked("kayles 7", "grundy", "mex{0, 2, 3} = 4"));
        assertEquals("""
                1 wrong: mex{0, 2, 3} is not 0: the mex is the least number that is not in {0, 2, 3}, not the least that is.
                answer wrong: mex{0, 2, 3} is not 0: the mex is the least number that is not in {0, 2, 3}, not the least that\
                 is.
                """, checked("kayles 7", "grundy", "mex{0, 2, 3} = 0"));
        assertEquals("""
                1 wrong: misere-nim 1 1 1 1 1 is not 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1: that is its value in normal play; in misère play, with\
                 no heap of two or more counters, count the heaps of one.
                answer wrong: misere-nim 1 1 1 1 1 is not 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1: that is its value in normal play; in misère play,\
                 with no heap of two or more counters, count the heaps of one.
                """, checked("misere-nim 1 1 1 1 1", "outcome", "misere-nim 1 1 1 1 1 = 1 ⊕ 1 ⊕ 1 ⊕ 1 ⊕ 1"));
        assertEquals("""
                1 wrong: misere-nim 1 1 1 1 1 is not N: that is its outcome in normal play; in misère play, with no heap of two\
                 or more counters, count the heaps of one.
                answer wrong: misere-nim 1 1 1 1 1 is not N: that is its outcome in normal play; in misère play, with no heap\
                 of two or more counters, count the heaps of one.
                """, checked("misere-nim 1 1 1 1 1", "outcome", "N"));
        assertEquals("""
                1 wrong: misere-nim 1 1 1 1 1 is not 1: that is its value in normal play; in misère play, with no heap of two\
                 or more counters, count the heaps of one.
                answer wrong: misere-nim 1 1 1 1 1 is not 1: that is its value in normal play; in misère play, with no heap of\
                 two or more counters, count the heaps of one. (claimed 1)
                """, checked("misere-nim 1 1 1 1 1", "grundy", "misere-nim 1 1 1 1 1 = 1"));
        assertEquals("""
                1 wrong: The move to nim 3 4 1 leaves value 6, not 0: the other player moves next, from a position they can win.
                answer wrong: The move to nim 3 4 1 leaves value 6, not 0: the other player moves next, from a position they\
                 can win.
                """, checked("nim 3 4 5", "move", "nim 3 4 1"));
        assertEquals("""
                1 wrong: 3 ⊕ 4 leaves out nim 5: write one term for each component of nim 3 4 5.
                answer wrong: 3 ⊕ 4 leaves out nim 5: write one term for each component of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", "nim 3 4 5 = 3 ⊕ 4"));
        assertEquals("""
                1 wrong: 3 ⊕ 4 ⊕ 5 ⊕ 6 has 4 terms for 3 components: write one term for each component of nim 3 4 5.
                answer wrong: 3 ⊕ 4 ⊕ 5 ⊕ 6 has 4 terms for 3 components: write one term for each component of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", "nim 3 4 5 = 3 ⊕ 4 ⊕ 5 ⊕ 6"));
    }

    @Test
    void aSumsReasonNamesOnlyComponentsTheStudentWrote() {
        assertEquals("""
                1 wrong: misere-nim 1 1 1 1 1 is not 0 ⊕ 0 ⊕ 0 ⊕ 0 ⊕ 1: that is its value in normal play; in misère play, with\
                 no heap of two or more counters, count the heaps of one.
                answer wrong: misere-nim 1 1 1 1 1 is not 0 ⊕ 0 ⊕ 0 ⊕ 0 ⊕ 1: that is its value in normal play; in misère play,\
                 with no heap of two or more counters, count the heaps of one.
                """, checked("misere-nim 1 1 1 1 1", "grundy", "misere-nim 1 1 1 1 1 = 0 ⊕ 0 ⊕ 0 ⊕ 0 ⊕ 1"));
        assertEquals("""
                1 right: Right: the value is 2.
                answer right: Right: the value is 2. (claimed 2)
                """, checked("misere-nim 3 1", "grundy", "misere-nim 3 1 = 3 ⊕ 1 = 2"));
        assertEquals("""
                1 right: Right: the value is 6.
                2 right: Right: the value is 6.
                3 incomplete: Right so far; now say what it comes to: end with = and a number.
                answer right: Right: the value is 6. (claimed 6)
                """, checked("kayles 5 2 6 6", "grundy", """
                kayles 5 2 6 6 = 4 ⊕ 2 ⊕ 3 ⊕ 3 = 6
                kayles 5 2 6 6 = 4 ⊕ 2 = 6
                kayles 5 2 6 6 = 2 ⊕ 4 ⊕ 3 ⊕ 3
                """));
        assertEquals("""
                1 wrong: kayles 2 is 2, not 1: its options have values 0 and 1, and mex{0, 1} = 2.
                answer wrong: kayles 2 is 2, not 1: its options have values 0 and 1, and mex{0, 1} = 2.
                """, checked("kayles 5 2 6 6", "grundy", "kayles 5 2 6 6 = 4 ⊕ 1 ⊕ 3 ⊕ 3"));
        assertEquals("""
                1 wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.
                answer wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.
                """, checked("kayles 4 + nim 3", "grundy", "kayles 4 + nim 3 = 3 ⊕ 2"));
    }

    /** The table of misconceptions in docs/practice.md is the code's; -Dgolden.update=true rewrites it. */
    @Test
    void theDocsListTheMisconceptionsAsTheCodeHasThem() throws IOException {
        List<String> rows = new ArrayList<>(List.of("| mistake | recognised when | what the checker says |",
                "|---|---|---|"));
        for (Misconception misconception : Misconception.values()) {
            rows.add("| " + misconception.mistake() + " | " + misconception.recognised() + " | "
                    + misconception.template().replace("{", "*").replace("}", "*") + " |");
        }
        String table = BEGIN + "\n" + String.join("\n", rows) + "\n" + END;
        String docs = Files.readString(DOCS);
        int begin = docs.indexOf(BEGIN);
        int end = docs.indexOf(END);
        String written = begin < 0 || end < 0 ? "" : docs.substring(begin, end + END.length());
        if (Boolean.getBoolean("golden.update") && begin >= 0 && end >= 0) {
            Files.writeString(DOCS, docs.substring(0, begin) + table + docs.substring(end + END.length()));
            written = table;
        }
        assertEquals(table, written, "docs/practice.md: rerun with -Dgolden.update=true and review the diff");
    }
}
