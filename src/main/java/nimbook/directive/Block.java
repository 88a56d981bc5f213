package nimbook.directive;

import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.Numbered;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveBlock;
import nimbook.solver.Notation;
import nimbook.text.Spelling;

/**
 * A block directive as its stages read it: its spec, the title and {@code {#label}} of its info string, and its options
 * by name, each with where it is written. Read once, by the outline; kept on the block's node for the stages after.
 */
public final class Block implements DirectiveBlock.Reading {
    /** One option: its name and value, where the value starts, its characters, and where its name is written. */
    public record Option(String key, String value, int offset, BasedSequence chars, int keyOffset) {
    }

    private static final Pattern LABEL = Pattern.compile("[A-Za-z][A-Za-z0-9_:.-]*");
    /** A label with its # forgotten, {@code {sg}}: a word in braces standing alone in the info string. */
    private static final Pattern HASHLESS_LABEL = Pattern.compile(
            "\\s(\\{([A-Za-z][A-Za-z0-9_:.-]*)\\})(?=\\s|$)");
    /** An option's value that reads as a sentence: words, and a full stop, question mark or colon at the end. */
    private static final Pattern SENTENCE = Pattern.compile(".*\\s.*[.?!:]");

    private final DirectiveBlock node;
    private final BlockSpec spec;
    private final SourceText source;
    private final String title;
    private final String label;
    private final Map<String, Option> options;
    private final Numbered numbered;

    private Block(DirectiveBlock node, BlockSpec spec, SourceText source, String title, String label,
            Map<String, Option> options, Numbered numbered) {
        this.node = node;
        this.spec = spec;
        this.source = source;
        this.title = title;
        this.label = label;
        this.options = options;
        this.numbered = numbered;
    }

    /** The block with the number the outline gave it. */
    public Block numbered(Numbered entry) {
        return new Block(node, spec, source, title, label, options, entry);
    }

    /** Its number, once the outline gave it one; null for a block that has none. */
    public Numbered numbered() {
        return numbered;
    }

    public static boolean isLabel(String label) {
        return LABEL.matcher(label).matches();
    }

    public static String notALabel(String label) {
        return "\"" + label + "\" is not a label: use letters, digits, '-', '_', ':' or '.', starting with a letter";
    }

    /** Reads a block's info string and options; every problem of its options is thrown together. */
    public static Block read(DirectiveBlock node, BlockSpec spec, SourceText source) throws DirectiveException {
        BasedSequence info = node.info();
        String name = node.name();
        String rest = info.toString().strip();
        rest = rest.length() > name.length() + (rest.startsWith("{") ? 2 : 0)
                ? rest.substring(name.length() + (rest.startsWith("{") ? 2 : 0)).strip() : "";
        String label = null;
        int open = rest.indexOf("{#");
        if (open >= 0) {
            int close = rest.indexOf('}', open);
            int labelAt = info.getStartOffset() + info.indexOf("{#");
            if (close < 0) {
                throw new DirectiveException(source.at(labelAt), "unclosed label in \"" + info + "\": write it as {#name}");
            }
            label = rest.substring(open + 2, close).strip();
            if (!isLabel(label)) {
                throw new DirectiveException(source.at(labelAt), notALabel(label));
            }
            rest = (rest.substring(0, open) + rest.substring(close + 1)).strip();
            if (rest.contains("{#")) {
                throw new DirectiveException(source.at(info.getStartOffset() + info.indexOf("{#", info.indexOf("{#")
                        + 2)), "a block takes one label: keep one {#…}");
            }
        }
        Matcher hashless = HASHLESS_LABEL.matcher(info);
        if (hashless.find()) {
            throw new DirectiveException(source.at(info.getStartOffset() + hashless.start(1)), "\"" + hashless.group(1)
                    + "\" would be printed in the title: a label is written {#" + hashless.group(2) + "}");
        }
        String inTitle = Directives.inPlainText(rest, "a block's title");
        if (inTitle != null) {
            throw new DirectiveException(source.at(info.getStartOffset() + info.indexOf("{{")), inTitle);
        }
        return new Block(node, spec, source, rest, label, options(node, source), null);
    }

    /**
     * The options by name. Every key given twice or without a value is reported; a line that is not an option ended the
     * reading (the lines after it would be text, each reported again).
     */
    private static Map<String, Option> options(DirectiveBlock node, SourceText source) throws DirectiveException {
        Map<String, Option> options = new LinkedHashMap<>();
        Problems problems = new Problems();
        for (DirectiveBlock.OptionLine line : node.options()) {
            SourcePosition at = source.at(line.line().getStartOffset());
            if (line.key() == null) {
                problems.add(new DirectiveException(at, "\"" + line.line().toString().strip() + "\" is not an option:"
                        + " write key: value lines, then a blank line before any text"));
                continue;
            }
            String key = line.key().toString();
            if (options.containsKey(key)) {
                problems.add(new DirectiveException(at, "option \"" + key + "\" is given twice"));
            } else if (line.value().isEmpty()) {
                problems.add(new DirectiveException(at, "option \"" + key + "\" has no value: write one after the colon,"
                        + " or drop the line"));
            } else {
                options.put(key, new Option(key, line.value().toString(), line.valueOffset(), line.value(),
                        line.key().getStartOffset()));
            }
        }
        problems.throwAny();
        return options;
    }

    public String name() {
        return node.name();
    }

    public BlockSpec spec() {
        return spec;
    }

    public DirectiveBlock node() {
        return node;
    }

    public SourceText source() {
        return source;
    }

    /** The title written after the name in the info string, or "". */
    public String title() {
        return title;
    }

    /** The {@code {#label}}, or null. */
    public String label() {
        return label;
    }

    /** Where the block starts (its opening fence). */
    public SourcePosition position() {
        return source.at(node.getStartOffset());
    }

    /** Where its title is written, or where the block starts when it has none. */
    public SourcePosition titlePosition() {
        BasedSequence info = node.info();
        int at = title.isEmpty() ? -1 : info.indexOf(title.split("\\s", 2)[0], name().length());
        return at < 0 ? position() : source.at(info.getStartOffset() + at);
    }

    /** Where its {@code {#label}} is written, or where the block starts when it has none. */
    public SourcePosition labelPosition() {
        BasedSequence info = node.info();
        return label == null ? position() : source.at(info.getStartOffset() + info.indexOf("{#"));
    }

    public SourcePosition positionOf(Option option) {
        return source.at(option.offset());
    }

    /** Fails on the options its spec does not name (every one of them), naming those it does. */
    public void allow() throws DirectiveException {
        allow(spec.optionNames());
    }

    /** Fails on the options not in {@code known} (every one of them), naming the ones it has. */
    public void allow(Set<String> known) throws DirectiveException {
        List<String> sorted = known.stream().sorted().toList();
        Problems unknown = new Problems();
        Option last = null;
        for (Option option : options.values()) {
            last = option;
        }
        for (Option option : options.values()) {
            String spelt = option.key().toLowerCase(Locale.ROOT).replace('_', '-');
            if (!known.contains(option.key()) && known.contains(spelt)) {
                unknown.add(new DirectiveException(source.at(option.keyOffset()), "option \"" + option.key() + "\" is"
                        + " written \"" + spelt + ":\" (lower case, with - between words)"));
            } else if (!known.contains(option.key())) {
                // The last option line may be the text's first, with no blank line before it ("Find: a winning move.").
                unknown.add(new DirectiveException(source.at(option.keyOffset()), "unknown option \"" + option.key()
                        + "\" for " + name() + Spelling.suggest(option.key(), sorted) + "; it takes "
                        + String.join(", ", sorted) + (option == last && !node.hasText()
                                && SENTENCE.matcher(option.value()).matches()
                                ? " (if this line begins the text, leave a blank line before it)" : "")));
            }
        }
        unknown.throwAny();
    }

    /**
     * Fails when options {@code a} and {@code b} are both given (one would be ignored), at the later of the two;
     * {@code advice} says which to keep.
     */
    public void exclusive(String a, String b, String advice) throws DirectiveException {
        Option first = options.get(a);
        Option second = options.get(b);
        if (first != null && second != null) {
            throw new DirectiveException(source.at((first.offset() > second.offset() ? first : second).keyOffset()),
                    "\"" + a + ":\" and \"" + b + ":\" do not go together: " + advice);
        }
    }

    /** An option that must be given. */
    public Option required(String key) throws DirectiveException {
        Option option = options.get(key);
        if (option == null || option.value().isEmpty()) {
            throw new DirectiveException(position(), name() + " needs \"" + key + ":\"; add a line " + key + ": …");
        }
        return option;
    }

    /** Fails when an option printed as plain text holds {@code {{ … }}} ({@link Directives#inPlainText}). */
    public void plainText(Option option, String what) throws DirectiveException {
        String problem = Directives.inPlainText(option.value(), what);
        if (problem != null) {
            throw new DirectiveException(positionOf(option).plus(option.value().indexOf("{{")), problem);
        }
    }

    /** An option's value, or null when it is not given. */
    public Option optional(String key) {
        return options.get(key);
    }

    /** An option's value, or when it is not given the default its spec declares ({@link BlockSpec.OptionSpec#byDefault}). */
    public String value(String key) {
        Option given = options.get(key);
        BlockSpec.OptionSpec declared = spec.option(key);
        if (given == null && (declared == null || !declared.read())) {
            throw new IllegalArgumentException(name() + "'s spec declares no default for " + key);
        }
        return given != null ? given.value() : declared.fallback();
    }

    /** A count an option gives, from 1 to {@code max}, in digits ({@link Notation#wholeNumber}); else it throws. */
    static int count(String text, int max) throws NumberFormatException {
        long count = Notation.wholeNumber(text);
        if (count < 1 || count > max) {
            throw new NumberFormatException(text);
        }
        return (int) count;
    }
}
