package nimbook.render;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.stream.Stream;
import nimbook.book.Bibliography;
import nimbook.book.Glossary;
import nimbook.book.ExerciseKey;
import nimbook.book.Facts;
import nimbook.book.GrundyTable;
import nimbook.book.Lesson;
import nimbook.book.Numbered;
import nimbook.book.Products;
import nimbook.diag.Diagnostics;
import nimbook.markdown.Markdown;
import nimbook.markdown.PageContext;
import nimbook.web.Json;

/**
 * The render pass: the site's pages from their templates and the lessons' products — the index, each lesson, the answer
 * key, the games, the whole book on one page — and the scripts that carry the book's text for the search box and its
 * blocks' previews. Every page is independent of the others: they are rendered in parallel, the longest first.
 */
public final class Pages {
    private final Templates templates;
    private final Diagnostics diagnostics;
    private final SortedMap<String, byte[]> pages;

    private Pages(Templates templates, Diagnostics diagnostics, SortedMap<String, byte[]> pages) {
        this.templates = templates;
        this.diagnostics = diagnostics;
        this.pages = pages;
    }

    /** A lesson as the contents list and the navigation show it. */
    public record Entry(int number, String slug, String href, String title, String summary) {
    }

    /**
     * The book as every page's template sees it; {@code seed}: the one the generated exercises were dealt with (the
     * pages name their exercise set when it is not 0); {@code wholeBook}: the site has the whole book on one page too;
     * {@code workedSolutions}: the student edition's hints end with the worked solution (index.md's
     * {@code worked-solutions}); {@code pdf}: the whole book is printed too, as {@code book.pdf}.
     */
    public record Book(String title, String subtitle, List<Entry> lessons, boolean answers, String edition, long seed,
            boolean wholeBook, boolean workedSolutions, boolean pdf) {
    }

    /** Where the whole book on one page is written in the site. */
    public static final String WHOLE_BOOK = "print.html";

    /** A lesson to render: its entry, its source (the whole book's page renders it again) and its products. */
    public record Chapter(Entry entry, Lesson lesson, Products products) {
    }

    /**
     * One lesson's part of the answer key: its exercises, and its proof exercises, whose model proofs stand under them in
     * the lesson.
     */
    public record KeyGroup(Entry lesson, List<ExerciseKey> exercises, List<Numbered> proofs) {
    }

    /** A game of the catalogue with its notation, an example and a sample table. */
    public record GameEntry(String name, String anchor, String description, String example, long value, String outcome,
            boolean misere, GrundyTable table) {
    }

    /** What the site shows: the book, its introduction (null without one) and lessons, and the games. */
    public record Site(Book book, Chapter intro, List<Chapter> chapters, List<GameEntry> games,
            Bibliography bibliography, Glossary glossary) {
    }

    /**
     * The site's pages to render, each a job with its cost (how long its main content is), for the build to run in
     * parallel, the longest first; each job puts its page in {@code pages}. A template's problem is reported, and its
     * page left out.
     */
    public static List<Job> jobs(Templates templates, Markdown markdown, Diagnostics diagnostics, Site site,
            SortedMap<String, byte[]> pages) {
        return new Pages(templates, diagnostics, pages).jobs(markdown, site);
    }

    /** A page to render, and how long its main content is. */
    public record Job(long cost, Runnable page) {
    }

    private List<Job> jobs(Markdown markdown, Site site) {
        String navigation;
        try {
            navigation = templates.render("navigation.ftlh", Map.of("book", site.book()));
        } catch (TemplateException e) {
            e.reportTo(diagnostics);
            return List.of();
        }
        Map<String, Object> common = Map.of("book", templates.freeze(site.book()), "navigation", navigation);
        List<Chapter> chapters = site.chapters();
        String intro = site.intro() == null ? "" : site.intro().products().body();
        List<Job> renders = new ArrayList<>();
        renders.add(new Job(intro.length(), () -> page("index.html", "index.ftlh", with(common, "intro", intro,
                "scripts", scripts(site.intro() == null ? List.of() : List.of(site.intro())), "exercises",
                exercisesByLesson(chapters)))));
        for (int i = 0; i < chapters.size(); i++) {
            int at = i;
            renders.add(new Job(chapters.get(i).products().body().length(), () -> lesson(common, chapters, at)));
        }
        long all = intro.length() + chapters.stream().mapToLong(chapter -> chapter.products().body().length()).sum();
        if (site.book().answers()) {
            renders.add(new Job(all, () -> answerKey(common, chapters)));
        }
        if (site.book().wholeBook()) {
            renders.add(new Job(all, () -> new WholeBook(markdown, site).render(this, common)));
        }
        renders.add(new Job(all, () -> {
            page("games.html", "games.ftlh", with(common, "games", site.games()));
            put(SearchIndex.PATH, SearchIndex.script(searched(site)));
        }));
        if (site.bibliography().file() != null) {
            renders.add(new Job(0, () -> page(Bibliography.PAGE, "references.ftlh", with(common, "references",
                    site.bibliography().references()))));
        }
        if (!site.glossary().definitions().isEmpty()) {
            renders.add(new Job(0, () -> page(Glossary.PAGE, "glossary.ftlh", with(common, "terms",
                    site.glossary().definitions()))));
        }
        renders.add(new Job(0, () -> put(Previews.PATH, Previews.script(chapters.stream()
                .flatMap(chapter -> chapter.products().previews().stream()).toList()))));
        return renders;
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
            searched.add(new Products.Page(Glossary.PAGE, "Glossary", site.glossary().definitions().stream()
                    .map(term -> new Products.Section(term.anchor(), term.term(), "Defined in " + term.where() + ", "
                            + term.lesson() + ".")).toList()));
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

    private void lesson(Map<String, Object> common, List<Chapter> chapters, int i) {
        Chapter chapter = chapters.get(i);
        Map<String, Object> model = with(common, "lesson", chapter.entry(), "body", chapter.products().body(), "toc",
                chapter.products().contents(), "exercises", chapter.products().keys(), "scripts", scripts(List.of(chapter)));
        if (i > 0) {
            model.put("previous", chapters.get(i - 1).entry());
        }
        if (i + 1 < chapters.size()) {
            model.put("next", chapters.get(i + 1).entry());
        }
        page(chapter.entry().slug() + ".html", "lesson.ftlh", model);
    }

    /** The answer key: each lesson's exercises with their answers, and its own contents for its sidebar. */
    private void answerKey(Map<String, Object> common, List<Chapter> chapters) {
        List<KeyGroup> groups = new ArrayList<>();
        List<Products.Heading> toc = new ArrayList<>();
        for (Chapter chapter : chapters) {
            if (!chapter.products().exercises().isEmpty()) {
                Entry lesson = chapter.entry();
                groups.add(new KeyGroup(lesson, chapter.products().keys(), chapter.products().outline().numbered()
                        .stream().filter(numbered -> numbered.kind().equals("proof-exercise")).toList()));
                toc.add(new Products.Heading(2, "key-" + lesson.slug(), Markdown.escape(lesson.number() + ". "
                        + lesson.title())));
                for (ExerciseKey exercise : chapter.products().keys()) {
                    toc.add(new Products.Heading(3, exercise.anchor(), "Exercise " + Markdown.escape(exercise.number())));
                }
            }
        }
        page(Facts.KEY_PAGE, "answers.ftlh", with(common, "groups", groups, "toc", toc));
    }

    /**
     * The widgets' scripts a page of these lessons needs: the solver, the shared helpers, and one script per kind of
     * widget used.
     */
    static List<String> scripts(List<Chapter> chapters) {
        Set<String> used = new HashSet<>();
        chapters.forEach(chapter -> used.addAll(chapter.products().widgets()));
        List<String> scripts = new ArrayList<>();
        for (String kind : WIDGETS) {
            if (used.contains(kind)) {
                if (scripts.isEmpty()) {
                    scripts.add("assets/solver.js");
                    scripts.add("assets/widgets/common.js");
                }
                scripts.add("assets/widgets/" + kind + ".js");
            }
        }
        return scripts;
    }

    /** The widgets, in the order their scripts load. */
    private static final List<String> WIDGETS = List.of("play", "calculator", "check");

    /** A model: the data every page is given, and a page's own. */
    static Map<String, Object> with(Map<String, Object> common, Object... more) {
        Map<String, Object> model = new HashMap<>(common);
        for (int i = 0; i < more.length; i += 2) {
            model.put((String) more[i], more[i + 1]);
        }
        return model;
    }

    /** Renders a page; a template's problem is reported. */
    void page(String path, String template, Map<String, Object> model) {
        try {
            put(path, templates.render(template, model).getBytes(StandardCharsets.UTF_8));
        } catch (TemplateException e) {
            e.reportTo(diagnostics);
        }
    }

    private void put(String path, byte[] bytes) {
        synchronized (pages) {
            pages.put(path, bytes);
        }
    }

    /**
     * The whole book on one page ({@code print.html}), to print or to save as PDF, as mdBook's print page: the title
     * page and every lesson, each rendered again as a part of the page, whose ids are named after it
     * ({@code 01-nim--summary}), whose links to the book's parts lead within the page, and whose headings go one level
     * down below the title page, so that the page keeps one h1 and no heading skips a level.
     */
    private record WholeBook(Markdown markdown, Site site) {
        void render(Pages pages, Map<String, Object> common) {
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
            pages.page(WHOLE_BOOK, "print.ftlh", with(common, "intro", intro, "bodies", bodies, "toc", toc, "scripts",
                    scripts(all)));
        }

        private String part(Chapter chapter, String name, Set<String> parts) {
            return markdown.render(chapter.lesson().document(), PageContext.part(name, parts));
        }
    }
}
