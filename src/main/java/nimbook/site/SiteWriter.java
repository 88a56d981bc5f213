package nimbook.site;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import nimbook.diag.FileKind;
import nimbook.diag.IoReason;

/**
 * Writes a site all at once: into a staging folder beside the output, then swapped in by two renames (the old site
 * aside, the new one in). A build that fails leaves the previous site as it was, and only a folder that is empty or
 * was written by Nimbook (it holds {@value #MARK}) is ever replaced. A build killed between the renames leaves no site,
 * the old one aside: the next build puts it back, and removes what killed builds left beside the output. An old site
 * that cannot be removed once the new one is in is told of ({@link Destination.LeftBehind}), and left for the next
 * build to remove.
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

        /** Before the files of a folder of Nimbook's (an old site, a staging folder) are removed, its mark already gone. */
        default void removing(Path folder) throws IOException {
        }
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
            return out + " is " + FileKind.of(target) + ", not a folder: choose a folder for --out";
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
        Map<Path, IOException> stuck;
        Path old = null;
        try {
            Files.createDirectories(target.getParent());
        } catch (FileSystemException e) {
            throw Destination.failed(out, e);
        }
        try (Lock lock = Lock.beside(target, out)) {
            stuck = recoverLocked(target);
            Path staging = staging(target, out);
            try {
                for (String folder : new TreeSet<>(files.keySet().stream()
                        .filter(name -> name.contains("/")).map(name -> name.substring(0, name.lastIndexOf('/'))).toList())) {
                    Files.createDirectories(staging.resolve(folder));
                }
                SiteFiles.write(staging, files);
                // Written last: a staging folder without it was never finished.
                Files.write(staging.resolve(MARK), "This folder was written by nimbook build; the next build replaces it.\n"
                        .getBytes(StandardCharsets.UTF_8));
                old = swap(staging, target);
                if (old != null) {
                    removed(old, stuck);
                }
            } catch (FileSystemException e) {
                throw Destination.failed(out, e);
            } finally {
                if (Files.exists(staging, LinkOption.NOFOLLOW_LINKS)) {
                    SiteFiles.delete(staging);
                }
            }
        }
        if (!stuck.isEmpty()) {
            throw new Destination.LeftBehind(leftBehind(out, target, old, stuck));
        }
    }

    /** A new staging folder beside the site; what fails there is told of the folder the user named. */
    private static Path staging(Path target, Path out) throws IOException {
        try {
            return Files.createDirectory(beside(target, "staging"));
        } catch (FileSystemException e) {
            throw Destination.failed(out, e);
        }
    }

    /** The new site is in, the old one aside: the old one, or null when there was none. */
    private static Path swap(Path staging, Path target) throws IOException {
        if (!Files.exists(target)) {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            return null;
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
        return old;
    }

    /** Removes a leftover; one that cannot be is added to {@code stuck}, for the next build to remove. */
    private static void removed(Path left, Map<Path, IOException> stuck) {
        try {
            SiteFiles.delete(left);
        } catch (IOException e) {
            stuck.put(left, e);
        }
    }

    /**
     * What became of a site whose swap was made, {@code old} the site it replaced (null: none), when leftovers beside it
     * could not be removed.
     */
    private static String leftBehind(Path out, Path target, Path old, Map<Path, IOException> stuck) {
        List<String> named = new ArrayList<>();
        List<String> why = new ArrayList<>();
        stuck.forEach((left, e) -> {
            // Named as the user named the site: beside it.
            Path shown = target.equals(out.toAbsolutePath().normalize()) ? out.resolveSibling(left.getFileName()) : left;
            named.add(left.equals(old) ? "the previous one, moved aside to " + shown : shown + ", left by an earlier run");
            why.add(IoReason.told(e));
        });
        String them = stuck.size() == 1 ? "it" : "them";
        return out + " is written, but " + String.join(" and ", named) + ", could not be removed (" + String.join("; ", why)
                + "): nimbook removes " + them + " the next time it writes " + out + ", or remove " + them + " yourself";
    }

    /**
     * Puts back a site whose swap a killed build left half done (no site, the old one aside), and removes the staging
     * and old folders that killed builds left beside it (what cannot be removed is left for a build to tell of). Waits
     * for a build writing there now.
     */
    static void recover(Path out) throws IOException {
        Path target = target(out);
        if (Files.isDirectory(target.getParent()) && !leftovers(target).isEmpty()) {
            try (Lock lock = Lock.beside(target, out)) {
                recoverLocked(target);
            }
        }
    }

    /**
     * What {@link #recover} does, with the lock held: every leftover is then a dead build's, or one a build could not
     * remove. Returns those that cannot be removed now, with why.
     */
    private static Map<Path, IOException> recoverLocked(Path target) throws IOException {
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
        Map<Path, IOException> stuck = new TreeMap<>();
        for (Path left : leftovers) {
            removed(left, stuck);
        }
        return stuck;
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

        /** The lock for the site at {@code target}, named {@code out} by the user: what fails is told of that. */
        static Lock beside(Path target, Path out) throws IOException {
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
            } catch (FileSystemException e) {
                IN_THIS_PROCESS.unlock();
                throw Destination.failed(out, e);
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
