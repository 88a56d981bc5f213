package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * Markdown framed by a directive's HTML and rendered with the rest of the page: a quote that GitHub's alert mark
 * ({@code > [!NOTE]}) makes a callout. Its children go between the frame's two parts.
 */
public final class Framed extends Block {
    /** The HTML before and after the children, in a page. */
    public interface Frame {
        String before(PageContext context);

        String after(PageContext context);
    }

    private static final Frame NONE = new Frame() {
        @Override
        public String before(PageContext context) {
            return "";
        }

        @Override
        public String after(PageContext context) {
            return "";
        }
    };

    private final DirectiveBlock.Reading reading;
    private Frame frame = NONE;

    public Framed(BasedSequence chars, DirectiveBlock.Reading reading) {
        super(chars);
        this.reading = reading;
    }

    /** What the directive stage read of it (the callout's kind and title). */
    public DirectiveBlock.Reading reading() {
        return reading;
    }

    public Frame frame() {
        return frame;
    }

    public void setFrame(Frame frame) {
        this.frame = frame;
    }

    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }
}
