package nimbook.render;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
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
        return script(pages, new IdentityHashMap<>(), new IdentityHashMap<>());
    }

    /**
     * The script, each page written as {@code last} has it (the preview writes the index again at every save, when one
     * page of it changed: a page kept from the last build is the same object); each page written is put in {@code now}.
     */
    static byte[] script(List<Products.Page> pages, Map<Products.Page, byte[]> last, Map<Products.Page, byte[]> now) {
        ByteArrayOutputStream script = new ByteArrayOutputStream();
        script.writeBytes(("// The book's text for the search box, written by nimbook build.\n"
                + "window.nimbookSearch = [").getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < pages.size(); i++) {
            if (i > 0) {
                script.write(',');
            }
            Products.Page page = pages.get(i);
            byte[] written = last.get(page);
            if (written == null) {
                written = json(page);
            }
            now.put(page, written);
            script.writeBytes(written);
        }
        script.writeBytes("];\n".getBytes(StandardCharsets.UTF_8));
        return script.toByteArray();
    }

    private static byte[] json(Products.Page page) {
        Json json = new Json().open().value("href", page.href()).value("title", page.title()).openArray("sections");
        for (Products.Section section : page.sections()) {
            json.open().value("anchor", section.anchor()).value("heading", section.heading())
                    .value("text", section.text()).close();
        }
        return json.closeArray().close().toString().getBytes(StandardCharsets.UTF_8);
    }
}
