package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A block's body reads the same wherever the block stands: every body below, in a block inside a list item, a
 * numbered item, a nested list, a quote or a tab-indented item, renders exactly as it does at the top of a lesson.
 */
class NestedBodyTest {
    /** Bodies covering what Markdown measures by indentation, and the book's own syntax. */
    private static final List<String> BODIES = List.of(
            "Text with *emphasis*, $x^2$ and {{ grundy nim 3 4 }}.",
            "Para one.\n\nPara two\ncontinued.",
            "    code first\n    and more",
            "Intro.\n\n    indented code\n\n        deeper\n\nEnd.",
            "- a\n- b\n\n  continued b\n- c",
            "1. one\n2. two\n   - nested\n\n     loose",
            "```\nfenced\n  kept indent\n```",
            "~~~python\ncode\n~~~",
            "## A heading\n\nText.",
            "> quoted\n> more\n\nafter",
            "| a | b |\n|---|---|\n| {{ nimsum 1 2 }} | 2 |",
            "$$\nx = {{ nimsum 3 5 }}\n$$",
            "<div>\n\n*inside*\n\n</div>",
            "Line one  \nhard break",
            "***\n\nAfter a rule.",
            "Text\n---\n\nA setext heading above.",
            "---\n\nA rule first, not front matter: {{ nimsum 1 1 }}.");

    @TempDir
    Path temp;

    @ParameterizedTest
    @ValueSource(strings = {"- ", "10. ", "nested", "> ", "tab"})
    void aBodyInsideAContainerReadsAsAtTheTop(String container) throws IOException {
        assertEquals(bodies(UnaryOperator.identity()), bodies(block -> inside(container, block)));
    }

    /** The block's lines inside the container. */
    private static String inside(String container, String block) {
        return switch (container) {
            case "> " -> block.lines().map(line -> line.isEmpty() ? ">" : "> " + line).collect(Collectors.joining("\n"));
            case "nested" -> "- Outer\n  - Inner\n\n" + indented("    ", block);
            case "tab" -> "- Item.\n\n" + indented("\t", block);
            default -> container + "Item.\n\n" + indented(" ".repeat(container.length()), block);
        };
    }

    private static String indented(String prefix, String block) {
        return block.lines().map(line -> line.isEmpty() ? "" : prefix + line).collect(Collectors.joining("\n"));
    }

    /** The rendered body of each block, with every block placed by {@code place}. */
    private List<String> bodies(UnaryOperator<String> place) throws IOException {
        StringBuilder lesson = new StringBuilder("---\ntitle: Nested\nsummary: Bodies.\n---\n");
        for (String body : BODIES) {
            lesson.append("\n").append(place.apply("````remark\n" + body + "\n````")).append("\n\nBetween.\n");
        }
        Path content = Files.createTempDirectory(temp, "book");
        Files.writeString(content.resolve("01-nested.md"), lesson);
        SiteBuilder.Result result = SiteBuilder.build(Books.options(content, temp.resolve("unused")));
        assertEquals(List.of(), result.diagnostics().report());
        String page = new String(result.files().get("01-nested.html"), StandardCharsets.UTF_8);
        List<String> bodies = Jsoup.parse(page).select("div.statement-body").stream().map(Element::html).toList();
        assertEquals(BODIES.size(), bodies.size());
        return bodies;
    }
}
