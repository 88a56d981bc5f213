package nimbook.markdown.internal;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.html.renderer.HeaderIdGenerator;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.ast.TextCollectingVisitor;
import com.vladsch.flexmark.util.ast.TextContainer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.markdown.Markdown;

/**
 * The ids of a page's headings: flexmark's (its defaults: spaces, '-' and '_' to dashes, lowercase), from a heading's
 * text without its directives and math ("good-" for "Good {{ … }}"), tidied, unique in the page and kept clear of the
 * ids of the page's layout; or the id a heading sets itself, as in Pandoc and Quarto: "## Exercises {#drill}".
 */
public final class HeadingIds {
    private static final Pattern HEADING_LABEL = Pattern.compile("\\s*\\{#([A-Za-z][A-Za-z0-9_:.-]*)\\}\\s*$");
    private static final Pattern DASHES = Pattern.compile("-{2,}");

    private HeadingIds() {
    }

    /** Gives each heading its id; returns the ids headings set themselves, in order. */
    public static List<Markdown.HeadingLabel> assign(List<Heading> headings, Set<String> layout) {
        List<Heading> generated = new ArrayList<>();
        List<String> bases = new ArrayList<>();
        List<Markdown.HeadingLabel> labels = new ArrayList<>();
        Set<String> taken = new HashSet<>(layout);
        for (Heading heading : headings) {
            Markdown.HeadingLabel label = label(heading);
            if (label != null) {
                labels.add(label);
                taken.add(label.id());
                heading.setAnchorRefId(label.id());
                continue;
            }
            String id = DASHES.matcher(HeaderIdGenerator.generateId(idText(heading), " -_", false, true))
                    .replaceAll("-").replaceAll("^-|-$", "");
            generated.add(heading);
            bases.add(id.isEmpty() ? "section" : id);
        }
        // A repeated heading's suffix never takes another heading's own id ("Good", "Good", "Good 1": good, good-2,
        // good-1), so a link to #good-1 reaches the heading it names.
        Set<String> natural = new HashSet<>(bases);
        for (int i = 0; i < generated.size(); i++) {
            String base = bases.get(i);
            String unique = base;
            for (int n = 1; taken.contains(unique) || !unique.equals(base) && natural.contains(unique); n++) {
                unique = base + "-" + n;
            }
            taken.add(unique);
            generated.get(i).setAnchorRefId(unique);
        }
        return labels;
    }

    /** The words a heading's id is made from: its text, without its footnotes' names (as Pandoc has it). */
    private static String idText(Heading heading) {
        StringBuilder text = new StringBuilder();
        for (Node child : heading.getChildren()) {
            if (!(child instanceof Footnote)) {
                text.append(new TextCollectingVisitor().collectAndGetText(child, TextContainer.F_FOR_HEADING_ID));
            }
        }
        return text.toString();
    }

    /** The heading's own {@code {#id}}, taken off its text; or null. */
    private static Markdown.HeadingLabel label(Heading heading) {
        if (!(heading.getLastChild() instanceof Text text)) {
            return null;
        }
        Matcher label = HEADING_LABEL.matcher(text.getChars());
        if (!label.find()) {
            return null;
        }
        int offset = text.getChars().getStartOffset() + label.start(1) - 2;
        if (label.start() == 0) {
            text.unlink();
        } else {
            text.setChars(text.getChars().subSequence(0, label.start()));
        }
        return new Markdown.HeadingLabel(label.group(1), offset);
    }
}
