package nimbook.preview;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import nimbook.passes.Load;

/**
 * The book's folders watched with the JDK's {@link WatchService}: every folder in them, and each one's parent (to see
 * the folder itself come or go). A change is reported once the folders have been quiet for {@link #QUIET} ms: an
 * editor that saves in steps (a temporary file renamed over the lesson; truncate, then write) is seen once, whole.
 */
final class Watcher implements AutoCloseable {
    /** How long the folders must be quiet before a change is reported, in milliseconds. */
    static final long QUIET = 15;
    /**
     * How soon another change must follow for a save to be one with it, when the preview builds at once and waits out
     * the rest of {@link #QUIET} while it builds, in milliseconds: the steps of one write (truncate, then write) come
     * within microseconds.
     */
    static final long FOLLOWING = 1;
    /** The longest a stream of changes is waited out, in milliseconds: a tool that writes for ever still gets a build. */
    static final long LONGEST = 400;

    /** A folder that cannot be watched, and why. */
    static final class Unwatchable extends IOException {
        Unwatchable(Path folder, IOException cause) {
            super(folder + ": " + cause.getMessage(), cause);
        }
    }

    private final WatchService service;
    private final List<Path> roots;
    private final Map<WatchKey, Path> folders = new HashMap<>();

    /** Watches {@code roots} (those that do not exist yet are watched for from their parent). */
    Watcher(List<Path> roots) throws IOException {
        this.service = FileSystems.getDefault().newWatchService();
        this.roots = roots.stream().map(root -> root.toAbsolutePath().normalize()).toList();
        for (Path root : this.roots) {
            if (root.getParent() != null && Files.isDirectory(root.getParent())) {
                register(root.getParent());
            }
            registerAll(root);
        }
    }

    private void registerAll(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        List<Path> all;
        try (Stream<Path> walk = Files.walk(folder)) {
            all = walk.filter(Files::isDirectory).toList();
        } catch (IOException | RuntimeException e) {
            // Gone while it was walked: it is looked at again when it comes back.
            return;
        }
        for (Path each : all) {
            register(each);
        }
    }

    private void register(Path folder) throws IOException {
        try {
            folders.put(folder.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY), folder);
        } catch (IOException e) {
            if (Files.isDirectory(folder)) {
                throw new Unwatchable(folder, e);
            }
        }
    }

    /**
     * Waits up to {@code timeout} ms (0: not at all) for a change in the folders, then for them to be quiet for {@code
     * quiet} ms; returns whether there was one. A folder made meanwhile is watched from then on.
     */
    boolean awaitChange(long timeout, long quiet) throws IOException, InterruptedException {
        WatchKey key = service.poll(timeout, TimeUnit.MILLISECONDS);
        if (key == null) {
            return false;
        }
        boolean changed = false;
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LONGEST);
        while (key != null) {
            changed |= take(key);
            long left = until - System.nanoTime();
            key = left <= 0 ? null : service.poll(Math.min(quiet, TimeUnit.NANOSECONDS.toMillis(left) + 1),
                    TimeUnit.MILLISECONDS);
        }
        return changed;
    }

    /** The events of one folder: whether one is in the book's folders; folders made there are watched too. */
    private boolean take(WatchKey key) throws IOException {
        Path folder = folders.get(key);
        boolean changed = false;
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == OVERFLOW || folder == null) {
                changed = true;
                continue;
            }
            Path path = folder.resolve((Path) event.context());
            // An editor's swap or backup file, which the build leaves alone, is no change.
            if (roots.stream().anyMatch(root -> path.startsWith(root) && !Load.ignored(root.relativize(path)))) {
                changed = true;
                if (event.kind() == ENTRY_CREATE) {
                    registerAll(path);
                }
            }
        }
        if (!key.reset()) {
            folders.remove(key);
        }
        return changed;
    }

    @Override
    public void close() throws IOException {
        try {
            service.close();
        } catch (ClosedWatchServiceException e) {
            // Closed already.
        }
    }
}
