package nimbook.site;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reading the HTML of a page the build has rendered: where a tag or an element ends. Written out rather than parsed
 * (a build reads every page), and forgiving: an author's raw HTML reaches the page as written, broken or not.
 */
final class Html {
    /** Elements whose content a reader never sees as text; script and style also never hold tags. */
    static final Set<String> UNSEEN = Set.of("script", "style", "template");

    private Html() {
    }

    /** A numbered block of a page (an exercise, a theorem): its element's id and its name ("Exercise 5.1"). */
    record Block(String anchor, String name) {
    }

    /** Where a block's element stands in its page: from its start tag's {@code <} to just after its end tag. */
    record Placed(Block block, int start, int end) {
    }

    /**
     * The blocks found in a page, in the order given: each is the element that carries its id first. A block whose
     * id the page lacks is left out.
     */
    static List<Placed> place(String html, List<Block> blocks) {
        // Every id of the page, where it first stands: one pass, however many blocks there are.
        Map<String, Integer> ids = new HashMap<>();
        for (int at = html.indexOf(" id=\""); at >= 0; at = html.indexOf(" id=\"", at + 5)) {
            int close = html.indexOf('"', at + 5);
            if (close < 0) {
                break;
            }
            ids.putIfAbsent(html.substring(at + 5, close), at);
        }
        List<Placed> placed = new ArrayList<>();
        for (Block block : blocks) {
            int id = ids.getOrDefault(block.anchor(), -1);
            int start = id < 0 ? -1 : html.lastIndexOf('<', id);
            if (start >= 0) {
                int open = tagEnd(html, start, html.length());
                int end = open < 0 ? html.length() : elementEnd(html, tagName(html, start + 1, id), open + 1, html.length());
                placed.add(new Placed(block, start, end));
            }
        }
        return placed;
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
        boolean nests = !UNSEEN.contains(name.toLowerCase(Locale.ROOT));
        int depth = 1;
        int i = from;
        int open = tag(html, "<" + name, i);
        while (i < to) {
            int close = tag(html, "</" + name, i);
            if (close < 0 || close >= to) {
                return to;
            }
            if (open >= 0 && open < i) {
                open = tag(html, "<" + name, i);
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
    private static int tag(String html, String opening, int from) {
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
