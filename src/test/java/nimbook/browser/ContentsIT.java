package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The list of lessons beside the text, which every page loads from one script of the whole book
 * (assets/contents.js): in a real browser it shows every lesson with the page's own marked, opened from disk and
 * served over HTTP; with JavaScript off, the contents page and the pager still reach every lesson.
 */
class ContentsIT {
    private static final int LESSONS = 12;
    private static Path work;
    private static HttpServer server;

    @BeforeAll
    static void build() throws IOException {
        work = Files.createTempDirectory("nimbook-contents");
        Path content = Files.createDirectories(work.resolve("content"));
        Files.writeString(content.resolve("index.md"), "---\ntitle: A long book\nsummary: Many lessons.\n---\n\nRead on.\n");
        for (int i = 1; i <= LESSONS; i++) {
            Files.writeString(content.resolve(String.format("%02d-lesson.md", i)), "---\ntitle: Lesson number " + i
                    + "\norder: " + i + "\nsummary: The lesson after " + (i - 1) + ".\n---\n\n## A section\n\nWords of lesson "
                    + i + ".\n");
        }
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(content, Path.of("templates"),
                work.resolve("site"), Edition.INSTRUCTOR, 0, false));
        assertEquals(List.of(), result.diagnostics().report());
        // The site as a web server serves it: its files, and index.html for the folder.
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath().substring(1);
            Path file = work.resolve("site").resolve(path.isEmpty() ? "index.html" : path).normalize();
            byte[] body = file.startsWith(work.resolve("site")) && Files.isRegularFile(file) ? Files.readAllBytes(file)
                    : null;
            exchange.getResponseHeaders().set("Content-Type", path.endsWith(".js") ? "text/javascript"
                    : path.endsWith(".css") ? "text/css" : "text/html; charset=utf-8");
            exchange.sendResponseHeaders(body == null ? 404 : 200, body == null ? -1 : body.length);
            if (body != null) {
                exchange.getResponseBody().write(body);
            }
            exchange.close();
        });
        server.start();
    }

    @AfterAll
    static void stop() throws IOException {
        server.stop(0);
        try (Stream<Path> walk = Files.walk(work)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    private static List<String> lessonPages() {
        return IntStream.rangeClosed(1, LESSONS).mapToObj(i -> String.format("%02d-lesson.html", i)).toList();
    }

    /** The sidebar's lessons as the reader sees them ("5 Lesson number 5"), the marked one's between brackets. */
    private static List<String> sidebar(Chromium chromium) {
        return chromium.driver.findElements(By.cssSelector("#lessons .lesson-list a")).stream()
                .filter(WebElement::isDisplayed).map(link -> link.getAttribute("aria-current") == null ? link.getText()
                        : "[" + link.getText() + "]").toList();
    }

    private static List<String> expected(int current) {
        return IntStream.rangeClosed(1, LESSONS).mapToObj(i -> i == current ? "[" + i + " Lesson number " + i + "]"
                : i + " Lesson number " + i).toList();
    }

    /**
     * Every page of the book shows every lesson, its own marked, at {@code base} (a folder's address, with its /);
     * {@code contents}: the contents page's address there.
     */
    private static void everyLessonListed(Chromium chromium, String base, String contents) {
        chromium.open(base + contents);
        assertEquals(expected(0), sidebar(chromium), "the contents page, " + base + contents);
        for (int i = 1; i <= LESSONS; i += 5) {
            chromium.open(base + String.format("%02d-lesson.html", i));
            assertEquals(expected(i), sidebar(chromium), "lesson " + i);
            List<String> hrefs = chromium.driver.findElements(By.cssSelector("#lessons .lesson-list a")).stream()
                    .map(link -> link.getAttribute("href").substring(base.length())).toList();
            assertEquals(lessonPages(), hrefs);
        }
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    @Test
    void theSidebarListsEveryLessonWithThePageMarkedOpenedFromDisk() throws IOException {
        try (Chromium chromium = new Chromium()) {
            everyLessonListed(chromium, work.resolve("site").toUri().toString(), "index.html");
        }
    }

    @Test
    void theSidebarListsEveryLessonWithThePageMarkedOverHttp() throws IOException {
        try (Chromium chromium = new Chromium()) {
            // The contents page at the folder's own address, as a web server serves index.html.
            everyLessonListed(chromium, "http://127.0.0.1:" + server.getAddress().getPort() + "/", "");
        }
    }

    @Test
    void withoutJavaScriptEveryLessonIsReachedByItsLinks() throws IOException {
        String base = work.resolve("site").toUri().toString();
        try (Chromium chromium = new Chromium(false)) {
            // From a lesson, following the links a reader sees, page after page: the contents page, the pager.
            Set<String> reached = new TreeSet<>();
            Deque<String> next = new ArrayDeque<>(List.of(String.format("%02d-lesson.html", LESSONS / 2)));
            while (!next.isEmpty()) {
                String page = next.pop();
                if (!reached.add(page)) {
                    continue;
                }
                chromium.open(base + page);
                if (page.endsWith("-lesson.html")) {
                    assertEquals(List.of(), sidebar(chromium), "no list without scripts");
                    WebElement instead = chromium.driver.findElement(By.cssSelector("#lessons .contents-link a"));
                    assertTrue(instead.isDisplayed());
                    assertEquals(base + "index.html#contents", instead.getAttribute("href"));
                }
                List<String> links = new ArrayList<>();
                for (WebElement link : chromium.driver.findElements(By.cssSelector("a[href]"))) {
                    String href = link.getAttribute("href");
                    if (link.isDisplayed() && href.startsWith(base) && href.endsWith(".html")) {
                        links.add(href.substring(base.length()));
                    }
                }
                links.stream().filter(link -> link.endsWith("-lesson.html") || link.equals("index.html"))
                        .forEach(next::add);
            }
            assertTrue(reached.containsAll(lessonPages()), reached.toString());
            assertEquals(List.of(), chromium.foreignRequests());
        }
    }
}
