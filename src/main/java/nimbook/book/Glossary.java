package nimbook.book;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import nimbook.diag.SourcePosition;
import nimbook.text.Spelling;

/**
 * The terms the lessons define ({@code {{ define P-position }}}), in alphabetical order: each where it is defined, so that
 * the glossary page and a use of it ({@code {{ term P-position }}}) link there.
 */
public record Glossary(List<Definition> definitions) {
    /** The page that lists them. */
    public static final String PAGE = "glossary.html";

    /**
     * A term as its definition writes it, its anchor on the glossary page ({@code term-p-position}), the link to the
     * block or section that defines it ({@code 02-sums.html#p-and-n}), how that place is named ("Definition 2.3", or its
     * section's title), its lesson's title, and where it is written.
     */
    public record Definition(String term, String anchor, String href, String where, String lesson, SourcePosition at) {
    }

    /**
     * A term as a sentence uses it: its glossary entry and the form the sentence shows, {@code option | options} (the
     * entry first, as a wiki link has its target first); without a bar the two are the same.
     */
    public record Use(String term, String shown) {
        /**
         * Reads {@code TERM} or {@code TERM | FORM}, the arguments of {@code directive} ("define" or "term").
         *
         * @throws IllegalArgumentException for a bar without a term or a form on each side, or a second bar
         */
        public static Use of(String directive, String args) {
            int bar = args.indexOf('|');
            if (bar < 0) {
                return new Use(typographic(args.strip()), typographic(args.strip()));
            }
            String term = typographic(args.substring(0, bar).strip());
            String shown = typographic(args.substring(bar + 1).strip());
            String like = " like {{ " + directive + " option | options }}";
            if (shown.indexOf('|') >= 0) {
                throw new IllegalArgumentException(directive + " takes one |, between the term and the form the sentence"
                        + " shows," + like);
            }
            if (term.isEmpty() || shown.isEmpty()) {
                throw new IllegalArgumentException(directive + " takes the term before | and the form the sentence"
                        + " shows after it," + like);
            }
            return new Use(term, shown);
        }
    }

    public Glossary {
        definitions = List.copyOf(definitions);
    }

    /**
     * A term or heading as the page prints it: an apostrophe after a letter curled, as the lessons' text has it
     * ("Moore’s Nim"). Directive arguments and collected heading text do not pass the Markdown typography.
     */
    public static String typographic(String text) {
        StringBuilder curled = new StringBuilder(text);
        for (int i = 1; i < curled.length(); i++) {
            if (curled.charAt(i) == '\'' && Character.isLetterOrDigit(curled.charAt(i - 1))) {
                curled.setCharAt(i, '\u2019');
            }
        }
        return curled.toString();
    }

    /** The anchor of a term on the glossary page: its letters and digits, lower case, joined by hyphens. */
    public static String anchor(String term) {
        return "term-" + term.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-|-$", "");
    }

    /** The definition of a term, whatever its capitals; or null. */
    public Definition definition(String term) {
        return definitions.stream().filter(definition -> definition.term().equalsIgnoreCase(term)).findFirst()
                .orElse(null);
    }

    /** " (did you mean "x"?)" when a defined term is a likely spelling of {@code term}; else "". */
    public String termLike(String term) {
        TreeSet<String> terms = new TreeSet<>();
        definitions.forEach(definition -> terms.add(definition.term()));
        return Spelling.suggest(term, terms);
    }
}
