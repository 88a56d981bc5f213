package nimbook.site;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import nimbook.web.Json;

/**
 * The book's text for its search box: each page cut at its level-2 and level-3 headings into sections of plain
 * text, written as a script that sets {@code nimbookSearch}. A script rather than a JSON file, because a page opened
 * straight from disk may load a script but not fetch a file; pages load it when the reader first searches.
 */
final class SearchIndex {
    /** Where the index is written in the site. */
    static final String PATH = "assets/search-index.js";

    /** A page's sections, in reading order. */
    record Page(String href, String title, List<Section> sections) {
    }

    /** The text under one heading; the text before a page's first heading has no anchor and no heading. */
    record Section(String anchor, String heading, String text) {
    }

    private SearchIndex() {
    }

    /** A page from its main content's HTML, cut where the renderer opens a level-2 or level-3 heading with its id. */
    static Page page(String href, String title, String html) {
        List<Section> sections = new ArrayList<>();
        String anchor = "";
        String name = "";
        int from = 0;
        for (int at = html.indexOf("<h"); at >= 0; at = html.indexOf("<h", at + 2)) {
            if (!html.startsWith(" id=\"", at + 3) || html.charAt(at + 2) != '2' && html.charAt(at + 2) != '3') {
                continue;
            }
            int idEnd = html.indexOf('"', at + 8);
            String close = "</h" + html.charAt(at + 2) + ">";
            int end = idEnd < 0 ? -1 : html.indexOf(close, idEnd);
            if (end < 0) {
                break;
            }
            add(sections, anchor, name, text(html, from, at));
            anchor = html.substring(at + 8, idEnd);
            name = text(html, html.indexOf('>', idEnd) + 1, end);
            from = end + close.length();
            at = from - 2; // the next search starts after this heading
        }
        add(sections, anchor, name, text(html, from, html.length()));
        return new Page(href, title, sections);
    }

    private static void add(List<Section> sections, String anchor, String heading, String text) {
        // A heading with nothing under it before the next is still a place to find.
        if (!text.isEmpty() || !anchor.isEmpty()) {
            sections.add(new Section(anchor, heading, text));
        }
    }

    /** The script that carries the index. */
    static byte[] script(List<Page> pages) {
        Json json = new Json().array();
        for (Page page : pages) {
            json.open().value("href", page.href()).value("title", page.title()).openArray("sections");
            for (Section section : page.sections()) {
                json.open().value("anchor", section.anchor()).value("heading", section.heading())
                        .value("text", section.text()).close();
            }
            json.closeArray().close();
        }
        return ("// The book's text for the search box, written by nimbook build.\nwindow.nimbookSearch = "
                + json.closeArray() + ";\n").getBytes(StandardCharsets.UTF_8);
    }

    /** Elements whose content a reader never sees as text. */
    private static final Set<String> UNREAD = Set.of("script", "style", "template");
    /** Elements inside a line of text: removing their tags must not split a word (<em>mex</em>es). */
    private static final Set<String> INLINE = Set.of("a", "abbr", "b", "code", "em", "i", "kbd", "mark", "q", "s", "small",
            "span", "strong", "sub", "sup", "u");

    /** What a reader sees of some HTML: its text, without scripts, styles and comments, spaces collapsed. */
    static String text(String html) {
        return text(html, 0, html.length());
    }

    /**
     * The text of {@code html} from {@code from} to {@code to}, in one pass (a build indexes every page, so this is
     * written out rather than done with several regular expressions over the whole text).
     */
    private static String text(String html, int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        boolean space = false;
        int i = from;
        while (i < to) {
            char c = html.charAt(i);
            if (c == '<' && html.startsWith("<!--", i)) {
                int end = html.indexOf("-->", i + 4);
                i = end < 0 || end >= to ? to : end + 3;
            } else if (c == '<' && i + 1 < to && (Character.isLetter(html.charAt(i + 1)) || html.charAt(i + 1) == '/')) {
                int close = html.indexOf('>', i);
                if (close < 0 || close >= to) {
                    break;
                }
                int nameStart = html.charAt(i + 1) == '/' ? i + 2 : i + 1;
                int nameEnd = nameStart;
                while (nameEnd < close && Character.isLetterOrDigit(html.charAt(nameEnd))) {
                    nameEnd++;
                }
                String name = html.substring(nameStart, nameEnd).toLowerCase(Locale.ROOT);
                i = close + 1;
                if (html.charAt(nameStart - 1) != '/' && UNREAD.contains(name)) {
                    int end = indexOfIgnoringCase(html, "</" + name, i, to);
                    int endClose = end < 0 ? -1 : html.indexOf('>', end);
                    i = endClose < 0 || endClose >= to ? to : endClose + 1;
                } else if (!INLINE.contains(name)) {
                    space = true;
                }
            } else if (c == '&') {
                int semicolon = html.indexOf(';', i);
                String decoded = semicolon < 0 || semicolon >= to || semicolon - i > 9 ? null
                        : decoded(html.substring(i + 1, semicolon));
                if (decoded == null) {
                    space = append(out, space, "&");
                    i++;
                } else {
                    space = decoded.isBlank() || append(out, space, decoded);
                    i = semicolon + 1;
                }
            } else if (Character.isWhitespace(c) || c == '\u00A0') {
                space = true;
                i++;
            } else {
                // A run of plain text, copied at once.
                int end = i + 1;
                while (end < to && plain(html.charAt(end))) {
                    end++;
                }
                if (space && out.length() > 0) {
                    out.append(' ');
                }
                space = false;
                out.append(html, i, end);
                i = end;
            }
        }
        return out.toString();
    }

    private static boolean plain(char c) {
        return c != '<' && c != '&' && c != ' ' && c != '\n' && c != '\u00A0' && !Character.isWhitespace(c);
    }

    /** Appends text after a space if one is pending (never at the start); returns that no space is pending now. */
    private static boolean append(StringBuilder out, boolean space, String text) {
        if (space && out.length() > 0) {
            out.append(' ');
        }
        out.append(text);
        return false;
    }

    private static int indexOfIgnoringCase(String text, String what, int from, int to) {
        for (int i = from; i + what.length() <= to; i++) {
            if (text.regionMatches(true, i, what, 0, what.length())) {
                return i;
            }
        }
        return -1;
    }

    /** An entity's text (a non-breaking space as a space), or null for one this does not know. */
    private static String decoded(String entity) {
        switch (entity) {
            case "amp":
                return "&";
            case "lt":
                return "<";
            case "gt":
                return ">";
            case "quot":
                return "\"";
            case "apos":
                return "'";
            case "nbsp":
                return " ";
            default:
                break;
        }
        try {
            int code = entity.startsWith("#x") || entity.startsWith("#X") ? Integer.parseInt(entity.substring(2), 16)
                    : entity.startsWith("#") ? Integer.parseInt(entity.substring(1)) : -1;
            return code == 0xA0 ? " " : code > 0 && Character.isValidCodePoint(code) ? Character.toString(code) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
