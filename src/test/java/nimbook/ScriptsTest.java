package nimbook;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's own scripts are written as modules, one per feature, under {@code src/main/js/NAME/} ({@code nimbook}: the
 * book's script; {@code search}: the search), and shipped as one file, {@code templates/assets/NAME.js}: their text
 * joined in the order of their names (a page loads one script, from disk too). This test makes each file from its
 * modules, and fails when the file differs (-Dgolden.update=true writes it): edit the modules, not the file.
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
    void eachScriptIsItsModulesJoined() throws IOException {
        for (Path folder : assembled()) {
            Reference.check(Path.of("templates/assets", folder.getFileName() + ".js"), joined(folder), "ScriptsTest");
        }
    }
}
