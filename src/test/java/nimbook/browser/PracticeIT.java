package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import nimbook.directive.Edition;
import nimbook.site.BuildOptions;
import nimbook.site.PreviewServer;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/** Worked answers, hints, another position and exercise sets in a real browser. */
class PracticeIT {
    static final Path BOOK = Path.of("src/test/resources/books/practice/content");
    private static Path site;
    private static Chromium chromium;
    private static PreviewServer server;

    @BeforeAll
    static void start() throws IOException {
        site = Files.createTempDirectory("nimbook-practice");
        for (Edition edition : Edition.values()) {
            SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(BOOK, Path.of("templates"),
                    site.resolve(edition.name().toLowerCase(java.util.Locale.ROOT)), edition, 0));
            assertEquals(List.of(), result.diagnostics().report());
        }
        chromium = new Chromium();
        server = new PreviewServer(0, false);
    }

    @AfterAll
    static void stop() throws IOException {
        server.close();
        chromium.close();
        try (Stream<Path> walk = Files.walk(site)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    private static void open(String edition, String query) {
        chromium.open(site.resolve(edition + "/01-practice.html").toUri() + query);
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
    }

    private static WebElement box(String exercise) {
        return chromium.driver.findElement(By.cssSelector("#" + exercise + " [data-widget=check]"));
    }

    private static String check(WebElement box, String answer) {
        WebElement input = box.findElement(By.cssSelector("[name=answer]"));
        input.clear();
        chromium.script("arguments[0].value = arguments[1]", input, answer);
        chromium.script("arguments[0].removeAttribute('data-verdict')", box);
        input.sendKeys(Keys.chord(Keys.CONTROL, Keys.ENTER));
        chromium.await("the verdict", () -> box.getAttribute("data-verdict") != null);
        WebElement verdict = box.findElement(By.cssSelector(".verdict"));
        chromium.await("the verdict said", () -> !verdict.getText().isEmpty());
        return box.getAttribute("data-verdict") + ": " + verdict.getText();
    }

    @Test
    void smoke() {
        open("instructor", "");
        assertEquals("wrong: Line 1: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.",
                check(box("kayles"), "kayles 4 = 2\nG(7) = 2"));
        assertEquals(List.of(), chromium.consoleErrors());
    }
}
