package nimbook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Writes a site all at once: into a staging folder beside the output, then swapped in by renaming. A build
 * that fails leaves the previous site as it was, and only a folder that is empty or was written by Nimbook
 * (it holds {@value #MARK}) is ever replaced.
 */
final class SiteWriter {
    /** The file that marks a folder as a site Nimbook wrote. */
    static final String MARK = ".nimbook-site";

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
        Path target = out.toAbsolutePath().normalize();
        if (Files.exists(target) && !Files.isDirectory(target)) {
            return out + " is a file, not a folder: choose a folder for --out";
        }
        if (Files.exists(target) && !replaceable(target)) {
            return out + " exists and was not written by nimbook (it has no " + MARK + " file): choose another --out,"
                    + " or empty it yourself";
        }
        return null;
    }

    static void replace(Path out, SortedMap<String, byte[]> files) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        Path parent = target.getParent();
        String refusal = refusal(out);
        if (refusal != null) {
            throw new RefusedException(refusal);
        }
        Files.createDirectories(parent);
        Path staging = newStaging(target);
        try {
            for (String folder : new TreeSet<>(files.keySet().stream()
                    .filter(name -> name.contains("/")).map(name -> name.substring(0, name.lastIndexOf('/'))).toList())) {
                Files.createDirectories(staging.resolve(folder));
            }
            write(staging, files);
            Files.write(staging.resolve(MARK), "This folder was written by nimbook build; the next build replaces it.\n"
                    .getBytes(StandardCharsets.UTF_8));
            if (Files.exists(target)) {
                Path old = beside(target, "old");
                Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
                try {
                    Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
                } catch (IOException e) {
                    Files.move(old, target, StandardCopyOption.ATOMIC_MOVE);
                    throw e;
                }
                delete(old);
            } else {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            }
        } finally {
            if (Files.exists(staging)) {
                delete(staging);
            }
        }
    }

    /**
     * A new, empty staging folder beside the output. Creating a folder is atomic, so two builds never share one: a
     * name another build took first is skipped. (Neither {@code Files.createTempDirectory}, which seeds a SecureRandom,
     * nor a name from the process id, whose first use starts the JDK's process machinery, is cheap in a cold JVM.)
     */
    private static Path newStaging(Path target) throws IOException {
        while (true) {
            try {
                return Files.createDirectory(beside(target, "staging"));
            } catch (FileAlreadyExistsException e) {
                // Taken since we looked: try the next name.
            }
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

    /** Writes the files in parallel: a large book's pages are many, and writing is mostly system calls. */
    private static void write(Path staging, SortedMap<String, byte[]> files) throws IOException {
        try {
            files.entrySet().parallelStream().forEach(file -> {
                try {
                    Files.write(staging.resolve(file.getKey()), file.getValue());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
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
}
