package nimbook.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Splitting and trimming typed text without regular expressions or the JDK's Unicode tables: compiled for the page,
 * {@code String.split}, {@code replaceAll} and {@code Character.isWhitespace} bring in a regular-expression engine and
 * the Unicode character database, a third of the solver's script.
 */
public final class Text {
    private Text() {
    }

    /** The text's pieces between each {@code separator} (not empty; written as it is, not a pattern), empty pieces kept. */
    public static List<String> split(String text, String separator) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, start)) {
            pieces.add(text.substring(start, at));
            start = at + separator.length();
        }
        pieces.add(text.substring(start));
        return pieces;
    }

    /** The text's runs of characters other than whitespace; none for blank text. */
    public static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && !isWhitespace(text.charAt(i))) {
                i++;
            }
            words.add(text.substring(start, i));
        }
        return words;
    }

    /** The text without the characters of {@code chars} at its end: "N.!" less ".!" is "N". */
    public static String dropEnd(String text, String chars) {
        int end = text.length();
        while (end > 0 && chars.indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(0, end);
    }

    /** The text without its leading and trailing whitespace, as {@code String.strip} does. */
    public static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    /** Whether the text is empty or whitespace only, as {@code String.isBlank} says. */
    public static boolean isBlank(String text) {
        return strip(text).isEmpty();
    }

    /**
     * {@code Character.isWhitespace}, listed: the ASCII controls it takes, and Unicode's space, line and paragraph
     * separators other than the no-break ones.
     */
    public static boolean isWhitespace(char c) {
        return c >= '\t' && c <= '\r' || c >= '\u001C' && c <= ' ' || c == '\u1680' || c >= '\u2000' && c <= '\u2006'
                || c >= '\u2008' && c <= '\u200A' || c == '\u2028' || c == '\u2029' || c == '\u205F' || c == '\u3000';
    }
}
