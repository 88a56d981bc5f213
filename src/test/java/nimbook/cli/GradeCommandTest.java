package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
                + "bea,1,1.2,\"nim 0 8 8\n\",bea@example.org\n"
                + "bea,1,1.2,nim 8 8 + squares 0,bea@example.org\n"
                + "ann,3,2.1, 2 ,ann@example.org\n";
        CliTest.Result graded = grade(folder, right);
        assertEquals(0, graded.status(), graded.err());
        assertEquals("student,set,exercise,answer,email,verdict,feedback\n"
                + "ann,3,1.1,P,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,p-position.,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.1,the other player,ann@example.org,right,Right: it is a P-position.\n"
                + "ann,3,1.2,Nim 4 4 0.,ann@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,1.2,nim 3 → nim 0,ann@example.org,right,Right: this is the only winning move.\n"
                + "bea,1,1.2,\"nim 0 8 8\n\",bea@example.org,right,Right: this is the only winning move.\n"
                + "bea,1,1.2,nim 8 8 + squares 0,bea@example.org,right,Right: this is the only winning move.\n"
                + "ann,3,2.1,\" 2 \",ann@example.org,right,Right: the value is 2.\n", graded.out());
        assertEquals("ann: 3 of 3 exercises right\nbea: 1 of 3 exercises right\n", graded.err());
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
        assertEquals("bob: 0 of 3 exercises right\ncy: 0 of 3 exercises right\n", graded.err());
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
        // The last answer to each exercise counts: both were unreadable.
        assertEquals("dee: 0 of 2 exercises right\n", graded.err());
    }

    @Test
    void aSheetSavedWithAByteOrderMarkIsGradedAsWithout(@TempDir Path folder) throws IOException {
        String sheet = "student,set,exercise,answer\r\nann,1,1.1,P\r\n";
        CliTest.Result plain = grade(folder, sheet);
        assertEquals(0, plain.status(), plain.err());
        assertEquals(plain, grade(folder, "\uFEFF" + sheet));
    }

    @Test
    void aSheetWithoutTheNeededColumnsOrWithAColumnNamedTwiceOrAnUnclosedQuoteIsRefusedWhole(@TempDir Path folder)
            throws IOException {
        String file = folder.resolve("answers.csv").toString();
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 1: the header has no column \"set\": name"
                + " the columns student, set, exercise, answer (in any case; others are kept)\n"),
                grade(folder, "student,exercise,answer\nann,1.1,P\n"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 1: the header names the column \"Answer\""
                + " twice (columns 4 and 5): rename or remove one, so that it is clear which to grade\n"),
                grade(folder, "student,set,exercise,answer,Answer\nann,1,1.1,P,N\n"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": line 2: a quoted cell is never closed, or has"
                + " text after its closing quote: end it with \" (a quote inside a cell is written twice, \"\")\n"),
                grade(folder, "student,set,exercise,answer\nann,1,1.1,\"P\n"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": the file is empty: it needs a header row naming"
                + " the columns student, set, exercise, answer, and a row per answer\n"), grade(folder, "\n;;\n"));
    }

    @Test
    void aRowThatCannotBeGradedIsReportedAndTheOthersAreGradedUnlessStrict(@TempDir Path folder) throws IOException {
        String file = folder.resolve("answers.csv").toString();
        String sheet = "student,set,exercise,answer\nann,1,1.1,P\nann,x,1.1,P\nann,1,9.9,P\nann,1,1.1\n"
                + "ann,1,2.1,2,,extra\nann,1,2.1,2\n";
        String problems = "nimbook: error: " + file + ": row 3, column \"set\": \"x\" is not a set's number: write the"
                + " number the student's sheet shows, like 12\n"
                + "nimbook: error: " + file + ": row 4, column \"exercise\": there is no exercise \"9.9\" in the book: write"
                + " its number as the sheet shows it, like 1.1\n"
                + "nimbook: error: " + file + ": row 5, column \"answer\": the row has 3 cells, fewer than the header's"
                + " columns: add the missing cells\n"
                + "nimbook: error: " + file + ": row 6, column 6: the row has 6 cells, more than the header's 4 columns:"
                + " name the column in the header, or remove the cell\n";
        assertEquals(new CliTest.Result(1, "student,set,exercise,answer,verdict,feedback\n"
                + "ann,1,1.1,P,right,Right: it is a P-position.\n"
                + "ann,1,2.1,2,right,Right: the value is 2.\n", problems + "ann: 2 of 2 exercises right\n"
                + "nimbook: 4 of 6 rows could not be graded (the others were)\n"), grade(folder, sheet));
        assertEquals(new CliTest.Result(2, "", problems + "nimbook: nothing graded (--strict): 4 of 6 rows cannot be\n"),
                grade(folder, sheet, "--strict"));
    }

    @Test
    void aSpreadsheetsCsvIsReadAsWrittenWhateverItsSeparatorCaseMarkAndLineEnds(@TempDir Path folder)
            throws IOException {
        String comma = "student,set,exercise,answer\nann,3,1.1,P\nbea,1,1.2,nim 0 8 8\n";
        CliTest.Result plain = grade(folder, comma);
        assertEquals(0, plain.status(), plain.err());
        String upper = plain.out().replace("student,set,exercise,answer", "Student,SET,Exercise,\" Answer \"");
        // LibreOffice and Excel in Europe: semicolons; Excel's CSV UTF-8: a byte-order mark; Windows: CRLF; blank and
        // all-empty rows where the sheet had gaps; tabs from a spreadsheet's "text" export.
        assertEquals(new CliTest.Result(0, upper, plain.err()), grade(folder, "\uFEFFStudent;SET;Exercise; Answer \r\n"
                + "\r\nann;3;1.1;P\r\n;;;\r\nbea;1;1.2;nim 0 8 8\r\n\r\n"));
        assertEquals(plain, grade(folder, comma.replace(',', '\t')));
        assertEquals(plain, grade(folder, comma.replace(',', ';').replace("nim 0 8 8", "\"nim 0 8 8\"")));
        assertEquals(plain, grade(folder, comma.replace(',', ';'), "--separator", ";"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --separator \"|\" is not a separator: use , ; or tab (see"
                + " nimbook grade --help)\n"), grade(folder, comma, "--separator", "|"));
    }

    @Test
    void whatMayBeAMistakeIsGradedWithAWarningNamingItsRow(@TempDir Path folder) throws IOException {
        String file = folder.resolve("answers.csv").toString();
        CliTest.Result graded = grade(folder, "student,set,exercise,answer\nann,1,1.1,P\nann,4,1.1,P\nann,5,2.1,2\n"
                + "bob,9,1.1,P\n", "--seeds", "1..3");
        assertEquals(0, graded.status(), graded.err());
        assertEquals("nimbook: warning: " + file + ": row 3, column \"set\": set 4 is not among --seeds: ann's answers are"
                + " graded against set 4; check the student's sheet, or add the set to --seeds\n"
                + "nimbook: warning: " + file + ": row 3, column \"set\": ann answers from set 4 here but from set 1 on row"
                + " 2: graded against set 4; check which set is the student's\n"
                + "nimbook: warning: " + file + ": row 4, column \"set\": set 5 is not among --seeds: ann's answers are"
                + " graded against set 5; check the student's sheet, or add the set to --seeds\n"
                + "nimbook: warning: " + file + ": row 4, column \"set\": ann answers from set 5 here but from set 1 on row"
                + " 2: graded against set 5; check which set is the student's\n"
                + "nimbook: warning: " + file + ": row 5, column \"set\": set 9 is not among --seeds: bob's answers are"
                + " graded against set 9; check the student's sheet, or add the set to --seeds\n"
                + "ann: 2 of 2 exercises right\nbob: 1 of 2 exercises right\n", graded.err());
    }

    /** Loopy exercises: a value ∞(K) in its usual writings, a draw, a move; each wrong or unreadable answer says why. */
    @Test
    void loopyAnswersAreGradedAsThePageJudgesThem(@TempDir Path folder) throws IOException {
        Path content = Files.createDirectories(folder.resolve("content"));
        Files.writeString(content.resolve("index.md"), "---\ntitle: Loops\nsummary: A test.\n---\n\nHello.\n");
        String loop = "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@0";
        Files.writeString(content.resolve("01-loops.md"), "---\ntitle: Loops\norder: 1\nsummary: Loops.\n---\n"
                + "## Exercises\n\n```exercise\nposition: " + loop + "\nfixed: true\nanswer: grundy\n\nIts value?\n```\n"
                + "\n```exercise\nposition: " + loop + " " + loop.substring(6) + "\nfixed: true\nanswer: outcome\n\n"
                + "Who wins?\n```\n\n```exercise\nposition: " + loop + "\nfixed: true\nanswer: move\n\nA move?\n```\n");
        Path file = folder.resolve("answers.csv");
        Files.writeString(file, "student,set,exercise,answer\n"
                + "ann,1,1.1,inf{0; 1}\nann,1,1.1,\"∞(1, 0)\"\nann,1,1.1,∞(0)\nann,1,1.1,∞\nann,1,1.1,1\n"
                + "ann,1,1.2,draw\nann,1,1.2,N\nann,1,1.3,\"loopy 1>0,0>1,0>2,0>3,3>4,1>5,5>1@2\"\n"
                + "ann,1,1.3,\"loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@3\"\n");
        CliTest.Result graded = run("grade", "--content", content.toString(), file.toString());
        assertEquals(0, graded.status(), graded.err());
        String form = "Write the value as a whole number, like 3, or ∞ with the finite values of the options, like"
                + " ∞(0,2) (inf(0,2) too; ∞() when no option has a finite value).";
        assertEquals("student,set,exercise,answer,verdict,feedback\n"
                + "ann,1,1.1,inf{0; 1},unreadable,\"" + form + "\"\n"
                + "ann,1,1.1,\"∞(1, 0)\",right,\"Right: the value is ∞(0,1).\"\n"
                + "ann,1,1.1,∞(0),wrong,\"The value is infinite, but the finite values of the options are not (0): list"
                + " every finite value among the options' values.\"\n"
                + "ann,1,1.1,∞,unreadable,\"" + form + "\"\n"
                + "ann,1,1.1,1,wrong,\"Not the value: label the vertices round by round (a vertex left unlabelled is ∞),"
                + " then add the tokens' values.\"\n"
                + "ann,1,1.2,draw,right,Right: it is a draw.\n"
                + "ann,1,1.2,N,wrong,\"No: look at the value — 0 means P, another number N, ∞(K) N when 0 is in K and a"
                + " draw otherwise.\"\n"
                + "ann,1,1.3,\"loopy 1>0,0>1,0>2,0>3,3>4,1>5,5>1@2\",right,\"Right: that move leaves value 0, a"
                + " P-position.\"\n"
                + "ann,1,1.3,\"loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@3\",wrong,\"\"\"loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@3\"\""
                + " leaves value 1, not 0: the other player does not lose from there.\"\n", graded.out());
    }

    /** A book of one lesson with twenty exercises, 1.1 to 1.20: exercise 1.n asks the value of nim n. */
    private static Path twentyExercises(Path folder) throws IOException {
        Path content = Files.createDirectories(folder.resolve("content"));
        Files.writeString(content.resolve("index.md"), "---\ntitle: Twenty\nsummary: A test.\n---\n\nHello.\n");
        StringBuilder lesson = new StringBuilder("---\ntitle: Many\norder: 1\nsummary: Many.\n---\n## Exercises\n");
        for (int n = 1; n <= 20; n++) {
            lesson.append("\n```exercise\nposition: nim ").append(n).append("\nanswer: grundy\n\nWhat is it worth?\n```\n");
        }
        Files.writeString(content.resolve("01-many.md"), lesson);
        return content;
    }

    /**
     * Saved as Excel saves "CSV UTF-8" in a European locale (a byte-order mark, semicolons, CRLF, a row of empty cells
     * where the sheet had a gap, 1.20 shown as 1.2) and as LibreOffice saves with "quote all text cells": each graded
     * alike, with the warnings and problems naming their rows, and written back for Excel with --excel.
     */
    @Test
    void filesAsExcelAndLibreOfficeSaveThemAreGradedWithEachDoubtNamed(@TempDir Path folder) throws IOException {
        Path content = twentyExercises(folder);
        Path file = folder.resolve("answers.csv");
        Files.writeString(file, "\uFEFFNom;Student;Set;Exercise;Answer\r\nZoé Ørsted;zoe;2;1.2;20\r\n;;;;\r\n"
                + "Zoé Ørsted;zoe;2;1.3;4\r\nZoé Ørsted;zoe;2;1.3;3\r\nAl;al;x;1.4;4\r\nAl;al;1;1,4;4\r\n"
                + "Al;al;1;1.4;+4\r\n");
        Path totals = folder.resolve("totals.csv");
        CliTest.Result excel = run("grade", "--content", content.toString(), "--excel", "--lessons", "1", "--totals",
                totals.toString(), file.toString());
        assertEquals(new CliTest.Result(1, "\uFEFFNom,Student,Set,Exercise,Answer,verdict,feedback\r\n"
                + "Zoé Ørsted,zoe,2,1.2,20,wrong,Not the value: compute it again from the options (or the nim-sum of the"
                + " parts).\r\n"
                + "Zoé Ørsted,zoe,2,1.3,4,wrong,Not the value: compute it again from the options (or the nim-sum of the"
                + " parts).\r\n"
                + "Zoé Ørsted,zoe,2,1.3,3,right,Right: the value is 3.\r\n"
                + "Al,al,1,1.4,'+4,unreadable,\"Write the value as a whole number, like 3.\"\r\n",
                "nimbook: warning: " + file + ": row 2, column \"exercise\": 1.2 may be 1.20 shortened by a spreadsheet (it"
                + " drops a decimal's last 0): graded as 1.2; check the student's sheet, and keep the column as text\n"
                + "nimbook: error: " + file + ": row 6, column \"set\": \"x\" is not a set's number: write the number the"
                + " student's sheet shows, like 12\n"
                + "nimbook: error: " + file + ": row 7, column \"exercise\": there is no exercise \"1,4\" in the book: write"
                + " its number as the sheet shows it, like 1.1\n"
                + "nimbook: wrote " + totals + " (2 students)\n"
                + "nimbook: 2 of 6 rows could not be graded (the others were)\n"), excel);
        // Zoé answered 1.3 twice: the last answer counts. The blank row is no row.
        assertEquals("\uFEFFNom,Student,set,right,of,exercise 1.1,exercise 1.2,exercise 1.3,exercise 1.4,exercise 1.5,"
                + "exercise 1.6,exercise 1.7,exercise 1.8,exercise 1.9,exercise 1.10,exercise 1.11,exercise 1.12,"
                + "exercise 1.13,exercise 1.14,exercise 1.15,exercise 1.16,exercise 1.17,exercise 1.18,exercise 1.19,"
                + "exercise 1.20\r\n"
                + "Zoé Ørsted,zoe,2,1,20,,0,1,,,,,,,,,,,,,,,,,\r\n"
                + "Al,al,1,0,20,,,,0,,,,,,,,,,,,,,,,\r\n", Files.readString(totals));
        Files.writeString(file, "\"Student\",\"Set\",\"Exercise\",\"Answer\"\n\"zoe\",2,1.20,\"20\"\n\"zoe\",2,1.3,\"3\"\n");
        assertEquals(new CliTest.Result(0, "Student,Set,Exercise,Answer,verdict,feedback\n"
                + "zoe,2,1.20,20,right,Right: the value is 20.\n"
                + "zoe,2,1.3,3,right,Right: the value is 3.\n", "zoe: 2 of 2 exercises right\n"),
                run("grade", "--content", content.toString(), file.toString()));
    }

    @Test
    void aCheckCodeThatDoesNotMatchItsSetKeepsTheRowFromBeingGradedAgainstAnotherSet(@TempDir Path folder)
            throws IOException {
        String file = folder.resolve("answers.csv").toString();
        // Set 17's code is 4, set 71's is 8: a student who wrote 71 for 17 is caught.
        assertEquals("4", nimbook.assess.CheckCode.of(17));
        assertEquals("8", nimbook.assess.CheckCode.of(71));
        CliTest.Result graded = grade(folder, "student,set,check,exercise,answer\nann,17,4,1.1,P\nbea,71,4,1.1,P\n"
                + "ann,17,,2.1,2\n");
        assertEquals(1, graded.status());
        assertEquals("nimbook: error: " + file + ": row 3, column \"check\": \"4\" is not the check code of set 71 (it is"
                + " 8): the set or the code was copied wrong; read both again from the student's sheet\n"
                + "ann: 2 of 2 exercises right\nnimbook: 1 of 3 rows could not be graded (the others were)\n",
                graded.err());
    }

    @Test
    void aSheetInAnotherEncodingIsRefusedSayingWhichAndWhere(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("answers.csv");
        byte[] latin = "student,set,exercise,answer\nZoé,1,1.1,P\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 2: byte 0xE9 is not UTF-8: the file was"
                + " saved in another encoding (Windows-1252 or Latin-1, say): save the sheet as \"CSV UTF-8\" and grade"
                + " that file\n"), gradeBytes(file, latin));
        String sheet = "student,set,exercise,answer\nann,1,1.1,P\n";
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": the file is UTF-16 (a spreadsheet's \"Unicode"
                + " text\"), not UTF-8: save the sheet as \"CSV UTF-8\" and grade that file\n"),
                gradeBytes(file, ("\uFEFF" + sheet).getBytes(java.nio.charset.StandardCharsets.UTF_16LE)));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 1: the file looks UTF-16 (every other"
                + " byte is 0), not UTF-8: save the sheet as \"CSV UTF-8\" and grade that file\n"),
                gradeBytes(file, sheet.getBytes(java.nio.charset.StandardCharsets.UTF_16LE)));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: " + file + ": row 2: a NUL character (byte 0) is in the text:"
                + " remove it, or save the sheet again as \"CSV UTF-8\"\n"),
                gradeBytes(file, sheet.replace("P", "P\0").getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    private static CliTest.Result gradeBytes(Path file, byte[] bytes) throws IOException {
        Files.write(file, bytes);
        return run("grade", "--content", GOLDEN, file.toString());
    }

    @Test
    void totalsAreOneRowPerStudentWithTheirOwnColumnsAndTheLastAnswerOfEachExercise(@TempDir Path folder)
            throws IOException {
        Path totals = folder.resolve("totals.csv");
        CliTest.Result graded = grade(folder, "student,email,note,set,exercise,answer\n"
                + "ann,ann@example.org,first,3,1.1,N\n"
                + "ann,ann@example.org,again,3,1.1,P\n"
                + "Zoé,zoe@example.org,,1,1.2,nim 1 8 0\n"
                + "=HYPERLINK(1),@evil,,1,2.1,2\n", "--totals", totals.toString(), "--lessons", "1..2");
        assertEquals(0, graded.status(), graded.err());
        assertEquals("nimbook: wrote " + totals + " (3 students)\n", graded.err());
        // The note differs between ann's rows: an answer's column, not hers. Ann's first 1.1 was wrong, her last right.
        assertEquals("student,email,set,right,of,exercise 1.1,exercise 1.2,exercise 2.1,exercise 2.2,exercise 2.3\n"
                + "ann,ann@example.org,3,1,5,1,,,,\n"
                + "Zoé,zoe@example.org,1,0,5,,0,,,\n"
                + "'=HYPERLINK(1),'@evil,1,1,5,,,1,,\n", Files.readString(totals));
        assertTrue(graded.out().contains("\n'=HYPERLINK(1),'@evil,,1,2.1,2,right,"), graded.out());
        grade(folder, "student,set,exercise,answer\nZoé,1,1.1,P\n", "--totals", totals.toString(), "--excel");
        assertEquals("\uFEFFstudent,set,right,of,exercise 1.1\r\nZoé,1,1,1,1\r\n",
                Files.readString(totals, java.nio.charset.StandardCharsets.UTF_8));
    }
}
