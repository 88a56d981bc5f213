package nimbook.directive;

import java.util.Map;

/** {@code proof}: the body, ended by ∎; it proves the statement before it, and takes no label or title of its own. */
final class Proof implements BlockDirective {
    private static final String REFUSED = "a proof takes no label or title (it proves the statement before it): put them"
            + " on that statement";
    private static final BlockSpec SPEC = BlockSpec.block("proof").display("Proof").body(BlockSpec.Body.TEXT)
            .titleIsHeading(false).refuseLabel(REFUSED).refuseTitle(REFUSED).renders("the body, ended by ∎").build();

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) {
        return Part.around(block, "proof", page -> Map.of());
    }
}
