package nimbook.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import nimbook.book.Outline;
import org.junit.jupiter.api.Test;

/** The outline pass: numbers, labels, anchors and headings of one lesson, and what its blocks get wrong of their specs. */
class OutlinesTest {
    /** The outline as lines: each numbered thing, each heading, then every anchor of the page. */
    private static String shown(Outline outline) {
        return outline.numbered().stream().map(n -> n.kind() + " " + n.number() + " #" + n.anchor() + " \"" + n.title()
                + "\" [" + n.titleHtml() + "] at " + n.at().line() + ":" + n.at().column()).collect(Collectors.joining("\n"))
                + "\n" + outline.headings().stream().map(h -> "h" + h.getLevel() + " #" + h.getAnchorRefId())
                        .collect(Collectors.joining("\n"))
                + "\nanchors: " + String.join(" ", outline.anchors());
    }

    @Test
    void numbersLabelsAndAnchors() {
        OneLesson one = OneLesson.outlined("""
                ## Sums {#sums}

                ```theorem {#bouton} Bouton's *theorem*
                A position is a P-position when its nim-sum is 0.
                ```

                $$x \\oplus y$$ {#eq-xor}

                ```exercise
                position: nim 1 2 3
                answer: outcome

                Who wins?
                ```

                ### More

                ```definition
                Defined.
                ```
                """);
        assertEquals(List.of(), one.diagnostics.report());
        assertEquals("""
                theorem 1.1 #bouton "Bouton's *theorem*" [Bouton’s <em>theorem</em>] at 7:12
                equation 1.1 #eq-xor "null" [null] at 11:16
                exercise 1.1 #exercise-1-1 "" [] at 13:1
                definition 1.2 #definition-1-2 "" [] at 22:1
                h2 #sums
                h3 #more
                anchors: sums more bouton eq-xor exercise-1-1 definition-1-2""", shown(one.outline));
    }

    @Test
    void aBlockIsCheckedAgainstItsSpec() {
        OneLesson one = OneLesson.outlined("""
                ```proof {#p}
                Proved.
                ```

                ```note {#n}
                A note.
                ```

                ```warning
                ```

                ```verify Checked
                theorem: bouton
                ```

                ```worked-example
                position: nim 3

                Text where none goes.
                ```

                ````exercise
                position: nim 3
                answer: grundy

                ---

                ```theorem
                Numbered in notes.
                ```
                ````
                """);
        assertEquals(List.of(
                "content/01-a.md:5:10: error: a proof takes no label or title (it proves the statement before it): put"
                        + " them on that statement",
                "content/01-a.md:9:9: error: a note takes no label (it is not numbered): link to the heading or statement"
                        + " near it",
                "content/01-a.md:13:1: error: this warning says nothing: write it between the block's fences",
                "content/01-a.md:16:11: error: verify blocks take no title (it would not be shown): write it in the text"
                        + " before the block",
                "content/01-a.md:23:1: error: worked-example blocks take only option lines: move this text before or after"
                        + " the block",
                "content/01-a.md:26:1: error: this exercise asks nothing: write its question after the options and a blank"
                        + " line",
                "content/01-a.md:32:1: error: an exercise's notes are left out of the student edition, so nothing in them"
                        + " is numbered: move this theorem out of them"),
                one.diagnostics.report());
    }
}
