package nimbook.directive;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.markdown.DirectiveBlock;

/**
 * What a block directive is, in one place: its name; the options it takes, each with what it takes and its default; its
 * body (none, text, or a question with notes after a line {@code ---}); whether it is numbered (and so takes a label and
 * a title, and may not stand in the introduction or in an exercise's notes); what it says of a label, a title or an
 * empty body it does not take; its template's family; and the widget its page loads the script of. Every check of a
 * block's shape reads this.
 *
 * @param display how a reader names one: "Theorem", "Note"
 * @param family the template a block renders through when the book has none of its own name: "statement", "callout"
 * @param titleIsHeading whether its title is a heading (a statement's, an exercise's): the blocks in its body stand a
 *     level below it; in a proof or a callout they stand where the block does
 * @param emptyBody what to say of a body with nothing in it, or null when an empty body is allowed
 * @param noLabel what to say of a label it does not take, or null when it takes one
 * @param noTitle what to say of a title it does not take, or null when it takes one
 * @param widget the widget its page runs ({@code assets/widgets/NAME.js}), or null
 * @param renders what a block of it shows, as the directive reference (docs/directives.md) says
 */
public record BlockSpec(String name, String display, Numbering numbering, List<OptionSpec> options, Body body,
        String family, boolean titleIsHeading, String emptyBody, String noLabel, String noTitle, String widget,
        String renders) {
    /** Which numbers a block takes: none, a statement's (Theorem 3.2, Definition 3.3) or an exercise's. */
    public enum Numbering { NONE, STATEMENT, EXERCISE }

    /** What follows a block's options: nothing (text there is an error), Markdown, or a question and its notes. */
    public enum Body { NONE, TEXT, QUESTION }

    /** An option: its name, what it takes, and what it is when not given (null: nothing, or it must be given). */
    public record OptionSpec(String name, String takes, String fallback) {
    }

    public BlockSpec {
        options = List.copyOf(options);
    }

    /** A block of options computed by the solver, with no text of its own. */
    static BlockSpec computed(String name, String widget, String renders, OptionSpec... options) {
        return new BlockSpec(name, name, Numbering.NONE, List.of(options), Body.NONE, name, true, null,
                name + " blocks take no label; put it on the statement or exercise around it",
                name + " blocks take no title (it would not be shown): write it in the text before the block", widget,
                renders);
    }

    /** A numbered statement with a title and a Markdown body: a theorem, a definition. */
    static BlockSpec statement(String name, String display) {
        return new BlockSpec(name, display, Numbering.STATEMENT, List.of(), Body.TEXT, "statement", true,
                "this " + name + " states nothing: write it between the block's fences", null, null, null,
                "the body, numbered per lesson (Theorem 3.2)");
    }

    /** An unnumbered box set off from the text, with an optional title. */
    static BlockSpec callout(String name, String display) {
        return new BlockSpec(name, display, Numbering.NONE, List.of(), Body.TEXT, "callout", false,
                "this " + name + " says nothing: write it between the block's fences", "a " + name + " takes no label (it"
                + " is not numbered): link to the heading or statement near it", null, null, "the body in a box marked"
                + " with its kind, unnumbered (GitHub's `> [!WARNING]` is one too, see [lessons.md](lessons.md))");
    }

    static OptionSpec option(String name, String takes, String fallback) {
        return new OptionSpec(name, takes, fallback);
    }

    /** How the parser reads its block. */
    public DirectiveBlock.Shape shape() {
        return new DirectiveBlock.Shape(!options.isEmpty(), body != Body.NONE, body == Body.QUESTION);
    }

    public boolean numbered() {
        return numbering != Numbering.NONE;
    }

    /** The names of its options, sorted. */
    public Set<String> optionNames() {
        Set<String> names = new TreeSet<>();
        options.forEach(option -> names.add(option.name()));
        return names;
    }

    /** What to say of text after the options of a block without a body. */
    public String textRefused() {
        return name + " blocks take only option lines: move this text before or after the block";
    }
}
