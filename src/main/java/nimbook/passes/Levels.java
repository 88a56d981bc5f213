package nimbook.passes;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveBlock;

/**
 * Headings start at level 2 (the lesson's title is its level 1, whose heading, when it has one, the front matter took
 * out of the text) and go down one level at a time: the page's and those in blocks' bodies, in the order of the file.
 */
final class Levels {
    private Levels() {
    }

    static void check(Document document, SourceText source, Diagnostics diagnostics) {
        int previous = 1;
        for (Node node : document.getDescendants()) {
            if (!(node instanceof Heading heading) || unread(heading)) {
                continue;
            }
            int level = heading.getLevel();
            if (level == 1) {
                diagnostics.error(source.at(heading.getStartOffset()), "only a lesson's first block may be a # heading"
                        + " (its title): start the others at level 2 (##)");
            } else if (level > previous + 1) {
                diagnostics.error(source.at(heading.getStartOffset()), "heading level jumps from " + previous + " to "
                        + level + ": use " + "#".repeat(previous + 1) + " (level " + (previous + 1) + ") here");
            }
            previous = Math.max(level, 2);
        }
    }

    /** Whether a heading stands in a block that could not be read, whose body is left out. */
    private static boolean unread(Node node) {
        for (Node parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof DirectiveBlock block && block.reading() == null) {
                return true;
            }
        }
        return false;
    }
}
