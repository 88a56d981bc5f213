package nimbook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import nimbook.book.Products;
import nimbook.diag.Diagnostics;
import nimbook.directive.Directives;
import nimbook.markdown.Markdown;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * The render pass: the site's pages from the model alone — each lesson's products, the book's entries — through the
 * book's templates; no page is read back.
 */
class PagesTest {
    private static final Pages.Entry FIRST = new Pages.Entry(1, "01-a", "01-a.html", "A", "The first.");
    private static final Pages.Entry SECOND = new Pages.Entry(2, "02-b", "02-b.html", "B", "The second.");

    private static SortedMap<String, byte[]> rendered(boolean answers, Diagnostics diagnostics) {
        Markdown markdown = new Markdown(Directives::shape);
        Templates templates = new Templates(Path.of("templates"), "templates");
        templates.share("position", Markdown::position);
        Book book = Book.titled("The book").answers(answers).workedSolutions(false);
        Pages.Site site = new Pages.Site(book, null, List.of(
                chapter(FIRST, "<p id=\"one\">One.</p>", Set.of("check", "play")),
                chapter(SECOND, "<p id=\"two\">Two.</p>", Set.of())), List.of(), nimbook.book.Bibliography.NONE,
                new nimbook.book.Glossary(List.of()));
        SortedMap<String, byte[]> pages = new TreeMap<>();
        Pages.jobs(templates, markdown, diagnostics, site, pages, new Pages.Memo()).forEach(job -> job.page().run());
        return pages;
    }

    private static Pages.Chapter chapter(Pages.Entry entry, String body, Set<String> widgets) {
        return new Pages.Chapter(entry, null, new Products(null, body, List.of(new Products.Heading(2, "h", "H")),
                new Products.Page(entry.href(), entry.number() + ". " + entry.title(), List.of()), List.of(), List.of(),
                List.of(), widgets, List.of()));
    }

    private static Document page(SortedMap<String, byte[]> pages, String name) {
        return Jsoup.parse(new String(pages.get(name), StandardCharsets.UTF_8));
    }

    @Test
    void eachPageIsRenderedFromTheModelWithTheScriptsItsWidgetsNeed() {
        Diagnostics diagnostics = new Diagnostics();
        SortedMap<String, byte[]> pages = rendered(false, diagnostics);
        assertEquals(List.of(), diagnostics.report());
        assertEquals(Set.of("index.html", "01-a.html", "02-b.html", "games.html", SearchIndex.PATH, Previews.PATH,
                Pages.CONTENTS), pages.keySet());
        Document first = page(pages, "01-a.html");
        assertEquals("One.", first.select("article.lesson #one").text());
        assertEquals(List.of("02-b.html"), first.select("nav.pager a").eachAttr("href"));
        // Every widget's script, not only those of the widgets used: a calculator offers a board, and a position the
        // text prints offers both. Not the solver: common.js fetches it when a widget first asks it something.
        assertEquals(List.of("assets/widgets/common.js", "assets/widgets/play.js", "assets/widgets/calculator.js",
                "assets/widgets/check.js"), scripts(first));
        Document second = page(pages, "02-b.html");
        assertEquals(List.of("01-a.html"), second.select("nav.pager a").eachAttr("href"));
        assertEquals(List.of(), scripts(second));
    }

    @Test
    void theAnswerKeyIsAPageOnlyWhenTheEditionHasAnswers() {
        Diagnostics diagnostics = new Diagnostics();
        assertEquals(Set.of("index.html", "01-a.html", "02-b.html", "answers.html", "games.html", SearchIndex.PATH,
                Previews.PATH, Pages.CONTENTS), rendered(true, diagnostics).keySet());
        assertEquals(List.of(), diagnostics.report());
    }

    @Test
    void theListOfLessonsIsOneScriptThatEveryPageLoadsAndNoPageCopies() {
        Diagnostics diagnostics = new Diagnostics();
        SortedMap<String, byte[]> pages = rendered(false, diagnostics);
        assertEquals(List.of(), diagnostics.report());
        assertEquals("""
                // The book's lessons, for every page's sidebar: written by nimbook build.
                document.currentScript.insertAdjacentHTML("beforebegin", ["<ol class=\\"lesson-list\\">\\n<li><a \
                href=\\"01-a.html\\"><span class=\\"number\\">1</span> A</a></li>\\n<li><a href=\\"02-b.html\\">\
                <span class=\\"number\\">2</span> B</a></li>\\n</ol>\\n"].join(""));
                """, new String(pages.get(Pages.CONTENTS), StandardCharsets.UTF_8));
        for (String name : List.of("index.html", "01-a.html", "02-b.html", "games.html")) {
            Document page = page(pages, name);
            assertEquals(List.of(Pages.CONTENTS), page.select("nav#lessons > script").eachAttr("src"), name);
            assertEquals(List.of(), page.select(".lesson-list").eachText(), name);
            // Without scripts, the contents page lists every lesson.
            assertEquals("index.html#contents", Jsoup.parse(page.select("nav#lessons > noscript").html())
                    .select("a").attr("href"), name);
        }
        assertEquals("01-a.html", page(pages, "01-a.html").select("nav#lessons").attr("data-page"));
        assertEquals(List.of("01-a.html", "02-b.html", "games.html"), page(pages, "index.html").select("ol.contents a")
                .eachAttr("href"));
    }

    /** The widgets' scripts a page loads (the book's own, nimbook.js and the search's, left aside). */
    private static List<String> scripts(Document page) {
        return page.select("script[src]").stream().map(script -> script.attr("src"))
                .filter(src -> src.startsWith("assets/solver") || src.startsWith("assets/widgets/")).toList();
    }
}
