package nimbook.site;

import java.io.IOException;
import java.nio.file.Path;

/** A build that dies between the two renames of its swap, as a kill would stop it: run in a JVM of its own. */
final class KilledBuild {
    private KilledBuild() {
    }

    /** Builds content {@code args[0]} into {@code args[1]}, and halts (no clean-up runs) after the old site went aside. */
    public static void main(String[] args) throws IOException {
        SiteWriter.faults = new SiteWriter.Faults() {
            @Override
            public void writing(Path file) {
            }

            @Override
            public void betweenRenames() {
                Runtime.getRuntime().halt(137);
            }
        };
        SiteBuilder.buildAndWrite(Books.options(Path.of(args[0]), Path.of(args[1])));
    }
}
