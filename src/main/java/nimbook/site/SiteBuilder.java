package nimbook.site;

import com.vladsch.flexmark.ast.Heading;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToLongFunction;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.directive.BookContext;
import nimbook.directive.CrossReferences;
import nimbook.directive.Edition;
import nimbook.directive.Exercise;
import nimbook.directive.Expander;
import nimbook.directive.Outline;
import nimbook.markdown.Markdown;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.solver.Solver;

/**
 * The build, as a line of stages: load and parse the lessons, outline them (numbers, labels, anchors),
 * expand their directives with the solver and render them, render the pages, and — only when no stage
 * reported a problem — write the site in one swap.
 */
public final class SiteBuilder {
    /** The templates nearly every build uses. */
    private static final List<String> PRELOADED = List.of("layout.ftlh", "lesson.ftlh", "navigation.ftlh", "steps.ftlh",
            "table.ftlh", "answer.ftlh", "directives/exercise.ftlh", "directives/statement.ftlh", "directives/proof.ftlh",
            "directives/worked-example.ftlh", "directives/grundy-table.ftlh", "directives/verify.ftlh",
            "directives/play-through.ftlh", "directives/callout.ftlh", "index.ftlh", "answers.ftlh", "games.ftlh", "print.ftlh");

    private SiteBuilder() {
    }

    /**
     * What a build produced: its diagnostics, the site's files path by path, its exercises in book order, and how
     * long each stage took (in milliseconds, in order).
     */
    public record Result(Diagnostics diagnostics, String title, SortedMap<String, byte[]> files, List<Exercise> exercises,
            Map<String, Long> timings) {
        public boolean ok() {
            return diagnostics.isEmpty();
        }
    }

    /** Builds the site in memory. */
    public static Result build(BuildOptions options) {
        Stopwatch time = new Stopwatch();
        Diagnostics diagnostics = new Diagnostics();
        // Configure FreeMarker and parse the templates while the lessons are read and parsed (a cold JVM makes
        // both slow).
        CompletableFuture<List<String>> namesChecked = CompletableFuture.supplyAsync(
                () -> TemplateNames.check(options.templates(), display(options.templates()), diagnostics));
        CompletableFuture<Templates> parsed = CompletableFuture.supplyAsync(
                () -> templates(options.templates(), display(options.templates())));
        Markdown markdown = new Markdown();
        Content content = Content.load(options.content(), display(options.content()), markdown, diagnostics);
        time.lap("load and parse");
        // Lessons by number, the longest taking the most work.
        List<Integer> lessons = IntStream.range(0, content.lessons().size()).boxed().toList();
        ToLongFunction<Integer> length = i -> content.lessons().get(i).source().text().length();
        List<Outline> outlines = Work.costliestFirst(lessons, length, i -> Outline.of(content.lessons().get(i).document(),
                content.lessons().get(i).source(), i + 1, markdown, diagnostics));
        Outline introOutline = content.index() == null ? null
                : Outline.of(content.index().document(), content.index().source(), 0, markdown, diagnostics);
        BookContext context = new BookContext(new Solver(), Solver.forPages(), () -> joined(parsed), markdown,
                references(content, outlines, introOutline, diagnostics), diagnostics, options.edition(),
                options.seed());
        time.lap("outline");
        List<Pages.Chapter> chapters = Work.costliestFirst(lessons, length,
                i -> chapter(context, content.lessons().get(i), outlines.get(i), i + 1));
        String intro = introOutline == null ? "" : new Expander(context, introOutline, "index.html")
                .render(content.index().document());
        Pages.Book book = book(content, options);
        byte[] introSearched = SearchIndex.json(SearchIndex.page("index.html", book.title(), intro,
                introOutline == null ? List.of() : placed(introOutline, intro), List.of()));
        time.lap("expand and render");
        // The assets need nothing from the lessons: they are read on another thread while the pages render.
        CompletableFuture<SortedMap<String, byte[]>> assets = CompletableFuture.supplyAsync(
                () -> Assets.collect(options.templates(), display(options.templates()), diagnostics), ForkJoinPool.commonPool());
        SortedMap<String, byte[]> pages = Pages.render(context, book, intro, introSearched, chapters);
        SortedMap<String, byte[]> files = new TreeMap<>(joined(assets));
        files.putAll(pages);
        for (String path : content.files().keySet()) {
            if (files.containsKey(path)) {
                diagnostics.error(new SourcePosition(display(options.content()) + "/" + path, 1, 1), "the book writes "
                        + path + " itself (the book's own pages and assets; its look comes from "
                        + display(options.templates()) + "/): rename this file");
            }
        }
        content.files().forEach(files::putIfAbsent);
        // A template of the book's that no page used this time (a block no lesson has yet) is checked all the same.
        Templates templates = joined(parsed);
        for (String name : joined(namesChecked)) {
            try {
                templates.parse(name);
            } catch (TemplateException e) {
                e.reportTo(diagnostics);
            }
        }
        time.lap("pages");
        List<Exercise> exercises = chapters.stream().flatMap(chapter -> chapter.exercises().stream()).toList();
        return new Result(diagnostics, book.title(), files, exercises, time.laps());
    }

    /** The whole book printed, in the site (with --pdf). */
    public static final String PDF = "book.pdf";

    /** The book's templates, as a build renders with them. */
    public static Templates templates(BuildOptions options) {
        return templates(options.templates(), display(options.templates()));
    }

    /**
     * Replaces {@code out} with documents rendered from the book's templates (printed sheets), and the assets they
     * load: KaTeX, the stylesheet and the script that typesets formulas.
     */
    public static void writeDocuments(BuildOptions options, Path out, SortedMap<String, byte[]> documents)
            throws IOException {
        SortedMap<String, byte[]> files = new TreeMap<>(documents);
        // A problem among the book's own assets is the build's to report: these are KaTeX and the built-in ones.
        Assets.collect(options.templates(), display(options.templates()), new Diagnostics()).forEach((path, bytes) -> {
            if (path.startsWith("assets/katex/") || path.equals("assets/nimbook.css") || path.equals("assets/nimbook.js")) {
                files.put(path, bytes);
            }
        });
        SiteWriter.replace(out, files);
    }

    /** Templates parsed for a folder whose files were as {@code sources} says. */
    private record Parsed(Path folder, String display, List<String> sources, Templates templates) {
    }

    /**
     * The last templates parsed, kept for the next build while its folder's files stay the same: parsing them was half
     * of a small book's build, paid again at every rebuild of the preview.
     */
    private static final AtomicReference<Parsed> LAST_PARSED = new AtomicReference<>();

    private static Templates templates(Path folder, String display) {
        List<String> sources = new ArrayList<>();
        try {
            Content.fingerprint(folder, sources);
        } catch (IOException e) {
            // Unknown: parsed again, and whatever is wrong is reported where the templates are read.
            sources = null;
        }
        Parsed last = LAST_PARSED.get();
        if (sources != null && last != null && last.folder().equals(folder) && last.display().equals(display)
                && last.sources().equals(sources)) {
            return last.templates();
        }
        Templates templates = new Templates(folder, display);
        templates.share("position", Markdown::position);
        templates.preload(PRELOADED);
        if (sources != null) {
            LAST_PARSED.set(new Parsed(folder, display, sources, templates));
        }
        return templates;
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
                result.files().put(PDF, Printer.print(result.files(), PrintPage.PATH));
                result.timings().put("print", (System.nanoTime() - start) / 1_000_000);
                start = System.nanoTime();
            }
            SiteWriter.replace(options.out(), result.files());
            result.timings().put("write", (System.nanoTime() - start) / 1_000_000);
        }
        return result;
    }

    /**
     * Puts back the site at {@code out} if a build was killed between the renames of its swap, and removes the folders
     * killed builds left beside it (see {@link SiteWriter#recover}).
     */
    public static void recover(Path out) throws IOException {
        SiteWriter.recover(out);
    }

    /**
     * Why a build may not write to {@code out} (a file, or a folder that holds files Nimbook did not write), or null:
     * asked before building, so that the command line's mistake is told at once.
     */
    public static String outRefusal(Path out) throws IOException {
        return SiteWriter.refusal(out);
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

    private static Pages.Chapter chapter(BookContext context, Lesson lesson, Outline outline, int number) {
        Expander expander = new Expander(context, outline, lesson.page());
        String body = expander.render(lesson.document());
        List<Pages.Heading> headings = placed(outline, body);
        List<Pages.TocEntry> toc = new ArrayList<>();
        for (Pages.Heading heading : headings) {
            // The contents entry is a link itself: a link in the heading ({{ ref }}, [text](…)) stays as text, and a
            // footnote's number goes.
            toc.add(new Pages.TocEntry(heading.level(), heading.anchor(), LINK_TAG.matcher(FOOTNOTE_REF.matcher(
                    heading.html()).replaceAll("")).replaceAll("")));
        }
        // Cut for the search box, and the blocks' previews, here, where lessons are worked on in parallel, rather than
        // with the pages.
        Pages.Entry entry = entry(lesson, number);
        List<Html.Block> blocks = new ArrayList<>();
        Set<String> equations = new HashSet<>();
        for (Outline.Numbered numbered : outline.numberedInOrder()) {
            if (numbered.equation()) {
                equations.add(numbered.anchor());
            }
            blocks.add(new Html.Block(numbered.anchor(), numbered.heading()));
        }
        List<Html.Placed> placed = Html.place(body, blocks);
        // An equation is previewed, but searched as part of its section's text: alone it is mostly symbols.
        List<Html.Placed> searched = placed.stream().filter(block -> !equations.contains(block.block().anchor())).toList();
        return new Pages.Chapter(entry, body, toc, expander.exercises(), SearchIndex.json(SearchIndex.page(entry.href(),
                number + ". " + entry.title(), body, headings, searched)), Previews.of(entry.href(), body, placed, equations));
    }

    /** The page's level-2 and level-3 headings, found in its HTML as rendered (directives and math expanded). */
    private static List<Pages.Heading> placed(Outline outline, String body) {
        List<Pages.Heading> placed = new ArrayList<>();
        int from = 0;
        for (Heading heading : outline.headings()) {
            if (heading.getLevel() > 3) {
                continue;
            }
            String open = "<h" + heading.getLevel() + " id=\"" + heading.getAnchorRefId() + "\">";
            String close = "</h" + heading.getLevel() + ">";
            int start = body.indexOf(open, from);
            int end = start < 0 ? -1 : body.indexOf(close, start);
            if (end >= 0) {
                placed.add(new Pages.Heading(heading.getLevel(), heading.getAnchorRefId(), start, end + close.length(),
                        body.substring(start + open.length(), end)));
                from = end + close.length();
            }
        }
        return placed;
    }

    private static final Pattern LINK_TAG = Pattern.compile("</?a\\b[^>]*>");
    private static final Pattern FOOTNOTE_REF = Pattern.compile("<a class=\"footnote-ref\".*?</a>");

    private static Pages.Entry entry(Lesson lesson, int number) {
        return new Pages.Entry(number, lesson.slug(), lesson.page(), lesson.front().title(), lesson.front().summary());
    }

    private static Pages.Book book(Content content, BuildOptions options) {
        List<Pages.Entry> entries = new ArrayList<>();
        for (int i = 0; i < content.lessons().size(); i++) {
            entries.add(entry(content.lessons().get(i), i + 1));
        }
        FrontMatter front = content.index() == null ? null : content.index().front();
        String title = front == null || front.title() == null ? "Nimbook" : front.title();
        String subtitle = front == null || front.summary() == null ? "" : front.summary();
        return new Pages.Book(title, subtitle, entries, options.edition() == Edition.INSTRUCTOR,
                options.edition().name().toLowerCase(Locale.ROOT), options.seed(), options.wholeBook() || options.pdf(),
                front == null || front.workedSolutions(), options.pdf());
    }

    /** Every label and anchor of the book; a label used twice is an error at its second use. */
    private static CrossReferences references(Content content, List<Outline> outlines, Outline intro,
            Diagnostics diagnostics) {
        Map<String, CrossReferences.Target> labels = new HashMap<>();
        Map<String, Set<String>> anchors = new HashMap<>();
        for (int i = 0; i < outlines.size(); i++) {
            Outline outline = outlines.get(i);
            String page = content.lessons().get(i).page();
            anchors.put(page, Set.copyOf(outline.anchors()));
            for (Outline.Numbered numbered : outline.numberedInOrder()) {
                if (numbered.label() == null) {
                    continue;
                }
                CrossReferences.Target previous = labels.putIfAbsent(numbered.label(),
                        new CrossReferences.Target(page, numbered.anchor(), numbered.reference()));
                if (previous != null) {
                    diagnostics.error(numbered.at(), "label \"" + numbered.label() + "\" is already used by "
                            + previous.text() + " (" + previous.page() + "): labels are unique in the book");
                }
            }
        }
        anchors.put("index.html", intro == null ? Set.of() : Set.copyOf(intro.anchors()));
        anchors.put("games.html", Pages.gameAnchors());
        // The answer key's part for each lesson with exercises, and its entry for each exercise. The student edition
        // has no key, but links to it are checked in both: there they keep their text and lose the link.
        Set<String> key = new HashSet<>();
        for (int i = 0; i < outlines.size(); i++) {
            for (Outline.Numbered numbered : outlines.get(i).numberedInOrder()) {
                if (numbered.kind().equals("exercise")) {
                    key.add("key-" + content.lessons().get(i).slug());
                    key.add(numbered.anchor());
                }
            }
        }
        anchors.put(BookContext.KEY_PAGE, key);
        Set<String> files = new HashSet<>(content.files().keySet());
        return new CrossReferences(labels, anchors, files);
    }

    /** How a folder is named in messages: relative to the working folder when it is inside it. */
    static String display(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        Path here = Path.of("").toAbsolutePath();
        return absolute.startsWith(here) && !absolute.equals(here) ? here.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }
}
