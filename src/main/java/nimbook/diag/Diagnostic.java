package nimbook.diag;

/** One problem found by the build, printed {@code file:line:col: error: message}. */
public record Diagnostic(SourcePosition position, String message) implements Comparable<Diagnostic> {
    @Override
    public int compareTo(Diagnostic other) {
        int byPosition = position.compareTo(other.position);
        return byPosition != 0 ? byPosition : message.compareTo(other.message);
    }

    @Override
    public String toString() {
        return position + ": error: " + message;
    }
}
