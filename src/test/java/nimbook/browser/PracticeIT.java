package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import nimbook.assess.Key;
import nimbook.diag.Problem;
import nimbook.book.Edition;
import nimbook.book.ExerciseKey;
import nimbook.practice.Hints;
import nimbook.book.BuildOptions;
import nimbook.preview.PreviewServer;
import nimbook.site.SiteBuilder;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Worked answers checked line by line, the hints that unfold, another position on request and the exercise set the
 * reader chose, in a real browser; and the solver in a worker, which leaves the page free while it computes and stops
 * on Cancel — from disk and over HTTP.
 */
class PracticeIT {
    static final Path BOOK = Path.of("src/test/resources/books/practice/content");
    private static final Solver SOLVER = Solver.forPages();
    private static Path site;
    private static Chromium chromium;
    private static PreviewServer server;
    /** The instructor edition's build, for the sets its exercises deal. */
    private static SiteBuilder.Result built;

    @BeforeAll
    static void start() throws IOException {
        site = Files.createTempDirectory("nimbook-practice");
        for (Edition edition : Edition.values()) {
            SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(BOOK, Path.of("templates"),
                    site.resolve(edition.name().toLowerCase(Locale.ROOT)), edition, 0));
            assertEquals(List.of(), result.diagnostics().report());
            if (edition == Edition.INSTRUCTOR) {
                built = result;
            }
        }
        // The same book whose index.md turns the worked solution off.
        Path off = site.resolve("off-content");
        Files.createDirectories(off);
        try (Stream<Path> files = Files.list(BOOK)) {
            for (Path file : files.toList()) {
                Files.copy(file, off.resolve(file.getFileName()));
            }
        }
        Files.writeString(off.resolve("index.md"), Files.readString(off.resolve("index.md"))
                .replaceFirst("\n---\n", "\nworked-solutions: off\n---\n"));
        assertEquals(List.of(), SiteBuilder.buildAndWrite(new BuildOptions(off, Path.of("templates"), site.resolve("off"),
                Edition.STUDENT, 0)).diagnostics().report());
        chromium = new Chromium();
        server = new PreviewServer(0, false);
        server.publish(new TreeMap<>(built.files()), List.of());
    }

    @AfterAll
    static void stop() throws IOException {
        server.close();
        chromium.close();
        Chromium.delete(site);
    }

    /** The practice lesson of an edition (instructor, student or off), from disk or over HTTP (the instructor's). */
    private static void open(String edition, String where, String query) {
        chromium.open((where.equals("file") ? site.resolve(edition + "/01-practice.html").toUri().toString()
                : "http://127.0.0.1:" + server.port() + "/01-practice.html") + query);
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
    }

    private static void open(String edition) {
        open(edition, "file", "");
    }

    private static WebElement box(String exercise) {
        return chromium.driver.findElement(By.cssSelector("#" + exercise + " [data-widget=check]"));
    }

    /** Types an answer into a box and checks it with Ctrl+Enter; returns the box's verdict and what it said. */
    private static String check(WebElement box, String answer) {
        WebElement input = box.findElement(By.cssSelector("textarea[name=answer]"));
        chromium.script("arguments[0].value = arguments[1]; arguments[2].removeAttribute('data-verdict')", input, answer,
                box);
        input.sendKeys(Keys.chord(Keys.CONTROL, Keys.ENTER));
        chromium.await("the verdict", () -> box.getAttribute("data-verdict") != null);
        WebElement verdict = box.findElement(By.cssSelector(".verdict"));
        chromium.await("the verdict said", () -> !verdict.getText().isEmpty());
        return box.getAttribute("data-verdict") + ": " + verdict.getText();
    }

    /** The marks of a box's lines, in order, each with what it says when it is not simply right. */
    private static List<String> marks(WebElement box) {
        List<String> marks = new ArrayList<>();
        for (WebElement step : box.findElements(By.cssSelector("[data-step]"))) {
            List<WebElement> message = step.findElements(By.cssSelector(".step-message"));
            List<WebElement> reading = step.findElements(By.cssSelector(".step-reading"));
            marks.add(step.getAttribute("data-step") + (message.isEmpty() ? "" : ":"
                    + message.get(0).getAttribute("textContent")) + (reading.isEmpty() ? "" : " ["
                    + reading.get(0).getAttribute("textContent") + "]"));
        }
        return marks;
    }

    /** Presses a box's Hint button until it shows this many hints. */
    private static void unfold(WebElement box, int hints) {
        WebElement hint = box.findElement(By.cssSelector("button[data-action=hint]"));
        for (int rung = 1; rung <= hints; rung++) {
            hint.click();
            int shown = rung;
            chromium.await("hint " + rung, () -> box.findElements(By.cssSelector("[data-rung]")).size() == shown);
        }
    }

    private static void noErrorsAndNothingLeft() {
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void eachLineOfAWorkedAnswerIsMarked(String where) {
        open("instructor", where, "");
        chromium.script("localStorage.clear()");
        WebElement kayles = box("kayles");
        // Enter starts a new line; Ctrl+Enter checks.
        WebElement input = kayles.findElement(By.cssSelector("textarea[name=answer]"));
        input.sendKeys("kayles 4 = 2", Keys.ENTER, "mex{0, 1, 3} = 2");
        assertEquals("kayles 4 = 2\nmex{0, 1, 3} = 2", input.getAttribute("value"));
        assertEquals("wrong: Lines 1, 4 and 5 are wrong.",
                check(kayles, "kayles 4 = 2\n\nmex(0,1,3) = 2\n3 ⊕ 4 ⊕ 6 = 5\nkayles 4 is P\nkayles 4 → kayles 1 2 = 3\n"
                        + "mex{0, 1 = 2\nG(7) = 2"));
        assertEquals(List.of("wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.",
                "right", "wrong: 3 ⊕ 4 ⊕ 6 is 1, not 5: in binary 011 ⊕ 100 ⊕ 110 = 001, and the 4s column holds 2 ones"
                        + " (an even number), so the nim-sum has 0 there.",
                "wrong: kayles 4 is N, not P: its value is 1, not 0 (its options have values 0, 2, 3 and 3, and mex{0, 2, 3}"
                        + " = 1).", "right", "unreadable: Write a mex with its values in braces, like mex{0, 1} = 2.",
                "right: Right: the value is 2."), marks(kayles));
        assertTrue(kayles.findElement(By.cssSelector(".steps")).isDisplayed());
        // A red verdict: no "Solved" beside it.
        assertEquals(List.of(), chromium.driver.findElements(By.cssSelector("#kayles .solved-mark")));
        // Right steps and the answer: solved.
        assertEquals("right: Right: the value is 2.", check(kayles, "kayles 4 = 1\nG(7) = mex{3, 5, 3, 0, 4, 0, 1} = 2"));
        // The verdict above says what the answer's line would: said once.
        assertEquals(List.of("right", "right"), marks(kayles));
        assertEquals("Exercise 1.1 Solved", chromium.driver.findElement(By.cssSelector("#kayles .block-title")).getText());
        // A later wrong try takes the badge away (the browser still remembers the right answer).
        assertEquals("wrong: Not the value: compute it again from the options (or the nim-sum of the parts).",
                check(kayles, "3"));
        assertEquals(List.of(), chromium.driver.findElements(By.cssSelector("#kayles .solved-mark")));
        // One line, as before: its mark is there, the list is not shown.
        assertEquals(List.of("wrong"), marks(kayles));
        assertFalse(kayles.findElement(By.cssSelector(".steps")).isDisplayed());
        // Read in binary, the one reading in which it holds: said under the line, which is shown for that.
        assertEquals("right: Right: the value is 11.", check(box("binary"), "101 ⊕ 111 ⊕ 1001 = 1011"));
        assertEquals(List.of("right [read as binary: 101 = 5, 111 = 7, 1001 = 9, 1011 = 11]"), marks(box("binary")));
        assertTrue(box("binary").findElement(By.cssSelector(".steps")).isDisplayed());
        // The eeny-meeny walk as the book prints it.
        assertEquals("wrong: Line 3 is wrong.",
                check(box("pile"), "eeny: 2 against 2, equal: go on down\nmeeny: 2 against 2\neeny: 2 against 1, met"));
        assertEquals("incomplete: Right so far; now write the answer: the value of colourful 1,2,2,2.",
                check(box("pile"), "eeny: 2 against 2, equal: go on down\nmeeny: 2 against 2\neeny: 2 against 1, stop"));
        assertEquals("incomplete", box("pile").getAttribute("data-verdict"));
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft();
    }

    /** A loopy exercise's box: each line of the labelling marked, in the page as on the JVM. */
    @Test
    void aLoopyWorkedAnswerIsMarkedLineByLine() {
        open("instructor");
        chromium.script("localStorage.clear()");
        WebElement loopy = box("loopy");
        assertEquals("wrong: Line 2 is wrong.", check(loopy, "round 0: 2, 4; ∞ to 1, 5\nγ(3) = 0\nγ(0) = ∞(0,1)"));
        assertEquals(List.of("right", "wrong: γ(3) is not 0: its follower 4 has 0.", "right: Right: the value is ∞(0,1)."),
                marks(loopy));
        assertEquals("right: Right: the value is ∞(0,1).", check(loopy, "round 0: 2, 4\nround 1: 3\nγ(0) = inf(0, 1)"));
        // The verdict above says what the answer's line would: said once.
        assertEquals(List.of("right", "right", "right"), marks(loopy));
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft();
    }

    /**
     * The box on a phone and on a desk: it grows with the lines typed (five lines show whole), the verdict is said once
     * (above the lines, which say the rest), the hints wrap rather than scroll sideways, and an exercise with a hint of
     * its own has one Hint, whose first is the book's.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void theBoxServesAPhoneAndADesk(int width) {
        chromium.driver.manage().window().setSize(new Dimension(width, 900));
        try {
            open("student");
            chromium.script("localStorage.clear()");
            WebElement kayles = box("kayles");
            WebElement input = kayles.findElement(By.cssSelector("textarea[name=answer]"));
            input.sendKeys("kayles 4 = 2", Keys.ENTER, "kayles 5 = 4", Keys.ENTER, "kayles 6 = 3", Keys.ENTER, "3 ⊕ 5 = 8",
                    Keys.ENTER, "G(7) = 2");
            @SuppressWarnings("unchecked")
            Map<String, Object> box = (Map<String, Object>) chromium.script("var t = arguments[0], s = getComputedStyle(t);"
                    + " return {client: t.clientHeight, scroll: t.scrollHeight, line: parseFloat(s.lineHeight)};", input);
            double client = ((Number) box.get("client")).doubleValue();
            assertTrue(((Number) box.get("scroll")).doubleValue() <= client, "every line shown: " + box);
            assertTrue(client >= 5 * ((Number) box.get("line")).doubleValue(), "five lines' height: " + box);
            // The verdict says what the lines do not; each line's message is said once, by its line.
            assertEquals("wrong: Lines 1 and 4 are wrong.", check(kayles, input.getAttribute("value")));
            assertEquals(List.of("wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.",
                    "right", "right", "wrong: 3 ⊕ 5 is not 8: 8 is 3 + 5, the ordinary sum; a nim-sum adds each binary column"
                            + " without carrying, so a column with an even number of ones gives 0.",
                    "right: Right: the value is 2."), marks(kayles));
            String said = kayles.getText();
            assertEquals(said.indexOf("kayles 4 is 1, not 2"), said.lastIndexOf("kayles 4 is 1, not 2"), said);
            // The hints wrap within the box, and the box within the page.
            unfold(kayles, 3);
            for (WebElement rung : kayles.findElements(By.cssSelector(".rung pre"))) {
                assertEquals(Boolean.TRUE, chromium.script("return arguments[0].scrollWidth <= arguments[0].clientWidth",
                        rung), rung.getText());
            }
            assertEquals(Boolean.TRUE, chromium.script("return document.documentElement.scrollWidth <= window.innerWidth"));
            // One Hint for an exercise with its own: the book's comes first, then the solver's.
            WebElement binary = chromium.driver.findElement(By.id("binary"));
            assertEquals(List.of("Hint"), binary.findElements(By.cssSelector("summary, button")).stream()
                    .filter(WebElement::isDisplayed).map(WebElement::getText).filter(text -> text.contains("Hint")).toList());
            unfold(box("binary"), 2);
            List<WebElement> rungs = binary.findElements(By.cssSelector("[data-rung]"));
            assertEquals("Hint 1: From the book\nWrite each heap in binary, one under another.", rungs.get(0).getText());
            assertEquals("Hint 2: What to compute", rungs.get(1).findElement(By.cssSelector(".rung-title")).getText());
            chromium.script("localStorage.clear()");
            noErrorsAndNothingLeft();
        } finally {
            chromium.driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    /** The hints in the instructor's edition: every one, the worked solution last. */
    @Test
    void theHintsUnfoldToTheWorkedSolutionInTheInstructorsEdition() throws NotationException {
        open("instructor");
        WebElement kayles = box("kayles");
        WebElement hint = kayles.findElement(By.cssSelector("button[data-action=hint]"));
        assertEquals(kayles.findElement(By.cssSelector(".hints")).getAttribute("id"), hint.getAttribute("aria-controls"));
        assertEquals(List.of(), kayles.findElements(By.cssSelector("button[data-action=solution]")));
        check(kayles, "3");
        unfold(kayles, 4);
        assertFalse(hint.isDisplayed(), "no hint is left");
        List<WebElement> rungs = kayles.findElements(By.cssSelector("[data-rung]"));
        assertEquals(List.of("1", "2", "3", "4"), rungs.stream().map(rung -> rung.getAttribute("data-rung")).toList());
        assertEquals("Hint 1: What to compute\nkayles 7 is one component: its value is the mex of its options’ values, the"
                + " least number that none of them has.", rungs.get(0).getText());
        // Each is the solver's hints for the position: the third marks the reader's value; the last is the worked
        // solution.
        List<Hints.Rung> hints = Hints.of(SOLVER, SOLVER.parse("kayles 7"), "grundy", 3L);
        for (int i = 0; i < 4; i++) {
            assertEquals(hints.get(i).title(), rungs.get(i).findElement(By.cssSelector(".rung-title"))
                    .getAttribute("textContent").replaceFirst("^Hint [0-9]: ", ""));
            assertEquals(String.join("\n", hints.get(i).lines()), rungs.get(i).findElement(By.tagName("pre"))
                    .getAttribute("textContent"));
        }
        assertEquals("Your value, 3, is the value of an option, so it cannot be the mex.", hints.get(2).lines()
                .get(hints.get(2).lines().size() - 1));
        noErrorsAndNothingLeft();
    }

    /**
     * The student's edition: three hints, then the worked solution only after three tries or when asked for; and none
     * when the book turns it off.
     */
    @Test
    void theStudentsEditionKeepsTheWorkedSolutionForThreeTriesOrARequest() {
        open("student");
        WebElement sum = box("sum");
        WebElement hint = sum.findElement(By.cssSelector("button[data-action=hint]"));
        WebElement solution = sum.findElement(By.cssSelector("button[data-action=solution]"));
        unfold(sum, 3);
        assertFalse(hint.isDisplayed(), "the fourth waits");
        assertTrue(solution.isDisplayed());
        check(sum, "nim 1");
        check(sum, "nim 2");
        assertFalse(hint.isDisplayed());
        check(sum, "nim 3");
        assertTrue(hint.isDisplayed(), "three tries");
        hint.click();
        chromium.await("the worked solution", () -> sum.findElements(By.cssSelector("[data-rung='4']")).size() == 1);
        assertFalse(solution.isDisplayed());
        // Asked for at once.
        WebElement kayles = box("kayles");
        kayles.findElement(By.cssSelector("button[data-action=solution]")).click();
        chromium.await("the worked solution", () -> kayles.findElements(By.cssSelector("[data-rung]")).size() == 4);
        noErrorsAndNothingLeft();
        // Turned off: three hints, and never the fourth.
        open("off");
        WebElement off = box("kayles");
        assertEquals(List.of(), off.findElements(By.cssSelector("button[data-action=solution]")));
        for (String wrong : List.of("1", "3", "4", "5")) {
            check(off, wrong);
        }
        unfold(off, 3);
        assertFalse(off.findElement(By.cssSelector("button[data-action=hint]")).isDisplayed());
        assertEquals(List.of(), off.findElements(By.cssSelector("[data-rung='4']")));
        noErrorsAndNothingLeft();
    }

    /** Another position: dealt in the page, shown in the question, judged; the build's answer is hidden. */
    @Test
    void anotherPositionIsDealtAndJudged() throws NotationException {
        open("instructor");
        chromium.script("localStorage.clear()");
        WebElement deal = box("deal");
        WebElement block = chromium.driver.findElement(By.id("deal"));
        assertTrue(block.findElement(By.cssSelector("details.answer")).isDisplayed());
        List<String> seen = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            String before = deal.getAttribute("data-position");
            deal.findElement(By.cssSelector("button[data-action=another]")).click();
            chromium.await("another position", () -> !before.equals(deal.getAttribute("data-position")));
            String now = deal.getAttribute("data-position");
            seen.add(now);
            assertEquals(now, block.findElement(By.cssSelector(".nb-exercise-position")).getText());
            assertFalse(block.findElement(By.cssSelector("details.answer")).isDisplayed());
            Position position = SOLVER.parse(now);
            // Three N-heaps of 1 to 15, as generate: and want: say.
            assertEquals(1, position.terms().size());
            assertEquals(3, position.places().size());
            assertTrue(position.places().stream().allMatch(place -> place.component().heap() >= 1
                    && place.component().heap() <= 15), now);
            assertNotEquals(0, SOLVER.grundy(position));
            String losing = null;
            for (Solver.Option option : SOLVER.options(position)) {
                if (SOLVER.grundy(option.result()) != 0) {
                    losing = option.result().toString();
                }
            }
            if (round == 0) {
                // A move to a position of nonzero value: that mistake's own words (Misconception).
                assertEquals("wrong: The move to " + losing + " leaves value " + SOLVER.grundy(SOLVER.parse(losing))
                        + ", not 0: the other player moves next, from a position they can win.", check(deal, losing));
            }
            assertEquals("right: Right: that move leaves value 0, a P-position.", check(deal,
                    SOLVER.winningMoves(position).get(0).toString()));
        }
        // Right after a wrong one: one in a row, then two, three (each for a position of its own).
        assertEquals("3 in a row", deal.findElement(By.cssSelector(".streak")).getText());
        assertEquals(3, Set.copyOf(seen).size());
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft();
    }

    /**
     * The calculator asks the solver in a worker: a 10 ms timer keeps firing while a slow position is worked out, a
     * line with Cancel appears, and Cancel stops the worker (the next question is answered at once by a fresh one).
     */
    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void theSolverWorksInAWorkerThatCancelStops(String where) {
        open("instructor", where, "");
        WebElement calculator = chromium.driver.findElement(By.cssSelector("[data-widget=calculator]"));
        WebElement input = calculator.findElement(By.cssSelector("input[name=position]"));
        chromium.script("window.ticks = 0; window.ticker = setInterval(function () { ticks++; }, 10);");
        // Several seconds of brute force in the page (about one on the JVM).
        input.sendKeys("squares 199999 + cubes 499999 + grundys-game 9999");
        input.submit();
        chromium.await("the line that offers to cancel", () -> !calculator.findElements(By.cssSelector(".working")).isEmpty());
        WebElement working = calculator.findElement(By.cssSelector(".working"));
        assertEquals("status", working.getAttribute("role"));
        assertEquals("Working it out… Cancel", working.getText());
        long before = (Long) chromium.script("return ticks");
        chromium.script("return new Promise(done => setTimeout(done, 300))");
        long during = (Long) chromium.script("return ticks") - before;
        // A third of a second of a 10 ms timer while the worker computes; a blocked page would count none.
        assertTrue(during >= 10, "ticks while the worker computes: " + during);
        assertEquals("true", calculator.getAttribute("data-busy"));
        working.findElement(By.cssSelector("button[data-action=cancel]")).click();
        chromium.await("the cancelled answer", () -> "cancelled".equals(calculator.getAttribute("data-state")));
        assertEquals("Stopped: the page is no longer working it out.", calculator.findElement(By.cssSelector(".error"))
                .getText());
        assertEquals(List.of(), calculator.findElements(By.cssSelector(".working")));
        // A fresh worker answers the next question, however long the old one would have taken.
        input.clear();
        input.sendKeys("nim 3 4 5");
        input.submit();
        chromium.await("the answer", () -> "answered".equals(calculator.getAttribute("data-state")));
        assertEquals("2", calculator.findElement(By.cssSelector(".value")).getText());
        // What the page's solver cannot reach is refused with the reason, as the command line refuses its own limits.
        input.clear();
        input.sendKeys("squares 3000000");
        input.submit();
        chromium.await("the refusal", () -> "error".equals(calculator.getAttribute("data-state")));
        try {
            SOLVER.parse("squares 3000000");
            throw new AssertionError("beyond the page's limit");
        } catch (NotationException e) {
            assertEquals(e.getMessage(), calculator.findElement(By.cssSelector(".error")).getText());
        }
        chromium.script("clearInterval(ticker)");
        noErrorsAndNothingLeft();
    }

    /**
     * ?set=N deals every generated exercise without a seed of its own as the build of set N (exercises --seeds N);
     * the set is named at the foot of the page and on paper, and kept for the next page.
     */
    @Test
    void aSetInTheAddressIsDealtInThePageAsTheBuildDealsIt() throws Problem {
        List<Long> sets = List.of(1L, 2L, 3L, 7L, 8L, 21L, 42L, 99L, 150L, 1000L, 123456789L);
        Key key = Key.deal(built.exercises(), sets, Set.of());
        Map<Long, Map<String, String>> expected = new HashMap<>();
        for (Key.Entry entry : key.entries()) {
            expected.computeIfAbsent(entry.set(), set -> new TreeMap<>()).put(entry.exercise().anchor(),
                    entry.exercise().position());
        }
        for (long set : sets) {
            open("student", "file", "?set=" + set);
            Map<String, String> shown = new TreeMap<>();
            for (WebElement box : chromium.driver.findElements(By.cssSelector(".exercise [data-widget=check]"))) {
                shown.put(box.findElement(By.xpath("ancestor::div[@class='exercise' or contains(@class,'exercise ')]"))
                        .getAttribute("id"), box.getAttribute("data-position"));
                if (box.getAttribute("data-generate") != null && box.getAttribute("data-fixed") == null) {
                    assertEquals(Long.toString(set), box.getAttribute("data-set"));
                }
            }
            assertEquals(expected.get(set), shown, "set " + set);
            assertTrue(chromium.driver.findElement(By.cssSelector(".site-footer p")).getText()
                    .startsWith("Practice · student edition · exercise set " + set + ". "));
            // On paper, at the foot of every page (PrintIT prints it).
            assertEquals("@media print { @page { @bottom-left { content: \"Practice · student edition · exercise set " + set
                    + "\"; font: 9pt system-ui, sans-serif; } } }", chromium.script(
                    "return document.querySelector('style.print-foot').textContent"));
        }
        // Kept: the next page opened without it deals the same set.
        open("student", "file", "");
        assertEquals(expected.get(123456789L).get("deal"), box("deal").getAttribute("data-position"));
        // Chosen in the settings: typed, and Enter.
        chromium.driver.findElement(By.tagName("body")).sendKeys("?");
        WebElement field = chromium.driver.findElement(By.cssSelector("dialog.shortcuts input[name=set]"));
        assertEquals("123456789", field.getAttribute("value"));
        field.sendKeys("x", Keys.ENTER);
        assertEquals("A set is a whole number, like 42.", chromium.driver.findElement(By.cssSelector(".set-status")).getText());
        field.clear();
        field.sendKeys("42", Keys.ENTER);
        chromium.await("set 42", () -> chromium.driver.getCurrentUrl().endsWith("01-practice.html?set=42"));
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
        assertEquals(expected.get(42L).get("deal"), box("deal").getAttribute("data-position"));
        // Emptied: the book's own set again.
        chromium.driver.findElement(By.tagName("body")).sendKeys("?");
        field = chromium.driver.findElement(By.cssSelector("dialog.shortcuts input[name=set]"));
        field.clear();
        field.sendKeys(Keys.ENTER);
        chromium.await("the book's set", () -> chromium.driver.getCurrentUrl().endsWith("01-practice.html"));
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
        ExerciseKey own = built.exercises().stream().map(exercise -> exercise.key())
                .filter(exercise -> exercise.anchor().equals("deal")).findFirst().orElseThrow();
        assertEquals(own.position(), box("deal").getAttribute("data-position"));
        assertEquals(null, box("deal").getAttribute("data-set"));
        assertTrue(chromium.driver.findElement(By.cssSelector(".site-footer p")).getText()
                .startsWith("Practice · student edition. "));
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft();
    }

    /** The page's dealing against the build's for the real book's generated exercises, set after set. */
    @Test
    void thePageDealsEverySetOfTheBookAsTheBuildDoes() throws Problem {
        SiteBuilder.Result book = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("unused"), Edition.INSTRUCTOR, 0));
        List<Long> sets = new ArrayList<>();
        for (long set = 1; set <= 150; set++) {
            sets.add(set);
        }
        List<List<String>> asked = new ArrayList<>();
        List<String> wanted = new ArrayList<>();
        for (Key.Entry entry : Key.deal(book.exercises(), sets, Set.of()).entries()) {
            ExerciseKey.Dealing dealing = entry.exercise().dealing();
            if (!dealing.generate().isEmpty() && !dealing.fixed()) {
                asked.add(List.of(dealing.generate(), dealing.want(), Long.toString(entry.set()), entry.exercise().number()));
                wanted.add(entry.exercise().position());
            }
        }
        assertTrue(asked.size() >= 150 * 3, "generated exercises in every set: " + asked.size());
        open("instructor");
        chromium.defineSolver();
        @SuppressWarnings("unchecked")
        List<String> dealt = (List<String>) chromium.script("return arguments[0].map(function (a) {"
                + " var answer = JSON.parse(nimbookDeal(a[0], a[1], a[2], a[3])); return answer.ok ? answer.position"
                + " : answer.error; });", asked);
        assertEquals(wanted, dealt);
        noErrorsAndNothingLeft();
    }

    /** A page of the instructor's edition served with its set: the build's answer stays hidden for a dealt exercise. */
    @Test
    void theInstructorsAnswerIsHiddenForAnotherSet() {
        open("instructor", "http", "?set=5");
        assertFalse(chromium.driver.findElement(By.cssSelector("#deal details.answer")).isDisplayed());
        assertTrue(chromium.driver.findElement(By.cssSelector("#kayles details.answer")).isDisplayed(),
                "a written-out exercise is the same in every set");
        assertTrue(chromium.driver.findElement(By.cssSelector("#kept details.answer")).isDisplayed(),
                "an exercise with a seed of its own keeps its position");
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft();
    }

    /** The files of a build, for a test that reads one. */
    static SortedMap<String, byte[]> files() {
        return built.files();
    }
}
