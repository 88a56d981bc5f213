package nimbook.passes;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import nimbook.book.Content;
import nimbook.book.Glossary;
import nimbook.book.Lesson;
import nimbook.book.Outline;
import nimbook.diag.Diagnostics;
import nimbook.directive.Block;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.Markdown;

/**
 * The glossary, gathered from the lessons: each {@code {{ define TERM }}} (or {@code {{ define TERM | FORM }}}, the
 * term as the sentence inflects it) where a lesson defines a term, placed in the
 * numbered block around it (whose preview a link to it shows) or else under its section's heading. A term is defined
 * once in the book.
 */
final class Terms {
    private Terms() {
    }

    /** The glossary of the lessons, outlined; a term defined a second time is reported there. */
    static Glossary gather(Content content, List<Outline> outlines, Diagnostics diagnostics) {
        Map<String, Glossary.Definition> terms = new TreeMap<>();
        for (int i = 0; i < outlines.size(); i++) {
            Lesson lesson = content.lessons().get(i);
            for (DirectiveNodes.Found found : DirectiveNodes.of(lesson.document())) {
                DirectiveNode node = found.node();
                String term = defined(found.text());
                if (term == null || term.isEmpty()) {
                    continue;
                }
                Glossary.Definition definition = place(lesson, outlines.get(i), node, term);
                Glossary.Definition earlier = terms.putIfAbsent(term.toLowerCase(Locale.ROOT), definition);
                if (earlier != null) {
                    diagnostics.error(definition.at(), "\"" + term + "\" is already defined in " + earlier.where()
                            + " (" + earlier.href() + "): a term is defined once; link to it with {{ term " + term + " }}");
                }
            }
        }
        List<Glossary.Definition> sorted = new ArrayList<>(terms.values());
        sorted.sort(Comparator.comparing((Glossary.Definition definition) -> definition.term()
                .toLowerCase(Locale.ROOT)));
        return new Glossary(sorted);
    }

    /**
     * The term a {@code {{ define … }}} defines ({@code option} for {@code {{ define option | options }}}), or null for
     * another directive and for a malformed one, which its expansion reports.
     */
    static String defined(String text) {
        if (!text.startsWith("define ") && !text.equals("define")) {
            return null;
        }
        try {
            return Glossary.Use.of("define", text.substring("define".length())).term();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Where a term is defined: the numbered block around it, or the section it is in. */
    private static Glossary.Definition place(Lesson lesson, Outline outline, Node node, String term) {
        String title = lesson.front().title();
        for (Node parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof DirectiveBlock block && block.reading() instanceof Block read
                    && read.numbered() != null) {
                return new Glossary.Definition(term, Glossary.anchor(term), lesson.page() + "#" + read.numbered().anchor(),
                        read.numbered().reference(), title, lesson.source().at(node.getStartOffset()));
            }
        }
        Heading section = null;
        for (Heading heading : outline.headings()) {
            if (heading.getStartOffset() < node.getStartOffset()) {
                section = heading;
            }
        }
        return new Glossary.Definition(term, Glossary.anchor(term), lesson.page() + (section == null ? "" : "#" + section.getAnchorRefId()),
                section == null ? title : Glossary.typographic(Markdown.text(section)), title,
                lesson.source().at(node.getStartOffset()));
    }
}
