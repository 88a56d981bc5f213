package nimbook.render;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.SortedMap;
import java.util.stream.Stream;
import nimbook.book.Bibliography;
import nimbook.book.Glossary;
import nimbook.book.ExerciseKey;
import nimbook.book.Facts;
import nimbook.book.GrundyTable;
import nimbook.book.Lesson;
import nimbook.book.ProofKey;
import nimbook.book.Products;
import nimbook.diag.Diagnostics;
import nimbook.markdown.Markdown;
import nimbook.markdown.PageContext;
import nimbook.text.Json;

/**
 * The render pass: the site's pages from their templates and the lessons' products — the index, each lesson, the answer
 * key, the games, the whole book on one page — and the scripts that carry the book's text for the search box and its
 * blocks' previews. Every page is independent of the others: they are rendered in parallel, the longest first.
 */
public final class Pages {
    private final Templates templates;
    private final Diagnostics diagnostics;
    private final SortedMap<String, byte[]> pages;
    private final Memo memo;

    private Pages(Templates templates, Diagnostics diagnostics, SortedMap<String, byte[]> pages, Memo memo) {
        this.templates = templates;
        this.diagnostics = diagnostics;
        this.pages = pages;
        this.memo = memo;
    }

    /**
     * The pages one build rendered, by everything their template was given, for the next build to reuse when it would
     * give the same (the preview's rebuilds); and the pages this build rendered itself, for its report.
     */
    public static final class Memo {
        private Map<String, Made> last = Map.of();
        private final Map<String, Made> now = new ConcurrentHashMap<>();
        /** Each page's part of the search index, as written, by the page (the same object while it is kept). */
        private Map<Products.Page, byte[]> searchLast = new IdentityHashMap<>();
        private Map<Products.Page, byte[]> searchNow = new IdentityHashMap<>();

        /** A page as rendered from its inputs. */
        private record Made(Object inputs, byte[] page) {
        }

        /** The pages rendered since the last call, sorted; the pages made are then kept for the next build. */
        public List<String> rendered() {
            List<String> rendered = now.entrySet().stream().filter(made -> last.get(made.getKey()) != made.getValue())
                    .map(Map.Entry::getKey).sorted().toList();
            last = Map.copyOf(now);
            now.clear();
            if (!searchNow.isEmpty()) { // else the index was taken whole from the last build
                searchLast = searchNow;
                searchNow = new IdentityHashMap<>();
            }
            return rendered;
        }
    }

    /**
     * All a lesson's page is made of: its templates (parsed once per set of them), its model's parts. Nothing here grows
     * with the book: the list of lessons is one script every page loads ({@link #CONTENTS}).
     */
    private record Inputs(Templates templates, Book book, Entry lesson, String body, List<Products.Heading> toc,
            List<ExerciseKey> exercises, List<String> scripts, Entry previous, Entry next) {
    }

    /** A lesson as the contents list and the navigation show it. */
    public record Entry(int number, String slug, String href, String title, String summary) {
    }

    /** Where the whole book on one page is written in the site. */
    public static final String WHOLE_BOOK = "print.html";

    /**
     * Where the list of lessons is written: one script that every page's sidebar loads, and the browser keeps, rather
     * than a copy in each page, whose size would grow with the book's (as mdBook's sidebar is since its PR #2414). It
     * puts the list in place of its own tag, as {@code navigation.ftlh} renders it; a page without scripts reaches every
     * lesson through the contents page and the pager.
     */
    public static final String CONTENTS = "assets/contents.js";

    /** A lesson to render: its entry, its source (the whole book's page renders it again) and its products. */
    public record Chapter(Entry entry, Lesson lesson, Products products) {
    }

    /** One lesson's part of the answer key: its exercises, and its proof exercises with their model proofs. */
    public record KeyGroup(Entry lesson, List<ExerciseKey> exercises, List<ProofKey> proofs) {
    }

    /**
     * A game of the catalogue with its notation, an example, its value and outcome, and a sample table; or loopy games,
     * their example's graph tabulated vertex by vertex ({@code vertices}; null for a game of the catalogue).
     */
    public record GameEntry(String name, String anchor, String description, String example, String value, String outcome,
            boolean misere, GrundyTable table, List<nimbook.book.LoopyRows.Row> vertices) {
    }

    /** What the site shows: the book, its introduction (null without one) and lessons, and the games. */
    public record Site(Book book, Chapter intro, List<Chapter> chapters, List<GameEntry> games,
            Bibliography bibliography, Glossary glossary) {
        public Site {
            // Every page's header links the references and the glossary when the lessons make them.
            book = book.linking(bibliography.file() != null, !glossary.definitions().isEmpty());
        }

        /** The lessons' entries, in order. */
        List<Entry> lessons() {
            return chapters.stream().map(Chapter::entry).toList();
        }
    }

    /**
     * The site's pages to render, each a job with its cost (how long its main content is), for the build to run in
     * parallel, the longest first; each job puts its page in {@code pages}. A template's problem is reported, and its
     * page left out.
     */
    public static List<Job> jobs(Templates templates, Markdown markdown, Diagnostics diagnostics, Site site,
            SortedMap<String, byte[]> pages, Memo memo) {
        return new Pages(templates, diagnostics, pages, memo).jobs(markdown, site);
    }

    /** A page to render, and how long its main content is. */
    public record Job(long cost, Runnable page) {
    }

    private List<Job> jobs(Markdown markdown, Site site) {
        List<Entry> lessons = site.lessons();
        String list;
        try {
            list = templates.render("navigation.ftlh", Map.of("book", site.book(), "lessons", lessons));
        } catch (TemplateException e) {
            e.reportTo(diagnostics);
            return List.of();
        }
        Map<String, Object> common = Map.of("book", templates.freeze(site.book()));
        List<Chapter> chapters = site.chapters();
        String intro = site.intro() == null ? "" : site.intro().products().body();
        List<Job> renders = new ArrayList<>();
        List<String> introScripts = scripts(site.intro() == null ? List.of() : List.of(site.intro()));
        // The lessons' exercises, as the contents page shows them, are made from their keys.
        List<List<ExerciseKey>> exercises = chapters.stream().map(chapter -> chapter.products().keys()).toList();
        renders.add(new Job(list.length(), () -> memoised(CONTENTS, list, () -> put(CONTENTS, contents(list)))));
        renders.add(new Job(intro.length(), () -> memoised("index.html", List.of(templates, site.book(), lessons,
                intro, introScripts, exercises), () -> page("index.html", "index.ftlh", with(common, "intro", intro,
                "lessons", lessons, "scripts", introScripts, "exercises", exercisesByLesson(chapters))))));
        for (int i = 0; i < chapters.size(); i++) {
            int at = i;
            renders.add(new Job(chapters.get(i).products().body().length(), () -> lesson(common, site.book(), chapters,
                    at)));
        }
        long all = intro.length() + chapters.stream().mapToLong(chapter -> chapter.products().body().length()).sum();
        if (site.book().answers()) {
            renders.add(new Job(all, () -> memoised(Facts.KEY_PAGE, List.of(templates, site.book(),
                    chapters.stream().map(chapter -> List.of(chapter.entry(), chapter.products().keys(),
                            chapter.products().proofs())).toList()),
                    () -> answerKey(common, chapters))));
        }
        if (site.book().wholeBook()) {
            // Rendered from the lessons' documents, which have no value to compare: every time.
            renders.add(new Job(all, () -> memoised(WHOLE_BOOK, new Object(), () -> new WholeBook(markdown, site)
                    .render(this, with(common, "lessons", lessons)))));
        }
        renders.add(new Job(all, () -> memoised("games.html", List.of(templates, site.book(), site.games()),
                () -> page("games.html", "games.ftlh", with(common, "games", site.games(), "scripts", WIDGET_SCRIPTS)))));
        if (site.bibliography().file() != null) {
            renders.add(new Job(0, () -> memoised(Bibliography.PAGE, List.of(templates, site.book(),
                    site.bibliography()), () -> page(Bibliography.PAGE, "references.ftlh", with(common, "references",
                    site.bibliography().references())))));
        }
        if (!site.glossary().definitions().isEmpty()) {
            List<Term> terms = terms(site);
            renders.add(new Job(0, () -> memoised(Glossary.PAGE, List.of(templates, site.book(), terms),
                    () -> page(Glossary.PAGE, "glossary.ftlh", with(common, "terms", terms)))));
        }
        List<Products.Page> searched = searched(site);
        renders.add(new Job(all, () -> memoised(SearchIndex.PATH, searched, () -> put(SearchIndex.PATH,
                SearchIndex.script(searched, memo.searchLast, memo.searchNow)))));
        List<Products.Preview> previews = chapters.stream().flatMap(chapter -> chapter.products().previews().stream())
                .toList();
        renders.add(new Job(0, () -> memoised(Previews.PATH, previews, () -> put(Previews.PATH,
                Previews.script(previews)))));
        return renders;
    }

    /**
     * Puts the page at {@code path}: as the last build rendered it when it was made of the same {@code inputs}, else as
     * {@code render} renders it (and puts it; null: it could not), kept for the next build.
     */
    private void memoised(String path, Object inputs, Supplier<byte[]> render) {
        Memo.Made last = memo.last.get(path);
        if (last != null && last.inputs().equals(inputs)) {
            memo.now.put(path, last);
            put(path, last.page());
            return;
        }
        byte[] page = render.get();
        if (page != null) {
            memo.now.put(path, new Memo.Made(inputs, page));
        }
    }

    /**
     * A glossary entry: the term as defined, its anchor on the glossary page, the link to its definition, how that place
     * is named and its lesson's title, and the definition itself as HTML (the block or paragraph that defines it) and
     * as text.
     */
    public record Term(String term, String anchor, String href, String where, String lesson, String html, String text) {
    }

    /** The glossary's entries, each with its definition as the lesson that defines it collected it. */
    private static List<Term> terms(Site site) {
        Map<String, Products.Defined> defined = new java.util.HashMap<>();
        java.util.stream.Stream.concat(site.chapters().stream(), java.util.stream.Stream.ofNullable(site.intro()))
                .forEach(chapter -> chapter.products().defined().forEach(definition -> defined.putIfAbsent(
                        definition.term().toLowerCase(java.util.Locale.ROOT), definition)));
        return site.glossary().definitions().stream().map(entry -> {
            Products.Defined definition = defined.get(entry.term().toLowerCase(java.util.Locale.ROOT));
            return new Term(entry.term(), entry.anchor(), entry.href(), entry.where(), entry.lesson(),
                    definition == null ? "" : definition.html(), definition == null ? "" : definition.text());
        }).toList();
    }

    /** The search index's pages: the introduction, each lesson, then the games. */
    private static List<Products.Page> searched(Site site) {
        // The contents page is there with or without an introduction.
        List<Products.Page> searched = new ArrayList<>(List.of(site.intro() == null
                ? new Products.Page("index.html", site.book().title(), List.of()) : site.intro().products().search()));
        site.chapters().forEach(chapter -> searched.add(chapter.products().search()));
        searched.add(new Products.Page("games.html", "The games", site.games().stream().map(game -> new Products.Section(
                game.anchor(), game.name(), game.description() + ". Example: " + game.example())).toList()));
        if (!site.glossary().definitions().isEmpty()) {
            searched.add(new Products.Page(Glossary.PAGE, "Glossary", terms(site).stream()
                    .map(term -> new Products.Section(term.anchor(), term.term(), "Defined in " + term.where() + ", "
                            + term.lesson() + ". " + term.text())).toList()));
        }
        return searched;
    }

    /**
     * Each lesson's exercises, as JSON for the contents page's script (it counts those the reader has solved): where
     * each stands ({@code 01-nim.html#exercise-1-1}) and its position (one solved before a set was regenerated with
     * another seed does not count). Keyed by the lesson's page.
     */
    private static Map<String, String> exercisesByLesson(List<Chapter> chapters) {
        Map<String, String> lessons = new HashMap<>();
        for (Chapter chapter : chapters) {
            if (!chapter.products().exercises().isEmpty()) {
                Json json = new Json().open();
                chapter.products().keys().forEach(exercise -> json.value(exercise.href(), exercise.position()));
                lessons.put(chapter.entry().href(), json.close().toString());
            }
        }
        return lessons;
    }

    private void lesson(Map<String, Object> common, Book book, List<Chapter> chapters, int i) {
        Chapter chapter = chapters.get(i);
        Inputs inputs = new Inputs(templates, book, chapter.entry(), chapter.products().body(), chapter.products().contents(), chapter.products().keys(), scripts(List.of(chapter)),
                i > 0 ? chapters.get(i - 1).entry() : null, i + 1 < chapters.size() ? chapters.get(i + 1).entry() : null);
        String path = chapter.entry().slug() + ".html";
        memoised(path, inputs, () -> {
            Map<String, Object> model = with(common, "lesson", inputs.lesson(), "body", inputs.body(), "toc",
                    inputs.toc(), "exercises", inputs.exercises(), "scripts", inputs.scripts());
            if (inputs.previous() != null) {
                model.put("previous", inputs.previous());
            }
            if (inputs.next() != null) {
                model.put("next", inputs.next());
            }
            return page(path, "lesson.ftlh", model);
        });
    }

    /** The answer key: each lesson's exercises with their answers, and its own contents for its sidebar. */
    private byte[] answerKey(Map<String, Object> common, List<Chapter> chapters) {
        List<KeyGroup> groups = new ArrayList<>();
        List<Products.Heading> toc = new ArrayList<>();
        for (Chapter chapter : chapters) {
            if (!chapter.products().exercises().isEmpty() || !chapter.products().proofs().isEmpty()) {
                Entry lesson = chapter.entry();
                groups.add(new KeyGroup(lesson, chapter.products().keys(), chapter.products().proofs()));
                toc.add(new Products.Heading(2, "key-" + lesson.slug(), Markdown.escape(lesson.number() + ". "
                        + lesson.title())));
                for (ExerciseKey exercise : chapter.products().keys()) {
                    toc.add(new Products.Heading(3, exercise.anchor(), "Exercise " + Markdown.escape(exercise.number())));
                }
                for (ProofKey proof : chapter.products().proofs()) {
                    toc.add(new Products.Heading(3, proof.anchor(), Markdown.escape(proof.reference())));
                }
            }
        }
        return page(Facts.KEY_PAGE, "answers.ftlh", with(common, "groups", groups, "toc", toc));
    }

    /**
     * What a page with widgets loads: the shared helpers and every widget's script, since one widget may make another (a
     * calculator offers a board for the position typed into it). The solver is not among them: the helpers fetch it
     * when a widget first asks it something.
     */
    private static final List<String> WIDGET_SCRIPTS = List.of("assets/widgets/common.js",
            "assets/widgets/hackenbush.js", "assets/widgets/play.js", "assets/widgets/calculator.js",
            "assets/widgets/check.js", "assets/widgets/loopy.js");

    /** The widgets' scripts a page of these lessons needs: none, or all of them. */
    static List<String> scripts(List<Chapter> chapters) {
        return chapters.stream().anyMatch(chapter -> !chapter.products().widgets().isEmpty()) ? WIDGET_SCRIPTS : List.of();
    }

    /** A model: the data every page is given, and a page's own. */
    static Map<String, Object> with(Map<String, Object> common, Object... more) {
        Map<String, Object> model = new HashMap<>(common);
        for (int i = 0; i < more.length; i += 2) {
            model.put((String) more[i], more[i + 1]);
        }
        return model;
    }

    /** The script that puts the list of lessons ({@code navigation.ftlh}'s HTML) in place of its own tag. */
    private static byte[] contents(String list) {
        return ("// The book's lessons, for every page's sidebar: written by nimbook build.\n"
                + "document.currentScript.insertAdjacentHTML(\"beforebegin\", "
                + new Json().array().element(list).closeArray() + ".join(\"\"));\n").getBytes(StandardCharsets.UTF_8);
    }

    /** Renders a page, and returns it; a template's problem is reported (and null returned). */
    byte[] page(String path, String template, Map<String, Object> model) {
        try {
            byte[] page = templates.render(template, model).getBytes(StandardCharsets.UTF_8);
            put(path, page);
            return page;
        } catch (TemplateException e) {
            e.reportTo(diagnostics);
            return null;
        }
    }

    private byte[] put(String path, byte[] bytes) {
        synchronized (pages) {
            pages.put(path, bytes);
        }
        return bytes;
    }

    /**
     * The whole book on one page ({@code print.html}), to print or to save as PDF, as mdBook's print page: the title
     * page and every lesson, each rendered again as a part of the page, whose ids are named after it
     * ({@code 01-nim--summary}), whose links to the book's parts lead within the page, and whose headings go one level
     * down below the title page, so that the page keeps one h1 and no heading skips a level.
     */
    private record WholeBook(Markdown markdown, Site site) {
        byte[] render(Pages pages, Map<String, Object> common) {
            Set<String> parts = new HashSet<>(List.of("index"));
            site.chapters().forEach(chapter -> parts.add(chapter.entry().slug()));
            List<Products.Heading> toc = new ArrayList<>(List.of(new Products.Heading(2, "index",
                    Markdown.escape(site.book().title()))));
            List<String> bodies = new ArrayList<>();
            for (Chapter chapter : site.chapters()) {
                toc.add(new Products.Heading(2, chapter.entry().slug(), Markdown.escape(chapter.entry().number() + ". "
                        + chapter.entry().title())));
                bodies.add(part(chapter, chapter.entry().slug(), parts));
            }
            String intro = site.intro() == null ? "" : part(site.intro(), "index", parts);
            List<Chapter> all = Stream.concat(Stream.ofNullable(site.intro()), site.chapters().stream()).toList();
            return pages.page(WHOLE_BOOK, "print.ftlh", with(common, "intro", intro, "bodies", bodies, "toc", toc, "scripts",
                    scripts(all)));
        }

        private String part(Chapter chapter, String name, Set<String> parts) {
            return markdown.render(chapter.lesson().document(), PageContext.part(name, parts));
        }
    }
}
