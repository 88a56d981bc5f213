package nimbook.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.Content;
import nimbook.book.FrontMatter;
import nimbook.book.Lesson;
import nimbook.diag.Diagnostics;
import nimbook.directive.Directives;
import nimbook.markdown.Markdown;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the load and parse passes read from a content folder, and what they leave alone. */
class LoadAndParseTest {
    private static Content load(Path folder, Diagnostics diagnostics) {
        return Parse.lessons(Load.sources(folder, "content", diagnostics), new Markdown(Directives::shape), diagnostics);
    }

    @Test
    void hiddenFilesAndEditorsBackupsAreNotPartOfTheBook(@TempDir Path folder) throws IOException {
        // Saved with a byte-order mark, as some editors do: the front matter is still found.
        Files.writeString(folder.resolve("01-one.md"), "\uFEFF---\ntitle: One\nsummary: The only lesson.\n---\n## Text\n");
        Files.writeString(folder.resolve("picture.svg"), "<svg/>");
        for (String ignored : List.of(".01-one.md.swp", "#01-one.md#", "01-one.md~", ".drafts/02-two.md", "01-one.bak",
                "01-one.md.orig", "01-one.md.rej", "notes/01-one.TMP")) {
            Files.createDirectories(folder.resolve(ignored).getParent());
            Files.writeString(folder.resolve(ignored), "not a lesson");
        }
        Diagnostics diagnostics = new Diagnostics();
        Content content = load(folder, diagnostics);
        assertEquals(List.of(), diagnostics.report());
        assertEquals(List.of("01-one"), content.lessons().stream().map(Lesson::slug).toList());
        assertEquals("One", content.lessons().get(0).front().title());
        assertEquals(List.of("picture.svg"), List.copyOf(content.files().keySet()));
        assertEquals(List.of(folder.resolve("01-one.md"), folder.resolve("picture.svg")), Load.files(folder));
    }

    /**
     * A control character from a lesson (U+000B, U+0001) made the Moodle XML of its exercises not well-formed, and no
     * page shows it: refused where it is, with how many more the file holds.
     */
    @Test
    void aControlCharacterIsRefusedWhereItIs(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\nTabs\tare text,\r\n"
                + "but a line\u000bbreak from Word is not; \u0001 nor \u007f nor \u0085.\n");
        Files.writeString(folder.resolve("02-two.md"), "---\ntitle: Two\nsummary: \u001b[1mBold\n---\nText.\n");
        Diagnostics diagnostics = new Diagnostics();
        load(folder, diagnostics);
        assertEquals(List.of("content/01-one.md:6:11: error: control character U+000B is not text a page can show: delete"
                + " it, or type a space or a line break in its place (3 more in this file)",
                "content/02-two.md:3:10: error: control character U+001B is not text a page can show: delete it, or type a"
                        + " space or a line break in its place"), diagnostics.report());
    }

    @Test
    void aBookWithoutLessonsIsAnError(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("index.md"), "---\ntitle: Book\nsummary: No lessons yet.\n---\nHello.\n");
        Diagnostics diagnostics = new Diagnostics();
        load(folder, diagnostics);
        assertEquals(List.of("content:1:1: error: no lessons in content/: write one, e.g. content/01-nim.md, starting"
                + " with its front matter (title:, summary:, order:)"), diagnostics.report());
    }

    @Test
    void frontMatterValuesAreReadAsYamlReadsThem(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("01-one.md"), "---\ntitle: 'It''s Nim' # draft\nsummary: \"A \\\"quoted\\\" word,"
                + " a # kept, caf\\xe9\"\norder: 3 # after two\n---\nText.\n");
        Diagnostics diagnostics = new Diagnostics();
        Content content = load(folder, diagnostics);
        assertEquals(List.of(), diagnostics.report());
        FrontMatter front = content.lessons().get(0).front();
        // Read as YAML reads them, then typeset as the pages' text is.
        assertEquals(List.of("It\u2019s Nim", "A \u201cquoted\u201d word, a # kept, caf\u00e9", 3), List.of(front.title(),
                front.summary(), front.order()));
    }

    @Test
    void aFirstLevelOneHeadingIsTheTitleWhenTheFrontMatterHasNone(@TempDir Path folder) throws IOException {
        // As mdBook, MkDocs and Jupyter Book read a page: the heading is the title, and not the page's text.
        Files.writeString(folder.resolve("01-one.md"), "---\nsummary: The only lesson.\n---\n# Subtraction games\n\nText.\n");
        Diagnostics diagnostics = new Diagnostics();
        Content content = load(folder, diagnostics);
        assertEquals(List.of(), diagnostics.report());
        Lesson lesson = content.lessons().get(0);
        assertEquals("Subtraction games", lesson.front().title());
        assertEquals("<p>Text.</p>\n", new Markdown(Directives::shape).render(lesson.document()));
    }

    @Test
    void aFrontMatterValueWithAnOpenQuoteOrTextAfterItIsAnError(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("01-one.md"), "---\ntitle: \"Nim\nsummary: 'One' and more\n---\nText.\n");
        Files.writeString(folder.resolve("02-two.md"), "---\ntitle: 'Two': more\nsummary: \"C:\\Games\"\n---\nText.\n");
        Files.writeString(folder.resolve("index.md"), "---\ntitle: Book\nsummary: The book.\norder: 1\n---\nHello.\n");
        // A line with no key before its colon was read as nothing, and said nothing.
        Files.writeString(folder.resolve("03-three.md"), "---\ntitle: Three\n: x\nsummary: S\n  : y\n---\nText.\n");
        Diagnostics diagnostics = new Diagnostics();
        load(folder, diagnostics);
        assertEquals(List.of("content/01-one.md:2:8: error: the value of \"title\": its opening quote is never closed:"
                + " close it, or leave the quotes out", "content/01-one.md:3:10: error: the value of \"summary\": text after"
                + " its closing quote: put it inside the quotes", "content/02-two.md:2:8: error: the value of \"title\": text"
                + " after its closing quote: put it inside the quotes", "content/02-two.md:3:10: error: the value of"
                + " \"summary\": \\G is not one of YAML's escapes: write \\\\ for a backslash, or leave the quotes out",
                "content/03-three.md:3:1: error: \": x\" has no key before its colon: write key: value, like title: Nim",
                "content/03-three.md:5:3: error: \": y\" has no key before its colon: write key: value, like title: Nim",
                "content/index.md:4:1: error: the introduction (index.md) comes before the lessons and takes no order: remove"
                + " this line"), diagnostics.report());
    }
}
