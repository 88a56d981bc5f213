package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * Figures for the practice issue, printed, not asserted (bench/practice.sh runs it; no build runs it otherwise): the
 * time a 10-line worked answer takes to be judged in Chromium, the longest the page's main thread is held while the
 * book's slowest widget answers, and the gzipped size of what a lesson page loads before the reader does anything,
 * KaTeX aside. Each figure is the median of repeated runs, with the least and the most.
 */
class PracticeBenchmark {
    private static final int PAGE_LOADS = 5;
    private static final int ANSWERS = 30;
    private static final Solver SOLVER = Solver.forPages();

    @Test
    void printFigures() throws IOException, NotationException {
        Path site = Files.createTempDirectory("nimbook-bench");
        try (Chromium chromium = new Chromium()) {
            SiteBuilder.Result book = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("content"), Path.of("templates"),
                    site.resolve("site"), Edition.INSTRUCTOR, 0));
            assertEquals(List.of(), book.diagnostics().report());
            verdicts(chromium, site.resolve("site"));
            slowestWidget(chromium, site.resolve("site"), book);
            sizes(book);
        } finally {
            Chromium.delete(site);
        }
    }

    /** From pressing Check to the verdict's arrival: the worker's round trip for 10-line answers about sums. */
    private static void verdicts(Chromium chromium, Path site) throws NotationException {
        Random random = new Random(5);
        List<Double> first = new ArrayList<>();
        List<Double> warm = new ArrayList<>();
        for (int load = 0; load < PAGE_LOADS; load++) {
            chromium.open(site.resolve("08-problems.html").toUri().toString());
            awaitWidgets(chromium);
            for (int run = 0; run < ANSWERS; run++) {
                String position = "nim " + (1 + random.nextInt(15)) + " " + (1 + random.nextInt(15)) + " + kayles "
                        + (1 + random.nextInt(20)) + " + colourful " + (1 + random.nextInt(5)) + "," + (1 + random.nextInt(5));
                double ms = ((Number) chromium.script("var root = document.querySelector('[data-widget=check]');"
                        + " var t = performance.now();"
                        + " return nimbookWidgets.ask(root, 'nimbookWork', arguments[0], 'move', 'false', arguments[1])"
                        + ".then(function () { return performance.now() - t; });", position,
                        String.join("\n", tenLines(random, SOLVER.parse(position))))).doubleValue();
                (run == 0 ? first : warm).add(ms);
            }
        }
        System.out.println("verdict on a 10-line worked answer, from Check to the verdict (ms, target <= 50): median "
                + figures(warm) + " over " + warm.size() + " answers in " + PAGE_LOADS + " page loads; a page's first: median "
                + figures(first));
    }

    /** Ten steps about a sum: components’ values, a mex, the nim-sum in binary, outcomes, a move and the answer. */
    private static List<String> tenLines(Random random, Position position) throws NotationException {
        List<String> lines = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (Position.Place place : position.places()) {
            long value = place.game().grundy(place.component());
            values.add("0b" + Long.toBinaryString(value));
            lines.add(place.label() + " = " + (value + (random.nextInt(4) == 0 ? 1 : 0)));
        }
        Position.Place kayles = position.places().get(2);
        List<String> options = new ArrayList<>();
        for (Solver.Option option : SOLVER.options(SOLVER.parse(kayles.label()))) {
            options.add(option.result().toString());
        }
        lines.add(kayles.label() + " = mex{" + String.join(", ", options) + "}");
        lines.add(String.join(" ⊕ ", values) + " = 0b" + Long.toBinaryString(SOLVER.grundy(position)));
        lines.add(position + " is " + SOLVER.outcome(position));
        lines.add("kayles 4 is N");
        lines.add(position + " → " + SOLVER.options(position).get(0).result());
        lines.add("mex{0, 1, 3} = 2");
        List<Position> winning = SOLVER.winningMoves(position);
        lines.add(winning.isEmpty() ? "none" : winning.get(0).toString());
        return lines.subList(0, 10);
    }

    /**
     * The book's slowest widget, found by asking the worker what each widget asks; then, on its page, the widget run
     * as a reader runs it, while a loop of messages on the main thread records the longest gap between two of them.
     */
    private static void slowestWidget(Chromium chromium, Path site, SiteBuilder.Result book) {
        Map<String, List<String>> widgets = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> file : book.files().entrySet()) {
            if (file.getKey().endsWith(".html")) {
                Document page = Jsoup.parse(new String(file.getValue(), StandardCharsets.UTF_8));
                int index = 0;
                for (Element widget : page.select("[data-widget]")) {
                    String position = widget.hasAttr("data-start") ? widget.attr("data-start") : widget.attr("data-position");
                    if (!position.isEmpty()) {
                        widgets.put(file.getKey() + " " + widget.attr("data-widget") + " " + index, List.of(file.getKey(),
                                widget.attr("data-widget"), Integer.toString(index), position, widget.attr("data-answer")));
                    }
                    index++;
                }
            }
        }
        chromium.open(site.resolve("index.html").toUri().toString());
        String slowest = null;
        double most = -1;
        for (Map.Entry<String, List<String>> widget : widgets.entrySet()) {
            if (!chromium.driver.getCurrentUrl().endsWith(widget.getValue().get(0))) {
                chromium.open(site.resolve(widget.getValue().get(0)).toUri().toString());
                awaitWidgets(chromium);
            }
            double ms = ((Number) chromium.script("var w = arguments[0];"
                    + " var root = document.querySelectorAll('[data-widget]')[+w[2]]; var t = performance.now();"
                    + " var asked = w[1] === 'play' ? nimbookWidgets.ask(root, 'nimbookReply', w[3])"
                    + " : w[1] === 'check' ? nimbookWidgets.ask(root, 'nimbookWork', w[3], w[4], 'false', '0')"
                    + " : nimbookWidgets.ask(root, 'nimbookAnalyze', w[3]);"
                    + " return asked.then(function () { return performance.now() - t; });", widget.getValue()))
                    .doubleValue();
            if (ms > most) {
                most = ms;
                slowest = widget.getKey();
            }
        }
        List<String> chosen = widgets.get(slowest);
        List<Double> gaps = new ArrayList<>();
        List<Double> answered = new ArrayList<>();
        List<Double> longTasks = new ArrayList<>();
        for (int run = 0; run < PAGE_LOADS; run++) {
            chromium.open(site.resolve(chosen.get(0)).toUri().toString());
            awaitWidgets(chromium);
            @SuppressWarnings("unchecked")
            List<Number> figures = (List<Number>) chromium.script("var w = arguments[0];"
                    + " return new Promise(function (done) { var root = document.querySelectorAll('[data-widget]')[+w[2]];"
                    + " var longTasks = 0; var observer = new PerformanceObserver(function (list) {"
                    + " longTasks += list.getEntries().length; }); observer.observe({ entryTypes: ['longtask'] });"
                    + " var channel = new MessageChannel(); var last = performance.now(); var gap = 0; var going = true;"
                    + " channel.port1.onmessage = function () { var now = performance.now(); gap = Math.max(gap, now - last);"
                    + " last = now; if (going) { channel.port2.postMessage(0); } }; channel.port2.postMessage(0);"
                    + " var t = performance.now();"
                    + " if (w[1] === 'play') { root.querySelector('[data-action=first-computer]').click(); }"
                    + " else { var field = root.querySelector('[name=position], [name=answer]'); field.value ="
                    + " w[1] === 'check' ? '0' : w[3]; root.querySelector('form').requestSubmit(); }"
                    + " (function wait() { if (root.hasAttribute('data-busy') || w[1] === 'play'"
                    + " && root.getAttribute('data-turn') === 'computer' || w[1] === 'play'"
                    + " && root.getAttribute('data-turn') === 'wait') { setTimeout(wait, 5); return; }"
                    + " var took = performance.now() - t; setTimeout(function () { going = false; observer.disconnect();"
                    + " done([gap, took, longTasks]); }, 50); })(); });", chosen);
            gaps.add(figures.get(0).doubleValue());
            answered.add(figures.get(1).doubleValue());
            longTasks.add(figures.get(2).doubleValue());
        }
        System.out.println("the book's slowest widget: " + chosen.get(1) + " " + chosen.get(3) + " on " + chosen.get(0)
                + ", answered in median " + figures(answered) + " ms");
        System.out.println("longest main-thread gap while it answers (ms, target <= 50): median " + figures(gaps)
                + "; long tasks (>= 50 ms) seen: " + longTasks);
    }

    /** Gzipped, what each lesson page loads before the reader does anything: its scripts and its stylesheet. */
    private static void sizes(SiteBuilder.Result book) throws IOException {
        String largest = null;
        long most = 0;
        Map<String, Long> parts = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> file : book.files().entrySet()) {
            if (!file.getKey().matches("[0-9].*\\.html")) {
                continue;
            }
            Document page = Jsoup.parse(new String(file.getValue(), StandardCharsets.UTF_8));
            Map<String, Long> loaded = new LinkedHashMap<>();
            for (Element asset : page.select("script[src], link[rel=stylesheet]")) {
                String path = asset.hasAttr("src") ? asset.attr("src") : asset.attr("href");
                if (!path.contains("katex")) {
                    loaded.put(path, gzipped(book.files().get(path)));
                }
            }
            long total = loaded.values().stream().mapToLong(Long::longValue).sum();
            if (total > most) {
                most = total;
                largest = file.getKey();
                parts = loaded;
            }
        }
        StringBuilder each = new StringBuilder();
        parts.forEach((path, size) -> each.append(each.length() == 0 ? "" : ", ").append(path).append(' ')
                .append(String.format("%.1f", size / 1024.0)));
        long scripts = parts.entrySet().stream().filter(part -> part.getKey().endsWith(".js"))
                .mapToLong(Map.Entry::getValue).sum();
        System.out.println(String.format("what a lesson page loads before interaction, KaTeX aside, gzipped (KB, target"
                + " <= 120): the largest, %s: %.1f with its stylesheet, %.1f of scripts (%s)", largest, most / 1024.0,
                scripts / 1024.0, each));
        System.out.println(String.format("the solver, fetched when a widget first asks it something, gzipped: %.1f KB"
                + " (target <= 120)", gzipped(book.files().get("assets/solver.js")) / 1024.0));
    }

    private static long gzipped(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gzip.write(bytes);
        }
        return out.size();
    }

    private static void awaitWidgets(Chromium chromium) {
        chromium.await("every widget to start", () -> (Long) chromium.script(
                "return document.querySelectorAll('[data-widget]:not([data-ready=true])').length") == 0);
    }

    /** The median of some runs, with the least and the most: "12.3 (min 10.1, max 20.5)". */
    private static String figures(List<Double> runs) {
        List<Double> sorted = runs.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return String.format("%.1f (min %.1f, max %.1f)", median, sorted.get(0), sorted.get(n - 1));
    }
}
