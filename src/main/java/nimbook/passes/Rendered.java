package nimbook.passes;

import java.util.List;
import nimbook.book.ProofKey;
import nimbook.directive.BookContext;
import nimbook.directive.Part;
import nimbook.markdown.Framed;
import nimbook.markdown.Output;
import nimbook.markdown.PageContext;
import nimbook.markdown.VisibleText;
import nimbook.render.Holed;
import nimbook.render.TemplateException;

/**
 * A block's part as its node shows it: its template's HTML, with its Markdown (a body, a question, a hint) where the
 * template puts it, for each page it is rendered in. Rendered for a page of its own at once, so that a template's
 * problem is reported with the lesson's others; the whole book's page renders it again, with that page's ids.
 */
final class Rendered implements Output {
    private final BookContext book;
    private final String kind;
    private final Part part;
    private final Holed page;

    Rendered(BookContext book, String kind, Part part) {
        this.book = book;
        this.kind = kind;
        this.part = part;
        this.page = fragment(PageContext.PAGE);
    }

    /** The proof exercise it is, for the answer key; or null. */
    ProofKey proof() {
        return part.proof();
    }

    /** The template: the book's own for this kind of block (a theorem), if it has one, or else its family's. */
    private String template() {
        String own = "directives/" + kind + ".ftlh";
        return book.templates().exists(own) ? own : "directives/" + part.template() + ".ftlh";
    }

    private Holed fragment(PageContext context) {
        try {
            return book.templates().render(template(), part.model().apply(context), part.holes().size());
        } catch (TemplateException e) {
            e.reportTo(book.diagnostics());
            return new Holed(List.of(""), List.of());
        }
    }

    @Override
    public String html(PageContext context) {
        Holed fragment = context.equals(PageContext.PAGE) ? page : fragment(context);
        StringBuilder html = new StringBuilder(fragment.pieces().get(0));
        for (int i = 0; i < fragment.holes().size(); i++) {
            html.append(hole(part.holes().get(fragment.holes().get(i)), context)).append(fragment.pieces().get(i + 1));
        }
        return html.toString();
    }

    /** A hole's Markdown as {@code context} shows it. */
    private String hole(Part.Hole hole, PageContext context) {
        return hole.page() != null && (context.equals(PageContext.PAGE) || hole.markdown() == null) ? hole.page()
                : book.markdown().render(hole.markdown(), context);
    }

    @Override
    public void visible(VisibleText text) {
        text.html(page.pieces().get(0));
        for (int i = 0; i < page.holes().size(); i++) {
            Part.Hole hole = part.holes().get(page.holes().get(i));
            if (hole.markdown() != null) {
                text.nodes(hole.markdown());
            } else {
                text.html(hole.page());
            }
            text.html(page.pieces().get(i + 1));
        }
    }

    /**
     * The part as a frame around Markdown that stays in the page: the HTML before its hole and after it; a template that
     * leaves the hole out shows no Markdown, and its framed node's children go.
     */
    void frame(Framed framed) {
        if (page.holes().isEmpty()) {
            framed.removeChildren();
        }
        framed.setFrame(new Framed.Frame() {
            @Override
            public String before(PageContext context) {
                return (context.equals(PageContext.PAGE) ? page : fragment(context)).pieces().get(0);
            }

            @Override
            public String after(PageContext context) {
                Holed fragment = context.equals(PageContext.PAGE) ? page : fragment(context);
                return String.join("", fragment.pieces().subList(1, fragment.pieces().size()));
            }
        });
    }
}
