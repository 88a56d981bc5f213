package nimbook.assess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import nimbook.book.ExerciseKey;
import nimbook.render.TemplateException;
import nimbook.render.Templates;

/**
 * Printed exercise sheets: one document with a sheet per set (a name line, the questions without hints or widgets,
 * space to answer), and the key to them in the same order, both from the book's {@code sheets.ftlh}.
 */
public final class Sheets {
    /** The documents' names in the output folder. */
    public static final String SHEETS = "sheets.html";
    public static final String KEY = "key.html";

    private Sheets() {
    }

    /** One set's exercises, in the book's order. */
    public record Set(long number, List<ExerciseKey> exercises) {
    }

    /** The sheets and their key, as files by path (the assets they use added by the caller). */
    public static SortedMap<String, byte[]> render(Key key, String title, Templates templates) throws TemplateException {
        List<Set> sets = new ArrayList<>();
        for (Key.Entry entry : key.entries()) {
            if (sets.isEmpty() || sets.get(sets.size() - 1).number() != entry.set()) {
                sets.add(new Set(entry.set(), new ArrayList<>()));
            }
            sets.get(sets.size() - 1).exercises().add(entry.exercise());
        }
        SortedMap<String, byte[]> files = new TreeMap<>();
        for (boolean answers : new boolean[] {false, true}) {
            String html = templates.render("sheets.ftlh", Map.of("book", Map.of("title", title), "sets", sets, "key",
                    answers));
            files.put(answers ? KEY : SHEETS, html.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return files;
    }
}
