package nimbook.directive;

import java.util.List;
import java.util.Map;
import nimbook.book.LoopyRows;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;
import nimbook.solver.NotationException;

/** {@code loopy-table}: every vertex of a graph with cycles, its followers, its generalised value and its outcome. */
final class LoopyTable implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("loopy-table")
            .renders("each vertex of a graph that may have cycles with its followers, Smith's generalised Sprague–Grundy"
                    + " value and its outcome, P, N or D (a draw)")
            .option(OptionSpec.named("graph").takes("arcs u>v joined by commas, like 0>1,1>0,1>2"))
            .option(OptionSpec.named("caption").takes("text").otherwise("the template's own")).build();

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        Block.Option graph = block.required("graph");
        Block.Option caption = block.optional("caption");
        LoopyGraph parsed;
        try {
            parsed = Loopy.parse(Loopy.NAME + " " + graph.value() + "@0").tokens().get(0).graph();
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(graph).plus(Math.max(0, e.offset() - Loopy.NAME.length() - 1)),
                    e.getMessage());
        }
        List<LoopyRows.Row> rows = LoopyRows.of(parsed);
        String id = scope.id(block);
        String text = caption == null ? "" : caption.value();
        return Part.of("loopy-table", page -> Map.of("rows", rows, "graph", graph.value(), "caption", text,
                "id", page.id(id)));
    }
}
