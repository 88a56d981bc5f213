package nimbook.passes;

import nimbook.diag.Diagnostics;
import nimbook.directive.Block;
import nimbook.directive.BlockSpec;
import nimbook.markdown.DirectiveBlock;

/** The shape of a block against its spec: a label or a title it does not take, a body it needs or does not take. */
final class Shapes {
    private Shapes() {
    }

    static void check(Block block, Diagnostics diagnostics) {
        BlockSpec spec = block.spec();
        DirectiveBlock node = block.node();
        if (block.label() != null && !spec.label().allowed()) {
            diagnostics.error(block.labelPosition(), spec.label().refusal());
        } else if (!block.title().isEmpty() && !spec.title().allowed()) {
            diagnostics.error(block.titlePosition(), spec.title().refusal());
        }
        if (spec.body() == BlockSpec.Body.NONE) {
            if (node.textAt() >= 0) {
                // Text after the options would never be shown, nor its claims checked.
                diagnostics.error(block.source().at(node.textAt()), spec.textRefused());
            }
        } else if (!spec.emptyBody().allowed() && !node.leftOut() && !(spec.body() == BlockSpec.Body.QUESTION ? node.hasQuestion()
                : node.hasText())) {
            diagnostics.error(block.position(), spec.emptyBody().refusal());
        }
    }
}
