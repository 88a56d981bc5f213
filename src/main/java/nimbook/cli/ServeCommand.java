package nimbook.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import nimbook.directive.Edition;
import nimbook.site.BuildOptions;
import nimbook.site.PreviewServer;
import nimbook.site.SiteBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Live preview: build in memory, serve on http://127.0.0.1:PORT/, rebuild and reload the page on"
                + " every change to the lessons or templates (errors show in the page).")
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--content", paramLabel = "DIR", description = "The lessons (default: ${DEFAULT-VALUE}).")
    Path content = Path.of("content");

    @Option(names = "--templates", paramLabel = "DIR", description = "The templates (default: ${DEFAULT-VALUE}).")
    Path templates = Path.of("templates");

    @Option(names = "--port", paramLabel = "PORT", description = "The port (default: ${DEFAULT-VALUE}).")
    int port = 8000;

    @Option(names = "--edition", paramLabel = "EDITION", description = "instructor or student (default: ${DEFAULT-VALUE}).")
    String edition = "instructor";

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        BuildOptions options = new BuildOptions(content, templates, Path.of("unused"),
                Edition.valueOf(edition.toUpperCase(java.util.Locale.ROOT)), 0);
        try (PreviewServer server = new PreviewServer(port, true)) {
            spec.commandLine().getOut().println("nimbook: previewing on http://127.0.0.1:" + server.port() + "/ (Ctrl-C to stop)");
            spec.commandLine().getOut().flush();
            List<String> seen = null;
            while (true) {
                List<String> now = snapshot();
                if (!now.equals(seen)) {
                    seen = now;
                    SiteBuilder.Result result = SiteBuilder.build(options);
                    List<String> problems = result.diagnostics().report();
                    server.publish(result.files(), problems);
                    problems.forEach(err::println);
                    err.println(problems.isEmpty() ? "nimbook: rebuilt" : "nimbook: " + problems.size() + " errors");
                    err.flush();
                }
                Thread.sleep(400);
            }
        }
    }

    /** Every file of the lessons and templates with its size and modification time. */
    private List<String> snapshot() throws IOException {
        List<String> files = new ArrayList<>();
        for (Path folder : List.of(content, templates)) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path path : walk.filter(Files::isRegularFile).sorted().toList()) {
                    files.add(path + " " + Files.size(path) + " " + Files.getLastModifiedTime(path).toMillis());
                }
            }
        }
        return files;
    }
}
