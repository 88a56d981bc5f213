package nimbook.site;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import nimbook.diag.IoReason;

/**
 * Writes a site all at once: into a staging folder beside the output, then swapped in by two renames (the old site
 * aside, the new one in). A build that fails leaves the previous site as it was, and only a folder that is empty or
 * was written by Nimbook (it holds {@value #MARK}) is ever replaced. A build killed between the renames leaves no site,
 * the old one aside: the next build puts it back, and removes what killed builds left beside the output.
 */
final class SiteWriter {
    /** The file that marks a folder as a site Nimbook wrote. */
    static final String MARK = ".nimbook-site";

    /** Steps of the swap where a test makes the disk fail or the build die; nothing happens there otherwise. */
    interface Faults {
        /** Before each file of the site is written. */
        void writing(Path file) throws IOException;

        /** After the old site was moved aside, before the new one is moved in. */
        void betweenRenames();
    }

    static final Faults NONE = new Faults() {
        @Override
        public void writing(Path file) {
        }

        @Override
        public void betweenRenames() {
        }
    };

    static volatile Faults faults = NONE;

    private SiteWriter() {
    }

    /** Thrown when the output folder is not one Nimbook may replace. */
    static final class RefusedException extends IOException {
        private static final long serialVersionUID = 1L;

        RefusedException(String message) {
            super(message);
        }
    }

    /** Why {@code out} may not be replaced by a site, or null when it may (it is missing, empty, or a site). */
    static String refusal(Path out) throws IOException {
        Path target = target(out);
        if (Files.isSymbolicLink(target) && !Files.exists(target)) {
            return out + " is a link to " + Files.readSymbolicLink(target) + ", which does not exist: choose a folder for"
                    + " --out, or remove the link";
        }
        if (Files.exists(target) && !Files.isDirectory(target)) {
            return out + " is " + Destination.kind(target) + ", not a folder: choose a folder for --out";
        }
        for (Path above = target.getParent(); above != null; above = above.getParent()) {
            if (Files.exists(above) && !Files.isDirectory(above)) {
                return out + " would be inside " + above + ", which is a file: choose a folder for --out";
            }
        }
        if (Files.exists(target) && !replaceable(target)) {
            return out + " exists and was not written by nimbook (it has no " + MARK + " file): choose another --out,"
                    + " or empty it yourself";
        }
        return null;
    }

    /** Where the site goes: {@code out}, or the folder it links to (the link stays, the folder it names is replaced). */
    private static Path target(Path out) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        return Files.isSymbolicLink(target) && Files.isDirectory(target) ? target.toRealPath() : target;
    }

    static void replace(Path out, SortedMap<String, byte[]> files) throws IOException {
        Path target = target(out);
        String refusal = refusal(out);
        if (refusal != null) {
            throw new RefusedException(refusal);
        }
        Files.createDirectories(target.getParent());
        try (Lock lock = Lock.beside(target)) {
            recoverLocked(target);
            Path staging = Files.createDirectory(beside(target, "staging"));
            try {
                for (String folder : new TreeSet<>(files.keySet().stream()
                        .filter(name -> name.contains("/")).map(name -> name.substring(0, name.lastIndexOf('/'))).toList())) {
                    Files.createDirectories(staging.resolve(folder));
                }
                write(staging, files);
                // Written last: a staging folder without it was never finished.
                Files.write(staging.resolve(MARK), "This folder was written by nimbook build; the next build replaces it.\n"
                        .getBytes(StandardCharsets.UTF_8));
                swap(staging, target);
            } finally {
                if (Files.exists(staging, LinkOption.NOFOLLOW_LINKS)) {
                    delete(staging);
                }
            }
        }
    }

    private static void swap(Path staging, Path target) throws IOException {
        if (!Files.exists(target)) {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            return;
        }
        Path old = beside(target, "old");
        Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
        faults.betweenRenames();
        try {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            Files.move(old, target, StandardCopyOption.ATOMIC_MOVE);
            throw e;
        }
        delete(old);
    }

    /**
     * Puts back a site whose swap a killed build left half done (no site, the old one aside), and removes the staging
     * and old folders that killed builds left beside it. Waits for a build writing there now.
     */
    static void recover(Path out) throws IOException {
        Path target = target(out);
        if (Files.isDirectory(target.getParent()) && !leftovers(target).isEmpty()) {
            try (Lock lock = Lock.beside(target)) {
                recoverLocked(target);
            }
        }
    }

    /** What {@link #recover} does, with the lock held: every leftover is then a dead build's. */
    private static void recoverLocked(Path target) throws IOException {
        List<Path> leftovers = leftovers(target);
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            // Killed between the renames: the site it replaced is whole (it has its mark), and the build never said it
            // had built; the new one may not be whole.
            for (Path left : leftovers) {
                if (left.getFileName().toString().contains(".old-") && Files.exists(left.resolve(MARK))) {
                    Files.move(left, target, StandardCopyOption.ATOMIC_MOVE);
                    leftovers.remove(left);
                    break;
                }
            }
        }
        for (Path left : leftovers) {
            delete(left);
        }
    }

    /** The staging and old folders beside the output: {@code .site.staging-N} and {@code .site.old-N}. */
    private static List<Path> leftovers(Path target) throws IOException {
        Pattern named = Pattern.compile(Pattern.quote("." + target.getFileName()) + "\\.(staging|old)-[0-9]+");
        try (Stream<Path> beside = Files.list(target.getParent())) {
            return new ArrayList<>(beside.filter(path -> named.matcher(path.getFileName().toString()).matches()).sorted()
                    .toList());
        }
    }

    /** The first name {@code .site.ROLE-N} beside the output that nothing has. */
    private static Path beside(Path target, String role) {
        for (int n = 1; ; n++) {
            Path path = target.resolveSibling("." + target.getFileName() + "." + role + "-" + n);
            if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
                return path;
            }
        }
    }

    /**
     * Writes the files on a few threads (a large book's pages are many, and writing is mostly system calls). After a
     * failure, a full disk say, the others stop, and all have stopped before this returns: only then may the staging
     * folder be removed.
     */
    private static void write(Path staging, SortedMap<String, byte[]> files) throws IOException {
        List<Map.Entry<String, byte[]>> all = new ArrayList<>(files.entrySet());
        int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        AtomicBoolean failed = new AtomicBoolean();
        try {
            List<Future<Void>> written = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                written.add(pool.submit(() -> {
                    for (int i = first; i < all.size() && !failed.get(); i += threads) {
                        Path file = staging.resolve(all.get(i).getKey());
                        try {
                            faults.writing(file);
                            Files.write(file, all.get(i).getValue());
                        } catch (IOException e) {
                            failed.set(true);
                            throw new IOException("cannot write the site's " + all.get(i).getKey() + ": " + IoReason.of(e), e);
                        }
                    }
                    return null;
                }));
            }
            IOException first = null;
            for (Future<Void> future : written) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    if (first == null && e.getCause() instanceof IOException cause) {
                        first = cause;
                    } else if (first == null) {
                        throw new IllegalStateException(e.getCause());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while writing the site", e);
                }
            }
            if (first != null) {
                throw first;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean replaceable(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        if (Files.exists(folder.resolve(MARK))) {
            return true;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }

    /** Deletes a folder Nimbook wrote (a previous site, or a staging folder): files in parallel, then folders. */
    private static void delete(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                files.add(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                folders.add(dir);
                return FileVisitResult.CONTINUE;
            }
        });
        try {
            files.parallelStream().forEach(file -> {
                try {
                    Files.delete(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        for (Path dir : folders) {
            Files.delete(dir);
        }
    }

    /**
     * A lock beside the output ({@code .site.lock}), held while a build writes or recovers there, so that another
     * build waits and never takes a live build's staging folder for a leftover. The system lets go of it when a build
     * dies; the file goes when the lock does.
     */
    private static final class Lock implements Closeable {
        private final Path path;
        private final FileChannel channel;

        private Lock(Path path, FileChannel channel) {
            this.path = path;
            this.channel = channel;
        }

        /** One writer of this JVM at a time: the system's locks are the process's, and two of its threads would clash. */
        private static final ReentrantLock IN_THIS_PROCESS = new ReentrantLock();

        static Lock beside(Path target) throws IOException {
            Path path = target.resolveSibling("." + target.getFileName() + ".lock");
            IN_THIS_PROCESS.lock();
            try {
                while (true) {
                    FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    Object opened = key(path);
                    channel.lock();
                    // The holder before deleted the file as it let go: a lock on that file locks nothing, so again.
                    if (opened != null && opened.equals(key(path))) {
                        return new Lock(path, channel);
                    }
                    channel.close();
                }
            } catch (IOException | RuntimeException e) {
                IN_THIS_PROCESS.unlock();
                throw e;
            }
        }

        /** The file's identity (device and inode), or null when it is gone. */
        private static Object key(Path path) throws IOException {
            try {
                Object key = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
                return key != null ? key : path;
            } catch (NoSuchFileException e) {
                return null;
            }
        }

        @Override
        public void close() throws IOException {
            try {
                Files.deleteIfExists(path);
            } finally {
                try {
                    channel.close();
                } finally {
                    IN_THIS_PROCESS.unlock();
                }
            }
        }
    }
}
