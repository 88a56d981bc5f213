package nimbook.book;

/**
 * A lesson's YAML front matter: its title, its place in the book, and a one-line summary; and, in the introduction
 * (index.md), the book's settings: {@code workedSolutions}, whether the student edition's hints end with the worked
 * solution. The title may be the lesson's first block instead, a level-1 heading ({@code # Nim}), as mdBook, MkDocs and
 * Jupyter Book take a page's title.
 */
public record FrontMatter(String title, Integer order, String summary, boolean workedSolutions) {
}
