package nimbook.browser;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Figures for the live preview, printed, not asserted (bench/preview.sh runs it; no build runs it otherwise): the real
 * book served by {@code ./nimbook serve} as an author runs it, one of its lessons open in Chromium, and a line added to
 * that lesson again and again — the time from the file written to the new page served (the server's event that it is
 * published, which comes once it is), and to the open page showing it (the frame after the new text was put in place,
 * or, where the page had to reload, the reloaded page's first paint). Medians of
 * {@value #EDITS} edits after {@value #WARM_UP} not counted, each {@value #SETTLE} ms after the last, with the least and
 * the most, and the machine's load. {@code -Dpreview.content=FOLDER -Dpreview.lesson=NAME}: another book (bench/preview.sh
 * passes a generated corpus of 1,000 lessons) and the lesson edited in it.
 */
class PreviewBenchmark {
    private static final int WARM_UP = 3;
    private static final int EDITS = 10;
    private static final String LESSON = System.getProperty("preview.lesson", "03-sprague-grundy");
    private static final String CONTENT = System.getProperty("preview.content", "content");
    /** How long the page is left between two edits, in milliseconds. */
    private static final long SETTLE = 1500;

    /** A line of the event stream, and when it came. */
    private record Heard(long nanos, String line) {
    }

    @Test
    void printFigures() throws Exception {
        Path work = Files.createTempDirectory("nimbook-preview-bench");
        Path content = work.resolve("content");
        new ProcessBuilder("cp", "-r", CONTENT, content.toString()).inheritIO().start().waitFor();
        Path lesson = content.resolve(LESSON + ".md");
        String original = Files.readString(lesson);
        String load = Files.readString(Path.of("/proc/loadavg")).trim();
        Process serve = new ProcessBuilder("./nimbook", "serve", "--port", "0", "--content", content.toString(),
                "--templates", "templates").redirectError(work.resolve("stderr.txt").toFile()).start();
        List<Double> served = new ArrayList<>();
        List<Double> shown = new ArrayList<>();
        int reloads = 0;
        try (Chromium chromium = new Chromium()) {
            BufferedReader out = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8));
            Matcher address = Pattern.compile("(http://127\\.0\\.0\\.1:[0-9]+/)").matcher(out.readLine());
            if (!address.find()) {
                throw new IllegalStateException(Files.readString(work.resolve("stderr.txt")));
            }
            String page = address.group(1) + LESSON + ".html";
            BlockingQueue<Heard> events = listen(address.group(1));
            awaitServed(page);
            chromium.await("the first build", () -> {
                chromium.open(page);
                return Boolean.TRUE.equals(chromium.script("return document.querySelector('main') !== null"));
            });
            for (int i = 0; i < WARM_UP + EDITS; i++) {
                // As an author saves: after the page has settled (its formulas typeset, its widgets' worker started).
                Thread.sleep(SETTLE);
                events.clear();
                chromium.script("document.documentElement.removeAttribute('data-preview-shown')");
                String mark = "Edit number " + i + " of the benchmark.";
                Instant written = Instant.now();
                long start = System.nanoTime();
                Files.writeString(lesson, original + "\n" + mark + "\n");
                Heard heard = awaitBuild(events);
                // Put into the page in place (live.js notes when the frame after it is drawn), or the page reloaded.
                chromium.await("the edit shown", () -> Boolean.TRUE.equals(chromium.script(
                        "return document.readyState === 'complete' && document.body.textContent.includes(arguments[0])"
                        + " && (document.documentElement.hasAttribute('data-preview-shown')"
                        + " || performance.timeOrigin > arguments[1])", mark, written.toEpochMilli())));
                Object inPlace = chromium.script("return document.documentElement.getAttribute('data-preview-shown')");
                double painted = inPlace != null ? Double.parseDouble((String) inPlace) : ((Number) chromium.script(
                        "var paint = performance.getEntriesByName('first-contentful-paint')[0]; return"
                        + " performance.timeOrigin + (paint ? paint.startTime : performance.getEntriesByType("
                        + "'navigation')[0].domContentLoadedEventEnd);")).doubleValue();
                if (i >= WARM_UP) {
                    served.add((heard.nanos() - start) / 1e6);
                    shown.add(painted - (written.getEpochSecond() * 1e3 + written.getNano() / 1e6));
                    reloads += inPlace == null ? 1 : 0;
                }
            }
        } finally {
            serve.destroy();
            serve.waitFor(20, TimeUnit.SECONDS);
            Files.writeString(lesson, original);
            Chromium.delete(work);
        }
        System.out.println("load before: " + load + "; after: " + Files.readString(Path.of("/proc/loadavg")).trim());
        System.out.println(figure("file written → HTML served (target ≤ 50 ms)", served));
        System.out.println(figure("file written → open page shows it (target ≤ 150 ms)", shown) + "; reloaded "
                + reloads + " times, put in place the others");
    }

    private static String figure(String what, List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        double median = sorted.size() % 2 == 1 ? sorted.get(sorted.size() / 2)
                : (sorted.get(sorted.size() / 2 - 1) + sorted.get(sorted.size() / 2)) / 2;
        return String.format("%-52s median %6.1f ms  min %6.1f  max %6.1f  (%d edits)", what, median, sorted.get(0),
                sorted.get(sorted.size() - 1), sorted.size());
    }

    /** The server's events, each line with when it came. */
    private static BlockingQueue<Heard> listen(String base) throws Exception {
        HttpResponse<Stream<String>> stream = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                base + "__nimbook/events")).build(), HttpResponse.BodyHandlers.ofLines());
        BlockingQueue<Heard> heard = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try {
                stream.body().forEach(line -> heard.add(new Heard(System.nanoTime(), line)));
            } catch (UncheckedIOException e) {
                // The server stopped: the stream ends.
            }
        });
        reader.setDaemon(true);
        reader.start();
        return heard;
    }

    /** Waits for the first build to serve {@code page}: a large book's takes longer than the browser's waits. */
    private static void awaitServed(String page) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (client.send(HttpRequest.newBuilder(URI.create(page)).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode() != 200) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the first build did not serve " + page);
            }
            Thread.sleep(200);
        }
    }

    /** The event of the next build that changed a page. */
    private static Heard awaitBuild(BlockingQueue<Heard> events) throws InterruptedException {
        while (true) {
            Heard heard = events.poll(30, TimeUnit.SECONDS);
            if (heard == null) {
                throw new IllegalStateException("no build was published");
            }
            if (heard.line().startsWith("data: ")) {
                return heard;
            }
        }
    }
}
