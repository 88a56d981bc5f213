package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file a command writes goes through {@link Destination}: a new path or a regular file is replaced whole, a link
 * to a regular file replaces that file, standard output is written to; a device, a named pipe or a link to one (or to
 * nothing) is refused and left as it was.
 */
class DestinationTest {
    private static final String INSTEAD = ": name a new file, or a regular one to replace (or /dev/stdout to print it)";

    private static void write(Path path, String text) throws IOException {
        Destination.file(path, new StringWriter(), out -> out.write(text));
    }

    /** Runs a command of the system (mknod, mkfifo); false when it could not (not root, say). */
    static boolean made(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).redirectErrorStream(true).start().waitFor() == 0;
    }

    private static List<String> listed(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aNewPathIsWrittenAndARegularFileReplacedKeepingItsPermissions(@TempDir Path temp) throws IOException {
        Path file = temp.resolve("questions.xml");
        write(file, "one");
        assertEquals("one", Files.readString(file));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        write(file, "two");
        assertEquals("two", Files.readString(file));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(List.of("questions.xml"), listed(temp), "nothing is left beside it");
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNothingBeside(@TempDir Path temp) throws IOException {
        Path file = Files.writeString(temp.resolve("questions.xml"), "old");
        IOException failed = assertThrows(IOException.class, () -> Destination.file(file, new StringWriter(), out -> {
            out.write("half");
            throw new IOException("No space left on device");
        }));
        assertEquals("cannot write " + file + ": no space left on device", failed.getMessage());
        assertEquals("old", Files.readString(file));
        assertEquals(List.of("questions.xml"), listed(temp));
    }

    /** mknod f c 1 3; export --out f turned the device into a file (as root, --out /dev/null would have replaced the system's). */
    @Test
    void aDeviceIsRefusedAndLeftAsItIs(@TempDir Path temp) throws Exception {
        Path device = temp.resolve("f");
        assumeTrue(made("mknod", device.toString(), "c", "1", "3"), "mknod needs root");
        assertEquals(device + " is a device, not a file" + INSTEAD, assertThrows(Destination.Refused.class,
                () -> write(device, "bank")).getMessage());
        assertFalse(Files.isRegularFile(device, LinkOption.NOFOLLOW_LINKS));
        assertEquals("a device", nimbook.diag.FileKind.of(device));
        assertEquals(List.of("f"), listed(temp));
    }

    @Test
    void aNamedPipeIsRefusedAndLeftAsItIs(@TempDir Path temp) throws Exception {
        Path fifo = temp.resolve("pipe");
        assumeTrue(made("mkfifo", fifo.toString()), "mkfifo");
        assertEquals(fifo + " is a named pipe (FIFO), not a file" + INSTEAD, Destination.refusal(fifo));
        assertThrows(Destination.Refused.class, () -> write(fifo, "bank"));
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void aLinkToAFileReplacesThatFileAndStays(@TempDir Path temp) throws IOException {
        Path shared = Files.createDirectories(temp.resolve("shared"));
        Path file = Files.writeString(shared.resolve("bank.xml"), "old");
        Path link = Files.createSymbolicLink(temp.resolve("bank.xml"), file);
        write(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(file));
        assertEquals(List.of("bank.xml"), listed(shared));
    }

    @Test
    void aLinkToADeviceToAFolderOrToNothingIsRefused(@TempDir Path temp) throws IOException {
        Path toDevice = Files.createSymbolicLink(temp.resolve("null.xml"), Path.of("/dev/null"));
        assertEquals(toDevice + " is a link to /dev/null, a device, not a file" + INSTEAD, assertThrows(
                Destination.Refused.class, () -> write(toDevice, "bank")).getMessage());
        assertTrue(Files.isSymbolicLink(toDevice));
        Path toFolder = Files.createSymbolicLink(temp.resolve("folder.xml"), Files.createDirectory(temp.resolve("d")));
        assertEquals(toFolder + " is a link to " + temp.resolve("d").toRealPath() + ", a folder, not a file" + INSTEAD,
                Destination.refusal(toFolder));
        Path dangling = Files.createSymbolicLink(temp.resolve("gone.xml"), Path.of("nowhere/bank.xml"));
        assertEquals(dangling + " is a link to nowhere/bank.xml, which does not exist" + INSTEAD, assertThrows(
                Destination.Refused.class, () -> write(dangling, "bank")).getMessage());
        assertTrue(Files.isSymbolicLink(dangling) && !Files.exists(dangling));
    }

    @Test
    void standardOutputNamedAsAFileIsWrittenTo(@TempDir Path temp) throws IOException {
        for (String name : List.of("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1")) {
            StringWriter out = new StringWriter();
            Destination.file(Path.of(name), out, writer -> writer.write("bank"));
            assertEquals("bank", out.toString(), name);
        }
    }

    /** A site's folder: a link to a folder Nimbook wrote is written through (the link stays); a device is refused. */
    @Test
    void aFolderOutputIsWrittenThroughALinkAndNeverReplacesADevice(@TempDir Path temp) throws Exception {
        Path real = temp.resolve("real-site");
        SortedMap<String, byte[]> files = new TreeMap<>();
        files.put("index.html", "<p>one</p>".getBytes());
        Destination.folder(real, files);
        Path link = Files.createSymbolicLink(temp.resolve("site"), real);
        files.put("index.html", "<p>two</p>".getBytes());
        Destination.folder(link, files);
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("<p>two</p>", Files.readString(real.resolve("index.html")));
        assertEquals(List.of("real-site", "site"), listed(temp));
        Path dangling = Files.createSymbolicLink(temp.resolve("gone"), Path.of("nowhere"));
        assertEquals(dangling + " is a link to nowhere, which does not exist: choose a folder for --out, or remove the"
                + " link", assertThrows(IOException.class, () -> Destination.folder(dangling, files)).getMessage());
        Path device = temp.resolve("dev");
        assumeTrue(made("mknod", device.toString(), "c", "1", "3"), "mknod needs root");
        assertEquals(device + " is a device, not a folder: choose a folder for --out", assertThrows(IOException.class,
                () -> Destination.folder(device, files)).getMessage());
        assertFalse(Files.isRegularFile(device, LinkOption.NOFOLLOW_LINKS));
    }
}
