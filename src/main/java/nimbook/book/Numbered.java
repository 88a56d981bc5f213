package nimbook.book;

import nimbook.diag.SourcePosition;

/**
 * A numbered block — Theorem 3.2, Exercise 3.4 — or equation, (3.1). A block's title is as written and as HTML
 * ({@code titleHtml}: Markdown inline, so that math and emphasis in a title render); an equation has none.
 *
 * @param kind the directive's name, or {@value #EQUATION}
 * @param name how a reader names it: "Theorem", "Exercise", "Equation"
 * @param anchor its id on its page: its label, or one it is given ({@code theorem-3-2})
 * @param label its label, or null
 * @param at where it is labelled, or where it starts
 */
public record Numbered(String kind, String name, String number, String anchor, String label, String title,
        String titleHtml, SourcePosition at) {
    public static final String EQUATION = "equation";

    /** How a reference to it reads: "Theorem 3.2", and an equation as LaTeX's {@code \eqref} has it, "(3.1)". */
    public String reference() {
        return kind.equals(EQUATION) ? "(" + number + ")" : name + " " + number;
    }

    /** How a search result names it: its reference and its title if it has one, "Theorem 3.2 (Bouton)". */
    public String heading() {
        return title == null || title.isEmpty() ? reference() : reference() + " (" + title + ")";
    }

    public boolean equation() {
        return kind.equals(EQUATION);
    }

    /** The lesson it is numbered in. */
    public int lesson() {
        return Integer.parseInt(number.substring(0, number.indexOf('.')));
    }

    /** The same block with the id another page gives it (the whole book's page names it after its part). */
    public Numbered withAnchor(String other) {
        return new Numbered(kind, name, number, other, label, title, titleHtml, at);
    }
}
