package nimbook.markdown.internal;

import com.vladsch.flexmark.ast.AutoLink;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.HtmlInline;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ast.LinkRef;
import com.vladsch.flexmark.ast.MailLink;
import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.ext.footnotes.FootnoteBlock;
import com.vladsch.flexmark.ext.gfm.tasklist.TaskListItem;
import com.vladsch.flexmark.ext.tables.TableBlock;
import com.vladsch.flexmark.ext.tables.TableCaption;
import com.vladsch.flexmark.ext.typographic.TypographicQuotes;
import com.vladsch.flexmark.ext.typographic.TypographicSmarts;
import com.vladsch.flexmark.html.HtmlWriter;
import com.vladsch.flexmark.html.renderer.NodeRenderer;
import com.vladsch.flexmark.html.renderer.NodeRendererContext;
import com.vladsch.flexmark.html.renderer.NodeRenderingHandler;
import com.vladsch.flexmark.util.ast.Node;
import java.util.Set;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.FootnoteList;
import nimbook.markdown.Framed;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;
import nimbook.markdown.PageContext;

/**
 * The book's HTML for what flexmark renders otherwise or not at all: math, directives, footnotes, tables, task lists and
 * typography; and, on the whole book's page, headings a level down and ids named after their part.
 */
final class Rendering implements NodeRenderer {
    @Override
    public Set<NodeRenderingHandler<?>> getNodeRenderingHandlers() {
        return Set.of(
                new NodeRenderingHandler<>(MathNode.class, Rendering::math),
                new NodeRenderingHandler<>(DirectiveNode.class, (node, context, html) ->
                        html.raw(node.output().html(page(context)))),
                new NodeRenderingHandler<>(DirectiveBlock.class, (node, context, html) -> {
                    html.line();
                    html.raw(node.output().html(page(context)));
                    html.line();
                }),
                new NodeRenderingHandler<>(DirectiveBlock.Body.class, Rendering::ownDocument),
                new NodeRenderingHandler<>(DirectiveBlock.Notes.class, Rendering::ownDocument),
                new NodeRenderingHandler<>(Framed.class, (node, context, html) -> {
                    html.line();
                    html.raw(node.frame().before(page(context)));
                    context.renderChildren(node);
                    html.raw(node.frame().after(page(context)));
                    html.line();
                }),
                new NodeRenderingHandler<>(Heading.class, Rendering::heading),
                new NodeRenderingHandler<>(Link.class, Rendering::link),
                new NodeRenderingHandler<>(LinkRef.class, Rendering::link),
                new NodeRenderingHandler<>(AutoLink.class, Rendering::link),
                new NodeRenderingHandler<>(MailLink.class, Rendering::link),
                new NodeRenderingHandler<>(HtmlInline.class, Rendering::htmlInline),
                new NodeRenderingHandler<>(TableBlock.class, Rendering::table),
                new NodeRenderingHandler<>(Footnote.class, Rendering::footnote),
                new NodeRenderingHandler<>(FootnoteBlock.class, Rendering::note),
                new NodeRenderingHandler<>(FootnoteList.class, (node, context, html) -> {
                    html.line();
                    html.raw("<div class=\"footnotes\" role=\"doc-endnotes\">\n<hr>\n<ol>\n");
                    context.renderChildren(node);
                    html.raw("</ol>\n</div>");
                    html.line();
                }),
                new NodeRenderingHandler<>(TaskListItem.class, Rendering::task),
                new NodeRenderingHandler<>(TypographicSmarts.class, Rendering::smarts),
                new NodeRenderingHandler<>(TypographicQuotes.class, (node, context, html) -> {
                    html.raw(node.getTypographicOpening());
                    context.renderChildren(node);
                    html.raw(node.getTypographicClosing());
                }));
    }

    /**
     * A block's body or notes, rendered as a document of its own: links and all (flexmark renders the links of a node
     * rendered alone only when it is a document).
     */
    private static void ownDocument(Node node, NodeRendererContext context, HtmlWriter html) {
        boolean linkless = context.isDoNotRenderLinks();
        if (linkless) {
            context.doRenderLinks();
        }
        context.renderChildren(node);
        if (linkless) {
            context.doNotRenderLinks();
        }
    }

    private static PageContext page(NodeRendererContext context) {
        return Syntax.context(context.getOptions());
    }

    /**
     * A heading: in a contents list its text alone; on the whole book's page, a level down (the page has one h1, the
     * book's title, and a lesson's title is an h2 there); elsewhere as flexmark renders it.
     */
    private static void heading(Heading heading, NodeRendererContext context, HtmlWriter html) {
        PageContext page = page(context);
        if (page.contents()) {
            context.renderChildren(heading);
        } else if (page.heading(heading.getLevel()) == heading.getLevel()) {
            context.delegateRender();
        } else {
            String id = context.getNodeId(heading);
            if (id != null) {
                html.attr("id", id);
            }
            html.withAttr().tagLine("h" + page.heading(heading.getLevel()), () -> context.renderChildren(heading));
        }
    }

    /** A link; in a contents list, which is a list of links itself, its text. */
    private static void link(Node link, NodeRendererContext context, HtmlWriter html) {
        if (!page(context).contents()) {
            context.delegateRender();
        } else if (link instanceof AutoLink || link instanceof MailLink) {
            html.text(link.getChildChars());
        } else {
            context.renderChildren(link);
        }
    }

    /** Raw HTML in a line; in a contents list, without the tags of a link. */
    private static void htmlInline(HtmlInline tag, NodeRendererContext context, HtmlWriter html) {
        String text = tag.getChars().toString();
        boolean link = text.length() > 2 && (text.startsWith("<a") || text.startsWith("</a"))
                && !Character.isLetterOrDigit(text.charAt(text.startsWith("</") ? 3 : 2));
        if (!link || !page(context).contents()) {
            context.delegateRender();
        }
    }

    /**
     * A task list's item: its box (shown, not for ticking) at the start of its first paragraph. flexmark's own
     * rendering puts an item's later paragraphs inside its first.
     */
    private static void task(TaskListItem item, NodeRendererContext context, HtmlWriter html) {
        html.attr("class", "task-list-item").withAttr().tag("li");
        String box = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled"
                + (item.isItemDoneMarker() ? " checked" : "") + "> ";
        Node first = item.getFirstChild();
        // The first paragraph's wrapping is the item's to do (flexmark leaves it out): a <p> when the list is loose.
        boolean paragraph = first instanceof Paragraph && item.isLoose();
        html.raw(paragraph ? "<p>" + box : box);
        for (Node child = first; child != null; child = child.getNext()) {
            context.render(child);
            if (child == first && paragraph) {
                html.raw("</p>");
                html.line();
            }
        }
        html.tag("/li");
        html.line();
    }

    /** A dash or an ellipsis as its character: flexmark names them as entities, which the page needs no more than "“". */
    private static void smarts(TypographicSmarts smarts, NodeRendererContext context, HtmlWriter html) {
        html.raw(Markdown.smart(smarts.getTypographicText()));
    }

    /**
     * A reference to a footnote: its number, linked to the note. Unnumbered (in a line the book reads alone), as written;
     * in a contents list, nothing.
     */
    private static void footnote(Footnote reference, NodeRendererContext context, HtmlWriter html) {
        PageContext page = page(context);
        FootnoteBlock note = reference.getFootnoteBlock();
        if (page.contents()) {
            return;
        }
        if (note == null || note.getFootnoteOrdinal() == 0) {
            html.text(reference.getChars());
            return;
        }
        int number = note.getFootnoteOrdinal();
        html.raw("<a class=\"footnote-ref\" id=\"" + page.id(referenceId(number, reference.getReferenceOrdinal()))
                + "\" href=\"" + page.link("#fn:" + number) + "\" role=\"doc-noteref\"><sup>" + number + "</sup></a>");
    }

    /** The id of the {@code nth} reference to footnote {@code number}: fnref:2, then fnref:2-2. */
    private static String referenceId(int number, int nth) {
        return "fnref:" + number + (nth > 1 ? "-" + nth : "");
    }

    /** A footnote in the page's list, with a link back to each reference, at the end of its last paragraph. */
    private static void note(FootnoteBlock note, NodeRendererContext context, HtmlWriter html) {
        PageContext page = page(context);
        int number = note.getFootnoteOrdinal();
        html.raw("<li id=\"" + page.id("fn:" + number) + "\">");
        html.line();
        Node last = note.getLastChild();
        for (Node child : note.getChildren()) {
            if (child != last || !(child instanceof Paragraph)) {
                context.render(child);
            }
        }
        html.raw("<p>");
        if (last instanceof Paragraph) {
            context.renderChildren(last);
        }
        int references = note.getFootnoteReferences();
        for (int nth = 1; nth <= references; nth++) {
            html.raw(" <a class=\"footnote-back\" href=\"" + page.link("#" + referenceId(number, nth)) + "\""
                    + " role=\"doc-backlink\" aria-label=\"" + (references == 1 ? "Back to the text"
                    : "Back to reference " + nth) + "\">↩︎" + (references == 1 ? "" : "<sup>" + nth + "</sup>") + "</a>");
        }
        html.raw("</p>");
        html.line();
        html.raw("</li>");
        html.line();
    }

    /**
     * A table scrolls in a box of its own, as the book's tables do, rather than the page scrolling sideways; its
     * caption ({@code [Caption]} on the line after it) comes first, where HTML wants it.
     */
    private static void table(TableBlock table, NodeRendererContext context, HtmlWriter html) {
        html.line();
        html.raw("<div class=\"table-scroll\">");
        html.line();
        Node caption = table.getFirstChildAny(TableCaption.class);
        html.attr("class", "md-table").withAttr().tagLineIndent("table", () -> {
            if (caption != null) {
                context.render(caption);
            }
            table.getChildren().forEach(child -> {
                if (child != caption) {
                    context.render(child);
                }
            });
        });
        html.raw("</div>");
        html.line();
    }

    /**
     * KaTeX's auto-render finds {@code \(…\)} and {@code \[…\]} in the page text. A numbered display carries its
     * label as its id, and its number as KaTeX's {@code \tag}, set at the line's right as LaTeX sets it.
     */
    private static void math(MathNode node, NodeRendererContext context, HtmlWriter html) {
        String tex = Markdown.escape(node.delimited());
        html.raw(node.number() != null ? "<span class=\"math display\" id=\"" + Markdown.escape(page(context)
                .id(node.label().name().toString())) + "\">" + tex + "</span>"
                : node.display() ? "<span class=\"math display\">" + tex + "</span>"
                : "<span class=\"math\">" + tex + "</span>");
    }
}
