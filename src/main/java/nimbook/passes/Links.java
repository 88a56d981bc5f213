package nimbook.passes;

import com.vladsch.flexmark.ast.Image;
import com.vladsch.flexmark.ast.ImageRef;
import com.vladsch.flexmark.ast.Link;
import com.vladsch.flexmark.ast.LinkRef;
import com.vladsch.flexmark.ast.RefNode;
import com.vladsch.flexmark.ast.Reference;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.Facts;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.markdown.DirectiveBlock;
import nimbook.markdown.LessonLink;

/**
 * The link pass: every link, image and reference definition of a lesson checked against the book's facts — a lesson
 * or file that does not exist, an anchor its page lacks (each with its likely spelling), a link from the server's root,
 * a reference nothing defines. Returns the links to the answer key, which the student edition, having no key, leaves as
 * text.
 */
public final class Links {
    private final Facts facts;
    private final SourceText source;
    private final String page;
    private final Diagnostics diagnostics;

    public Links(Facts facts, SourceText source, String page, Diagnostics diagnostics) {
        this.facts = facts;
        this.source = source;
        this.page = page;
        this.diagnostics = diagnostics;
    }

    /** Checks the links of a lesson, or of Markdown of it; {@code document} holds its reference definitions. */
    public List<Node> check(Node root, Document document) {
        List<Node> toTheKey = new ArrayList<>();
        check(root, document, toTheKey);
        return toTheKey;
    }

    private void check(Node parent, Document document, List<Node> toTheKey) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof DirectiveBlock block && block.reading() == null) {
                continue;
            }
            if (node instanceof Link link) {
                if (Facts.KEY_PAGE.equals(checkLink(link.getUrl(), link.getUrl().getStartOffset()))) {
                    toTheKey.add(link);
                }
                plainTitle(link.getTitle());
            } else if (node instanceof LinkRef linkRef) {
                Reference target = linkRef.getReferenceNode(document);
                if (target != null && Facts.KEY_PAGE.equals(pageOf(target.getUrl().toString()))) {
                    toTheKey.add(linkRef);
                } else if (target == null) {
                    undefined(linkRef, "link", "TARGET", "[");
                }
            } else if (node instanceof ImageRef image && image.getReferenceNode(document) == null) {
                undefined(image, "image", "FILE", "![");
            } else if (node instanceof Image image && image.getUrl().isEmpty()) {
                error(image.getUrl().getStartOffset(), "this image names no file: write it between the parentheses,"
                        + " e.g. (pile.svg)");
            } else if (node instanceof Image image) {
                checkLink(image.getUrl(), image.getUrl().getStartOffset());
                plainTitle(image.getTitle());
            } else if (node instanceof Reference reference) {
                // A reference definition, [name]: target, which reference-style links [text][name] point through.
                checkLink(reference.getUrl(), reference.getUrl().getStartOffset());
            }
            check(node, document, toTheKey);
        }
    }

    /**
     * A reference-style link or image whose name nothing defines. {@code [text][name]} and {@code [name][]} are meant as
     * links (a lone {@code [text]} may be just brackets): printed as written, they would go unnoticed.
     */
    private void undefined(RefNode ref, String what, String target, String opening) {
        if (!ref.getTextOpeningMarker().isEmpty()) {
            BasedSequence name = ref.getReference();
            error(ref.getStartOffset(), "no " + what + " is defined as [" + name + "]: add a line [" + name + "]: " + target
                    + " to the lesson, or write the " + what + " in place, " + opening + (ref.isReferenceTextCombined()
                    ? name : ref.getText()) + "](" + target + ")");
        }
    }

    /** A link's or image's title ({@code [x](a.md "title")}) is printed as written: {@code {{ … }}} there is an error. */
    private void plainTitle(BasedSequence title) {
        String problem = Directives.inPlainText(title.toString(), "a link's title");
        if (problem != null) {
            error(title.getStartOffset() + title.indexOf("{{"), problem);
        }
    }

    /** The page of the book a link leads to ({@code 02-sums.md#x}: 02-sums.html), or null for one outside it. */
    private String pageOf(String target) {
        if (!LessonLink.isInternal(target) && !target.startsWith("#")) {
            return null;
        }
        String file = fileOf(target);
        return file.isEmpty() ? page : file.endsWith(".md") ? LessonLink.pageOf(file) : file;
    }

    /** A link's file as written, without its anchor or a leading ./ ("" for a place on this page). */
    private static String fileOf(String target) {
        int hash = target.indexOf('#');
        return (hash < 0 ? target : target.substring(0, hash)).replaceFirst("^(\\./)+", "");
    }

    /** Reports a link that leads nowhere; returns the page of the book it leads to, or null. */
    private String checkLink(BasedSequence url, int offset) {
        String target = url.toString();
        if (target.isEmpty()) {
            error(offset, "this link leads nowhere: write its target between the parentheses, e.g. (02-sums.md) or"
                    + " (#a-heading)");
            return null;
        }
        if (target.startsWith("/") && !target.startsWith("//")) {
            // From the web server's root: it breaks wherever the book is not served at the root, and from disk.
            error(offset, "link \"" + target + "\" starts at the root of the web server: write it relative to this"
                    + " page, like " + target.replaceFirst("^/+", ""));
            return null;
        }
        String pageOfLink = pageOf(target);
        if (pageOfLink == null) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = fileOf(target);
        String anchor = hash < 0 ? null : decoded(target.substring(hash + 1));
        if (!facts.hasPage(pageOfLink)) {
            error(offset, "broken link \"" + target + "\": there is no " + (file.endsWith(".md") ? "lesson " : "file ")
                    + file + " in the book" + facts.fileLike(file));
        } else if (anchor != null && anchor.isEmpty()) {
            error(offset, "link \"" + target + "\" ends in an empty anchor: name one after the #, or drop the #");
        } else if (anchor != null && !facts.hasAnchor(pageOfLink, anchor)) {
            error(offset, "broken link \"" + target + "\": " + (file.isEmpty() ? "this page" : file) + " has no anchor #"
                    + anchor + facts.anchorLike(pageOfLink, anchor));
        }
        return pageOfLink;
    }

    /** An anchor as the browser matches it: {@code #h%C3%A9llo} is {@code #héllo}. */
    private static String decoded(String anchor) {
        try {
            return URLDecoder.decode(anchor.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return anchor;
        }
    }

    private void error(int offset, String message) {
        diagnostics.error(source.at(offset), message);
    }
}
