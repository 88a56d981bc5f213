package nimbook.markdown;

import com.vladsch.flexmark.util.ast.NodeVisitor;
import com.vladsch.flexmark.util.ast.TextContainer;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import com.vladsch.flexmark.util.sequence.builder.ISequenceBuilder;

/**
 * A node that reads, as text (an image's alt text), as what it stands for: a directive's value, a formula's TeX. Not
 * for a heading's id, which is made before any value is known and from the words around them.
 */
interface ComputedText extends TextContainer {
    String computedText();

    @Override
    default boolean collectText(ISequenceBuilder<? extends ISequenceBuilder<?, BasedSequence>, BasedSequence> out,
            int flags, NodeVisitor visitor) {
        if ((flags & F_FOR_HEADING_ID) == 0) {
            out.append(computedText());
        }
        return false;
    }
}
