package nimbook.markdown.internal;

import com.vladsch.flexmark.parser.block.AbstractBlockParser;
import com.vladsch.flexmark.parser.block.AbstractBlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockContinue;
import com.vladsch.flexmark.parser.block.BlockParser;
import com.vladsch.flexmark.parser.block.BlockParserFactory;
import com.vladsch.flexmark.parser.block.BlockStart;
import com.vladsch.flexmark.parser.block.CustomBlockParserFactory;
import com.vladsch.flexmark.parser.block.MatchedBlockParser;
import com.vladsch.flexmark.parser.block.ParserState;
import com.vladsch.flexmark.parser.core.BlockQuoteParser;
import com.vladsch.flexmark.parser.core.FencedCodeBlockParser;
import com.vladsch.flexmark.parser.core.HtmlBlockParser;
import com.vladsch.flexmark.parser.core.IndentedCodeBlockParser;
import com.vladsch.flexmark.parser.core.ListBlockParser;
import com.vladsch.flexmark.parser.core.ThematicBreakParser;
import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.markdown.DirectiveBlock;

/**
 * Reads a block directive in place, as a container: a fence whose info string names a directive opens it (by
 * CommonMark's rules for a fenced code block, which it takes the place of), its option lines are read here, and the
 * lines of its body are Markdown, parsed where they stand, every node at its place in the file. Lines are taken off
 * their margin as a fenced block's are: up to the fence's indentation, measured from the container it stands in; a
 * line indented four more is code. The block ends at a closing fence, as a fenced code block would.
 */
final class DirectiveBlockParser extends AbstractBlockParser {
    /** CommonMark's fences, as flexmark reads them: a backtick fence's info string holds no backtick. */
    private static final Pattern OPENING_FENCE = Pattern.compile("^`{3,}(?!.*`)|^~{3,}(?!.*~)");
    private static final Pattern CLOSING_FENCE = Pattern.compile("^(?:`{3,}|~{3,})(?=[ \t]*$)");
    /** An option's name as read: wider than any option's, so that a misspelt one is named and the rest still read. */
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");

    /** What the block's lines are now: option lines, its Markdown body, or text kept out of the page. */
    private enum Reading { OPTIONS, BODY, TEXT }

    private final DirectiveBlock block;
    private final char fenceChar;
    private final int fenceLength;
    /** How far the fence is indented in its container: as much is taken off the block's lines. */
    private final int fenceIndent;
    private Reading reading;
    private boolean inNotes;
    /** Whether the rest of the opening line, which the parser is given first, has gone by. */
    private boolean opened;
    /** The line of the closing fence, once it is found; -1 before. */
    private int closedAt = -1;

    private DirectiveBlockParser(DirectiveBlock block, char fenceChar, int fenceLength, int fenceIndent) {
        this.block = block;
        this.fenceChar = fenceChar;
        this.fenceLength = fenceLength;
        this.fenceIndent = fenceIndent;
        DirectiveBlock.Shape shape = block.shape();
        reading = shape.options() ? Reading.OPTIONS : shape.body() ? Reading.BODY : Reading.TEXT;
    }

    @Override
    public Block getBlock() {
        return block;
    }

    @Override
    public boolean isContainer() {
        return reading == Reading.BODY;
    }

    @Override
    public boolean canContain(ParserState state, BlockParser blockParser, Block child) {
        return reading == Reading.BODY;
    }

    /** Blank lines inside a block do not make the list around it loose, as they do not in a fenced code block. */
    @Override
    public boolean isPropagatingLastBlankLine(BlockParser lastMatchedBlockParser) {
        return false;
    }

    @Override
    public BlockContinue tryContinue(ParserState state) {
        BasedSequence line = state.getLine();
        int nextNonSpace = state.getNextNonSpaceIndex();
        if (state.getIndent() <= 3 && nextNonSpace < line.length() && line.charAt(nextNonSpace) == fenceChar) {
            BasedSequence rest = line.subSequence(nextNonSpace);
            Matcher closing = CLOSING_FENCE.matcher(rest);
            if (closing.find() && closing.group().length() >= fenceLength) {
                // The block ends, and what is open in it; the fence is taken by {@link FenceEnd}, a block that leaves
                // nothing behind, so that the line reads to none of them as a blank one.
                block.close(rest.subSequence(0, closing.group().length()));
                closedAt = state.getLineNumber();
                return BlockContinue.none();
            }
        }
        if (reading != Reading.BODY) {
            // As a fenced code block's: up to its indentation in spaces.
            int index = state.getIndex();
            for (int i = fenceIndent; i > 0 && index < line.length() && line.charAt(index) == ' '; i--) {
                index++;
            }
            return BlockContinue.atIndex(index);
        }
        if (state.isBlank()) {
            return BlockContinue.atIndex(nextNonSpace);
        }
        block.sawText(!inNotes && !(block.shape().notes() && NotesStart.separates(line.subSequence(nextNonSpace))));
        // The fence's indentation in columns (a tab counts to the next multiple of four), or less if the line has less.
        return state.getIndent() >= fenceIndent ? BlockContinue.atColumn(state.getColumn() + fenceIndent)
                : BlockContinue.atIndex(nextNonSpace);
    }

    @Override
    public void addLine(ParserState state, BasedSequence line) {
        if (!opened) {
            opened = true;
            return;
        }
        boolean blank = line.isBlank();
        if (reading == Reading.TEXT) {
            if (!blank) {
                block.textAt(line.getStartOffset() + line.countLeadingSpaceTab());
            }
        } else if (blank) {
            reading = block.shape().body() ? Reading.BODY : Reading.TEXT;
        } else {
            option(line);
        }
    }

    /** Reads an option line; a line that is not one ends the options, and the block is read no further. */
    private void option(BasedSequence line) {
        BasedSequence text = line.trimEOL();
        int colon = text.indexOf(':');
        BasedSequence key = colon < 0 ? null : text.subSequence(0, colon).trim();
        if (key == null || !KEY.matcher(key).matches()) {
            block.addOption(new DirectiveBlock.OptionLine(text, null, BasedSequence.NULL, text.getStartOffset()));
            reading = Reading.TEXT;
            return;
        }
        int valueStart = colon + 1;
        while (valueStart < text.length() && text.charAt(valueStart) == ' ') {
            valueStart++;
        }
        block.addOption(new DirectiveBlock.OptionLine(text, key, text.subSequence(valueStart).trim(),
                valueStart < text.length() ? text.getIndexOffset(valueStart) : text.getEndOffset()));
    }

    @Override
    public void closeBlock(ParserState state) {
        if (block.shape().body()) {
            // The body is the block's children before its notes, wrapped: rendered, it reads as a document of its own.
            DirectiveBlock.Body body = new DirectiveBlock.Body(block.info().subSequence(block.info().length()));
            Node child = block.getFirstChild();
            while (child != null && !(child instanceof DirectiveBlock.Notes)) {
                Node next = child.getNext();
                body.appendChild(child);
                child = next;
            }
            block.prependChild(body);
            // Its span is its Markdown's, from its first line: where an author would look for it.
            if (body.hasChildren()) {
                body.setChars(body.getFirstChild().getChars().baseSubSequence(body.getFirstChild().getStartOffset(),
                        body.getLastChild().getEndOffset()));
            }
        }
        block.setCharsFromContent();
    }

    /** The notes have begun: the lines after the body's first line {@code ---}. */
    void startNotes() {
        inNotes = true;
    }

    /** Whether a line {@code ---} now would start the notes. */
    boolean awaitsNotes() {
        return block.shape().notes() && !inNotes && reading == Reading.BODY;
    }

    /** Whether a block found its closing fence on this line. */
    private static boolean closesHere(ParserState state) {
        for (BlockParser parser : state.getActiveBlockParsers()) {
            if (parser instanceof DirectiveBlockParser directive && directive.closedAt == state.getLineNumber()) {
                return true;
            }
        }
        return false;
    }

    /** Takes a block's closing fence, and leaves nothing in the document. */
    private static final class FenceEnd extends AbstractBlockParser {
        private final Block mark = new Block() {
            @Override
            public BasedSequence[] getSegments() {
                return EMPTY_SEGMENTS;
            }
        };

        @Override
        public Block getBlock() {
            return mark;
        }

        @Override
        public BlockContinue tryContinue(ParserState state) {
            return BlockContinue.none();
        }

        @Override
        public void addLine(ParserState state, BasedSequence line) {
        }

        @Override
        public void closeBlock(ParserState state) {
            mark.unlink();
        }
    }

    /** Opens a block where a fence names a directive; other fences are left to the fenced code block's parser. */
    static final class Factory implements CustomBlockParserFactory {
        @Override
        public BlockParserFactory apply(DataHolder options) {
            Function<String, DirectiveBlock.Shape> shapes = Syntax.SHAPES.get(options);
            return new AbstractBlockParserFactory(options) {
                @Override
                public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
                    if (closesHere(state)) {
                        return BlockStart.of(new FenceEnd()).atIndex(state.getLine().length());
                    }
                    if (state.getIndent() >= 4) {
                        return BlockStart.none();
                    }
                    BasedSequence line = state.getLine();
                    BasedSequence rest = line.subSequence(state.getNextNonSpaceIndex());
                    Matcher fence = OPENING_FENCE.matcher(rest);
                    if (!fence.find()) {
                        return BlockStart.none();
                    }
                    BasedSequence info = rest.subSequence(fence.end()).trim();
                    String name = DirectiveBlock.nameOf(info);
                    DirectiveBlock.Shape shape = shapes.apply(name);
                    if (shape == null) {
                        return BlockStart.none();
                    }
                    DirectiveBlock block = new DirectiveBlock(name, shape, rest.subSequence(0, fence.end()), info);
                    return BlockStart.of(new DirectiveBlockParser(block, fence.group().charAt(0), fence.end(),
                            state.getIndent())).atIndex(line.length());
                }
            };
        }

        @Override
        public Set<Class<?>> getAfterDependents() {
            return Set.of(BlockQuoteParser.Factory.class, Syntax.SharedHeadings.class);
        }

        @Override
        public Set<Class<?>> getBeforeDependents() {
            return Set.of(FencedCodeBlockParser.Factory.class, HtmlBlockParser.Factory.class,
                    ThematicBreakParser.Factory.class, ListBlockParser.Factory.class, IndentedCodeBlockParser.Factory.class);
        }

        @Override
        public boolean affectsGlobalScope() {
            return false;
        }
    }
}
