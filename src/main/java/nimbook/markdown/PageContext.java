package nimbook.markdown;

import java.util.Set;

/**
 * Where Markdown is rendered. A page of its own; a part of the whole book's page ({@code print.html}), whose ids are
 * named after the part ({@code 01-nim--summary}, as "summary" is in every lesson), whose links to the book's parts
 * lead within the page and whose headings go one level down below the title page; a heading's text in a contents
 * list, without its links and notes; or a block quoted on another page (a definition in the glossary), whose ids are
 * named after where it stands and whose block titles are no headings there.
 *
 * @param part the part's name (a lesson's slug, or {@code index}), or null on a page of its own
 * @param parts every part of the whole book's page
 * @param quoted whether the rendering is quoted on another page, out of its lesson's outline
 */
public record PageContext(String part, Set<String> parts, boolean contents, boolean quoted) {
    /** A page of its own. */
    public static final PageContext PAGE = new PageContext(null, Set.of(), false, false);
    /** A heading's text in a contents list. */
    public static final PageContext CONTENTS = new PageContext(null, Set.of(), true, false);

    public PageContext {
        parts = Set.copyOf(parts);
    }

    /** Part {@code part} of the whole book's page. */
    public static PageContext part(String part, Set<String> parts) {
        return new PageContext(part, parts, false, false);
    }

    /** A block or paragraph quoted under {@code where} on another page: its ids named after that place. */
    public static PageContext quoted(String where) {
        return new PageContext(where, Set.of(), false, true);
    }

    /** An id as this page names it. */
    public String id(String id) {
        return part == null ? id : part + "--" + id;
    }

    /** How many levels headings go down: one in a lesson's part, below the title page's. */
    private int shift() {
        return part == null || part.equals("index") ? 0 : 1;
    }

    /** A heading's level here (an h6 stays one). */
    public int heading(int level) {
        return level < 6 ? level + shift() : level;
    }

    /** A block title's level as a heading ({@code aria-level}) here; 0 where it is quoted, and no heading. */
    public int ariaLevel(int level) {
        return quoted ? 0 : level + shift();
    }

    /**
     * A link as this page makes it: to a part, or to a place in one, within the whole book's page; any other link as it
     * was.
     */
    public String link(String href) {
        if (part == null) {
            return href;
        }
        int hash = href.indexOf('#');
        String file = hash < 0 ? href : href.substring(0, hash);
        String target = file.isEmpty() ? part : file.endsWith(".html") ? file.substring(0, file.length() - 5) : null;
        if (target == null || !parts.contains(target) || file.contains("/")) {
            return href;
        }
        return hash < 0 || hash == href.length() - 1 ? "#" + target : "#" + target + "--" + href.substring(hash + 1);
    }
}
