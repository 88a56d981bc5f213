package nimbook.directive;

import java.util.List;
import java.util.Map;
import nimbook.book.Edition;
import nimbook.book.Numbered;
import nimbook.book.ProofKey;

/**
 * {@code proof-exercise}: a statement for the reader to prove, numbered as statements are, with a hint shown on
 * request. After a line {@code ---}, the model proof and what a complete proof must contain: the instructor edition
 * shows them, under the exercise and in the answer key; the student edition renders neither, so that no file of it holds
 * the proof.
 */
final class ProofExercise implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.block("proof-exercise").display("Proof exercise")
            .numbering(BlockSpec.Numbering.STATEMENT).body(BlockSpec.Body.QUESTION)
            .option(BlockSpec.OptionSpec.named("hint").takes("text, math and emphasis"))
            .refuseEmptyBody("this proof exercise asks nothing: write what to prove after the options and a blank line")
            .renders("a statement to prove, numbered as statements are (\"Proof exercise 6.2\"), its hint behind a button. After a"
            + " line `---`: the model proof and what a complete proof contains, shown in the instructor edition only"
            + " (under the exercise, and printed in the answer key); the student edition renders neither, in no file").build();

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        block.allow();
        if (block.node().notes() == null) {
            throw new DirectiveException(block.position(), "a proof exercise needs its model proof: write it after a"
                    + " line --- below the question, with what a complete proof must contain");
        }
        Scope.Asked asked = scope.ask(block, null);
        Numbered numbered = block.numbered();
        int level = scope.level();
        boolean instructor = scope.book().edition() == Edition.INSTRUCTOR;
        String edition = instructor ? "instructor" : "student";
        List<Part.Hole> holes = List.of(new Part.Hole(block.node().body(), asked.questionHtml()),
                new Part.Hole(asked.hint(), asked.hintHtml()),
                // The student edition's part has no model proof at all: not in its page, nor its search text.
                new Part.Hole(instructor ? block.node().notes() : null, instructor ? asked.notesHtml() : ""));
        boolean hint = !asked.hintHtml().isEmpty();
        return new Part("proof-exercise", page -> Map.of("statement", numbered.withAnchor(page.id(numbered.anchor())),
                "hint", hint, "edition", edition, "level", page.ariaLevel(level)), holes, null, instructor
                ? new ProofKey(numbered.lesson(), numbered.number(), numbered.reference(), numbered.anchor(),
                numbered.titleHtml() == null ? "" : numbered.titleHtml(), asked.questionHtml(), asked.notesHtml(),
                scope.page() + "#" + numbered.anchor()) : null);
    }
}
