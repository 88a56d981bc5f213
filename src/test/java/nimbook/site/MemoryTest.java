package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.book.Exercise;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview's rebuilds, which take from a memory what the last build made and still holds: after every edit of a
 * series, the site and the problems are the same as a cold build's, and the build says what it made again.
 */
@nimbook.Slow
class MemoryTest {
    @TempDir
    Path temp;
    private Path content;
    private Path templates;
    private Memory memory;
    private BuildOptions options;

    @BeforeEach
    void copyTheBook() throws IOException {
        content = temp.resolve("content");
        templates = temp.resolve("templates");
        Books.copy(Path.of("content"), content);
        Books.copy(Books.TEMPLATES, templates);
        options = new BuildOptions(content, templates, temp.resolve("site"), Edition.INSTRUCTOR, 0, true);
        memory = new Memory(options);
    }


    private void edit(String lesson, String from, String to) throws IOException {
        Path file = content.resolve(lesson);
        String text = Files.readString(file);
        assertTrue(text.contains(from), from);
        Files.writeString(file, text.replace(from, to));
    }

    /** Rebuilds with the memory and checks the result against a cold build; returns what was made again. */
    private Memory.Report rebuild() {
        SiteBuilder.Result warm = SiteBuilder.build(memory);
        SiteBuilder.Result cold = SiteBuilder.build(options);
        assertEquals(cold.diagnostics().report(), warm.diagnostics().report());
        assertEquals(cold.files().keySet(), warm.files().keySet());
        cold.files().forEach((path, bytes) -> assertArrayEquals(bytes, warm.files().get(path), path));
        assertEquals(cold.exercises().stream().map(Exercise::key).toList(), warm.exercises().stream().map(Exercise::key)
                .toList());
        return warm.report();
    }

    @Test
    void anEditRemakesItsLessonOnlyAndEachRebuildIsTheColdBuild() throws IOException {
        Memory.Report first = rebuild();
        assertEquals(List.of("01-nim.md", "02-sums.md", "03-sprague-grundy.md", "04-gallery.md", "05-colourful.md",
                "06-nim-in-disguise.md", "07-chomp-graphs-misere.md", "08-problems.md", "09-green-hackenbush.md",
                "10-coins-and-nimbers.md", "index.md"),
                first.lessons());
        assertEquals(List.of("01-nim.html", "02-sums.html", "03-sprague-grundy.html", "04-gallery.html",
                "05-colourful.html", "06-nim-in-disguise.html", "07-chomp-graphs-misere.html", "08-problems.html",
                "09-green-hackenbush.html", "10-coins-and-nimbers.html", "answers.html", "assets/contents.js", "assets/previews.js", "assets/search-index.js", "games.html",
                "glossary.html", "index.html", "print.html", "references.html"), first.pages());

        // The whole book's page is rendered from the lessons' documents every time.
        assertEquals(new Memory.Report(List.of(), List.of("print.html")), rebuild(), "nothing changed");

        edit("03-sprague-grundy.md", "\n## ", "\nA sentence added.\n\n## ");
        // Its definitions moved down a line, but read as they did: the glossary, which shows them, is not made again.
        assertEquals(new Memory.Report(List.of("03-sprague-grundy.md"), List.of("03-sprague-grundy.html",
                "assets/search-index.js", "print.html")), rebuild(), "lesson 3's definitions moved down a line");
    }

    @Test
    void aRenamedLabelRemakesTheLessonsThatCiteIt() throws IOException {
        rebuild();
        edit("01-nim.md", "{#bouton}", "{#boutons-theorem}");
        Memory.Report renamed = rebuild();
        // The lessons that cite it now have errors; the others are left alone.
        assertEquals(List.of("01-nim.md", "02-sums.md", "06-nim-in-disguise.md", "08-problems.md"), renamed.lessons());
        edit("01-nim.md", "{{ ref bouton }}", "{{ ref boutons-theorem }}");
        edit("02-sums.md", "{{ ref bouton }}", "{{ ref boutons-theorem }}");
        edit("06-nim-in-disguise.md", "{{ ref bouton }}", "{{ ref boutons-theorem }}");
        edit("08-problems.md", "{{ ref bouton }}", "{{ ref boutons-theorem }}");
        assertEquals(List.of("01-nim.md", "02-sums.md", "06-nim-in-disguise.md", "08-problems.md"), rebuild().lessons());
    }

    @Test
    void aReferenceOrADefinitionChangedRemakesThePagesThatShowIt() throws IOException {
        rebuild();
        // The bibliography, which the references page shows whole.
        Path bibliography = content.resolve("references.bib");
        Files.writeString(bibliography, Files.readString(bibliography).replace("Annals of Mathematics", "Ann. of Math."));
        assertTrue(rebuild().pages().contains("references.html"), "a reference's journal changed");
        // The glossary, which its page shows whole: a definition's words changed in one lesson.
        edit("01-nim.md", "the player who makes the last move wins", "the player who moves last wins");
        Memory.Report redefined = rebuild();
        assertEquals(List.of("01-nim.md"), redefined.lessons());
        assertTrue(redefined.pages().contains("glossary.html"), "a definition's words changed");
    }

    @Test
    void titlesOrderTemplatesAndErrorsStayAsAColdBuildHasThem() throws IOException {
        rebuild();
        // A title: the contents (one script every page loads, and the contents page), its page and its neighbours'
        // pagers, and the pages that name it; not every page.
        edit("02-sums.md", "title: Sums of games and equivalence", "title: Sums of games");
        Memory.Report retitled = rebuild();
        assertEquals(List.of("02-sums.md"), retitled.lessons());
        assertEquals(List.of("01-nim.html", "02-sums.html", "03-sprague-grundy.html", "answers.html",
                "assets/contents.js", "assets/search-index.js", "glossary.html", "index.html", "print.html"),
                retitled.pages());
        // Lessons change places: their numbers, and so their blocks' numbers, change.
        edit("02-sums.md", "order: 2", "order: 30");
        rebuild();
        // A lesson's error, then fixed: the other lessons are not made again.
        edit("05-colourful.md", "\n## ", "\n{{ grundy nim 1 2 x }}\n\n## ");
        assertEquals(List.of("05-colourful.md"), rebuild().lessons());
        edit("05-colourful.md", "\n{{ grundy nim 1 2 x }}\n", "");
        rebuild();
        // A template: every lesson and every page again.
        Path layout = templates.resolve("directives/statement.ftlh");
        Files.writeString(layout, Files.readString(layout) + "<!-- restyled -->");
        assertEquals(11, rebuild().lessons().size());
        // A lesson added, and another removed.
        Files.writeString(content.resolve("11-more.md"), "---\ntitle: More\norder: 11\nsummary: More.\n---\n\nSee {{ ref bouton"
                + " }}.\n");
        rebuild();
        Files.delete(content.resolve("11-more.md"));
        rebuild();
    }
}
