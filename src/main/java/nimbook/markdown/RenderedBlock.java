package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/** A block directive already rendered to HTML; it takes the place of the fenced block it came from. */
public final class RenderedBlock extends Block {
    private final String html;

    public RenderedBlock(BasedSequence chars, String html) {
        super(chars);
        this.html = html;
    }

    public String html() {
        return html;
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
