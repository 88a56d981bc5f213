package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.json.Json;

/** {@code export --format gift}, read back by gift-pegjs, the GIFT parser of GIFT's editors (installed by the test command). */
class GiftExportIT {
    private static final Path PARSER = Path.of("src/test/gift-parse.js");

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> parsed(Path gift) throws Exception {
        if (!Files.isDirectory(Path.of("src/test/node_modules/gift-pegjs"))) {
            throw new AssertionError("gift-pegjs is missing: npm ci --prefix src/test (the README's test command runs it)");
        }
        Process node = new ProcessBuilder("node", PARSER.toString(), gift.toString()).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, node.waitFor(), "gift-pegjs refused the export: " + out);
        return new Json().toType(out, List.class);
    }

    @Test
    void everyQuestionOfTheRealBookParsesWithItsTitleTypeAndAnswer(@TempDir Path temp) throws Exception {
        Path gift = temp.resolve("bank.gift.txt");
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"export", "--format", "gift", "--seeds", "1..4", "--out", gift.toString()},
                System.in, new PrintWriter(new StringWriter()), new PrintWriter(err)), err.toString());
        StringWriter key = new StringWriter();
        Main.run(new String[] {"exercises", "--seeds", "1..4"}, System.in, new PrintWriter(key), new PrintWriter(err));
        Map<String, String[]> rows = new java.util.HashMap<>();
        key.toString().lines().skip(1).forEach(row -> {
            String[] fields = row.split("\t");
            // A position or game of the student's own is judged by grade: no LMS can, so it is no question.
            if (!nimbook.practice.Demand.KINDS.contains(fields[4])) {
                rows.put(fields[2] + " set " + fields[0], fields);
            }
        });
        List<Map<String, Object>> questions = parsed(gift);
        int categories = 0;
        int asked = 0;
        for (Map<String, Object> question : questions) {
            if (question.get("type").equals("Category")) {
                categories++;
                continue;
            }
            String title = (String) question.get("title");
            String[] row = rows.get(title);
            assertTrue(row != null, "a question named EXERCISE set SET: " + title);
            String kind = row[4];
            assertEquals(kind.equals("grundy") || kind.equals("count") ? "Numerical" : "MC", question.get("type"), title);
            assertTrue(((String) ((Map<String, Object>) question.get("stem")).get("text")).length() > 10, title);
            if (question.get("type").equals("Numerical")) {
                Map<String, Object> choice = (Map<String, Object>) question.get("choices");
                assertEquals("simple", choice.get("type"), title);
                assertEquals(row[6], String.valueOf(((Number) choice.get("number")).longValue()), title);
            } else {
                long right = ((List<Map<String, Object>>) question.get("choices")).stream()
                        .filter(choice -> Boolean.TRUE.equals(choice.get("isCorrect"))
                                || choice.get("weight") != null && ((Number) choice.get("weight")).doubleValue() > 0)
                        .count();
                long expected = switch (kind) {
                    case "outcome" -> 1;
                    case "move" -> row[6].split("; ").length;
                    default -> row[6].isEmpty() ? 1 : row[6].split("; ").length;
                };
                assertEquals(expected, right, title + ": right choices");
            }
            asked++;
        }
        assertEquals(rows.size(), asked, "one question per exercise and set");
        assertEquals(rows.size() / 4, categories, "one category per exercise");
    }
}
