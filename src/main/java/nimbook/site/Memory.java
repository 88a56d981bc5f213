package nimbook.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import nimbook.book.Bibliography;
import nimbook.book.BuildOptions;
import nimbook.book.Facts;
import nimbook.book.Lesson;
import nimbook.book.Outline;
import nimbook.book.Products;
import nimbook.book.Source;
import nimbook.build.LastMade;
import nimbook.diag.Diagnostic;
import nimbook.diag.Diagnostics;
import nimbook.directive.BookContext;
import nimbook.markdown.Markdown;
import nimbook.passes.GamesPage;
import nimbook.passes.Load;
import nimbook.passes.Lessons;
import nimbook.passes.Outlines;
import nimbook.passes.Parse;
import nimbook.render.Pages;
import nimbook.render.Templates;
import nimbook.solver.Solver;

/**
 * What a build keeps for the next build of the same book, as the preview runs them one after another: each lesson as
 * parsed and outlined, its products with the questions they asked of the book's facts, the lesson pages rendered, and
 * one pair of solvers, whose values stay memoised for as long as the memory lives. With a fresh memory a build is a
 * cold build; with the last one's, a lesson's passes run again only when its source, its place in the book, the
 * templates or an answer of the book's facts it used changed — and the build reports which did.
 */
public final class Memory {
    /** A lesson's parse and outline, and the problems found there. */
    record Kept(Source source, Lesson lesson, List<Diagnostic> parsed, int number, Outline outline,
            List<Diagnostic> outlined, Made made) {
        /** Its problems so far, or all of them once it is made. */
        List<Diagnostic> problems() {
            List<Diagnostic> all = new ArrayList<>(parsed);
            if (outlined != null) {
                all.addAll(outlined);
            }
            if (made != null) {
                all.addAll(made.found());
            }
            return all;
        }
    }

    /** A lesson's products, what they were made from, and the problems found making them. */
    record Made(String href, String title, Templates templates, Products products, List<Facts.Read> reads,
            List<Diagnostic> found) {
    }

    private final BuildOptions options;
    private final Solver solver = new Solver();
    private final Solver pageSolver = Solver.forPages();
    private final Pages.Memo pages = new Pages.Memo();
    private final LastMade<Templates> templates = new LastMade<>();
    private final LastMade<List<String>> templateNames = new LastMade<>();
    private final LastMade<Bibliography> bibliography = new LastMade<>();
    private List<Pages.GameEntry> games;
    private final Load.Read files = new Load.Read();
    private Map<String, Kept> last = Map.of();
    private final Map<String, Kept> now = new ConcurrentHashMap<>();
    private final List<String> made = new ArrayList<>();

    /** A memory for builds of {@code options}, empty. */
    public Memory(BuildOptions options) {
        this.options = options;
    }

    BuildOptions options() {
        return options;
    }

    Solver solver() {
        return solver;
    }

    Solver pageSolver() {
        return pageSolver;
    }

    Load.Read files() {
        return files;
    }

    Pages.Memo pages() {
        return pages;
    }

    /** The templates last parsed, kept while their folder's files stay the same. */
    LastMade<Templates> templates() {
        return templates;
    }

    /** The names of the book's templates last checked. */
    LastMade<List<String>> templateNames() {
        return templateNames;
    }

    /** The bibliography last read, kept while its file stays the same. */
    LastMade<Bibliography> bibliography() {
        return bibliography;
    }

    /** The games page's catalogue: the same for every build of the solver. */
    synchronized List<Pages.GameEntry> games() {
        if (games == null) {
            games = GamesPage.entries(solver);
        }
        return games;
    }

    /** Starts a build: what a build that failed half-way left is forgotten. */
    void begin() {
        now.clear();
        synchronized (made) {
            made.clear();
        }
    }

    /** A lesson read: the one kept when its source is the same (its document is expanded already), else parsed. */
    Kept parse(Source source, Markdown markdown) {
        Kept kept = last.get(source.name());
        return kept != null && same(kept.source(), source) ? remember(kept) : remember(parsed(source, markdown));
    }

    private static boolean same(Source one, Source other) {
        return one.name().equals(other.name()) && one.text().file().equals(other.text().file())
                && one.text().text().equals(other.text().text());
    }

    private static Kept parsed(Source source, Markdown markdown) {
        Diagnostics found = new Diagnostics();
        Lesson lesson = Parse.lesson(source, markdown, found);
        return new Kept(source, lesson, found.sorted(), -1, null, null, null);
    }

    /** The lesson of this build whose page is {@code lesson}'s. */
    Kept of(Lesson lesson) {
        return now.get(lesson.slug() + ".md");
    }

    /** A lesson outlined as number {@code number}: as kept, when it was outlined as that number. */
    Kept outline(Kept kept, int number, Markdown markdown) {
        if (kept.outline() != null && kept.number() == number) {
            return kept;
        }
        // Outlining marks the document's blocks with their numbers: a document outlined before is parsed again.
        Kept fresh = kept.outline() == null ? kept : parsed(kept.source(), markdown);
        Diagnostics found = new Diagnostics();
        Outline outline = Outlines.of(fresh.lesson().document(), fresh.lesson().source(), number, markdown, found);
        return remember(new Kept(fresh.source(), fresh.lesson(), fresh.parsed(), number, outline, found.sorted(), null));
    }

    /**
     * A lesson's products: as kept, when it has its page and title, the templates are the same and the book's facts
     * answer each question its products asked as before; else made again (from a new parse: the kept document was
     * expanded).
     */
    Kept products(Kept kept, BookContext book, String href, String title, Markdown markdown) {
        Made before = kept.made();
        Templates templates = book.templates();
        if (before != null && before.href().equals(href) && before.title().equals(title)
                && before.templates() == templates && before.reads().stream().allMatch(read -> read.holdsIn(book.references()))) {
            return kept;
        }
        Kept fresh = before == null ? kept : outline(parsed(kept.source(), markdown), kept.number(), markdown);
        List<Facts.Read> reads = new ArrayList<>();
        Diagnostics found = new Diagnostics();
        Products products = Lessons.products(book.forLesson(book.references().reading(reads), found), fresh.lesson(),
                fresh.outline(), href, title);
        synchronized (made) {
            made.add(kept.source().name());
        }
        return remember(new Kept(fresh.source(), fresh.lesson(), fresh.parsed(), fresh.number(), fresh.outline(),
                fresh.outlined(), new Made(href, title, templates, products, List.copyOf(reads), found.sorted())));
    }

    private Kept remember(Kept kept) {
        now.put(kept.source().name(), kept);
        return kept;
    }

    /**
     * Ends a build: adds every lesson's problems to {@code diagnostics}, keeps this build's lessons for the next, and
     * says what it made again.
     */
    Report finish(Diagnostics diagnostics) {
        now.values().forEach(kept -> diagnostics.addAll(kept.problems()));
        last = Map.copyOf(now);
        now.clear();
        List<String> lessons;
        synchronized (made) {
            lessons = made.stream().sorted().toList();
            made.clear();
        }
        return new Report(lessons, pages.rendered());
    }

    /** What a build made again: the lessons whose passes ran (their files), the lesson pages it rendered. */
    public record Report(List<String> lessons, List<String> pages) {
    }
}
