package nimbook.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A look at a text before flexmark parses it, in one pass over its lines: flexmark matches each line against every
 * container open above it (a thousand nested lists took seconds, two thousand minutes), and its pattern for a rule
 * recurses at each character (a line of 100,000 {@code *} overflowed the stack). So a text whose quotes and list items
 * nest deeper than the limit, or a line that starts with a run of rule marks too long for that pattern, is refused
 * first, where it happens.
 *
 * <p>Containers are found as CommonMark opens them: {@code >}, a list marker ({@code -}, {@code +}, {@code *}, or
 * up to nine digits and {@code .} or {@code )}) followed by a space or the line's end, and a directive's block (a fence
 * naming a directive, to its closing fence); a line continues those it is indented for. A list item counts two levels,
 * as in flexmark's tree (the list, then the item), a block one, and what a line holds inside them one more. Inside
 * fenced code nothing opens. The count may fall short of flexmark's (a lazy line, an HTML block), never above it, so
 * nothing is refused that the tree itself would not be.
 *
 * <p>What goes too far inside a block's body, or a block inside more than {@value #BLOCKS} others, leaves that body out
 * (its lines are not parsed), not the lesson.
 */
final class Nesting {
    /** The longest run of one rule mark (with spaces) a line may start with: a 1 MB stack holds about 1,000. */
    static final int RULE = 300;
    /** The most blocks one block may sit in. */
    static final int BLOCKS = 10;
    /** What stands in the stack of open containers for a quote, and for a directive's block. */
    private static final int QUOTE = -1;
    private static final int BLOCK = -2;

    private Nesting() {
    }

    /** Why a text, or a block's body in it, is refused, and at which of its characters. */
    record Refusal(int at, String message) {
    }

    /** A block's body left out: the characters from {@code from} to {@code to}, and why. */
    record LeftOut(int from, int to, Refusal refusal) {
    }

    /** What the look found: the refusal of the whole text (or null), and the bodies left out. */
    record Scan(Refusal refusal, List<LeftOut> leftOut) {
    }

    /**
     * A directive's block open in the text: its fence, and what its lines are now — option lines, its body (from
     * {@code body}, read as Markdown), or text after options that no body follows (not read).
     */
    private static final class Block {
        private final char mark;
        private final int length;
        private final int indent;
        private final DirectiveBlock.Shape shape;
        /** Where its lines start, after its opening fence. */
        private final int next;
        private boolean options;
        private int body;

        Block(char mark, int length, int indent, DirectiveBlock.Shape shape, int next) {
            this.mark = mark;
            this.length = length;
            this.indent = indent;
            this.shape = shape;
            this.next = next;
            this.options = shape.options();
            this.body = shape.options() || !shape.body() ? -1 : next;
        }

        /** Where what is left out of it starts: its body, or all its lines when it has none yet. */
        int leftOut() {
            return body >= 0 ? body : next;
        }

        /** Whether its lines are read as Markdown now. */
        boolean read() {
            return body >= 0;
        }

        /** Takes a line that is not its closing fence: a blank one ends the options. */
        void line(boolean blank, int next) {
            if (options && blank) {
                options = false;
                body = shape.body() ? next : -1;
            }
        }
    }

    /** The first refusal in {@code text}; {@code shapes} says which names a fence gives a block, and its shape. */
    static Scan scan(CharSequence text, Function<String, DirectiveBlock.Shape> shapes, int limit) {
        return new Scanner(text, shapes, limit).scan();
    }

    /** The state of the look: the containers open, outermost first, and the levels they make. */
    private static final class Scanner {
        private final CharSequence text;
        private final Function<String, DirectiveBlock.Shape> shapes;
        private final int limit;
        /** For each open container: {@link #QUOTE}, {@link #BLOCK}, or the column an item's text starts at. */
        private final int[] open;
        private final Block[] blocks;
        private final List<LeftOut> leftOut = new ArrayList<>();
        private int count;
        private int levels;
        private int blocksOpen;
        private char fence;
        private int fenceLength;
        private int fenceLevel;
        /** The container whose body is being left out, or -1; and why. */
        private int skipping = -1;
        private Refusal skipped;

        Scanner(CharSequence text, Function<String, DirectiveBlock.Shape> shapes, int limit) {
            this.text = text;
            this.shapes = shapes;
            this.limit = limit;
            this.open = new int[limit + 2];
            this.blocks = new Block[limit + 2];
        }

        Scan scan() {
            int start = 0;
            while (start < text.length()) {
                int end = start;
                while (end < text.length() && text.charAt(end) != '\n') {
                    end++;
                }
                Refusal refusal = line(new Line(text, start, end), start, end + 1);
                if (refusal != null) {
                    return new Scan(refusal, leftOut);
                }
                start = end + 1;
            }
            if (skipping >= 0) {
                leftOut.add(new LeftOut(blocks[skipping].leftOut(), text.length(), skipped));
            }
            return new Scan(null, leftOut);
        }

        /** Reads one line; returns the text's refusal, or null. */
        private Refusal line(Line line, int start, int next) {
            int matched = 0;
            while (matched < count && continues(line, matched)) {
                matched++;
            }
            // The line is the closing fence of the first block it does not continue: it ends the block, and is read.
            boolean closing = matched < count && open[matched] == BLOCK;
            close(matched, start);
            if (closing) {
                return null;
            }
            if (fence != 0) {
                if (line.closes(fence, fenceLength)) {
                    fence = 0;
                }
                return null;
            }
            if (skipping >= 0) {
                return null;
            }
            if (count > 0 && open[count - 1] == BLOCK && !blocks[count - 1].read()) {
                // Option lines, or text where no body follows them: not Markdown.
                blocks[count - 1].line(line.blank(), next);
                return null;
            }
            Refusal refusal = opened(line);
            if (refusal == null) {
                return null;
            }
            // Too deep inside a block: its body is left out. Elsewhere: the text is refused.
            int block = count - 1;
            while (block >= 0 && open[block] != BLOCK) {
                block--;
            }
            if (block < 0) {
                return refusal;
            }
            skipping = block;
            skipped = refusal;
            return null;
        }

        /** Whether the line continues container {@code index}, taking its prefix off. */
        private boolean continues(Line line, int index) {
            if (open[index] == BLOCK) {
                Block block = blocks[index];
                if (line.closes(block.mark, block.length)) {
                    return false;
                }
                line.skipColumns(Math.min(line.indent(), block.indent));
                return true;
            }
            return line.continues(open[index]);
        }

        /** Closes the containers from {@code from} on; a block whose body was left out says where the body ended. */
        private void close(int from, int lineStart) {
            if (fence != 0 && from < fenceLevel) {
                fence = 0;
            }
            for (int closed = count - 1; closed >= from; closed--) {
                levels -= open[closed] == BLOCK || open[closed] == QUOTE ? 1 : 2;
                if (open[closed] == BLOCK) {
                    blocksOpen--;
                    if (closed == skipping) {
                        leftOut.add(new LeftOut(blocks[closed].leftOut(), lineStart, skipped));
                        skipping = -1;
                    }
                }
            }
            count = Math.min(count, from);
        }

        /** Opens the containers the line starts, and a fence; returns a refusal, or null. */
        private Refusal opened(Line line) {
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
                return fence(line);
            }
            return null;
        }

        /** A fence: a directive's block, which is a container, or code, in which nothing opens. */
        private Refusal fence(Line line) {
            int at = line.at();
            DirectiveBlock.Shape shape = shapes.apply(DirectiveBlock.nameOf(line.info()));
            if (shape == null) {
                fence = line.fenceMark();
                fenceLength = line.fenceLength();
                fenceLevel = count;
                return null;
            }
            Block block = new Block(line.fenceMark(), line.fenceLength(), line.indent(), shape, line.end() + 1);
            open[count] = BLOCK;
            blocks[count++] = block;
            levels++;
            if (++blocksOpen > BLOCKS) {
                skipping = count - 1;
                skipped = new Refusal(at, "blocks nested more than " + BLOCKS + " deep (a block inside a block inside …):"
                        + " flatten the nesting");
            }
            return null;
        }
    }

    /** One line, read from left to right as its containers are found. */
    private static final class Line {
        private final CharSequence text;
        private final int end;
        private int at;
        private int column;

        Line(CharSequence text, int start, int end) {
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
            if (container == QUOTE) {
                boolean quoted = indent() < 4 && at() < end && text.charAt(at()) == '>';
                if (quoted) {
                    enter(QUOTE);
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
                return QUOTE;
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
            if (container == QUOTE) {
                at++;
                column++;
                skipColumns(1);
                return QUOTE;
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
}
