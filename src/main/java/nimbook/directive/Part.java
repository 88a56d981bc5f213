package nimbook.directive;

import com.vladsch.flexmark.util.ast.Node;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import nimbook.book.Exercise;
import nimbook.book.ProofKey;
import nimbook.markdown.PageContext;

/**
 * A block as evaluated: its template, what the template is given in a page (the level of its title and its ids depend on
 * where it is rendered: the whole book's page names them after their part), the Markdown the template's HTML holds, and
 * the exercise it is, if it is one.
 *
 * @param model the template's data; the template writes Markdown of {@code holes} with {@code <@hole 0/>}
 * @param exercise the exercise, or null
 * @param proof the proof exercise for the answer key, or null
 */
public record Part(String template, Function<PageContext, Map<String, Object>> model, List<Hole> holes,
        Exercise exercise, ProofKey proof) {
    /**
     * Markdown inside a block's HTML: a body, a question, a hint. Rendered for each page it is shown in, and read for its
     * words from its nodes; {@code page}, when given, is its HTML in a page of its own, already rendered.
     */
    public record Hole(Node markdown, String page) {
    }

    public Part {
        holes = List.copyOf(holes);
    }

    /** A part that is not a proof exercise. */
    public Part(String template, Function<PageContext, Map<String, Object>> model, List<Hole> holes, Exercise exercise) {
        this(template, model, holes, exercise, null);
    }

    /** A part without Markdown in it. */
    static Part of(String template, Function<PageContext, Map<String, Object>> model) {
        return new Part(template, model, List.of(), null);
    }

    /** A part around a block's body, which its template writes with {@code <@hole 0/>}. */
    static Part around(Block block, String template, Function<PageContext, Map<String, Object>> model) {
        return new Part(template, model, List.of(new Hole(block.node().body(), null)), null);
    }
}
