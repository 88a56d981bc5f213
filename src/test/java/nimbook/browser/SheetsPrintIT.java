package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nimbook sheets}, printed by Chromium: every page names its set, each set starts a page, sets in order. */
class SheetsPrintIT {
    @Test
    void everyPrintedPageNamesItsSetAndTheKeyFollowsTheSameOrder(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("sheets");
        StringWriter err = new StringWriter();
        int status = Main.run(new String[] {"sheets", "--seeds", "4,2,9", "--lessons", "1..3", "--out", out.toString()},
                System.in, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        for (String document : new String[] {"sheets", "key"}) {
            Path pdf = temp.resolve(document + ".pdf");
            Chromium.printToPdf(out.resolve(document + ".html"), pdf);
            List<String> pages = PdfText.pages(pdf);
            String title = document.equals("key") ? "Key to exercise set " : "Exercise set ";
            List<String> starts = new ArrayList<>();
            String current = null;
            for (int i = 0; i < pages.size(); i++) {
                String page = pages.get(i);
                java.util.regex.Matcher named = java.util.regex.Pattern.compile("Nimbook · (?:key to )?exercise set (\\d+) · check (\\d)")
                        .matcher(page);
                assertTrue(named.find(), document + " page " + (i + 1) + " names its set: " + page);
                assertEquals(nimbook.assess.CheckCode.of(Long.parseLong(named.group(1))), named.group(2), page);
                if (!named.group(1).equals(current)) {
                    current = named.group(1);
                    starts.add(current);
                    assertTrue(page.contains(title + current), "set " + current + " starts its own page: " + page);
                    assertEquals(document.equals("sheets"), page.contains("Name:"), "a name line on each sheet");
                }
                assertTrue(page.contains("page " + (i + 1) + " of " + pages.size()), page);
                assertTrue(!page.contains("\\(") && !page.contains("\\oplus"), "formulas are typeset: " + page);
            }
            assertEquals(List.of("4", "2", "9"), starts, document);
            assertTrue(pages.size() >= 6, document + ": " + pages.size() + " pages");
        }
    }

    @Test
    void eachSetIsAPdfOfItsOwnItsPagesNumberedFromOne(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("sheets");
        StringWriter err = new StringWriter();
        int status = Main.run(new String[] {"sheets", "--seeds", "4,2", "--lessons", "1..3", "--pdf", "--out",
            out.toString()}, System.in, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        for (String set : new String[] {"4", "2"}) {
            List<String> pages = PdfText.pages(out.resolve("set-" + set + ".pdf"));
            assertTrue(pages.size() >= 2, set + ": " + pages.size() + " pages");
            for (int i = 0; i < pages.size(); i++) {
                String page = pages.get(i);
                assertTrue(page.contains("page " + (i + 1) + " of " + pages.size()), page);
                assertTrue(page.contains("exercise set " + set + " · check " + nimbook.assess.CheckCode.of(
                        Long.parseLong(set))), page);
            }
            assertTrue(pages.get(0).contains("Exercise set " + set) && pages.get(0).contains("Name:"), pages.get(0));
        }
        assertTrue(PdfText.pages(out.resolve("key.pdf")).get(0).contains("Key to exercise set 4"));
        assertTrue(PdfText.pages(out.resolve("compact-key.pdf")).get(0).contains("Compact key to the exercise sets"));
    }
}
