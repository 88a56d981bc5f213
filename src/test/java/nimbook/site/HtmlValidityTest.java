package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every page of the fixture books and of the real book, in both editions, is valid HTML5 for the W3C's checker. */
@nimbook.Slow
class HtmlValidityTest {
    private static HtmlChecker checker;

    @TempDir
    static Path temp;

    @BeforeAll
    static void start() throws Exception {
        checker = new HtmlChecker();
    }

    @ParameterizedTest
    @CsvSource({"content, INSTRUCTOR", "content, STUDENT", "src/test/resources/books/golden/content, INSTRUCTOR",
        "src/test/resources/books/widgets/content, INSTRUCTOR"})
    void everyPageIsValid(String content, Edition edition) throws Exception {
        Path out = Files.createTempDirectory(temp, "site");
        Files.delete(out);
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(Path.of(content), Books.TEMPLATES, out,
                edition, 0, true));
        assertEquals(List.of(), result.diagnostics().report());
        List<String> problems = new ArrayList<>();
        try (Stream<Path> pages = Files.list(out)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".html")).sorted().toList()) {
                HtmlChecker.Report report = checker.check(page);
                problems.addAll(report.errors());
                problems.addAll(report.warnings());
            }
        }
        assertEquals(List.of(), problems);
    }
}
