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
 * and 3: exercise 1.1 is nim 1 2 3 (outcome) in every set, 1.2 asks every winning move of nim 1 8 8 (set 1) or nim 3 4 4
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
                + "ann,3,1.2,Nim 4 4 0.,ann@example.org\n"
                + "ann,3,1.2,nim 3 → nim 0,ann@example.org\n"
                + "ann,1,1.2,\"nim 0 8 8\n\",ann@example.org\n"
                + "ann,1,1.2,nim 8 8 + squares 0,ann@example.org\n"
                + "ann,3,2.1, 2 ,ann@example.org\n";
        CliTest.Result graded = grade(folder, right);
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,email,verdict,feedback\n"
                + "ann,3,1.1,P,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,p-position.,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,the other player,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.2,Nim 4 4 0.,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,1.2,nim 3 → nim 0,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,1,1.2,\"nim 0 8 8\n\",ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,1,1.2,nim 8 8 + squares 0,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,2.1,\" 2 \",ann@example.org,right,Right: the value is 2.\n", graded.out());
        assertEquals("ann: 8 of 8 right\n", graded.err());
    }

    @Test
    void wrongAndUnreadableAnswersSayWhyAndEachStudentIsTotalled(@TempDir Path folder) throws IOException {
        CliTest.Result graded = grade(folder, "student,set,exercise,answer,verdict,feedback\n"
                + "bob,1,1.1,N,old,old\n"
                + "bob,1,1.2,nim 0 8 8; nim 1 0 8,,\n"
                + "bob,1,2.1,two,,\n"
                + "cy,3,1.2,\"nim 0 4 4,nim 3 4 0\",,\n"
                + "cy,3,1.2,nim 3 4 4,,\n"
                + "cy,3,2.1,3,,\n");
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,verdict,feedback\n"
                + "bob,1,1.1,N,wrong,\"No: look at the value — 0 means P, anything else N.\"\n"
                + "bob,1,1.2,nim 0 8 8; nim 1 0 8,wrong,\"\"\"nim 1 0 8\"\" leaves value 9, not 0: the other player can win"
                + " from there.\"\n"
                + "bob,1,2.1,two,unreadable,\"Write the value as a whole number, like 3.\"\n"
                + "cy,3,1.2,\"nim 0 4 4,nim 3 4 0\",unreadable,\"\"\"4,nim\"\" is not a heap size: nim takes one whole number"
                + " per heap, like nim 7 (separate moves with a semicolon, not a comma)\"\n"
                + "cy,3,1.2,nim 3 4 4,unreadable,\"\"\"nim 3 4 4\"\" is the position itself: a move changes one component.\"\n"
                + "cy,3,2.1,3,wrong,Not the value: compute it again from the options (or the nim-sum of the parts).\n",
                graded.out());
        assertEquals("bob: 0 of 3 right (1 unreadable)\ncy: 0 of 3 right (2 unreadable)\n", graded.err());
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
