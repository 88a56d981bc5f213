package nimbook.render;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nimbook.book.Products;
import nimbook.web.Json;

/**
 * The book's text for its search box, written as a script that sets {@code nimbookSearch}: a script rather than a JSON
 * file, because a page opened straight from disk may load a script but not fetch a file; pages load it when the reader
 * first searches.
 */
public final class SearchIndex {
    /** Where the index is written in the site. */
    public static final String PATH = "assets/search-index.js";

    private SearchIndex() {
    }

    /** The script that carries the index: the pages' sections, in order. */
    static byte[] script(List<Products.Page> pages) {
        StringBuilder script = new StringBuilder("// The book's text for the search box, written by nimbook build.\n"
                + "window.nimbookSearch = [");
        for (int i = 0; i < pages.size(); i++) {
            Products.Page page = pages.get(i);
            Json json = new Json().open().value("href", page.href()).value("title", page.title()).openArray("sections");
            for (Products.Section section : page.sections()) {
                json.open().value("anchor", section.anchor()).value("heading", section.heading())
                        .value("text", section.text()).close();
            }
            script.append(i > 0 ? "," : "").append(json.closeArray().close());
        }
        return script.append("];\n").toString().getBytes(StandardCharsets.UTF_8);
    }
}
