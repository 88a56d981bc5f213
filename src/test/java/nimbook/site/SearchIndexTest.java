package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search index: pages cut at their headings into plain text, written as a script. */
class SearchIndexTest {
    @Test
    void aPageIsCutAtItsLevelTwoAndThreeHeadings() {
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
                new SearchIndex.Section("last", "Last", "Two."))), SearchIndex.page("01-a.html", "1. A", html));
    }

    @Test
    void aPageWithoutTextHasNoSections() {
        assertEquals(List.of(), SearchIndex.page("index.html", "Book", "\n").sections());
    }

    @Test
    void textIsWhatAReaderSees() {
        assertEquals("A mexes word, no script; a < b & \"c\" ' d é — e f", SearchIndex.text("""
                <p>A <em>mex</em>es<br>word,<!-- a comment --> no script<script>var x = "<p>hidden</p>";</script>;
                <style>p { color: red; }</style>a &lt; b &amp; &quot;c&quot; &#39; d &#xE9; &#8212;&nbsp;e
                <template><p>not shown</p></template><span
                class="x">f</span></p>
                """));
    }

    @Test
    void theScriptSetsOneArrayOfPages() {
        byte[] script = SearchIndex.script(List.of(new SearchIndex.Page("01-a.html", "1. \"A\"", List.of(
                new SearchIndex.Section("x", "X", "a\\b")))));
        assertEquals("""
                // The book's text for the search box, written by nimbook build.
                window.nimbookSearch = [{"href":"01-a.html","title":"1. \\"A\\"","sections":[{"anchor":"x","heading":"X",\
                "text":"a\\\\b"}]}];
                """, new String(script, StandardCharsets.UTF_8));
    }
}
