package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fixture book built into a temporary folder and compared file by file with the expected site: every
 * page and the search index byte for byte, every other file (styles, scripts, KaTeX) by its path, size and SHA-256 in a manifest
 * (the compiled solver by its path only).
 * Run with -Dgolden.update=true to rewrite the expectations, then review the diff.
 */
class GoldenSiteTest {
    private static final Path BOOK = Books.FIXTURES.resolve("golden");
    private static final Path EXPECTED = BOOK.resolve("expected");

    @Test
    void theFixtureBookBuildsToTheExpectedSite(@TempDir Path temp) throws IOException {
        Path out = temp.resolve("site");
        SiteBuilder.Result result = SiteBuilder.buildAndWrite(Books.options(BOOK.resolve("content"), out));
        assertEquals(List.of(), result.diagnostics().report());
        SortedMap<String, byte[]> site = Books.tree(out);
        StringBuilder manifest = new StringBuilder();
        for (Map.Entry<String, byte[]> file : site.entrySet()) {
            // The compiled solver changes with every change to the solver; FacadeAgreementIT checks what it does.
            manifest.append(file.getKey()).append(file.getKey().equals("assets/solver.js") ? " (the compiled solver)"
                    : " " + file.getValue().length + " " + Books.sha256(file.getValue())).append('\n');
        }
        if (Books.UPDATE) {
            rewrite(site, manifest.toString());
        }
        assertEquals(Files.readString(EXPECTED.resolve("manifest.txt")), manifest.toString(),
                "the site's files differ from expected/manifest.txt");
        List<String> compared = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : site.entrySet()) {
            String expected = expectedName(file.getKey());
            if (expected != null) {
                compared.add(file.getKey());
                assertEquals(Files.readString(EXPECTED.resolve(expected)), new String(file.getValue(), StandardCharsets.UTF_8),
                        file.getKey());
            }
        }
        assertEquals(List.of("01-heaps.html", "02-values.html", "answers.html", nimbook.render.Pages.CONTENTS,
                nimbook.render.Previews.PATH, nimbook.render.SearchIndex.PATH, "games.html", "glossary.html", "index.html"),
                compared);
    }

    /** The name under expected/ of a file compared whole (the folder is flat), or null for a file in the manifest only. */
    private static String expectedName(String path) {
        return path.endsWith(".html") ? path : path.equals(nimbook.render.SearchIndex.PATH) ? "search-index.js"
                : path.equals(nimbook.render.Previews.PATH) ? "previews.js"
                : path.equals(nimbook.render.Pages.CONTENTS) ? "contents.js" : null;
    }

    private static void rewrite(SortedMap<String, byte[]> site, String manifest) throws IOException {
        if (Files.isDirectory(EXPECTED)) {
            try (var old = Files.list(EXPECTED)) {
                for (Path path : old.toList()) {
                    Files.delete(path);
                }
            }
        }
        Files.createDirectories(EXPECTED);
        Files.writeString(EXPECTED.resolve("manifest.txt"), manifest);
        for (Map.Entry<String, byte[]> file : site.entrySet()) {
            if (expectedName(file.getKey()) != null) {
                Files.write(EXPECTED.resolve(expectedName(file.getKey())), file.getValue());
            }
        }
        assertTrue(Files.exists(EXPECTED.resolve("manifest.txt")));
    }
}
