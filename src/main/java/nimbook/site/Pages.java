package nimbook.site;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import nimbook.directive.BookContext;
import nimbook.directive.Edition;
import nimbook.directive.Exercise;
import nimbook.directive.ExerciseKey;
import nimbook.directive.Tables;
import nimbook.markdown.Markdown;
import nimbook.practice.Range;
import nimbook.render.TemplateException;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Games;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;
import nimbook.web.Json;

/** The site's pages from their templates: the index, each lesson, the answer key and the games. */
final class Pages {
    private Pages() {
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

    /** A heading in a lesson's own contents. */
    public record TocEntry(int level, String anchor, String html) {
    }

    /**
     * A level-2 or level-3 heading as rendered in a page's HTML: where its tag opens, where its end tag ends, and
     * the HTML between the tags.
     */
    record Heading(int level, String anchor, int start, int end, String html) {
    }

    /**
     * A rendered lesson: its entry, body, contents, exercises, its entry in the search index (JSON) and its numbered
     * blocks' previews.
     */
    record Chapter(Entry entry, String body, List<TocEntry> toc, List<Exercise> exercises, byte[] searched,
            List<Previews.Preview> previews) {
        /** Its exercises as this build dealt them. */
        List<ExerciseKey> keys() {
            return exercises.stream().map(Exercise::key).toList();
        }
    }

    /** One lesson's part of the answer key. */
    public record KeyGroup(Entry lesson, List<ExerciseKey> exercises) {
    }

    /** A game of the catalogue with its notation, an example and a sample table. */
    public record GameEntry(String name, String anchor, String description, String example, long value, String outcome,
            boolean misere, Tables.GrundyTable table) {
    }

    static SortedMap<String, byte[]> render(BookContext context, Book book, String intro, byte[] introSearched,
            List<Chapter> chapters) {
        SortedMap<String, byte[]> pages = new TreeMap<>();
        String navigation;
        try {
            navigation = context.templates().render("navigation.ftlh", Map.of("book", book));
        } catch (TemplateException e) {
            e.reportTo(context.diagnostics());
            return pages;
        }
        Object frozenBook = context.templates().freeze(book);
        // Every page is independent of the others: render them all in parallel, the longest first (the answer key
        // holds every exercise of the book again, with its solution).
        List<Render> renders = new ArrayList<>();
        renders.add(new Render(intro.length(), () -> page(context, pages, "index.html", "index.ftlh",
                Map.of("book", frozenBook, "intro", intro, "navigation", navigation, "scripts", scripts(intro),
                        "exercises", exercisesByLesson(chapters)))));
        for (int i = 0; i < chapters.size(); i++) {
            int at = i;
            renders.add(new Render(chapters.get(i).body().length(),
                    () -> lesson(context, pages, frozenBook, navigation, chapters, at)));
        }
        if (context.edition() == Edition.INSTRUCTOR) {
            List<KeyGroup> groups = new ArrayList<>();
            for (Chapter chapter : chapters) {
                if (!chapter.exercises().isEmpty()) {
                    groups.add(new KeyGroup(chapter.entry(), chapter.keys()));
                }
            }
            renders.add(new Render(chapters.stream().mapToLong(chapter -> chapter.body().length()).sum(),
                    () -> page(context, pages, BookContext.KEY_PAGE, "answers.ftlh", Map.of("book", frozenBook,
                            "groups", groups, "toc", keyContents(groups), "navigation", navigation))));
        }
        if (book.wholeBook()) {
            renders.add(new Render(wholeBook(intro, chapters), () -> printed(context, pages, book, frozenBook, navigation,
                    intro, chapters)));
        }
        // The games page, and then the search index, which ends with the games.
        List<byte[]> searched = new ArrayList<>(List.of(introSearched));
        chapters.forEach(chapter -> searched.add(chapter.searched()));
        renders.add(new Render(wholeBook(intro, chapters), () -> {
            List<GameEntry> games = games(context.solver());
            page(context, pages, "games.html", "games.ftlh", Map.of("book", frozenBook, "games", games,
                    "navigation", navigation));
            searched.add(SearchIndex.json(new SearchIndex.Page("games.html", "The games", games.stream()
                    .map(game -> new SearchIndex.Section(game.anchor(), game.name(), game.description() + ". Example: "
                            + game.example())).toList())));
            byte[] index = SearchIndex.script(searched);
            synchronized (pages) {
                pages.put(SearchIndex.PATH, index);
            }
        }));
        List<Previews.Preview> previews = chapters.stream().flatMap(chapter -> chapter.previews().stream()).toList();
        renders.add(new Render(0, () -> {
            byte[] script = Previews.script(previews);
            synchronized (pages) {
                pages.put(Previews.PATH, script);
            }
        }));
        Work.costliestFirst(renders, Render::cost, render -> {
            render.page().run();
            return null;
        });
        return pages;
    }

    /**
     * Each lesson's exercises, as JSON for the contents page's script (it counts those the reader has solved): where
     * each stands ({@code 01-nim.html#exercise-1-1}) and its position (one solved before a set was regenerated with
     * another seed does not count). Keyed by the lesson's page.
     */
    private static Map<String, String> exercisesByLesson(List<Chapter> chapters) {
        Map<String, String> lessons = new HashMap<>();
        for (Chapter chapter : chapters) {
            if (!chapter.exercises().isEmpty()) {
                Json json = new Json().open();
                chapter.keys().forEach(exercise -> json.value(exercise.href(), exercise.position()));
                lessons.put(chapter.entry().href(), json.close().toString());
            }
        }
        return lessons;
    }

    private static long wholeBook(String intro, List<Chapter> chapters) {
        return intro.length() + chapters.stream().mapToLong(chapter -> chapter.body().length()).sum();
    }

    /** The whole book on one page ({@link PrintPage}): the title page and the lessons. */
    private static void printed(BookContext context, SortedMap<String, byte[]> pages, Book book, Object frozenBook,
            String navigation, String intro, List<Chapter> chapters) {
        List<TocEntry> toc = new ArrayList<>(List.of(new TocEntry(2, "index", Markdown.escape(book.title()))));
        Set<String> parts = new HashSet<>(List.of("index"));
        List<String> bodies = new ArrayList<>();
        for (Chapter chapter : chapters) {
            toc.add(new TocEntry(2, chapter.entry().slug(), Markdown.escape(chapter.entry().number() + ". "
                    + chapter.entry().title())));
            parts.add(chapter.entry().slug());
            bodies.add(chapter.body());
        }
        Map<String, Object> model = new HashMap<>();
        model.put("book", frozenBook);
        model.put("navigation", navigation);
        model.put("intro", intro);
        model.put("bodies", bodies);
        model.put("toc", toc);
        model.put("scripts", scripts(Stream.concat(Stream.of(intro), bodies.stream())
                .toArray(String[]::new)));
        page(context, pages, PrintPage.PATH, "print.ftlh", model, html -> PrintPage.linked(html, parts));
    }

    /** The answer key's own contents, for its sidebar: each lesson's part, with its exercises under it. */
    private static List<TocEntry> keyContents(List<KeyGroup> groups) {
        List<TocEntry> toc = new ArrayList<>();
        for (KeyGroup group : groups) {
            toc.add(new TocEntry(2, "key-" + group.lesson().slug(),
                    Markdown.escape(group.lesson().number() + ". " + group.lesson().title())));
            for (ExerciseKey exercise : group.exercises()) {
                toc.add(new TocEntry(3, exercise.anchor(), "Exercise " + Markdown.escape(exercise.number())));
            }
        }
        return toc;
    }

    /** A page to render, and how long its main content is. */
    private record Render(long cost, Runnable page) {
    }

    private static void lesson(BookContext context, SortedMap<String, byte[]> pages, Object book, String navigation,
            List<Chapter> chapters, int i) {
        Chapter chapter = chapters.get(i);
        Map<String, Object> model = new HashMap<>();
        model.put("book", book);
        model.put("navigation", navigation);
        model.put("lesson", chapter.entry());
        model.put("body", chapter.body());
        model.put("toc", chapter.toc());
        model.put("exercises", chapter.keys());
        model.put("scripts", scripts(chapter.body()));
        if (i > 0) {
            model.put("previous", chapters.get(i - 1).entry());
        }
        if (i + 1 < chapters.size()) {
            model.put("next", chapters.get(i + 1).entry());
        }
        page(context, pages, chapter.entry().slug() + ".html", "lesson.ftlh", model);
    }

    /**
     * The widgets' scripts a page of these bodies needs: the solver, the shared helpers, and one script per kind of
     * widget used.
     */
    static List<String> scripts(String... bodies) {
        List<String> scripts = new ArrayList<>();
        for (String kind : WIDGETS) {
            if (Arrays.stream(bodies).anyMatch(body -> body.contains("data-widget=\"" + kind + "\""))) {
                if (scripts.isEmpty()) {
                    scripts.add("assets/solver.js");
                    scripts.add("assets/widgets/common.js");
                }
                scripts.add("assets/widgets/" + kind + ".js");
            }
        }
        return scripts;
    }

    private static final List<String> WIDGETS = List.of("play", "calculator", "check");

    private static void page(BookContext context, SortedMap<String, byte[]> pages, String path, String template,
            Map<String, Object> model) {
        page(context, pages, path, template, model, html -> html);
    }

    /** Renders a page, and {@code finish}es its HTML. */
    private static void page(BookContext context, SortedMap<String, byte[]> pages, String path, String template,
            Map<String, Object> model, UnaryOperator<String> finish) {
        try {
            byte[] page = finish.apply(context.templates().render(template, model)).getBytes(StandardCharsets.UTF_8);
            synchronized (pages) {
                pages.put(path, page);
            }
        } catch (TemplateException e) {
            e.reportTo(context.diagnostics());
        }
    }

    /** What the games page's grid of a game shows, when its cells need saying. */
    private static String gridCaption(Game game) {
        return switch (game.shape()) {
            case HEAP -> "Grundy values of two heaps of " + code(game) + " played together: the row is one heap, the"
                    + " column the other; P-positions are marked.";
            case PILE -> "Grundy values of two-section piles of " + code(game) + ": the row is the bottom section, the"
                    + " column the top section; P-positions are marked.";
            case STAIRCASE -> "Grundy values of two-step staircases: the row is the coins on the lowest step, the column"
                    + " those on the step above; P-positions are marked.";
            case DIAGRAM -> "Grundy values of two-row bars: the row and the column are the lengths of the bar's two rows;"
                    + " P-positions are marked.";
            case CIRCLE -> "Grundy values of two unbroken circles of " + code(game) + ": the row is the counters of one"
                    + " circle, the column those of the other; P-positions are marked.";
            case PAIR -> "";
        };
    }

    /** A game's notation as HTML code, for a caption. */
    private static String code(Game game) {
        return "<code>" + nimbook.markdown.Markdown.escape(game.notation()) + "</code>";
    }

    private static boolean accepts(Game game, Component component) {
        try {
            game.check(component);
            return true;
        } catch (NotationException e) {
            return false;
        }
    }

    /** Every game of the catalogue, with its example's value and a table of small positions. */
    /** The games page's anchor for each game, for links to be checked against. */
    static Set<String> gameAnchors() {
        return Games.ENTRIES.stream().map(Pages::anchor).collect(Collectors.toSet());
    }

    private static String anchor(Games.Entry entry) {
        return "game-" + entry.name().replace(':', '-');
    }

    static List<GameEntry> games(Solver solver) {
        List<GameEntry> games = new ArrayList<>();
        for (Games.Entry entry : Games.ENTRIES) {
            try {
                Game game = solver.game(entry.exampleGame());
                Position example = solver.parse(entry.example());
                long value = solver.grundy(example);
                Tables.GrundyTable table;
                if (game.shape() == Shape.HEAP && !game.joint()) {
                    table = Tables.sequence(solver, game, new Range(0, 23), 12, game.misere() ? "Misère values of a"
                            + " single heap of " + code(game) + " (the value of a position is not the XOR of these)." : "");
                } else {
                    Range range = accepts(game, Component.of(0, 0)) ? new Range(0, 7) : new Range(1, 8);
                    table = Tables.grid(solver, game.notation(), Tables.cellOf(game), range, range, gridCaption(game));
                }
                games.add(new GameEntry(entry.name(), anchor(entry),
                        entry.family() != null ? entry.family() : game.description(), entry.example(), value,
                        solver.outcome(example).name(), game.misere(), table));
            } catch (NotationException e) {
                throw new IllegalStateException("the catalogue's example " + entry.example() + " fails: " + e.getMessage(), e);
            }
        }
        return games;
    }
}
