package nimbook.site;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** Headings as the renderer writes them (SiteBuilder's contents read them the same way). */
    private static final Pattern HEADING = Pattern.compile("<h([23]) id=\"([^\"]*)\">(.*?)</h\\1>", Pattern.DOTALL);

    /** A page from its main content's HTML. */
    static Page page(String href, String title, String html) {
        List<Section> sections = new ArrayList<>();
        Matcher heading = HEADING.matcher(html);
        String anchor = "";
        String name = "";
        int from = 0;
        while (heading.find()) {
            add(sections, anchor, name, html.substring(from, heading.start()));
            anchor = heading.group(2);
            name = text(heading.group(3));
            from = heading.end();
        }
        add(sections, anchor, name, html.substring(from));
        return new Page(href, title, sections);
    }

    private static void add(List<Section> sections, String anchor, String heading, String html) {
        String text = text(html);
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

    private static final Pattern UNREAD = Pattern.compile("<!--.*?-->|<(script|style|template)\\b[^>]*>.*?</\\1\\s*>",
            Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
    /** Tags inside a line of text: removing them must not split a word (<em>mex</em>es). */
    private static final Pattern INLINE_TAG = Pattern.compile(
            "</?(?:a|abbr|b|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|u)\\b[^>]*>", Pattern.CASE_INSENSITIVE);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Pattern ENTITY = Pattern.compile("&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));");
    private static final Pattern SPACE = Pattern.compile("[\\s\\u00A0]+");

    /** What a reader sees of some HTML: its text, without scripts, styles and comments, spaces collapsed. */
    static String text(String html) {
        String text = UNREAD.matcher(html).replaceAll("");
        text = INLINE_TAG.matcher(text).replaceAll("");
        text = TAG.matcher(text).replaceAll(" ");
        text = ENTITY.matcher(text).replaceAll(entity -> Matcher.quoteReplacement(decoded(entity)));
        return SPACE.matcher(text).replaceAll(" ").strip();
    }

    private static String decoded(java.util.regex.MatchResult entity) {
        if (entity.group(3) != null) {
            return switch (entity.group(3)) {
                case "amp" -> "&";
                case "lt" -> "<";
                case "gt" -> ">";
                case "quot" -> "\"";
                case "apos" -> "'";
                default -> " ";
            };
        }
        int code = entity.group(1) != null ? Integer.parseInt(entity.group(1)) : Integer.parseInt(entity.group(2), 16);
        return Character.isValidCodePoint(code) && code != 0 ? Character.toString(code) : entity.group();
    }
}
