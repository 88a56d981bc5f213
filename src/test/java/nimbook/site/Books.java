package nimbook.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;

/** Test books: fixtures under src/test/resources/books, built with the project's own templates. */
public final class Books {
    static final Path FIXTURES = Path.of("src/test/resources/books");
    static final Path TEMPLATES = Path.of("templates");

    /** Set -Dgolden.update=true to rewrite expected outputs from what the code produces now (then review the diff). */
    static final boolean UPDATE = Boolean.getBoolean("golden.update");

    private Books() {
    }

    static BuildOptions options(Path content, Path out) {
        return new BuildOptions(content, TEMPLATES, out, Edition.INSTRUCTOR, 0);
    }

    /** Every file under a folder, by relative path. */
    static SortedMap<String, byte[]> tree(Path folder) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString().replace('\\', '/'), Files.readAllBytes(path));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** A folder copied whole. */
    public static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
