package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code build --pdf}: the whole book printed by the machine's Chromium into the site, which links it. */
class PdfIT {
    private static List<String> printed(Path temp, Edition edition) throws IOException {
        Path out = temp.resolve(edition.name());
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("content"), Path.of("templates"),
                out, edition, 0, false, true));
        assertEquals(List.of(), result.diagnostics().report());
        assertTrue(Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8)
                .contains("<a href=\"book.pdf\" type=\"application/pdf\">PDF</a>"), "the pages link the PDF");
        return PdfText.pages(out.resolve(SiteBuilder.PDF));
    }

    @Test
    void theWholeBookIsPrintedWithItsFormulasTypesetAndEachLessonOnANewPage(@TempDir Path temp) throws IOException {
        List<String> pages = printed(temp, Edition.INSTRUCTOR);
        List<String> lessons = new ArrayList<>();
        for (Path lesson : Files.list(Path.of("content")).sorted().toList()) {
            String text = Files.readString(lesson, StandardCharsets.UTF_8);
            String name = lesson.getFileName().toString();
            // The lessons: not the introduction, nor the references (references.bib).
            if (name.endsWith(".md") && !name.equals("index.md")) {
                lessons.add(text.lines().filter(line -> line.startsWith("title: ")).findFirst().orElseThrow()
                        .substring(7));
            }
        }
        int page = 0;
        for (String title : lessons) {
            // The title as typeset: curly apostrophes.
            String typeset = title.replace('\'', '\u2019');
            while (page < pages.size() && !pages.get(page).strip().lines().limit(3).anyMatch(line -> line.contains(typeset))) {
                page++;
            }
            assertTrue(page < pages.size(), "lesson \"" + title + "\" starts a page of its own, in order");
        }
        assertTrue(pages.size() > 3 * lessons.size(), "the whole book: " + pages.size() + " pages");
        for (int i = 0; i < pages.size(); i++) {
            for (String tex : new String[] {"\\(", "\\[", "\\oplus", "\\mathcal", "\\operatorname"}) {
                assertTrue(!pages.get(i).contains(tex), "page " + (i + 1) + " shows raw TeX " + tex + ": " + pages.get(i));
            }
        }
        assertTrue(String.join("\n", pages).contains("Answer"), "the instructor's book has its answers");
    }

    @Test
    void theStudentsBookHoldsNoAnswer(@TempDir Path temp) throws IOException {
        String book = String.join("\n", printed(temp, Edition.STUDENT));
        for (String answer : new String[] {"Answer key\n", "Worked solution in the answer key", "Answer\n",
            "is a P-position: the previous"}) {
            assertTrue(!book.contains(answer), "the student's PDF holds \"" + answer.strip() + "\"");
        }
    }

    @Test
    void withoutChromiumThePdfIsRefusedAndTheSiteLeftAsItWas(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("site");
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder build = new ProcessBuilder(java, "-cp", "target/nimbook.jar", "nimbook.cli.Main", "build", "--pdf",
                "--content", "src/test/resources/books/golden/content", "--out", out.toString()).redirectErrorStream(true);
        build.environment().put("NIMBOOK_CHROMIUM", temp.resolve("no-chromium").toString());
        Process process = build.start();
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, process.waitFor(), said);
        assertEquals("nimbook: error: NIMBOOK_CHROMIUM names " + temp.resolve("no-chromium") + ", which is not a program:"
                + " name Chromium's or Chrome's program there; nothing was written\n", said);
        assertTrue(Files.notExists(out), "nothing was written");
    }
}
