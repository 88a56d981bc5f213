package nimbook.markdown;

import java.util.Locale;
import java.util.Map;

/**
 * The few parts of HTML's syntax {@link VisibleText} reads in the fragments a directive's template writes or an author
 * writes raw: where a tag and an element end, what an entity stands for. Forgiving, as a browser is.
 */
final class Markup {
    private Markup() {
    }

    /** A formula's TeX as written in the page: only its entities to decode (the renderer escapes &lt; &gt; &amp;). */
    static String entities(String tex) {
        StringBuilder decoded = new StringBuilder(tex.length());
        int i = 0;
        while (i < tex.length()) {
            int semicolon = tex.charAt(i) == '&' ? tex.indexOf(';', i) : -1;
            String entity = semicolon < 0 || semicolon - i > 9 ? null : decoded(tex.substring(i + 1, semicolon));
            if (entity == null) {
                decoded.append(tex.charAt(i++));
            } else {
                decoded.append(entity);
                i = semicolon + 1;
            }
        }
        return decoded.toString();
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
    static String decoded(String entity) {
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

    /** The element name that starts at {@code from}, as written (letters and digits, up to {@code limit}). */
    static String tagName(String html, int from, int limit) {
        int end = from;
        while (end < limit && Character.isLetterOrDigit(html.charAt(end))) {
            end++;
        }
        return html.substring(from, end);
    }

    /** The {@code >} that ends the tag opening at {@code at}, or -1: one inside a quoted attribute value does not. */
    static int tagEnd(String html, int at, int to) {
        char quote = 0;
        for (int i = at + 1; i < to; i++) {
            char c = html.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if ((c == '"' || c == '\'') && html.charAt(i - 1) == '=') {
                quote = c;
            } else if (c == '>') {
                return i;
            }
        }
        return -1;
    }

    /**
     * Where the element {@code name}, whose start tag ends before {@code from}, ends: after its own end tag, written
     * with its name as the start tag writes it; {@code to} if it is not closed before.
     */
    static int elementEnd(String html, String name, int from, int to) {
        boolean nests = !VisibleText.UNSEEN.contains(name.toLowerCase(Locale.ROOT));
        int depth = 1;
        int i = from;
        int open = nextTag(html, "<" + name, i);
        while (i < to) {
            int close = nextTag(html, "</" + name, i);
            if (close < 0 || close >= to) {
                return to;
            }
            if (open >= 0 && open < i) {
                open = nextTag(html, "<" + name, i);
            }
            if (nests && open >= 0 && open < close) {
                depth++;
                i = open + name.length() + 1;
            } else {
                int tagEnd = html.indexOf('>', close);
                i = tagEnd < 0 || tagEnd >= to ? to : tagEnd + 1;
                if (--depth == 0) {
                    return i;
                }
            }
        }
        return to;
    }

    /**
     * Where {@code <name} or {@code </name} next stands from {@code from}, in any case, followed by the end of the
     * name ({@code <p} is not {@code <path}); -1 if nowhere. Tags are searched as the start tag was written and in
     * lower case, as the build writes them (one search when they agree, as they nearly always do).
     */
    private static int nextTag(String html, String opening, int from) {
        int best = -1;
        String lower = opening.toLowerCase(Locale.ROOT);
        for (String written : lower.equals(opening) ? new String[] {opening} : new String[] {opening, lower}) {
            for (int at = html.indexOf(written, from); at >= 0 && (best < 0 || at < best); at = html.indexOf(written, at + 1)) {
                int after = at + written.length();
                if (after >= html.length() || !Character.isLetterOrDigit(html.charAt(after))) {
                    best = at;
                    break;
                }
            }
        }
        return best;
    }
}
