package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spec tests: each example of src/test/resources/spec/directives.md is a lesson body; it is built as a one-lesson
 * book and the lesson's rendered body must equal the example's HTML. With -Dgolden.update=true the HTML is
 * rewritten from the current code instead.
 */
class DirectiveSpecTest {
    private static final Path SPEC = Path.of("src/test/resources/spec/directives.md");
    private static final String FENCE = "````";

    /** One example: its title, Markdown, HTML, and the line where its HTML block starts. */
    record Example(String title, String markdown, String html, int htmlLine) {
    }

    @TempDir
    static Path temp;

    @TestFactory
    List<DynamicTest> everyExampleRendersAsSpecified() throws IOException {
        List<String> lines = Files.readAllLines(SPEC);
        List<Example> examples = parse(lines);
        List<String> rendered = new ArrayList<>();
        for (Example example : examples) {
            rendered.add(render(example.markdown()));
        }
        if (Books.UPDATE) {
            rewrite(lines, examples, rendered);
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            Example example = examples.get(i);
            String actual = rendered.get(i);
            String expected = Books.UPDATE ? actual : example.html();
            tests.add(DynamicTest.dynamicTest(example.title(), () -> assertEquals(expected, actual)));
        }
        return tests;
    }

    private static List<Example> parse(List<String> lines) {
        List<Example> examples = new ArrayList<>();
        String title = null;
        String markdown = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("## ")) {
                title = line.substring(3);
            } else if (line.equals(FENCE + "markdown") || line.equals(FENCE + "html")) {
                int end = i + 1;
                while (!lines.get(end).equals(FENCE)) {
                    end++;
                }
                String block = String.join("\n", lines.subList(i + 1, end));
                if (line.endsWith("markdown")) {
                    markdown = block;
                } else {
                    examples.add(new Example(title, markdown, block, i));
                }
                i = end;
            }
        }
        return examples;
    }

    private static String render(String markdown) throws IOException {
        Path content = Files.createTempDirectory(temp, "book");
        Files.writeString(content.resolve("01-spec.md"), "---\ntitle: Spec\nsummary: One example.\n---\n" + markdown + "\n");
        SiteBuilder.Result result = SiteBuilder.build(Books.options(content, temp.resolve("unused")));
        assertEquals(List.of(), result.diagnostics().report());
        String page = new String(result.files().get("01-spec.html"), StandardCharsets.UTF_8);
        String start = "</header>\n";
        String end = "\n  <nav class=\"pager\"";
        int from = page.indexOf(start, page.indexOf("<article")) + start.length();
        return page.substring(from, page.indexOf(end, from)).strip();
    }

    private static void rewrite(List<String> lines, List<Example> examples, List<String> rendered) throws IOException {
        List<String> out = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < lines.size(); i++) {
            out.add(lines.get(i));
            if (next < examples.size() && i == examples.get(next).htmlLine()) {
                out.addAll(List.of(rendered.get(next).split("\n", -1)));
                while (!lines.get(i + 1).equals(FENCE)) {
                    i++;
                }
                next++;
            }
        }
        Files.write(SPEC, out);
    }
}
