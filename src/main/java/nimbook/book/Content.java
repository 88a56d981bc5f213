package nimbook.book;

import java.util.List;
import java.util.SortedMap;

/**
 * The book's sources, parsed: the introduction ({@code index.md}, or null), the lessons in the order of their front
 * matter, and every other file of the content folder, copied as it is.
 */
public record Content(Lesson index, List<Lesson> lessons, SortedMap<String, byte[]> files) {
    /** Pages the generator writes itself: no lesson may take their names. */
    public static final List<String> RESERVED = List.of("answers", "games", "index", "print", "references", "glossary");

    public Content {
        lessons = List.copyOf(lessons);
    }
}
