package nimbook.markdown;

import java.util.regex.Pattern;

/** A link from one lesson to another, written to the Markdown file: {@code 02-sums.md#mirror}. */
public final class LessonLink {
    private static final Pattern SCHEME = Pattern.compile("[a-zA-Z][a-zA-Z0-9+.-]*:.*");

    private LessonLink() {
    }

    /** True for links that stay in the book: no scheme, no leading slash, no protocol-relative host. */
    public static boolean isInternal(String url) {
        return !url.isEmpty() && !url.startsWith("/") && !url.startsWith("//") && !SCHEME.matcher(url).matches();
    }

    /** The page a link to a lesson's Markdown file lands on ({@code 02-sums.html#mirror}), or null. */
    public static String pageOf(String url) {
        if (!isInternal(url)) {
            return null;
        }
        int hash = url.indexOf('#');
        String file = hash < 0 ? url : url.substring(0, hash);
        if (!file.endsWith(".md")) {
            return null;
        }
        return file.substring(0, file.length() - 3) + ".html" + (hash < 0 ? "" : url.substring(hash));
    }
}
