package nimbook.assess;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import nimbook.book.ExerciseKey;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.solver.Picture;
import nimbook.solver.Solver;

/**
 * Printed exercise sheets, from the book's {@code sheets.ftlh}: one document with a sheet per set (its set and check
 * code, a name line, the questions without hints or widgets, space to answer), the worked key to them in the same order,
 * and a compact key (a line per set and exercise). Each set's sheet is also a document of its own, to print one PDF per
 * set with its own page numbers. A Green Hackenbush position is drawn in its question, as the lesson pages draw it.
 */
public final class Sheets {
    /** The documents' names in the output folder. */
    public static final String SHEETS = "sheets.html";
    public static final String KEY = "key.html";
    public static final String COMPACT_KEY = "compact-key.html";

    private Sheets() {
    }

    /** One set: its number, its check code, and its exercises in the order printed. */
    public record Set(long number, String check, List<ExerciseKey> exercises) {
    }

    /** A set's own sheet, as a document ({@code set-12.html}), for printing on its own. */
    public static String setDocument(long set) {
        return "set-" + set + ".html";
    }

    /**
     * The sets of a key, each with its exercises in the book's order, or, {@code shuffle}d, in an order of the set's own
     * (the same for the same set: its key follows it).
     */
    public static List<Set> sets(Key key, boolean shuffle) {
        List<Set> sets = new ArrayList<>();
        for (Key.Entry entry : key.entries()) {
            if (sets.isEmpty() || sets.get(sets.size() - 1).number() != entry.set()) {
                sets.add(new Set(entry.set(), CheckCode.of(entry.set()), new ArrayList<>()));
            }
            sets.get(sets.size() - 1).exercises().add(entry.exercise());
        }
        if (shuffle) {
            sets.forEach(set -> java.util.Collections.shuffle(set.exercises(), new Random(set.number())));
        }
        return sets;
    }

    /** The sheets, their key and the compact key, as files by path (the assets they use added by the caller). */
    public static SortedMap<String, byte[]> render(List<Set> sets, String title, Templates templates)
            throws TemplateException {
        SortedMap<String, byte[]> files = new TreeMap<>();
        Map<String, List<Picture>> pictures = pictures(sets);
        files.put(SHEETS, document(sets, title, templates, "sheets", pictures));
        files.put(KEY, document(sets, title, templates, "key", pictures));
        files.put(COMPACT_KEY, document(sets, title, templates, "compact", pictures));
        return files;
    }

    /** Each set's sheet as a document of its own ({@link #setDocument}). */
    public static SortedMap<String, byte[]> perSet(List<Set> sets, String title, Templates templates)
            throws TemplateException {
        SortedMap<String, byte[]> files = new TreeMap<>();
        Map<String, List<Picture>> pictures = pictures(sets);
        for (Set set : sets) {
            files.put(setDocument(set.number()), document(List.of(set), title, templates, "sheets", pictures));
        }
        return files;
    }

    /** The drawing of each exercise's position, by the position (none when it is not a Green Hackenbush position). */
    private static Map<String, List<Picture>> pictures(List<Set> sets) {
        Solver solver = new Solver();
        Map<String, List<Picture>> pictures = new HashMap<>();
        for (Set set : sets) {
            for (ExerciseKey exercise : set.exercises()) {
                pictures.computeIfAbsent(exercise.position(), position -> Figure.pictures(exercise, solver));
            }
        }
        return pictures;
    }

    private static byte[] document(List<Set> sets, String title, Templates templates, String part,
            Map<String, List<Picture>> pictures) throws TemplateException {
        return templates.render("sheets.ftlh", Map.of("book", Map.of("title", title, "cssTitle", cssString(title)),
                "sets", sets, "key", !part.equals("sheets"), "compact", part.equals("compact"), "pictures", pictures))
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Text as the inside of a CSS string (the pages' running headers): a quote, a backslash, a line break and the
     * characters of a tag written as CSS escapes, so that no title can end the string or the stylesheet.
     */
    static String cssString(String text) {
        StringBuilder css = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                css.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7F || c == '<' || c == '>') {
                css.append('\\').append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append(' ');
            } else {
                css.append(c);
            }
        }
        return css.toString();
    }
}
