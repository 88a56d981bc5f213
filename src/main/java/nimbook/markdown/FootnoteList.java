package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/** A page's footnotes, gathered from wherever the lesson defines them: the list at the end of the page. */
public final class FootnoteList extends Block {
    public FootnoteList() {
        super(BasedSequence.NULL);
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
