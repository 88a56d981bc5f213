package nimbook.site;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

    /**
     * A page from its main content's HTML, cut at its headings (found by the outline, placed in the HTML). A numbered
     * block ({@link Html#place placed} in the HTML) is a section of its own, so that a search for "exercise 5.35" or for words of a theorem leads to it; the
     * text around it belongs to its heading's section.
     */
    static Page page(String href, String title, String html, List<Pages.Heading> headings, List<Html.Placed> blocks) {
        List<Place> places = new ArrayList<>();
        for (Pages.Heading heading : headings) {
            places.add(new Place(heading.start(), heading.end(), heading.anchor(), text(heading.html()), false));
        }
        for (Html.Placed block : blocks) {
            places.add(new Place(block.start(), block.end(), block.block().anchor(), block.block().name(), true));
        }
        places.sort(Comparator.comparingInt(Place::start));
        List<Draft> drafts = new ArrayList<>();
        Draft current = open(drafts, "", "");
        int from = 0;
        int next = 0;
        while (next < places.size()) {
            Place place = places.get(next);
            current.add(text(html, from, place.start()));
            if (place.block()) {
                next = block(drafts, html, places, next);
            } else {
                current = open(drafts, place.anchor(), place.name());
                next++;
            }
            from = place.end();
        }
        current.add(text(html, from, html.length()));
        // A heading with nothing under it before the next is still a place to find; the text before the first, only if
        // there is some.
        return new Page(href, title, drafts.stream().filter(draft -> draft.text().length() > 0 || !draft.anchor().isEmpty())
                .map(draft -> new Section(draft.anchor(), draft.heading(), draft.text().toString())).toList());
    }

    /**
     * The section of the block at {@code index}, and after it those of the numbered blocks inside it (an example in a
     * theorem), each without the text of the blocks inside it; a heading inside a block is part of its text. Returns
     * the index of the first place after the block.
     */
    private static int block(List<Draft> drafts, String html, List<Place> places, int index) {
        Place block = places.get(index);
        Draft draft = open(drafts, block.anchor(), block.name());
        int from = block.start();
        int next = index + 1;
        while (next < places.size() && places.get(next).start() < block.end()) {
            Place inner = places.get(next);
            if (inner.block()) {
                draft.add(text(html, from, inner.start()));
                from = inner.end();
                next = block(drafts, html, places, next);
            } else {
                next++;
            }
        }
        draft.add(text(html, from, block.end()));
        return next;
    }

    /** Where a heading (it starts a section) or a block (a section of its own, whole) stands in the page. */
    private record Place(int start, int end, String anchor, String name, boolean block) {
    }

    /** A section while the page is read: its text is gathered as it comes. */
    private record Draft(String anchor, String heading, StringBuilder text) {
        void add(String more) {
            if (!more.isEmpty()) {
                text.append(text.length() == 0 ? "" : " ").append(more);
            }
        }
    }

    /** Starts a section, in reading order. */
    private static Draft open(List<Draft> drafts, String anchor, String heading) {
        Draft draft = new Draft(anchor, heading, new StringBuilder());
        drafts.add(draft);
        return draft;
    }

    /** A page's entry in the index, as JSON in UTF-8: made where the page is made, so that no stage holds them all. */
    static byte[] json(Page page) {
        Json json = new Json().open().value("href", page.href()).value("title", page.title()).openArray("sections");
        for (Section section : page.sections()) {
            json.open().value("anchor", section.anchor()).value("heading", section.heading()).value("text", section.text())
                    .close();
        }
        return json.closeArray().close().toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The script that carries the index: the pages' entries, in order. */
    static byte[] script(List<byte[]> pages) {
        byte[] start = "// The book's text for the search box, written by nimbook build.\nwindow.nimbookSearch = ["
                .getBytes(StandardCharsets.UTF_8);
        byte[] end = "];\n".getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(start.length + end.length + pages.size()
                + pages.stream().mapToInt(page -> page.length).sum());
        out.writeBytes(start);
        for (int i = 0; i < pages.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.writeBytes(pages.get(i));
        }
        out.writeBytes(end);
        return out.toByteArray();
    }

    /** Elements inside a line of text: removing their tags must not split a word (<em>mex</em>es). */
    private static final Set<String> INLINE = Set.of("a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn",
            "em", "i", "ins", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
            "wbr");

    /** What a reader sees of some HTML: its text, without scripts, styles and comments, spaces collapsed. */
    static String text(String html) {
        return text(html, 0, html.length());
    }

    /**
     * The text of {@code html} from {@code from} to {@code to}, in one pass (a build indexes every page, so this is
     * written out rather than done with several regular expressions over the whole text). Formulas become plain
     * text ({@link #plainMath}); a widget, whose text is the script's or a stand-in for it, is left out.
     */
    private static String text(String html, int from, int to) {
        StringBuilder out = new StringBuilder(Math.max(0, to - from));
        boolean space = false;
        int i = from;
        while (i < to) {
            char c = html.charAt(i);
            if (c == '<' && html.startsWith("<!--", i)) {
                int end = html.indexOf("-->", i + 4);
                i = end < 0 || end >= to ? to : end + 3;
            } else if (c == '<' && i + 1 < to && (Character.isLetter(html.charAt(i + 1)) || html.charAt(i + 1) == '/')) {
                int close = Html.tagEnd(html, i, to);
                if (close < 0) {
                    break;
                }
                boolean closing = html.charAt(i + 1) == '/';
                int nameStart = closing ? i + 2 : i + 1;
                String written = Html.tagName(html, nameStart, close);
                String name = written.toLowerCase(Locale.ROOT);
                String attributes = html.substring(nameStart + written.length(), close);
                i = close + 1;
                if (closing) {
                    space |= !INLINE.contains(name);
                } else if (Html.UNSEEN.contains(name) || attributes.contains("data-widget=")) {
                    i = Html.elementEnd(html, written, i, to);
                    space |= !Html.UNSEEN.contains(name) && !INLINE.contains(name);
                } else if (name.equals("span") && attributes.contains("class=\"math")) {
                    int end = html.indexOf("</span", i);
                    end = end < 0 || end > to ? to : end;
                    String math = plainMath(entities(html.substring(i, end)));
                    if (!math.isBlank()) {
                        space = append(out, space, math);
                    }
                    i = end;
                } else if (name.equals("a") && attributes.contains("class=\"footnote-")
                        || attributes.contains("class=\"visually-hidden\"")) {
                    // A footnote's number, the way back from its note, or what only screen readers say (a grid's
                    // corner): not words of the text.
                    i = Html.elementEnd(html, written, i, to);
                } else if (name.equals("sup")) {
                    space = append(out, space, "^"); // 2<sup>3</sup> reads 2^3, not 23
                } else {
                    space |= !INLINE.contains(name);
                }
            } else if (c == '&') {
                int semicolon = i + 1;
                while (semicolon < Math.min(to, i + 10) && html.charAt(semicolon) != ';') {
                    semicolon++;
                }
                String decoded = semicolon >= to || html.charAt(semicolon) != ';' ? null
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
        return c != '<' && c != '&' && c != '\u00A0' && !Character.isWhitespace(c);
    }

    /** Appends text after a space if one is pending (never at the start); returns that no space is pending now. */
    private static boolean append(StringBuilder out, boolean space, String text) {
        if (space && out.length() > 0) {
            out.append(' ');
        }
        out.append(text);
        return false;
    }

    /** A formula's TeX as written in the page: only its entities to decode (the renderer escapes &lt; &gt; &amp;). */
    private static String entities(String tex) {
        StringBuilder out = new StringBuilder(tex.length());
        int i = 0;
        while (i < tex.length()) {
            int semicolon = tex.charAt(i) == '&' ? tex.indexOf(';', i) : -1;
            String decoded = semicolon < 0 || semicolon - i > 9 ? null : decoded(tex.substring(i + 1, semicolon));
            if (decoded == null) {
                out.append(tex.charAt(i++));
            } else {
                out.append(decoded);
                i = semicolon + 1;
            }
        }
        return out.toString();
    }

    /** Named entities a page may carry (from raw HTML in a lesson), as text; a non-breaking space is a space. */
    private static final Map<String, String> ENTITIES = Map.ofEntries(Map.entry("amp", "&"), Map.entry("lt", "<"),
            Map.entry("gt", ">"), Map.entry("quot", "\""), Map.entry("apos", "'"), Map.entry("nbsp", " "),
            Map.entry("ndash", "–"), Map.entry("mdash", "—"), Map.entry("hellip", "…"), Map.entry("lsquo", "‘"),
            Map.entry("rsquo", "’"), Map.entry("ldquo", "“"), Map.entry("rdquo", "”"), Map.entry("laquo", "«"),
            Map.entry("raquo", "»"), Map.entry("times", "×"), Map.entry("minus", "−"), Map.entry("le", "≤"),
            Map.entry("ge", "≥"), Map.entry("ne", "≠"), Map.entry("rarr", "→"), Map.entry("larr", "←"),
            Map.entry("middot", "·"), Map.entry("deg", "°"), Map.entry("copy", "©"));

    /** An entity's text, or null for one this does not know. */
    private static String decoded(String entity) {
        String named = ENTITIES.get(entity);
        if (named != null) {
            return named;
        }
        try {
            int code = entity.startsWith("#x") || entity.startsWith("#X") ? Integer.parseInt(entity.substring(2), 16)
                    : entity.startsWith("#") ? Integer.parseInt(entity.substring(1)) : -1;
            return code == 0xA0 ? " " : code > 0 && Character.isValidCodePoint(code) && !Character.isSurrogate((char) code)
                    ? Character.toString(code) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** TeX commands shown as the symbol they print. */
    private static final Map<String, String> SYMBOLS = Map.ofEntries(Map.entry("oplus", "⊕"), Map.entry("ge", "≥"),
            Map.entry("geq", "≥"), Map.entry("le", "≤"), Map.entry("leq", "≤"), Map.entry("ne", "≠"), Map.entry("neq", "≠"),
            Map.entry("dots", "…"), Map.entry("ldots", "…"), Map.entry("cdots", "⋯"), Map.entry("vdots", "⋮"),
            Map.entry("times", "×"), Map.entry("cdot", "·"), Map.entry("to", "→"), Map.entry("rightarrow", "→"),
            Map.entry("longrightarrow", "⟶"), Map.entry("longleftarrow", "⟵"), Map.entry("Rightarrow", "⇒"),
            Map.entry("iff", "⟺"), Map.entry("in", "∈"), Map.entry("notin", "∉"), Map.entry("ast", "∗"),
            Map.entry("star", "⋆"), Map.entry("dagger", "†"), Map.entry("infty", "∞"), Map.entry("approx", "≈"),
            Map.entry("equiv", "≡"), Map.entry("lfloor", "⌊"), Map.entry("rfloor", "⌋"), Map.entry("mid", "|"),
            Map.entry("cup", "∪"), Map.entry("cap", "∩"), Map.entry("subseteq", "⊆"), Map.entry("emptyset", "∅"),
            Map.entry("setminus", "∖"), Map.entry("alpha", "α"), Map.entry("beta", "β"), Map.entry("gamma", "γ"),
            Map.entry("delta", "δ"), Map.entry("varepsilon", "ε"), Map.entry("epsilon", "ε"), Map.entry("phi", "φ"),
            Map.entry("varphi", "φ"), Map.entry("pi", "π"), Map.entry("sigma", "σ"), Map.entry("quad", " "),
            Map.entry("qquad", " "), Map.entry("pmod", "mod"), Map.entry("bmod", "mod"));
    /** TeX commands that only style or size what follows: their argument stays, they go. */
    private static final Set<String> STYLES = Set.of("mathcal", "mathrm", "mathbf", "mathit", "mathsf", "mathbb", "text",
            "textbf", "textit", "emph", "operatorname", "left", "right", "bigl", "bigr", "Bigl", "Bigr", "big", "Big",
            "displaystyle", "mathbin", "mathrel", "mathop", "begin", "end", "tag");

    /**
     * A formula as searchable text: {@code \(a_1 \oplus a_2\)} reads {@code a1 ⊕ a2}. Symbols become themselves,
     * styling commands and braces go, and any other command reads as its name ({@code \mex} is {@code mex}).
     */
    static String plainMath(String tex) {
        String body = tex.strip();
        if (body.length() >= 4 && (body.startsWith("\\(") && body.endsWith("\\)") || body.startsWith("\\[")
                && body.endsWith("\\]"))) {
            body = body.substring(2, body.length() - 2);
        }
        StringBuilder out = new StringBuilder(body.length());
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == '\\') {
                int end = i + 1;
                while (end < body.length() && Character.isLetter(body.charAt(end))) {
                    end++;
                }
                if (end == i + 1) {
                    // \{ \} \| \$ and the like print their character; \, \; \\ and the like are space.
                    char next = end < body.length() ? body.charAt(end) : ' ';
                    out.append("{}|$%#_&".indexOf(next) >= 0 ? next : ' ');
                    i = end + 1;
                } else {
                    String name = body.substring(i + 1, end);
                    out.append(SYMBOLS.getOrDefault(name, STYLES.contains(name) ? "" : name));
                    i = end;
                    // A style leaves no trace, not even the space that ends its name (\mathcal G reads G).
                    while (STYLES.contains(name) && i < body.length() && body.charAt(i) == ' ') {
                        i++;
                    }
                    if ((name.equals("begin") || name.equals("end")) && body.startsWith("{", i)) {
                        int close = body.indexOf('}', i);
                        i = close < 0 ? body.length() : close + 1; // the environment's name is not text
                    }
                }
            } else {
                if ("{}_".indexOf(c) < 0) {
                    out.append(c == '&' || c == '~' ? ' ' : c);
                }
                i++;
            }
        }
        // Spaces collapsed, as in the text around.
        StringBuilder text = new StringBuilder(out.length());
        for (int k = 0; k < out.length(); k++) {
            char c = out.charAt(k);
            if (!Character.isWhitespace(c)) {
                text.append(c);
            } else if (text.length() > 0 && text.charAt(text.length() - 1) != ' ') {
                text.append(' ');
            }
        }
        return text.toString().strip();
    }
}
