package nimbook.markdown;

/**
 * One line of a text, read from left to right as {@link Nesting} finds its containers: the column it is at (tabs to
 * the next multiple of four), what opens here, what it continues.
 */
final class NestingLine {
    private final CharSequence text;
    private final int end;
    private int at;
    private int column;

    NestingLine(CharSequence text, int start, int end) {
        this.text = text;
        this.end = end;
        this.at = start;
    }

    int end() {
        return end;
    }

    /** Where the next character after the indent is, in the text. */
    int at() {
        return at + indentChars();
    }

    /** The columns of spaces and tabs before the next character, tabs to the next multiple of four. */
    int indent() {
        int col = column;
        for (int i = at; i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t'); i++) {
            col = text.charAt(i) == '\t' ? (col / 4 + 1) * 4 : col + 1;
        }
        return col - column;
    }

    private int indentChars() {
        int i = at;
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i - at;
    }

    void skipColumns(int columns) {
        int target = column + columns;
        while (at < end && column < target && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
            column = text.charAt(at) == '\t' ? (column / 4 + 1) * 4 : column + 1;
            at++;
        }
    }

    boolean blank() {
        return at + indentChars() == end;
    }

    /** Whether this line continues a container ({@code -1} a quote, else an item whose text starts at that column). */
    boolean continues(int container) {
        if (container == Nesting.QUOTE) {
            boolean quoted = indent() < 4 && at() < end && text.charAt(at()) == '>';
            if (quoted) {
                enter(Nesting.QUOTE);
            }
            return quoted;
        }
        if (blank()) {
            return true;
        }
        if (column + indent() >= container) {
            skipColumns(container - column);
            return true;
        }
        return false;
    }

    /** The length of the run of one rule mark, with spaces and tabs between, that starts here. */
    int ruleRun() {
        int i = at + indentChars();
        if (i >= end || "*-_".indexOf(text.charAt(i)) < 0) {
            return 0;
        }
        char mark = text.charAt(i);
        int marks = 0;
        for (; i < end && (text.charAt(i) == mark || text.charAt(i) == ' ' || text.charAt(i) == '\t'); i++) {
            marks += text.charAt(i) == mark ? 1 : 0;
        }
        return marks;
    }

    /** Whether the rest of the line is a rule: three or more of one mark, and spaces. */
    boolean isRule() {
        int i = at + indentChars();
        char mark = text.charAt(i);
        for (; i < end; i++) {
            if (text.charAt(i) != mark && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }

    /**
     * The container that starts here: -1 for a quote, the width of a list marker (with the spaces after it), or 0
     * for none.
     */
    int container() {
        int i = at + indentChars();
        if (i >= end) {
            return 0;
        }
        char c = text.charAt(i);
        if (c == '>') {
            return Nesting.QUOTE;
        }
        int marker = c == '-' || c == '+' || c == '*' ? 1 : 0;
        if (marker == 0) {
            int digits = 0;
            while (i + digits < end && digits <= 9 && Character.isDigit(text.charAt(i + digits))
                    && text.charAt(i + digits) < 128) {
                digits++;
            }
            boolean delimited = digits >= 1 && digits <= 9 && i + digits < end
                    && (text.charAt(i + digits) == '.' || text.charAt(i + digits) == ')');
            marker = delimited ? digits + 1 : 0;
        }
        if (marker == 0) {
            return 0;
        }
        int after = i + marker;
        if (after < end && text.charAt(after) != ' ' && text.charAt(after) != '\t') {
            return 0;
        }
        int spaces = 0;
        while (after + spaces < end && text.charAt(after + spaces) == ' ') {
            spaces++;
        }
        // CommonMark: one to four spaces belong to the marker; more start indented code inside the item.
        return marker + (after + spaces == end || spaces > 4 ? 1 : spaces);
    }

    /** Enters the container found by {@link #container}, returning what {@link #continues} takes for it. */
    int enter(int container) {
        skipColumns(indent());
        if (container == Nesting.QUOTE) {
            at++;
            column++;
            skipColumns(1);
            return Nesting.QUOTE;
        }
        int content = column + container;
        while (at < end && text.charAt(at) != ' ' && text.charAt(at) != '\t') {
            at++;
            column++;
        }
        skipColumns(content - column);
        return content;
    }

    /** Whether a fence opens here: three or more backticks (and no backtick after them) or tildes. */
    boolean opensFence() {
        if (fenceLength() < 3) {
            return false;
        }
        return fenceMark() != '`' || info().toString().indexOf('`') < 0;
    }

    char fenceMark() {
        return text.charAt(at + indentChars());
    }

    /** What follows a fence's marks on its line. */
    CharSequence info() {
        return text.subSequence(at + indentChars() + fenceLength(), end);
    }

    /** The length of the run of ` or ~ that starts here (0 for another character). */
    int fenceLength() {
        int i = at + indentChars();
        if (i >= end || text.charAt(i) != '`' && text.charAt(i) != '~') {
            return 0;
        }
        char mark = text.charAt(i);
        int length = 0;
        while (i + length < end && text.charAt(i + length) == mark) {
            length++;
        }
        return length;
    }

    /** Whether the line closes a fence of {@code mark}, at least {@code length} long, with nothing after it. */
    boolean closes(char mark, int length) {
        if (indent() >= 4 || fenceLength() < length || fenceMark() != mark) {
            return false;
        }
        for (int i = at + indentChars() + fenceLength(); i < end; i++) {
            if (text.charAt(i) != ' ' && text.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }
}
