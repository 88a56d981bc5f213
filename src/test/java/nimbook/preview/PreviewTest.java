package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preview running in-process on a free port: each save is seen, rebuilt as far as it reaches, and served. */
class PreviewTest {
    private static final String FRONT = "---\ntitle: %s\norder: %d\nsummary: About %s.\n---\n\n";

    @TempDir
    Path book;
    /** The line that ends what the preview says of a build. */
    private static final Pattern BUILD_TOLD = Pattern.compile("(?m)^nimbook: (built in |[0-9]+ problems? \\(shown)");

    private Path content;
    private PreviewServer server;
    private final StringWriter told = new StringWriter();
    private Thread running;

    @BeforeEach
    void start() throws Exception {
        content = Files.createDirectories(book.resolve("content"));
        Files.writeString(content.resolve("01-a.md"), String.format(FRONT, "A", 1, "a") + "```theorem {#first}\nNim"
                + " is {{ outcome nim 1 1 }}.\n```\n");
        Files.writeString(content.resolve("02-b.md"), String.format(FRONT, "B", 2, "b") + "As {{ ref first }} says.\n");
        Files.writeString(content.resolve("03-c.md"), String.format(FRONT, "C", 3, "c") + "Nothing cited.\n");
        preview(false);
    }

    /** A preview of the book on a fresh server, watching the folders or, with {@code poll}, looking every second. */
    private void preview(boolean poll) throws Exception {
        server = new PreviewServer(0, true);
        running = new Preview(new BuildOptions(content, book.resolve("templates"), book.resolve("site"),
                Edition.INSTRUCTOR, 0), server, new PrintWriter(told, true), null, poll).start();
        served("/01-a.html", page -> page.contains("Theorem 1.1"));
    }

    @AfterEach
    void stop() throws InterruptedException {
        running.interrupt();
        running.join();
        server.close();
    }

    /** The page once it satisfies {@code seen}, fetched again until it does (within 20 s). */
    private String served(String path, Predicate<String> seen) throws Exception {
        long until = System.nanoTime() + 20_000_000_000L;
        String body = "";
        while (System.nanoTime() < until) {
            HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                    "http://127.0.0.1:" + server.port() + path)).build(), HttpResponse.BodyHandlers.ofString());
            body = page.body();
            if (seen.test(body)) {
                return body;
            }
            Thread.sleep(20);
        }
        return fail("not served in time: " + path + "\n" + body + "\n" + told);
    }

    /**
     * What the preview told the terminal since the last call, once it has said how its latest build went: a page is
     * served before that line is printed, so reading at once could miss it (within 20 s).
     */
    private String told() throws InterruptedException {
        long until = System.nanoTime() + 20_000_000_000L;
        while (!BUILD_TOLD.matcher(told.toString()).find() && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        String all = told.toString();
        told.getBuffer().setLength(0);
        return all;
    }

    /**
     * What the preview told since the last call, once it has told {@code expected}: a save can be seen twice, and the
     * second build, with nothing to make again, may be told first (within 20 s).
     */
    private String told(String expected) throws InterruptedException {
        long until = System.nanoTime() + 20_000_000_000L;
        while (!told.toString().contains(expected) && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        return told();
    }

    @Test
    void anEditIsServedAndOnlyItsLessonIsMadeAgain() throws Exception {
        told();
        Files.writeString(content.resolve("03-c.md"), String.format(FRONT, "C", 3, "c") + "Something new.\n");
        served("/03-c.html", page -> page.contains("Something new."));
        String said = told("lessons made again");
        assertTrue(said.contains("(lessons made again: 03-c.md; pages rendered again: 03-c.html, assets/search-index.js)"), said);
    }

    /** With --poll (a network share, a container's folder: changes not told), a save is seen at the next look. */
    @Test
    void withPollAnEditIsSeenAtTheNextLook() throws Exception {
        stop();
        told();
        preview(true);
        assertTrue(told().startsWith("nimbook: looking for changes every second (--poll)\n"));
        Files.writeString(content.resolve("03-c.md"), String.format(FRONT, "C", 3, "c") + "Looked at.\n");
        served("/03-c.html", page -> page.contains("Looked at."));
        String said = told("lessons made again");
        assertTrue(said.contains("(lessons made again: 03-c.md; pages rendered again: 03-c.html, assets/search-index.js)"), said);
    }

    @Test
    void anEditorsSaveByRenameIsSeenAndARenamedLabelRemakesTheLessonThatCitesIt() throws Exception {
        told();
        // An editor writes a temporary file beside the lesson, then moves it over the lesson.
        Path temporary = content.resolve(".01-a.md.swp");
        Files.writeString(temporary, String.format(FRONT, "A", 1, "a") + "```theorem {#nim-first}\nNim is {{ outcome"
                + " nim 1 1 }}.\n```\n");
        Files.move(temporary, content.resolve("01-a.md"), StandardCopyOption.ATOMIC_MOVE);
        served("/02-b.html", page -> page.contains("nimbook-overlay") || page.contains("\"problems\":[{"));
        String said = told();
        assertEquals(content.toAbsolutePath() + "/02-b.md:7:11: error: no statement, exercise or equation is labelled"
                + " \"first\": label one with {#first} after its directive name or after a displayed equation\n"
                + "    As {{ ref first }} says.\n              ^\nnimbook: 1 problem (shown over the pages too; the pages it"
                + " left out are served as they last were)\n", said);
        Files.writeString(content.resolve("02-b.md"), String.format(FRONT, "B", 2, "b") + "As {{ ref nim-first }}"
                + " says.\n");
        served("/02-b.html", page -> page.contains("\"problems\":[]") && page.contains("Theorem 1.1"));
        said = told("lessons made again");
        assertTrue(said.contains("(lessons made again: 02-b.md; pages rendered again: 02-b.html, assets/search-index.js)"), said);
        assertEquals(-1, said.indexOf("03-c"), said);
    }
}
