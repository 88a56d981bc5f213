package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.preview.PreviewServer;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Built pages in a real browser: every formula is rendered by KaTeX without an error, opened from disk and over
 * HTTP, with no console error and no request leaving the machine. Covers the fixture book and the real book.
 */
class MathRenderingIT {
    @TempDir
    static Path temp;

    private static Chromium chromium;

    @BeforeAll
    static void start() throws IOException {
        chromium = new Chromium();
    }

    @AfterAll
    static void stop() throws IOException {
        chromium.close();
    }

    private static Path build(Path content, String name) throws IOException {
        Path out = temp.resolve(name);
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(content, Path.of("templates"), out,
                Edition.INSTRUCTOR, 0, true));
        assertEquals(List.of(), result.diagnostics().report());
        return out;
    }

    private static List<Path> pages(Path site) throws IOException {
        try (Stream<Path> files = Files.list(site)) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
    }

    /** Opens a page and checks that each of its formulas became KaTeX, with no error; returns how many. */
    private static long checkMath(String url) {
        chromium.open(url);
        chromium.await("math rendering", () -> "rendered".equals(chromium.script(
                "return document.documentElement.getAttribute('data-math')")));
        long formulas = (Long) chromium.script("return document.querySelectorAll('span.math').length");
        long rendered = (Long) chromium.script("return document.querySelectorAll('span.math > .katex, span.math > "
                + ".katex-display').length");
        long errors = (Long) chromium.script("return document.querySelectorAll('.katex-error, .math-error').length");
        assertEquals(formulas, rendered, "formulas not rendered by KaTeX on " + url);
        assertEquals(0, errors, "KaTeX errors on " + url);
        return formulas;
    }

    @Test
    void everyFormulaOfTheFixtureBookRendersFromDisk() throws IOException {
        Path site = build(Path.of("src/test/resources/books/golden/content"), "fixture");
        long formulas = 0;
        for (Path page : pages(site)) {
            formulas += checkMath(page.toUri().toString());
        }
        assertTrue(formulas >= 8, "the fixture has formulas to render: " + formulas);
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    @Test
    void everyFormulaOfTheRealBookRendersFromDiskAndOverHttp() throws IOException {
        Path site = build(Path.of("content"), "book");
        for (Path page : pages(site)) {
            checkMath(page.toUri().toString());
        }
        try (PreviewServer server = new PreviewServer(0, false)) {
            server.publish(nimbookFiles(site), List.of());
            String root = "http://127.0.0.1:" + server.port() + "/";
            for (Path page : pages(site)) {
                checkMath(root + page.getFileName());
            }
            assertEquals(List.of(), chromium.consoleErrors());
            assertEquals(List.of(), chromium.foreignRequests());
        }
    }

    private static java.util.SortedMap<String, byte[]> nimbookFiles(Path site) throws IOException {
        java.util.SortedMap<String, byte[]> files = new java.util.TreeMap<>();
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path path : walk.filter(Files::isRegularFile).toList()) {
                files.put(site.relativize(path).toString().replace('\\', '/'), Files.readAllBytes(path));
            }
        }
        return files;
    }
}
