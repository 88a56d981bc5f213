package nimbook.diag;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/** What is at a path, in words, for messages that refuse anything but a file or a folder. */
public final class FileKind {
    private FileKind() {
    }

    /**
     * What is at {@code path} (a link followed unless {@code options} say not to): "a file", "a folder", "a link", "a
     * device", "a named pipe (FIFO)", "a socket"; "nothing" when nothing is there.
     */
    public static String of(Path path, LinkOption... options) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class, options);
        } catch (IOException e) {
            return "nothing";
        }
        if (attributes.isRegularFile()) {
            return "a file";
        }
        if (attributes.isDirectory()) {
            return "a folder";
        }
        if (attributes.isSymbolicLink()) {
            return "a link";
        }
        // The JDK tells devices, pipes and sockets apart only by the mode of its "unix" view, where there is one.
        int type;
        try {
            type = (Integer) Files.getAttribute(path, "unix:mode", options) & 0170000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            type = 0;
        }
        return switch (type) {
            case 0020000, 0060000 -> "a device";
            case 0010000 -> "a named pipe (FIFO)";
            case 0140000 -> "a socket";
            default -> "neither a file nor a folder";
        };
    }
}
