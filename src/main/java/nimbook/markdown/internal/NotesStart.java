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
import com.vladsch.flexmark.util.data.DataHolder;
import java.util.Set;
import nimbook.markdown.DirectiveBlock;

/**
 * An exercise's first line {@code ---} in its question's own text (not inside a list or quote of it) ends the question:
 * the notes for its solution follow, to the exercise's closing fence. Tried before any other block, so that the line is
 * neither a rule nor a heading's underline.
 */
final class NotesStart implements CustomBlockParserFactory {
    /** Whether a line, from its first non-space character, is {@code ---}. */
    static boolean separates(CharSequence line) {
        return line.toString().strip().equals("---");
    }

    @Override
    public BlockParserFactory apply(DataHolder options) {
        return new AbstractBlockParserFactory(options) {
            @Override
            public BlockStart tryStart(ParserState state, MatchedBlockParser matched) {
                BlockParser parser = matched.getBlockParser();
                if (parser.isParagraphParser() && parser.getBlock().getParent() instanceof DirectiveBlock block) {
                    parser = state.getActiveBlockParser(block);
                }
                if (!(parser instanceof DirectiveBlockParser exercise) || !exercise.awaitsNotes()
                        || !separates(state.getLine().subSequence(state.getNextNonSpaceIndex()))) {
                    return BlockStart.none();
                }
                exercise.startNotes();
                return BlockStart.of(new NotesParser()).atIndex(state.getLine().length());
            }
        };
    }

    @Override
    public Set<Class<?>> getAfterDependents() {
        return Set.of();
    }

    @Override
    public Set<Class<?>> getBeforeDependents() {
        return Set.of(BlockQuoteParser.Factory.class, Syntax.SharedHeadings.class, DirectiveBlockParser.Factory.class,
                FencedCodeBlockParser.Factory.class, HtmlBlockParser.Factory.class, ThematicBreakParser.Factory.class,
                ListBlockParser.Factory.class, IndentedCodeBlockParser.Factory.class);
    }

    @Override
    public boolean affectsGlobalScope() {
        return false;
    }

    /** The notes: every line to the exercise's closing fence, which the exercise finds first. */
    private static final class NotesParser extends AbstractBlockParser {
        private final DirectiveBlock.Notes notes = new DirectiveBlock.Notes();

        @Override
        public Block getBlock() {
            return notes;
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
        public boolean isPropagatingLastBlankLine(BlockParser lastMatchedBlockParser) {
            return false;
        }

        @Override
        public BlockContinue tryContinue(ParserState state) {
            return BlockContinue.atIndex(state.getIndex());
        }

        @Override
        public void closeBlock(ParserState state) {
            notes.setCharsFromContent();
        }
    }
}
