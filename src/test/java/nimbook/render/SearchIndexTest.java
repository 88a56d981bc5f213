package nimbook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nimbook.book.Products;
import org.junit.jupiter.api.Test;

/** The search index: the pages' sections, written as a script. */
class SearchIndexTest {
    @Test
    void theScriptSetsOneArrayOfPages() {
        byte[] script = SearchIndex.script(List.of(new Products.Page("01-a.html", "1. \"A\"", List.of(
                new Products.Section("x", "X", "a\\b"))), new Products.Page("02-b.html", "2. B", List.of())));
        assertEquals("""
                // The book's text for the search box, written by nimbook build.
                window.nimbookSearch = [{"href":"01-a.html","title":"1. \\"A\\"","sections":[{"anchor":"x","heading":"X",\
                "text":"a\\\\b"}]},{"href":"02-b.html","title":"2. B","sections":[]}];
                """, new String(script, StandardCharsets.UTF_8));
    }
}
