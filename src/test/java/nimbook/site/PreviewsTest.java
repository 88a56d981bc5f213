package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The previews of numbered blocks: each block's element whole, under the link that leads to it, written as a script. */
class PreviewsTest {
    @Test
    void eachBlockIsItsElementWholeUnderItsLink() {
        String html = """
                <p>Before <a href="#bouton">Theorem 1.2</a>.</p>
                <div class="exercise" id="ex-1"><p class="block-title">Exercise 1.1</p><div class="question">
                <p>How many?</p></div></div>
                <div class="statement theorem" id="bouton"><p>Nim-sums.</p><div class="inner"><p>Inside.</p></div></div>
                <p>After: <span class="math display" id="sum">\\[s \\tag{1.1}\\]</span></p>
                """;
        List<Previews.Preview> previews = Previews.of("01-a.html", html, Html.place(html, List.of(
                new Html.Block("bouton", "Theorem 1.2"), new Html.Block("missing", "Exercise 1.2"),
                new Html.Block("ex-1", "Exercise 1.1"), new Html.Block("sum", "(1.1)"))), Set.of("sum"));
        assertEquals(List.of(new Previews.Preview("01-a.html#bouton",
                "<div class=\"statement theorem\" id=\"bouton\"><p>Nim-sums.</p><div class=\"inner\"><p>Inside.</p></div></div>"),
                new Previews.Preview("01-a.html#ex-1", """
                        <div class="exercise" id="ex-1"><p class="block-title">Exercise 1.1</p><div class="question">
                        <p>How many?</p></div></div>"""),
                // An equation is titled with its name, a link to it.
                new Previews.Preview("01-a.html#sum", """
                        <div class="equation">
                        <p class="block-title"><a class="self" href="#sum">Equation (1.1)</a></p>
                        <span class="math display" id="sum">\\[s \\tag{1.1}\\]</span>
                        </div>""")), previews);
    }

    @Test
    void theScriptSetsOneObjectInTheBooksOrder() {
        assertEquals("""
                // What a link to a numbered block shows, written by nimbook build.
                window.nimbookPreviews = {"02-b.html#x":"<p class=\\"a\\">x\\ny</p>","01-a.html#y":"<p>\\\\(a\\\\)</p>"};
                """, new String(Previews.script(List.of(new Previews.Preview("02-b.html#x", "<p class=\"a\">x\ny</p>"),
                new Previews.Preview("01-a.html#y", "<p>\\(a\\)</p>"))), StandardCharsets.UTF_8));
        assertEquals("// What a link to a numbered block shows, written by nimbook build.\nwindow.nimbookPreviews = {};\n",
                new String(Previews.script(List.of()), StandardCharsets.UTF_8));
    }
}
