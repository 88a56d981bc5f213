package nimbook.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The look before parsing counts containers as flexmark nests them, never more: a list item is two levels. */
class NestingTest {
    private static Integer refusedAt(String text, int limit) {
        Nesting.Refusal refusal = Nesting.scan(text, 0, 0, limit);
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
}
