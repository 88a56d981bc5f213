package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/** An inline directive, {@code {{ grundy nim 3 4 5 }}}; the directive stage sets the HTML it renders as. */
public final class DirectiveNode extends Node {
    private final BasedSequence opening;
    private final BasedSequence text;
    private final BasedSequence closing;
    private String html = "";

    DirectiveNode(BasedSequence opening, BasedSequence text, BasedSequence closing) {
        super(opening.baseSubSequence(opening.getStartOffset(), closing.getEndOffset()));
        this.opening = opening;
        this.text = text;
        this.closing = closing;
    }

    @Override
    public BasedSequence[] getSegments() {
        return new BasedSequence[] {opening, text, closing};
    }

    /** False for a {@code {{} with no {@code }}} after it in its paragraph. */
    public boolean closed() {
        return !closing.isEmpty();
    }

    /** What is between the braces, with its original offsets. */
    public BasedSequence text() {
        return text;
    }

    public String html() {
        return html;
    }

    public void setHtml(String html) {
        this.html = html;
    }
}
