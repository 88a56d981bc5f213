package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search index: pages cut at their headings into plain text, written as a script. */
class SearchIndexTest {
    /** The headings of some HTML, placed as the build places them (each tag written as the renderer writes it). */
    private static List<Pages.Heading> headings(String html, String... tags) {
        List<Pages.Heading> headings = new ArrayList<>();
        for (String tag : tags) {
            int level = tag.charAt(2) - '0';
            int start = html.indexOf(tag);
            int end = html.indexOf("</h" + level + ">", start);
            headings.add(new Pages.Heading(level, tag.substring(8, tag.length() - 2), start, end + 5,
                    html.substring(start + tag.length(), end)));
        }
        return headings;
    }

    @Test
    void aPageIsCutAtItsHeadings() {
        String html = """
                <p>Before any heading.</p>
                <h2 id="first">The <em>first</em> part</h2>
                <p>One.</p>
                <h4 id="inner">Inner</h4>
                <p>Still one.</p>
                <h3 id="second">Second</h3>
                <h2 id="empty">Nothing under it</h2>
                <h2 id="last">Last</h2>
                <p>Two.</p>
                """;
        assertEquals(new SearchIndex.Page("01-a.html", "1. A", List.of(
                new SearchIndex.Section("", "", "Before any heading."),
                new SearchIndex.Section("first", "The first part", "One. Inner Still one."),
                new SearchIndex.Section("second", "Second", ""),
                new SearchIndex.Section("empty", "Nothing under it", ""),
                new SearchIndex.Section("last", "Last", "Two."))), SearchIndex.page("01-a.html", "1. A", html,
                headings(html, "<h2 id=\"first\">", "<h3 id=\"second\">", "<h2 id=\"empty\">", "<h2 id=\"last\">"),
                List.of()));
    }

    @Test
    void aNumberedBlockIsASectionOfItsOwnAndTheTextAroundItStaysWithItsHeading() {
        String html = """
                <h2 id="sums">Sums</h2>
                <p>Before.</p>
                <div class="exercise" id="ex-1"><p class="block-title">Exercise 1.1</p><div class="question">
                <p>How many?</p></div></div>
                <p>After.</p>
                <div class="statement theorem" id="bouton"><p>Nim-sums.</p><div class="inner"><p>Inside.</p></div></div>
                """;
        assertEquals(List.of(new SearchIndex.Section("sums", "Sums", "Before. After."),
                new SearchIndex.Section("ex-1", "Exercise 1.1", "Exercise 1.1 How many?"),
                new SearchIndex.Section("bouton", "Theorem 1.2 (Bouton)", "Nim-sums. Inside.")),
                SearchIndex.page("01-a.html", "1. A", html, headings(html, "<h2 id=\"sums\">"), Html.place(html, List.of(
                        new Html.Block("ex-1", "Exercise 1.1"), new Html.Block("bouton",
                                "Theorem 1.2 (Bouton)")))).sections());
    }

    @Test
    void aNumberedBlockInsideAnotherIsASectionOfItsOwnToo() {
        String html = """
                <div class="statement theorem" id="outer"><p>Before.</p><h3 id="in">In</h3>
                <div class="statement example" id="inner"><p>Example.</p></div><p>After.</p></div>
                <p>Then.</p>
                """;
        // The text outside any heading's section comes first, as it does before a page's first heading.
        assertEquals(List.of(new SearchIndex.Section("", "", "Then."), new SearchIndex.Section("outer", "Theorem 1.1",
                "Before. In After."), new SearchIndex.Section("inner", "Example 1.2", "Example.")),
                SearchIndex.page("01-a.html", "1. A", html, headings(html, "<h3 id=\"in\">"), Html.place(html, List.of(
                        new Html.Block("outer", "Theorem 1.1"), new Html.Block("inner", "Example 1.2")))).sections());
    }

    @Test
    void aPageWithoutTextHasNoSections() {
        assertEquals(List.of(), SearchIndex.page("index.html", "Book", "\n", List.of(), List.of()).sections());
    }

    @Test
    void textIsWhatAReaderSees() {
        assertEquals("A mexes word, no script; a < b & \"c\" ' d é — e f — super-cali", SearchIndex.text("""
                <p>A <em>mex</em>es<br>word,<!-- a comment --> no script<script>var x = "<p>hidden</p>";</script><span
                class="visually-hidden">said, <span>not</span> shown</span>;
                <style>p { color: red; }</style>a &lt; b &amp; &quot;c&quot; &#39; d &#xE9; &#8212;&nbsp;e
                <template><p>not shown</p></template><span
                class="x">f</span> &mdash; <span title="a>b">super-<wbr>cali</span></p>
                """));
    }

    @Test
    void aWidgetIsLeftOutAndTheTextAfterItKept() {
        assertEquals("Before. After.", SearchIndex.text("""
                <p>Before.</p><div class="widget check" data-widget="check"><div><p class="fallback">With JavaScript on,
                a box here checks your answer.</p></div></div><p>After.</p>"""));
    }

    @Test
    void formulasReadAsTheirSymbols() {
        assertEquals("The nim-sum a1 ⊕ a2 ⊕ … ⊕ an of heaps, G(g) = mex{G(g')} ≥ 0, E(p) ⟺ nk < nk-1 or M(p') and",
                SearchIndex.text("""
                        <p>The nim-sum <span class="math">\\(a_1 \\oplus a_2 \\oplus \\dots \\oplus a_n\\)</span> of heaps,
                        <span class="math display">\\[\\mathcal G(g) = \\operatorname{mex}\\{\\mathcal G(g')\\} \\ge 0,\\]</span>
                        <span class="math display">\\[\\begin{aligned} E(p) &amp;\\iff n_k &lt; n_{k-1} \\text{ or } M(p')
                        \\end{aligned}\\]</span> and</p>"""));
    }

    /** Broken raw HTML in a lesson reaches the page as written: reading it never fails, whatever is cut short. */
    @ParameterizedTest
    @ValueSource(strings = {"<h2 id=\"typo\"</h2> text", "a <", "a &", "a &amp", "<!-- open", "<script>x", "<p title=\"x",
        "<span class=\"math\">\\(a", "<div data-widget=\"play\"><div>x</div>", "&#xD800; &#0; &#99999999;", "</"})
    void brokenHtmlIsReadWithoutFailing(String html) {
        SearchIndex.text(html);
        SearchIndex.page("x.html", "X", html, List.of(), Html.place(html, List.of(new Html.Block("a", "Exercise 1.1"))));
    }

    @Test
    void endTagsAreFoundInEitherCaseAndOnlyWhereTheNameEnds() {
        assertEquals("kept", SearchIndex.text("<SCRIPT>var x</script><p>kept</p>"));
        assertEquals("kept", SearchIndex.text("<p data-widget=\"x\"><svg><path d=\"M0\"/></svg></p><p>kept</p>"));
    }

    @Test
    void manyFormulasLeftOpenAreReadWithoutFailing() {
        SearchIndex.text("<p>" + "<span class=\"math\">\\(a ".repeat(20_000) + "</p>");
    }

    @Test
    void theScriptSetsOneArrayOfPages() {
        byte[] script = SearchIndex.script(List.of(SearchIndex.json(new SearchIndex.Page("01-a.html", "1. \"A\"", List.of(
                new SearchIndex.Section("x", "X", "a\\b")))), SearchIndex.json(new SearchIndex.Page("02-b.html", "2. B",
                List.of()))));
        assertEquals("""
                // The book's text for the search box, written by nimbook build.
                window.nimbookSearch = [{"href":"01-a.html","title":"1. \\"A\\"","sections":[{"anchor":"x","heading":"X",\
                "text":"a\\\\b"}]},{"href":"02-b.html","title":"2. B","sections":[]}];
                """, new String(script, StandardCharsets.UTF_8));
    }
}
