package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code export --format moodle}: well-formed Moodle XML in Moodle's documented question format, a category per exercise
 * and a question per set, each answer re-derived here from the solver's own commands.
 */
class ExportCommandTest {
    /** The grades Moodle's question import accepts, in percent. */
    private static final Set<String> MOODLE_FRACTIONS = Set.of("100", "90", "83.33333", "80", "75", "70", "66.66667",
            "60", "50", "40", "33.33333", "30", "25", "20", "16.66667", "14.28571", "12.50000", "11.11111", "10", "5", "0",
            "-5", "-10", "-100");

    private static String text(Element parent, String child) {
        return ((Element) parent.getElementsByTagName(child).item(0)).getElementsByTagName("text").item(0).getTextContent();
    }

    @Test
    void aMoodleBankHasACategoryPerExerciseAndAGradedQuestionPerSet(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("bank.xml");
        CliTest.Result result = run("export", "--seeds", "1..3", "--lessons", "1..3", "--out", file.toString());
        assertEquals(0, result.status(), result.err());
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        assertEquals("quiz", xml.getDocumentElement().getTagName());
        NodeList questions = xml.getElementsByTagName("question");
        java.util.Map<String, String> positions = new java.util.HashMap<>();
        for (String row : run("exercises", "--seeds", "1..3").out().lines().skip(1).toList()) {
            String[] fields = row.split("\t");
            positions.put(fields[2] + " set " + fields[0], fields[5]);
        }
        List<String> categories = new ArrayList<>();
        Set<String> names = new HashSet<>();
        String category = null;
        int graded = 0;
        for (int i = 0; i < questions.getLength(); i++) {
            Element question = (Element) questions.item(i);
            String type = question.getAttribute("type");
            if (type.equals("category")) {
                category = text(question, "category");
                categories.add(category);
                continue;
            }
            String name = text(question, "name");
            assertTrue(names.add(name), "one question per exercise and set: " + name);
            String exercise = name.substring(0, name.indexOf(" set "));
            assertEquals("$course$/top/Nimbook/Exercise " + exercise, category, name + " stands in its exercise's category");
            assertEquals("html", ((Element) question.getElementsByTagName("questiontext").item(0)).getAttribute("format"));
            assertTrue(!text(question, "generalfeedback").isBlank(), name + " has the worked solution as feedback");
            String position = positions.get(name);
            NodeList answers = question.getElementsByTagName("answer");
            List<String> right = new ArrayList<>();
            double total = 0;
            for (int a = 0; a < answers.getLength(); a++) {
                Element answer = (Element) answers.item(a);
                String fraction = answer.getAttribute("fraction");
                assertTrue(MOODLE_FRACTIONS.contains(fraction), name + ": grade " + fraction);
                if (Double.parseDouble(fraction) > 0) {
                    right.add(answer.getElementsByTagName("text").item(0).getTextContent());
                    total += Double.parseDouble(fraction);
                }
            }
            // A move asked for is one choice, and each winning move is fully right; the moves asked for share 100%.
            boolean one = type.equals("multichoice")
                    && question.getElementsByTagName("single").item(0).getTextContent().equals("true");
            assertEquals(one ? 100.0 * right.size() : 100, total, 0.001, name + ": the right answers make 100%");
            String value = run("grundy", position).out().strip();
            List<String> winning = run("moves", position).out().lines().toList();
            switch (type) {
                case "numerical" -> {
                    assertEquals(1, answers.getLength(), name);
                    assertEquals("0", question.getElementsByTagName("tolerance").item(0).getTextContent(), name);
                    String answer = ((Element) answers.item(0)).getElementsByTagName("text").item(0).getTextContent();
                    assertTrue(answer.equals(value) || answer.equals(Integer.toString(winning.size())), name + ": " + answer);
                }
                case "multichoice" -> {
                    boolean single = question.getElementsByTagName("single").item(0).getTextContent().equals("true");
                    if (right.size() == 1 && right.get(0).startsWith("a P-position") || right.get(0).startsWith("an N-")) {
                        assertEquals(value.equals("0"), right.get(0).startsWith("a P-position"), name);
                    } else {
                        // Each right choice leaves a position a winning move leaves, and (ticking all) every one is there.
                        for (String choice : right) {
                            String leaves = choice.substring(choice.lastIndexOf("leaving ") + 8).replaceAll("<[^>]*>", "");
                            assertTrue(winning.contains(leaves), name + ": " + leaves + " in " + winning);
                        }
                        assertEquals(single ? 1 : winning.size(), single ? 1 : right.size(), name);
                    }
                }
                default -> throw new AssertionError(name + ": type " + type);
            }
            graded++;
        }
        assertEquals(new ArrayList<>(new java.util.LinkedHashSet<>(categories)), categories, "each category once");
        assertEquals(3 * categories.size(), graded, "a question per set in every category");
        assertTrue(graded > 50, "questions: " + graded);
        // Exercises 2.9 and 3.8 ask for a position or game of the student's own, which no LMS can judge.
        assertTrue(!categories.contains("$course$/top/Nimbook/Exercise 2.9"), "2.9 is left out");
        assertTrue(result.out().endsWith(" questions); 2 exercises asking for a position or game of the student's own"
                + " left out, as no LMS can judge them: grade them with nimbook grade\n"), result.out());
    }

    @Test
    void aBadFormatOrAnOutputFolderIsRefused(@TempDir Path temp) throws Exception {
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --format \"qti\" is not a format: use moodle or gift (see"
                + " nimbook export --help)\n"), run("export", "--format", "qti"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + temp + " is a folder: name the file to write, like"
                + " questions.xml (see nimbook export --help)\n"), run("export", "--out", temp.toString()));
        assertTrue(Files.notExists(temp.resolve("questions.xml")));
        Path lost = temp.resolve("no-such-folder").resolve("q.xml");
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + lost + ": there is no folder " + lost.getParent()
                + ": create it, or name a file in a folder that exists (see nimbook export --help)\n"),
                run("export", "--out", lost.toString()));
    }

    /** mknod f c 1 3; export --out f turned the device into a file: now refused, and /dev/stdout is written to. */
    @Test
    void aDeviceIsNeverReplacedAndStandardOutputIsWrittenTo(@TempDir Path temp) throws Exception {
        CliTest.Result printed = run("export", "--seeds", "1", "--lessons", "1", "--format", "gift", "--out", "/dev/stdout");
        assertEquals(0, printed.status(), printed.err());
        assertTrue(printed.out().startsWith("$CATEGORY: "), printed.out());
        assertTrue(printed.err().matches("nimbook: wrote /dev/stdout \\([0-9]+ categories, [0-9]+ questions\\)\n"), printed.err());
        Path device = temp.resolve("f");
        assumeTrue(new ProcessBuilder("mknod", device.toString(), "c", "1", "3").start().waitFor() == 0, "mknod needs root");
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --out " + device + " is a device, not a file: name a new"
                + " file, or a regular one to replace (or /dev/stdout to print it) (see nimbook export --help)\n"),
                run("export", "--out", device.toString()));
        assertFalse(Files.isRegularFile(device, LinkOption.NOFOLLOW_LINKS));
    }

    /** A control character in a lesson made a Moodle bank that is not well-formed XML: the lesson is refused where it is. */
    @Test
    void aControlCharacterInALessonIsRefusedBeforeTheBankIsWritten(@TempDir Path temp) throws Exception {
        Path book = temp.resolve("book");
        assertEquals(0, run("init", book.toString()).status());
        Path lesson = book.resolve("content/01-first-lesson.md");
        int lines = Files.readAllLines(lesson).size();
        Files.writeString(lesson, Files.readString(lesson) + "Pasted\u000btext.\n");
        Path bank = temp.resolve("q.xml");
        CliTest.Result refused = run("export", "--content", book.resolve("content").toString(), "--out", bank.toString());
        assertEquals(new CliTest.Result(1, "", lesson + ":" + (lines + 1) + ":7: error: control character U+000B is not"
                + " text a page can show: delete it, or type a space or a line break in its place\nnimbook: 1 error\n"),
                refused);
        assertFalse(Files.exists(bank));
    }
}
