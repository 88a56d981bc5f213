package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.solver.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failed write to standard output is an error with exit status 1, in every command: {@code ./nimbook grade
 * answers.csv > /dev/full} exited 0 and wrote nothing, and so did {@code exercises} and {@code grundy}.
 */
class StandardOutputTest {
    private static final String GOLDEN = "src/test/resources/books/golden/content";

    /** Standard output as a full disk: every write fails. */
    private static final class Full extends Writer {
        @Override
        public void write(char[] text, int offset, int length) throws IOException {
            throw new IOException("No space left on device");
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private static CliTest.Result intoFullDisk(String stdin, String... args) {
        StringWriter err = new StringWriter();
        int status = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(new Full()), new PrintWriter(err));
        return new CliTest.Result(status, "", err.toString());
    }

    @Test
    void everyCommandFailsWhenItsOutputCannotBeWritten(@TempDir Path temp) throws IOException {
        Path answers = Files.writeString(temp.resolve("answers.csv"), "student,set,exercise,answer\nann,3,2.1,2\n");
        String failed = "nimbook: error: cannot write standard output\n";
        assertEquals(new CliTest.Result(1, "", "ann: 1 of 1 exercises right\n" + failed),
                intoFullDisk("", "grade", "--content", GOLDEN, answers.toString()));
        for (List<String> args : List.of(List.of("exercises", "--content", GOLDEN), List.of("grundy", "nim", "3", "4"),
                List.of("moves", "nim", "3", "4"), List.of("explain", "nim", "3", "4"), List.of("sequence", "kayles", "20"),
                List.of("verify", "bouton"), List.of("--version"), List.of("--help"), List.of("grundy", "--help"),
                List.of("check", "--content", GOLDEN), List.of("build", "--content", GOLDEN, "--out",
                        temp.resolve("site").toString()), List.of("init", temp.resolve("book").toString()))) {
            assertEquals(new CliTest.Result(1, "", failed), intoFullDisk("", args.toArray(String[]::new)), args.toString());
        }
        assertEquals(new CliTest.Result(1, "", failed), intoFullDisk("nim 3 4\n", "grundy"));
        assertEquals(new CliTest.Result(1, "", failed), intoFullDisk("kayles 4 = 1\n", "check-work", "kayles", "4"));
        // A command that failed already keeps its status, and says both.
        assertEquals(new CliTest.Result(2, "", "nimbook: error: unknown game \"nimm\" (did you mean \"nim\"?); known games: "
                + Games.KNOWN + "\n"), intoFullDisk("", "grundy", "nimm", "3"));
    }

    /** As the issue runs it: the process, its standard output the system's full disk, says why. */
    @Test
    void aProcessWritingToAFullDiskSaysSoAndExitsWithOne(@TempDir Path temp) throws Exception {
        assumeTrue(new File("/dev/full").exists(), "/dev/full");
        Path answers = Files.writeString(temp.resolve("answers.csv"), "student,set,exercise,answer\nann,3,2.1,2\n");
        for (List<String> args : List.of(List.of("grade", "--content", GOLDEN, answers.toString()),
                List.of("exercises", "--content", GOLDEN), List.of("grundy", "nim", "3", "4"))) {
            List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
                    "java").toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
            command.addAll(args);
            Process process = new ProcessBuilder(command).redirectOutput(new File("/dev/full")).start();
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(1, process.waitFor(), err);
            assertEquals((args.get(0).equals("grade") ? "ann: 1 of 1 exercises right\n" : "")
                    + "nimbook: error: cannot write standard output: no space left on device\n", err, args.toString());
        }
    }
}
