package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.practice.Demand;
import nimbook.practice.Hints;
import nimbook.practice.Matcher;
import nimbook.practice.Verdict;
import nimbook.site.SiteBuilder;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.json.Json;

/**
 * Construct and counterexample exercises in the page: the box of the golden book's exercise 2.2 judges what a reader
 * types as the JVM's matcher does, and the compiled facade's check, worked-answer check and hints agree with the JVM on
 * every demand of the real book and on answers right, wrong and unreadable for each.
 */
class DemandAgreementIT {
    private static final Solver SOLVER = Solver.forPages();
    private static final List<String> DEMANDS = List.of("nim with outcome P, components 3, distinct",
            "subtract with period 9", "kayles with value 7, components 2",
            "octal with guy-smith 0 1, not periodic 0 1, largest 2", "octal with period 4",
            "greedy-nim with nimsum 0, outcome N", "squares with value 2, components 2, distinct",
            "subtract with not start 0", "moore:2 with nimsum 0, outcome N", "octal with periodic 71 24");
    private static final List<String> ANSWERS = List.of("nim 1 2 3", "Nim 5 6 3.", "nim 2 2", "kayles 3 5", "kayles 15",
            "subtract:1,8", "subtract:4,5", "subtract:2,4,7", "subtract:1,2", "octal:0.04", "octal:0.4", "octal:0.26",
            "octal:0.6", "octal:0.77", "greedy-nim 1 2 3", "greedy-nim 2 2", "squares 2 4", "squares 1 1",
            "moore:2 1 2 3", "moore:2 3 3 3", "", "nimm 3", "subtract:1,8 4", "wythoff 3,5");

    @Test
    void thePageJudgesAFoundPositionOrGameAsTheJvmDoes() throws IOException, NotationException {
        Path site = Files.createTempDirectory("nimbook-demands");
        try (Chromium chromium = new Chromium()) {
            SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(
                    Path.of("src/test/resources/books/golden/content"), Path.of("templates"), site.resolve("site"),
                    Edition.INSTRUCTOR, 0));
            assertEquals(List.of(), result.diagnostics().report());
            chromium.open(site.resolve("site/02-values.html").toUri().toString());
            // The box as a reader uses it: the prompt, an answer typed, the verdict.
            WebElement box = chromium.driver.findElement(By.cssSelector("#exercise-2-2 .widget.check"));
            chromium.await("the box of exercise 2.2", () -> !box.findElements(By.tagName("textarea")).isEmpty());
            assertEquals("Your answer, in the book’s notation", box.findElement(By.tagName("label")).getText().strip());
            for (String typed : List.of("squares 9 2", "squares 1 1 2", "nim 2")) {
                WebElement input = box.findElement(By.tagName("textarea"));
                input.clear();
                input.sendKeys(typed);
                box.findElement(By.cssSelector("button[type=submit]")).click();
                Verdict jvm = new Matcher(SOLVER).judge("squares with value 2, components 2, distinct", "construct", typed);
                chromium.await("the verdict on " + typed, () -> box.findElement(By.className("verdict")).getText()
                        .equals(jvm.message()));
                assertEquals(jvm.mark() == Verdict.Mark.UNREADABLE ? "error" : jvm.mark().word(),
                        box.getAttribute("data-verdict"), typed);
            }
            chromium.defineSolver();
            compareFacade(chromium);
            assertEquals(List.of(), chromium.consoleErrors());
        } finally {
            Chromium.delete(site);
        }
    }

    /** Every demand with every answer, through nimbookCheck and nimbookWork, and each demand's hints. */
    private static void compareFacade(Chromium chromium) throws NotationException {
        List<List<String>> asked = new ArrayList<>();
        for (String demand : DEMANDS) {
            for (String answer : ANSWERS) {
                asked.add(List.of(demand, demand.startsWith("octal with guy") ? "counterexample" : "construct", answer));
            }
        }
        String answers = (String) chromium.script("return JSON.stringify(arguments[0].map(function (a) {"
                + " return [JSON.parse(nimbookCheck(a[0], a[1], a[2])), JSON.parse(nimbookWork(a[0], a[1], 'false', a[2]))];"
                + " }));", asked);
        List<List<Map<String, Object>>> page = new Json().toType(answers, List.class);
        Matcher matcher = new Matcher(SOLVER);
        int right = 0;
        for (int i = 0; i < asked.size(); i++) {
            List<String> a = asked.get(i);
            Verdict verdict = matcher.judge(a.get(0), a.get(1), a.get(2));
            Map<String, Object> check = new LinkedHashMap<>();
            check.put("ok", true);
            check.put("correct", verdict.mark() == Verdict.Mark.RIGHT);
            if (verdict.mark() == Verdict.Mark.UNREADABLE) {
                check.put("unreadable", true);
            }
            check.put("message", verdict.message());
            assertEquals(check, page.get(i).get(0), a.toString());
            assertEquals(Map.of("ok", true, "state", verdict.mark().word(), "message", verdict.message(), "lines",
                    List.of()), page.get(i).get(1), a.toString());
            right += verdict.mark() == Verdict.Mark.RIGHT ? 1 : 0;
        }
        assertTrue(right >= DEMANDS.size(), "every demand met by some answer: " + right);
        String hints = (String) chromium.script("return JSON.stringify(arguments[0].map(function (d) {"
                + " return JSON.parse(nimbookHints(d, 'construct', '')); }));", DEMANDS);
        List<Map<String, Object>> pageHints = new Json().toType(hints, List.class);
        for (int i = 0; i < DEMANDS.size(); i++) {
            List<Map<String, Object>> rungs = new ArrayList<>();
            for (Hints.Rung rung : Demand.parse(DEMANDS.get(i)).hints(SOLVER)) {
                rungs.add(Map.of("number", (long) rung.number(), "title", rung.title(), "lines", rung.lines()));
            }
            assertEquals(Map.of("ok", true, "rungs", rungs), pageHints.get(i), DEMANDS.get(i));
        }
    }
}
