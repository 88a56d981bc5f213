package nimbook.solver;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import nimbook.Reference;
import org.junit.jupiter.api.Test;

/**
 * docs/notation.md's table of games, made from the catalogue ({@link Games#ENTRIES}), so that it cannot drift from it;
 * the prose around it is written by hand. This test writes it with -Dgolden.update=true and otherwise fails when it
 * differs.
 */
class NotationReferenceTest {
    private static final Path REFERENCE = Path.of("docs/notation.md");

    static String games() {
        StringBuilder text = new StringBuilder("| game | components | example |\n|---|---|---|\n");
        for (Games.Entry entry : Games.ENTRIES) {
            text.append("| `").append(entry.name()).append("` | ").append(entry.components().replace("|", "\\|"))
                    .append(" | `").append(entry.example()).append("` |\n");
        }
        return text.toString();
    }

    @Test
    void theTableOfGamesIsTheCatalogue() throws IOException {
        Reference.check(REFERENCE, Reference.withParts(REFERENCE, Map.of("games", games()), "NotationReferenceTest"),
                "NotationReferenceTest");
    }
}
