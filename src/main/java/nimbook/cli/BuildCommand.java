package nimbook.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import nimbook.directive.Edition;
import nimbook.site.BuildOptions;
import nimbook.site.SiteBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "build", mixinStandardHelpOptions = true,
        description = "Build the book into the output folder; on any error, report them all and leave it untouched.")
class BuildCommand implements Callable<Integer> {
    /** Exit status when the book has errors. */
    static final int BOOK_ERRORS = 1;

    @Option(names = "--content", paramLabel = "DIR", description = "The lessons (default: ${DEFAULT-VALUE}).")
    Path content = Path.of("content");

    @Option(names = "--templates", paramLabel = "DIR",
            description = "The templates; any the folder lacks come built in (default: ${DEFAULT-VALUE}).")
    Path templates = Path.of("templates");

    @Option(names = "--out", paramLabel = "DIR", description = "The site (default: ${DEFAULT-VALUE}).")
    Path out = Path.of("site");

    @Option(names = "--edition", paramLabel = "EDITION",
            description = "instructor (answers and the answer key) or student (no answers) (default: ${DEFAULT-VALUE}).")
    String edition = "instructor";

    @Option(names = "--seed", paramLabel = "N", description = "The seed for generated exercises (default: ${DEFAULT-VALUE}).")
    long seed = 0;

    @Option(names = "--timings", description = "Print how long each stage of the build took, on standard error.")
    boolean timings;

    @Spec
    CommandSpec spec;

    /** Whether the build writes the site; {@code check} does everything else. */
    boolean writes() {
        return true;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Edition chosen;
        try {
            chosen = Edition.valueOf(edition.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("nimbook: error: \"" + edition + "\" is not an edition: use instructor or student");
            return Main.BAD_INPUT;
        }
        BuildOptions options = new BuildOptions(content, templates, out, chosen, seed);
        SiteBuilder.Result result;
        try {
            result = writes() ? SiteBuilder.buildAndWrite(options) : SiteBuilder.build(options);
        } catch (IOException e) {
            err.println("nimbook: error: " + e.getMessage());
            return BOOK_ERRORS;
        }
        if (timings) {
            result.timings().forEach((stage, ms) -> err.println("nimbook: " + stage + ": " + ms + " ms"));
        }
        if (!result.ok()) {
            result.diagnostics().report().forEach(err::println);
            int count = result.diagnostics().count();
            err.println("nimbook: " + count + (count == 1 ? " error" : " errors") + (writes() ? "; " + out
                    + " was left as it was" : ""));
            return BOOK_ERRORS;
        }
        long pages = result.files().keySet().stream().filter(name -> name.endsWith(".html")).count();
        spec.commandLine().getOut().println(writes() ? "nimbook: built " + out + " (" + pages + " pages, "
                + result.files().size() + " files)" : "nimbook: no problems (" + pages + " pages)");
        return 0;
    }
}
