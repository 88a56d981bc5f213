package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The whole book's page: each part's ids renamed after it, and links to the parts leading within the page. */
class PrintPageTest {
    @Test
    void eachPartsIdsAreItsOwnLinksToThePartsStayOnThePageAndHeadingsAndBlockTitlesGoOneLevelDown() {
        String page = """
                <a class="skip-link" href="#main">Skip</a><main id="main">
                <div class="print-parts">
                <article data-part="index" class="print-part" id="index"><h1>Book</h1><h2 id="why">Why</h2><p role="heading" aria-level="3">Worked</p><ol><li><a href="01-a.html">1. A</a></li>
                <li><a href="answers.html">Answer key</a></li><li><a href="games.html#game-nim">Nim</a></li></ol></article>
                <article data-part="01-a" class="print-part" id="01-a"><h1>A</h1><h2 id="summary">Summary</h2>
                <p>See <a class="nb-ref" href="02-b.html#bouton">Theorem 2.1</a>, <a href="#summary">above</a>,
                <a href="https://example.org/x.html#y">elsewhere</a> and <a href="answers.html#ex-1">the key</a>.</p>
                <div class="exercise" id="ex-1"><p class="block-title" role="heading" aria-level="3">Exercise 1.1</p><p title="a=&quot;b&quot;">x="y"</p></div></article>
                <article data-part="02-b" class="print-part" id="02-b"><h2 id="summary">Summary</h2><h6>Small</h6><H3>Raw</H3>
                <div class="statement" id="bouton"><a class="self" href="#bouton">Theorem 2.1</a></div>
                <section aria-labelledby="summary bouton"></section></article>
                <article data-part="answers" class="print-part" id="answers"><section class="key-entry" id="ex-1">
                <a href="01-a.html#ex-1">Back</a></section></article>
                </div>
                </main><nav id="lessons"><a href="01-a.html">1. A</a></nav>
                """;
        assertEquals("""
                <a class="skip-link" href="#main">Skip</a><main id="main">
                <div class="print-parts">
                <article data-part="index" class="print-part" id="index"><h1>Book</h1><h2 id="index--why">Why</h2><p role="heading" aria-level="3">Worked</p><ol><li><a href="#01-a">1. A</a></li>
                <li><a href="#answers">Answer key</a></li><li><a href="games.html#game-nim">Nim</a></li></ol></article>
                <article data-part="01-a" class="print-part" id="01-a"><h2>A</h2><h3 id="01-a--summary">Summary</h3>
                <p>See <a class="nb-ref" href="#02-b--bouton">Theorem 2.1</a>, <a href="#01-a--summary">above</a>,
                <a href="https://example.org/x.html#y">elsewhere</a> and <a href="#answers--ex-1">the key</a>.</p>
                <div class="exercise" id="01-a--ex-1"><p class="block-title" role="heading" aria-level="4">Exercise 1.1</p><p title="a=&quot;b&quot;">x="y"</p></div></article>
                <article data-part="02-b" class="print-part" id="02-b"><h3 id="02-b--summary">Summary</h3><h6>Small</h6><H4>Raw</H4>
                <div class="statement" id="02-b--bouton"><a class="self" href="#02-b--bouton">Theorem 2.1</a></div>
                <section aria-labelledby="02-b--summary 02-b--bouton"></section></article>
                <article data-part="answers" class="print-part" id="answers"><section class="key-entry" id="answers--ex-1">
                <a href="#01-a--ex-1">Back</a></section></article>
                </div>
                </main><nav id="lessons"><a href="01-a.html">1. A</a></nav>
                """, PrintPage.linked(page, Set.of("index", "01-a", "02-b", "answers")));
    }

    @Test
    void aPageWithoutPartsIsLeftAsItIs() {
        assertEquals("<main id=\"main\"><a href=\"01-a.html\">x</a></main>",
                PrintPage.linked("<main id=\"main\"><a href=\"01-a.html\">x</a></main>", Set.of("01-a")));
    }
}
