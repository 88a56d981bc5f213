package nimbook.diag;

/** A place in a source file: its path as the author knows it, and a 1-based line and column. */
public record SourcePosition(String file, int line, int column) implements Comparable<SourcePosition> {
    @Override
    public int compareTo(SourcePosition other) {
        int byFile = file.compareTo(other.file);
        if (byFile != 0) {
            return byFile;
        }
        return line != other.line ? Integer.compare(line, other.line) : Integer.compare(column, other.column);
    }

    /** The same file, {@code columns} further along the line. */
    public SourcePosition plus(int columns) {
        return new SourcePosition(file, line, column + columns);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
