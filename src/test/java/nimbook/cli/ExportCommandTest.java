package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export} on the command line: what it says it wrote, for the lessons asked; the banks themselves are held to the
 * importers' rules by nimbook.assess's RealBankTest and BankFormatTest.
 */
class ExportCommandTest {
    @Test
    void anExportSaysWhatItWroteAndKeepsTheLessonsAsked(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("bank.xml");
        assertEquals(new CliTest.Result(0, "nimbook: wrote " + file + " (10 categories, 20 questions)\n", ""),
                run("export", "--seeds", "1..3", "--lessons", "1", "--out", file.toString()));
        String xml = Files.readString(file);
        // Lesson 1: eight exercises (five dealt: a question per set; three fixed: one each), two proofs; nothing of
        // lesson 2.
        assertTrue(xml.contains("<text>$course$/top/Nimbook/Proof exercise 1.9</text>"), xml);
        assertTrue(!xml.contains("Exercise 2.1<"), xml);
        Path qti = temp.resolve("bank.zip");
        assertEquals(0, run("export", "--seeds", "1..3", "--lessons", "1", "--format", "qti", "--out", qti.toString())
                .status());
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(qti.toFile())) {
            assertEquals(11, zip.size(), "a QTI file per category, and the manifest");
        }
    }

    /**
     * The fixture book's 2.2 and 2.3 ask for a position and a game of the student's own, which no LMS can judge: every
     * format, QTI's too, leaves them out and says so (1.1 once, 1.2 a question per set, 2.1 once, a proof as an essay).
     */
    @Test
    void anExerciseAskingForAPositionOfTheStudentsOwnIsLeftOutOfEveryFormat(@TempDir Path temp) throws Exception {
        for (String format : new String[] {"moodle", "gift", "qti"}) {
            Path file = temp.resolve("bank." + format);
            assertEquals(new CliTest.Result(0, "nimbook: wrote " + file + " (4 categories, 6 questions); 2 exercises asking"
                    + " for a position or game of the student's own left out, as no LMS can judge them: grade them with"
                    + " nimbook grade\n", ""), run("export", "--content", "src/test/resources/books/golden/content",
                    "--seeds", "1..3", "--format", format, "--out", file.toString()));
        }
    }

    @Test
    void aQtiPackageIsAFileNotTextToPrint() {
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out /dev/stdout: a QTI package is a zip file, not text"
                + " to print: name a file, like questions.qti.zip (see nimbook export --help)\n"),
                run("export", "--format", "qti", "--out", "/dev/stdout"));
    }

    @Test
    void aBadFormatOrAnOutputFolderIsRefused(@TempDir Path temp) throws Exception {
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --format \"canvas\" is not a format: use moodle, gift or qti"
                + " (see nimbook export --help)\n"), run("export", "--format", "canvas"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + temp + " is a folder: name the file to write, like"
                + " questions.xml (see nimbook export --help)\n"), run("export", "--out", temp.toString()));
        assertTrue(Files.notExists(temp.resolve("questions.xml")));
        Path lost = temp.resolve("no-such-folder").resolve("q.xml");
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + lost + ": there is no folder " + lost.getParent()
                + ": create it, or name a file in a folder that exists (see nimbook export --help)\n"),
                run("export", "--out", lost.toString()));
    }

    /** mknod f c 1 3; export --out f turned the device into a file: now refused, and /dev/stdout is written to. */
    @Test
    void aDeviceIsNeverReplacedAndStandardOutputIsWrittenTo(@TempDir Path temp) throws Exception {
        CliTest.Result printed = run("export", "--seeds", "1", "--lessons", "1", "--format", "gift", "--out", "/dev/stdout");
        assertEquals(0, printed.status(), printed.err());
        assertTrue(printed.out().startsWith("$CATEGORY: "), printed.out());
        assertTrue(printed.err().matches("nimbook: wrote /dev/stdout \\([0-9]+ categories, [0-9]+ questions\\)\n"), printed.err());
        Path device = temp.resolve("f");
        assumeTrue(new ProcessBuilder("mknod", device.toString(), "c", "1", "3").start().waitFor() == 0, "mknod needs root");
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + device + " is a device, not a file: name a new"
                + " file, or a regular one to replace (or /dev/stdout to print it) (see nimbook export --help)\n"),
                run("export", "--out", device.toString()));
        assertFalse(Files.isRegularFile(device, LinkOption.NOFOLLOW_LINKS));
    }

    /** A control character in a lesson made a Moodle bank that is not well-formed XML: the lesson is refused where it is. */
    @Test
    void aControlCharacterInALessonIsRefusedBeforeTheBankIsWritten(@TempDir Path temp) throws Exception {
        Path book = temp.resolve("book");
        assertEquals(0, run("init", book.toString()).status());
        Path lesson = book.resolve("content/01-first-lesson.md");
        int lines = Files.readAllLines(lesson).size();
        Files.writeString(lesson, Files.readString(lesson) + "Pasted\u000btext.\n");
        Path bank = temp.resolve("q.xml");
        CliTest.Result refused = run("export", "--content", book.resolve("content").toString(), "--out", bank.toString());
        assertEquals(new CliTest.Result(1, "", lesson + ":" + (lines + 1) + ":7: error: control character U+000B is not"
                + " text a page can show: delete it, or type a space or a line break in its place\nnimbook: 1 error\n"),
                refused);
        assertFalse(Files.exists(bank));
    }
}
