package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.json.Json;

/**
 * The solver compiled to JavaScript, run in Chromium, against the JVM solver on a few thousand positions of
 * every game: values, outcomes, winning moves and error messages must agree exactly. Also prints how long the
 * browser takes to answer (a figure for the notes, not an assertion).
 */
class FacadeAgreementIT {
    private static final String[] GAMES = {"nim %d %d %d", "misere-nim %d %d", "subtract:1,2,4 %d", "subtract:2..4 %d %d",
        "squares %d", "cubes %d", "powers-of-two %d", "kayles %d %d", "dawsons-kayles %d", "dawsons-chess %d",
        "octal:0.137 %d", "grundys-game %d", "colourful %d,%d,%d", "colourful %d,%d", "end-nim %d,%d,%d",
        "empty-and-divide %d,%d", "wythoff %d,%d", "nim %d + squares %d + cubes %d", "kayles %d + colourful %d,%d",
        "lasker %d %d", "staircase %d,%d,%d", "moore:2 %d %d %d", "greedy-nim %d %d %d", "every-heap %d %d %d",
        "circular-nim %d + circular-nim %d,%d", "chomp %d,%d,%d", "misere:kayles %d %d", "misere:subtract:1,2 %d %d %d",
        "hackenbush 0-1,stalk%d@1,cycle%d@1 star%d", "hackenbush cycle%d,0-1-2-0,star%d@2 stalk%d"};

    @Test
    void theBrowserSolverAgreesWithTheJvmSolver(@TempDir Path temp) throws IOException {
        Path out = built(temp, "widgets");
        Random random = new Random(7);
        List<String> positions = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String pattern = GAMES[i % GAMES.length];
            positions.add(String.format(pattern, 1 + random.nextInt(12), 1 + random.nextInt(12), 1 + random.nextInt(12)));
        }
        for (int i = 0; i < 600; i++) {
            // Rows of the coin games, and boards of Turning Corners, with each coin heads or tails.
            String[] rows = {"turning-turtles", "twins", "mock-turtles", "ruler", "turning-corners"};
            int columns = 1 + random.nextInt(i % 5 == 4 ? 4 : 12);
            StringBuilder coins = new StringBuilder(rows[i % 5]).append(' ');
            for (int r = 0; r < (i % 5 == 4 ? 1 + random.nextInt(4) : 1); r++) {
                coins.append(r == 0 ? "" : ",");
                for (int c = 0; c < columns; c++) {
                    coins.append(random.nextBoolean() ? 'H' : 'T');
                }
            }
            positions.add(coins.toString());
        }
        positions.addAll(List.of("twins THXH", "turning-corners TH,HTT", "ruler " + "H".repeat(300), "mock-turtles 3"));
        positions.addAll(List.of("nimm 3", "nim -3", "wythoff 3", "colourful 1,0,2", "squares 3000000", "nim 3 +",
                "kayles 1000000000000", "empty-and-divide 2019,9102", "subtract:1,2,4 2019", "squares 200001",
                "wythoff 3,201", "grundys-game 10001", "moore:2 3 + nim 1", "chomp 0", "chomp 8,8,8,8,8,8,8,8",
                "moore:3 9 9 9 9 9", "circular-nim 7,3,1", "circular-nim 2001", "hackenbush 0-1,5-6", "hackenbush 0-x",
                "hackenbush cycle1", "hackenbush 0-1-2-3-1,2-4,0-5-5", "hackenbush 0-1-2-0,2-3-4,3-5 0-0 0"));
        // The page's solver cuts brute force tenfold (the browser computes more slowly): the same as here.
        Solver solver = Solver.forPages();
        try (Chromium chromium = new Chromium()) {
            chromium.open(out.resolve("01-play.html").toUri().toString());
            chromium.defineSolver();
            Json json = new Json();
            long slowest = 0;
            long total = 0;
            for (int from = 0; from < positions.size(); from += 250) {
                List<String> batch = positions.subList(from, Math.min(positions.size(), from + 250));
                String answers = (String) chromium.script("var out = []; var slowest = 0; var total = 0;"
                        + " arguments[0].forEach(function (p) { var t = performance.now(); out.push(JSON.parse(nimbookAnalyze(p)));"
                        + " var d = performance.now() - t; total += d; if (d > slowest) slowest = d; });"
                        + " return JSON.stringify({answers: out, slowest: slowest, total: total});", batch);
                Map<String, Object> parsed = json.toType(answers, Json.MAP_TYPE);
                slowest = Math.max(slowest, Math.round(((Number) parsed.get("slowest")).doubleValue()));
                total += Math.round(((Number) parsed.get("total")).doubleValue());
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> list = (List<Map<String, Object>>) parsed.get("answers");
                for (int i = 0; i < batch.size(); i++) {
                    compare(solver, batch.get(i), list.get(i));
                }
            }
            System.out.println("browser solver: " + positions.size() + " positions in " + total + " ms, slowest " + slowest
                    + " ms");
            printBookTimings(chromium);
            assertEquals(List.of(), chromium.consoleErrors());
            assertEquals(List.of(), chromium.foreignRequests());
        }
        long size = Files.size(out.resolve("assets/solver.js"));
        assertTrue(size > 10_000, "the compiled solver is in the site: " + size);
    }

    /**
     * Hackenbush pictures as the generator deals them: the page's solver lays them out to the same pixel as the JVM's,
     * which draws the book's pictures at build time, so a board draws what the book shows.
     */
    @Test
    void theBrowserLaysPicturesOutAsTheBuildDoes(@TempDir Path temp) throws IOException, NotationException {
        Path out = built(temp, "widgets");
        Solver solver = Solver.forPages();
        nimbook.practice.Generator generator = nimbook.practice.Generator.of(solver, "hackenbush 3 1..9", "");
        List<String> positions = new ArrayList<>(List.of("hackenbush 0-1,star3@1,1-5-6-1,0-0,0-1", "nim 3"));
        for (long set = 1; set <= 300; set++) {
            positions.add(generator.deal(solver, set, "9.1").toString());
        }
        try (Chromium chromium = new Chromium()) {
            chromium.open(out.resolve("01-play.html").toUri().toString());
            chromium.defineSolver();
            @SuppressWarnings("unchecked")
            List<String> drawn = (List<String>) chromium.script("return arguments[0].map(function (p) {"
                    + " return nimbookPicture(p); });", positions);
            nimbook.web.Browser jvm = nimbook.web.Browser.page();
            for (int i = 0; i < positions.size(); i++) {
                assertEquals(jvm.picture(positions.get(i)), drawn.get(i), positions.get(i));
            }
        }
    }

    /** Loopy positions on random graphs: value, outcome, moves and the perfect player's reply, as on the JVM. */
    @Test
    void theBrowserAgreesOnLoopyGames(@TempDir Path temp) throws IOException, NotationException {
        Path out = built(temp, "loopy");
        Random random = new Random(8);
        List<String> positions = new ArrayList<>(List.of("loopy 0>1,1>0", "loopy 0>x@0", "loopy"));
        for (int i = 0; i < 300; i++) {
            StringBuilder position = new StringBuilder("loopy");
            for (int g = 0; g < 1 + i % 3; g++) {
                StringBuilder arcs = new StringBuilder();
                for (int u = 0; u < 5; u++) {
                    for (int v = 0; v < 5; v++) {
                        if (u != v && random.nextInt(4) == 0) {
                            arcs.append(arcs.length() == 0 ? "" : ",").append(u).append('>').append(v);
                        }
                    }
                }
                position.append(' ').append(arcs).append('@').append(random.nextInt(5));
            }
            positions.add(position.toString());
        }
        try (Chromium chromium = new Chromium()) {
            chromium.open(out.resolve("01-loopy.html").toUri().toString());
            chromium.defineSolver();
            String answers = (String) chromium.script("return JSON.stringify(arguments[0].map(function (p) {"
                    + " return [JSON.parse(nimbookLoopy(p)), JSON.parse(nimbookLoopyReply(p))]; }));", positions);
            List<List<Map<String, Object>>> list = new Json().toType(answers, List.class);
            for (int i = 0; i < positions.size(); i++) {
                Map<String, Object> analysis = list.get(i).get(0);
                try {
                    Loopy position = Loopy.parse(positions.get(i));
                    assertEquals(position.value().toString(), analysis.get("value"), positions.get(i));
                    assertEquals(position.outcome(), analysis.get("outcome"), positions.get(i));
                    List<String> moves = new ArrayList<>();
                    for (Loopy option : position.options()) {
                        moves.add(option.toString());
                    }
                    @SuppressWarnings("unchecked")
                    List<Map<String, Object>> shown = (List<Map<String, Object>>) analysis.get("moves");
                    assertEquals(moves, shown.stream().map(move -> (String) move.get("result")).toList(), positions.get(i));
                    Loopy reply = position.reply();
                    assertEquals(reply == null ? null : reply.toString(), list.get(i).get(1).get("result"), positions.get(i));
                } catch (NotationException e) {
                    assertEquals(e.getMessage(), analysis.get("error"), positions.get(i));
                }
            }
            // The answer box's verdicts and hints on loopy answers, word for word as on the JVM.
            List<List<String>> asked = new ArrayList<>();
            for (String position : positions.subList(0, 120)) {
                for (String[] answer : new String[][] {{"grundy", "∞(0)"}, {"grundy", "inf()"}, {"grundy", "1"},
                    {"outcome", "D"}, {"outcome", "n"}, {"count", "1"}, {"move", position}, {"moves", "none"}}) {
                    asked.add(List.of(position, answer[0], answer[1]));
                }
            }
            String verdicts = (String) chromium.script("return JSON.stringify(arguments[0].map(function (a) {"
                    + " return [nimbookCheck(a[0], a[1], a[2]), nimbookHints(a[0], a[1], '')]; }));", asked);
            List<List<String>> page = new Json().toType(verdicts, List.class);
            nimbook.web.Browser jvm = nimbook.web.Browser.page();
            for (int i = 0; i < asked.size(); i++) {
                List<String> a = asked.get(i);
                assertEquals(List.of(jvm.check(a.get(0), a.get(1), a.get(2)), jvm.hints(a.get(0), a.get(1), "")),
                        page.get(i), a.toString());
            }
            assertEquals(List.of(), chromium.consoleErrors());
        }
    }

    /**
     * How long the browser takes to answer each widget of the real book as the widget asks: a board its moves and
     * the computer's reply, a check box a (wrong) answer, a calculator its analysis.
     */
    private static void printBookTimings(Chromium chromium) throws IOException {
        SiteBuilder.Result result = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("unused"), Edition.INSTRUCTOR, 0));
        List<List<String>> widgets = new ArrayList<>();
        java.util.regex.Pattern widget = java.util.regex.Pattern.compile(
                "data-widget=\"(play|check|calculator)\" data-(?:start|position)=\"([^\"]*)\"(?: data-answer=\"([^\"]*)\")?");
        for (Map.Entry<String, byte[]> file : result.files().entrySet()) {
            if (file.getKey().endsWith(".html")) {
                java.util.regex.Matcher m = widget.matcher(new String(file.getValue(), java.nio.charset.StandardCharsets.UTF_8));
                while (m.find()) {
                    if (!m.group(2).isEmpty()) {
                        widgets.add(List.of(m.group(1), m.group(2).replace("&#39;", "'"), m.group(3) == null ? "" : m.group(3)));
                    }
                }
            }
        }
        String times = (String) chromium.script("return JSON.stringify(arguments[0].map(function (w) {"
                + " var t = performance.now();"
                + " if (w[0] === 'play') { nimbookOptions(w[1]); nimbookReply(w[1]); }"
                + " else if (w[0] === 'check') { nimbookCheck(w[1], w[2], '0'); }"
                + " else { nimbookAnalyze(w[1]); }"
                + " return [w[0], w[1], performance.now() - t]; }));", widgets);
        List<List<Object>> list = new Json().toType(times, List.class);
        list.sort((a, b) -> Double.compare(((Number) b.get(2)).doubleValue(), ((Number) a.get(2)).doubleValue()));
        System.out.println("book widgets: " + list.size() + "; slowest answers (ms): " + list.subList(0,
                Math.min(5, list.size())));
    }

    private static void compare(Solver solver, String text, Map<String, Object> answer) {
        try {
            Position position = solver.parse(text);
            List<String> moves = new ArrayList<>();
            for (Position move : solver.winningMoves(position)) {
                moves.add(move.toString());
            }
            assertEquals(Boolean.TRUE, answer.get("ok"), text + ": " + answer.get("error"));
            assertEquals(position.toString(), answer.get("position"), text);
            assertEquals(Long.toString(solver.grundy(position)), answer.get("value"), text);
            assertEquals(solver.outcome(position).name(), answer.get("outcome"), text);
            assertEquals(moves, answer.get("moves"), text);
        } catch (NotationException e) {
            assertEquals(Boolean.FALSE, answer.get("ok"), text);
            assertEquals(e.getMessage(), answer.get("error"), text);
        }
    }

    /** A test book built into a temporary folder, with no problem: the pages the browser opens. */
    static Path built(Path temp, String book) throws IOException {
        Path out = temp.resolve("site");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of("src/test/resources/books/" + book
                + "/content"), Path.of("templates"), out, Edition.INSTRUCTOR, 0));
        assertEquals(List.of(), result.diagnostics().report());
        return out;
    }
}
