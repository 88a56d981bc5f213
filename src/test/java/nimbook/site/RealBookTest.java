package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.book.Glossary;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real book, built from content/: it builds without a single error (so a change to the solver that
 * contradicts a lesson fails the tests), every lesson has what the book promises, and every page is well formed.
 */
class RealBookTest {
    private static SiteBuilder.Result result;

    @BeforeAll
    static void build() {
        // With the whole book on one page, so that every page below is checked.
        result = SiteBuilder.build(new BuildOptions(Path.of("content"), Books.TEMPLATES, Path.of("unused"),
                Edition.INSTRUCTOR, 0, true));
    }

    private static Document page(String name) {
        return Jsoup.parse(new String(result.files().get(name), StandardCharsets.UTF_8));
    }

    @Test
    void theBookBuildsWithoutErrors() {
        assertEquals(List.of(), result.diagnostics().report());
    }

    @Test
    void everyLessonHasAWorkedExampleATableAGameAndFiveExercises() {
        List<String> lessons = result.files().keySet().stream().filter(name -> name.matches("\\d\\d-.*\\.html")).toList();
        assertEquals(10, lessons.size(), lessons.toString());
        int exercises = 0;
        Document key = page("answers.html");
        for (String lesson : lessons) {
            Document page = page(lesson);
            assertTrue(page.select("div.worked-example").size() >= 1, lesson + ": a worked example");
            assertTrue(page.select("table.grundy-table").size() >= 1, lesson + ": a computed table");
            assertTrue(page.select("table.play-through, [data-widget=play], [data-widget=calculator]").size() >= 1,
                    lesson + ": a play-through or an interactive place");
            assertTrue(page.select("[data-widget=play], [data-widget=calculator]").size() >= 1, lesson + ": a widget");
            Elements proofs = page.select("div.proof-exercise");
            assertTrue(proofs.size() >= 2, lesson + ": proof exercises, not " + proofs.size());
            for (Element proof : proofs) {
                assertEquals(1, proof.select("details.hint").size(), lesson + ": each proof exercise has a hint");
                assertEquals(1, proof.select("details.answer").size(), lesson + ": and its model proof");
                // The key prints the model proof itself, as the lesson renders it (math and links too).
                Element keyed = key.getElementById(proof.id());
                assertEquals(proof.select("details.answer > :not(summary)").outerHtml(), keyed.select(".solution > *")
                        .outerHtml(), lesson + ": " + proof.id() + " in the key");
                assertTrue(keyed.select(".solution").text().startsWith("Model proof."), proof.id());
            }
            int count = page.select("div.exercise").size();
            assertTrue(count >= 5, lesson + ": five exercises, not " + count);
            exercises += count;
            for (Element exercise : page.select("div.exercise")) {
                assertEquals(1, exercise.select("[data-widget=check]").size(), lesson + ": each exercise can be checked");
                assertEquals(1, exercise.select("details.answer").size(), lesson + ": each exercise has its answer");
            }
        }
        assertEquals(exercises, key.select("section.key-entry:not(.key-proof)").size(), "every exercise is in the key");
        assertEquals(exercises, key.select(".key-entry:not(.key-proof) .solution").size());
    }

    /**
     * The real book's student edition holds no model proof and no checklist in any file (page, search index, previews),
     * and no answer key; the instructor's key prints every one of them.
     */
    @Test
    void theStudentEditionHoldsNoModelProof() {
        SiteBuilder.Result student = SiteBuilder.build(new BuildOptions(Path.of("content"), Books.TEMPLATES,
                Path.of("unused"), Edition.STUDENT, 0, true));
        assertEquals(List.of(), student.diagnostics().report());
        assertFalse(student.files().containsKey("answers.html"));
        List<String> proofs = new java.util.ArrayList<>();
        for (String lesson : result.files().keySet().stream().filter(name -> name.matches("\\d\\d-.*\\.html")).toList()) {
            page(lesson).select("div.proof-exercise details.answer li, div.proof-exercise details.answer p")
                    .forEach(part -> proofs.add(part.text()));
        }
        assertTrue(proofs.size() > 40, proofs.toString());
        String key = page("answers.html").text();
        for (var file : student.files().entrySet()) {
            String text = new String(file.getValue(), StandardCharsets.UTF_8);
            String shown = Jsoup.parse(text).text();
            for (String proof : proofs) {
                assertTrue(key.contains(proof), proof);
                // Its first words, in the page's text or anywhere in the file (a script's data too).
                String words = proof.length() > 60 ? proof.substring(0, 60) : proof;
                assertFalse(shown.contains(words) || text.contains(words), file.getKey() + ": " + proof);
            }
        }
    }

    /**
     * The references list every entry of content/references.bib, each cited (an uncited one fails the build), and every
     * citation in the lessons leads to one; the glossary links each term to a page that has its anchor.
     */
    @Test
    void theReferencesAndTheGlossaryLinkToWhatExists() {
        Set<String> entries = new HashSet<>(page("references.html").select("ol.reference-list > li").eachAttr("id"));
        assertTrue(entries.size() >= 15, entries.toString());
        // Each entry says where it appeared in full: series, volume, number, pages or article number, publisher and city.
        Elements listed = page("references.html").select("ol.reference-list > li");
        assertEquals("[Bouton 1901] Bouton, Charles L. (1901). Nim, a Game with a Complete Mathematical Theory. Annals of"
                + " Mathematics, Second Series 3 (1/4), pp. 35–39.", listed.select("#ref-bouton1901").text());
        assertEquals("[Plambeck 2005] Plambeck, Thane E. (2005). Taming the Wild in Impartial Combinatorial Games."
                + " Integers 5 (1), G05.", listed.select("#ref-plambeck2005").text());
        assertEquals("[Siegel 2013] Siegel, Aaron N. (2013). Combinatorial Game Theory. Graduate Studies in Mathematics"
                + " 146. American Mathematical Society, Providence, RI.", listed.select("#ref-siegel2013").text());
        assertEquals("[Sprague 1935–36] Sprague, Roland (1935–36). Über mathematische Kampfspiele. Tôhoku Mathematical"
                + " Journal 41, pp. 438–444.", listed.select("#ref-sprague1935").text());
        assertEquals("[Ferguson 2014] Ferguson, Thomas S. (2014). Game Theory, Part I: Impartial Combinatorial Games. Lecture"
                + " notes, University of California, Los Angeles. Second edition of the notes."
                + " https://www.math.ucla.edu/~tom/Game_Theory/comb.pdf", listed.select("#ref-ferguson").text());
        assertEquals("https://www.math.ucla.edu/~tom/Game_Theory/comb.pdf", listed.select("#ref-ferguson a").attr("href"));
        // Alphabetical by label, accents aside; one author before the same author with another.
        List<String> labels = listed.select(".reference-label").eachText();
        assertEquals(List.of("[Plambeck 2005]", "[Plambeck and Siegel 2008]", "[Sárközy 1978]", "[Schuh 1952]"),
                labels.subList(labels.indexOf("[Plambeck 2005]"), labels.indexOf("[Plambeck 2005]") + 4));
        Set<String> cited = new HashSet<>();
        Set<String> terms = new HashSet<>();
        for (String lesson : result.files().keySet().stream().filter(name -> name.matches("\\d\\d-.*\\.html")).toList()) {
            page(lesson).select("a.nb-cite").forEach(link -> cited.add(link.attr("href").replace("references.html#", "")));
            // A dfn names its term by its title when the sentence inflects it ("options" defines "option").
            page(lesson).select("dfn.nb-define").forEach(term -> terms.add(term.hasAttr("title") ? term.attr("title")
                    : term.text()));
        }
        assertEquals(entries, cited);
        // Every page's header leads to both, as the contents page does.
        for (String name : result.files().keySet().stream().filter(name -> name.endsWith(".html")).toList()) {
            assertEquals(List.of("references.html", "glossary.html"), page(name).select(".site-nav a[href~=^(references|glossary)"
                    + "\\.html$]").eachAttr("href"), name);
        }
        Elements glossary = page("glossary.html").select("dl.term-list > dt > a");
        assertEquals(terms, new HashSet<>(glossary.eachText()));
        // Its terms and places are printed as the lessons print them, apostrophes curled ({{ define Moore's Nim }}).
        assertTrue(terms.contains("Moore’s Nim"), terms.toString());
        assertFalse(page("glossary.html").select("dl.term-list > dt, dl.term-list .glossary-where").text().contains("'"));
        // Each entry shows its definition, the block or paragraph that defines it, with its math; the search reads it.
        Element mex = page("glossary.html").getElementById("term-mex").nextElementSibling();
        assertEquals("Definition 3.1 (Minimum excluded value). For a finite set \\(A\\) of non-negative integers, the mex"
                + " \\(\\operatorname{mex} A\\) is the least non-negative integer that is not in \\(A\\).",
                mex.select(".glossary-definition").text());
        assertEquals(3, mex.select(".glossary-definition .math").size(), "its formulas are math for KaTeX");
        String search = new String(result.files().get(nimbook.render.SearchIndex.PATH), StandardCharsets.UTF_8);
        assertTrue(search.contains("the least non-negative integer that is not in"), "the definition is searchable");
        for (String term : List.of("option", "follower", "period", "pre-period")) {
            assertTrue(terms.contains(term), term);
            assertTrue(search.contains("{\"anchor\":\"" + Glossary.anchor(term) + "\",\"heading\":\"" + term + "\""),
                    term + " is searchable");
        }
        for (Element term : glossary) {
            String[] target = term.attr("href").split("#", 2);
            assertTrue(target.length == 1 || page(target[0]).getElementById(target[1]) != null, term.toString());
        }
    }

    /** Real HTML5 structure: one title, headings that never skip a level, unique ids, tables with header cells. */
    @Test
    void everyPageIsWellFormed() {
        for (Map.Entry<String, byte[]> file : result.files().entrySet()) {
            if (!file.getKey().endsWith(".html")) {
                continue;
            }
            Document page = page(file.getKey());
            String name = file.getKey();
            assertEquals("en", page.selectFirst("html").attr("lang"), name);
            assertEquals(1, page.select("h1").size(), name + ": one h1");
            int previous = 1;
            for (Element heading : page.select("main h1, main h2, main h3, main h4, main h5, main h6")) {
                int level = Integer.parseInt(heading.tagName().substring(1));
                assertTrue(level <= previous + 1, name + ": heading " + heading.text() + " skips from h" + previous);
                previous = level;
            }
            Set<String> ids = new HashSet<>();
            for (Element element : page.select("[id]")) {
                assertTrue(ids.add(element.id()), name + ": duplicate id " + element.id());
            }
            for (Element table : page.select("table")) {
                assertTrue(!table.select("th").isEmpty(), name + ": a table without header cells");
            }
            for (Element link : page.select("a[href^=#]")) {
                assertTrue(ids.contains(link.attr("href").substring(1)), name + ": a link to a missing anchor " + link);
            }
            for (Element image : page.select("img")) {
                assertTrue(image.hasAttr("alt"), name + ": an image without alt text");
            }
        }
    }

    /**
     * What a lesson page loads before the reader can use it — its scripts, KaTeX aside — compressed as a server sends
     * them, stays under 120 KB, the practice issue's budget; the solver compiled to JavaScript (with the step checker and
     * the generator), which the widgets fetch when one first asks it something, under 125 KB. Compiling a JDK facility
     * into the solver once took it from 77 to 131 KB without any other sign: formatting and Unicode tables then, and
     * later regular expressions (a {@code String.split} by a pattern brought in the JDK's whole engine, 29 KB
     * compressed; {@code text.Text} splits instead).
     */
    @Test
    void theScriptsALessonLoadsStayUnder120KilobytesAndTheSolverUnder125() throws java.io.IOException {
        for (String lesson : result.files().keySet().stream().filter(name -> name.matches("\\d\\d-.*\\.html")).toList()) {
            List<String> scripts = page(lesson).select("script[src]").eachAttr("src").stream()
                    .filter(script -> !script.contains("katex")).toList();
            assertFalse(scripts.contains("assets/solver.js"), lesson + " loads the solver with the page");
            assertTrue(gzipped(scripts) < 120_000, lesson + ": scripts " + gzipped(scripts) + " bytes gzipped: " + scripts);
        }
        // The regular-expression engine's table of Unicode blocks, there whenever any pattern is compiled for the page.
        assertFalse(new String(result.files().get("assets/solver.js"), java.nio.charset.StandardCharsets.UTF_8)
                .contains("CJKStrokes"), "the page's solver compiles a regular expression: split with text.Text");
        // 125 KB since the step checker learnt loopy positions (9 KB of it): the lesson pages load none of it.
        assertTrue(gzipped(List.of("assets/solver.js")) < 125_000, "solver " + gzipped(List.of("assets/solver.js")));
    }

    private static int gzipped(List<String> scripts) throws java.io.IOException {
        java.io.ByteArrayOutputStream compressed = new java.io.ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream gzip = new java.util.zip.GZIPOutputStream(compressed) {
            {
                def.setLevel(java.util.zip.Deflater.BEST_COMPRESSION);
            }
        }) {
            for (String script : scripts) {
                gzip.write(result.files().get(script));
            }
        }
        return compressed.size();
    }
}
