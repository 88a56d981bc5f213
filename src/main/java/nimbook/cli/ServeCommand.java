package nimbook.cli;

import nimbook.solver.Notation;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.site.PreviewServer;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

final class ServeCommand extends Command {
    @Override
    String name() {
        return "serve";
    }

    @Override
    String description() {
        return "Live preview: build in memory, serve on http://127.0.0.1:PORT/, rebuild and reload the page on every"
                + " change to the lessons or templates (errors show in the page).";
    }

    @Override
    Options options() {
        return BuildCommand.buildOptions("content", "templates", "edition", "seed", "whole-book")
                .addOption(BuildCommand.valued("port", "PORT", "The port (default: 8000)."));
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException, InterruptedException {
        expectArguments(line, 0, 0);
        String port = line.getOptionValue("port", "8000");
        if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) > 65535) {
            throw new ParseException("--port takes a port number from 0 to 65535, not " + Notation.quote(port));
        }
        // The preview builds in memory: the options' output folder is never written, but a site there that a killed
        // build left half swapped is put back.
        BuildOptions options = BuildCommand.book(line);
        SiteBuilder.recover(options.out());
        PrintWriter err = streams.err();
        PreviewServer server;
        try {
            server = new PreviewServer(Integer.parseInt(port), true);
        } catch (BindException e) {
            throw new ParseException("port " + port + " is taken (" + e.getMessage() + "): choose another with --port,"
                    + " or --port 0 for any free one");
        }
        try (server) {
            streams.out().println("nimbook: previewing on http://127.0.0.1:" + server.port() + "/ (Ctrl-C to stop)");
            streams.out().flush();
            List<String> seen = null;
            while (true) {
                // Files come and go while an editor saves: whatever fails now is looked at again next time.
                try {
                    List<String> now = PreviewServer.inputs(options);
                    if (!now.equals(seen)) {
                        seen = now;
                        SiteBuilder.Result result = SiteBuilder.build(options);
                        List<String> problems = result.diagnostics().report();
                        server.publish(result.files(), problems);
                        problems.forEach(err::println);
                        err.println(problems.isEmpty() ? "nimbook: rebuilt" : "nimbook: " + problems.size()
                                + (problems.size() == 1 ? " error" : " errors"));
                    }
                } catch (IOException | UncheckedIOException e) {
                    seen = null;
                    err.println("nimbook: cannot read the book just now (" + e.getMessage() + "); trying again");
                }
                err.flush();
                Thread.sleep(400);
            }
        }
    }
}
