package nimbook.passes;

import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import nimbook.markdown.DirectiveNode;

/**
 * The inline directives of a lesson's tree, in order, each with its text, as the book-wide passes look for citations and
 * definitions in every lesson. Kept per tree: the preview's builds keep the trees of the lessons not saved, and walking
 * them all again was a sixth of a rebuild (and reading each directive's text again, a tenth of a rebuild of a thousand
 * lessons). A tree's directives stay its own once parsed (expansion sets their values only).
 */
final class DirectiveNodes {
    private static final Map<Document, List<Found>> FOUND = Collections.synchronizedMap(new WeakHashMap<>());

    /** A directive, and its text as written between the braces, trimmed ("" for a cross-reference). */
    record Found(DirectiveNode node, String text) {
    }

    private DirectiveNodes() {
    }

    static List<Found> of(Document document) {
        return FOUND.computeIfAbsent(document, DirectiveNodes::find);
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
