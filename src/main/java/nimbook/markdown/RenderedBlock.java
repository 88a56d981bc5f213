package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * A block directive already rendered to HTML; it takes the place of the fenced block it came from. Or HTML around
 * Markdown still in the document (a quote become a callout): the block's children are rendered, with the rest of the
 * page, between {@code html} and {@code after}.
 */
public final class RenderedBlock extends Block {
    private final String html;
    private final String after;

    public RenderedBlock(BasedSequence chars, String html) {
        this(chars, html, "");
    }

    public RenderedBlock(BasedSequence chars, String html, String after) {
        super(chars);
        this.html = html;
        this.after = after;
    }

    public String html() {
        return html;
    }

    public String after() {
        return after;
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
