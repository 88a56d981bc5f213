package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The book's folders watched: a save is seen, an editor's swap file is not, and folders made later are watched too. */
class WatcherTest {
    private static final long WAIT = 10_000;

    @Test
    void savesInTheFoldersAndInFoldersMadeLaterAreSeen(@TempDir Path book) throws Exception {
        Path content = Files.createDirectories(book.resolve("content"));
        Path templates = book.resolve("templates");
        try (Watcher watcher = new Watcher(List.of(content, templates))) {
            Files.writeString(content.resolve("01-a.md"), "A.");
            assertTrue(watcher.awaitChange(WAIT, Watcher.QUIET), "a lesson written");

            Files.writeString(content.resolve(".01-a.md.swp"), "swap");
            Files.writeString(content.resolve("01-a.md~"), "backup");
            assertFalse(watcher.awaitChange(300, Watcher.QUIET), "an editor's swap and backup files are no change");

            Files.createDirectories(content.resolve("pictures"));
            assertTrue(watcher.awaitChange(WAIT, Watcher.QUIET), "a folder made");
            Files.writeString(content.resolve("pictures/board.svg"), "<svg/>");
            assertTrue(watcher.awaitChange(WAIT, Watcher.QUIET), "a file in a folder made while the book was watched");

            Files.createDirectories(templates);
            assertTrue(watcher.awaitChange(WAIT, Watcher.QUIET), "the templates' folder, made after the watch began");
            Files.writeString(templates.resolve("lesson.ftlh"), "<p>${body}</p>");
            assertTrue(watcher.awaitChange(WAIT, Watcher.QUIET), "a template written in it");

            Files.writeString(book.resolve("notes.txt"), "beside the book");
            assertFalse(watcher.awaitChange(300, Watcher.QUIET), "a file beside the book's folders is no change");
        }
    }
}
