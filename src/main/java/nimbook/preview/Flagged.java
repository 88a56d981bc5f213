package nimbook.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import nimbook.diag.Diagnostic;
import nimbook.diag.SourcePosition;
import nimbook.web.Json;

/**
 * A problem of the book as the preview shows it, in the terminal and over the page: where it is, what it is, and the
 * line of the author's file it is on (empty when the file cannot be read, or the problem is not on a line of it).
 */
public record Flagged(SourcePosition at, String message, String line) {
    /**
     * A diagnostic, with its line read from its file (a path relative to the working folder, as messages give it);
     * {@code files}: the files read so far, by path.
     */
    public static Flagged of(Diagnostic diagnostic, Map<String, List<String>> files) {
        SourcePosition at = diagnostic.position();
        List<String> lines = lines(at.file(), files);
        return new Flagged(at, diagnostic.message(), at.line() >= 1 && at.line() <= lines.size()
                ? lines.get(at.line() - 1) : "");
    }

    /** The lines of {@code file}, read once per build into {@code files}; none when it cannot be read. */
    static List<String> lines(String file, Map<String, List<String>> files) {
        return files.computeIfAbsent(file, path -> {
            try {
                return Files.readAllLines(Path.of(path));
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        });
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
