package nimbook.passes;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import nimbook.book.Source;
import nimbook.build.Work;
import nimbook.diag.Diagnostics;
import nimbook.diag.FileKind;
import nimbook.diag.IoReason;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;

/**
 * The load pass: a book's content folder read — each lesson ({@code *.md} directly in it) as text, every other file as
 * it is, to be copied; what would publish a lesson's source (a copy of one, one in a sub-folder) is refused.
 */
public final class Load {
    /** A lesson's name, written otherwise (08-upper.MD), or a copy of one (02-sums.md.save). */
    private static final Pattern MARKDOWN = Pattern.compile("(?i)\\.(md|markdown)(\\.|$)");
    /** What editors and tools leave behind: backups, merge leftovers, swap and temporary files. */
    private static final Pattern LEFTOVER = Pattern.compile("(?i)\\.(bak|orig|rej|swp|tmp)$");


    /** The lessons read, in the folder's order, and the other files by their path in the folder. */
    public record Sources(List<Source> lessons, SortedMap<String, byte[]> files) {
    }

    private Load() {
    }

    public static Sources sources(Path folder, String display, Diagnostics diagnostics) {
        return sources(folder, display, diagnostics, new Read());
    }

    /**
     * The files read by earlier builds, for the next to take those unchanged since (the preview reads the book at every
     * save): a file is taken again only when its size and time are the same and that time was over {@value #SETTLED} ms
     * before it was read — a file written again within a clock tick of its reading (a coarse clock) is read again.
     */
    public static final class Read {
        private record File(long size, FileTime modified, Object read) {
        }

        private final Map<String, File> files = new ConcurrentHashMap<>();

        /** The file at {@code path}, as {@code read} reads it, or as it was read before; null: it could not be read. */
        private Object get(Path path, String display, Function<Path, Object> read) {
            String key = path + "\u0000" + display;
            BasicFileAttributes attributes;
            long now = System.currentTimeMillis();
            try {
                attributes = Files.readAttributes(path, BasicFileAttributes.class);
            } catch (IOException e) {
                files.remove(key);
                return read.apply(path);
            }
            File kept = files.get(key);
            if (kept != null && kept.size() == attributes.size() && kept.modified().equals(attributes.lastModifiedTime())) {
                return kept.read();
            }
            Object value = read.apply(path);
            boolean settled = attributes.lastModifiedTime().toMillis() < now - SETTLED;
            if (value != null && settled) {
                files.put(key, new File(attributes.size(), attributes.lastModifiedTime(), value));
            } else {
                files.remove(key);
            }
            return value;
        }
    }

    /** How long before its reading a file must have been written for its size and time to vouch for it, in ms. */
    private static final long SETTLED = 2000;

    /** The book's content, taking from {@code read} what earlier builds read and still holds. */
    public static Sources sources(Path folder, String display, Diagnostics diagnostics, Read read) {
        if (!Files.isDirectory(folder)) {
            diagnostics.error(new SourcePosition(display, 1, 1), "no content folder: create " + display + "/ with the"
                    + " lessons, or point --content at it");
            return new Sources(List.of(), new TreeMap<>());
        }
        List<Path> paths;
        try {
            paths = own(folder, display, diagnostics);
        } catch (IOException e) {
            diagnostics.error(new SourcePosition(display, 1, 1), "cannot list the content folder: " + IoReason.of(e));
            return new Sources(List.of(), new TreeMap<>());
        }
        SortedMap<String, byte[]> files = new TreeMap<>();
        List<Path> lessonPaths = new ArrayList<>();
        for (Path path : paths) {
            String relative = folder.relativize(path).toString().replace('\\', '/');
            if (relative.endsWith(".md") && !relative.contains("/")) {
                lessonPaths.add(path);
            } else if (MARKDOWN.matcher(relative).find() && !relative.endsWith(".md")) {
                // Copied as it is, it would publish its source; read as a lesson, its name would be a guess.
                diagnostics.error(new SourcePosition(display + "/" + relative, 1, 1), "a lesson's source (.md)"
                        + " that would be copied as it is, answers and all: name a lesson NAME.md, or move this copy out of"
                        + " the content folder");
            } else if (relative.endsWith(".md")) {
                // Copied as it is, it would publish its source, answers and all.
                diagnostics.error(new SourcePosition(display + "/" + relative, 1, 1), "lessons go directly in the content"
                        + " folder (its sub-folders hold pictures and other files, copied as they are): move this file up"
                        + " to make it a lesson, or out of the content folder");
            } else {
                byte[] bytes = (byte[]) read.get(path, display + "/" + relative, each -> bytes(each, display + "/"
                        + relative, diagnostics));
                if (bytes != null) {
                    files.put(relative, bytes);
                }
            }
        }
        // Read on both cores (a book of a thousand lessons spends a tenth of a second here), in the folder's order.
        List<Source> lessons = Work.costliestFirst(lessonPaths, path -> 1, path -> {
            String name = display + "/" + path.getFileName();
            return (Source) read.get(path, name, each -> read(each, name, diagnostics));
        }).stream().filter(source -> source != null).toList();
        if (lessons.stream().allMatch(source -> source.name().equals("index.md"))) {
            diagnostics.error(new SourcePosition(display, 1, 1), "no lessons in " + display + "/: write one, e.g. "
                    + display + "/01-nim.md, starting with its front matter (title:, summary:, order:)");
        }
        return new Sources(lessons, files);
    }

    /** A file as it is; null, said, when it cannot be read. */
    private static byte[] bytes(Path path, String display, Diagnostics diagnostics) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            diagnostics.error(new SourcePosition(display, 1, 1), "cannot read: " + IoReason.of(e));
            return null;
        }
    }

    /** A lesson's file as text: UTF-8 (a byte that is not is said where it is), without a byte-order mark. */
    private static Source read(Path path, String display, Diagnostics diagnostics) {
        String text;
        try {
            ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(path));
            CharBuffer chars = CharBuffer.allocate(bytes.capacity()); // UTF-8 never decodes to more chars than bytes
            if (StandardCharsets.UTF_8.newDecoder().decode(bytes, chars, true).isError()) {
                // Where the first bad byte is, so the author can find it (often one character pasted from elsewhere).
                String before = chars.flip().toString();
                diagnostics.error(new SourceText(display, before).at(before.length()), String.format("byte 0x%02X is not"
                        + " UTF-8 text: save the file as UTF-8", bytes.get(bytes.position()) & 0xFF));
                return null;
            }
            text = chars.flip().toString();
        } catch (IOException e) {
            diagnostics.error(new SourcePosition(display, 1, 1), "cannot read: " + IoReason.of(e));
            return null;
        }
        // A byte-order mark (some editors write one) is not part of the text: the front matter starts after it.
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        SourceText source = new SourceText(display, text.replace("\r\n", "\n").replace('\r', '\n'));
        controlCharacters(source, diagnostics);
        return new Source(path.getFileName().toString(), source);
    }

    /**
     * Refuses the characters that are no text (controls but tab and line feed, and U+FFFE, U+FFFF): no page shows them,
     * and XML, which a question bank is, may not hold them. Text pasted from another program brings them (a line break
     * as U+000B). The first is told where it is, with how many more the file has.
     */
    private static void controlCharacters(SourceText source, Diagnostics diagnostics) {
        String text = source.text();
        int first = -1;
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' && c != '\n' || c >= 0x7F && c <= 0x9F || c == '\uFFFE' || c == '\uFFFF') {
                first = first < 0 ? i : first;
                count++;
            }
        }
        if (first >= 0) {
            diagnostics.error(source.at(first), String.format("control character U+%04X is not text a page can show:"
                    + " delete it, or type a space or a line break in its place", (int) text.charAt(first))
                    + (count > 1 ? " (" + (count - 1) + " more in this file)" : ""));
        }
    }

    /**
     * The files of a book's folder, sorted, but for those the build leaves alone: hidden ones (a name starting with
     * a dot, in any folder) and editors' and tools' leftovers ({@code #notes.md#}, {@code notes.md~},
     * {@code notes.bak}, {@code notes.md.orig}): copied, a lesson's backup would publish its source, answers and all.
     */
    public static List<Path> files(Path folder) throws IOException {
        return List.copyOf(walk(folder).keySet());
    }

    /**
     * The files of {@link #files}, each with whether it is a link: one look at each file, which the walk makes anyway
     * (a preview of a thousand lessons walks the folder at every save).
     */
    private static SortedMap<Path, Boolean> walk(Path folder) throws IOException {
        SortedMap<Path, Boolean> files = new TreeMap<>();
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path directory, BasicFileAttributes attributes) {
                return directory.equals(folder) || !ignored(folder.relativize(directory)) ? FileVisitResult.CONTINUE
                        : FileVisitResult.SKIP_SUBTREE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                // Everything but folders: what is neither a file nor a link to one (a named pipe) is for own() to refuse.
                if (!attributes.isDirectory() && !ignored(folder.relativize(file))) {
                    files.put(file, attributes.isSymbolicLink());
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (e instanceof NoSuchFileException) {
                    return FileVisitResult.CONTINUE; // gone while the folder was walked (an editor's temporary file)
                }
                throw e;
            }
        });
        return files;
    }

    /**
     * Adds each file of a book's folder ({@link #files}) with a hash of its content to {@code into}, to tell whether
     * anything changed: sizes and times missed a rewrite of the same size that kept its time ({@code cp -p}). A file
     * that vanishes while it is looked at (an editor's temporary file) is left out, not an error; one that cannot be
     * read is listed with why, for the build to report.
     */
    public static void fingerprint(Path folder, List<String> into) throws IOException {
        fingerprint(folder, path -> true, into);
    }

    /** As {@link #fingerprint(Path, List)}, for the files {@code which} takes only. */
    public static void fingerprint(Path folder, Predicate<Path> which, List<String> into) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        MessageDigest sha256;
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        Path real = folder.toRealPath();
        for (Path path : files(folder)) {
            if (!which.test(path)) {
                continue;
            }
            if (!ownFile(real, path)) {
                // Never read: a named pipe would block the look, /dev/zero fill the memory; the build says what it is.
                into.add(path + " " + FileKind.of(path));
                continue;
            }
            try {
                into.add(path + " " + HexFormat.of().formatHex(sha256.digest(Files.readAllBytes(path))));
            } catch (NoSuchFileException e) {
                // Gone already: the next look sees the folder as it is then.
            } catch (IOException e) {
                into.add(path + " " + IoReason.of(e));
            }
        }
    }

    /**
     * Whether {@code path} is one of the book's own files in the folder whose real path is {@code real}: a regular file,
     * or a link to one inside the folder. Nothing else is ever read.
     */
    public static boolean ownFile(Path real, Path path) {
        try {
            Path target = path.toRealPath();
            return target.startsWith(real) && Files.isRegularFile(target);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The files of a book's folder ({@link #files}) that are the book's own ({@link #ownFile}). Any other (a link to
     * /etc/passwd in content/ was published; a link to /dev/zero or a named pipe would be read for ever) is reported,
     * naming it, and left out, never read.
     */
    public static List<Path> own(Path folder, String display, Diagnostics diagnostics) throws IOException {
        Path real = folder.toRealPath();
        List<Path> own = new ArrayList<>();
        for (Map.Entry<Path, Boolean> file : walk(folder).entrySet()) {
            Path path = file.getKey();
            String problem = null;
            if (file.getValue()) {
                try {
                    Path target = path.toRealPath();
                    problem = !target.startsWith(real) ? "a link to " + target + ", outside " + display + "/: the book"
                            + " publishes only its own files; copy the file in, or remove the link"
                            : Files.isDirectory(target) ? "a link to a folder, which the build does not follow: copy or"
                                    + " link its files one by one"
                            : !Files.isRegularFile(target) ? "a link to " + target + ", " + FileKind.of(target) + ", not a"
                                    + " file: the book holds only files; remove the link"
                            : null;
                } catch (IOException e) {
                    problem = "a link to " + Files.readSymbolicLink(path) + ", which is not there: remove the link";
                }
            } else if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                problem = FileKind.of(path, LinkOption.NOFOLLOW_LINKS) + ", not a file: the book holds only files; remove"
                        + " it, or move it out of " + display + "/";
            }
            if (problem == null) {
                own.add(path);
            } else {
                diagnostics.error(new SourcePosition(display + "/" + folder.relativize(path).toString().replace('\\', '/'),
                        1, 1), problem);
            }
        }
        return own;
    }

    /** Whether the build leaves alone the file at {@code relative} in a book's folder (see {@link #files}). */
    public static boolean ignored(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.startsWith(".") || name.startsWith("#") || name.endsWith("~") || LEFTOVER.matcher(name).find()) {
                return true;
            }
        }
        return false;
    }
}
