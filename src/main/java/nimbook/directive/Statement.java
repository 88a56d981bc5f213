package nimbook.directive;

import java.util.Map;
import nimbook.book.Numbered;

/**
 * A numbered statement — definition, theorem, lemma, proposition, corollary, example, remark — with a title and a
 * Markdown body, numbered per lesson: Theorem 3.2. It renders through {@code directives/KIND.ftlh} when the book has
 * one, else {@code directives/statement.ftlh}.
 */
record Statement(BlockSpec spec) implements BlockDirective {
    Statement(String name, String display) {
        this(BlockSpec.statement(name, display).build());
    }

    @Override
    public Part expand(Block block, Scope scope) {
        Numbered numbered = block.numbered();
        int level = scope.level();
        return Part.around(block, spec.family(), page -> Map.of("statement", numbered.withAnchor(page.id(
                numbered.anchor())), "level", page.ariaLevel(level)));
    }
}
