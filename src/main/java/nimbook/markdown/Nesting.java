package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
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
    static final int QUOTE = -1;
    private static final int BLOCK = -2;

    private Nesting() {
    }

    /** Deeper nesting than this is refused: flexmark's renderer, and the build, walk the tree by recursion. */
    static final int MAX_DEPTH = 100;

    /** What to tell the author about nesting too deep. */
    static final String TOO_DEEP = "nested more than " + MAX_DEPTH + " levels deep (quotes or lists inside each"
            + " other): flatten the nesting";

    /**
     * The look after parsing, at what nests inside a line (emphasis in emphasis), which the look before misses: the
     * first node nested deeper than {@link #MAX_DEPTH}, or null. A block counts a level, its body (which stands for the
     * block's text) none. Walked by the tree's own links, without recursion (the point) and without allocating
     * (every lesson of every build is walked).
     */
    static Node tooDeep(Document document) {
        Node node = document;
        int depth = 0;
        while (node != null) {
            if (depth > MAX_DEPTH) {
                return node;
            }
            if (node.getFirstChild() != null) {
                node = node.getFirstChild();
                depth += level(node);
                continue;
            }
            while (node != null && node.getNext() == null) {
                depth -= level(node);
                node = node.getParent();
            }
            if (node != null) {
                depth -= level(node);
                node = node.getNext();
                depth += level(node);
            }
        }
        return null;
    }

    private static int level(Node node) {
        return node instanceof DirectiveBlock.Body || node instanceof DirectiveBlock.Notes ? 0 : 1;
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
                Refusal refusal = line(new NestingLine(text, start, end), start, end + 1);
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
        private Refusal line(NestingLine line, int start, int next) {
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
        private boolean continues(NestingLine line, int index) {
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
        private Refusal opened(NestingLine line) {
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
                    return new Refusal(line.at(), TOO_DEEP);
                }
                open[count++] = line.enter(opened);
            }
            // What the line holds sits inside its containers: a paragraph, a heading, a fence.
            if (!line.blank() && levels + 1 > limit) {
                return new Refusal(line.at(), TOO_DEEP);
            }
            if (line.indent() < 4 && line.opensFence()) {
                return fence(line);
            }
            return null;
        }

        /** A fence: a directive's block, which is a container, or code, in which nothing opens. */
        private Refusal fence(NestingLine line) {
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
}
