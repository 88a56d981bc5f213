package nimbook.site;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutations of a lesson that holds every kind of text (books/fuzz/01-seed.md): characters and lines deleted,
 * repeated and swapped, hostile text put in (fences, directives, nesting by the thousand, huge numbers, stray control
 * characters). Every build ends, in good time, with a site or with problems each on one line at a place in the lesson;
 * none throws. A failure names the seed that makes its lesson again.
 */
@nimbook.Slow
class BookFuzzTest {
    private static final Path SEED = Books.FIXTURES.resolve("fuzz/01-seed.md");
    private static final long FIRST = 50_000;
    private static final int MUTATIONS = 1_000;
    /** A guard against a hang, not a measure. */
    private static final long CASE_NANOS = Duration.ofSeconds(20).toNanos();

    private static final String[] HOSTILE = {"{{", "}}", "{{ grundy nim ", "{{ moves kayles 99999999 }}", "```", "````note\n",
        "```exercise\nposition: nim 1\n", "\n```\n", "> ", "- ", "1. ", "* ", "$", "$$", "\\[", "\\(", "[^n]", "[^x]: y\n",
        "[a](", "](#", "<!--", "-->", "<div>", "---\n", ": ", "title: ", "{#x}", "\t", "\r", "\r\n", "\u0000", "\uFEFF",
        "\u00a0", "𝔾", "99999999999999999999", "9223372036854775807", "\\", "|", "~~~", "    ", "\n\n", "#", "_", "!["};

    /** The lesson of a seed: one to three mutations of the seed lesson. */
    static String lesson(String text, long seed) {
        Random random = new Random(seed);
        StringBuilder lesson = new StringBuilder(text);
        for (int m = random.nextInt(3); m >= 0; m--) {
            int at = random.nextInt(lesson.length() + 1);
            int length = Math.min(lesson.length() - at, 1 + random.nextInt(40));
            switch (random.nextInt(5)) {
                case 0 -> lesson.delete(at, at + length);
                case 1 -> lesson.insert(at, lesson.substring(at, at + length));
                case 2 -> {
                    // A snippet, now and then by the thousand: nesting, a long rule, a long number.
                    String snippet = HOSTILE[random.nextInt(HOSTILE.length)];
                    lesson.insert(at, snippet.repeat(random.nextInt(8) == 0 ? 1 + random.nextInt(3000) : 1));
                }
                case 3 -> {
                    if (at < lesson.length()) {
                        lesson.setCharAt(at, "0123456789 ,.:{}[]()<>#*-_`~|\\$\n"
                                .charAt(random.nextInt(32)));
                    }
                }
                default -> {
                    String[] lines = lesson.toString().split("\n", -1);
                    int a = random.nextInt(lines.length);
                    int b = random.nextInt(lines.length);
                    String swap = lines[a];
                    lines[a] = lines[b];
                    lines[b] = swap;
                    lesson.setLength(0);
                    lesson.append(String.join("\n", lines));
                }
            }
        }
        return lesson.toString();
    }

    /** Two builders, each in a folder of its own: a build is mostly one thread's work, and the machine has two. */
    private static final int THREADS = 2;

    @Test
    void everyMutatedLessonBuildsOrIsReportedLineByLine(@TempDir Path temp) throws Exception {
        String seedText = Files.readString(SEED);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<String>> failures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Path content = Files.createDirectories(temp.resolve("content-" + t));
                int first = t;
                failures.add(pool.submit(() -> mutations(seedText, content, first)));
            }
            for (Future<String> failure : failures) {
                String problem = failure.get(5, TimeUnit.MINUTES);
                if (problem != null) {
                    fail(problem);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Builds the mutations {@code first}, {@code first + THREADS}, … in {@code content}; the first problem, or null. */
    private static String mutations(String seedText, Path content, int first) throws IOException {
        Path file = content.resolve("01-seed.md");
        Pattern reported = Pattern.compile(Pattern.quote(SiteBuilder.display(content) + "/01-seed.md")
                + ":([0-9]+):([0-9]+): error: [^\n]+");
        for (int i = first; i < MUTATIONS; i += THREADS) {
            long seed = FIRST + i;
            String lesson = lesson(seedText, seed);
            Files.write(file, lesson.getBytes(StandardCharsets.UTF_8));
            long start = System.nanoTime();
            SiteBuilder.Result result;
            try {
                result = SiteBuilder.build(Books.options(content, content.resolveSibling("site")));
            } catch (RuntimeException | Error e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                return "seed " + seed + ": the build threw " + trace;
            }
            long nanos = System.nanoTime() - start;
            String problem = nanos > CASE_NANOS ? "it took " + nanos / 1_000_000 + " ms" : null;
            List<String> report = result.diagnostics().report();
            for (String line : report) {
                problem = problem != null ? problem : placeOf(line, reported, lesson);
            }
            if (problem != null) {
                return "seed " + seed + ": " + problem + "\n" + String.join("\n", report);
            }
        }
        return null;
    }

    /** What is wrong with a line of the report, or null: one line, at a place the lesson has. */
    private static String placeOf(String line, Pattern reported, String lesson) {
        if (line.matches("… and [0-9]+ more errors")) {
            return null;
        }
        Matcher place = reported.matcher(line);
        if (!place.matches()) {
            return "not one line at a place in the lesson: " + line;
        }
        // As the build reads the file: its line ends made line feeds, a byte-order mark left out.
        String[] lines = lesson.replace("\r\n", "\n").replace('\r', '\n').replaceFirst("^\uFEFF", "").split("\n", -1);
        int number = Integer.parseInt(place.group(1));
        int column = Integer.parseInt(place.group(2));
        boolean inside = number >= 1 && number <= lines.length && column >= 1
                && column <= lines[number - 1].codePointCount(0, lines[number - 1].length()) + 1;
        return inside ? null : "a place the lesson does not have: " + line;
    }

    /** The seed lesson itself builds. */
    @Test
    void theSeedLessonBuilds(@TempDir Path temp) throws IOException {
        Path content = Files.createDirectories(temp.resolve("content"));
        Files.copy(SEED, content.resolve("01-seed.md"));
        SiteBuilder.Result result = SiteBuilder.build(Books.options(content, temp.resolve("site")));
        if (!result.ok()) {
            fail(String.join("\n", result.diagnostics().report()));
        }
    }
}
