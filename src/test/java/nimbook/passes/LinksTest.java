package nimbook.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The links pass: every link and image of a lesson checked against the book's pages, anchors and files. */
class LinksTest {
    @Test
    void eachBrokenLinkIsToldWhereAndWhatToWrite() {
        OneLesson one = OneLesson.outlined("""
                ## Sums {#sums}

                See [sums](#sums), [the same](01-a.md#sums), [a typo](#sum), [nowhere](02-b.md), [the key](answers.html)
                and [an undefined one][none]; ![](); [refs][r] and [the web](https://example.org).

                [r]: 01-a.md#summ
                """);
        Document document = one.lesson.document();
        List<Node> toTheKey = new Links(one.book.references(), one.lesson.source(), "01-a.html", one.diagnostics)
                .check(document, document);
        assertEquals(List.of(
                "content/01-a.md:7:55: error: broken link \"#sum\": this page has no anchor #sum (did you mean \"#sums\"?)",
                "content/01-a.md:7:72: error: broken link \"02-b.md\": there is no lesson 02-b.md in the book (did you mean"
                        + " \"01-a.md\"?)",
                "content/01-a.md:8:5: error: no link is defined as [none]: add a line [none]: TARGET to the lesson, or"
                        + " write the link in place, [an undefined one](TARGET)",
                "content/01-a.md:8:35: error: this image names no file: write it between the parentheses, e.g."
                        + " (pile.svg)",
                "content/01-a.md:10:6: error: broken link \"01-a.md#summ\": 01-a.md has no anchor #summ (did you mean"
                        + " \"#sums\"?)"),
                one.diagnostics.report());
        // The student edition, which has no key, leaves these as text.
        assertEquals(List.of("[the key](answers.html)"), toTheKey.stream().map(node -> node.getChars().toString())
                .toList());
    }
}
