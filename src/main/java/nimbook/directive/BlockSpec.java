package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.markdown.DirectiveBlock;

/**
 * What a block directive is, in one place: its name; the options it takes, each with what it takes and its default; its
 * body (none, text, or a question with notes after a line {@code ---}); whether it is numbered (and so takes a label and
 * a title, and may not stand in the introduction or in an exercise's notes); what it says of a label, a title or an
 * empty body it does not take; its template's family; and the widget its page loads the script of. Every check of a
 * block's shape reads this. Built with named fields: {@code BlockSpec.computed("values").renders("…")
 * .option(OptionSpec.named("heaps").takes("a range").byDefault("0..12")).build()}.
 *
 * @param display how a reader names one: "Theorem", "Note"
 * @param family the template a block renders through when the book has none of its own name: "statement", "callout"
 * @param titleIsHeading whether its title is a heading (a statement's, an exercise's): the blocks in its body stand a
 *     level below it; in a proof or a callout they stand where the block does
 * @param emptyBody whether its body may be empty
 * @param label whether it takes a label
 * @param title whether it takes a title
 * @param widget the widget its page runs ({@code assets/widgets/NAME.js}), or "" for none
 * @param renders what a block of it shows, as the directive reference (docs/directives.md) says
 */
public record BlockSpec(String name, String display, Numbering numbering, List<OptionSpec> options, Body body,
        String family, boolean titleIsHeading, Rule emptyBody, Rule label, Rule title, String widget, String renders) {
    /** Which numbers a block takes: none, a statement's (Theorem 3.2, Definition 3.3) or an exercise's. */
    public enum Numbering { NONE, STATEMENT, EXERCISE }

    /** What follows a block's options: nothing (text there is an error), Markdown, or a question and its notes. */
    public enum Body { NONE, TEXT, QUESTION }

    /** Whether a block may have something (a label, a title, an empty body), and if not, what to say of it. */
    public record Rule(String refusal) {
        public static final Rule ALLOWED = new Rule("");

        /** Not allowed: {@code why} is the error, which says what to do instead. */
        public static Rule refused(String why) {
            if (why.isEmpty()) {
                throw new IllegalArgumentException("a refusal says why");
            }
            return new Rule(why);
        }

        public boolean allowed() {
            return refusal.isEmpty();
        }
    }

    /**
     * An option: its name, what it takes, and what it is when not given: a value the directive reads in its place
     * ({@link Block#value}), or a description of what the directive does instead; "" when neither.
     */
    public record OptionSpec(String name, String takes, String fallback, boolean read) {
        /** An option without a default: {@code OptionSpec.named("game").takes("a game")}. */
        public static OptionSpec named(String name) {
            return new OptionSpec(name, "", "", false);
        }

        public OptionSpec takes(String text) {
            return new OptionSpec(name, text, fallback, read);
        }

        /** A value read in place of the option when it is not given. */
        public OptionSpec byDefault(String value) {
            return new OptionSpec(name, takes, value, true);
        }

        /** What the directive does when the option is not given, for the reference: "the template's own". */
        public OptionSpec otherwise(String description) {
            return new OptionSpec(name, takes, description, false);
        }
    }

    public BlockSpec {
        options = List.copyOf(options);
        if (renders.isEmpty() || options.stream().anyMatch(option -> option.takes().isEmpty())) {
            throw new IllegalArgumentException(name + ": a spec says what it renders and what each option takes");
        }
    }

    /** A block of options computed by the solver, with no text of its own. */
    static Builder computed(String name) {
        return new Builder(name).refuseLabel(name + " blocks take no label; put it on the statement or exercise around it")
                .refuseTitle(name + " blocks take no title (it would not be shown): write it in the text before the block");
    }

    /** A numbered statement with a title and a Markdown body: a theorem, a definition. */
    static Builder statement(String name, String display) {
        return new Builder(name).display(display).numbering(Numbering.STATEMENT).body(Body.TEXT).family("statement")
                .refuseEmptyBody("this " + name + " states nothing: write it between the block's fences")
                .renders("the body, numbered per lesson (Theorem 3.2)");
    }

    /** An unnumbered box set off from the text, with an optional title. */
    static Builder callout(String name, String display) {
        return new Builder(name).display(display).body(Body.TEXT).family("callout").titleIsHeading(false)
                .refuseEmptyBody("this " + name + " says nothing: write it between the block's fences")
                .refuseLabel("a " + name + " takes no label (it is not numbered): link to the heading or statement near it")
                .renders("the body in a box marked with its kind, unnumbered (GitHub's `> [!WARNING]` is one too, see"
                        + " [lessons.md](lessons.md))");
    }

    /** A block directive of any shape: by default unnumbered, of options only, rendered by its own template. */
    static Builder block(String name) {
        return new Builder(name);
    }

    /** A spec in the making; each method names the field it sets. */
    static final class Builder {
        private final String name;
        private String display;
        private Numbering numbering = Numbering.NONE;
        private final List<OptionSpec> options = new ArrayList<>();
        private Body body = Body.NONE;
        private String family;
        private boolean titleIsHeading = true;
        private Rule emptyBody = Rule.ALLOWED;
        private Rule label = Rule.ALLOWED;
        private Rule title = Rule.ALLOWED;
        private String widget = "";
        private String renders = "";

        private Builder(String name) {
            this.name = name;
            this.display = name;
            this.family = name;
        }

        Builder display(String text) {
            display = text;
            return this;
        }

        Builder numbering(Numbering kind) {
            numbering = kind;
            return this;
        }

        Builder option(OptionSpec option) {
            options.add(option);
            return this;
        }

        Builder body(Body kind) {
            body = kind;
            return this;
        }

        Builder family(String template) {
            family = template;
            return this;
        }

        Builder titleIsHeading(boolean heading) {
            titleIsHeading = heading;
            return this;
        }

        Builder refuseEmptyBody(String why) {
            emptyBody = Rule.refused(why);
            return this;
        }

        Builder refuseLabel(String why) {
            label = Rule.refused(why);
            return this;
        }

        Builder refuseTitle(String why) {
            title = Rule.refused(why);
            return this;
        }

        Builder widget(String script) {
            widget = script;
            return this;
        }

        Builder renders(String text) {
            renders = text;
            return this;
        }

        BlockSpec build() {
            return new BlockSpec(name, display, numbering, options, body, family, titleIsHeading, emptyBody, label, title,
                    widget, renders);
        }
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

    /** Its option of a name, or null. */
    public OptionSpec option(String name) {
        return options.stream().filter(option -> option.name().equals(name)).findFirst().orElse(null);
    }

    /** What to say of text after the options of a block without a body. */
    public String textRefused() {
        return name + " blocks take only option lines: move this text before or after the block";
    }
}
