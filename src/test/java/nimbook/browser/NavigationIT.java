package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Finding one's way in a real browser, on the fixture book opened from disk. The search box: the index loads on first
 * use, results are the sections holding every word typed (case, accents and dashes aside), and the keyboard reaches
 * them. The arrow keys that turn the pages. The previews a link to a numbered block shows.
 */
class NavigationIT {
    private static Path site;
    private static Chromium chromium;

    @BeforeAll
    static void start() throws IOException {
        site = Files.createTempDirectory("nimbook-search");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(
                Path.of("src/test/resources/books/golden/content"), Path.of("templates"), site.resolve("site"),
                Edition.INSTRUCTOR, 0, true));
        assertEquals(List.of(), result.diagnostics().report());
        chromium = new Chromium();
    }

    @AfterAll
    static void stop() throws IOException {
        chromium.close();
        try (Stream<Path> walk = Files.walk(site)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    @AfterEach
    void nothingFailedAndNothingLeftTheMachine() {
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    private static String url(String page) {
        return site.resolve("site/" + page).toUri().toString();
    }

    private static WebElement box() {
        return chromium.driver.findElement(By.id("search"));
    }

    /** Types a query and waits for its results; returns the status line. */
    private static String search(String query) {
        WebElement box = box();
        box.clear();
        box.sendKeys(query);
        chromium.await("the results", () -> {
            String status = status();
            return !status.isEmpty() && !status.startsWith("Loading");
        });
        return status();
    }

    private static String status() {
        return chromium.driver.findElement(By.cssSelector(".search-status")).getText();
    }

    private static List<String> results() {
        return chromium.driver.findElements(By.cssSelector(".search-results a")).stream()
                .map(link -> link.getAttribute("href").substring(url("").length()) + " " + link.getText().replace('\n', '|'))
                .toList();
    }

    @Test
    void aQueryListsTheSectionsHoldingEveryWordAndEnterFollowsTheFirst() {
        chromium.open(url("02-values.html"));
        assertEquals("4 sections match.", search("nim-sum"));
        List<String> results = results();
        // A match in a heading comes first; then the book's order.
        assertTrue(results.get(0).startsWith("01-heaps.html#the-nim-sum 1. Heaps › The nim-sum|"), results.get(0));
        assertEquals(4, results.size());
        for (String result : results) {
            assertTrue(result.toLowerCase(java.util.Locale.ROOT).contains("nim-sum"), result);
        }
        // A click in the list on something that takes no focus (the status line) leaves it open.
        chromium.driver.findElement(By.cssSelector(".search-status")).click();
        assertTrue(chromium.driver.findElement(By.id("search-results")).isDisplayed());
        assertEquals(List.of("nim-sum"), chromium.driver.findElements(By.cssSelector(".search-results li:first-child mark"))
                .stream().map(WebElement::getText).distinct().toList());
        assertEquals("2 sections match.", search("nim-sum worked"));
        box().sendKeys(Keys.ENTER);
        chromium.await("the result's page", () -> chromium.driver.getCurrentUrl().endsWith("01-heaps.html#a-worked-example"));
    }

    @Test
    void caseAccentsAndDashesDoNotMatter() {
        chromium.open(url("01-heaps.html"));
        assertEquals("2 sections match.", search("misère"));
        List<String> accented = results();
        assertEquals("2 sections match.", search("MISERE"));
        assertEquals(accented, results());
        // The matches are marked where they are, as written (the games page writes the notation, misere-nim): folding
        // kept every character in its place.
        assertEquals(java.util.Set.of("misère", "misere"), chromium.driver.findElements(By.cssSelector(
                ".search-results mark")).stream().map(WebElement::getText).collect(java.util.stream.Collectors.toSet()));
        assertEquals("4 sections match.", search("Nim–Sum"));
        assertEquals("No section holds “xyzzy”.", search("xyzzy"));
        assertEquals(List.of(), results());
    }

    @Test
    void tenResultsAreShownAndTheRestOnRequest() {
        chromium.open(url("games.html"));
        String status = search("example");
        assertTrue(status.matches("\\d+ sections match; the first 10 are shown\\."), status);
        int all = Integer.parseInt(status.substring(0, status.indexOf(' ')));
        assertEquals(10, results().size());
        WebElement more = chromium.driver.findElement(By.cssSelector(".search-results button"));
        assertEquals("Show all " + all, more.getText());
        more.click();
        assertEquals(all, results().size());
        assertEquals(all + " sections match.", status());
        // Focus goes to the first result that was not shown before.
        assertEquals(chromium.driver.findElements(By.cssSelector(".search-results a")).get(10),
                chromium.driver.switchTo().activeElement());
    }

    @Test
    void wordsMatchAtTheirStartAndAnUnknownWordGetsTheClosestOfTheBook() {
        chromium.open(url("01-heaps.html"));
        // "eaps" is inside "heaps", but no word starts with it: no match, so the book's nearest word is searched for,
        // saying so, and its matches marked.
        String heaps = search("heaps");
        List<String> found = results();
        List<String> marked = marks();
        assertEquals("No section holds “eaps”. Showing “heaps” instead: " + heaps.substring(0, 1).toLowerCase(
                java.util.Locale.ROOT) + heaps.substring(1), search("eaps"));
        assertEquals(found, results());
        assertEquals(marked, marks());
        assertEquals("eaps", box().getAttribute("value"), "what the reader typed stays");
        // A single letter is a word of its own: "p" is the P of P-position, not the start of "play".
        // (Two more sections have "position" and words that start with p, such as "play", but no P; the proof exercise
        // asks for a P-position.)
        assertEquals("5 sections match.", search("p position"));
        assertEquals(List.of("p", "position"), chromium.driver.findElements(By.cssSelector(".search-results mark")).stream()
                .map(mark -> mark.getText().toLowerCase(java.util.Locale.ROOT)).distinct().sorted().toList());
        // A plural finds its singular too, and marks it.
        String proof = search("proof");
        found = results();
        assertTrue(!found.isEmpty());
        assertEquals(proof, search("proofs"));
        assertEquals(found, results());
        assertEquals(List.of("proof"), chromium.driver.findElements(By.cssSelector(".search-results mark")).stream()
                .map(mark -> mark.getText().toLowerCase(java.util.Locale.ROOT)).distinct().toList());
    }

    /** The words marked in the results, in lower case, each once. */
    private static List<String> marks() {
        return chromium.driver.findElements(By.cssSelector(".search-results mark")).stream()
                .map(mark -> mark.getText().toLowerCase(java.util.Locale.ROOT)).distinct().toList();
    }

    /** Words are matched across a hyphen or a space: "nimsum" and "nim sum" find "nim-sum", as "nim-sum" does. */
    @Test
    void wordsWrittenTogetherOrApartFindEachOther() {
        chromium.open(url("01-heaps.html"));
        assertEquals("4 sections match.", search("nim-sum"));
        List<String> hyphened = results();
        assertEquals("4 sections match.", search("nimsum"));
        assertEquals(hyphened, results());
        assertEquals(List.of("nim-sum"), marks());
        assertEquals("4 sections match.", search("nim sum"));
        assertEquals(hyphened.stream().map(result -> result.substring(0, result.indexOf(' '))).toList(),
                results().stream().map(result -> result.substring(0, result.indexOf(' '))).toList(),
                "the words together, hyphened, rank as the phrase");
        assertEquals("4 sections match.", search("Nimsums"));
        assertEquals(hyphened, results());
    }

    /**
     * A word of 20,000 characters held the page for over a minute: the forms it is looked for in (two words run together)
     * were found in time quadratic in its length, for every section. It is answered at once; and past 16 words, the first
     * 16 are searched, as the status says.
     */
    @Test
    void aQueryNoReaderTypesIsAnsweredAtOnce() {
        chromium.open(url("01-heaps.html"));
        assertEquals("4 sections match.", search("nim-sum"));
        String typed = "var box = document.getElementById('search'); box.value = arguments[0];"
                + " box.dispatchEvent(new Event('input')); return document.querySelector('.search-status').textContent;";
        assertEquals("No section holds \u201c" + "x".repeat(40) + "\u2026\u201d.", chromium.script(typed, "x".repeat(20_000)));
        // Sixteen words one section holds, and a seventeenth that none does.
        String words = (String) chromium.script("var seen = {}; return window.nimbookSearch[1].sections[0].text"
                + ".toLowerCase().split(/[^a-z]+/).filter(function (w) { var fresh = w.length > 3 && !seen[w]; seen[w] = true;"
                + " return fresh; }).slice(0, 16).join(' ');");
        assertEquals(16, words.split(" ").length, words);
        String status = (String) chromium.script(typed, words + " xyzzy");
        assertTrue(status.matches("(One section matches|[0-9]+ sections match) \\(the first 16 words searched\\)\\."),
                status);
    }

    @Test
    void anIndexThatDoesNotLoadIsSaidSo() throws IOException {
        Path index = site.resolve("site/assets/search-index.js");
        Path aside = site.resolve("search-index.js");
        Files.move(index, aside);
        try {
            chromium.open(url("01-heaps.html"));
            box().click();
            box().sendKeys("nim");
            chromium.await("the failure", () -> status().startsWith("Search is not available"));
            assertEquals("Search is not available: the book’s index (assets/search-index.js) did not load.", status());
        } finally {
            Files.move(aside, index);
        }
        // The browser reports the missing file as an error of its own: expected here, and read so that it is not
        // taken for a failure of the page.
        List<String> errors = chromium.takeConsoleErrors();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).contains("search-index.js"), errors.get(0));
    }

    @Test
    void theArrowKeysTurnThePagesOnlyWhileNothingHasFocus() {
        chromium.open(url("01-heaps.html"));
        // On a link (a control, a summary), an arrow pressed by habit stays on the page.
        chromium.driver.findElement(By.cssSelector("main a.self")).sendKeys(Keys.ARROW_RIGHT);
        pause(300);
        assertTrue(chromium.driver.getCurrentUrl().endsWith("/01-heaps.html"), chromium.driver.getCurrentUrl());
        chromium.driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        chromium.await("the next lesson", () -> chromium.driver.getCurrentUrl().endsWith("/02-values.html"));
        box().sendKeys("nim", Keys.ARROW_LEFT);
        assertTrue(chromium.driver.getCurrentUrl().endsWith("/02-values.html"));
        chromium.driver.findElement(By.tagName("body")).sendKeys(Keys.ARROW_LEFT);
        chromium.await("the previous lesson", () -> chromium.driver.getCurrentUrl().endsWith("/01-heaps.html"));
    }

    @Test
    void afterAClickOnAWideTableTheArrowKeysScrollIt() {
        inWindow(320, 800, () -> {
            chromium.open(url("01-heaps.html"));
            chromium.layOutEverything();
            WebElement scroller = chromium.driver.findElements(By.cssSelector(".table-scroll")).stream()
                    .filter(box -> (Boolean) chromium.driver.executeScript("return arguments[0].scrollWidth >"
                            + " arguments[0].clientWidth", box)).findFirst().orElseThrow();
            // A stop for Tab, named for what it holds, as every box that scrolls; one that fits is not.
            assertEquals("0", scroller.getAttribute("tabindex"));
            assertTrue(scroller.getAccessibleName().endsWith(", scrolls sideways"), scroller.getAccessibleName());
            assertTrue(chromium.driver.findElements(By.cssSelector(".table-scroll")).stream().allMatch(box ->
                    box.getAttribute("tabindex") != null == (Boolean) chromium.driver.executeScript(
                            "return arguments[0].scrollWidth > arguments[0].clientWidth + 1", box)));
            new Actions(chromium.driver).moveToElement(scroller.findElement(By.tagName("td"))).click()
                    .sendKeys(Keys.ARROW_RIGHT).perform();
            chromium.await("the table scrolled", () -> ((Number) chromium.driver.executeScript(
                    "return arguments[0].scrollLeft", scroller)).intValue() > 0);
            assertTrue(chromium.driver.getCurrentUrl().endsWith("/01-heaps.html"), chromium.driver.getCurrentUrl());
            // A formula too: the box that scrolls is KaTeX's, inside the formula's.
            chromium.open(url("02-values.html"));
            chromium.layOutEverything();
            WebElement formula = chromium.driver.findElements(By.cssSelector(".math.display > .katex-display")).stream()
                    .filter(box -> box.getAttribute("tabindex") != null).findFirst().orElseThrow();
            assertEquals("Formula, scrolls sideways", formula.getAccessibleName());
            new Actions(chromium.driver).moveToElement(formula).click().sendKeys(Keys.ARROW_RIGHT).perform();
            chromium.await("the formula scrolled", () -> ((Number) chromium.driver.executeScript(
                    "return arguments[0].scrollLeft", formula)).intValue() > 0);
            assertTrue(chromium.driver.getCurrentUrl().endsWith("/02-values.html"), chromium.driver.getCurrentUrl());
        });
    }

    @Test
    void theKeyboardReachesTheResultsAndLeavesThem() {
        chromium.open(url("index.html"));
        chromium.driver.findElement(By.tagName("body")).sendKeys("/");
        assertEquals("search", chromium.driver.switchTo().activeElement().getAttribute("id"));
        search("nim-sum");
        List<WebElement> links = chromium.driver.findElements(By.cssSelector(".search-results a"));
        box().sendKeys(Keys.ARROW_DOWN);
        assertEquals(links.get(0), chromium.driver.switchTo().activeElement());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ARROW_DOWN);
        assertEquals(links.get(1), chromium.driver.switchTo().activeElement());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ARROW_UP, Keys.ARROW_UP);
        assertEquals(box(), chromium.driver.switchTo().activeElement());
        // Escape from a result closes the list and keeps the query; the reader, who came with "/", is sent back to
        // the text.
        box().sendKeys(Keys.ARROW_DOWN);
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertTrue(!chromium.driver.findElement(By.id("search-results")).isDisplayed());
        assertEquals("nim-sum", box().getAttribute("value"));
        assertEquals("body", chromium.driver.switchTo().activeElement().getTagName());
        // Typing again opens it.
        box().sendKeys(" worked");
        chromium.await("the list again", () -> chromium.driver.findElement(By.id("search-results")).isDisplayed());
    }

    private static List<WebElement> previews() {
        return chromium.driver.findElements(By.cssSelector(".ref-preview"));
    }

    private static void pointAt(WebElement element) {
        new Actions(chromium.driver).moveToElement(element).perform();
    }

    /** Opens the shortcuts and settings with "?", as a reader does. */
    private static WebElement settings() {
        chromium.driver.findElement(By.tagName("body")).sendKeys("?");
        return chromium.driver.findElement(By.cssSelector("dialog.shortcuts"));
    }

    /** A finger's tap on the element's middle (touch events, as a touch screen sends them). */
    private static void tap(WebElement element) {
        chromium.script("arguments[0].scrollIntoView({block: 'center'})", element);
        @SuppressWarnings("unchecked")
        List<Number> middle = (List<Number>) chromium.script("var r = arguments[0].getClientRects()[0];"
                + " return [r.left + r.width / 2, r.top + r.height / 2];", element);
        chromium.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints",
                List.of(Map.of("x", middle.get(0), "y", middle.get(1)))));
        chromium.driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @Test
    void aLinkToANumberedBlockShowsItWhileThePointerRestsOnIt() {
        chromium.open(url("02-values.html"));
        WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#first-exercise']"));
        pointAt(reference);
        chromium.await("the preview", () -> !previews().isEmpty());
        WebElement preview = previews().get(0);
        // For the eye: a screen reader has the link's own text, and its target.
        assertEquals("true", preview.getAttribute("aria-hidden"));
        // The exercise's question, its formula typeset, without its hint, answer box or answer; no id of the page twice.
        // It says which lesson the block is in, when it is another than the page's.
        assertTrue(preview.getText().startsWith("Lesson 1 · Heaps\nExercise 1.1\nPosition: nim 1 2 3\nWho wins from"), preview.getText());
        assertEquals(1, preview.findElements(By.cssSelector(".question .katex")).size());
        assertEquals(0, preview.findElements(By.cssSelector("details, [data-widget], [id]")).size());
        // Its title leads to the block on its own page.
        assertTrue(preview.findElement(By.cssSelector(".block-title a")).getAttribute("href")
                .endsWith("/01-heaps.html#first-exercise"));
        // The pointer may move onto it to read it; it goes when the pointer leaves both.
        pointAt(preview);
        pause(600);
        assertEquals(1, previews().size());
        pointAt(chromium.driver.findElement(By.cssSelector(".site-footer")));
        chromium.await("the preview to go", () -> previews().isEmpty());
        // Followed, the link lands on the block, marked for a moment.
        reference.click();
        chromium.await("the exercise", () -> chromium.driver.getCurrentUrl().endsWith("/01-heaps.html#first-exercise"));
        assertEquals("landed", chromium.driver.findElement(By.id("first-exercise")).getCssValue("animation-name"));
        assertEquals("none", chromium.driver.findElement(By.id("the-nim-sum")).getCssValue("animation-name"));
        chromium.driver.navigate().back();
        // A link to a heading, or one that is not followed within the book, shows nothing.
        pointAt(chromium.driver.findElement(By.cssSelector("a[href='01-heaps.html#the-nim-sum']")));
        pause(600);
        assertEquals(List.of(), previews());
        // Nor does the answer key's way back to an exercise, whose question it shows already.
        chromium.open(url("answers.html"));
        pointAt(chromium.driver.findElement(By.cssSelector(".back-link a[href='01-heaps.html#first-exercise']")));
        pause(600);
        assertEquals(List.of(), previews());
    }

    @Test
    void aReferenceToAnEquationShowsItNumbered() {
        chromium.open(url("02-values.html"));
        WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='02-values.html#mex-rule']"));
        assertEquals("(2.1)", reference.getText());
        // KaTeX sets the number at the line's right; where the line is narrow, after the formula, never over it.
        assertEquals("(2.1)", chromium.driver.findElement(By.cssSelector("#mex-rule .tag")).getText());
        for (int width : new int[] {1100, 360}) {
            inWindow(width, 800, () -> {
                @SuppressWarnings("unchecked")
                List<Number> edges = (List<Number>) chromium.script("var e = document.getElementById('mex-rule');"
                        + "var bases = e.querySelectorAll('.katex-html > .base');"
                        + "var tag = e.querySelector('.tag').getBoundingClientRect();"
                        + "return [bases[bases.length - 1].getBoundingClientRect().right, tag.left, tag.right,"
                        + " e.getBoundingClientRect().right];");
                assertTrue(edges.get(0).doubleValue() <= edges.get(1).doubleValue(), width + " px: " + edges);
                if (width == 1100) {
                    assertEquals(edges.get(3).doubleValue(), edges.get(2).doubleValue(), 1.0,
                            "at the line's right: " + edges);
                }
            });
        }
        // Its preview is titled with its name, a link to it; the number beside the formula, which a narrow card would
        // cut off, is not shown there.
        pointAt(reference);
        chromium.await("the preview", () -> !previews().isEmpty());
        WebElement title = previews().get(0).findElement(By.cssSelector(".block-title a"));
        assertEquals("Equation (2.1)", title.getText());
        assertTrue(title.getAttribute("href").endsWith("/02-values.html#mex-rule"));
        assertTrue(!previews().get(0).findElement(By.cssSelector(".math.display .tag")).isDisplayed());
    }

    @Test
    void onATouchScreenATapShowsThePreviewAndASecondFollowsTheLink() {
        chromium.driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 1));
        try {
            chromium.open(url("02-values.html"));
            // The first touch on the text (a scroll, a tap) loads the previews, so that a tap on a link finds them.
            tap(chromium.driver.findElement(By.cssSelector("main h1")));
            chromium.await("the previews", () -> Boolean.TRUE.equals(chromium.script("return !!window.nimbookPreviews")));
            WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#first-exercise']"));
            tap(reference);
            chromium.await("the preview", () -> !previews().isEmpty());
            assertTrue(chromium.driver.getCurrentUrl().endsWith("/02-values.html"), chromium.driver.getCurrentUrl());
            // Tapping in it to read it keeps it; a tap elsewhere ends it.
            tap(previews().get(0).findElement(By.cssSelector(".question p")));
            pause(600);
            assertEquals(1, previews().size());
            tap(chromium.driver.findElement(By.cssSelector("main h1")));
            chromium.await("the preview to go", () -> previews().isEmpty());
            // Tapped again while its preview shows, the link is followed.
            tap(reference);
            chromium.await("the preview", () -> !previews().isEmpty());
            tap(reference);
            chromium.await("the exercise", () -> chromium.driver.getCurrentUrl().endsWith("/01-heaps.html#first-exercise"));
        } finally {
            chromium.driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
        }
    }

    @Test
    void printingOpensEveryHintAndAnswerAndClosesThemAfter() {
        chromium.open(url("01-heaps.html"));
        String open = "return Array.from(document.querySelectorAll('details')).map(d => d.open ? 1 : 0).join('')";
        // The exercises' hints and answers, and the proof exercise's hint and model proof.
        assertEquals("00000", chromium.script(open));
        // An exercise's hint is its answer box's first Hint on screen; on paper it is printed, open, in its place.
        assertFalse(chromium.driver.findElement(By.cssSelector("#first-exercise details.hint")).isDisplayed());
        // One the reader opened stays open after printing.
        chromium.driver.findElement(By.cssSelector("#first-exercise details.answer summary")).click();
        assertEquals("01000", chromium.script(open));
        chromium.script("window.dispatchEvent(new Event('beforeprint'))");
        assertEquals("11111", chromium.script(open));
        chromium.script("window.dispatchEvent(new Event('afterprint'))");
        assertEquals("01000", chromium.script(open));
    }

    @Test
    void escapeEndsAPreviewAndTheKeyboardShowsOne() {
        chromium.open(url("01-heaps.html"));
        WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#small-bouton']"));
        pointAt(reference);
        chromium.await("the preview", () -> !previews().isEmpty());
        assertTrue(previews().get(0).getText().startsWith("Theorem 1.1 (Bouton)."), previews().get(0).getText());
        chromium.driver.findElement(By.tagName("body")).sendKeys(Keys.ESCAPE);
        chromium.await("the preview to go", () -> previews().isEmpty());
        // Tab to the link: its preview shows at once, and goes with the focus.
        chromium.open(url("02-values.html"));
        String exercise = "01-heaps.html#first-exercise";
        for (int i = 0; i < 100 && !exercise.equals(chromium.driver.switchTo().activeElement().getDomAttribute("href")); i++) {
            chromium.driver.switchTo().activeElement().sendKeys(Keys.TAB);
        }
        assertEquals(exercise, chromium.driver.switchTo().activeElement().getDomAttribute("href"));
        chromium.await("the preview", () -> !previews().isEmpty());
        // The pointer passing over the preview and away does not take it while the link has focus.
        pointAt(previews().get(0));
        pointAt(chromium.driver.findElement(By.cssSelector(".site-footer")));
        pause(600);
        assertEquals(1, previews().size());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.TAB);
        chromium.await("the preview to go", () -> previews().isEmpty());
    }

    @Test
    void eachHeadingLinksToItselfShownOnPointing() {
        chromium.open(url("01-heaps.html"));
        WebElement heading = chromium.driver.findElement(By.id("the-nim-sum"));
        // The heading's text is the link, and both are named by it alone: the mark is drawn, with no text to read.
        WebElement link = heading.findElement(By.cssSelector("a.heading-link"));
        assertTrue(link.getAttribute("href").endsWith("/01-heaps.html#the-nim-sum"));
        assertEquals("The nim-sum", link.getText());
        assertEquals("The nim-sum", heading.getAccessibleName());
        assertEquals("The nim-sum", link.getAccessibleName());
        assertEquals("0", mark(link));
        pointAt(heading);
        chromium.await("the mark", () -> mark(link).equals("1"));
        // A heading holding a link of its own (here a footnote's number) gets the mark alone, after it.
        WebElement noted = chromium.driver.findElement(By.id("a-worked-example"));
        WebElement mark = noted.findElement(By.cssSelector("a.heading-link"));
        assertEquals("", mark.getText());
        assertEquals("Link to this section", mark.getAttribute("aria-label"));
        assertTrue(noted.findElement(By.cssSelector("a.footnote-ref")).isDisplayed());
        // Every heading of the text has one; the contents beside it keep the headings' text alone.
        assertEquals(chromium.driver.findElements(By.cssSelector("main h2[id], main h3[id], main h4[id]")).size(),
                chromium.driver.findElements(By.cssSelector("a.heading-link")).size());
        assertTrue(chromium.driver.findElements(By.cssSelector(".sidebar a.heading-link")).isEmpty());
    }

    /** Runs {@code test} in a window of the given size, the usual one restored after. */
    private static void inWindow(int width, int height, Runnable test) {
        Dimension size = chromium.driver.manage().window().getSize();
        chromium.driver.manage().window().setSize(new Dimension(width, height));
        try {
            test.run();
        } finally {
            chromium.driver.manage().window().setSize(size);
        }
    }

    /** The opacity of a heading link's mark. */
    private String mark(WebElement link) {
        return String.valueOf(((JavascriptExecutor) chromium.driver).executeScript(
                "return getComputedStyle(arguments[0], '::after').opacity;", link));
    }

    @Test
    void questionMarkListsTheKeyboardShortcuts() {
        chromium.open(url("01-heaps.html"));
        WebElement dialog = settings();
        assertTrue(dialog.isDisplayed());
        // Focus starts on the title, above the keys, not on the first setting below them.
        assertEquals("shortcuts-title", chromium.driver.switchTo().activeElement().getAttribute("id"));
        assertEquals(List.of("/", "← →", "Tab", "Esc", "Ctrl + Enter", "?"), dialog.findElements(By.tagName("dt")).stream()
                .map(WebElement::getText).toList());
        dialog.sendKeys(Keys.ESCAPE);
        chromium.await("the list to close", () -> !dialog.isDisplayed());
        // Typed in the search box, "?" is text.
        box().sendKeys("?");
        assertTrue(!dialog.isDisplayed());
        assertEquals("?", box().getAttribute("value"));
        // The footer's button opens it too.
        chromium.driver.findElement(By.cssSelector(".shortcuts-button")).click();
        chromium.await("the list opened from the footer", dialog::isDisplayed);
        assertEquals("shortcuts-title", chromium.driver.switchTo().activeElement().getAttribute("id"));
        dialog.findElement(By.tagName("button")).click();
        chromium.await("the list to close", () -> !dialog.isDisplayed());
    }

    @Test
    void theColoursFollowTheDeviceUnlessTheReaderChoosesThem() {
        chromium.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        try {
            chromium.open(url("01-heaps.html"));
            assertEquals("rgba(22, 24, 27, 1)", chromium.driver.findElement(By.tagName("html")).getCssValue("background-color"));
            WebElement dialog = settings();
            WebElement light = dialog.findElement(By.cssSelector("input[name=theme][value=light]"));
            assertTrue(dialog.findElement(By.cssSelector("input[name=theme][value='']")).isSelected());
            light.click();
            assertEquals("rgba(253, 253, 251, 1)", chromium.driver.findElement(By.tagName("html")).getCssValue("background-color"));
            // Kept for the next page, from its first drawing.
            chromium.open(url("02-values.html"));
            assertEquals("light", chromium.driver.findElement(By.tagName("html")).getAttribute("data-theme"));
            assertEquals("rgba(253, 253, 251, 1)", chromium.driver.findElement(By.tagName("html")).getCssValue("background-color"));
            settings().findElement(By.cssSelector("input[name=theme][value='']")).click();
            assertEquals("rgba(22, 24, 27, 1)", chromium.driver.findElement(By.tagName("html")).getCssValue("background-color"));
            assertEquals("true", chromium.script("return localStorage.getItem('nimbook.theme') === null").toString());
        } finally {
            chromium.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    @Test
    void previewsCanBeTurnedOffAndStayOff() {
        chromium.open(url("02-values.html"));
        WebElement setting = settings().findElement(By.cssSelector(".setting input[type=checkbox]"));
        assertTrue(setting.isSelected());
        setting.click();
        chromium.driver.findElement(By.cssSelector("dialog.shortcuts")).sendKeys(Keys.ESCAPE);
        chromium.open(url("02-values.html"));
        pointAt(chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#first-exercise']")));
        pause(600);
        assertEquals(List.of(), previews());
        // On again, on this page and the next.
        setting = settings().findElement(By.cssSelector(".setting input[type=checkbox]"));
        assertTrue(!setting.isSelected());
        setting.click();
        chromium.driver.findElement(By.cssSelector("dialog.shortcuts")).sendKeys(Keys.ESCAPE);
        pointAt(chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#first-exercise']")));
        chromium.await("the preview", () -> !previews().isEmpty());
        assertEquals("true", chromium.script("return localStorage.getItem('nimbook.previews-off') === null").toString());
    }

    @Test
    void theSingleKeyShortcutsCanBeTurnedOff() {
        chromium.open(url("01-heaps.html"));
        WebElement setting = settings().findElements(By.cssSelector(".setting input[type=checkbox]")).get(1);
        assertTrue(setting.isSelected());
        setting.click();
        chromium.driver.findElement(By.cssSelector("dialog.shortcuts")).sendKeys(Keys.ESCAPE);
        // Off on every page: neither / nor ? nor the arrows do anything; the button at the foot still opens the list.
        chromium.open(url("01-heaps.html"));
        WebElement body = chromium.driver.findElement(By.tagName("body"));
        body.sendKeys("/", "?", Keys.ARROW_RIGHT);
        pause(300);
        assertTrue(chromium.driver.getCurrentUrl().endsWith("/01-heaps.html"), chromium.driver.getCurrentUrl());
        assertEquals("body", chromium.driver.switchTo().activeElement().getTagName());
        assertTrue(chromium.driver.findElements(By.cssSelector("dialog.shortcuts[open]")).isEmpty());
        chromium.driver.findElement(By.cssSelector(".shortcuts-button")).click();
        setting = chromium.driver.findElements(By.cssSelector("dialog.shortcuts .setting input[type=checkbox]")).get(1);
        assertTrue(!setting.isSelected());
        setting.click();
        chromium.driver.findElement(By.cssSelector("dialog.shortcuts")).sendKeys(Keys.ESCAPE);
        body.sendKeys(Keys.ARROW_RIGHT);
        chromium.await("the next lesson", () -> chromium.driver.getCurrentUrl().endsWith("/02-values.html"));
    }

    @Test
    void theWholeBookIsOnePageWhoseLinksStayOnIt() {
        chromium.open(url("02-values.html"));
        chromium.driver.findElement(By.linkText("Whole book")).click();
        chromium.await("the whole book", () -> chromium.driver.getCurrentUrl().endsWith("/print.html"));
        // One h1, the book's; each part's title a level below.
        assertEquals(List.of("A Small Book", "Heaps", "Values"), chromium.driver.findElements(
                By.cssSelector("article.print-part > header h1, article.print-part > header h2")).stream()
                .map(WebElement::getText).toList());
        assertEquals(1, chromium.driver.findElements(By.tagName("h1")).size());
        // A reference leads within the page, and shows its block as on the lesson's own page.
        WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='#01-heaps--small-bouton']"));
        pointAt(reference);
        chromium.await("the preview", () -> !previews().isEmpty());
        assertTrue(previews().get(0).getText().startsWith("Theorem 1.1 (Bouton)."), previews().get(0).getText());
        // Its title leads to the block within this page too.
        assertTrue(previews().get(0).findElement(By.cssSelector(".block-title a")).getAttribute("href")
                .endsWith("/print.html#01-heaps--small-bouton"));
        reference.click();
        chromium.await("the theorem", () -> chromium.driver.getCurrentUrl().endsWith("/print.html#01-heaps--small-bouton"));
        chromium.driver.findElement(By.cssSelector("#index a[href='#02-values']")).click();
        chromium.await("lesson 2", () -> chromium.driver.getCurrentUrl().endsWith("/print.html#02-values"));
    }

    @Test
    void aPreviewStaysInsideAShortNarrowWindow() {
        inWindow(420, 330, () -> {
            chromium.open(url("02-values.html"));
            chromium.layOutEverything();
            WebElement reference = chromium.driver.findElement(By.cssSelector("a.nb-ref[href='01-heaps.html#first-exercise']"));
            chromium.script("arguments[0].scrollIntoView({block: 'center'})", reference);
            pointAt(reference);
            chromium.await("the preview", () -> !previews().isEmpty());
            @SuppressWarnings("unchecked")
            Map<String, Object> box = (Map<String, Object>) chromium.script("var r = document.querySelector('.ref-preview')"
                    + ".getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
                    + " height: innerHeight, width: document.documentElement.clientWidth};");
            double top = ((Number) box.get("top")).doubleValue();
            double bottom = ((Number) box.get("bottom")).doubleValue();
            assertTrue(top >= 0 && bottom <= ((Number) box.get("height")).doubleValue(), box.toString());
            assertTrue(((Number) box.get("left")).doubleValue() >= 0
                    && ((Number) box.get("right")).doubleValue() <= ((Number) box.get("width")).doubleValue(), box.toString());
            // Shortened to fit, it scrolls.
            assertEquals(Boolean.TRUE, chromium.script("var c = document.querySelector('.ref-preview');"
                    + " return c.scrollHeight > c.clientHeight;"));
            // Reached with the keyboard, which cannot scroll inside it, it is whole: the page scrolls to it.
            chromium.driver.findElement(By.tagName("body")).sendKeys(Keys.ESCAPE);
            pointAt(chromium.driver.findElement(By.cssSelector(".site-footer")));
            chromium.await("the preview to go", () -> previews().isEmpty());
            chromium.script("arguments[0].focus()", reference);
            reference.sendKeys(Keys.SHIFT, Keys.TAB);
            chromium.driver.switchTo().activeElement().sendKeys(Keys.TAB);
            chromium.await("the preview", () -> !previews().isEmpty());
            assertEquals(Boolean.TRUE, chromium.script("var c = document.querySelector('.ref-preview');"
                    + " return c.scrollHeight <= c.clientHeight;"));
        });
    }
}
