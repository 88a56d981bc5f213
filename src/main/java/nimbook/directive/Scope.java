package nimbook.directive;

import com.vladsch.flexmark.util.ast.Document;
import nimbook.diag.SourceText;

/**
 * Where a block is evaluated: the book it is in, its lesson, and its place there — the level its title takes as a
 * heading, an id of its own for the figures it draws; and, for an exercise, its Markdown expanded for a position.
 */
public interface Scope {
    BookContext book();

    SourceText source();

    /** Its lesson's page ({@code 01-nim.html}). */
    String page();

    /** The level its title takes as a heading: one below the section, or the block, it stands in. */
    int level();

    /** An id unique on its page, for the figures it draws to start with: its kind and line. */
    default String id(Block block) {
        return block.name() + "-" + block.position().line();
    }

    /**
     * An exercise's question, hint and notes, their directives expanded for {@code position} (null when it could not be
     * read: its block says why), and rendered.
     */
    Asked ask(Block block, String position);

    /**
     * An exercise's words for one position: its question (as HTML and as plain text), hint (and the hint's Markdown, null
     * when it is plain text) and notes; {@code positionShown}: whether the question shows the position with
     * {@code {{ position }}}.
     */
    record Asked(String questionHtml, String questionText, String hintHtml, Document hint, String notesHtml,
            boolean positionShown) {
    }
}
