package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grade}: each answer judged as the page's box judges it, against its set's position. The fixture book's sets 1
 * and 3: exercise 1.1 is nim 1 2 3 (outcome) in every set, 1.2 asks every winning move of nim 2 5 2 (set 1) or nim 2 7 9
 * (set 3), 2.1 the value of squares 14 (2).
 */
class GradeCommandTest {
    private static final String GOLDEN = "src/test/resources/books/golden/content";

    private static CliTest.Result grade(Path folder, String sheet, String... options) throws IOException {
        Path file = folder.resolve("answers.csv");
        Files.writeString(file, sheet);
        String[] args = new String[options.length + 4];
        args[0] = "grade";
        args[1] = "--content";
        args[2] = GOLDEN;
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = file.toString();
        return run(args);
    }

    @Test
    void everyAcceptedWayOfWritingAnAnswerIsRightAndTheOtherColumnsAreKept(@TempDir Path folder) throws IOException {
        String right = "student,set,exercise,answer,email\n"
                + "ann,3,1.1,P,ann@example.org\n"
                + "ann,3,1.1,p-position.,ann@example.org\n"
                + "ann,3,1.1,the other player,ann@example.org\n"
                + "ann,3,1.2,Nim 5 7 2.,ann@example.org\n"
                + "ann,3,1.2,nim 9 → nim 5,ann@example.org\n"
                + "ann,1,1.2,\"nim 2 0 2\n\",ann@example.org\n"
                + "ann,1,1.2,nim 2 2 + squares 0,ann@example.org\n"
                + "ann,3,2.1, 2 ,ann@example.org\n";
        CliTest.Result graded = grade(folder, right);
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,email,verdict,feedback\n"
                + "ann,3,1.1,P,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,p-position.,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,the other player,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.2,Nim 5 7 2.,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,1.2,nim 9 → nim 5,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,1,1.2,\"nim 2 0 2\n\",ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,1,1.2,nim 2 2 + squares 0,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,2.1,\" 2 \",ann@example.org,right,Right: the value is 2.\n", graded.out());
        assertEquals("ann: 8 of 8 right\n", graded.err());
    }

    @Test
    void wrongAndUnreadableAnswersSayWhyAndEachStudentIsTotalled(@TempDir Path folder) throws IOException {
        CliTest.Result graded = grade(folder, "student,set,exercise,answer,verdict,feedback\n"
                + "bob,1,1.1,N,old,old\n"
                + "bob,1,1.2,nim 2 0 2; nim 0 5 2,,\n"
                + "bob,1,2.1,two,,\n"
                + "cy,3,1.2,\"nim 2 7 5,nim 2 7 1\",,\n"
                + "cy,3,1.2,nim 2 7 9,,\n"
                + "cy,3,2.1,3,,\n");
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,verdict,feedback\n"
                + "bob,1,1.1,N,wrong,\"No: look at the value — 0 means P, anything else N.\"\n"
                + "bob,1,1.2,nim 2 0 2; nim 0 5 2,wrong,\"\"\"nim 0 5 2\"\" leaves value 7, not 0: the other player can win"
                + " from there.\"\n"
                + "bob,1,2.1,two,unreadable,\"Write the value as a whole number, like 3.\"\n"
                + "cy,3,1.2,\"nim 2 7 5,nim 2 7 1\",unreadable,\"\"\"5,nim\"\" is not a heap size: nim takes one whole number"
                + " per heap, like nim 7 (separate moves with a semicolon, not a comma)\"\n"
                + "cy,3,1.2,nim 2 7 9,unreadable,\"\"\"nim 2 7 9\"\" is the position itself: a move changes one component.\"\n"
                + "cy,3,2.1,3,wrong,Not the value: compute it again from the options (or the nim-sum of the parts).\n",
                graded.out());
        assertEquals("bob: 0 of 3 right (1 unreadable)\ncy: 0 of 3 right (2 unreadable)\n", graded.err());
    }

    /**
     * Exercise 2.2 asks for two different square-game heaps worth 2 together, 2.3 for a subtraction game whose period
     * does not start at heap 0: any answer that meets the demand is right, the key's own or another.
     */
    @Test
    void aPositionOrGameOfTheStudentsOwnIsJudgedByWhatItMeets(@TempDir Path folder) throws IOException {
        CliTest.Result graded = grade(folder, "student,set,exercise,answer\n"
                + "dee,1,2.2,squares 2 4\n"
                + "dee,1,2.2,Squares 9 2.\n"
                + "dee,1,2.2,squares 1 1 2\n"
                + "dee,1,2.2,nim 2\n"
                + "dee,1,2.3,\"subtract:2,4,7\"\n"
                + "dee,1,2.3,\"subtract:1,2\"\n"
                + "dee,1,2.3,\"subtract:1,2 9\"\n");
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,verdict,feedback\n"
                + "dee,1,2.2,squares 2 4,right,\"Right: squares 2 4 is worth 2, has 2 components and has no two equal"
                + " components.\"\n"
                + "dee,1,2.2,Squares 9 2.,right,\"Right: squares 9 2 is worth 2, has 2 components and has no two equal"
                + " components.\"\n"
                + "dee,1,2.2,squares 1 1 2,wrong,\"Not what is asked: squares 1 1 2 is worth 0, and the question asks for"
                + " one that is worth 2.\"\n"
                + "dee,1,2.2,nim 2,unreadable,\"\"\"nim 2\"\" is a position of nim, but the question asks for one of"
                + " squares: write it like squares 14\"\n"
                + "dee,1,2.3,\"subtract:2,4,7\",right,\"Right: subtract:2,4,7 has its period start at heap 8.\"\n"
                + "dee,1,2.3,\"subtract:1,2\",wrong,\"Not a counterexample: subtract:1,2 has its period start at heap 0,"
                + " and the question asks for one that does not have its period start at heap 0.\"\n"
                + "dee,1,2.3,\"subtract:1,2 9\",unreadable,\"Write a game alone, its name and parameters, like"
                + " subtract:1,2,4, without heaps\"\n", graded.out());
        assertEquals("dee: 3 of 7 right (2 unreadable)\n", graded.err());
    }

    @Test
    void aSheetSavedWithAByteOrderMarkIsGradedAsWithout(@TempDir Path folder) throws IOException {
        String sheet = "student,set,exercise,answer\r\nann,1,1.1,P\r\n";
        CliTest.Result plain = grade(folder, sheet);
        assertEquals(0, plain.status(), plain.err());
        assertEquals(plain, grade(folder, "\uFEFF" + sheet));
    }

    @Test
    void aSheetThatCannotBeGradedIsRefusedWholeWithEveryProblemsRowAndColumn(@TempDir Path folder) throws IOException {
        String file = folder.resolve("answers.csv").toString();
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 1: the header has no column \"set\": name"
                + " the columns student, set, exercise, answer (others are kept)\n"),
                grade(folder, "student,exercise,answer\nann,1.1,P\n"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 3, column \"set\": \"x\" is not a set's"
                + " number: write the number the student's sheet shows, like 12\n"
                + "nimbook: error: " + file + ": row 4, column \"exercise\": there is no exercise \"9.9\" in the book: write its"
                + " number as the sheet shows it, like 1.1\n"
                + "nimbook: error: " + file + ": row 5, column \"answer\": the row has 3 cells, fewer than the header's"
                + " columns: add the missing cells\n"
                + "nimbook: error: " + file + ": row 6, column \"set\": there is no set 4 among --seeds: correct the set, or add it"
                + " to --seeds\n"),
                grade(folder, "student,set,exercise,answer\nann,1,1.1,P\nann,x,1.1,P\nann,1,9.9,P\nann,1,1.1\nann,4,1.1,P\n",
                        "--seeds", "1..3"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 1: the header's cells are separated by"
                + " \";\", not commas: save the sheet as comma-separated CSV\n"),
                grade(folder, "student;set;exercise;answer\nann;1;1.1;P\n"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": line 2: a quoted cell is never closed: end it"
                + " with \" (a quote inside a cell is written twice, \"\")\n"),
                grade(folder, "student,set,exercise,answer\nann,1,1.1,\"P\n"));
    }
}
