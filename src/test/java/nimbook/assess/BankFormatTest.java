package nimbook.assess;

import static nimbook.assess.MoodleImport.Imported;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What used to lose a whole import, each in a small book: a move question with one legal move or many winning ones, a
 * value of 0 in GIFT, a title with "/" or a line break, a control character, a code block's lines; and Moodle's rules
 * (as {@link MoodleImport} reads them from its source) catching the files that broke them.
 */
class BankFormatTest {
    private static final String LESSON = """
            ---
            title: One
            order: 1
            summary: Small.
            ---
            ## Exercises

            ```exercise
            position: nim 1
            answer: move

            Find the winning move.
            ```

            ```exercise
            position: kayles 26 30 19
            answer: move

            Find a winning move.
            ```

            ```exercise
            position: kayles 26 30 19
            answer: moves

            Find every winning move.
            ```

            ```exercise
            position: nim 1 2 3
            answer: grundy

            Find the value of the position below, a code block and all:

                first line
                second line
            ```
            """;

    private static Path book(Path temp) throws Exception {
        Path content = Files.createDirectories(temp.resolve("content"));
        Files.writeString(content.resolve("index.md"), "---\ntitle: \"Games/Numbers\\nand  more\"\nsummary: A test.\n---\n\nHello.\n");
        Files.writeString(content.resolve("01-one.md"), LESSON);
        return content;
    }

    private static Path export(Path temp, String format) throws Exception {
        Path out = temp.resolve("bank." + format);
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"export", "--content", book(temp).toString(), "--format", format, "--out",
                out.toString()}, System.in, new PrintWriter(new StringWriter()), new PrintWriter(err)), err.toString());
        return out;
    }

    @Test
    void everyQuestionOfASmallBookImportsAsMoodleReadsIt(@TempDir Path temp) throws Exception {
        List<Imported> xml = MoodleImport.xml(export(temp, "moodle"));
        List<String> errors = new ArrayList<>();
        List<Imported> gift = MoodleImport.gift(export(temp, "gift"), errors);
        assertEquals(List.of(), errors);
        for (List<Imported> read : List.of(xml, gift)) {
            assertEquals(List.of(), MoodleImport.problems(read));
            assertEquals(List.of("$course$", "top", "Games/Numbers and more", "Exercise 1.1"), read.get(0).category(),
                    "a \"/\" in the title is one category's, its line break a space");
            // One legal move: two choices all the same, the move and that no move wins.
            assertEquals(List.of(new MoodleImport.Answer("No move wins", 0, "")), read.get(0).answers().subList(1, 2));
            assertEquals("<code>nim 1 → 0</code>, leaving <code>nim 0</code>", read.get(0).answers().get(0).text());
            // 22 winning moves: one to pick, among the 40 choices shown (the winning ones, and 18 others).
            for (Imported many : read.subList(1, 3)) {
                assertTrue(many.single(), many.name());
                assertEquals(41, many.answers().size(), many.name());
                assertEquals(22, many.answers().stream().filter(answer -> answer.fraction() == 1).count());
            }
            assertTrue(read.get(2).text().endsWith("<p>Choose a winning move (one is enough here).</p>"));
            assertEquals(List.of(new MoodleImport.Answer("0", 1, "0")), read.get(3).answers());
            assertTrue(read.get(3).text().contains("a code block and all:</p>\n<pre><code>first line\nsecond line\n"
                    + "</code></pre>"), "the code block keeps its lines: " + read.get(3).text());
        }
        String gifted = Files.readString(temp.resolve("bank.gift"), StandardCharsets.UTF_8);
        assertTrue(gifted.startsWith("$CATEGORY: $course$/top/Games//Numbers and more/Exercise 1.1\n\n"), gifted);
        assertTrue(gifted.contains("{#=0:0####"), "a value of 0 as Moodle reads it");
    }

    @Test
    void whatXmlCannotCarryIsLeftOut(@TempDir Path temp) throws Exception {
        // Lessons refuse control characters; a book's own template could still hold one.
        Bank bank = new Bank("Book\u0001", List.of(new Bank.Category("Exercise 1.1", List.of(new Bank.Question("1.1",
                "q1.1", "<p>a\u000bb\uFFFE</p>", "", new Bank.Numerical(0), List.of())))));
        Path xml = temp.resolve("bank.xml");
        try (java.io.OutputStream out = Files.newOutputStream(xml)) {
            BankFormat.MOODLE.write(bank, out);
        }
        List<Imported> read = MoodleImport.xml(xml);
        assertEquals("<p>ab</p>", read.get(0).text());
        assertEquals(List.of("$course$", "top", "Book", "Exercise 1.1"), read.get(0).category());
    }

    @Test
    void moodlesRulesRefuseWhatTheOldExportsWrote(@TempDir Path temp) throws Exception {
        Path gift = temp.resolve("old.gift.txt");
        Files.writeString(gift, "$CATEGORY: $course$/top/Book/Exercise 8.27\n\n::8.27 set 1::[html]How many? {#0}\n\n"
                + "::8.34 set 26::[html]Choose a winning move. {\n\t=<code>chomp 2 → 1</code>\n}\n\n");
        List<String> errors = new ArrayList<>();
        List<Imported> read = MoodleImport.gift(gift, errors);
        assertEquals(List.of("8.27 set 1: no numerical answer (Moodle's giftnonumericalanswers)"), errors);
        // GIFT reads a lone "=" answer as a short answer: not the move's choice.
        assertEquals(List.of("8.34 set 26: read as a shortanswer question"), MoodleImport.problems(read));
        Path xml = temp.resolve("old.xml");
        Files.writeString(xml, """
                <?xml version="1.0" encoding="UTF-8"?>
                <quiz>
                  <question type="category"><category><text>$course$/top/Book/Exercise 8.34</text></category></question>
                  <question type="multichoice"><name><text>8.34 set 26</text></name>
                    <questiontext format="html"><text>Choose.</text></questiontext><single>true</single>
                    <answer fraction="100" format="html"><text>chomp 1</text></answer></question>
                  <question type="multichoice"><name><text>8.18 set 113</text></name>
                    <questiontext format="html"><text>Tick.</text></questiontext><single>false</single>
                    <answer fraction="4.5" format="html"><text>kayles 1</text></answer>
                    <answer fraction="50" format="html"><text>kayles 2</text></answer></question>
                </quiz>
                """);
        assertEquals(List.of("8.34 set 26: a multiple choice needs at least 2 answers (notenoughanswers)",
                "8.18 set 113: grade 0.045 is not one Moodle allows",
                "8.18 set 113: the right answers add up to 54.50000000000001% (fractionsaddwrong)"),
                MoodleImport.problems(MoodleImport.xml(xml)));
        assertFalse(MoodleImport.categoryNames("$course$/top/A//B/C").contains("A"));
    }
}
