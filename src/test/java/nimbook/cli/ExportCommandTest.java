package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
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
}
