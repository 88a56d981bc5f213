package nimbook.diag;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Objects;

/** Why a file could not be read or written, in words: the JDK gives only the file's name for the common failures. */
public final class IoReason {
    private IoReason() {
    }

    /** The reason, starting in lower case, to follow a colon: "permission denied", "no space left on device". */
    public static String of(IOException e) {
        String reason = e instanceof AccessDeniedException ? "permission denied"
                : e instanceof NoSuchFileException ? "no such file or folder"
                : e instanceof FileAlreadyExistsException ? "it exists already"
                : e instanceof NotDirectoryException ? "not a folder"
                : e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason()
                : Objects.requireNonNullElse(e.getMessage(), e.getClass().getSimpleName());
        // A capitalised word is lowered ("Permission denied"), a name or acronym kept ("NIMBOOK_CHROMIUM names …").
        boolean capitalised = reason.length() > 1 && Character.isUpperCase(reason.charAt(0))
                && Character.isLowerCase(reason.charAt(1));
        return capitalised ? Character.toLowerCase(reason.charAt(0)) + reason.substring(1) : reason;
    }

    /** The failure as a whole: the file it concerns, when the JDK names one, and why. */
    public static String told(IOException e) {
        return e instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile() + ": " + of(e) : of(e);
    }
}
