package nimbook.book;

import nimbook.markdown.DirectiveBlock;

/**
 * A callout — a note, tip, warning… — written as a block or as GitHub's alert ({@code > [!NOTE]}): its kind, the kind's
 * name ("Note") and its title as HTML ("" when it has none).
 */
public record Callout(String kind, String name, String titleHtml) implements DirectiveBlock.Reading {
}
