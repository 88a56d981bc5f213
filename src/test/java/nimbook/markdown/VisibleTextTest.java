package nimbook.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a reader sees of HTML a template or an author writes: its words, without tags, scripts, widgets or comments. */
class VisibleTextTest {
    private static String text(String html) {
        VisibleText text = new VisibleText();
        text.html(html);
        return text.toString();
    }

    @Test
    void textIsWhatAReaderSees() {
        assertEquals("A mexes word, no script; a < b & \"c\" ' d é — e f — super-cali", text("""
                <p>A <em>mex</em>es<br>word,<!-- a comment --> no script<script>var x = "<p>hidden</p>";</script><span
                class="visually-hidden">said, <span>not</span> shown</span>;
                <style>p { color: red; }</style>a &lt; b &amp; &quot;c&quot; &#39; d &#xE9; &#8212;&nbsp;e
                <template><p>not shown</p></template><span
                class="x">f</span> &mdash; <span title="a>b">super-<wbr>cali</span></p>
                """));
    }

    @Test
    void aWidgetIsLeftOutAndTheTextAfterItKept() {
        assertEquals("Before. After.", text("""
                <p>Before.</p><div class="widget check" data-widget="check"><div><p class="fallback">With JavaScript on,
                a box here checks your answer.</p></div></div><p>After.</p>"""));
    }

    @Test
    void formulasReadAsTheirSymbols() {
        assertEquals("The nim-sum a1 ⊕ a2 ⊕ … ⊕ an of heaps, G(g) = mex{G(g')} ≥ 0, E(p) ⟺ nk < nk-1 or M(p') and",
                text("""
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
        text(html);
    }

    @Test
    void endTagsAreFoundInEitherCaseAndOnlyWhereTheNameEnds() {
        assertEquals("kept", text("<SCRIPT>var x</script><p>kept</p>"));
        assertEquals("kept", text("<p data-widget=\"x\"><svg><path d=\"M0\"/></svg></p><p>kept</p>"));
    }

    @Test
    void manyFormulasLeftOpenAreReadWithoutFailing() {
        text("<p>" + "<span class=\"math\">\\(a ".repeat(20_000) + "</p>");
    }
}
