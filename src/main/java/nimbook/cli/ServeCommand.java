package nimbook.cli;

import java.io.IOException;
import java.net.BindException;
import java.nio.file.Path;
import nimbook.book.BuildOptions;
import nimbook.preview.Preview;
import nimbook.preview.PreviewServer;
import nimbook.site.SiteBuilder;
import nimbook.solver.Notation;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

final class ServeCommand extends Command {
    /** Enough memory to say that the preview ran out of it. */
    private static final int RESERVE = 256 * 1024;
    private static final String OUT_OF_MEMORY = "nimbook: error: the preview ran out of memory (no memory left to say"
            + " more) and stopped: run serve again";

    @Override
    String name() {
        return "serve";
    }

    @Override
    String description() {
        return "Live preview: build in memory, serve on http://127.0.0.1:PORT/, and at every change to the lessons or"
                + " templates rebuild what it reaches and update the open pages (problems show over the page).";
    }

    @Override
    Options options() {
        return BuildCommand.buildOptions("content", "templates", "edition", "seed", "whole-book")
                .addOption(BuildCommand.valued("port", "PORT", "The port (default: 8000; 0: any free one)."))
                .addOption(Option.builder().longOpt("poll").desc("Look for changes every second instead of being told"
                        + " of them: for folders whose changes are not told (a network share, a container's mounted"
                        + " folder).").get());
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException, InterruptedException {
        // Held while serve runs, let go when it runs out of memory: printing the line then needs memory.
        byte[] reserve = new byte[RESERVE];
        try {
            int status = serve(line, streams);
            java.lang.ref.Reference.reachabilityFence(reserve);
            return status;
        } catch (OutOfMemoryError e) {
            reserve = null;
            String said;
            try {
                // Rethrown from a worker thread, the error is a copy without a message whose cause is the JVM's own.
                Throwable own = e;
                while (own.getMessage() == null && own.getCause() != null) {
                    own = own.getCause();
                }
                said = own.getMessage() == null ? OUT_OF_MEMORY
                        : OUT_OF_MEMORY.replace("no memory left to say more", own.getMessage());
            } catch (OutOfMemoryError again) {
                // The build's other threads took what the reserve gave back: the line made in advance.
                said = OUT_OF_MEMORY;
            }
            streams.err().println(said);
            streams.err().flush();
            return 1;
        }
    }

    private int serve(CommandLine line, Streams streams) throws ParseException, IOException, InterruptedException {
        expectArguments(line, 0, 0);
        String port = line.getOptionValue("port", "8000");
        if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) > 65535) {
            throw new ParseException("--port takes a port number from 0 to 65535, not " + Notation.quote(port));
        }
        // The preview builds in memory: the options' output folder is never written, but a site there that a killed
        // build left half swapped is put back.
        BuildOptions options = BuildCommand.book(line);
        SiteBuilder.recover(options.out());
        PreviewServer server;
        try {
            server = new PreviewServer(Integer.parseInt(port), true);
        } catch (BindException e) {
            throw new ParseException("port " + port + " is taken (" + e.getMessage() + "): another preview may be running"
                    + " there (open http://127.0.0.1:" + port + "/, or stop it); or choose another with --port, or"
                    + " --port 0 for any free one");
        }
        String jar = System.getProperty("nimbook.jar");
        try (server) {
            streams.out().println("nimbook: previewing on http://127.0.0.1:" + server.port() + "/ (Ctrl-C to stop)");
            streams.out().flush();
            // On this thread: whatever stops the preview stops the command, and its status says so.
            new Preview(options, server, streams.err(), jar == null ? null : Path.of(jar), line.hasOption("poll")).run();
        }
        return 0;
    }
}
