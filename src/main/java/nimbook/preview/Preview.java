package nimbook.preview;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nimbook.book.BuildOptions;
import nimbook.diag.Diagnostic;
import nimbook.diag.Diagnostics;
import nimbook.passes.Load;
import nimbook.site.Memory;
import nimbook.site.SiteBuilder;

/**
 * The live preview: builds the book in memory, publishes it, and builds again whenever its folders change — remaking
 * only what the change reaches (see {@link Memory}) — printing each build's problems as the pages show them.
 */
public final class Preview {
    /** How often the folders are looked at when they cannot be watched, and how often the jar is, in milliseconds. */
    private static final long LOOK = 1000;

    private final BuildOptions options;
    private final PreviewServer server;
    private final PrintWriter err;
    private final Memory memory;
    private final Jar jar;
    private final boolean poll;
    private boolean jarSaid;

    /**
     * A preview of {@code options}'s book on {@code server}; it tells {@code err} of each build. {@code jar}: the jar the
     * launcher started this preview from a copy of (null when it did not), watched to say when it is rebuilt; {@code
     * poll}: look for changes every second rather than watch the folders.
     */
    public Preview(BuildOptions options, PreviewServer server, PrintWriter err, Path jar, boolean poll) {
        this.options = options;
        this.server = server;
        this.err = err;
        this.memory = new Memory(options);
        this.jar = jar == null ? null : new Jar(jar, modified(jar));
        this.poll = poll;
    }

    /** The jar the code came from and when it was written: a later time is a rebuild. */
    private record Jar(Path path, FileTime started) {
    }

    /** Builds, publishes and prints; returns what was made again. */
    public Memory.Report build() {
        return publish(make());
    }

    /** A build made and not yet published, and when it started; a null result: it failed. */
    private record Made(SiteBuilder.Result result, long start) {
    }

    private Made make() {
        long start = System.nanoTime();
        try {
            return new Made(SiteBuilder.build(memory), start);
        } catch (RuntimeException e) {
            // A fault of Nimbook's own, not the book's: the preview stays up, with the pages as they were.
            err.println("nimbook: this build failed (" + e + "): the pages stay as they were; save again, or restart"
                    + " the preview");
            err.flush();
            return new Made(null, start);
        }
    }

    private Memory.Report publish(Made made) {
        SiteBuilder.Result result = made.result();
        if (result == null) {
            return new Memory.Report(List.of(), List.of());
        }
        long start = made.start();
        List<Flagged> problems = flagged(result.diagnostics());
        server.publish(result.files(), problems);
        long took = (System.nanoTime() - start) / 1_000_000;
        problems.forEach(problem -> err.println(problem.terminal()));
        Memory.Report report = result.report();
        err.println(problems.isEmpty() ? "nimbook: built in " + took + " ms" + remade(report) : "nimbook: "
                + problems.size() + (problems.size() == 1 ? " problem" : " problems") + " (shown over the pages too;"
                + " the pages it left out are served as they last were)");
        err.flush();
        return report;
    }

    private static String remade(Memory.Report report) {
        return report.lessons().isEmpty() && report.pages().isEmpty() ? " (no lesson changed)" : " (lessons made again: "
                + (report.lessons().isEmpty() ? "none" : String.join(", ", report.lessons())) + "; pages rendered again: "
                + (report.pages().isEmpty() ? "none" : String.join(", ", report.pages())) + ")";
    }

    /** The problems to show, with their source lines (the first {@link Diagnostics#SHOWN}). */
    private List<Flagged> flagged(Diagnostics diagnostics) {
        List<Diagnostic> all = diagnostics.sorted();
        Map<String, List<String>> files = new HashMap<>();
        List<Path> book = new ArrayList<>();
        for (Path folder : List.of(options.content(), options.templates())) {
            try {
                book.add(folder.toRealPath());
            } catch (IOException e) {
                // No such folder: none of its files is read.
            }
        }
        List<Flagged> flagged = new ArrayList<>();
        for (Diagnostic diagnostic : all.subList(0, Math.min(Diagnostics.SHOWN, all.size()))) {
            flagged.add(Flagged.of(diagnostic, files, book));
        }
        return flagged;
    }

    /** Runs the preview ({@link #run}) on a thread of its own, until that thread is interrupted. */
    public Thread start() {
        Thread thread = new Thread(() -> {
            try {
                run();
            } catch (InterruptedException e) {
                // Stopped: the thread ends.
            }
        }, "preview");
        thread.start();
        return thread;
    }

    /** Builds, then again at every change, until interrupted. */
    public void run() throws InterruptedException {
        // Watched before the first build: a save made while it runs is seen.
        Watcher watcher = poll ? null : watcher();
        if (poll) {
            err.println("nimbook: looking for changes every second (--poll)");
            err.flush();
        }
        if (watcher == null) {
            // Looked at before the first build, for the same reason.
            List<String> seen = look();
            build();
            poll(seen);
            return;
        }
        try (watcher) {
            build();
            while (true) {
                if (watcher.awaitChange(LOOK, Watcher.FOLLOWING)) {
                    buildWhenQuiet(watcher);
                }
                checkJar();
            }
        } catch (IOException e) {
            unwatchable(e);
            poll(null);
        }
    }

    /** A watcher of the book's folders, or null (said) when they cannot be watched. */
    private Watcher watcher() {
        try {
            return new Watcher(List.of(options.content(), options.templates()));
        } catch (IOException e) {
            unwatchable(e);
            return null;
        }
    }

    /**
     * Builds at once, and publishes that build if the folders stayed quiet while it was made, and for {@link
     * Watcher#QUIET} ms from its start: a single save then waits for nothing but its build, while an editor that
     * saves in slower steps is still seen whole (the steps that came meanwhile are waited out, and the book built
     * again).
     */
    private void buildWhenQuiet(Watcher watcher) throws IOException, InterruptedException {
        Made made = make();
        long first = made.start();
        long left = Watcher.QUIET - (System.nanoTime() - first) / 1_000_000;
        // A tool that writes for ever still gets its builds shown.
        while ((System.nanoTime() - first) / 1_000_000 < Watcher.LONGEST
                && watcher.awaitChange(Math.max(0, left), Watcher.QUIET)) {
            made = make();
            left = 0;
        }
        publish(made);
    }

    private void unwatchable(IOException e) {
        err.println("nimbook: cannot watch " + e.getMessage() + "; looking for changes every second instead."
                + " To have each change seen at once, serve a book on a local disk, or raise the limit of watched"
                + " folders (Linux: sudo sysctl fs.inotify.max_user_watches=524288)");
        err.flush();
    }

    /**
     * Builds whenever the folders' files differ from the last look, {@code seen} the first (null: none yet), where they
     * cannot be watched or --poll says not to.
     */
    private void poll(List<String> seen) throws InterruptedException {
        while (true) {
            Thread.sleep(LOOK);
            List<String> now = look();
            if (seen != null && now != null && !now.equals(seen)) {
                build();
            }
            seen = now;
            checkJar();
        }
    }

    /** The folders' files and a hash of each; null while they cannot be read. */
    private List<String> look() {
        try {
            List<String> now = new ArrayList<>();
            Load.fingerprint(options.content(), now);
            Load.fingerprint(options.templates(), now);
            return now;
        } catch (IOException e) {
            // Files come and go while an editor saves: the next look sees them as they are then.
            return null;
        }
    }

    /** Says, once, that the jar was rebuilt under this preview, which goes on with the code it started with. */
    private void checkJar() {
        if (jar != null && !jarSaid && !jar.started().equals(modified(jar.path())) && modified(jar.path()) != null) {
            err.println("nimbook: " + jar.path() + " was rebuilt: this preview goes on with the code it started with;"
                    + " to use the new code, stop it (Ctrl-C) and run serve again");
            err.flush();
            jarSaid = true;
        }
    }

    private static FileTime modified(Path path) {
        try {
            return Files.getLastModifiedTime(path);
        } catch (IOException e) {
            return null;
        }
    }
}
