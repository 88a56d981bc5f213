package nimbook.markdown;

/**
 * A look at a text before flexmark parses it, in one pass over its lines: flexmark matches each line against every
 * container open above it (a thousand nested lists took seconds, two thousand minutes), and its pattern for a rule
 * recurses at each character (a line of 100,000 {@code *} overflowed the stack). So a text whose quotes and list items
 * nest deeper than the limit, or a line that starts with a run of rule marks too long for that pattern, is refused
 * first, where it happens.
 *
 * <p>Containers are found as CommonMark opens them: {@code >}, and a list marker ({@code -}, {@code +}, {@code *}, or
 * up to nine digits and {@code .} or {@code )}) followed by a space or the line's end; a line continues those it is
 * indented for. A list item counts two levels, as in flexmark's tree (the list, then the item), and what a line holds
 * inside them one more. Inside fenced code nothing opens. The count may fall short of flexmark's (a lazy line, an HTML block), never above it, so nothing is
 * refused that the tree itself would not be.
 */
final class Nesting {
    /** The longest run of one rule mark (with spaces) a line may start with: a 1 MB stack holds about 1,000. */
    static final int RULE = 300;

    private Nesting() {
    }

    /** Why a text is refused, and at which of its characters. */
    record Refusal(int at, String message) {
    }

    /**
     * The first refusal in {@code text}, or null: its lines start after {@code margin} columns that belong to containers
     * around it, and it sits {@code depth} levels deep already.
     */
    static Refusal scan(CharSequence text, int margin, int depth, int limit) {
        // For each open container, outermost first: -1 for a quote, else the column an item's text starts at.
        int[] open = new int[limit + 1];
        int count = 0;
        int levels = depth;
        char fence = 0;
        int fenceLength = 0;
        int fenceLevel = 0;
        int start = 0;
        while (start < text.length()) {
            int end = start;
            while (end < text.length() && text.charAt(end) != '\n') {
                end++;
            }
            Line line = new Line(text, start, end, margin);
            int matched = 0;
            while (matched < count && line.continues(open[matched])) {
                matched++;
            }
            if (fence != 0 && matched < fenceLevel) {
                fence = 0;
            }
            for (int closed = matched; closed < count; closed++) {
                levels -= open[closed] < 0 ? 1 : 2;
            }
            count = matched;
            if (fence != 0) {
                if (line.closes(fence, fenceLength)) {
                    fence = 0;
                }
            } else {
                while (line.indent() < 4) {
                    int rule = line.ruleRun();
                    if (rule > RULE) {
                        return new Refusal(line.at(), "a line of " + rule + " rule marks in a row (*, - or _), more than"
                                + " the " + RULE + " the Markdown reader takes: write a rule as ---");
                    }
                    int opened = rule >= 3 && line.isRule() ? 0 : line.container();
                    if (opened == 0) {
                        break;
                    }
                    levels += opened < 0 ? 1 : 2;
                    if (levels > limit) {
                        return new Refusal(line.at(), Markdown.TOO_DEEP);
                    }
                    open[count++] = line.enter(opened);
                }
                // What the line holds sits inside its containers: a paragraph, a heading, a fence.
                if (!line.blank() && levels + 1 > limit) {
                    return new Refusal(line.at(), Markdown.TOO_DEEP);
                }
                if (line.indent() < 4 && line.opensFence()) {
                    fence = line.fenceMark();
                    fenceLength = line.fenceLength();
                    fenceLevel = count;
                }
            }
            start = end + 1;
        }
        return null;
    }

    /** One line, read from left to right as its containers are found. */
    private static final class Line {
        private final CharSequence text;
        private final int end;
        private int at;
        private int column;

        Line(CharSequence text, int start, int end, int margin) {
            this.text = text;
            this.end = end;
            this.at = start;
            skipColumns(margin);
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

        private void skipColumns(int columns) {
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
            if (container < 0) {
                boolean quoted = indent() < 4 && at() < end && text.charAt(at()) == '>';
                if (quoted) {
                    enter(-1);
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
                return -1;
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
            if (container < 0) {
                at++;
                column++;
                skipColumns(1);
                return -1;
            }
            int content = column + container;
            while (at < end && text.charAt(at) != ' ' && text.charAt(at) != '\t') {
                at++;
                column++;
            }
            skipColumns(content - column);
            return content;
        }

        boolean opensFence() {
            return fenceLength() >= 3;
        }

        char fenceMark() {
            return text.charAt(at + indentChars());
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
}
