package nimbook.render;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nimbook.book.Products;
import nimbook.text.Json;

/**
 * What a link to a numbered block shows when the reader points at it, without leaving the page (as PreTeXt's knowls
 * and many online books do): the block as its own page shows it. Written, like the search index, as a script that a
 * page loads the first time it is needed, so that it works from disk; the page's script takes out what a preview
 * does not show (ids, answers, widgets).
 */
public final class Previews {
    /** Where the previews are written in the site. */
    public static final String PATH = "assets/previews.js";

    private Previews() {
    }

    /** The script that carries them: one object, each preview under its link, in the book's order. */
    static byte[] script(List<Products.Preview> previews) {
        Json json = new Json().open();
        for (Products.Preview preview : previews) {
            json.value(preview.href(), preview.html());
        }
        return ("// What a link to a numbered block shows, written by nimbook build.\nwindow.nimbookPreviews = "
                + json.close() + ";\n").getBytes(StandardCharsets.UTF_8);
    }
}
