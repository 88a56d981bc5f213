package nimbook.book;

import java.nio.file.Path;


/**
 * What to build: the lessons' folder, the templates' folder (missing templates come from the built-in set),
 * the output folder, the edition, the seed for generated exercises, whether to add the whole book on one page
 * ({@code print.html}, to print or save as PDF), and whether to print it to {@code book.pdf} too.
 */
public record BuildOptions(Path content, Path templates, Path out, Edition edition, long seed, boolean wholeBook,
        boolean pdf) {
    /** Without a PDF. */
    public BuildOptions(Path content, Path templates, Path out, Edition edition, long seed, boolean wholeBook) {
        this(content, templates, out, edition, seed, wholeBook, false);
    }

    /** Without the whole book on one page. */
    public BuildOptions(Path content, Path templates, Path out, Edition edition, long seed) {
        this(content, templates, out, edition, seed, false, false);
    }

    /** The same book in another edition. */
    public BuildOptions withEdition(Edition other) {
        return new BuildOptions(content, templates, out, other, seed, wholeBook, pdf);
    }
}
