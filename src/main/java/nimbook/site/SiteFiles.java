package nimbook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import nimbook.diag.IoReason;

/** A site's files written into a folder, and a folder Nimbook wrote removed, each on a few threads. */
final class SiteFiles {
    private SiteFiles() {
    }

    /**
     * Writes the files on a few threads (a large book's pages are many, and writing is mostly system calls). After a
     * failure, a full disk say, the others stop, and all have stopped before this returns: only then may the staging
     * folder be removed.
     */
    static void write(Path staging, SortedMap<String, byte[]> files) throws IOException {
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
                            SiteWriter.faults.writing(file);
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

    /** Deletes a folder Nimbook wrote (a previous site, or a staging folder): files in parallel, then folders. */
    static void delete(Path folder) throws IOException {
        // The mark first: a site removed in part is never taken for a whole one to put back.
        Files.deleteIfExists(folder.resolve(SiteWriter.MARK));
        SiteWriter.faults.removing(folder);
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
}
