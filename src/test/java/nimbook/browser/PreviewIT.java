package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.preview.Preview;
import nimbook.preview.PreviewServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

/**
 * The live preview in a real browser: a saved lesson's new text is put into the open page in place (its formulas
 * typeset, its boards started), a page whose other parts changed reloads where the reader was, a page the build left
 * alone stays, a restyled stylesheet is swapped in without a reload, and a problem shows over the page — where it is, the line with a caret, a link to the
 * line — and goes when it is fixed.
 */
class PreviewIT {
    @TempDir
    static Path book;
    private static Path lesson;
    private static Chromium chromium;
    private static PreviewServer server;
    private static Thread running;
    private static final StringWriter TOLD = new StringWriter();

    private static final String TEXT = "---\ntitle: A\norder: 1\nsummary: About a.\n---\n\n```play\nstart: nim 1 2\n```\n\n"
            + "Paragraph of the lesson, long enough to scroll past.\n\n".repeat(120) + "The end.\n";

    @BeforeAll
    static void start() throws IOException {
        Path content = Files.createDirectories(book.resolve("content"));
        Files.createDirectories(book.resolve("templates/assets"));
        lesson = Files.writeString(content.resolve("01-a.md"), TEXT);
        Files.writeString(content.resolve("02-b.md"), "---\ntitle: B\norder: 2\nsummary: About b.\n---\n\nB.\n");
        server = new PreviewServer(0, true);
        running = new Preview(new BuildOptions(content, book.resolve("templates"), book.resolve("site"),
                Edition.INSTRUCTOR, 0), server, new PrintWriter(TOLD, true), null, false).start();
        chromium = new Chromium();
    }

    @AfterAll
    static void stop() throws Exception {
        chromium.close();
        running.interrupt();
        running.join();
        server.close();
    }

    private static Object script(String javascript) {
        return chromium.script(javascript);
    }

    private static void openLesson() {
        String url = "http://127.0.0.1:" + server.port() + "/01-a.html";
        chromium.await("the first build", () -> {
            chromium.open(url);
            return Boolean.TRUE.equals(script("return document.body.textContent.includes('The end.')"));
        });
        // Its board drawn: the page is as long as it will be.
        chromium.await("the board", () -> Boolean.TRUE.equals(script(
                "return document.querySelector('[data-widget][data-ready]') !== null")));
    }

    @Test
    void aSaveTakesTheNewTextInPlaceAndAStylesheetIsSwappedIn() throws IOException {
        openLesson();
        script("window.scrollTo(0, 1500); window.nimbookSamePage = true;");
        chromium.await("the scroll", () -> ((Number) script("return window.scrollY")).intValue() == 1500);
        Files.writeString(lesson, TEXT.replace("The end.", "The new end, $x^2$.\n\n```play\nstart: nim 3 4 5\n```\n"));
        chromium.await("the edit put in place", () -> Boolean.TRUE.equals(script(
                "return document.body.textContent.includes('The new end')")));
        chromium.await("its board started", () -> ((Number) script(
                "return document.querySelectorAll('[data-widget=\"play\"][data-ready=\"true\"]').length")).intValue() == 2);
        chromium.await("the time it was shown, noted", () -> Boolean.TRUE.equals(script(
                "return document.documentElement.hasAttribute('data-preview-shown')")));
        assertEquals(List.of(true, 1500L), script("return [window.nimbookSamePage === true, window.scrollY]"),
                "no reload, the place kept "); 
        script("document.querySelector('[data-widget=\"play\"]:last-of-type').scrollIntoView()");
        chromium.await("its formula typeset once near the screen", () -> Boolean.TRUE.equals(script(
                "return Array.prototype.some.call(document.querySelectorAll('main p'), function (p) {"
                + " return p.textContent.includes('The new end') && p.querySelector('.katex') !== null; })")));
        script("window.scrollTo(0, 1500)");

        // The build before the save: read after it, under load, the save's build could already be in.
        long site = ((Number) script("return nimbookPreview.site")).longValue();
        Files.writeString(lesson.resolveSibling("02-b.md"), "---\ntitle: B\norder: 2\nsummary: About b.\n---\n\nBe.\n");
        chromium.await("the other lesson's build heard", () -> ((Number) script("return nimbookPreview.site"))
                .longValue() > site);
        assertEquals(Boolean.TRUE, script("return window.nimbookSamePage === true"), "no reload for another page");
        Files.writeString(lesson, TEXT.replace("title: A", "title: A new title").replace("The end.", "The last end."));
        chromium.await("the page reloaded with its new title", () -> Boolean.TRUE.equals(script(
                "return !window.nimbookSamePage && document.body.textContent.includes('The last end.')")));
        assertTrue(((String) script("return document.title")).contains("A new title"));
        chromium.await("the place kept", () -> ((Number) script("return window.scrollY")).intValue() == 1500);

        script("window.nimbookSamePage = true;");
        Files.writeString(book.resolve("templates/assets/nimbook.css"), "body { background: rgb(1, 2, 3); }");
        chromium.await("the stylesheet swapped", () -> "rgb(1, 2, 3)".equals(script(
                "return getComputedStyle(document.body).backgroundColor")));
        assertEquals(Boolean.TRUE, script("return window.nimbookSamePage === true"), "no reload for a stylesheet");
        Files.delete(book.resolve("templates/assets/nimbook.css"));
        chromium.await("the stylesheet back", () -> !"rgb(1, 2, 3)".equals(script(
                "return getComputedStyle(document.body).backgroundColor")));
        Files.writeString(lesson, TEXT);
    }

    @Test
    void aProblemShowsOverThePageLinksToItsLineAndGoesWhenFixed() throws IOException {
        openLesson();
        String broken = TEXT.replace("The end.", "The end is {{ grundy nim 1 x }}.");
        Files.writeString(lesson, broken);
        chromium.await("the overlay", () -> Boolean.TRUE.equals(script(
                "return document.getElementById('nimbook-overlay') !== null")));
        assertTrue((Boolean) script("return document.body.textContent.includes('Paragraph of the lesson')"),
                "the page stays under the overlay");
        int line = (int) broken.lines().takeWhile(each -> !each.startsWith("The end")).count() + 1;
        String where = book.resolve("content/01-a.md").toAbsolutePath() + ":" + line + ":";
        String overlay = (String) script("return document.getElementById('nimbook-overlay').innerText");
        assertTrue(overlay.startsWith("hide\nThe book has a problem\n" + where), overlay);
        String shown = (String) script("return document.querySelector('#nimbook-overlay .nimbook-line').textContent");
        int caret = shown.indexOf('^') - shown.indexOf('\n') - 1;
        assertEquals("The end is {{ grundy nim 1 x }}.", shown.substring(0, shown.indexOf('\n')));
        assertTrue(overlay.contains(where + (caret + 1) + ": "), overlay + " / caret at " + caret);

        chromium.driver.findElement(By.cssSelector("#nimbook-overlay a.nimbook-problem")).click();
        chromium.await("the line shown", () -> Boolean.TRUE.equals(script(
                "var marked = document.querySelector('.nimbook-marked');"
                + " return marked !== null && marked.id === 'L" + line + "'"
                + " && marked.textContent.includes('The end is {{ grundy nim 1 x }}.')")));
        chromium.driver.navigate().back();

        Files.writeString(lesson, TEXT);
        chromium.await("the overlay gone", () -> Boolean.TRUE.equals(script(
                "return document.getElementById('nimbook-overlay') === null"
                + " && document.body.textContent.includes('The end.')")));
    }
}
