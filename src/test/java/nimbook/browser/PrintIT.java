package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lesson printed as a reader prints it (Chromium's --print-to-pdf, which fires beforeprint as a print dialog does):
 * every formula typeset, though the page typesets them lazily; every page's foot names the book, its edition and the
 * exercise set; no page but the last left part empty; a board printed as words that fit paper.
 */
class PrintIT {
    /** A page's text, and how far down its body the text reaches: 1 when to the foot's margin. */
    private record Page(String text, double filled) {
    }

    private static final double MM = 72 / 25.4;

    private static List<Page> print(Path site, String page, String query, Path pdf) throws Exception {
        Chromium.printToPdf(site.resolve(page).toUri() + query, pdf);
        List<Page> pages = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            for (int number = 1; number <= document.getNumberOfPages(); number++) {
                PDPage paper = document.getPage(number - 1);
                double height = paper.getMediaBox().getHeight();
                // The body's bottom edge: above the foot, which the page's 18 mm bottom margin holds.
                double bottom = height - 18 * MM;
                double[] lowest = {0};
                PDFTextStripper text = new PDFTextStripper() {
                    @Override
                    protected void writeString(String line, List<TextPosition> positions) throws IOException {
                        for (TextPosition position : positions) {
                            if (position.getYDirAdj() < bottom) {
                                lowest[0] = Math.max(lowest[0], position.getYDirAdj());
                            }
                        }
                        super.writeString(line, positions);
                    }
                };
                text.setStartPage(number);
                text.setEndPage(number);
                String said = text.getText(document);
                double top = 16 * MM;
                pages.add(new Page(said, (lowest[0] - top) / (bottom - top)));
            }
        }
        return pages;
    }

    @Test
    void aLessonPrintsAsABook(@TempDir Path temp) throws Exception {
        for (Edition edition : Edition.values()) {
            Path site = temp.resolve(edition.name());
            SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("content"), Path.of("templates"),
                    site, edition, 0));
            assertEquals(List.of(), result.diagnostics().report());
            String foot = "Nimbook · " + (edition == Edition.STUDENT ? "student edition" : "instructor’s edition")
                    + " · exercise set 42";
            List<Page> pages = print(site, "01-nim.html", "?set=42", temp.resolve(edition + ".pdf"));
            System.out.println("lesson 1, " + edition.name().toLowerCase(java.util.Locale.ROOT) + "'s edition, printed: "
                    + pages.size() + " pages, filled to " + pages.stream().map(page -> Math.round(100 * page.filled()) + "%")
                    .toList());
            for (int i = 0; i < pages.size(); i++) {
                Page page = pages.get(i);
                String where = "page " + (i + 1) + " of " + pages.size() + ": " + page.text();
                // The foot's two ends, the book and the page's number, in the order the PDF holds them.
                String text = page.text().replace("\n", "");
                assertTrue(text.contains((i + 1) + foot) || text.contains(foot + (i + 1)), "the foot, " + where);
                for (String tex : new String[] {"\\(", "\\[", "\\oplus", "\\mathcal", "\\operatorname"}) {
                    assertTrue(!page.text().contains(tex), "raw TeX " + tex + " on " + where);
                }
                if (i < pages.size() - 1) {
                    assertTrue(page.filled() > 0.6, "filled to " + Math.round(100 * page.filled()) + "%: " + where);
                }
            }
            String book = String.join("\n", pages.stream().map(Page::text).toList()).replaceAll("\\s+", " ");
            assertTrue(book.contains("The computer below plays perfectly"), "the lesson's words");
            assertTrue(book.contains("On screen, a board here plays this position against you; on paper, its analysis:"
                    + " nim 3 4 5 has value 2: an N-position, so the first player wins by moving to nim 1 4 5 ."), book);
            assertTrue(book.contains("On screen, a calculator here works out any position; on paper, the one it starts"
                    + " with: nim 6 11 14 15 has value 12"), book);
        }
    }
}
