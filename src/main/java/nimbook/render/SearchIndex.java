package nimbook.render;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import nimbook.book.Products;
import nimbook.text.Json;

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
        byte[] head = ("// The book's text for the search box, written by nimbook build.\n"
                + "window.nimbookSearch = [").getBytes(StandardCharsets.UTF_8);
        byte[] tail = "];\n".getBytes(StandardCharsets.UTF_8);
        List<byte[]> parts = new ArrayList<>(pages.size());
        int length = head.length + tail.length + Math.max(0, pages.size() - 1);
        for (Products.Page page : pages) {
            byte[] written = last.get(page);
            if (written == null) {
                written = json(page);
            }
            now.put(page, written);
            parts.add(written);
            length += written.length;
        }
        // Copied once into a script of its final size: a book of a thousand lessons has an index of megabytes.
        ByteBuffer script = ByteBuffer.allocate(length).put(head);
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) {
                script.put((byte) ',');
            }
            script.put(parts.get(i));
        }
        return script.put(tail).array();
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
