package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import nimbook.book.Edition;
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
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The widgets in a real browser, from disk and over HTTP: a whole game against the computer played through the
 * page, the calculator on valid and invalid input, and the check on a right and a wrong answer — with no console
 * error and no request leaving the machine.
 */
class WidgetsIT {
    private static Path site;
    private static Chromium chromium;
    private static PreviewServer server;
    private static Map<String, byte[]> built;
    private static final Solver SOLVER = new Solver();

    @BeforeAll
    static void start() throws IOException {
        site = Files.createTempDirectory("nimbook-widgets");
        Path out = site.resolve("site");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("src/test/resources/books/widgets/content"),
                Path.of("templates"), out, Edition.INSTRUCTOR, 0));
        assertEquals(List.of(), result.diagnostics().report());
        chromium = new Chromium();
        server = new PreviewServer(0, false);
        built = result.files();
        server.publish(new TreeMap<>(built), List.of());
    }

    @AfterAll
    static void stop() throws IOException {
        server.close();
        chromium.close();
        try (Stream<Path> walk = Files.walk(site)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    private static String page(String where) {
        return where.equals("file") ? site.resolve("site/01-play.html").toUri().toString()
                : "http://127.0.0.1:" + server.port() + "/01-play.html";
    }

    private static void open(String where) {
        open(where, 1280);
    }

    /** Opens the page with the window this wide: a phone's, 390 px, or a wide screen's. */
    private static void open(String where, int width) {
        chromium.driver.manage().window().setSize(new org.openqa.selenium.Dimension(width, 900));
        chromium.open(page(where));
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
    }

    /** Loads the contents page again; false, so that a wait goes on. */
    private static boolean reloaded(String where) {
        chromium.open(page(where).replace("01-play.html", "index.html"));
        return false;
    }

    private static WebElement widget(String kind, int index) {
        return chromium.driver.findElements(By.cssSelector("[data-widget=" + kind + "]")).get(index);
    }

    /** Waits until the widget has the solver's answer: it asks the solver in a worker (see nimbookWidgets.ask). */
    private static void settled(WebElement widget) {
        chromium.await("the solver's answer", () -> widget.getAttribute("data-busy") == null);
    }

    /** What a check said last: a verdict is said on the frame after the answer (see nimbookWidgets.announce). */
    private static String verdict(WebElement check) {
        WebElement verdict = check.findElement(By.cssSelector(".verdict"));
        chromium.await("the verdict", () -> !verdict.getText().isEmpty());
        return verdict.getText();
    }

    /** What the calculator's status, read out and not shown, said last. */
    private static String said(WebElement calculator) {
        WebElement status = calculator.findElement(By.cssSelector("[role=status]"));
        chromium.await("the status", () -> !status.getAttribute("textContent").isEmpty());
        return status.getAttribute("textContent");
    }

    private static void noErrorsAndNothingLeft(String where) {
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    /** Plays a whole game as the first player, choosing with the JVM solver: from an N-position the reader wins. */
    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void aPerfectReaderBeatsTheComputer(String where) throws NotationException {
        open(where);
        for (int game : new int[] {0, 1}) {
            WebElement play = widget("play", game);
            play.findElement(By.cssSelector("button[data-action=first-you]")).click();
            int moves = 0;
            while (!"over".equals(play.getAttribute("data-turn"))) {
                chromium.await("the reader's turn", () -> List.of("you", "over").contains(play.getAttribute("data-turn")));
                if ("over".equals(play.getAttribute("data-turn"))) {
                    break;
                }
                Position now = SOLVER.parse(play.getAttribute("data-position"));
                String winning = SOLVER.winningMoves(now).get(0).toString();
                play.findElement(By.cssSelector("button[data-action=move][data-result='" + winning + "']")).click();
                moves++;
                assertTrue(moves < 100, "the game ends");
            }
            assertEquals("you", play.getAttribute("data-winner"));
            assertTrue(play.findElement(By.cssSelector(".status")).getText().startsWith("You win!"));
            assertTrue(play.findElements(By.cssSelector(".game-log li")).size() >= 2 * moves - 1);
        }
        noErrorsAndNothingLeft(where);
    }

    /** From a P-position the computer, moving second, wins whatever the reader does; undo takes a round back. */
    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void theComputerWinsFromAPPositionAndUndoWorks(String where) {
        open(where);
        WebElement play = widget("play", 2);
        play.findElement(By.cssSelector("button[data-action=first-you]")).click();
        WebElement first = play.findElement(By.cssSelector("button[data-action=move]"));
        String start = play.getAttribute("data-position");
        first.click();
        chromium.await("the computer's reply", () -> List.of("you", "over").contains(play.getAttribute("data-turn")));
        play.findElement(By.cssSelector("button[data-action=undo]")).click();
        assertEquals(start, play.getAttribute("data-position"));
        assertEquals("you", play.getAttribute("data-turn"));
        while (!"over".equals(play.getAttribute("data-turn"))) {
            chromium.await("the reader's turn", () -> List.of("you", "over").contains(play.getAttribute("data-turn")));
            if (!"over".equals(play.getAttribute("data-turn"))) {
                play.findElement(By.cssSelector("button[data-action=move]")).click();
            }
        }
        assertEquals("computer", play.getAttribute("data-winner"));
        play.findElement(By.cssSelector("button[data-action=hint]")).click();
        assertTrue(play.findElement(By.cssSelector(".hint-line")).isDisplayed());
        noErrorsAndNothingLeft(where);
    }

    /**
     * A position with more moves than the board shows (colourful 500, reached from colourful 500,1) is not the end of
     * the game: the computer still moves from it, and wins.
     */
    /** The widgets fetch the solver when they first ask it something; when it cannot be had they say so, and stop. */
    @Test
    void aSolverThatCannotBeFetchedIsSaidOnEveryWidget() throws IOException {
        SortedMap<String, byte[]> files = new TreeMap<>(built);
        files.remove("assets/solver.js");
        try (PreviewServer without = new PreviewServer(0, false)) {
            without.publish(files, List.of());
            chromium.open("http://127.0.0.1:" + without.port() + "/01-play.html");
            chromium.await("every widget to stop asking", () -> (Long) chromium.script(
                    "return document.querySelectorAll('[data-widget][data-busy]').length") == 0
                    && (Long) chromium.script("return document.querySelectorAll('[data-widget]').length") > 0);
            String said = (String) chromium.script("return document.querySelector('[data-widget=play]').textContent");
            assertTrue(said.contains("The solver could not be loaded: reload the page to try again."), said);
        }
        List<String> errors = chromium.takeConsoleErrors();
        assertTrue(!errors.isEmpty() && errors.stream().allMatch(error -> error.contains("assets/solver.js")),
                errors.toString());
    }

    @Test
    void aBoardTooLargeToShowIsNotAWin() {
        open("file");
        WebElement play = widget("play", 3);
        play.findElement(By.cssSelector("button[data-action=first-you]")).click();
        play.findElement(By.cssSelector("button[data-action=move]")).click();
        chromium.await("the game to end", () -> "over".equals(play.getAttribute("data-turn")));
        assertEquals("computer", play.getAttribute("data-winner"));
        noErrorsAndNothingLeft("file");
    }

    /**
     * The board is drawn anew after each move: the focus stays on the board, where the reader pressed, through the
     * computer's reply, which the status line says and the board marks; and a new game started while the computer is
     * about to move is not disturbed by that move. On a phone as on a wide screen.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void keyboardFocusStaysOnTheBoardAndANewGameCancelsThePendingReply(int width) {
        open("file", width);
        WebElement play = widget("play", 0);
        WebElement first = play.findElement(By.cssSelector("button[data-action=first-you]"));
        first.sendKeys(Keys.ENTER);
        assertEquals("move", chromium.script("return document.activeElement.getAttribute('data-action')"));
        chromium.script("document.activeElement.click()");
        chromium.await("the computer's reply", () -> "you".equals(play.getAttribute("data-turn")));
        // Where the reader moved (the first heap's first move), or, that heap emptied, the board's first move.
        assertEquals(List.of("move", "open", true), chromium.script("var active = document.activeElement;"
                + " var heap = arguments[0].querySelector('fieldset[data-index=\"0\"] button');"
                + " return [active.getAttribute('data-action'), active.hasAttribute('aria-disabled') ? 'disabled' : 'open',"
                + " active === (heap || arguments[0].querySelector('button[data-action=move]'))];", play),
                "after the computer's reply the focus is on the board where the reader moved, ready for the next move");
        // The status line says what the computer played, as the game log does (named like the reader's moves).
        List<WebElement> log = play.findElements(By.cssSelector(".game-log li"));
        assertTrue(log.get(0).getAttribute("textContent").startsWith("You: nim "), log.get(0).getAttribute("textContent"));
        assertTrue(log.get(1).getAttribute("textContent").startsWith("Computer: nim "), log.get(1).getAttribute("textContent"));
        String reply = log.get(1).getAttribute("textContent").substring("Computer: ".length());
        assertEquals("The computer played " + reply + ". Your move: press a move under a component.",
                play.findElement(By.cssSelector(".status")).getText());
        // The board marks the heap the computer changed: "nim 5 → 3" leaves a heap of 3.
        String move = reply.substring(0, reply.indexOf(", leaving"));
        assertEquals(List.of("nim " + move.substring(move.indexOf("→ ") + 2) + " ← the computer’s move"),
                play.findElements(By.cssSelector("fieldset.moved legend")).stream().map(WebElement::getText).toList());
        // Undo takes back the reader's only move and is then disabled: focus goes to a move, not to the page.
        play.findElement(By.cssSelector("button[data-action=undo]")).sendKeys(Keys.ENTER);
        assertEquals("move", chromium.script("return document.activeElement.getAttribute('data-action')"));
        assertEquals("Your move: press a move under a component.", play.findElement(By.cssSelector(".status")).getText(),
                "after Undo the computer's taken-back move is not announced");
        chromium.script("document.activeElement.click()");
        chromium.await("the computer's reply", () -> "you".equals(play.getAttribute("data-turn")));
        String start = "nim 3 4 5";
        // Both presses in one task, well inside the computer's 150 ms pause.
        chromium.script("arguments[0].click(); arguments[1].click();",
                play.findElement(By.cssSelector("button[data-action=move]")),
                play.findElement(By.cssSelector("button[data-action=again]")));
        chromium.script("return new Promise(done => setTimeout(done, 400))");
        assertEquals(start, play.getAttribute("data-position"));
        assertEquals("choose", play.getAttribute("data-turn"));
        assertEquals(0, play.findElements(By.cssSelector(".game-log li")).size());
        noErrorsAndNothingLeft("file");
    }

    /**
     * The hint is a live line that the button shows and hides, saying so (aria-expanded); hidden, the line is empty
     * rather than gone, so that a screen reader reads it when it appears.
     */
    @Test
    void theHintButtonSaysWhetherItsLiveLineIsShown() {
        open("file");
        WebElement play = widget("play", 0);
        WebElement button = play.findElement(By.cssSelector("button[data-action=hint]"));
        WebElement line = play.findElement(By.cssSelector(".hint-line"));
        assertEquals(line.getAttribute("id"), button.getAttribute("aria-controls"));
        assertEquals(4, chromium.driver.findElements(By.cssSelector("[data-widget=play] button[data-action=hint]")).stream()
                .map(hint -> hint.getAttribute("aria-controls")).distinct().count(), "each board's button has its own line");
        assertEquals("polite", line.getAttribute("aria-live"));
        assertEquals("false", button.getAttribute("aria-expanded"));
        assertEquals("", line.getAttribute("textContent"));
        button.click();
        assertEquals("true", button.getAttribute("aria-expanded"));
        assertEquals("Hide hint", button.getText());
        assertEquals("Values: 3 ⊕ 4 ⊕ 5 = 2: an N-position — move so that the nim-sum becomes 0.", line.getText());
        button.click();
        assertEquals("false", button.getAttribute("aria-expanded"));
        assertEquals("", line.getAttribute("textContent"));
        assertTrue(!line.isDisplayed());
        noErrorsAndNothingLeft("file");
    }

    /** On paper the controls are gone and each board or calculator prints its static analysis instead. */
    @Test
    void printingShowsTheStaticAnalysisInsteadOfTheControls() {
        open("file");
        chromium.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            WebElement play = widget("play", 0);
            assertTrue(play.isDisplayed());
            assertEquals("On screen, a board here plays this position against you; on paper, its analysis: nim 3 4 5"
                    + " has value 2: an N-position, so the first player wins by moving to nim 1 4 5.",
                    play.findElement(By.cssSelector(".analysis")).getText());
            assertTrue(!play.findElement(By.cssSelector("button[data-action=first-you]")).isDisplayed());
            assertEquals("none", play.getCssValue("border-top-style"), "a printed analysis is plain text, not a box");
            assertTrue(!widget("calculator", 0).isDisplayed(), "a calculator with no position has nothing to print");
            assertTrue(!widget("check", 0).isDisplayed());
        } finally {
            chromium.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
        assertTrue(!widget("play", 0).findElement(By.cssSelector(".analysis")).isDisplayed(), "on screen the board shows");
    }

    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void theCalculatorAnswersAndReportsBadInputLikeTheCommandLine(String where) {
        open(where);
        WebElement calculator = widget("calculator", 0);
        WebElement input = calculator.findElement(By.cssSelector("input[name=position]"));
        input.clear();
        input.sendKeys("empty-and-divide 2,4 5,4 2019,9102");
        calculator.findElement(By.cssSelector("button[type=submit]")).click();
        settled(calculator);
        assertEquals("5", calculator.findElement(By.cssSelector(".value")).getText());
        String result = calculator.findElement(By.cssSelector(".calculator-result")).getText();
        assertTrue(result.contains("505 winning moves"), result);
        // A screen reader is told the first line only, not every move listed: the result itself is not live.
        assertEquals(null, calculator.findElement(By.cssSelector(".calculator-result")).getAttribute("aria-live"));
        assertEquals("empty-and-divide 2,4 5,4 2019,9102 has value 5: an N-position, the next player wins.", said(calculator));
        input.clear();
        input.sendKeys("nimm 3 4");
        input.submit();
        settled(calculator);
        String expected;
        try {
            SOLVER.parse("nimm 3 4");
            throw new AssertionError("nimm is not a game");
        } catch (NotationException e) {
            expected = e.getMessage();
        }
        assertEquals(expected, calculator.findElement(By.cssSelector(".error")).getText());
        assertEquals("error", calculator.getAttribute("data-state"));
        // Said once, as the status (an alert inside it would say it twice).
        assertEquals(expected, said(calculator));
        assertEquals(List.of(), calculator.findElements(By.cssSelector("[role=alert]")));
        noErrorsAndNothingLeft(where);
    }

    /**
     * Every winning move can be listed (the first twelve are, and the rest on request); a position is read as the
     * answer boxes read it, with a capital, a full stop, or misère spelt as the prose spells it.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void everyWinningMoveIsReachableAndAPositionIsReadAsTheBoxesReadIt(int width) throws NotationException {
        open("file", width);
        WebElement calculator = widget("calculator", 0);
        String position = "nim 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30";
        List<String> winning = SOLVER.winningMoves(SOLVER.parse(position)).stream().map(Position::toString).toList();
        assertEquals(15, winning.size());
        compute(calculator, "Nim 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30.");
        assertEquals(position + " has value 31: an N-position, the next player wins.", said(calculator));
        assertEquals("The 15 winning moves leave (the first 12):", calculator.findElement(By.cssSelector("ul.moves"))
                .findElement(By.xpath("preceding-sibling::p[1]")).getText());
        assertEquals(winning.subList(0, 12), moves(calculator));
        WebElement all = calculator.findElement(By.cssSelector("button[data-action=all-moves]"));
        assertEquals("Show all 15 winning moves", all.getText());
        all.sendKeys(Keys.ENTER);
        assertEquals(winning, moves(calculator));
        assertEquals("The 15 winning moves leave:", calculator.findElement(By.cssSelector("ul.moves"))
                .findElement(By.xpath("preceding-sibling::p[1]")).getText());
        assertEquals("moves", chromium.script("return document.activeElement.className"), "the focus on the whole list");
        assertEquals(List.of(), calculator.findElements(By.cssSelector("button[data-action=all-moves]")));
        compute(calculator, "misère-nim 1 1 1");
        assertEquals("misere-nim 1 1 1 has value 0 (misère play): a P-position, the previous player wins.",
                said(calculator));
        noErrorsAndNothingLeft("file");
    }

    private static void compute(WebElement calculator, String position) {
        WebElement input = calculator.findElement(By.cssSelector("input[name=position]"));
        input.clear();
        input.sendKeys(position);
        chromium.script("arguments[0].querySelector('[role=status]').textContent = ''", calculator);
        input.submit();
        settled(calculator);
    }

    private static List<String> moves(WebElement calculator) {
        return calculator.findElements(By.cssSelector("ul.moves li")).stream().map(WebElement::getText).toList();
    }

    /**
     * "Play this position": the calculator's position on a board of its own, below it, the focus on its first choice;
     * and a board's own field starts it again from another position typed, or says why it cannot.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void aBoardStartsFromAPositionTheReaderTyped(int width) {
        open("file", width);
        WebElement calculator = widget("calculator", 0);
        compute(calculator, "kayles 5 + nim 2.");
        calculator.findElement(By.cssSelector("button[data-action=play]")).click();
        chromium.await("the board", () -> "true".equals(chromium.script("var next = arguments[0].nextElementSibling;"
                + " return next && next.getAttribute('data-ready');", calculator)));
        WebElement board = calculator.findElement(By.xpath("following-sibling::*[1]"));
        assertEquals("play", board.getAttribute("data-widget"));
        assertEquals("kayles 5 + nim 2", board.getAttribute("data-start"));
        assertEquals("Play against the solver: kayles 5 + nim 2", board.findElement(By.cssSelector(".widget-title")).getText());
        assertEquals("You move first", chromium.driver.switchTo().activeElement().getText());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        board.findElement(By.cssSelector("button[data-action=move]")).click();
        chromium.await("the computer's reply", () -> List.of("you", "over").contains(board.getAttribute("data-turn")));
        // Asked again, the calculator's board is replaced, not added to.
        calculator.findElement(By.cssSelector("button[data-action=play]")).click();
        chromium.await("the new board", () -> "choose".equals(chromium.script("var next = arguments[0].nextElementSibling;"
                + " return next.getAttribute('data-turn');", calculator)));
        assertEquals(1, chromium.driver.findElements(By.cssSelector("[data-widget=play][data-start='kayles 5 + nim 2']"))
                .size());
        // A board's own start, typed.
        WebElement play = widget("play", 0);
        WebElement field = play.findElement(By.cssSelector(".play-other input[name=position]"));
        field.sendKeys("Wythoff 3,5");
        field.submit();
        chromium.await("the new start", () -> "wythoff 3,5".equals(play.getAttribute("data-position")));
        assertEquals("Play against the solver: wythoff 3,5", play.findElement(By.cssSelector(".widget-title")).getText());
        assertEquals("choose", play.getAttribute("data-turn"));
        assertEquals("You move first", chromium.driver.switchTo().activeElement().getText());
        field.clear();
        field.sendKeys("nim x");
        field.submit();
        chromium.await("the error", () -> !play.findElement(By.cssSelector(".play-other + .error")).getText().isEmpty());
        String expected;
        try {
            SOLVER.parse("nim x");
            throw new AssertionError("x is not a heap");
        } catch (NotationException e) {
            expected = e.getMessage();
        }
        assertEquals(expected, play.findElement(By.cssSelector(".play-other + .error")).getText());
        assertEquals("wythoff 3,5", play.getAttribute("data-position"), "the board as it was");
        noErrorsAndNothingLeft("file");
    }

    /**
     * A position the text prints offers, in a click, its analysis and a board to play it on, each made after its
     * paragraph (the one made before goes); Escape or a click elsewhere closes the offer.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void aPositionInTheTextIsAnalysedOrPlayedFromAClick(int width) throws NotationException {
        open("file", width);
        WebElement code = (WebElement) chromium.script("return Array.from(document.querySelectorAll("
                + "'main code.nb-position')).find(function (c) { return !c.closest('.widget'); });");
        assertEquals("nim 1 4 5", code.getText());
        WebElement paragraph = code.findElement(By.xpath("ancestor::p[1]"));
        chromium.script("arguments[0].scrollIntoView({block: 'center'})", code);
        code.click();
        assertEquals("Analyse", chromium.driver.switchTo().activeElement().getText());
        assertEquals("Analyse Play", chromium.driver.findElement(By.cssSelector(".position-menu")).getText());
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ENTER);
        chromium.await("the calculator", () -> "true".equals(chromium.script("var next = arguments[0].nextElementSibling;"
                + " return next && next.getAttribute('data-widget') === 'calculator' && next.getAttribute('data-ready');",
                paragraph)));
        assertTrue(chromium.driver.findElements(By.cssSelector(".position-menu")).isEmpty(), "the offer is closed");
        WebElement calculator = paragraph.findElement(By.xpath("following-sibling::*[1]"));
        String value = Long.toString(SOLVER.grundy(SOLVER.parse("nim 1 4 5")));
        assertEquals("nim 1 4 5 has value " + value + ": a P-position, the previous player wins.",
                calculator.findElement(By.cssSelector(".summary-line")).getText());
        assertEquals("nim 1 4 5", chromium.driver.switchTo().activeElement().getAttribute("value"));
        // Play: a board replaces the calculator, the focus on its first choice.
        code.click();
        chromium.driver.findElement(By.cssSelector(".position-menu button[data-action=play]")).click();
        chromium.await("the board", () -> "true".equals(chromium.script("var next = arguments[0].nextElementSibling;"
                + " return next && next.getAttribute('data-widget') === 'play' && next.getAttribute('data-ready');",
                paragraph)));
        assertEquals("nim 1 4 5", paragraph.findElement(By.xpath("following-sibling::*[1]")).getAttribute("data-start"));
        assertEquals(1, chromium.driver.findElements(By.cssSelector("[data-widget=calculator]")).size(),
                "the page's own calculator: the one made went");
        assertEquals("You move first", chromium.driver.switchTo().activeElement().getText());
        // Escape, or a click elsewhere, closes the offer.
        code.click();
        chromium.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertTrue(chromium.driver.findElements(By.cssSelector(".position-menu")).isEmpty());
        code.click();
        WebElement elsewhere = paragraph.findElement(By.xpath("preceding-sibling::h2[1]"));
        chromium.script("arguments[0].scrollIntoView({block: 'center'})", elsewhere);
        elsewhere.click();
        assertTrue(chromium.driver.findElements(By.cssSelector(".position-menu")).isEmpty());
        // An exercise's position is the reader's to work out: offered for play only.
        WebElement exercise = (WebElement) chromium.script("return Array.from(document.querySelectorAll("
                + "'.exercise code.nb-position')).find(function (c) { return !c.closest('.widget'); });");
        chromium.script("arguments[0].scrollIntoView({block: 'center'})", exercise);
        exercise.click();
        assertEquals("Play", chromium.driver.findElement(By.cssSelector(".position-menu")).getText());
        noErrorsAndNothingLeft("file");
    }

    /**
     * The keyboard reaches the same offers without a stop for Tab at every position: a skip link, after the others,
     * opens a dialog listing the page's positions by section in one list box (an exercise's for play only); its
     * Analyse or Play makes the widget after the position's paragraph or block, the focus on its first control; Escape
     * closes the dialog, back to the link. axe finds nothing in the open dialog.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void everyPositionInTheTextIsReachedFromTheKeyboard(int width) throws IOException {
        open("file", width);
        List<String> stops = new ArrayList<>();
        for (int press = 0; press < 5; press++) {
            new Actions(chromium.driver).sendKeys(Keys.TAB).perform();
            stops.add(chromium.driver.switchTo().activeElement().getText());
        }
        assertEquals(List.of("Skip to the text", "Skip to the contents", "Skip to the first board", "Positions on this page",
                chromium.driver.findElement(By.cssSelector(".book-title")).getText()), stops);
        assertEquals(0L, chromium.script("return document.querySelectorAll('code[tabindex], code a, code button').length"),
                "no position is a stop for Tab");
        WebElement opener = chromium.driver.findElement(By.cssSelector("button.skip-link"));
        chromium.script("arguments[0].focus()", opener);
        new Actions(chromium.driver).sendKeys(Keys.ENTER).perform();
        WebElement list = chromium.driver.switchTo().activeElement();
        assertEquals("select", list.getTagName());
        assertEquals("Positions on this page", chromium.script("return arguments[0].closest('dialog[open]')"
                + ".querySelector('#' + arguments[0].getAttribute('aria-labelledby')).textContent", list));
        assertEquals(List.of("Calculator: nim 1 4 5", "Check: empty-and-divide 2,4 5,9 3,6 (exercise)"),
                chromium.script("return Array.from(arguments[0].options).map(function (o) {"
                        + " return o.parentNode.label + ': ' + o.textContent; })", list));
        assertEquals(List.of(), chromium.accessibilityViolations(), "the open dialog");
        // The first, analysed: a calculator after its paragraph, the focus in it.
        new Actions(chromium.driver).sendKeys(Keys.TAB).perform();
        assertEquals("Analyse", chromium.driver.switchTo().activeElement().getText());
        new Actions(chromium.driver).sendKeys(Keys.ENTER).perform();
        WebElement paragraph = (WebElement) chromium.script("return Array.from(document.querySelectorAll("
                + "'main code.nb-position')).find(function (c) { return !c.closest('.widget'); }).closest('p');");
        chromium.await("the calculator", () -> "true".equals(chromium.script("var next = arguments[0].nextElementSibling;"
                + " return next && next.getAttribute('data-widget') === 'calculator' && next.getAttribute('data-ready');",
                paragraph)));
        assertTrue(chromium.driver.findElements(By.cssSelector("dialog")).isEmpty(), "the dialog gone");
        assertEquals("nim 1 4 5", chromium.driver.switchTo().activeElement().getAttribute("value"));
        // The exercise's: Analyse is off; Play makes a board after the paragraph that gives it.
        chromium.script("arguments[0].focus()", opener);
        new Actions(chromium.driver).sendKeys(Keys.ENTER, Keys.ARROW_DOWN).perform();
        WebElement analyse = chromium.driver.findElement(By.cssSelector("dialog[open] button[data-action=analyse]"));
        assertEquals("true", analyse.getAttribute("disabled"));
        assertEquals("An exercise\u2019s position: to play, not to analyse (that would give its answer away).",
                chromium.driver.findElement(By.cssSelector("dialog[open] .positions-note")).getText());
        new Actions(chromium.driver).sendKeys(Keys.TAB).perform();
        assertEquals("Play", chromium.driver.switchTo().activeElement().getText());
        new Actions(chromium.driver).sendKeys(Keys.ENTER).perform();
        chromium.await("the board", () -> "empty-and-divide 2,4 5,9 3,6".equals(chromium.script(
                "var next = document.querySelector('main .exercise-position').nextElementSibling;"
                + " return next && next.getAttribute('data-ready') && next.getAttribute('data-start');")));
        assertEquals("You move first", chromium.driver.switchTo().activeElement().getText());
        // Escape closes the dialog, the focus back on the link.
        chromium.script("arguments[0].focus()", opener);
        new Actions(chromium.driver).sendKeys(Keys.ENTER).perform();
        assertEquals("select", chromium.driver.switchTo().activeElement().getTagName());
        new Actions(chromium.driver).sendKeys(Keys.ESCAPE).perform();
        chromium.await("the dialog closed", () -> chromium.driver.findElements(By.cssSelector("dialog")).isEmpty());
        assertEquals(opener, chromium.driver.switchTo().activeElement());
        noErrorsAndNothingLeft("file");
    }

    /** A pile's move shows the pile it leaves as the board draws piles: its sections, top first, each with its size. */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void aPilesMoveShowsThePileItLeaves(int width) {
        open("file", width);
        WebElement play = widget("play", 1);
        play.findElement(By.cssSelector("button[data-action=first-you]")).click();
        List<WebElement> buttons = play.findElements(By.cssSelector("fieldset.shape-pile button[data-action=move]"));
        assertTrue(buttons.size() >= 2, buttons.size() + " moves");
        for (WebElement button : buttons) {
            String label = button.getAttribute("aria-label");
            List<String> sizes = new ArrayList<>(List.of(label.substring(label.lastIndexOf(' ') + 1).split(",")));
            java.util.Collections.reverse(sizes);
            assertEquals(sizes, button.findElements(By.cssSelector(".section .count")).stream()
                    .map(count -> count.getAttribute("data-count")).toList(), label);
            assertEquals("→", button.getText().strip(), "no numbers but the picture's: " + label);
        }
        noErrorsAndNothingLeft("file");
    }

    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void theCheckSaysRightOrWrongWithoutGivingTheAnswerAway(String where) {
        open(where);
        WebElement check = widget("check", 0);
        WebElement input = check.findElement(By.cssSelector("[name=answer]"));
        input.sendKeys("nim 2 4 5");
        check.findElement(By.cssSelector("button[type=submit]")).click();
        settled(check);
        assertEquals("wrong", check.getAttribute("data-verdict"));
        assertEquals("The move to nim 2 4 5 leaves value 3, not 0: the other player moves next, from a position they can"
                + " win.",
                verdict(check));
        input.clear();
        input.sendKeys("nim 5 1 4");
        check.findElement(By.cssSelector("button[type=submit]")).click();
        settled(check);
        assertEquals("right", check.getAttribute("data-verdict"), "a sum is the same in any order");
        assertEquals("Right: that move leaves value 0, a P-position.", verdict(check));
        input.clear();
        input.sendKeys("nim 3 4 6");
        check.findElement(By.cssSelector("button[type=submit]")).click();
        settled(check);
        assertEquals("wrong", check.getAttribute("data-verdict"));
        assertEquals("\"nim 3 4 6\" cannot be reached in one move from nim 3 4 5.",
                verdict(check));
        // Emptying a heap may be written with the 0 or without it: one position either way.
        input.clear();
        input.sendKeys("nim 3 4");
        check.findElement(By.cssSelector("button[type=submit]")).click();
        settled(check);
        assertEquals("The move to nim 3 4 leaves value 7, not 0: the other player moves next, from a position they can"
                + " win.", verdict(check));
        input.clear();
        input.sendKeys("nim 1 4 5, nim 3 4 0");
        check.findElement(By.cssSelector("button[type=submit]")).click();
        settled(check);
        assertEquals("error", check.getAttribute("data-verdict"));
        assertTrue(verdict(check)
                .endsWith(" (separate moves with a semicolon, not a comma)"));
        // The exercise's own check: a wrong value does not reveal the right one.
        WebElement exercise = widget("check", 1);
        WebElement value = exercise.findElement(By.cssSelector("[name=answer]"));
        value.sendKeys("0");
        exercise.findElement(By.cssSelector("button[type=submit]")).click();
        settled(exercise);
        assertEquals("wrong", exercise.getAttribute("data-verdict"));
        String verdict = verdict(exercise);
        assertTrue(!verdict.contains("1"), "the verdict must not give the value away: " + verdict);
        value.clear();
        value.sendKeys("one");
        exercise.findElement(By.cssSelector("button[type=submit]")).click();
        settled(exercise);
        assertEquals("error", exercise.getAttribute("data-verdict"), "not a number: neither right nor wrong");
        value.clear();
        value.sendKeys("1");
        exercise.findElement(By.cssSelector("button[type=submit]")).click();
        settled(exercise);
        assertEquals("right", exercise.getAttribute("data-verdict"));
        noErrorsAndNothingLeft(where);
    }

    /**
     * A box is described by its exercise's title and its last verdict; a verdict the same as the last is said again
     * (the line is emptied, then given it); and an answer that cannot be read marks the box invalid, a wrong one not.
     */
    @Test
    void aVerdictIsTiedToItsBoxAndSaidAgainWhenRepeated() {
        open("file");
        WebElement check = widget("check", 0);
        WebElement input = check.findElement(By.cssSelector("[name=answer]"));
        String verdictId = check.findElement(By.cssSelector(".verdict")).getAttribute("id");
        // And by the line that says how to write a worked answer.
        String helpId = check.findElement(By.cssSelector(".check-help")).getAttribute("id");
        assertEquals(verdictId + " " + helpId, input.getAttribute("aria-describedby"));
        WebElement exercise = widget("check", 1);
        assertEquals("exercise-1-1-heading " + exercise.findElement(By.cssSelector(".verdict")).getAttribute("id") + " "
                + exercise.findElement(By.cssSelector(".check-help")).getAttribute("id"),
                exercise.findElement(By.cssSelector("[name=answer]")).getAttribute("aria-describedby"));
        input.sendKeys("nim 1 4 5, nim 3 4 0");
        input.submit();
        String unreadable = verdict(check);
        assertEquals("true", input.getAttribute("aria-invalid"));
        chromium.script("var verdict = arguments[0]; window.said = [];"
                + " new MutationObserver(function () { said.push(verdict.textContent); })"
                + ".observe(verdict, { childList: true, characterData: true, subtree: true });",
                check.findElement(By.cssSelector(".verdict")));
        input.submit();
        chromium.await("the verdict said again", () -> ((List<?>) chromium.script("return said")).size() == 2);
        assertEquals(List.of("", unreadable), chromium.script("return said"));
        input.clear();
        input.sendKeys("nim 2 4 5");
        input.submit();
        chromium.await("the next verdict", () -> verdict(check).startsWith("The move to nim 2 4 5 leaves"));
        assertEquals(null, input.getAttribute("aria-invalid"), "a wrong answer is an answer");
        noErrorsAndNothingLeft("file");
    }

    @ParameterizedTest
    @ValueSource(strings = {"file", "http"})
    void theBrowserRemembersTheExercisesSolvedUntilTheReaderForgetsThem(String where) {
        open(where);
        // Solved by another test, or not: this one starts afresh.
        chromium.script("localStorage.clear()");
        open(where);
        WebElement exercise = widget("check", 1);
        exercise.findElement(By.cssSelector("[name=answer]")).sendKeys("1");
        exercise.findElement(By.cssSelector("button[type=submit]")).click();
        settled(exercise);
        assertEquals("Exercise 1.1 Solved", chromium.driver.findElement(By.cssSelector(".exercise .block-title")).getText());
        // The answer box without an exercise is not remembered; a wrong answer after a right one changes nothing.
        widget("check", 0).findElement(By.cssSelector("[name=answer]")).sendKeys("nim 5 1 4");
        widget("check", 0).findElement(By.cssSelector("button[type=submit]")).click();
        settled(widget("check", 0));
        open(where);
        exercise = widget("check", 1);
        assertEquals("right", exercise.getAttribute("data-verdict"));
        assertEquals("You solved this before: your answer is in the box.", verdict(exercise));
        assertEquals("1", exercise.findElement(By.cssSelector("[name=answer]")).getAttribute("value"));
        assertEquals("", widget("check", 0).findElement(By.cssSelector("[name=answer]")).getAttribute("value"));
        assertEquals(1, chromium.driver.findElements(By.cssSelector(".solved-mark")).size());
        // The contents page counts them, and forgets them on request.
        chromium.open(page(where).replace("01-play.html", "index.html"));
        // (A page in another of the browser's processes may see the storage a moment late: CI saw it once.)
        chromium.await("the progress", () -> !chromium.driver.findElements(By.cssSelector(".contents .progress")).isEmpty()
                || reloaded(where));
        assertEquals("1 of 1 exercise solved", chromium.driver.findElement(By.cssSelector(".contents .progress")).getText());
        chromium.driver.findElement(By.cssSelector("button.forget-progress")).click();
        chromium.driver.switchTo().alert().accept();
        assertEquals(List.of(), chromium.driver.findElements(By.cssSelector(".contents .progress, button.forget-progress")));
        // The keyboard is left on the line that says so.
        assertEquals("Your solved exercises are forgotten.", chromium.driver.switchTo().activeElement().getText());
        open(where);
        assertEquals(null, widget("check", 1).getAttribute("data-verdict"));
        assertEquals(List.of(), chromium.driver.findElements(By.cssSelector(".solved-mark")));
        // What the storage holds that is not the book's (another script's, a broken value) is set aside, not kept.
        chromium.script("localStorage.setItem(arguments[0], '[1, 2]')", "nimbook.solved:Nimbook");
        open(where);
        widget("check", 1).findElement(By.cssSelector("[name=answer]")).sendKeys("1");
        widget("check", 1).findElement(By.cssSelector("button[type=submit]")).click();
        settled(widget("check", 1));
        open(where);
        assertEquals("right", widget("check", 1).getAttribute("data-verdict"));
        assertEquals("{\"01-play.html#exercise-1-1\":{\"position\":\"empty-and-divide 2,4 5,9 3,6\",\"answer\":\"1\"}}",
                chromium.script("return localStorage.getItem('nimbook.solved:Nimbook')"));
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft(where);
    }

    /**
     * A value nested 200,000 deep under the book's key (another script's, a broken one) slowed every page's load from 2 s
     * to 10 s, parsed by every answer box: it is never parsed, and set aside; the book's own value still is.
     */
    @Test
    void aDeeplyNestedStoredValueIsNeverParsed() {
        open("file");
        String nested = "{\"01-play.html#exercise-1-1\":" + "[".repeat(200_000) + "]".repeat(200_000) + "}";
        chromium.script("localStorage.setItem('nimbook.solved:Nimbook', arguments[0])", nested);
        open("file");
        // What the page parses, counted: the stored value is read again for each question below.
        String parsed = "var parsed = 0, parse = JSON.parse; JSON.parse = function (text) { parsed += String(text).length;"
                + " return parse.apply(this, arguments); };"
                + " var solved = JSON.stringify(window.nimbookProgress.solved()); JSON.parse = parse;"
                + " return [solved, parsed];";
        assertEquals(List.of("{}", 0L), chromium.script(parsed));
        String ours = "{\"01-play.html#exercise-1-1\":{\"position\":\"empty-and-divide 2,4 5,9 3,6\",\"answer\":\"1\"}}";
        chromium.script("localStorage.setItem('nimbook.solved:Nimbook', arguments[0])", ours);
        assertEquals(List.of(ours, (long) ours.length()), chromium.script(parsed));
        chromium.script("localStorage.clear()");
        noErrorsAndNothingLeft("file");
    }
}
