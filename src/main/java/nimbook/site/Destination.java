package nimbook.site;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.List;
import java.util.SortedMap;
import nimbook.diag.FileKind;
import nimbook.diag.IoReason;

/**
 * Where a command writes, and the one way it writes there, so that nothing is lost: a file is written whole beside
 * its place and renamed over it (a new path, or a regular file, whose permissions the new one keeps); a link to a
 * regular file replaces that file, the link kept; standard output named as a file ({@code /dev/stdout}) is written to;
 * anything else — a device, a named pipe, a link to one or to nothing — is refused, never replaced by a file. A folder
 * of files (a site, the sheets) is swapped in whole by {@link SiteWriter}. What fails is told with the path the user
 * named, never a file of the writer's own.
 */
public final class Destination {
    /** The names of standard output as a file: written to as the command's output, not replaced. */
    private static final List<Path> STANDARD_OUTPUT = List.of(Path.of("/dev/stdout"), Path.of("/dev/fd/1"),
            Path.of("/proc/self/fd/1"));

    /** Writes a file's text. */
    public interface Text {
        void write(Writer out) throws IOException;
    }

    /** Thrown when a path is not one a command may write: what it is, and what to do. */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /**
     * Thrown when a folder's new files are in place, but what its earlier version left beside it (the old site, moved
     * aside) could not be removed: the command did what was asked, and this is what is left to do.
     */
    public static final class LeftBehind extends IOException {
        private static final long serialVersionUID = 1L;

        LeftBehind(String message) {
            super(message);
        }
    }

    private Destination() {
    }

    /** Whether {@code path} names standard output. */
    public static boolean standardOutput(Path path) {
        return STANDARD_OUTPUT.contains(path);
    }

    /**
     * Why the file {@code path} may not be written, or null when it may: it is missing, a regular file, a link to one,
     * or standard output.
     */
    public static String refusal(Path path) throws IOException {
        if (standardOutput(path)) {
            return null;
        }
        BasicFileAttributes link = attributes(path, LinkOption.NOFOLLOW_LINKS);
        if (link == null || link.isRegularFile()) {
            return null;
        }
        String instead = ": name a new file, or a regular one to replace (or /dev/stdout to print it)";
        if (!link.isSymbolicLink()) {
            return path + " is " + FileKind.of(path, LinkOption.NOFOLLOW_LINKS) + ", not a file" + instead;
        }
        BasicFileAttributes target = attributes(path);
        if (target == null) {
            return path + " is a link to " + Files.readSymbolicLink(path) + ", which does not exist" + instead;
        }
        return target.isRegularFile() ? null : path + " is a link to " + path.toRealPath() + ", " + FileKind.of(path)
                + ", not a file" + instead;
    }

    /**
     * Replaces the file {@code path} with {@code text} (UTF-8), all at once; to {@code standardOutput} when the path
     * names it.
     */
    public static void file(Path path, Writer standardOutput, Text text) throws IOException {
        if (standardOutput(path)) {
            text.write(standardOutput);
            standardOutput.flush();
            return;
        }
        binary(path, bytes -> {
            Writer out = new BufferedWriter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8));
            text.write(out);
            out.flush();
        });
    }

    /** Writes a file's bytes. */
    public interface Bytes {
        void write(OutputStream out) throws IOException;
    }

    /**
     * Replaces the file {@code path} with {@code bytes} (a zip, not text), all at once. Standard output, which a command
     * writes text to, is not a place for them: the caller refuses it.
     */
    public static void binary(Path path, Bytes bytes) throws IOException {
        String refusal = refusal(path);
        if (refusal != null) {
            throw new Refused(refusal);
        }
        // Through a link, to the file it names; the link stays.
        Path target = Files.isSymbolicLink(path) ? path.toRealPath() : path.toAbsolutePath();
        Path part = null;
        try {
            part = part(target);
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(part))) {
                bytes.write(out);
            }
            // Looked at again just before: a rename replaces whatever is there, a device as well as a file.
            refusal = refusal(path);
            if (refusal != null) {
                throw new Refused(refusal);
            }
            Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            part = null;
        } catch (Refused e) {
            throw e;
        } catch (IOException e) {
            throw failed(path, e);
        } finally {
            if (part != null) {
                Files.deleteIfExists(part);
            }
        }
    }

    /** A failure to write, told of the path the user named (not a file of the writer's own, {@code .site.lock}). */
    static IOException failed(Path named, IOException e) {
        return new IOException("cannot write " + named + ": " + IoReason.of(e), e);
    }

    /** Replaces the folder {@code path} with these files (a site, the sheets), swapped in whole ({@link SiteWriter}). */
    public static void folder(Path path, SortedMap<String, byte[]> files) throws IOException {
        SiteWriter.replace(path, files);
    }

    /**
     * A new file beside {@code target}, {@code .NAME.part-N}, to be renamed over it: with its permissions when it exists
     * (the system's default for a new file otherwise).
     */
    private static Path part(Path target) throws IOException {
        PosixFileAttributes kept = Files.exists(target) && posix(target) ? Files.readAttributes(target,
                PosixFileAttributes.class) : null;
        for (int n = 1; ; n++) {
            Path part = target.resolveSibling("." + target.getFileName() + ".part-" + n);
            try {
                Files.newByteChannel(part, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
            } catch (FileAlreadyExistsException e) {
                continue;
            }
            if (kept != null) {
                Files.setPosixFilePermissions(part, kept.permissions());
            }
            return part;
        }
    }

    private static boolean posix(Path path) {
        return Files.getFileAttributeView(path, PosixFileAttributeView.class) != null;
    }

    /** The attributes of what is at {@code path}, or null when nothing is. */
    private static BasicFileAttributes attributes(Path path, LinkOption... options) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class, options);
        } catch (IOException e) {
            return null;
        }
    }
}
