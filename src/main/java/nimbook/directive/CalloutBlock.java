package nimbook.directive;

import java.util.Map;
import nimbook.book.Callout;

/**
 * A callout — note, tip, important, warning, caution — an unnumbered box set off from the text, with an optional title:
 * the five kinds GitHub's alerts, Quarto's callouts and MyST's admonitions share, so that a lesson written for one of
 * them needs only its fences changed. GitHub's alert ({@code > [!NOTE]}) is one too. It renders through
 * {@code directives/KIND.ftlh} when the book has one, else {@code directives/callout.ftlh}.
 */
record CalloutBlock(BlockSpec spec) implements BlockDirective {
    CalloutBlock(String name, String display) {
        this(BlockSpec.callout(name, display).build());
    }

    @Override
    public Part expand(Block block, Scope scope) {
        Callout callout = new Callout(spec.name(), spec.display(), Titles.html(scope.book().markdown(), block.title(),
                block.titlePosition(), scope.book().diagnostics()));
        return Part.around(block, spec.family(), page -> Map.of("callout", callout));
    }
}
