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
 * The inline directives of a lesson's tree, in order, as the book-wide passes look for citations and definitions in
 * every lesson. Kept per tree: the preview's builds keep the trees of the lessons not saved, and walking them all
 * again was a sixth of a rebuild. A tree's directives stay its own once parsed (expansion sets their values only).
 */
final class DirectiveNodes {
    private static final Map<Document, List<DirectiveNode>> FOUND = Collections.synchronizedMap(new WeakHashMap<>());

    private DirectiveNodes() {
    }

    static List<DirectiveNode> of(Document document) {
        return FOUND.computeIfAbsent(document, DirectiveNodes::find);
    }

    private static List<DirectiveNode> find(Document document) {
        List<DirectiveNode> found = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof DirectiveNode directive) {
                found.add(directive);
            }
        }
        return List.copyOf(found);
    }
}
