package nimbook.site;

import java.nio.file.Path;
import nimbook.directive.Edition;

/**
 * What to build: the lessons' folder, the templates' folder (missing templates come from the built-in set),
 * the output folder, the edition, and the seed for generated exercises.
 */
public record BuildOptions(Path content, Path templates, Path out, Edition edition, long seed) {
    /** The same book in another edition. */
    public BuildOptions withEdition(Edition other) {
        return new BuildOptions(content, templates, out, other, seed);
    }
}
