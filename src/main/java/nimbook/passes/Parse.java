package nimbook.passes;

import com.vladsch.flexmark.util.ast.Document;
import java.text.Normalizer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.regex.Pattern;
import nimbook.book.Content;
import nimbook.book.FrontMatter;
import nimbook.book.Lesson;
import nimbook.book.Source;
import nimbook.build.Work;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.markdown.Markdown;
import nimbook.solver.Notation;

/**
 * The parse pass: each lesson's Markdown parsed (its directive blocks in place), its front matter read, and the lessons
 * put in the order their front matter gives.
 */
public final class Parse {
    private Parse() {
    }

    /** The book's lessons, parsed in parallel, the longest first; a lesson that cannot be parsed is left out, said why. */
    public static Content lessons(Load.Sources sources, Markdown markdown, Diagnostics diagnostics) {
        return book(Work.costliestFirst(sources.lessons(), source -> source.text().text().length(),
                source -> lesson(source, markdown, diagnostics)), sources.files(), diagnostics);
    }

    /**
     * The book of these lessons (null: one that could not be parsed, left out) and files: its introduction, and its
     * lessons in their front matter's order.
     */
    public static Content book(List<Lesson> all, SortedMap<String, byte[]> files, Diagnostics diagnostics) {
        List<Lesson> parsed = all.stream().filter(lesson -> lesson != null).toList();
        Lesson index = parsed.stream().filter(l -> l.slug().equals("index")).findFirst().orElse(null);
        List<Lesson> lessons = parsed.stream()
                .filter(l -> !l.slug().equals("index"))
                .sorted(Comparator.comparing((Lesson l) -> l.front().order() == null ? Integer.MAX_VALUE : l.front().order())
                        .thenComparing(Lesson::slug))
                .toList();
        for (Lesson lesson : lessons) {
            if (Content.RESERVED.contains(lesson.slug())) {
                diagnostics.error(lesson.source().at(0), "\"" + lesson.slug() + ".md\" would overwrite a page the book"
                        + " writes itself (" + String.join(", ", Content.RESERVED) + "): rename it");
            }
        }
        return new Content(index, lessons, files);
    }


    /** One lesson parsed, its front matter read; null when it cannot be parsed (said why). */
    public static Lesson lesson(Source read, Markdown markdown, Diagnostics diagnostics) {
        String slug = read.slug();
        SourceText source = read.text();
        if (!PAGE_NAME.matcher(slug).matches()) {
            String suggested = pageName(slug);
            diagnostics.error(source.at(0), Notation.quote(read.name()) + " names a page: use lowercase letters, digits and dashes"
                    + (suggested.isEmpty() ? "" : " (rename it " + suggested + ".md)"));
        }
        Markdown.Parsed parsed;
        try {
            parsed = markdown.parse(source.text());
        } catch (Markdown.Refused e) {
            diagnostics.error(source.at(e.offset()), e.getMessage());
            return null;
        }
        // Rendered, what nests too deep would overflow the stack: a block's body is left out (the build fails anyway).
        parsed.leftOut().forEach(refused -> diagnostics.error(source.at(refused.offset()), refused.getMessage()));
        Document document = parsed.document();
        FrontMatter front = FrontMatters.read(document, source, slug.equals("index"), diagnostics);
        // A lesson whose front matter failed still renders (its errors are reported), under its file's name.
        FrontMatter usable = new FrontMatter(front.title() == null ? slug : markdown.typeset(front.title()), front.order(),
                front.summary() == null ? "" : markdown.typeset(front.summary()), front.workedSolutions());
        return new Lesson(source, slug, usable, document);
    }

    private static final Pattern PAGE_NAME = Pattern.compile("[a-z0-9][a-z0-9-]*");

    /** A lesson's name as a page's: {@code 04_Misère} → {@code 04-misere}; "" when nothing of it would be left. */
    private static String pageName(String slug) {
        String name = Normalizer.normalize(slug, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return PAGE_NAME.matcher(name).matches() ? name : "";
    }

}
