package nimbook.passes;

import com.vladsch.flexmark.util.ast.Document;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import nimbook.book.Bibliography;
import nimbook.book.Content;
import nimbook.book.Lesson;
import nimbook.build.LastMade;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import org.jbibtex.BibTeXDatabase;
import org.jbibtex.BibTeXEntry;
import org.jbibtex.BibTeXParser;
import org.jbibtex.Key;
import org.jbibtex.LaTeXParser;
import org.jbibtex.LaTeXPrinter;
import org.jbibtex.ParseException;
import org.jbibtex.TokenMgrException;
import org.jbibtex.Value;

/**
 * The book's references: {@code references.bib} read with JBibTeX, each entry printed as text (its LaTeX accents as
 * letters); and the check that every entry is cited somewhere in the lessons.
 */
public final class References {
    private References() {
    }

    /** The file, as the book names it, and its text. */
    private record Bib(String file, String text) {
    }

    /**
     * The book's references; a file that cannot be read is reported at the place JBibTeX stopped. The last ones read
     * ({@code last}, which the build's memory keeps) are used again while the file is the same.
     */
    public static Bibliography read(Content content, String folder, Diagnostics diagnostics, LastMade<Bibliography> last) {
        byte[] bytes = content.files().get(Bibliography.FILE);
        if (bytes == null) {
            return Bibliography.NONE;
        }
        Bib bib = new Bib(folder + Bibliography.FILE, new String(bytes, StandardCharsets.UTF_8));
        return last.get(bib, diagnostics, found -> parse(new SourceText(bib.file(), bib.text()), found));
    }

    private static Bibliography parse(SourceText source, Diagnostics diagnostics) {
        BibTeXDatabase database;
        try {
            database = new BibTeXParser().parse(new StringReader(source.text()));
        } catch (ParseException e) {
            org.jbibtex.Token at = e.currentToken == null ? null : e.currentToken.next;
            if (at == null) {
                // JBibTeX names no token when the text ends first.
                diagnostics.error(source.at(source.text().length()), "the file ends inside an entry: close its braces,"
                        + " @type{key, field = {value}, …}");
            } else {
                diagnostics.error(new nimbook.diag.SourcePosition(source.file(), at.beginLine, at.beginColumn),
                        "BibTeX cannot be read here (" + firstLine(e.getMessage()) + "): each entry is @type{key, field ="
                        + " {value}, …}");
            }
            return new Bibliography(source.file(), List.of());
        } catch (TokenMgrException | org.jbibtex.ObjectResolutionException e) {
            diagnostics.error(source.at(0), "BibTeX cannot be read: " + firstLine(e.getMessage()));
            return new Bibliography(source.file(), List.of());
        }
        List<Bibliography.Reference> references = new ArrayList<>();
        for (BibTeXEntry entry : database.getEntries().values()) {
            String key = entry.getKey().getValue();
            int offset = source.text().indexOf("{" + key);
            // An address is not LaTeX: its ~ and _ stay as written.
            Value url = entry.getField(BibTeXEntry.KEY_URL);
            references.add(new Bibliography.Reference(key, author(entry, true) + " " + field(entry, BibTeXEntry.KEY_YEAR),
                    text(entry), url == null ? "" : url.toUserString().strip(),
                    source.at(Math.max(0, source.text().lastIndexOf('@', offset)))));
        }
        // By label, alphabetical as a reader expects it, accents aside (Sárközy before Schuh), whatever the machine's
        // language; one author before the same author with others (Plambeck 2005, Plambeck and Siegel 2008).
        Collator alphabet = Collator.getInstance(Locale.ROOT);
        alphabet.setStrength(Collator.SECONDARY);
        references.sort(Comparator.comparing(Bibliography.Reference::label, alphabet)
                .thenComparing(Bibliography.Reference::text, alphabet));
        return new Bibliography(source.file(), references);
    }

    /** Reports each entry that no lesson cites: a bibliography lists what the book uses. */
    public static void checkCited(Content content, Bibliography bibliography, Diagnostics diagnostics) {
        Set<String> cited = new TreeSet<>();
        for (Lesson lesson : content.lessons()) {
            cited(lesson.document(), cited);
        }
        if (content.index() != null) {
            cited(content.index().document(), cited);
        }
        for (Bibliography.Reference reference : bibliography.references()) {
            if (!cited.contains(reference.key())) {
                diagnostics.error(reference.at(), "\"" + reference.key() + "\" is cited nowhere: cite it with {{ cite "
                        + reference.key() + " }} where the book uses it, or remove the entry");
            }
        }
    }

    private static void cited(Document document, Set<String> cited) {
        for (DirectiveNodes.Found directive : DirectiveNodes.of(document)) {
            if (directive.text().startsWith("cite ")) {
                cited.add(directive.text().substring("cite ".length()).strip());
            }
        }
    }

    /**
     * "Bouton" for one author, "Guy and Smith", "Berlekamp et al." for more; or all of them as the entry writes them
     * ("Guy, Richard K."), separated by semicolons, since a comma is inside each.
     */
    private static String author(BibTeXEntry entry, boolean cited) {
        String authors = field(entry, BibTeXEntry.KEY_AUTHOR);
        if (authors.isEmpty()) {
            authors = field(entry, BibTeXEntry.KEY_EDITOR);
        }
        List<String> names = List.of(authors.split(" and "));
        if (!cited) {
            return String.join("; ", names);
        }
        List<String> surnames = names.stream().map(name -> name.contains(",") ? name.substring(0, name.indexOf(','))
                : name.substring(name.lastIndexOf(' ') + 1)).map(String::strip).toList();
        return surnames.size() > 2 ? surnames.get(0) + " et al." : String.join(" and ", surnames);
    }

    /**
     * The entry as the references page lists it: authors (year), title, where it appeared (a journal, its series,
     * volume, number and pages; or a book's series and volume), how it was published, the publisher and its city, and a
     * note (its address on the web is a link after it).
     */
    private static String text(BibTeXEntry entry) {
        List<String> parts = new ArrayList<>(List.of(author(entry, false) + " (" + field(entry, BibTeXEntry.KEY_YEAR)
                + ")", field(entry, BibTeXEntry.KEY_TITLE)));
        String volume = joined(" ", field(entry, BibTeXEntry.KEY_VOLUME), parenthesised(field(entry,
                BibTeXEntry.KEY_NUMBER)));
        String pages = field(entry, BibTeXEntry.KEY_PAGES);
        // Page numbers read "pp. 35–39"; an article number ("G05") is written as it is.
        pages = !pages.isEmpty() && Character.isDigit(pages.charAt(0)) ? "pp. " + pages : pages;
        String where = joined(", ", field(entry, BibTeXEntry.KEY_JOURNAL) + field(entry, BibTeXEntry.KEY_BOOKTITLE),
                field(entry, BibTeXEntry.KEY_SERIES));
        parts.add(joined(", ", joined(" ", where, volume), pages));
        String edition = field(entry, BibTeXEntry.KEY_EDITION);
        parts.add(edition.isEmpty() ? "" : edition + " edition");
        parts.add(field(entry, BibTeXEntry.KEY_HOWPUBLISHED));
        parts.add(joined(", ", field(entry, BibTeXEntry.KEY_PUBLISHER), field(entry, BibTeXEntry.KEY_ADDRESS)));
        parts.add(field(entry, BibTeXEntry.KEY_NOTE));
        return String.join(". ", parts.stream().filter(part -> !part.isEmpty()).toList()).replace("..", ".") + ".";
    }

    /** The parts that are not empty, joined by {@code separator}. */
    private static String joined(String separator, String... parts) {
        return String.join(separator, java.util.Arrays.stream(parts).filter(part -> !part.isEmpty()).toList());
    }

    private static String parenthesised(String text) {
        return text.isEmpty() ? "" : "(" + text + ")";
    }

    /** A field as text, its LaTeX printed (accents as letters, braces dropped); "" when the entry has none. */
    private static String field(BibTeXEntry entry, Key key) {
        Value value = entry.getField(key);
        if (value == null) {
            return "";
        }
        String latex = value.toUserString();
        try {
            return new LaTeXPrinter().print(new LaTeXParser().parse(latex)).replace("--", "–").strip();
        } catch (ParseException | TokenMgrException e) {
            return latex;
        }
    }

    private static String firstLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("").strip();
    }
}
