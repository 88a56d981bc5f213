package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import nimbook.book.BuildOptions;
import nimbook.cli.Main;
import nimbook.practice.Hints;
import nimbook.render.Previews;
import nimbook.render.SearchIndex;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A failed build leaves the previous site untouched; only Nimbook's own folders are ever replaced. */
class SiteWriterTest {
    private static final Path GOOD = Books.FIXTURES.resolve("golden/content");
    private static final Path BAD = Books.FIXTURES.resolve("invalid/directives/content");

    @Test
    void aFailedBuildLeavesThePreviousSiteUntouched(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("site");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        Files.writeString(temp.resolve("beside.txt"), "not the site's");
        SortedMap<String, byte[]> before = Books.tree(out);

        assertFalse(SiteBuilder.buildAndWrite(Books.options(BAD, out)).ok());

        SortedMap<String, byte[]> after = Books.tree(out);
        assertEquals(before.keySet(), after.keySet());
        for (String file : before.keySet()) {
            assertArrayEquals(before.get(file), after.get(file), file);
        }
        try (var entries = Files.list(temp)) {
            assertEquals(List.of("beside.txt", "site"), entries.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no staging folder is left behind and nothing beside the site is touched");
        }
    }

    @Test
    void aSuccessfulBuildReplacesTheWholeSite(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("site");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        Files.writeString(out.resolve("stale.html"), "from an older build");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        assertFalse(Files.exists(out.resolve("stale.html")));
        assertTrue(Files.exists(out.resolve(SiteWriter.MARK)));
    }

    @Test
    void aFolderNimbookDidNotWriteIsNeverReplaced(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("documents");
        Files.createDirectories(out);
        Files.writeString(out.resolve("thesis.tex"), "precious");
        IOException refused = assertThrows(IOException.class, () -> SiteBuilder.buildAndWrite(Books.options(GOOD, out)));
        assertEquals(out + " exists and was not written by nimbook (it has no .nimbook-site file): choose another --out,"
                + " or empty it yourself", refused.getMessage());
        assertEquals("precious", Files.readString(out.resolve("thesis.tex")));
        Path file = temp.resolve("notes.txt");
        Files.writeString(file, "precious too");
        assertEquals(file + " is a file, not a folder: choose a folder for --out",
                assertThrows(IOException.class, () -> SiteBuilder.buildAndWrite(Books.options(GOOD, file))).getMessage());
        assertEquals("precious too", Files.readString(file));
    }

    /** A build killed between its renames leaves no site and the old one aside: the next build puts it back first. */
    @Test
    void aBuildKilledBetweenItsRenamesIsUndoneByTheNext(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("site");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        SortedMap<String, byte[]> before = Books.tree(out);
        Process killed = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), KilledBuild.class.getName(), GOOD.toString(), out.toString())
                .redirectErrorStream(true).start();
        assertTrue(killed.waitFor(120, TimeUnit.SECONDS), "the killed build never ended");
        assertEquals(137, killed.exitValue(), new String(killed.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(List.of(".site.lock", ".site.old-1", ".site.staging-1"), listed(temp), "as a kill between the renames"
                + " leaves it");

        // Serve puts it back, as the next build does before it builds.
        SiteBuilder.recover(out);
        assertEquals(List.of("site"), listed(temp));
        assertSameTree(before, Books.tree(out));

        Files.move(out, temp.resolve(".site.old-4"));
        Files.createDirectories(temp.resolve(".site.staging-2/assets"));
        assertFalse(SiteBuilder.buildAndWrite(Books.options(BAD, out)).ok());
        assertEquals(List.of("site"), listed(temp), "put back even by a build that fails");
        assertSameTree(before, Books.tree(out));
    }

    /** The writers stop at the first failure, and all have stopped before the staging folder is removed. */
    @Test
    void aFullDiskLeavesNothingBehind(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("site");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        SortedMap<String, byte[]> before = Books.tree(out);
        CountDownLatch full = new CountDownLatch(1);
        SiteWriter.faults = new SiteWriter.Faults() {
            @Override
            public void writing(Path file) throws IOException {
                if (file.endsWith("02-values.html")) {
                    full.countDown();
                    throw new IOException("No space left on device");
                }
                try {
                    // The others go on writing after the failure: they must be waited for.
                    full.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            @Override
            public void betweenRenames() {
            }
        };
        try {
            IOException e = assertThrows(IOException.class, () -> SiteBuilder.buildAndWrite(Books.options(GOOD, out)));
            assertEquals("cannot write the site's 02-values.html: no space left on device", e.getMessage());
        } finally {
            SiteWriter.faults = SiteWriter.NONE;
        }
        assertEquals(List.of("site"), listed(temp));
        assertSameTree(before, Books.tree(out));
    }

    /**
     * The old site cannot be removed after a swap that put the new one in: the build said "site was left as it was", and
     * every later build failed on the leftover .site.old-N. It says what happened, and the next build removes it.
     */
    @Test
    void anOldSiteThatCannotBeRemovedIsToldAndTheNextBuildRemovesIt(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("site");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        Files.writeString(out.resolve("stale.html"), "the previous site's");
        Path old = temp.resolve(".site.old-1");
        SiteWriter.faults = new SiteWriter.Faults() {
            @Override
            public void writing(Path file) {
            }

            @Override
            public void betweenRenames() {
            }

            @Override
            public void removing(Path folder) throws IOException {
                if (folder.equals(old)) {
                    throw new AccessDeniedException(folder.resolve("assets").toString());
                }
            }
        };
        StringWriter err = new StringWriter();
        try {
            assertEquals(1, Main.run(new String[] {"build", "--content", GOOD.toString(), "--out", out.toString()},
                    InputStream.nullInputStream(), new PrintWriter(new StringWriter()), new PrintWriter(err)));
            assertEquals("nimbook: error: " + out + " is written, but the previous one, moved aside to " + old + ", could"
                    + " not be removed (" + old.resolve("assets") + ": permission denied): nimbook removes it the next time"
                    + " it writes " + out + ", or remove it yourself\n", err.toString());
            assertFalse(Files.exists(out.resolve("stale.html")), "the new site is in");
            assertTrue(Files.exists(out.resolve(SiteWriter.MARK)));
            assertFalse(Files.exists(old.resolve(SiteWriter.MARK)), "never to be put back as a whole site");
            assertEquals(List.of(".site.old-1", "site"), listed(temp));
            // Still stuck: the next build is made all the same, and tells of it again.
            assertEquals(out + " is written, but " + old + ", left by an earlier run, could not be removed ("
                    + old.resolve("assets") + ": permission denied): nimbook removes it the next time it writes " + out
                    + ", or remove it yourself", assertThrows(Destination.LeftBehind.class,
                            () -> SiteBuilder.buildAndWrite(Books.options(GOOD, out))).getMessage());
        } finally {
            SiteWriter.faults = SiteWriter.NONE;
        }
        assertTrue(SiteBuilder.buildAndWrite(Books.options(GOOD, out)).ok());
        assertEquals(List.of("site"), listed(temp));
    }

    @Test
    void aLinkIsFollowedOnlyToAFileOfTheBook(@TempDir Path temp) throws IOException {
        Path content = temp.resolve("content");
        Files.createDirectories(content);
        for (Path file : Files.list(GOOD).toList()) {
            Files.copy(file, content.resolve(file.getFileName()));
        }
        Path secret = Files.writeString(temp.resolve("secret.txt"), "not the book's");
        Files.createSymbolicLink(content.resolve("notes.txt"), secret);
        Files.createSymbolicLink(content.resolve("pile-again.svg"), Path.of("pile.svg"));
        Files.createSymbolicLink(content.resolve("elsewhere"), temp);
        Files.createSymbolicLink(content.resolve("gone.txt"), Path.of("nowhere.txt"));
        Path out = temp.resolve("site");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(Books.options(content, out));
        String display = SiteBuilder.display(content);
        assertEquals(List.of(display + "/elsewhere:1:1: error: a link to " + temp.toRealPath() + ", outside " + display
                + "/: the book publishes only its own files; copy the file in, or remove the link",
                display + "/gone.txt:1:1: error: a link to nowhere.txt, which is not there: remove the link",
                display + "/notes.txt:1:1: error: a link to " + secret.toRealPath() + ", outside " + display + "/: the book"
                        + " publishes only its own files; copy the file in, or remove the link"),
                result.diagnostics().report());
        assertFalse(Files.exists(out));
        for (String link : List.of("notes.txt", "elsewhere", "gone.txt")) {
            Files.delete(content.resolve(link));
        }
        assertTrue(SiteBuilder.buildAndWrite(Books.options(content, out)).ok());
        assertArrayEquals(Files.readAllBytes(content.resolve("pile.svg")), Files.readAllBytes(out.resolve("pile-again.svg")));
    }

    private static List<String> listed(Path folder) throws IOException {
        try (var entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void assertSameTree(SortedMap<String, byte[]> expected, SortedMap<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        for (String file : expected.keySet()) {
            assertArrayEquals(expected.get(file), actual.get(file), file);
        }
    }

    @Test
    void theStudentEditionHasNoAnswersAnywhere(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("student");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(GOOD, Books.TEMPLATES, out,
                nimbook.book.Edition.STUDENT, 0));
        assertTrue(result.ok());
        assertFalse(Files.exists(out.resolve("answers.html")));
        for (var file : Books.tree(out).entrySet()) {
            if (file.getKey().endsWith(".html")) {
                org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(new String(file.getValue(),
                        java.nio.charset.StandardCharsets.UTF_8));
                assertEquals(0, page.select("[class~=answer|solution], .answer, .solution").size(), file.getKey());
                assertEquals(0, page.select("a[href^=answers.html]").size(), file.getKey());
            }
        }
        assertTrue(new String(Books.tree(out).get("01-heaps.html"), java.nio.charset.StandardCharsets.UTF_8)
                .contains("Who wins from"), "the questions stay");
        // Nor does its search index hold the text of the instructor's answers and solutions (which the instructor's
        // own index does).
        SiteBuilder.Result instructor = SiteBuilder.build(new BuildOptions(GOOD, Books.TEMPLATES, temp.resolve("x"),
                nimbook.book.Edition.INSTRUCTOR, 0));
        String instructorIndex = new String(instructor.files().get(SearchIndex.PATH), java.nio.charset.StandardCharsets.UTF_8);
        String studentIndex = Files.readString(out.resolve(SearchIndex.PATH));
        List<String> answers = org.jsoup.Jsoup.parse(new String(instructor.files().get("01-heaps.html"),
                java.nio.charset.StandardCharsets.UTF_8)).select(".answer > :not(summary), .solution > :not(summary)")
                .eachText();
        assertFalse(answers.isEmpty());
        for (String answer : answers) {
            assertTrue(instructorIndex.contains(answer), answer);
            assertFalse(studentIndex.contains(answer), answer);
        }
        // A proof exercise's model proof and checklist are in the instructor's page, and in no file of the student's;
        // its question and hint stay.
        String proof = "The mirror keeps the heaps equal";
        assertTrue(new String(instructor.files().get("01-heaps.html"), java.nio.charset.StandardCharsets.UTF_8)
                .contains(proof));
        // The instructor's key prints it (and the checklist) itself, rendered, so that a printed key holds it.
        org.jsoup.nodes.Element keyed = org.jsoup.Jsoup.parse(new String(instructor.files().get("answers.html"),
                java.nio.charset.StandardCharsets.UTF_8)).selectFirst("section.key-proof#two-equal-heaps");
        assertEquals(org.jsoup.Jsoup.parse(new String(instructor.files().get("01-heaps.html"),
                java.nio.charset.StandardCharsets.UTF_8)).select("#two-equal-heaps details.answer > :not(summary)")
                .outerHtml(), keyed.select(".solution > *").outerHtml());
        assertTrue(keyed.select(".solution").text().contains(proof) && keyed.select(".solution").text()
                .contains("names the invariant"), keyed.text());
        for (var file : Books.tree(out).entrySet()) {
            String text = new String(file.getValue(), java.nio.charset.StandardCharsets.UTF_8);
            assertFalse(text.contains(proof) || text.contains("names the invariant"), file.getKey());
        }
        org.jsoup.nodes.Document heaps = org.jsoup.Jsoup.parse(Files.readString(out.resolve("01-heaps.html")));
        assertEquals("Prove that two equal heaps \\(n\\) and \\(n\\) make a P-position. Hint Copy each of the opponent’s"
                + " moves in the other heap.", heaps.select("#two-equal-heaps > :not(.block-title)").text());
        // Nor do the previews of its blocks (the instructor's hold the answers, which their page script leaves out).
        assertEquals(0, previewed(Files.readAllBytes(out.resolve(Previews.PATH))).select(".answer, .solution").size());
        assertFalse(previewed(instructor.files().get(Previews.PATH)).select(".answer").isEmpty());
        hintsAreComputedInThePageOnly(result, Books.tree(out));
    }

    /**
     * The answer boxes' hints, the last of them the worked solution, are computed by the page's solver, never written in
     * a file: no page holds a hint, a box carries only the question (its position, what is asked, how it is dealt), and
     * no file holds a line of any exercise's hints past the first.
     */
    private static void hintsAreComputedInThePageOnly(SiteBuilder.Result result, SortedMap<String, byte[]> files) {
        java.util.Set<String> carried = java.util.Set.of("class", "data-widget", "data-position", "data-answer",
                "data-binary", "data-exercise", "data-number", "data-generate", "data-want", "data-fixed");
        List<String> texts = new java.util.ArrayList<>();
        for (var file : files.entrySet()) {
            String text = new String(file.getValue(), java.nio.charset.StandardCharsets.UTF_8);
            texts.add(text);
            if (file.getKey().endsWith(".html")) {
                org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(text);
                assertEquals(0, page.select("[data-rung], .hints").size(), file.getKey());
                for (org.jsoup.nodes.Element box : page.select("[data-widget=check]")) {
                    for (org.jsoup.nodes.Attribute attribute : box.attributes()) {
                        assertTrue(carried.contains(attribute.getKey()), file.getKey() + ": " + attribute);
                    }
                }
            }
        }
        Solver solver = Solver.forPages();
        List<String> hinted = new java.util.ArrayList<>();
        for (nimbook.book.Exercise exercise : result.exercises()) {
            nimbook.book.ExerciseKey key = exercise.key();
            try {
                List<Hints.Rung> rungs;
                if (nimbook.practice.Demand.KINDS.contains(key.answerKind())) {
                    // A position or game to find: the last hint is an answer.
                    rungs = nimbook.practice.Demand.parse(key.position()).hints(solver);
                    assertTrue(rungs.get(3).lines().get(0).startsWith(key.answer() + " "), key.number());
                } else {
                    rungs = Hints.of(solver, solver.parse(key.position()), key.answerKind(), null);
                    // The hints give the answer away: the worked solution says the value.
                    assertTrue(rungs.get(3).lines().contains("Value " + solver.grundy(solver.parse(key.position())) + ": "
                            + (solver.grundy(solver.parse(key.position())) == 0 ? "a P-position, the previous player wins."
                            : "an N-position, the next player wins.")), key.number());
                }
                for (Hints.Rung rung : rungs.subList(1, 4)) {
                    for (String line : rung.lines()) {
                        // (Lines without a number, short ones and the position's own name are words any page may hold.)
                        if (line.strip().length() >= 12 && line.matches(".*[0-9].*") && !line.startsWith("Position: ")) {
                            hinted.add(line.strip());
                        }
                    }
                }
            } catch (NotationException e) {
                throw new AssertionError(e);
            }
        }
        assertTrue(hinted.size() > 20, "every exercise's hints: " + hinted);
        for (String line : hinted) {
            assertTrue(texts.stream().noneMatch(text -> text.contains(line)), line);
        }
    }

    @Test
    void aSetDealtWithAnotherSeedIsNamedOnEveryPageAndInTheKey() {
        for (long seed : new long[] {0, 7}) {
            SiteBuilder.Result result = SiteBuilder.build(new BuildOptions(GOOD, Books.TEMPLATES, Path.of("unused"),
                    nimbook.book.Edition.INSTRUCTOR, seed));
            for (var file : result.files().entrySet()) {
                if (file.getKey().endsWith(".html")) {
                    String footer = org.jsoup.Jsoup.parse(new String(file.getValue(), java.nio.charset.StandardCharsets.UTF_8))
                            .select("footer.site-footer").text();
                    assertEquals(seed == 7, footer.startsWith("A Small Book · exercise set 7. "), file.getKey() + ": " + footer);
                }
            }
            String key = org.jsoup.Jsoup.parse(new String(result.files().get("answers.html"),
                    java.nio.charset.StandardCharsets.UTF_8)).select(".page-header .summary").text();
            assertEquals("Every computed answer here was found by the solver when the book was built; each proof"
                    + " exercise comes with a model proof and what a complete proof contains."
                    + (seed == 7 ? " This key is for exercise set 7: its generated exercises were dealt with --seed 7." : ""),
                    key);
        }
    }

    /** The previews' HTML, all together: the script's JSON strings unescaped (quotes and newlines are all it escapes). */
    private static org.jsoup.nodes.Document previewed(byte[] script) {
        return org.jsoup.Jsoup.parse(new String(script, java.nio.charset.StandardCharsets.UTF_8).replace("\\\"", "\"")
                .replace("\\n", "\n"));
    }
}
