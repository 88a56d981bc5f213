package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The real book as a reader reads it, on a phone (390 px) and on a wide screen (1280 px): formulas and tables wider
 * than the page show that they scroll, no line starts with a full stop or comma left behind by a formula, the phone's
 * menu opens the contents from anywhere, the section being read is marked in the contents, a skip link leads to the
 * first board, and axe finds no accessibility violation, in light and dark colours.
 */
class ReaderIT {
    private static Path site;
    private static Chromium chromium;
    private static List<String> pages;

    @BeforeAll
    static void start() throws IOException {
        site = Files.createTempDirectory("nimbook-reader");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("content"), Path.of("templates"),
                site.resolve("site"), Edition.INSTRUCTOR, 0));
        assertEquals(List.of(), result.diagnostics().report());
        pages = result.files().keySet().stream().filter(name -> name.endsWith(".html")).sorted().toList();
        chromium = new Chromium();
    }

    @AfterAll
    static void stop() throws IOException {
        chromium.close();
        Chromium.delete(site);
    }

    @AfterEach
    void nothingFailedAndNothingLeftTheMachine() {
        chromium.script("document.documentElement.removeAttribute('data-theme')");
        assertEquals(List.of(), chromium.consoleErrors());
        assertEquals(List.of(), chromium.foreignRequests());
    }

    /** Opens a page of the book at a width (the window's; the page's is less its scroll bar). */
    private static void open(String page, int width) {
        chromium.driver.manage().window().setSize(new Dimension(width, 900));
        chromium.open(site.resolve("site").resolve(page).toUri().toString());
    }

    /** The next frame, once drawn: what the page does on scrolling (or after a change of size) is done. */
    private static void nextFrame() {
        chromium.script("return new Promise(function (done) { requestAnimationFrame(function () {"
                + " requestAnimationFrame(function () { setTimeout(done, 0); }); }); });");
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object list) {
        return (List<String>) list;
    }

    /**
     * Every table or formula that scrolls sideways fades, with an arrow, at the side it scrolls towards, and has a stop
     * for Tab; one that fits has neither. On a phone, lesson 4's recurrence and the games' tables are such.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void whatScrollsSidewaysShowsIt(int width) {
        int scrolling = 0;
        for (String page : pages) {
            open(page, width);
            chromium.layOutEverything();
            List<String> wrong = strings(chromium.script("var wrong = [];"
                    + " document.querySelectorAll('.table-scroll, .math.display > .katex-display').forEach(function (box) {"
                    + " var scrolls = box.scrollWidth > box.clientWidth + 1; var frame = box.parentNode;"
                    + " var more = frame.classList.contains('scroll-frame') ? frame.getAttribute('data-more') : null;"
                    + " var after = getComputedStyle(frame, '::after');"
                    + " var cue = more === 'end' && after.content.indexOf('\u203A') >= 0"
                    + " && after.backgroundImage.indexOf('linear-gradient') >= 0 && box.getAttribute('tabindex') === '0';"
                    + " if (scrolls !== cue || !scrolls && more) { wrong.push(box.className + ' ' + box.textContent.slice(0, 40)"
                    + " + ': scrolls ' + scrolls + ', frame ' + more + ', arrow ' + after.content); } });"
                    + " return wrong;"));
            assertEquals(List.of(), wrong, page + " at " + width + " px");
            scrolling += ((Number) chromium.script("return document.querySelectorAll('[data-scrolls]').length")).intValue();
            if (page.equals("04-colourful.html") && width == 390) {
                // Scrolled to its end, a formula fades at its start instead.
                assertEquals("start", chromium.script("var box = document.querySelector('.katex-display[data-scrolls]');"
                        + " box.scrollLeft = box.scrollWidth;"
                        + " return new Promise(function (done) { setTimeout(function () {"
                        + " done(box.parentNode.getAttribute('data-more')); }, 100); });"));
            }
        }
        assertTrue(width > 390 || scrolling > 10, "a phone's page has boxes that scroll: " + scrolling);
    }

    /**
     * No line of any page starts with a punctuation mark that closes what is before it (a full stop after a formula,
     * say): each such mark is on the line of what it follows.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void noLineStartsWithAFullStopOrACommaLeftBehind(int width) {
        List<String> wrong = new ArrayList<>();
        for (String page : pages) {
            open(page, width);
            chromium.layOutEverything();
            for (String line : strings(chromium.script("var out = [];"
                    + " var walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);"
                    + " for (var node = walker.nextNode(); node; node = walker.nextNode()) {"
                    + "   if (!/^[.,;:!?)\\]\u2019\u201d]/.test(node.data)) { continue; }"
                    // What it follows: the last character, or box, before it.
                    + "   var before = node.previousSibling, up = node.parentNode;"
                    + "   while (!before && up && up !== document.body) { before = up.previousSibling; up = up.parentNode; }"
                    + "   var rects;"
                    + "   if (!before) { continue; } else if (before.nodeType === 3) {"
                    + "     var text = before.data.replace(/\\s+$/, ''); if (text.length < before.data.length || !text) { continue; }"
                    + "     var r = document.createRange(); r.setStart(before, text.length - 1); r.setEnd(before, text.length);"
                    + "     rects = r.getClientRects(); } else { rects = before.getClientRects(); }"
                    + "   var range = document.createRange(); range.setStart(node, 0); range.setEnd(node, 1);"
                    + "   var mark = range.getClientRects()[0];"
                    + "   if (!mark || rects.length === 0 || mark.width === 0) { continue; }"
                    + "   var last = rects[rects.length - 1];"
                    + "   if (mark.top >= last.bottom - 2) {"
                    + "     out.push((before.textContent || '').slice(-30) + ' | ' + node.data.slice(0, 20)); } }"
                    + " return out;"))) {
                wrong.add(page + ": " + line);
            }
        }
        assertEquals(List.of(), wrong, "at " + width + " px");
    }

    /**
     * A proof's end mark is on the line of the proof's last words, never alone on a line of its own, on every page. (Its
     * last block made to hold floats, so that a mark floated onto a line of its own would count.)
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void aProofsEndMarkIsNeverAloneOnALine(int width) {
        List<String> alone = new ArrayList<>();
        int proofs = 0;
        for (String page : pages) {
            open(page, width);
            chromium.layOutEverything();
            List<String> found = strings(chromium.script("var style = document.createElement('style');"
                    + " style.textContent = '.proof-body > :last-child { display: flow-root; }';"
                    + " document.head.appendChild(style); var out = [];"
                    + " document.querySelectorAll('.proof-body > :last-child').forEach(function (last) {"
                    + "   var range = document.createRange(); range.selectNodeContents(last);"
                    + "   var rects = range.getClientRects(), bottom = 0;"
                    + "   for (var i = 0; i < rects.length; i++) { if (rects[i].height > 0) {"
                    + "     bottom = Math.max(bottom, rects[i].bottom); } }"
                    + "   var css = getComputedStyle(last), box = last.getBoundingClientRect();"
                    + "   var below = box.bottom - parseFloat(css.paddingBottom) - bottom;"
                    // Every proof is counted ('' when its mark is on its last line).
                    + "   out.push(below > parseFloat(css.lineHeight) / 2 ? last.textContent.slice(-40) : '');"
                    + " }); style.remove(); return out;"));
            proofs += found.size();
            found.stream().filter(text -> !text.isEmpty()).forEach(text -> alone.add(page + ": …" + text));
        }
        assertTrue(proofs > 20, "the book's proofs: " + proofs);
        assertEquals(List.of(), alone, "at " + width + " px");
    }

    /**
     * On a phone the Menu button stays at the top as the page scrolls, and opens the contents over the page at the
     * section being read; Escape closes them, back to the button; a section chosen is shown below the bar that stays.
     * On a wide screen the contents are beside the text and there is no Menu.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void thePhonesMenuOpensTheContentsFromAnywhere(int width) {
        open("01-nim.html", width);
        WebElement menu = chromium.driver.findElement(By.cssSelector(".menu-button"));
        WebElement contents = chromium.driver.findElement(By.id("lessons"));
        if (width > 900) {
            assertFalse(menu.isDisplayed());
            assertTrue(contents.isDisplayed());
            assertTrue(chromium.driver.findElement(By.cssSelector(".lesson-toc")).isDisplayed());
            return;
        }
        assertFalse(contents.isDisplayed(), "below the text, shown by the menu");
        chromium.script("document.getElementById('the-nim-sum').scrollIntoView(); window.scrollBy(0, 40);");
        nextFrame();
        assertEquals(List.of(0L, 1L), chromium.script("var box = arguments[0].getBoundingClientRect();"
                + " return [box.top >= 0 && box.bottom <= innerHeight ? 0 : 1, window.scrollY > 1000 ? 1 : 0];", menu),
                "the Menu button in sight, far down the page");
        assertEquals("Menu", menu.getText().replaceAll("^\\W+", ""));
        menu.click();
        assertEquals("true", menu.getAttribute("aria-expanded"));
        assertTrue(contents.isDisplayed());
        assertEquals(List.of(true, true), chromium.script("var box = arguments[0].getBoundingClientRect();"
                + " var bar = arguments[1].getBoundingClientRect();"
                + " return [box.top >= bar.bottom - 1 && box.bottom <= innerHeight + 1, box.height > innerHeight / 2];",
                contents, menu));
        WebElement here = chromium.driver.switchTo().activeElement();
        assertEquals("The nim-sum", here.getText(), "the focus on the section being read");
        assertEquals("location", here.getAttribute("aria-current"));
        List<String> lessons = contents.findElements(By.cssSelector(".lesson-list a")).stream().filter(WebElement::isDisplayed)
                .map(WebElement::getText).toList();
        assertEquals(pages.stream().filter(name -> name.matches("[0-9].*\\.html")).count(), lessons.size(),
                lessons.toString());
        here.sendKeys(Keys.ESCAPE);
        assertFalse(contents.isDisplayed());
        assertEquals(menu, chromium.driver.switchTo().activeElement());
        // A section chosen: the menu closes and the section's heading shows below the bar.
        menu.click();
        contents.findElement(By.cssSelector(".lesson-toc a[href='#a-little-history']")).click();
        nextFrame();
        assertFalse(contents.isDisplayed());
        assertEquals(true, chromium.script("var heading = document.getElementById('a-little-history').getBoundingClientRect();"
                + " return heading.top >= arguments[0].getBoundingClientRect().bottom - 1 && heading.top < innerHeight / 2;",
                menu));
        // The way back to the top.
        menu.click();
        contents.findElement(By.cssSelector(".to-top")).click();
        nextFrame();
        assertEquals(0L, chromium.script("return Math.round(window.scrollY)"));
    }

    /** The search's results take the screen's width on a phone (not the field's, beside the Menu button), in sight. */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void theSearchsResultsUseThePhonesWidth(int width) {
        open("01-nim.html", width);
        chromium.script("window.scrollTo(0, 3000)");
        WebElement search = chromium.driver.findElement(By.id("search"));
        search.sendKeys("nimsum");
        WebElement results = chromium.driver.findElement(By.id("search-results"));
        chromium.await("the results", results::isDisplayed);
        assertEquals(List.of(true, true), chromium.script("var box = arguments[0].getBoundingClientRect();"
                + " return [box.left >= 0 && box.right <= document.documentElement.clientWidth && box.top >= 0,"
                + " box.width >= Math.min(document.documentElement.clientWidth - 40, 480)];", results),
                "the results' box at " + width + " px");
    }

    /** "On this page" marks the section being read, and only it, as the page scrolls; above the first, none. */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void theSectionBeingReadIsMarked(int width) {
        open("03-sprague-grundy.html", width);
        List<String> anchors = strings(chromium.script("return Array.prototype.map.call("
                + "document.querySelectorAll('.lesson-toc a'), function (a) { return a.getAttribute('href').slice(1); })"));
        assertTrue(anchors.size() > 5, anchors.toString());
        assertEquals(List.of(), marked());
        for (String anchor : List.of(anchors.get(1), anchors.get(anchors.size() / 2), anchors.get(anchors.size() - 2))) {
            chromium.script("document.getElementById(arguments[0]).scrollIntoView(); window.scrollBy(0, -10);", anchor);
            nextFrame();
            assertEquals(List.of("#" + anchor), marked(), "at " + anchor);
            if (width > 900) {
                assertEquals(true, chromium.script("var link = document.querySelector('.lesson-toc a[aria-current]')"
                        + ".getBoundingClientRect(); var box = document.getElementById('lessons').getBoundingClientRect();"
                        + " return link.top >= box.top && link.bottom <= box.bottom;"), "the mark in sight beside the text");
            }
        }
        chromium.script("window.scrollTo(0, 0)");
        nextFrame();
        assertEquals(List.of(), marked());
    }

    private static List<String> marked() {
        return strings(chromium.script("return Array.prototype.map.call(document.querySelectorAll("
                + "'.lesson-toc a[aria-current=location]'), function (a) { return a.getAttribute('href'); })"));
    }

    /**
     * From the top of lesson 1, its first board is four presses of Tab away (and Enter), past the skip links, each seen
     * when it has the focus.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void aSkipLinkLeadsToTheFirstBoard(int width) {
        open("01-nim.html", width);
        chromium.await("the boards", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
        List<String> stops = new ArrayList<>();
        for (int press = 0; press < 3; press++) {
            new Actions(chromium.driver).sendKeys(Keys.TAB).perform();
            stops.add(chromium.driver.switchTo().activeElement().getText());
            assertEquals(true, chromium.script("var link = document.activeElement, box = link.getBoundingClientRect();"
                    + " return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === link;"),
                    "the skip link in sight, over the header, when Tab reaches it: " + stops);
        }
        assertEquals(List.of("Skip to the text", "Skip to the contents", "Skip to the first board"), stops);
        new Actions(chromium.driver).sendKeys(Keys.ENTER).perform();
        new Actions(chromium.driver).sendKeys(Keys.TAB).perform();
        WebElement first = chromium.driver.switchTo().activeElement();
        assertEquals("You move first", first.getText());
        assertEquals("play", chromium.script("return arguments[0].closest('[data-widget]').getAttribute('data-widget')",
                first));
    }

    /**
     * An answer box's field starts a line of its own, at the left of its prompt and below the prompt's last line,
     * however many lines the prompt takes (the move box's takes two on a phone): never pushed to the end of the prompt.
     */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void anAnswerBoxsFieldStartsALineOfItsOwn(int width) {
        List<String> kinds = new ArrayList<>();
        for (String page : List.of("01-nim.html", "08-problems.html")) {
            open(page, width);
            chromium.await("the answer boxes", () -> (Long) chromium.script(
                    "return document.querySelectorAll('[data-widget=check]:not([data-ready=true])').length") == 0);
            chromium.layOutEverything();
            for (String box : strings(chromium.script("var out = [];"
                    + " document.querySelectorAll('.check-form label').forEach(function (label) {"
                    + "   var field = label.querySelector('textarea'), prompt = document.createRange();"
                    + "   prompt.setStart(label.firstChild, 0); prompt.setEnd(label.firstChild, label.firstChild.length);"
                    + "   var lines = prompt.getClientRects(), last = lines[lines.length - 1];"
                    + "   var at = field.getBoundingClientRect(), own = label.closest('form').getBoundingClientRect();"
                    + "   var kind = label.closest('[data-answer]').getAttribute('data-answer');"
                    + "   out.push(kind + (Math.abs(at.left - own.left) <= 1 && at.top >= last.bottom - 1"
                    + "     && at.right <= own.right + 1 ? '' : ': the field at ' + Math.round(at.left) + ','"
                    + "     + Math.round(at.top) + ', the prompt ending at ' + Math.round(last.right) + ','"
                    + "     + Math.round(last.bottom))); }); return out;"))) {
                kinds.add(box.contains(":") ? page + " " + box : box);
            }
        }
        assertEquals(List.of(), kinds.stream().filter(kind -> kind.contains(":")).toList(), "at " + width + " px");
        assertEquals(List.of("count", "grundy", "move", "moves", "outcome"), kinds.stream().distinct().sorted().toList(),
                "every kind of box");
    }

    /** axe finds nothing on any page, in light and dark colours, nor in the phone's open menu. */
    @ParameterizedTest
    @ValueSource(ints = {390, 1280})
    void axeFindsNoViolation(int width) throws IOException {
        List<String> found = new ArrayList<>();
        for (String theme : List.of("light", "dark")) {
            for (String page : pages) {
                open(page, width);
                chromium.script("document.documentElement.setAttribute('data-theme', arguments[0])", theme);
                chromium.accessibilityViolations().forEach(violation -> found.add(page + " (" + theme + "): " + violation));
            }
        }
        if (width < 900) {
            open("02-sums.html", width);
            chromium.driver.findElement(By.cssSelector(".menu-button")).click();
            chromium.accessibilityViolations().forEach(violation -> found.add("the open menu: " + violation));
        }
        assertEquals(List.of(), found, "at " + width + " px");
    }
}
