package nimbook.site;

import java.util.Set;

/**
 * The whole book on one page ({@code print.ftlh}), to print or to save as PDF, as mdBook's print page. Its parts
 * are pages of their own too, with ids of their own ("summary" is in every lesson): each part's ids are renamed after
 * it ({@code 01-nim--summary}), and every link to a part, or to a place in one, leads within this page. Below the
 * title page, headings go one level down (blocks' titles, {@code aria-level}, too), so that the page keeps one h1 and no
 * heading skips a level.
 */
final class PrintPage {
    /** Where the whole book is written in the site. */
    static final String PATH = "print.html";

    /** Attributes whose value names ids of the page: one, or several separated by spaces. */
    private static final Set<String> ID_LISTS = Set.of("id", "for", "headers", "aria-labelledby", "aria-describedby",
            "aria-controls");

    private PrintPage() {
    }

    /**
     * The page with its parts' ids and links renamed. A part is an element whose start tag carries
     * {@code data-part="SLUG"}, standing for the page {@code SLUG.html}; everything from one such tag to the next,
     * within the element holding them all ({@code class="print-parts"}), belongs to it. {@code parts} are the slugs
     * of every part.
     */
    static String linked(String page, Set<String> parts) {
        int start = page.indexOf("<div class=\"print-parts\">");
        if (start < 0) {
            return page;
        }
        int end = Html.elementEnd(page, "div", page.indexOf('>', start) + 1, page.length());
        StringBuilder out = new StringBuilder(page.length() + page.length() / 8);
        String part = null;
        int copied = 0;
        // Only attribute values (="…") and headings' tags can change: each is found with indexOf, the rest copied whole.
        int value = page.indexOf("=\"", start);
        int heading = tag(page, "<", start);
        int closing = tag(page, "</", start);
        while (true) {
            int at = Math.min(value < 0 ? end : value, Math.min(heading < 0 ? end : heading, closing < 0 ? end : closing));
            if (at >= end) {
                break;
            }
            if (at == value) {
                int valueEnd = page.indexOf('"', value + 2);
                if (valueEnd < 0 || valueEnd >= end) {
                    break;
                }
                int nameStart = value;
                while (nameStart > 0 && (Character.isLetterOrDigit(page.charAt(nameStart - 1))
                        || page.charAt(nameStart - 1) == '-')) {
                    nameStart--;
                }
                String attribute = page.substring(nameStart, value);
                int next = valueEnd + 1;
                if (attribute.equals("data-part")) {
                    // A part starts. Its own tag (data-part written first), whose id is the part's name, stays as written.
                    part = page.substring(value + 2, valueEnd);
                    next = page.indexOf('>', valueEnd);
                } else if (part != null && (attribute.equals("href") || attribute.equals("aria-level")
                        || ID_LISTS.contains(attribute))) {
                    String written = page.substring(value + 2, valueEnd);
                    String renamed = attribute.equals("href") ? link(written, part, parts)
                            : attribute.equals("aria-level") ? deeper(written, part) : ids(written, part);
                    if (!renamed.equals(written)) {
                        out.append(page, copied, value + 2).append(renamed);
                        copied = valueEnd;
                    }
                }
                value = page.indexOf("=\"", next);
            } else {
                // Below the title page a heading goes one level down: a page has one h1, the book's title, and a lesson's
                // title is an h2 here (its sections h3). An h6 stays.
                int level = at + (at == heading ? 2 : 3);
                if (part != null && !part.equals("index") && level + 1 < end && page.charAt(level) >= '1'
                        && page.charAt(level) <= '5' && !Character.isLetterOrDigit(page.charAt(level + 1))) {
                    out.append(page, copied, level).append((char) (page.charAt(level) + 1));
                    copied = level + 1;
                }
                if (at == heading) {
                    heading = tag(page, "<", at + 2);
                } else {
                    closing = tag(page, "</", at + 3);
                }
            }
        }
        return out.append(page, copied, page.length()).toString();
    }

    /** Where the next tag starting {@code open} + h is, from {@code from}; raw HTML may write it <H2>. Else -1. */
    private static int tag(String page, String open, int from) {
        int lower = page.indexOf(open + "h", from);
        int upper = page.indexOf(open + "H", from);
        return lower < 0 ? upper : upper < 0 ? lower : Math.min(lower, upper);
    }

    /** A block's title's level as a heading ({@code aria-level}), one down as the headings go below the title page. */
    private static String deeper(String level, String part) {
        return part.equals("index") || !level.matches("[1-9]") ? level : String.valueOf(Integer.parseInt(level) + 1);
    }

    /** The ids of a part as this page names them: {@code summary} in lesson 01-nim is {@code 01-nim--summary}. */
    private static String ids(String value, String part) {
        StringBuilder out = new StringBuilder();
        for (String id : value.trim().split("\\s+")) {
            if (!id.isEmpty()) {
                out.append(out.length() == 0 ? "" : " ").append(part).append("--").append(id);
            }
        }
        return out.toString();
    }

    /** A link as this page makes it: to a part, or to a place in one, within the page; any other link as it was. */
    private static String link(String href, String part, Set<String> parts) {
        int hash = href.indexOf('#');
        String file = hash < 0 ? href : href.substring(0, hash);
        String target = file.isEmpty() ? part : file.endsWith(".html") ? file.substring(0, file.length() - 5) : null;
        if (target == null || !parts.contains(target) || file.contains("/")) {
            return href;
        }
        return hash < 0 || hash == href.length() - 1 ? "#" + target : "#" + target + "--" + href.substring(hash + 1);
    }
}
