package nimbook.directive;

import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.markdown.Markdown;

/** A block's title as inline HTML: text, math and emphasis. */
public final class Titles {
    private Titles() {
    }

    /** The title's HTML; a title with links, notes, raw HTML or a label is reported, and shown as written. */
    public static String html(Markdown markdown, String title, SourcePosition at, Diagnostics diagnostics) {
        String html = markdown.inlineHtml(title);
        if (html == null) {
            diagnostics.error(at, "a title takes text, math and emphasis, not links, footnotes, HTML or an"
                    + " equation's {#label}: put the link, note or numbered equation in the block's text");
            return Markdown.escape(title);
        }
        return html;
    }
}
