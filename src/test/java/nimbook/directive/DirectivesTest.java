package nimbook.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.directive.BlockSpec.Body;
import nimbook.directive.BlockSpec.Numbering;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.markdown.DirectiveBlock;
import org.junit.jupiter.api.Test;

/** The registry: every directive declared once, its spec read by the parser, the checks and the messages alike. */
class DirectivesTest {
    private static final String BLOCKS = "calculator, caution, check, corollary, definition, example, exercise,"
            + " grundy-table, important, lemma, note, play, play-through, proof, proof-exercise, proposition, remark,"
            + " theorem, tip,"
            + " verify, warning, worked-example";

    @Test
    void everyBlockDirectiveByName() {
        assertEquals(BLOCKS, String.join(", ", Directives.blocks()));
        assertEquals(List.of("caution", "important", "note", "tip", "warning"), Directives.callouts());
        assertNull(Directives.block("python"));
    }

    @Test
    void aSpecSaysWhatABlockHoldsAndWhatToSayOfWhatItDoesNot() {
        assertEquals(new BlockSpec("theorem", "Theorem", Numbering.STATEMENT, List.of(), Body.TEXT, "statement", true,
                "this theorem states nothing: write it between the block's fences", null, null, null,
                "the body, numbered per lesson (Theorem 3.2)"),
                Directives.block("theorem").spec());
        assertEquals(new BlockSpec("note", "Note", Numbering.NONE, List.of(), Body.TEXT, "callout", false,
                "this note says nothing: write it between the block's fences", "a note takes no label (it is not"
                + " numbered): link to the heading or statement near it", null, null, "the body in a box marked with its"
                + " kind, unnumbered (GitHub's `> [!WARNING]` is one too, see [lessons.md](lessons.md))"),
                Directives.block("note").spec());
        assertEquals(new BlockSpec("play", "play", Numbering.NONE, List.of(new OptionSpec("start", "a position", null)),
                Body.NONE, "play", true, null, "play blocks take no label; put it on the statement or exercise around it",
                "play blocks take no title (it would not be shown): write it in the text before the block", "play",
                "a board to play the position against the computer: choose who moves first, move with the buttons"
                + " (keyboard too), hint (each component's value and the nim-sum), undo, a game log, the result"),
                Directives.block("play").spec());
        assertEquals(new BlockSpec("exercise", "Exercise", Numbering.EXERCISE, List.of(
                new OptionSpec("position", "a position", null),
                new OptionSpec("generate", "a game, how many components and their range:"
                        + " nim 3 1..15 is three heaps of 1 to 15", null),
                new OptionSpec("want", "N or P", "N when a move is asked"),
                new OptionSpec("seed", "a whole number: the same position in every set", null),
                new OptionSpec("fixed", "true: the written-out position is the same in every set, as the text refers to"
                        + " it", null),
                new OptionSpec("answer", "grundy, outcome, moves, move or count; construct or counterexample, with find:",
                        null),
                new OptionSpec("find", "with answer: construct or counterexample, what to find: a game, \"with\" and"
                        + " conditions, like nim with outcome P, components 3 (listed below)", null),
                new OptionSpec("hint", "text, math and emphasis", null)), Body.QUESTION, "exercise", true,
                "this exercise asks nothing: write its question after the options and a blank line", null, null, "check",
                "the question (the body; after a line `---`, notes for the solution), numbered per lesson, with its"
                + " answer and worked solution in the answer key; `generate` deals a position per set, never a trivial one"
                + " (no empty component, two moves or more), each of a few thousand or fewer once before any again, only"
                + " N-positions for `answer: move` and P and N in turn for `answer: outcome`; `position` gives one, which"
                + " `fixed: true` says the text needs; `find` asks for a position or game of its own, which the reader's"
                + " answer box judges (the key shows one the build found)"),
                Directives.block("exercise").spec());
        assertEquals(new BlockSpec("proof-exercise", "Proof exercise", Numbering.STATEMENT, List.of(
                new OptionSpec("hint", "text, math and emphasis", null)), Body.QUESTION, "proof-exercise", true,
                "this proof exercise asks nothing: write what to prove after the options and a blank line", null, null,
                null, "a statement to prove, numbered as statements are (\"Proof exercise 6.2\"), its hint behind a"
                + " button. After a line `---`: the model proof and what a complete proof contains, shown in the"
                + " instructor edition only (under the exercise, and printed in the answer key); the student edition"
                + " renders neither, in no file"),
                Directives.block("proof-exercise").spec());
    }

    @Test
    void theParserReadsABlockByItsSpecsShape() {
        assertEquals(new DirectiveBlock.Shape(false, true, false), Directives.shape("proof"));
        assertEquals(new DirectiveBlock.Shape(true, false, false), Directives.shape("worked-example"));
        assertEquals(new DirectiveBlock.Shape(true, true, true), Directives.shape("exercise"));
        assertNull(Directives.shape("python"));
    }

    /** Whatever a spec declares, the rest of the book agrees with: a template to render through, a widget's script. */
    @Test
    void everySpecHasItsTemplateAndItsWidget() {
        List<String> missing = new ArrayList<>();
        for (BlockSpec spec : Directives.specs()) {
            if (!Files.exists(Path.of("templates/directives", spec.family() + ".ftlh"))) {
                missing.add(spec.name() + ": templates/directives/" + spec.family() + ".ftlh");
            }
            if (spec.widget() != null && !Files.exists(Path.of("templates/assets/widgets", spec.widget() + ".js"))) {
                missing.add(spec.name() + ": templates/assets/widgets/" + spec.widget() + ".js");
            }
            if (spec.body() == Body.NONE && spec.options().isEmpty() || spec.numbered() && spec.body() == Body.NONE) {
                missing.add(spec.name() + ": neither options nor a body, or numbered with nothing to number");
            }
        }
        for (InlineSpec spec : Directives.inlines()) {
            if (!Files.exists(Path.of("templates/inline", spec.family() + ".ftlh"))) {
                missing.add(spec.name() + ": templates/inline/" + spec.family() + ".ftlh");
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void theTemplatesADirectiveMayRenderThrough() {
        assertEquals("directives/calculator, directives/callout, directives/caution, directives/check,"
                + " directives/corollary, directives/definition, directives/example, directives/exercise,"
                + " directives/grundy-table, directives/important, directives/lemma, directives/note, directives/play,"
                + " directives/play-through, directives/proof, directives/proof-exercise, directives/proposition,"
                + " directives/remark,"
                + " directives/statement, directives/theorem, directives/tip, directives/verify, directives/warning,"
                + " directives/worked-example, inline/binary, inline/cite, inline/count, inline/define, inline/grundy, inline/mex,"
                + " inline/moves,"
                + " inline/nimsum, inline/options, inline/outcome, inline/period, inline/period-start, inline/position,"
                + " inline/positions, inline/powers, inline/ref, inline/sequence, inline/term, inline/value",
                String.join(", ", Directives.templates()));
    }

    @Test
    void aNameThatIsNoDirectiveIsToldWhatIs() {
        assertEquals("unknown directive \"grundy-tabel\" (did you mean \"grundy-table\"?); known block directives: "
                + BLOCKS, Directives.unknownBlock("grundy-tabel", "grundy-tabel"));
        // A shortened name: the directive it starts.
        assertEquals("unknown directive \"grundy\" (did you mean \"grundy-table\"?); known block directives: " + BLOCKS,
                Directives.unknownBlock("grundy", "grundy"));
        assertEquals("{python} would be a cell to run, and a book's build runs no code: show the code as ```python"
                + " (without braces), or compute with a directive", Directives.unknownBlock("python", "{python}"));
        assertEquals("unknown directive \"grundi\" (did you mean \"grundy\"?); known inline directives: binary, cite,"
                + " count, define, grundy, mex, moves, nimsum, options, outcome, period, period-start, position, powers,"
                + " ref, sequence, term",
                Directives.unknownInline("grundi"));
    }

    @Test
    void aFenceLooksMeantAsADirectiveWhenItIsCloseToOneAndNoLanguage() {
        assertEquals(List.of(true, true, true, false, false, false), List.of(
                Directives.looksLikeDirective("thoerem", "thoerem"), Directives.looksLikeDirective("{note}", "note"),
                Directives.looksLikeDirective("calc", "calc"), Directives.looksLikeDirective("prolog", "prolog"),
                Directives.looksLikeDirective("python", "python"), Directives.looksLikeDirective("c", "c")));
    }
}
