package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * An inline directive, {@code {{ grundy nim 3 4 5 }}}, or Quarto's cross-reference, {@code @thm-x}, which stands for a
 * {@code {{ ref }}}; the directive stage sets the value it stands for, as HTML and as text (an image's alt text).
 */
public final class DirectiveNode extends Node implements ComputedText {
    private final BasedSequence opening;
    private final BasedSequence text;
    private final BasedSequence closing;
    private final boolean crossReference;
    private InlineOutput output = InlineOutput.NOTHING;
    private String value = "";

    private DirectiveNode(BasedSequence opening, BasedSequence text, BasedSequence closing, boolean crossReference) {
        super(opening.baseSubSequence(opening.getStartOffset(), closing.getEndOffset()));
        this.opening = opening;
        this.text = text;
        this.closing = closing;
        this.crossReference = crossReference;
    }

    /** {@code {{ … }}}: its braces (the closing ones empty when it is never closed) and what is between them. */
    public static DirectiveNode braced(BasedSequence opening, BasedSequence text, BasedSequence closing) {
        return new DirectiveNode(opening, text, closing, false);
    }

    /** Quarto's cross-reference: its {@code @}, then its label as written ({@code thm-x}). */
    public static DirectiveNode crossReference(BasedSequence at, BasedSequence label) {
        return new DirectiveNode(at, label, label.subSequence(label.length()), true);
    }

    /** True for Quarto's {@code @thm-x}, whose {@link #text} is a label. */
    public boolean crossReference() {
        return crossReference;
    }

    @Override
    public BasedSequence[] getSegments() {
        return new BasedSequence[] {opening, text, closing};
    }

    /** False for a {@code {{} with no {@code }}} after it in its paragraph. */
    public boolean closed() {
        return crossReference || !closing.isEmpty();
    }

    /** What is between the braces, with its original offsets. */
    public BasedSequence text() {
        return text;
    }

    public InlineOutput output() {
        return output;
    }

    /** Its value, as HTML and as text. */
    public void setValue(InlineOutput html, String text) {
        this.output = html;
        this.value = text;
    }

    @Override
    public String computedText() {
        return value;
    }
}
