package nimbook.site;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nimbook.web.Json;

/**
 * What a link to a numbered block shows when the reader points at it, without leaving the page (as PreTeXt's knowls
 * and many online books do): the block as its own page shows it. Written, like the search index, as a script that a
 * page loads the first time it is needed, so that it works from disk; the page's script takes out what a preview
 * does not show (ids, answers, widgets).
 */
final class Previews {
    /** Where the previews are written in the site. */
    static final String PATH = "assets/previews.js";

    private Previews() {
    }

    /** A block's preview: the link that leads to it ({@code 02-sums.html#sum}) and its element's HTML. */
    record Preview(String href, String html) {
    }

    /** The previews of a page's blocks. */
    static List<Preview> of(String page, String html, List<Html.Placed> blocks) {
        List<Preview> previews = new ArrayList<>();
        for (Html.Placed block : blocks) {
            previews.add(new Preview(page + "#" + block.block().anchor(), html.substring(block.start(), block.end())));
        }
        return previews;
    }

    /** The script that carries them: one object, each preview under its link, in the book's order. */
    static byte[] script(List<Preview> previews) {
        Json json = new Json().open();
        for (Preview preview : previews) {
            json.value(preview.href(), preview.html());
        }
        return ("// What a link to a numbered block shows, written by nimbook build.\nwindow.nimbookPreviews = "
                + json.close() + ";\n").getBytes(StandardCharsets.UTF_8);
    }
}
