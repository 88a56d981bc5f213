package nimbook.site;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import nimbook.book.BuildOptions;
import nimbook.book.Content;
import nimbook.book.Edition;
import nimbook.book.Exercise;
import nimbook.book.FrontMatter;
import nimbook.book.Lesson;
import nimbook.book.Outline;
import nimbook.book.ProofKey;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.directive.BookContext;
import nimbook.directive.Directives;
import nimbook.markdown.Markdown;
import nimbook.build.LastMade;
import nimbook.passes.Load;
import nimbook.passes.Outlines;
import nimbook.passes.Parse;
import nimbook.passes.References;
import nimbook.build.Work;
import nimbook.render.Book;
import nimbook.render.Pages;
import nimbook.render.TemplateException;
import nimbook.render.Templates;

/**
 * The build, as a line of passes over one model of the book: load and parse the lessons, outline them (numbers,
 * labels, anchors), check their links, expand their directives with the solver, collect what the site needs of them,
 * render the pages, and — only when no pass reported a problem — write the site in one swap.
 */
public final class SiteBuilder {
    /** The templates nearly every build uses, parsed ahead of their first use: the pages' and the directives' families'. */
    private static final List<String> PRELOADED = preloaded();

    private SiteBuilder() {
    }

    private static List<String> preloaded() {
        Set<String> names = new TreeSet<>(List.of("layout.ftlh", "lesson.ftlh", "navigation.ftlh", "steps.ftlh",
                "table.ftlh", "answer.ftlh", "index.ftlh", "answers.ftlh", "games.ftlh", "print.ftlh"));
        Directives.specs().forEach(spec -> names.add("directives/" + spec.family() + ".ftlh"));
        Directives.inlines().forEach(spec -> names.add("inline/" + spec.family() + ".ftlh"));
        return List.copyOf(names);
    }

    /**
     * What a build produced: its diagnostics, the site's files path by path, its exercises and (in the instructor
     * edition) proof exercises in book order, how long each stage took (in milliseconds, in order), and what it made
     * again rather than took from its memory.
     */
    public record Result(Diagnostics diagnostics, String title, SortedMap<String, byte[]> files, List<Exercise> exercises,
            List<ProofKey> proofs, Map<String, Long> timings, Memory.Report report) {
        public boolean ok() {
            return diagnostics.isEmpty();
        }
    }

    /** A cold build: nothing kept from an earlier one. */
    public static Result build(BuildOptions options) {
        return build(new Memory(options));
    }

    /**
     * Builds the site in memory, pass by pass: load and parse the lessons, outline them (numbers, labels, anchors: the
     * book's facts), then for each lesson check its links, expand its directives and collect what the site needs of it;
     * render the pages. The templates are parsed, and the assets read, on other threads meanwhile. What {@code memory}
     * kept of the last build and still holds is taken from it.
     */
    public static Result build(Memory memory) {
        BuildOptions options = memory.options();
        memory.begin();
        Stopwatch time = new Stopwatch();
        Diagnostics diagnostics = new Diagnostics();
        CompletableFuture<List<String>> namesChecked = CompletableFuture.supplyAsync(
                () -> TemplateNames.check(options.templates(), display(options.templates()), diagnostics,
                        memory.templateNames()));
        CompletableFuture<Templates> templates = CompletableFuture.supplyAsync(
                () -> templates(options.templates(), display(options.templates()), memory.templates()));
        Markdown markdown = new Markdown(Directives::shape);
        Load.Sources sources = Load.sources(options.content(), display(options.content()), diagnostics,
                memory.files());
        Content content = Parse.book(Work.costliestFirst(sources.lessons(), source -> source.text().text().length(),
                source -> memory.parse(source, markdown).lesson()), sources.files(), diagnostics);
        Book book = book(content, options);
        List<Page> pages = pages(content, book.title());
        time.lap("load and parse");
        List<Memory.Kept> outlined = Work.costliestFirst(pages, Page::length,
                page -> memory.outline(memory.of(page.lesson()), page.number(), markdown));
        // The facts read the lessons as outlined: one outlined again under a new number is a new parse.
        List<Lesson> lessons = outlined.stream().map(Memory.Kept::lesson).toList();
        Content numbered = content.index() == null ? new Content(null, lessons, content.files())
                : new Content(lessons.get(0), lessons.subList(1, lessons.size()), content.files());
        BookContext context = new BookContext(memory.solver(), memory.pageSolver(), () -> joined(templates), markdown,
                Outlines.facts(numbered, outlined.stream().map(Memory.Kept::outline).toList(),
                        References.read(numbered, display(options.content()) + "/", diagnostics,
                                memory.bibliography()), diagnostics),
                diagnostics, options.edition(), options.seed());
        time.lap("outline");
        List<Memory.Kept> made = Work.costliestFirst(pages, Page::length, page -> memory.products(
                outlined.get(page.at()), context, page.href(), page.title(), markdown));
        time.lap("expand and render");
        CompletableFuture<SortedMap<String, byte[]>> assets = CompletableFuture.supplyAsync(
                () -> Assets.collect(options.templates(), display(options.templates()), diagnostics),
                ForkJoinPool.commonPool());
        SortedMap<String, byte[]> files = new TreeMap<>();
        Pages.Site site = site(book, content, pages, made, memory.games(), context.references());
        Work.costliestFirst(Pages.jobs(joined(templates), markdown, diagnostics, site, files, memory.pages()),
                Pages.Job::cost, job -> Page.run(job.page()));
        files.putAll(joined(assets));
        addContentFiles(options, content, files, diagnostics);
        checkUnused(joined(templates), joined(namesChecked), diagnostics);
        Memory.Report report = memory.finish(diagnostics);
        time.lap("pages");
        return new Result(diagnostics, site.book().title(), files, made.stream()
                .flatMap(kept -> kept.made().products().exercises().stream()).toList(), made.stream()
                .flatMap(kept -> kept.made().products().proofs().stream()).toList(), time.laps(), report);
    }

    /** The whole book printed, in the site (with --pdf). */
    public static final String PDF = "book.pdf";

    /** The book's templates, as a build renders with them. */
    public static Templates templates(BuildOptions options) {
        return templates(options.templates(), display(options.templates()), new LastMade<>());
    }

    /** A templates folder, as the build names it, and its files with a hash of each. */
    private record Folder(Path folder, String display, List<String> sources) {
    }

    /**
     * The templates of a folder; the last ones parsed ({@code last}, which the build's memory keeps) while the folder's
     * files stay the same: parsing them was half of a small book's build, paid again at every rebuild of the preview.
     */
    private static Templates templates(Path folder, String display, LastMade<Templates> last) {
        List<String> sources = new ArrayList<>();
        try {
            // The assets are copied, not parsed: a restyled stylesheet keeps the templates, and the lessons made with them.
            Path assets = folder.resolve("assets");
            Load.fingerprint(folder, path -> !path.startsWith(assets), sources);
        } catch (IOException e) {
            // Unknown: parsed again, and whatever is wrong is reported where the templates are read.
            sources = null;
        }
        return sources == null ? parsed(folder, display) : last.get(new Folder(folder, display, sources),
                new Diagnostics(), found -> parsed(folder, display));
    }

    private static Templates parsed(Path folder, String display) {
        Templates templates = new Templates(folder, display);
        templates.share("position", Markdown::position);
        templates.preload(PRELOADED);
        return templates;
    }

    /** Documents rendered from the book's templates, with the assets they load (KaTeX, the stylesheet, the script). */
    public static SortedMap<String, byte[]> withAssets(BuildOptions options, SortedMap<String, byte[]> documents) {
        SortedMap<String, byte[]> files = new TreeMap<>(documents);
        // A problem among the book's own assets is the build's to report: these are KaTeX and the built-in ones.
        Assets.collect(options.templates(), display(options.templates()), new Diagnostics()).forEach((path, bytes) -> {
            if (path.startsWith("assets/katex/") || path.equals("assets/nimbook.css") || path.equals("assets/nimbook.js")) {
                files.put(path, bytes);
            }
        });
        return files;
    }

    /**
     * Documents printed to PDF with the machine's Chromium, each on its own (its pages numbered from 1): the PDF of each
     * page named, by the page's name ({@code set-12.html} gives {@code set-12.pdf}). Two print at a time.
     */
    public static SortedMap<String, byte[]> print(SortedMap<String, byte[]> files, List<String> pages)
            throws IOException {
        return Printer.print(files, pages);
    }

    /**
     * Builds the site and, if the build found no problem, replaces the output folder with it. First a swap that a killed
     * build left half done is undone, whatever becomes of this one.
     */
    public static Result buildAndWrite(BuildOptions options) throws IOException {
        recover(options.out());
        Result result = build(options);
        if (result.ok()) {
            long start = System.nanoTime();
            if (options.pdf()) {
                result.files().put(PDF, Printer.print(result.files(), Pages.WHOLE_BOOK));
                result.timings().put("print", (System.nanoTime() - start) / 1_000_000);
                start = System.nanoTime();
            }
            Destination.folder(options.out(), result.files());
            result.timings().put("write", (System.nanoTime() - start) / 1_000_000);
        }
        return result;
    }

    /**
     * Why a build may not write to {@code out} (a file, or a folder that holds files Nimbook did not write), or null:
     * asked before building, so that the command line's mistake is told at once.
     */
    public static String outRefusal(Path out) throws IOException {
        return SiteWriter.refusal(out);
    }

    /**
     * Puts back the site at {@code out} if a build was killed between the renames of its swap, and removes the folders
     * killed builds left beside it (see {@link SiteWriter#recover}).
     */
    public static void recover(Path out) throws IOException {
        SiteWriter.recover(out);
    }

    /** Whether {@code inner} is {@code outer} or inside it on the disk: every link along either path followed. */
    public static boolean within(Path inner, Path outer) throws IOException {
        return real(inner).startsWith(real(outer));
    }

    /** The path as the disk has it, as far as it exists: its links (clink → content) followed. */
    private static Path real(Path path) throws IOException {
        Path absolute = path.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        return existing == null ? absolute : existing.toRealPath().resolve(existing.relativize(absolute));
    }

    /** A value made on another thread; what failed there is thrown here as it was. */
    private static <T> T joined(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** Wall time per stage. */
    private static final class Stopwatch {
        private final Map<String, Long> laps = new LinkedHashMap<>();
        private long last = System.nanoTime();

        void lap(String stage) {
            long now = System.nanoTime();
            laps.put(stage, (now - last) / 1_000_000);
            last = now;
        }

        Map<String, Long> laps() {
            return laps;
        }
    }

    /**
     * A page made from a lesson: the introduction (number 0) or a lesson, its address and the title it is searched by,
     * and where it stands in the list of pages.
     */
    private record Page(int at, int number, Lesson lesson, String href, String title) {
        long length() {
            return lesson.source().text().length();
        }

        static Void run(Runnable job) {
            job.run();
            return null;
        }
    }

    /** The introduction, if the book has one, then the lessons in order. */
    private static List<Page> pages(Content content, String bookTitle) {
        List<Page> pages = new ArrayList<>();
        if (content.index() != null) {
            pages.add(new Page(0, 0, content.index(), "index.html", bookTitle));
        }
        for (int i = 0; i < content.lessons().size(); i++) {
            Lesson lesson = content.lessons().get(i);
            pages.add(new Page(pages.size(), i + 1, lesson, lesson.page(), (i + 1) + ". " + lesson.front().title()));
        }
        return pages;
    }

    /** What the site shows: the book, its introduction and lessons with their products, the games. */
    private static Pages.Site site(Book book, Content content, List<Page> pages, List<Memory.Kept> made,
            List<Pages.GameEntry> games, nimbook.book.Facts facts) {
        Pages.Chapter intro = null;
        List<Pages.Chapter> chapters = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            Page page = pages.get(i);
            Memory.Kept kept = made.get(i);
            Pages.Chapter chapter = new Pages.Chapter(page.number() == 0 ? null : entry(content, page.number()),
                    kept.lesson(), kept.made().products());
            if (page.number() == 0) {
                intro = chapter;
            } else {
                chapters.add(chapter);
            }
        }
        return new Pages.Site(book, intro, chapters, games, facts.bibliography(), facts.glossary());
    }

    /** Lesson {@code number}'s entry in the contents. */
    private static Pages.Entry entry(Content content, int number) {
        Lesson lesson = content.lessons().get(number - 1);
        return new Pages.Entry(number, lesson.slug(), lesson.page(), lesson.front().title(), lesson.front().summary());
    }

    private static Book book(Content content, BuildOptions options) {
        FrontMatter front = content.index() == null ? null : content.index().front();
        String title = front == null || front.title() == null ? "Nimbook" : front.title();
        String subtitle = front == null || front.summary() == null ? "" : front.summary();
        return Book.titled(title).subtitle(subtitle).answers(options.edition() == Edition.INSTRUCTOR)
                .edition(options.edition().name().toLowerCase(Locale.ROOT)).seed(options.seed())
                .wholeBook(options.wholeBook() || options.pdf()).workedSolutions(front == null || front.workedSolutions())
                .pdf(options.pdf());
    }

    /** The content folder's other files, copied as they are; one that a page or an asset of the book's would replace is refused. */
    private static void addContentFiles(BuildOptions options, Content content, SortedMap<String, byte[]> files,
            Diagnostics diagnostics) {
        for (String path : content.files().keySet()) {
            if (files.containsKey(path)) {
                diagnostics.error(new SourcePosition(display(options.content()) + "/" + path, 1, 1), "the book writes "
                        + path + " itself (the book's own pages and assets; its look comes from "
                        + display(options.templates()) + "/): rename this file");
            }
        }
        content.files().forEach(files::putIfAbsent);
    }

    /** A template of the book's that no page used this time (a block no lesson has yet) is checked all the same. */
    private static void checkUnused(Templates templates, List<String> names, Diagnostics diagnostics) {
        for (String name : names) {
            try {
                templates.parse(name);
            } catch (TemplateException e) {
                e.reportTo(diagnostics);
            }
        }
    }

    /** How a folder is named in messages: relative to the working folder when it is inside it. */
    static String display(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        Path here = Path.of("").toAbsolutePath();
        return absolute.startsWith(here) && !absolute.equals(here) ? here.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }
}
