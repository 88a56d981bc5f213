package nimbook.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The look before parsing counts containers as flexmark nests them, never more: a list item is two levels. */
class NestingTest {
    private static Integer refusedAt(String text, int limit) {
        Nesting.Refusal refusal = Nesting.scan(text, name -> null, limit).refusal();
        return refusal == null ? null : refusal.at();
    }

    @Test
    void quotesAndItemsNestAsTheTreeDoes() {
        // Document > list > item > paragraph: three levels.
        assertNull(refusedAt("- x\n", 3));
        assertEquals(2, refusedAt("- x\n", 2));
        // An item in an item, its line indented to the outer item's text.
        assertNull(refusedAt("- a\n  - b\n", 5));
        assertEquals(8, refusedAt("- a\n  - b\n", 4));
        // Siblings are one level, however many.
        assertNull(refusedAt("- a\n- b\n- c\n1. d\n2) e\n", 3));
        assertNull(refusedAt("> > x\n", 3));
        assertEquals(4, refusedAt("> > x\n", 2));
        assertEquals(2, refusedAt("> > x\n", 1));
        // A line that is not indented for the item closes it.
        assertNull(refusedAt("- a\nb\n- c\n", 3));
    }

    @Test
    void nothingOpensInCodeOrARule() {
        assertNull(refusedAt("```\n> > > > > x\n- - - - - y\n```\n", 2));
        assertNull(refusedAt("~~~~\n> > >\n~~~\n> > >\n~~~~\n", 1));
        assertNull(refusedAt("    > > > > x\n", 1));
        assertNull(refusedAt("- - -\n* * *\n", 1));
        // A fence inside an item ends with the item.
        assertEquals(20, refusedAt("- ```\n  > >\n> > > > x\n", 4));
    }

    @Test
    void aLongRuleIsRefusedAtItsStart() {
        assertNull(refusedAt("-".repeat(300) + "\n", 100));
        assertEquals(2, refusedAt("> " + "* ".repeat(301) + "x\n", 100));
    }

    /** Fences naming "note" open a block with a body; "play" one of options. */
    private static Nesting.Scan blocks(String text, int limit) {
        return Nesting.scan(text, name -> switch (name) {
            case "note" -> new DirectiveBlock.Shape(false, true, false);
            case "play" -> new DirectiveBlock.Shape(true, false, false);
            default -> null;
        }, limit);
    }

    @Test
    void aBlockIsALevelAndWhatGoesTooFarInItsBodyLeavesTheBodyOut() {
        // Document > block > paragraph.
        assertEquals(new Nesting.Scan(null, List.of()), blocks("```note\nx\n```\n", 3));
        // Document > block > quote > quote > paragraph: the body, from its first line to the closing fence, is left out.
        assertEquals(new Nesting.Scan(null, List.of(new Nesting.LeftOut(8, 14, new Nesting.Refusal(12,
                Nesting.TOO_DEEP)))), blocks("```note\n> > x\n```\nafter\n", 3));
        // Option lines are not Markdown.
        assertEquals(new Nesting.Scan(null, List.of()), blocks("```play\nposition: > > > > x\n```\n", 2));
    }

    @Test
    void blocksNestAtMostTenDeep() {
        String text = IntStream.range(0, 11).mapToObj(i -> "`".repeat(14 - i) + "note\n").collect(Collectors.joining())
                + "x\n";
        int eleventh = text.length() - "````note\nx\n".length();
        assertEquals(new Nesting.Scan(null, List.of(new Nesting.LeftOut(text.length() - 2, text.length(),
                new Nesting.Refusal(eleventh, "blocks nested more than 10 deep (a block inside a block inside …):"
                        + " flatten the nesting")))), blocks(text, 100));
    }
}
