package nimbook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nimbook.book.Products;
import org.junit.jupiter.api.Test;

/** The previews of numbered blocks, written as a script. */
class PreviewsTest {
    @Test
    void theScriptSetsOneObjectInTheBooksOrder() {
        assertEquals("""
                // What a link to a numbered block shows, written by nimbook build.
                window.nimbookPreviews = {"02-b.html#x":"<p class=\\"a\\">x\\ny</p>","01-a.html#y":"<p>\\\\(a\\\\)</p>"};
                """, new String(Previews.script(List.of(new Products.Preview("02-b.html#x", "<p class=\"a\">x\ny</p>"),
                new Products.Preview("01-a.html#y", "<p>\\(a\\)</p>"))), StandardCharsets.UTF_8));
        assertEquals("// What a link to a numbered block shows, written by nimbook build.\nwindow.nimbookPreviews = {};\n",
                new String(Previews.script(List.of()), StandardCharsets.UTF_8));
    }
}
