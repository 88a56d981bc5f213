package nimbook.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Where Markdown is rendered: a page of its own, or a part of the whole book's page, with its ids and links. */
class PageContextTest {
    private static final Set<String> PARTS = Set.of("index", "01-a", "02-b");

    @Test
    void onAPageOfItsOwnEverythingIsAsWritten() {
        assertEquals(List.of("summary", "02-b.html#x", 3, 3), List.of(PageContext.PAGE.id("summary"),
                PageContext.PAGE.link("02-b.html#x"), PageContext.PAGE.heading(3), PageContext.PAGE.ariaLevel(3)));
    }

    @Test
    void aPartsIdsAreItsOwnAndLinksToThePartsStayOnThePage() {
        PageContext part = PageContext.part("01-a", PARTS);
        assertEquals(List.of("01-a--summary", "#02-b--bouton", "#01-a--summary", "#02-b", "#01-a",
                "https://example.org/x.html#y", "answers.html#ex-1", "games.html#game-nim", "sub/02-b.html"),
                List.of(part.id("summary"), part.link("02-b.html#bouton"), part.link("#summary"), part.link("02-b.html"),
                        part.link("01-a.html#"), part.link("https://example.org/x.html#y"), part.link("answers.html#ex-1"),
                        part.link("games.html#game-nim"), part.link("sub/02-b.html")));
    }

    @Test
    void belowTheTitlePageHeadingsAndBlockTitlesGoOneLevelDown() {
        PageContext lesson = PageContext.part("01-a", PARTS);
        PageContext index = PageContext.part("index", PARTS);
        assertEquals(List.of(3, 6, 4, 2, 3), List.of(lesson.heading(2), lesson.heading(6), lesson.ariaLevel(3),
                index.heading(2), index.ariaLevel(3)));
    }

    @Test
    void aLessonRenderedAsAPartHasItsIdsLinksAndLevels() throws Markdown.Refused {
        Markdown markdown = new Markdown(name -> null);
        var document = markdown.parse("## Summary\n\nSee [above](#summary) and [B](02-b.md#bouton).\n\n$$x$$\n").document();
        Markdown.assignHeadingIds(document);
        assertEquals("<h3 id=\"01-a--summary\">Summary</h3>\n<p>See <a href=\"#01-a--summary\">above</a> and <a"
                + " href=\"#02-b--bouton\">B</a>.</p>\n<p><span class=\"math display\">\\[x\\]</span></p>\n",
                markdown.render(document, PageContext.part("01-a", PARTS)));
    }
}
