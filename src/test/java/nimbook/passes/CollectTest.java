package nimbook.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import nimbook.book.Products;
import org.junit.jupiter.api.Test;

/** The collection pass: contents, search text, previews and widgets, from a lesson's nodes and its blocks' parts. */
class CollectTest {
    @Test
    void aPageIsCutAtItsHeadings() {
        Products made = OneLesson.made("""
                Before any heading.

                ## The *first* part {#first}

                One.

                #### Inner

                Still one.

                ### Second

                ## Nothing under it

                ## Last

                Two.
                """);
        assertEquals(new Products.Page("01-a.html", "1. A", List.of(
                new Products.Section("", "", "Before any heading."),
                new Products.Section("first", "The first part", "One. Inner Still one."),
                new Products.Section("second", "Second", ""),
                new Products.Section("nothing-under-it", "Nothing under it", ""),
                new Products.Section("last", "Last", "Two."))), made.search());
    }

    @Test
    void aNumberedBlockIsASectionOfItsOwnAndTheTextAroundItStaysWithItsHeading() {
        Products made = OneLesson.made("""
                ## Sums

                Before.

                ````theorem {#bouton} Bouton
                Nim-sums.

                ```example
                Inside.
                ```

                After it.
                ````

                After.
                """);
        // The text outside any heading's section comes first, as it does before a page's first heading.
        assertEquals(List.of(new Products.Section("sums", "Sums", "Before. After."),
                new Products.Section("bouton", "Theorem 1.1 (Bouton)", "Theorem 1.1 (Bouton). Nim-sums. After it."),
                new Products.Section("example-1-2", "Example 1.2", "Example 1.2. Inside.")), made.search().sections());
    }

    @Test
    void wordsAreWhatAReaderSees() {
        Products made = OneLesson.made("""
                A *mex*es word,<!-- a comment --> no footnote[^1] and a `code`; a < b & "c" 'd', --- e... and
                $a_1 \\oplus a_2$, {{ nimsum 1 2 }}; ![alt text](pile.svg) <span class="x">f</span>.

                [^1]: The note.
                """);
        assertEquals(List.of(new Products.Section("", "", "A mexes word, no footnote and a code; a < b & “c” ‘d’, — e… and"
                + " a1 ⊕ a2, 3; f. The note.")), made.search().sections());
    }

    @Test
    void theContentsAreTheLevelTwoAndThreeHeadingsWithoutLinksOrNotes() {
        Products made = OneLesson.made("""
                ## See [the *sums*](#sums)[^1]

                #### Too deep

                ### Sums {#sums}

                [^1]: A note.
                """);
        assertEquals(List.of(new Products.Heading(2, "see-the-sums", "See the <em>sums</em>"),
                new Products.Heading(3, "sums", "Sums")), made.contents());
    }

    @Test
    void eachNumberedBlockIsPreviewedAsItsPageShowsIt() {
        Products made = OneLesson.made("""
                ```theorem {#bouton}
                Nim-sums.
                ```

                $$s$$ {#sum}
                """);
        assertEquals(List.of(new Products.Preview("01-a.html#bouton", """
                <div class="statement theorem" id="bouton">
                <p class="block-title" role="heading" aria-level="2"><a class="self" href="#bouton">Theorem 1.1</a>.</p>
                <div class="statement-body">
                <p>Nim-sums.</p>

                </div>
                </div>"""), new Products.Preview("01-a.html#sum", """
                <div class="equation">
                <p class="block-title"><a class="self" href="#sum">Equation (1.1)</a></p>
                <span class="math display" id="sum">\\[s \\tag{1.1}\\]</span>
                </div>""")), made.previews());
    }

    @Test
    void theWidgetsAreThoseTheBlocksDraw() {
        assertEquals(Set.of(), OneLesson.made("Text.\n").widgets());
        assertEquals(Set.of("calculator", "check"), OneLesson.made("""
                ```calculator
                ```

                ```exercise
                position: nim 1 2
                answer: grundy

                What is its value?
                ```
                """).widgets());
    }
}
