package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.directive.Directives;
import nimbook.directive.InlineSpec;
import nimbook.solver.Games;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Books that must fail, each with the exact diagnostics it must report (expected.txt beside its content).
 * Run with -Dgolden.update=true to rewrite the expectations, then review the diff.
 */
class InvalidSiteTest {
    @ParameterizedTest
    @ValueSource(strings = {"directives", "blocks", "structure", "templates", "student-templates", "references",
            "bad-bibtex", "unclosed-bibtex", "finds", "pictures"})
    void reportsEveryProblemWithItsPosition(String name, @TempDir Path temp) throws IOException {
        Path book = Books.FIXTURES.resolve("invalid").resolve(name);
        Path templates = Files.isDirectory(book.resolve("templates")) ? book.resolve("templates") : Books.TEMPLATES;
        Path out = temp.resolve("site");
        // A book whose name starts with "student" is built as the student edition.
        Edition edition = name.startsWith("student") ? Edition.STUDENT : Edition.INSTRUCTOR;
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(book.resolve("content"), templates, out,
                edition, 0));
        assertFalse(result.ok());
        assertFalse(Files.exists(out), "a failed build must not write the site");
        List<String> report = result.diagnostics().report().stream().map(InvalidSiteTest::registries).toList();
        Path expected = book.resolve("expected.txt");
        if (Books.UPDATE) {
            Files.write(expected, report);
        }
        assertEquals(Files.readAllLines(expected), report);
    }

    /**
     * The line with the lists the messages take from the registries (every directive, every game) written as where
     * they come from, so that a new directive or game leaves the expectations as they are.
     */
    private static String registries(String line) {
        return line.replace("known block directives: " + String.join(", ", Directives.blocks()),
                "known block directives: {Directives.blocks()}")
                .replace("known inline directives: " + String.join(", ", Directives.inlines().stream()
                        .map(InlineSpec::name).sorted().toList()), "known inline directives: {Directives.inlines()}")
                .replace("known games: " + Games.KNOWN, "known games: {Games.KNOWN}")
                .replace("NAME one of " + String.join(", ", Directives.templates().stream()
                        .filter(name -> name.startsWith("directives/")).map(name -> name.substring("directives/".length()))
                        .toList()), "NAME one of {Directives.templates()}");
    }
}
