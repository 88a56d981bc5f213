package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * TeX claimed from the Markdown before the core parser can touch it: {@code $…$} or {@code \(…\)} inline,
 * {@code $$…$$} or {@code \[…\]} displayed. {@link #tex()} starts as the source text; the directive stage
 * may replace {@code {{ … }}} inside it by values.
 */
public final class MathNode extends Node {
    private final BasedSequence opening;
    private final BasedSequence text;
    private final BasedSequence closing;
    private final boolean display;
    private String tex;

    MathNode(BasedSequence opening, BasedSequence text, BasedSequence closing, boolean display) {
        super(opening.baseSubSequence(opening.getStartOffset(), closing.getEndOffset()));
        this.opening = opening;
        this.text = text;
        this.closing = closing;
        this.display = display;
        this.tex = text.toString();
    }

    @Override
    public BasedSequence[] getSegments() {
        return new BasedSequence[] {opening, text, closing};
    }

    /** The TeX between the delimiters, as in the source (with its original offsets). */
    public BasedSequence text() {
        return text;
    }

    /** The opening delimiter: $, $$, \( or \[. */
    public String opening() {
        return opening.toString();
    }

    /** False when the paragraph ended before the closing delimiter. */
    public boolean closed() {
        return !closing.isEmpty();
    }

    public boolean display() {
        return display;
    }

    public String tex() {
        return tex;
    }

    public void setTex(String tex) {
        this.tex = tex;
    }
}
