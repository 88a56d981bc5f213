package nimbook.directive;

import java.util.HashMap;
import java.util.Map;
import nimbook.markdown.InlineOutput;
import nimbook.markdown.PageContext;
import nimbook.render.TemplateException;

/**
 * An inline directive's value as its node shows it: through {@code inline/NAME.ftlh} when the book has one, else its
 * family's template, which writes one line (its line end is dropped). Rendered for a page of its own at once, so that a
 * template's problem is reported with the lesson's others; a link in it leads where the page it is in says.
 */
final class InlineRendered implements InlineOutput {
    private final BookContext book;
    private final InlineSpec spec;
    private final InlineSpec.Value value;
    private final boolean claimed;
    private final String page;

    InlineRendered(BookContext book, InlineSpec spec, InlineSpec.Value value, boolean claimed) {
        this.book = book;
        this.spec = spec;
        this.value = value;
        this.claimed = claimed;
        this.page = render(PageContext.PAGE);
    }

    @Override
    public String html(PageContext context) {
        return context.equals(PageContext.PAGE) ? page : render(context);
    }

    private String render(PageContext context) {
        if (value.model() == null) {
            return "";
        }
        Map<String, Object> model = new HashMap<>(value.model());
        model.put("kind", spec.kind());
        model.put("claimed", claimed);
        // In a contents list, which is a list of links itself, a link is its text.
        model.put("link", !context.contents());
        if (model.get("href") instanceof String href) {
            model.put("href", context.link(href));
        }
        String own = "inline/" + spec.name() + ".ftlh";
        try {
            String html = book.templates().render(book.templates().exists(own) ? own : "inline/" + spec.family()
                    + ".ftlh", model);
            return html.endsWith("\n") ? html.substring(0, html.length() - 1) : html;
        } catch (TemplateException e) {
            e.reportTo(book.diagnostics());
            return "";
        }
    }
}
