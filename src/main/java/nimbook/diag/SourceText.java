package nimbook.diag;

import java.util.Arrays;

/** A source file's text with a line index, turning character offsets into lines and columns. */
public final class SourceText {
    private final String file;
    private final String text;
    private final int[] lineStarts;

    public SourceText(String file, String text) {
        this.file = file;
        this.text = text;
        int[] starts = new int[16];
        int count = 1;
        // indexOf is an intrinsic: much faster than a loop over charAt while the JIT has not yet compiled it.
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, 2 * count);
            }
            starts[count++] = i + 1;
        }
        this.lineStarts = Arrays.copyOf(starts, count);
    }

    /** The file's path as the author knows it, e.g. {@code content/01-nim.md}. */
    public String file() {
        return file;
    }

    public String text() {
        return text;
    }

    /** The 1-based line and column of a character offset. */
    public SourcePosition at(int offset) {
        int line = Arrays.binarySearch(lineStarts, offset);
        if (line < 0) {
            line = -line - 2;
        }
        // Columns count characters as the author sees them: an emoji is one, not two UTF-16 units.
        int start = lineStarts[line];
        return new SourcePosition(file, line + 1, text.codePointCount(start, Math.min(Math.max(offset, start),
                text.length())) + 1 + Math.max(0, offset - text.length()));
    }
}
