package nimbook.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vladsch.flexmark.ast.Paragraph;
import com.vladsch.flexmark.util.ast.Node;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Directive blocks read in place: the fence names the block, its option lines are read as options, and its body (and
 * an exercise's notes, after a line ---) parsed as Markdown in the lesson's own tree, every node at its place in the
 * file; a fence that names no directive is code.
 */
class DirectiveBlockParserTest {
    private static final Map<String, DirectiveBlock.Shape> SHAPES = Map.of(
            "note", new DirectiveBlock.Shape(false, true, false),
            "play", new DirectiveBlock.Shape(true, false, false),
            "exercise", new DirectiveBlock.Shape(true, true, true));

    /** The lesson's tree: each node's kind and line:column, a block's name and options, a paragraph's text. */
    private static String tree(String text) throws Markdown.Refused {
        StringBuilder out = new StringBuilder();
        write(new Markdown(SHAPES::get).parse(text).document(), text, 0, out);
        return out.toString();
    }

    private static void write(Node node, String text, int depth, StringBuilder out) {
        out.append("  ".repeat(depth)).append(node.getClass().getSimpleName()).append(' ').append(at(text,
                node.getStartOffset()));
        if (node instanceof DirectiveBlock block) {
            out.append(' ').append(block.name()).append(block.closed() ? "" : " (unclosed)");
            for (DirectiveBlock.OptionLine option : block.options()) {
                out.append(" [").append(option.key()).append(": ").append(option.value()).append(" at ")
                        .append(at(text, option.valueOffset())).append(']');
            }
            if (block.textAt() >= 0) {
                out.append(" text at ").append(at(text, block.textAt()));
            }
        } else if (node instanceof Paragraph) {
            out.append(" \"").append(node.getChars().trimEnd()).append('"');
        }
        out.append('\n');
        if (!(node instanceof Paragraph)) {
            for (Node child : node.getChildren()) {
                write(child, text, depth + 1, out);
            }
        }
    }

    private static String at(String text, int offset) {
        int line = 1;
        int start = 0;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                start = i + 1;
            }
        }
        return line + ":" + (offset - start + 1);
    }

    @Test
    void aBlocksBodyIsTheLessonsMarkdownInPlace() throws Markdown.Refused {
        assertEquals("""
                Document 1:1
                  Paragraph 1:1 "Before."
                  DirectiveBlock 3:1 note
                    Body 4:1
                      Paragraph 4:1 "Inside, *here*."
                      BulletList 6:1
                        BulletListItem 6:1
                          Paragraph 6:3 "an item"
                  Paragraph 9:1 "After."
                """, tree("Before.\n\n```note\nInside, *here*.\n\n- an item\n```\n\nAfter.\n"));
    }

    @Test
    void optionsThenABlankLineThenTheQuestionThenTheNotes() throws Markdown.Refused {
        assertEquals("""
                Document 1:1
                  DirectiveBlock 1:1 exercise [position: nim 3 4 5 at 2:11] [answer: grundy at 3:9]
                    Body 5:1
                      Paragraph 5:1 "What is its value?"
                    Notes 9:1
                      Paragraph 9:1 "Bouton."
                """, tree("```exercise\nposition: nim 3 4 5\nanswer: grundy\n\nWhat is its value?\n\n---\n\nBouton.\n```\n"));
    }

    @Test
    void aBlockInAListItemAndBlocksInsideBlocks() throws Markdown.Refused {
        assertEquals("""
                Document 1:1
                  BulletList 1:1
                    BulletListItem 1:1
                      Paragraph 1:3 "An item:"
                      DirectiveBlock 3:3 note
                        Body 4:3
                          DirectiveBlock 4:3 play [start: nim 1 2 at 5:10]
                          Paragraph 7:3 "Play it."
                """, tree("- An item:\n\n  ````note\n  ```play\n  start: nim 1 2\n  ```\n  Play it.\n  ````\n"));
    }

    @Test
    void textAfterTheOptionsOfABlockWithoutABodyIsNoted() throws Markdown.Refused {
        assertEquals("""
                Document 1:1
                  DirectiveBlock 1:1 play [start: nim 3 at 2:8] text at 4:3
                """, tree("```play\nstart: nim 3\n\n  Then text.\n```\n"));
    }

    @Test
    void aFenceNamingNoDirectiveIsCodeAndAnUnclosedBlockRunsToTheEnd() throws Markdown.Refused {
        assertEquals("""
                Document 1:1
                  FencedCodeBlock 1:1
                    Text 2:1
                  DirectiveBlock 5:1 note (unclosed)
                    Body 6:1
                      Paragraph 6:1 "Never closed."
                """, tree("```python\n```note\n```\n\n```note\nNever closed.\n"));
    }
}
