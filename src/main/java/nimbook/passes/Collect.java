package nimbook.passes;

import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.book.Glossary;
import nimbook.book.Numbered;
import nimbook.book.Outline;
import nimbook.book.ProofKey;
import nimbook.book.Products;
import nimbook.directive.Block;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;
import nimbook.markdown.Output;
import nimbook.markdown.PageContext;
import nimbook.markdown.VisibleText;

/**
 * The collection pass: what the site needs of a lesson besides its page, gathered from its nodes and its blocks' parts
 * (never read back out of its HTML) — its page's contents, its text for the search box, its numbered blocks'
 * previews, and the widgets its page runs.
 */
public final class Collect {
    private Collect() {
    }

    /** The headings of a page's own contents: levels 2 and 3, as text and math (no links, no notes' numbers). */
    public static List<Products.Heading> contents(Outline outline, Markdown markdown) {
        List<Products.Heading> contents = new ArrayList<>();
        for (Heading heading : outline.headings()) {
            if (heading.getLevel() <= 3) {
                contents.add(new Products.Heading(heading.getLevel(), heading.getAnchorRefId(),
                        lineless(markdown.render(heading, PageContext.CONTENTS))));
            }
        }
        return contents;
    }

    /**
     * A page's text for the search box, cut at its level-2 and level-3 headings into sections. A numbered block
     * (but an equation: alone it is mostly symbols) is a section of its own, so that a search for "exercise 5.35" or
     * for words of a theorem leads to it, and so is each numbered block inside it; the text around it belongs to its
     * heading's section.
     */
    public static Products.Page search(Document document, Outline outline, String href, String title) {
        Sections sections = new Sections(Set.copyOf(outline.headings()));
        sections.read(document);
        return new Products.Page(href, title, sections.all());
    }

    /** A page's sections while it is read: each gathers its text as it comes. */
    private static final class Sections {
        private final Set<Heading> cuts;
        private final List<Draft> drafts = new ArrayList<>();
        /** The heading's section, then the numbered blocks being read, innermost last. */
        private final Deque<Draft> open = new ArrayDeque<>();
        private final VisibleText text = new VisibleText(this::elsewhere);

        Sections(Set<Heading> cuts) {
            this.cuts = cuts;
            open.push(open("", ""));
        }

        void read(Document document) {
            text.nodes(document);
            open.peek().add(text.take());
        }

        /** A heading opens a section; a numbered block is one. */
        private boolean elsewhere(Node node) {
            if (node instanceof Heading heading && heading.getLevel() <= 3 && cuts.contains(heading)) {
                open.peek().add(text.take());
                VisibleText words = new VisibleText();
                words.nodes(heading);
                open.pop();
                open.push(open(heading.getAnchorRefId(), words.toString()));
                return true;
            }
            Numbered numbered = node instanceof DirectiveBlock block && block.reading() instanceof Block read
                    ? read.numbered() : null;
            if (numbered == null) {
                return false;
            }
            open.peek().add(text.take());
            open.push(open(numbered.anchor(), numbered.heading()));
            ((DirectiveBlock) node).output().visible(text);
            open.pop().add(text.take());
            return true;
        }

        private Draft open(String anchor, String heading) {
            Draft draft = new Draft(anchor, heading, new StringBuilder());
            drafts.add(draft);
            return draft;
        }

        /** A heading with nothing under it is still a place to find; the text before the first, only if there is some. */
        List<Products.Section> all() {
            return drafts.stream().filter(draft -> draft.text().length() > 0 || !draft.anchor().isEmpty())
                    .map(draft -> new Products.Section(draft.anchor(), draft.heading(), draft.text().toString())).toList();
        }
    }

    /** A section while the page is read. */
    private record Draft(String anchor, String heading, StringBuilder text) {
        void add(String more) {
            if (!more.isEmpty()) {
                text.append(text.length() == 0 ? "" : " ").append(more);
            }
        }
    }

    /**
     * What a link to each numbered block shows, without leaving the page: the block as its page shows it. An
     * equation's is given its name for a title, "Equation (1.1)", as a block's title is: its number, set beside it,
     * would be cut off where the formula is wider than the preview.
     */
    public static List<Products.Preview> previews(Document document, String page, Markdown markdown) {
        List<Products.Preview> previews = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof DirectiveBlock block && block.reading() instanceof Block read && read.numbered() != null) {
                previews.add(new Products.Preview(page + "#" + read.numbered().anchor(),
                        block.output().html(PageContext.PAGE).strip()));
            } else if (node instanceof MathNode math && math.number() != null) {
                String anchor = math.label().name().toString();
                previews.add(new Products.Preview(page + "#" + anchor, "<div class=\"equation\">\n<p class=\"block-title\">"
                        + "<a class=\"self\" href=\"#" + anchor + "\">Equation (" + math.number() + ")</a></p>\n"
                        + lineless(markdown.render(math)) + "\n</div>"));
            }
        }
        return previews;
    }

    /**
     * Each term the lesson defines, with its definition as the glossary shows it: the numbered block around the
     * {@code {{ define … }}}, or else its paragraph, rendered with ids of the term's own ({@code term-mex--mex}) so that
     * a block that defines two terms can stand under both.
     */
    public static List<Products.Defined> defined(Document document, Markdown markdown) {
        List<Products.Defined> defined = new ArrayList<>();
        for (DirectiveNodes.Found found : DirectiveNodes.of(document)) {
            DirectiveNode node = found.node();
            String term = Terms.defined(found.text());
            if (term == null || term.isEmpty()) {
                continue;
            }
            PageContext context = PageContext.quoted(Glossary.anchor(term));
            VisibleText text = new VisibleText();
            Node around = definition(node);
            if (around instanceof DirectiveBlock block) {
                block.output().visible(text);
                defined.add(new Products.Defined(term, block.output().html(context).strip(), text.toString()));
            } else {
                text.nodes(around);
                defined.add(new Products.Defined(term, markdown.render(around, context).strip(), text.toString()));
            }
        }
        return defined;
    }

    /** What defines a term: the numbered block around it, or else the paragraph it stands in. */
    private static Node definition(Node node) {
        Node paragraph = null;
        for (Node parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof DirectiveBlock block && block.reading() instanceof Block read && read.numbered() != null) {
                return parent;
            }
            if (paragraph == null && parent instanceof Paragraph) {
                paragraph = parent;
            }
        }
        return paragraph == null ? node.getParent() : paragraph;
    }

    /** Inline HTML as rendered alone, without the line end that ends a rendering. */
    private static String lineless(String html) {
        return html.endsWith("\n") ? html.substring(0, html.length() - 1) : html;
    }

    /** Its proof exercises as the answer key prints them (none in the student edition, which has no key). */
    public static List<ProofKey> proofs(Document document) {
        List<ProofKey> proofs = new ArrayList<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof DirectiveBlock block && block.output() instanceof Rendered rendered
                    && rendered.proof() != null) {
                proofs.add(rendered.proof());
            }
        }
        return proofs;
    }

    /** The widgets a page of these lessons runs: those its blocks draw, an exercise's answer box among them. */
    public static Set<String> widgets(Document document) {
        Set<String> widgets = new TreeSet<>();
        for (Node node : document.getDescendants()) {
            if (node instanceof DirectiveBlock block && block.reading() instanceof Block read
                    && !read.spec().widget().isEmpty() && block.output() != Output.NOTHING) {
                widgets.add(read.spec().widget());
            }
        }
        return widgets;
    }
}
