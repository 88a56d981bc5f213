package nimbook.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import nimbook.diag.Diagnostic;
import nimbook.diag.SourcePosition;
import nimbook.passes.Load;
import nimbook.text.Json;

/**
 * A problem of the book as the preview shows it, in the terminal and over the page: where it is, what it is, the line of
 * the author's file it is on, and that file's lines, for the page that shows them (none when the file is not one of the
 * book's own, or cannot be read, and no line when the problem is not on one).
 */
public record Flagged(SourcePosition at, String message, String line, List<String> source) {
    /**
     * A diagnostic, with its line read from its file (a path relative to the working folder, as messages give it), if
     * that is one of the book's own files in {@code book} (real paths of its folders: a link leaving them, a named pipe,
     * a device is never read); {@code files}: the files read so far, by path.
     */
    public static Flagged of(Diagnostic diagnostic, Map<String, List<String>> files, List<Path> book) {
        SourcePosition at = diagnostic.position();
        List<String> lines = files.computeIfAbsent(at.file(), file -> read(Path.of(file), book));
        return new Flagged(at, diagnostic.message(), at.line() >= 1 && at.line() <= lines.size()
                ? lines.get(at.line() - 1) : "", lines);
    }

    private static List<String> read(Path file, List<Path> book) {
        if (book.stream().noneMatch(folder -> Load.ownFile(folder, file))) {
            return List.of();
        }
        try {
            return List.copyOf(Files.readAllLines(file));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The mark under the line: spaces, a tab where the line has one, up to the column (which counts characters). */
    public String caret() {
        StringBuilder mark = new StringBuilder();
        int[] points = line.codePoints().toArray();
        for (int i = 0; i < at.column() - 1 && i < points.length; i++) {
            mark.append(points[i] == '\t' ? '\t' : ' ');
        }
        return mark.append('^').toString();
    }

    /** As the terminal prints it: the diagnostic's line, then the source line and the caret under it. */
    public String terminal() {
        String head = at + ": error: " + message;
        return line.isBlank() ? head : head + "\n    " + line + "\n    " + caret();
    }

    /** As the page's script reads it. */
    String json() {
        return new Json().open().value("where", at.toString()).value("message", message).value("line", line)
                .value("caret", line.isBlank() ? "" : caret()).close().toString();
    }
}
