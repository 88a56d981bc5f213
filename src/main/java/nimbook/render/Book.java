package nimbook.render;

/**
 * The book as every page's template sees it (its lessons aside: only the pages that list them are given them, as
 * {@code lessons}). Built with named fields: {@code Book.titled("Nimbook").edition("student").seed(7)}, each field
 * unset being the plainest: no subtitle, no answers, the instructor edition, seed 0, no whole book, worked solutions on,
 * no PDF, no references page, no glossary.
 *
 * @param answers whether the site has the answer key
 * @param edition {@code instructor} or {@code student}
 * @param seed the one the generated exercises were dealt with (the pages name their exercise set when it is not 0)
 * @param wholeBook the site has the whole book on one page too
 * @param workedSolutions the student edition's hints end with the worked solution (index.md's {@code worked-solutions})
 * @param pdf the whole book is printed too, as {@code book.pdf}
 * @param references the site has a references page, which every page's header links (the site sets it)
 * @param glossary the site has a glossary, which every page's header links (the site sets it)
 */
public record Book(String title, String subtitle, boolean answers, String edition, long seed, boolean wholeBook,
        boolean workedSolutions, boolean pdf, boolean references, boolean glossary) {
    public static Book titled(String title) {
        return new Book(title, "", false, "instructor", 0, false, true, false, false, false);
    }

    public Book subtitle(String text) {
        return new Book(title, text, answers, edition, seed, wholeBook, workedSolutions, pdf, references, glossary);
    }

    public Book answers(boolean shown) {
        return new Book(title, subtitle, shown, edition, seed, wholeBook, workedSolutions, pdf, references, glossary);
    }

    public Book edition(String name) {
        return new Book(title, subtitle, answers, name, seed, wholeBook, workedSolutions, pdf, references, glossary);
    }

    public Book seed(long dealt) {
        return new Book(title, subtitle, answers, edition, dealt, wholeBook, workedSolutions, pdf, references, glossary);
    }

    public Book wholeBook(boolean onOnePage) {
        return new Book(title, subtitle, answers, edition, seed, onOnePage, workedSolutions, pdf, references, glossary);
    }

    public Book workedSolutions(boolean shown) {
        return new Book(title, subtitle, answers, edition, seed, wholeBook, shown, pdf, references, glossary);
    }

    public Book pdf(boolean printed) {
        return new Book(title, subtitle, answers, edition, seed, wholeBook, workedSolutions, printed, references, glossary);
    }

    /** The book of a site with a references page, a glossary, or not. */
    Book linking(boolean referencesPage, boolean glossaryPage) {
        return new Book(title, subtitle, answers, edition, seed, wholeBook, workedSolutions, pdf, referencesPage,
                glossaryPage);
    }
}
