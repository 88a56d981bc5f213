package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.json.Json;

/**
 * {@code export --format gift} for 300 sets of the real book, read by gift-pegjs, the GIFT parser of GIFT's editors
 * (installed by the test command), as an independent reader: it finds the questions Moodle's reading finds (see {@link
 * MoodleImport}), with the same names, kinds, texts and right answers.
 */
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
    @SuppressWarnings("unchecked")
    void giftPegjsReadsTheQuestionsMoodleReads(@TempDir Path temp) throws Exception {
        Path gift = temp.resolve("bank.gift.txt");
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"export", "--format", "gift", "--seeds", "1..300", "--out", gift.toString()},
                System.in, new PrintWriter(new StringWriter()), new PrintWriter(err)), err.toString());
        List<String> errors = new ArrayList<>();
        List<MoodleImport.Imported> moodle = MoodleImport.gift(gift, errors);
        assertEquals(List.of(), errors);
        List<Map<String, Object>> pegjs = parsed(gift).stream().filter(q -> !q.get("type").equals("Category")).toList();
        assertEquals(moodle.size(), pegjs.size());
        for (int i = 0; i < moodle.size(); i++) {
            MoodleImport.Imported question = moodle.get(i);
            Map<String, Object> read = pegjs.get(i);
            assertEquals(question.name(), read.get("title"));
            assertEquals(question.text(), ((Map<String, Object>) read.get("stem")).get("text"), question.name());
            String type = (String) read.get("type");
            switch (question.type()) {
                case "essay" -> assertEquals("Essay", type, question.name());
                case "numerical" -> {
                    assertEquals("Numerical", type, question.name());
                    Map<String, Object> choice = ((List<Map<String, Object>>) read.get("choices")).get(0);
                    Map<String, Object> text = (Map<String, Object>) choice.get("text");
                    assertEquals(question.answers().get(0).text(), String.valueOf(((Number) text.get("number"))
                            .longValue()), question.name());
                    assertEquals(0, ((Number) text.get("range")).doubleValue(), question.name());
                }
                default -> {
                    assertEquals("MC", type, question.name());
                    List<Map<String, Object>> choices = (List<Map<String, Object>>) read.get("choices");
                    assertEquals(question.answers().size(), choices.size(), question.name());
                    for (int c = 0; c < choices.size(); c++) {
                        Map<String, Object> choice = choices.get(c);
                        double weight = choice.get("weight") == null ? Boolean.TRUE.equals(choice.get("isCorrect"))
                                ? 100 : 0 : ((Number) choice.get("weight")).doubleValue();
                        assertEquals(question.answers().get(c).fraction() * 100, weight, 0.0001, question.name());
                        assertEquals(question.answers().get(c).text(), ((Map<String, Object>) choice.get("text"))
                                .get("text"), question.name());
                    }
                }
            }
        }
    }
}
