package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's own scripts are written as modules, one per feature, under {@code src/main/js/NAME/} ({@code nimbook}: the
 * book's script; {@code search}: the search), and shipped as one file each, the built-in asset {@code NAME.js}: their
 * text joined in the order of their names (a page loads one script, from disk too). Maven joins them (the pom's
 * page-scripts step); this test checks what it built against the modules, so a folder the pom misses fails here.
 */
class ScriptsTest {
    static final Path MODULES = Path.of("src/main/js");

    /** Each script made of modules: its folder of modules. */
    static List<Path> assembled() throws IOException {
        try (Stream<Path> folders = Files.list(MODULES)) {
            return folders.filter(Files::isDirectory).sorted().toList();
        }
    }

    /** A script's modules joined, in the order of their names. */
    static String joined(Path folder) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> modules = Files.list(folder)) {
            for (Path module : modules.filter(path -> path.toString().endsWith(".js")).sorted().toList()) {
                text.append(Files.readString(module, StandardCharsets.UTF_8));
            }
        }
        return text.toString();
    }

    @Test
    void eachBuiltInScriptIsItsModulesJoined() throws IOException {
        assertFalse(assembled().isEmpty(), "no folder of modules in " + MODULES);
        for (Path folder : assembled()) {
            String name = folder.getFileName() + ".js";
            try (InputStream built = ScriptsTest.class.getResourceAsStream("/nimbook/templates/assets/" + name)) {
                assertNotNull(built, "no built-in assets/" + name + ": join " + folder + " in the pom's page-scripts step");
                assertEquals(joined(folder), new String(built.readAllBytes(), StandardCharsets.UTF_8),
                        "the built-in assets/" + name + " and " + folder + "'s modules joined");
            }
            // The book's own templates/ would override the built-in script with a copy that nothing keeps up to date.
            assertFalse(Files.exists(Path.of("templates/assets", name)), "templates/assets/" + name
                    + " stands for the modules of " + folder + ": delete it (Maven joins them)");
        }
    }
}
