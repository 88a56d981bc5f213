package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sheets}: each set's sheet with its set and check code, the keys in the same order, the compact key. */
class SheetsCommandTest {
    private static final Path GOLDEN = Path.of("src/test/resources/books/golden/content");

    /** The golden book under another title. */
    private static Path retitled(Path temp, String title) throws IOException {
        Path content = Files.createDirectories(temp.resolve("content"));
        try (var files = Files.list(GOLDEN)) {
            for (Path file : files.toList()) {
                Files.copy(file, content.resolve(file.getFileName()));
            }
        }
        Path index = content.resolve("index.md");
        Files.writeString(index, Files.readString(index).replace("title: A Small Book", "title: " + title));
        return content;
    }

    @Test
    void aTitleIsWrittenAsTextInThePageAndAsACssStringInItsHeaders(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("sheets");
        CliTest.Result result = run("sheets", "--content", retitled(temp, "'Games & Numbers <Nim> \"one\" \\\\ two'")
                .toString(), "--seeds", "1,2", "--out", out.toString());
        assertEquals(new CliTest.Result(0, "nimbook: wrote " + out.resolve("sheets.html") + ", " + out.resolve("key.html")
                + " and " + out.resolve("compact-key.html") + " (2 sets, 10 exercises)\n", ""), result);
        String sheets = Files.readString(out.resolve("sheets.html"));
        assertTrue(sheets.contains("@page set-1 { @top-left { content: \"Games & Numbers \\3C Nim\\3E  \\\"one\\\" \\\\\\\\ two ·"
                + " exercise set 1 · check 3\"; font-size: 9pt; } }"), sheets);
        assertTrue(sheets.contains("<p>Games &amp; Numbers &lt;Nim&gt; &quot;one&quot; \\\\ two</p>"), sheets);
        assertTrue(sheets.contains("<p class=\"set-code\">Set <strong>2</strong>, check code <strong>1</strong>: write both"
                + " beside your answers.</p>"), sheets);
        String compact = Files.readString(out.resolve("compact-key.html"));
        assertTrue(compact.contains("<tbody>\n"
                + "    <tr><td>1</td><td>3</td><td>1.1</td><td><code>nim 1 2 3</code></td><td>P</td></tr>\n"
                + "    <tr><td>1</td><td>3</td><td>1.2</td><td><code>nim 1 8 8</code></td><td>nim 0 8 8</td></tr>\n"
                + "    <tr><td>1</td><td>3</td><td>2.1</td><td><code>squares 14</code></td><td>2</td></tr>\n"
                + "    <tr><td>1</td><td>3</td><td>2.2</td><td><code>squares with value 2, components 2, distinct</code></td>"
                + "<td>any that meets it, e.g. squares 2 4</td></tr>\n"
                + "    <tr><td>1</td><td>3</td><td>2.3</td><td><code>subtract with not start 0</code></td>"
                + "<td>any that meets it, e.g. subtract:2,4,7</td></tr>\n"
                + "  </tbody>\n"), compact);
    }

    /**
     * A Green Hackenbush position is drawn in its question, on the student's sheet and in the key, as the lesson pages
     * draw it (named for a screen reader), in black ink; the compact key keeps a line per exercise, in the notation.
     */
    @Test
    void aGreenHackenbushPositionIsDrawnInItsQuestionOnTheSheetAndInTheKey(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("sheets");
        assertEquals(0, run("sheets", "--content", "src/test/resources/books/pictures/content", "--seeds", "1", "--out",
                out.toString()).status());
        String stalk = "<div class=\"question\"><figure class=\"nb-picture exercise-picture\"><svg class=\"hackenbush\""
                + " width=\"32\" height=\"100\" viewBox=\"0 0 32 100\" role=\"img\" aria-label=\"Green Hackenbush: a"
                + " picture with edges 0-1 and 1-2 (node 0 is the ground)\"><line class=\"ground\" x1=\"0\" y1=\"84\""
                + " x2=\"32\" y2=\"84\"/><path class=\"stroke\" d=\"M16 84 L16 50\"/><path class=\"stroke\""
                + " d=\"M16 50 L16 16\"/><circle class=\"node\" cx=\"16\" cy=\"50\" r=\"3.5\"/><circle class=\"node\""
                + " cx=\"16\" cy=\"16\" r=\"3.5\"/></svg></figure>\n<p>Find the value of <code class=\"nb-keep\">hackenbush"
                + " 0-1,1-2</code>.</p>";
        for (String document : List.of("sheets.html", "key.html")) {
            String html = Files.readString(out.resolve(document));
            assertTrue(html.contains(stalk), document + ": " + html);
            assertEquals(2, html.split("<svg class=\"hackenbush\"", -1).length - 1, document + ": a picture for each of"
                    + " the two Hackenbush questions, none for Nim");
            assertTrue(html.contains("svg.hackenbush .stroke { stroke: #000; } svg.hackenbush .ground { stroke: #555; }"
                    + " svg.hackenbush .node { fill: #000; }"), document + ": in ink");
        }
        assertTrue(!Files.readString(out.resolve("compact-key.html")).contains("<svg"));
    }

    private static List<String> order(String html) {
        List<String> order = new ArrayList<>();
        Matcher exercise = Pattern.compile("<h2 id=\"set-(\\d+)-[^\"]*-title\">Exercise ([0-9.]+)").matcher(html);
        while (exercise.find()) {
            order.add(exercise.group(1) + ":" + exercise.group(2));
        }
        return order;
    }

    @Test
    void shuffledSetsHaveOrdersOfTheirOwnAndTheKeyFollowsThem(@TempDir Path temp) throws IOException {
        Path plain = temp.resolve("plain");
        Path shuffled = temp.resolve("shuffled");
        assertEquals(0, run("sheets", "--seeds", "1..6", "--lessons", "1", "--out", plain.toString()).status());
        assertEquals(0, run("sheets", "--seeds", "1..6", "--lessons", "1", "--shuffle", "--out", shuffled.toString())
                .status());
        List<String> sheets = order(Files.readString(shuffled.resolve("sheets.html")));
        assertEquals(sheets, order(Files.readString(shuffled.resolve("key.html"))), "the key in the sheets' order");
        assertNotEquals(order(Files.readString(plain.resolve("sheets.html"))), sheets);
        List<String> first = sheets.subList(0, 8).stream().map(e -> e.substring(2)).toList();
        List<String> second = sheets.subList(8, 16).stream().map(e -> e.substring(2)).toList();
        assertNotEquals(first, second, "each set its own order");
        assertEquals(first.stream().sorted().toList(), second.stream().sorted().toList(), "the same exercises");
        Path again = temp.resolve("again");
        run("sheets", "--seeds", "1..6", "--lessons", "1", "--shuffle", "--out", again.toString());
        assertEquals(Files.readString(shuffled.resolve("sheets.html")), Files.readString(again.resolve("sheets.html")));
    }
}
