package nimbook.passes;

import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.NullableDataKey;
import java.util.ArrayList;
import java.util.List;
import nimbook.markdown.DirectiveNode;

/**
 * The inline directives of a lesson's tree, in order, each with its text, as the book-wide passes look for citations and
 * definitions in every lesson. Kept per tree: the preview's builds keep the trees of the lessons not saved, and walking
 * them all again was a sixth of a rebuild (and reading each directive's text again, a tenth of a rebuild of a thousand
 * lessons). A tree's directives stay its own once parsed (expansion sets their values only), so they are kept on the
 * tree itself, which the build's memory keeps as long as the lesson is unchanged.
 */
final class DirectiveNodes {
    /** Where a tree keeps its directives, once found. */
    private static final NullableDataKey<List<Found>> FOUND = new NullableDataKey<>("NIMBOOK_DIRECTIVE_NODES");

    /** A directive, and its text as written between the braces, trimmed ("" for a cross-reference). */
    record Found(DirectiveNode node, String text) {
    }

    private DirectiveNodes() {
    }

    static List<Found> of(Document document) {
        synchronized (document) {
            List<Found> found = FOUND.get(document);
            if (found == null) {
                found = find(document);
                document.set(FOUND, found);
            }
            return found;
        }
    }

    private static List<Found> find(Document document) {
        List<Found> found = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof DirectiveNode directive) {
                found.add(new Found(directive, directive.crossReference() ? "" : directive.text().toString().strip()));
            }
        }
        return List.copyOf(found);
    }
}
