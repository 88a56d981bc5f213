package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import org.junit.jupiter.api.Test;

/**
 * Figures for the reader issue, printed, not asserted (bench/load.sh runs it; no build runs it otherwise): each lesson
 * of the real book opened from disk in Chromium with its CPU slowed 4× (a mid-range phone), at a phone's width.
 * For each: DOMContentLoaded, and when the page is interactive — DOMContentLoaded, or the end of the last main-thread
 * task over 200 ms after it — measured from the navigation's start, with the longest task after DOMContentLoaded.
 * With a baseline (the system property load.baseline: a site another revision built), each load of this revision's
 * page is paired with one of the baseline's, the two alternating. Medians of repeated loads, with the least and the
 * most, and the machine's load average before and after.
 */
class LoadBenchmark {
    private static final int LOADS = 7;
    private static final double THROTTLING = 4;
    /** How long a page is watched after its load event for tasks still to come (typesetting in idle time, widgets). */
    private static final long QUIET_MS = 4000;

    @Test
    void printFigures() throws IOException {
        Path site = Files.createTempDirectory("nimbook-load");
        String before = Files.readString(Path.of("/proc/loadavg")).strip();
        try (Chromium chromium = new Chromium()) {
            SiteBuilder.Result book = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("content"), Path.of("templates"),
                    site.resolve("site"), Edition.INSTRUCTOR, 0));
            assertEquals(List.of(), book.diagnostics().report());
            chromium.driver.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
            chromium.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
                    "window.nbTasks = []; new PerformanceObserver(function (list) { list.getEntries().forEach(function (e)"
                    + " { window.nbTasks.push([e.startTime, e.duration]); }); }).observe({ type: 'longtask',"
                    + " buffered: true });"));
            chromium.driver.executeCdpCommand("Emulation.setCPUThrottlingRate", Map.of("rate", THROTTLING));
            List<String> lessons = book.files().keySet().stream().filter(name -> name.matches("[0-9].*\\.html")).toList();
            String baseline = System.getProperty("load.baseline", "");
            Map<String, Path> sites = new LinkedHashMap<>();
            if (!baseline.isEmpty()) {
                sites.put("baseline", Path.of(baseline));
            }
            sites.put("this revision", site.resolve("site"));
            Map<String, List<List<Double>>> runs = new LinkedHashMap<>();
            // Lesson after lesson, round after round, the baseline's page and this revision's in turn: a passing
            // disturbance of the machine touches every lesson and both revisions alike.
            for (int load = 0; load < LOADS; load++) {
                for (String lesson : lessons) {
                    sites.forEach((name, folder) -> runs.computeIfAbsent(name + " " + lesson, key -> new ArrayList<>())
                            .add(measure(chromium, folder.resolve(lesson))));
                }
            }
            System.out.println("Lessons opened from disk at 390 px with the CPU slowed " + (int) THROTTLING + "x, " + LOADS
                    + " loads each" + (baseline.isEmpty() ? "" : ", paired with the baseline " + baseline)
                    + "; ms from the navigation's start, median (min, max):");
            for (String lesson : lessons) {
                for (String name : sites.keySet()) {
                    List<List<Double>> figures = runs.get(name + " " + lesson);
                    System.out.println(String.format("%-24s %-13s DOMContentLoaded %s; interactive (no task > 200 ms"
                            + " after it) %s; longest task after DOMContentLoaded %s; share of formulas typeset 4 s after"
                            + " load %s", lesson, name, figures(figures, 0), figures(figures, 1), figures(figures, 2),
                            figures(figures, 3)));
                }
            }
        } finally {
            Chromium.delete(site);
        }
        System.out.println("load average (1, 5, 15 min) before: " + before + "; after: "
                + Files.readString(Path.of("/proc/loadavg")).strip() + "; processors: "
                + Runtime.getRuntime().availableProcessors());
    }

    /** One load: DOMContentLoaded, interactive, the longest task after DOMContentLoaded, the share of formulas typeset. */
    @SuppressWarnings("unchecked")
    private static List<Double> measure(Chromium chromium, Path page) {
        chromium.open("about:blank");
        chromium.open(page.toUri().toString());
        chromium.await("the load event", () -> (Boolean) chromium.script(
                "return performance.getEntriesByType('navigation')[0].loadEventEnd > 0"));
        try {
            Thread.sleep(QUIET_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        List<Number> figures = (List<Number>) chromium.script("var nav = performance.getEntriesByType('navigation')[0];"
                + " var dcl = nav.domContentLoadedEventEnd; var interactive = dcl; var longest = 0; var typesetAt = null;"
                + " window.nbTasks.forEach(function (t) { var end = t[0] + t[1]; if (end > dcl) {"
                + " longest = Math.max(longest, t[1]); if (t[1] > 200) { interactive = Math.max(interactive, end); } } });"
                + " var all = document.querySelectorAll('span.math').length;"
                + " var done = document.querySelectorAll('span.math .katex').length;"
                + " return [dcl, interactive, longest, all === 0 ? 1 : done / all];");
        return figures.stream().map(Number::doubleValue).toList();
    }

    /** The median of one figure over some loads, with the least and the most: "1234 (1100, 1500)". */
    private static String figures(List<List<Double>> runs, int which) {
        List<Double> sorted = runs.stream().map(run -> run.get(which)).sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        String format = which == 3 ? "%.2f (%.2f, %.2f)" : "%.0f (%.0f, %.0f)";
        return String.format(format, median, sorted.get(0), sorted.get(n - 1));
    }
}
