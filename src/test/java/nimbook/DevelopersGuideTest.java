package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import nimbook.site.Books;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/developers.md's checklists, "Adding a game", "Adding an inline directive" and "Adding a block directive", are
 * exact: applied as written to a scratch copy of the code, it compiles, and a book built with it plays the new game and
 * shows the new directives. Each checklist stays within the files it promises.
 */
@Slow
class DevelopersGuideTest {
    private static final Path GUIDE = Path.of("docs/developers.md");
    /** What each checklist may touch: the files written by hand, and those its last step rewrites. */
    private static final Map<String, Integer> TARGETS = Map.of("Adding a game", 6, "Adding an inline directive", 3,
            "Adding a block directive", 4);
    private static final Map<String, List<String>> REWRITTEN = Map.of("Adding a game", List.of("docs/notation.md",
            "src/test/resources/books/golden/expected/games.html", "src/test/resources/books/golden/expected/manifest.txt"),
            "Adding an inline directive", List.of("docs/directives.md"),
            "Adding a block directive", List.of("docs/directives.md"));
    /** A step: {@code 2. `PATH` — before the line holding `ANCHOR`:} and the code block under it. */
    private static final Pattern STEP = Pattern.compile("(?m)^\\d+\\. `([^`]+)` — (new|at the end|after the line holding"
            + " `([^`]+)`|before the line holding `([^`]+)`)");
    private static final Pattern FENCE = Pattern.compile("(?m)^   (`{3,})[a-z]*\\n");

    /** One change a checklist makes to a file. */
    private record Step(String path, String how, String anchor, String text) {
    }

    private static List<Step> steps(String title) throws IOException {
        String guide = Files.readString(GUIDE);
        int start = guide.indexOf("### " + title + "\n");
        assertTrue(start >= 0, "docs/developers.md has no section " + title);
        int end = guide.indexOf("\n##", start + 4);
        String section = guide.substring(start, end < 0 ? guide.length() : end);
        List<Step> steps = new ArrayList<>();
        Matcher step = STEP.matcher(section);
        while (step.find()) {
            Matcher fence = FENCE.matcher(section);
            assertTrue(fence.find(step.end()), title + ": no code under " + step.group());
            int close = section.indexOf("\n   " + fence.group(1) + "\n", fence.end() - 1);
            String code = section.substring(fence.end(), close + 1).replaceAll("(?m)^   ", "");
            String how = step.group(2).startsWith("after") ? "after" : step.group(2).startsWith("before") ? "before"
                    : step.group(2);
            steps.add(new Step(step.group(1), how, step.group(3) != null ? step.group(3) : step.group(4), code));
        }
        return steps;
    }

    @Test
    void eachChecklistTouchesNoMoreFilesThanItsTarget() throws IOException {
        for (Map.Entry<String, Integer> target : TARGETS.entrySet()) {
            Set<String> files = new LinkedHashSet<>();
            steps(target.getKey()).forEach(step -> files.add(step.path()));
            files.addAll(REWRITTEN.get(target.getKey()));
            assertTrue(files.size() <= target.getValue(), target.getKey() + ": " + files);
        }
    }

    @Test
    void theChecklistsAppliedToACopyBuildABookWithTheToyGameAndDirectives(@TempDir Path temp) throws Exception {
        Path copy = temp.resolve("copy");
        Books.copy(Path.of("src/main/java"), copy.resolve("src/main/java"));
        Books.copy(Path.of("templates"), copy.resolve("templates"));
        for (String test : List.of("src/test/java/nimbook/solver/Definitions.java", "src/test/resources/spec/directives.md")) {
            Files.createDirectories(copy.resolve(test).getParent());
            Files.copy(Path.of(test), copy.resolve(test));
        }
        for (String title : TARGETS.keySet()) {
            for (Step step : steps(title)) {
                apply(copy, step);
            }
        }
        Path classes = compile(copy, temp.resolve("classes"));
        // The copy's classes first: the project's own, further on, lend their resources (the built-in templates and
        // the compiled page solver) and the libraries.
        List<URL> path = new ArrayList<>(List.of(classes.toUri().toURL()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            path.add(Path.of(entry).toUri().toURL());
        }
        Path content = Files.createDirectories(temp.resolve("book/content"));
        Files.writeString(content.resolve("01-toy.md"), """
                ---
                title: Toy
                summary: What the checklists add.
                ---
                Twice 21 is {{ double 21 = 42 }}; a heap of 7 of this game is worth {{ grundy one-or-two 7 = 1 }}.

                ```values
                game: one-or-two
                heaps: 0..5
                ```
                """);
        Path out = temp.resolve("site");
        try (URLClassLoader loader = new URLClassLoader(path.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            StringWriter errors = new StringWriter();
            Object status = loader.loadClass("nimbook.cli.Main").getMethod("run", String[].class, InputStream.class,
                    PrintWriter.class, PrintWriter.class).invoke(null, new String[] {"build", "--content",
                            content.toString(), "--out", out.toString(), "--templates", copy.resolve("templates").toString()},
                    new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()), new PrintWriter(errors));
            assertEquals("0 ", status + " " + errors);
            // The toy game's rule is written again where ValuesTest compares it with the game's closed form.
            java.lang.reflect.Field rules = loader.loadClass("nimbook.solver.Definitions").getDeclaredField("HEAP_RULES");
            rules.setAccessible(true);
            assertTrue(((Map<?, ?>) rules.get(null)).containsKey("one-or-two"));
        }
        String page = Files.readString(out.resolve("01-toy.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("<span class=\"nb-claim nb-value\">42</span>"), page);
        assertTrue(page.contains("<p class=\"values\">G(0) = 0, G(1) = 1, G(2) = 2, G(3) = 0, G(4) = 1, G(5) = 2</p>"),
                page);
        assertTrue(Files.readString(out.resolve("games.html")).contains("one-or-two 7"));
    }

    private static void apply(Path copy, Step step) throws IOException {
        Path file = copy.resolve(step.path());
        if (step.how().equals("new")) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, step.text());
            return;
        }
        String text = Files.readString(file);
        if (step.how().equals("at the end")) {
            Files.writeString(file, text + "\n" + step.text());
            return;
        }
        int at = text.indexOf(step.anchor());
        assertTrue(at >= 0, step.path() + " has no line holding " + step.anchor());
        int line = step.how().equals("before") ? text.lastIndexOf('\n', at) + 1 : text.indexOf('\n', at) + 1;
        Files.writeString(file, text.substring(0, line) + step.text() + text.substring(line));
    }

    /** The copy's code (and the tests' Definitions, which the game's checklist changes) compiled. */
    private static Path compile(Path copy, Path classes) throws IOException {
        Files.createDirectories(classes);
        List<String> sources;
        try (Stream<Path> walk = Files.walk(copy.resolve("src"))) {
            sources = walk.map(Path::toString).filter(name -> name.endsWith(".java")).sorted().toList();
        }
        List<String> arguments = new ArrayList<>(List.of("-proc:none", "-nowarn", "-d", classes.toString(), "-cp",
                System.getProperty("java.class.path")));
        arguments.addAll(sources);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter problems = new StringWriter();
        int status = javac.run(null, null, new java.io.OutputStream() {
            @Override
            public void write(int b) {
                problems.write(b);
            }
        }, arguments.toArray(String[]::new));
        assertEquals(0, status, problems.toString());
        return classes;
    }
}
