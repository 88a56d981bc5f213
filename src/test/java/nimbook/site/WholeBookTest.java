package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole book's page renders each lesson from its model, with ids named after the lesson, so that two lessons' ids
 * never meet, and links to the lessons leading within the page.
 */
class WholeBookTest {
    @Test
    void eachLessonIsRenderedWithItsOwnIdsAndLinksWithinThePage(@TempDir Path temp) throws IOException {
        Path content = Files.createDirectories(temp.resolve("content"));
        Files.writeString(content.resolve("01-a.md"), """
                ---
                title: A
                summary: The first.
                ---
                ## Sums

                ```theorem {#bouton} Bouton
                Nim-sums.
                ```
                """);
        Files.writeString(content.resolve("02-b.md"), """
                ---
                title: B
                summary: The second.
                ---
                ## Sums

                By {{ ref bouton }}, see [its sums](01-a.md#sums), [ours](#sums) and [the page](01-a.md).[^1]

                [^1]: A note.
                """);
        SiteBuilder.Result result = SiteBuilder.build(new BuildOptions(content, Books.TEMPLATES, temp.resolve("site"),
                Edition.INSTRUCTOR, 0, true));
        assertEquals(List.of(), result.diagnostics().report());
        Element part = Jsoup.parse(new String(result.files().get("print.html"), StandardCharsets.UTF_8))
                .selectFirst("article[data-part=02-b]");
        assertEquals("""
                <article data-part="02-b" class="print-part lesson" id="02-b">
                 <header class="page-header">
                  <p class="kicker">Lesson 2</p>
                  <h2>B</h2>
                  <p class="summary">The second.</p>
                 </header>
                 <h3 id="02-b--sums">Sums</h3>
                 <p>By <a class="nb-ref" href="#01-a--bouton">Theorem 1.1</a>, see <a href="#01-a--sums">its sums</a>, \
                <a href="#02-b--sums">ours</a> and <a href="#01-a">the page</a>.<a class="footnote-ref" id="02-b--fnref:1" \
                href="#02-b--fn:1" role="doc-noteref"><sup>1</sup></a></p>
                 <div class="footnotes" role="doc-endnotes">
                  <hr>
                  <ol>
                   <li id="02-b--fn:1">
                    <p>A note. <a class="footnote-back" href="#02-b--fnref:1" role="doc-backlink" \
                aria-label="Back to the text">↩︎</a></p>
                   </li>
                  </ol>
                 </div>
                </article>""", part.outerHtml());
    }
}
