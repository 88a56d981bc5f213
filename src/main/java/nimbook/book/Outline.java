package nimbook.book;

import com.vladsch.flexmark.ast.Heading;
import java.util.List;

/**
 * What one lesson declares, found before anything is rendered: its statements, exercises and labelled equations with
 * their numbers, in order; the headings of its page (with their ids), and every id its page will carry.
 */
public record Outline(List<Numbered> numbered, List<Heading> headings, List<String> anchors) {
    public Outline {
        numbered = List.copyOf(numbered);
        headings = List.copyOf(headings);
        anchors = List.copyOf(anchors);
    }
}
