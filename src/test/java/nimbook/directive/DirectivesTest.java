package nimbook.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import nimbook.directive.BlockSpec.Body;
import nimbook.markdown.DirectiveBlock;
import org.junit.jupiter.api.Test;

/** The registry: every directive declared once, its spec read by the parser, the checks and the messages alike. */
class DirectivesTest {
    /** The block directives' names, as the messages list them. */
    private static final String BLOCKS = String.join(", ", Directives.blocks());

    @Test
    void everyBlockDirectiveByNameOnce() {
        List<String> declared = Directives.declared().stream().map(BlockSpec::name).toList();
        assertEquals(declared.stream().sorted().toList(), Directives.blocks(), "a name declared twice, or none");
        assertEquals(List.of("caution", "important", "note", "tip", "warning"), Directives.callouts());
        assertNull(Directives.block("python"));
        // The widgets' scripts load in their declaration order; an exercise runs the check's.
        assertEquals(List.of("play", "calculator", "check"), Directives.WIDGETS);
        assertEquals("check", Directives.block("exercise").spec().widget());
    }

    /** What the spec's shapes mean: what each kind of block takes, refuses and says of it. */
    @Test
    void aSpecSaysWhatABlockHoldsAndWhatToSayOfWhatItDoesNot() {
        for (BlockSpec spec : Directives.specs()) {
            // A numbered block takes a label and a title, which its number and heading show.
            assertEquals(spec.numbered(), spec.numbered() && spec.label().allowed() && spec.title().allowed(), spec.name());
            // A block of options alone refuses the text it would not show.
            if (spec.body() == Body.NONE) {
                assertEquals(List.of(false, false), List.of(spec.label().allowed(), spec.title().allowed()), spec.name());
            }
        }
        BlockSpec theorem = Directives.block("theorem").spec();
        assertEquals(List.of("Theorem", "statement", "this theorem states nothing: write it between the block's fences"),
                List.of(theorem.display(), theorem.family(), theorem.emptyBody().refusal()));
        assertEquals("a note takes no label (it is not numbered): link to the heading or statement near it",
                Directives.block("note").spec().label().refusal());
        assertEquals("play blocks take no title (it would not be shown): write it in the text before the block",
                Directives.block("play").spec().title().refusal());
        assertEquals(new BlockSpec.OptionSpec("per-row", "a count from 1 to 50", "12", true),
                Directives.block("grundy-table").spec().option("per-row"));
        assertEquals(new BlockSpec.OptionSpec("want", "N or P", "N when a move is asked", false),
                Directives.block("exercise").spec().option("want"));
        assertEquals(new BlockSpec.OptionSpec("fixed", "true: the written-out position is the same in every set, as the"
                + " text refers to it", "", false), Directives.block("exercise").spec().option("fixed"));
        assertThrows(IllegalArgumentException.class, () -> BlockSpec.computed("values").build(),
                "a spec that does not say what it renders");
        assertThrows(IllegalArgumentException.class, () -> BlockSpec.Rule.refused(""));
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
            if (!spec.widget().isEmpty() && !Files.exists(Path.of("templates/assets/widgets", spec.widget() + ".js"))) {
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

    /** Every built-in directive template is one a directive renders through: none is left over from a renamed one. */
    @Test
    void theTemplatesADirectiveMayRenderThrough() throws java.io.IOException {
        List<String> orphans = new ArrayList<>();
        for (String folder : List.of("directives", "inline")) {
            try (java.util.stream.Stream<Path> files = Files.list(Path.of("templates", folder))) {
                files.map(file -> folder + "/" + file.getFileName().toString().replace(".ftlh", "")).sorted()
                        .filter(name -> !Directives.templates().contains(name)).forEach(orphans::add);
            }
        }
        assertEquals(List.of(), orphans);
        assertTrue(Directives.templates().containsAll(List.of("directives/statement", "directives/theorem",
                "inline/value", "inline/grundy")));
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
        assertEquals("unknown directive \"grundi\" (did you mean \"grundy\"?); known inline directives: "
                + String.join(", ", Directives.inlines().stream().map(InlineSpec::name).sorted().toList()),
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
