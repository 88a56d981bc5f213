package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nimbook.assess.AnswerSheet;
import nimbook.assess.Grading;
import nimbook.assess.Spreadsheet;
import nimbook.assess.Totals;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded sheets of answers, well and badly made — random cells and bytes, every separator, quotes opened and not
 * closed, byte-order marks, NULs, line ends of every kind, UTF-16, Latin-1 — through grade: each sheet is graded
 * (its bad rows reported) or refused with a message, in good time, never with a stack trace. A failure names the seed
 * that makes its sheet again.
 */
class GradeFuzzTest {
    private static final long FIRST = 70_000;
    private static final int SHEETS = 3_000;
    private static final int COMMANDS = 60;
    private static final String GOLDEN = "src/test/resources/books/golden/content";
    private static final String[] CELLS = {"ann", "Zoé", "1", "3", "0", "-1", "x", "1.1", "1.2", "2.1", "1.10", "9.9", "P",
        "N", "p-position.", "nim 1 8 8", "nim 0 8 8", "nim 3 → nim 0", "nim 1 0 8; nim 0 8 8", "=1+1", "@x", "+3", "",
        " ", "\"", "\"\"", "\"a,b\"", "\"a\nb\"", "\"open", "closed\"x", "\u00a0", "𝔾", "99999999999999999999",
        "student", "set", "exercise", "answer", "check", "verdict", "feedback", "Student", "SET"};
    private static final String[] SEPARATORS = {",", ";", "\t", "|", ", "};
    private static final String[] ENDS = {"\n", "\r\n", "\r", "\n\n", "\r\n;;;\r\n"};
    private static final List<Charset> ENCODINGS = List.of(StandardCharsets.UTF_8, StandardCharsets.UTF_8,
            StandardCharsets.UTF_8, StandardCharsets.UTF_16LE, StandardCharsets.ISO_8859_1);

    /** A sheet made from a seed: mostly a header and rows of likely cells, sometimes random bytes. */
    static byte[] sheet(long seed) {
        Random random = new Random(seed);
        if (random.nextInt(10) == 0) {
            byte[] noise = new byte[random.nextInt(200)];
            random.nextBytes(noise);
            return noise;
        }
        String separator = SEPARATORS[random.nextInt(SEPARATORS.length)];
        String end = ENDS[random.nextInt(ENDS.length)];
        StringBuilder text = new StringBuilder(random.nextInt(4) == 0 ? "\uFEFF" : "");
        text.append(random.nextInt(5) == 0 ? CELLS[random.nextInt(CELLS.length)] : "student" + separator + "set"
                + separator + "exercise" + separator + "answer").append(random.nextBoolean() ? separator + "email" : "");
        int rows = random.nextInt(12);
        for (int r = 0; r < rows; r++) {
            text.append(end);
            int cells = random.nextInt(7);
            for (int c = 0; c < cells; c++) {
                text.append(c == 0 ? "" : separator).append(CELLS[random.nextInt(CELLS.length)]);
            }
            if (random.nextInt(20) == 0) {
                text.append('\0');
            }
        }
        byte[] bytes = text.toString().getBytes(ENCODINGS.get(random.nextInt(ENCODINGS.size())));
        if (random.nextInt(10) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        return bytes;
    }

    @Test
    void everySheetIsGradedOrRefusedWithAMessage() {
        SiteBuilder.Result book = SiteBuilder.build(new BuildOptions(Path.of(GOLDEN), Path.of("templates"), Path.of("site"),
                Edition.INSTRUCTOR, 0));
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (long each = FIRST; each < FIRST + SHEETS; each++) {
                long seed = each;
                try {
                    AnswerSheet read = AnswerSheet.read(sheet(seed), "answers.csv", null);
                    Grading.Graded graded = new Grading(book.exercises(), Set.of(1L, 2L)).grade(read, "answers.csv");
                    Spreadsheet.write(graded.header(), graded.rows(), new StringWriter(), seed % 2 == 0);
                    Totals totals = Totals.of(read, graded.answers(), List.of("1.1", "1.2", "2.1"));
                    Spreadsheet.write(totals.header(), totals.rows(), new StringWriter(), false);
                    graded.problems().forEach(problem -> assertTrue(problem.startsWith("answers.csv: row "), problem));
                } catch (Grading.Refused e) {
                    e.problems().forEach(problem -> assertTrue(problem.startsWith("answers.csv: ") && !problem.contains("\n"),
                            "seed " + seed + ": " + problem));
                } catch (RuntimeException | IOException e) {
                    fail("seed " + seed + ": " + e, e);
                }
            }
        });
    }

    @Test
    void theCommandNeverPrintsAStackTrace(@TempDir Path temp) throws IOException {
        Path file = temp.resolve("answers.csv");
        for (long seed = FIRST; seed < FIRST + COMMANDS; seed++) {
            Files.write(file, sheet(seed));
            CliTest.Result result = CliTest.run("grade", "--content", GOLDEN, "--totals", temp.resolve("t.csv").toString(),
                    file.toString());
            assertTrue(result.status() >= 0 && result.status() <= 2, "seed " + seed + ": " + result);
            assertTrue(!result.err().contains("Exception") && !result.err().contains("\tat "), "seed " + seed + ": "
                    + result.err());
        }
    }
}
