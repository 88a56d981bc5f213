package nimbook.markdown;

import com.vladsch.flexmark.parser.Parser;
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
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.DataHolder;
import com.vladsch.flexmark.util.data.MutableDataHolder;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The left margin of a block's body inside a list item or a quote. Such a body is parsed in a copy of its file where
 * the container's prefix on each line ({@code "  "}, {@code "> "}) is blank, keeping every offset and column: a
 * container as wide as the column of the block's fence takes it off again, so that the body parses as it would in
 * place — a line indented four more is code, a heading or list is one. The container is removed after parsing
 * ({@link #remove}).
 */
final class Margin extends Block {
    @Override
    public BasedSequence[] getSegments() {
        return EMPTY_SEGMENTS;
    }

    /** A margin {@code width} columns wide, as a parser's extension. */
    static Parser.ParserExtension of(int width) {
        return new Parser.ParserExtension() {
            @Override
            public void parserOptions(MutableDataHolder options) {
            }

            @Override
            public void extend(Parser.Builder builder) {
                builder.customBlockParserFactory(new Start(width));
            }
        };
    }

    /** Moves the children of every margin up into the document, in its place. */
    static void remove(Document document) {
        Node node = document.getFirstChild();
        while (node != null) {
            Node next = node.getNext();
            if (node instanceof Margin margin) {
                while (margin.getFirstChild() != null) {
                    margin.insertBefore(margin.getFirstChild());
                }
                margin.unlink();
            }
            node = next;
        }
    }

    /**
     * The margin taken off a line: {@code width} columns, or as much indentation as the line has when it has less
     * (flexmark takes up to the fence's indentation off a fenced block's lines, so such a line starts at the left).
     */
    private static <T> T take(ParserState state, int width, IntFunction<T> toColumn,
            IntFunction<T> toIndex) {
        return state.getIndent() >= width ? toColumn.apply(state.getColumn() + width)
                : toIndex.apply(state.getNextNonSpaceIndex());
    }

    private static final class MarginParser extends AbstractBlockParser {
        private final Margin block = new Margin();
        private final int width;

        MarginParser(int width) {
            this.width = width;
        }

        @Override
        public Block getBlock() {
            return block;
        }

        @Override
        public boolean isContainer() {
            return true;
        }

        @Override
        public boolean canContain(ParserState state, BlockParser blockParser, Block block) {
            return true;
        }

        @Override
        public BlockContinue tryContinue(ParserState state) {
            if (state.isBlank()) {
                return BlockContinue.atIndex(state.getNextNonSpaceIndex());
            }
            return take(state, width, BlockContinue::atColumn, BlockContinue::atIndex);
        }

        @Override
        public void closeBlock(ParserState state) {
            block.setCharsFromContent();
        }
    }

    /**
     * Opens the margin at the document's level, before any other block is tried. A line of text may have started a
     * paragraph at that level first (flexmark tries no block on a line starting with a letter indented less than
     * code): with a margin of less than four, that reads the same.
     */
    private static final class Start implements CustomBlockParserFactory {
        private final int width;

        Start(int width) {
            this.width = width;
        }

        @Override
        public BlockParserFactory apply(DataHolder options) {
            return new AbstractBlockParserFactory(options) {
                @Override
                public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
                    if (!(matched.getBlockParser().getBlock() instanceof Document)) {
                        return BlockStart.none();
                    }
                    BlockStart start = BlockStart.of(new MarginParser(width));
                    return take(state, width, start::atColumn, start::atIndex);
                }
            };
        }

        @Override
        public Set<Class<?>> getAfterDependents() {
            return Set.of();
        }

        @Override
        public Set<Class<?>> getBeforeDependents() {
            return Set.of(BlockQuoteParser.Factory.class, FencedCodeBlockParser.Factory.class, HtmlBlockParser.Factory.class,
                    ThematicBreakParser.Factory.class, ListBlockParser.Factory.class, IndentedCodeBlockParser.Factory.class);
        }

        @Override
        public boolean affectsGlobalScope() {
            return false;
        }
    }
}
