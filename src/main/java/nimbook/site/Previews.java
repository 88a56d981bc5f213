package nimbook.site;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
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

    /**
     * The previews of a page's blocks. An equation's is given its name for a title, "Equation (1.1)", a link to it as
     * a block's title is: its number, set beside it, would be cut off where the formula is wider than the preview.
     */
    static List<Preview> of(String page, String html, List<Html.Placed> blocks, Set<String> equations) {
        List<Preview> previews = new ArrayList<>();
        for (Html.Placed block : blocks) {
            String anchor = block.block().anchor();
            String element = html.substring(block.start(), block.end());
            previews.add(new Preview(page + "#" + anchor, !equations.contains(anchor) ? element
                    : "<div class=\"equation\">\n<p class=\"block-title\"><a class=\"self\" href=\"#" + anchor + "\">Equation "
                            + block.block().name() + "</a></p>\n" + element + "\n</div>"));
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
