package nimbook.book;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import nimbook.diag.SourcePosition;
import nimbook.text.Spelling;

/**
 * The book's references ({@code references.bib}), in the order the references page lists them: by author, then year.
 *
 * @param file the file as the book's messages name it, or null when the book has none
 */
public record Bibliography(String file, List<Reference> references) {
    /** The page that lists them. */
    public static final String PAGE = "references.html";

    /** The file a book keeps its references in. */
    public static final String FILE = "references.bib";

    /**
     * One reference: its key, how a citation reads ("Bouton 1901"), its entry as text, its address on the web ("" when
     * it has none), and where the entry starts.
     */
    public record Reference(String key, String label, String text, String url, SourcePosition at) {
        /** Its anchor on the references page. */
        public String anchor() {
            return "ref-" + key;
        }

        public String href() {
            return PAGE + "#" + anchor();
        }
    }

    public static final Bibliography NONE = new Bibliography(null, List.of());

    public Bibliography {
        references = List.copyOf(references);
    }

    /** The reference of a key, or null. */
    public Reference reference(String key) {
        return byKey().get(key);
    }

    /** " (did you mean "x"?)" when a key of the book is a likely spelling of {@code key}; else "". */
    public String keyLike(String key) {
        return Spelling.suggest(key, new TreeSet<>(byKey().keySet()));
    }

    private Map<String, Reference> byKey() {
        Map<String, Reference> keys = new TreeMap<>();
        references.forEach(reference -> keys.put(reference.key(), reference));
        return keys;
    }
}
