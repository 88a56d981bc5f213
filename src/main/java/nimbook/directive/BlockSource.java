package nimbook.directive;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.solver.Notation;
import nimbook.solver.Spelling;

/**
 * A fenced directive block taken apart: the directive's name and the rest of its info string (a title and a
 * {@code {#label}}), its {@code key: value} option lines, and the Markdown body after them.
 */
public final class BlockSource {
    /** One option line's value, with the offset where the value starts and its source characters. */
    public record Option(String key, String value, int offset, BasedSequence chars) {
    }

    private static final Pattern LABEL = Pattern.compile("[A-Za-z][A-Za-z0-9_:.-]*");
    /** A label with its # forgotten, {@code {sg}}: a word in braces standing alone in the info string. */
    private static final Pattern HASHLESS_LABEL = Pattern.compile(
            "\\s(\\{([A-Za-z][A-Za-z0-9_:.-]*)\\})(?=\\s|$)");
    /** An option's value that reads as a sentence: words, and a full stop, question mark or colon at the end. */
    private static final Pattern SENTENCE = Pattern.compile(".*\\s.*[.?!:]");
    /** An option's name as read: wider than any option's, so that a misspelt one is named and the rest still read. */
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");

    private final FencedCodeBlock block;
    private final SourceText source;
    private final String name;
    private final String title;
    private final String label;
    private final Map<String, Option> options;
    private final BasedSequence body;

    private BlockSource(FencedCodeBlock block, SourceText source, String name, String title, String label,
            Map<String, Option> options, BasedSequence body) {
        this.block = block;
        this.source = source;
        this.name = name;
        this.title = title;
        this.label = label;
        this.options = options;
        this.body = body;
    }

    /** The directive name of a fenced block's info string: {@code theorem} in {@code ```theorem {#sg} Title}. */
    public static String nameOf(FencedCodeBlock block) {
        String info = block.getInfo().toString().strip();
        // MyST's {name} form is accepted as well; a label may follow the name without a space (theorem{#sg}).
        if (info.startsWith("{")) {
            int close = info.indexOf('}');
            return close < 0 ? info : info.substring(1, close);
        }
        int end = 0;
        while (end < info.length() && !Character.isWhitespace(info.charAt(end)) && info.charAt(end) != '{') {
            end++;
        }
        return info.substring(0, end);
    }

    static boolean isLabel(String label) {
        return LABEL.matcher(label).matches();
    }

    static String notALabel(String label) {
        return "\"" + label + "\" is not a label: use letters, digits, '-', '_', ':' or '.', starting with a letter";
    }

    /**
     * Reads a block. With {@code takesOptions}, leading {@code key: value} lines are options and the body
     * follows the first blank line; otherwise the whole content is the body.
     */
    public static BlockSource read(FencedCodeBlock block, SourceText source, boolean takesOptions) throws DirectiveException {
        String name = nameOf(block);
        BasedSequence info = block.getInfo();
        String rest = info.toString().strip();
        rest = rest.length() > name.length() + (rest.startsWith("{") ? 2 : 0)
                ? rest.substring(name.length() + (rest.startsWith("{") ? 2 : 0)).strip() : "";
        String label = null;
        int open = rest.indexOf("{#");
        if (open >= 0) {
            int close = rest.indexOf('}', open);
            int labelAt = info.getStartOffset() + info.indexOf("{#");
            if (close < 0) {
                throw new DirectiveException(source.at(labelAt), "unclosed label in \"" + info
                        + "\": write it as {#name}");
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
        BasedSequence content = block.getContentChars();
        Map<String, Option> options = new LinkedHashMap<>();
        // Every key given twice or without a value is reported; a line that is not an option ends the reading (the
        // lines after it would be text, each reported again).
        Problems problems = new Problems();
        int bodyStart = 0;
        if (takesOptions) {
            int at = 0;
            while (at < content.length()) {
                int end = content.indexOf('\n', at);
                if (end < 0) {
                    end = content.length();
                }
                String line = content.subSequence(at, end).toString();
                if (line.isBlank()) {
                    at = Math.min(content.length(), end + 1);
                    break;
                }
                int colon = line.indexOf(':');
                String key = colon < 0 ? "" : line.substring(0, colon).strip();
                if (!KEY.matcher(key).matches()) {
                    problems.add(new DirectiveException(source.at(content.getIndexOffset(at)), "\"" + line.strip()
                            + "\" is not an option: write key: value lines, then a blank line before any text"));
                    break;
                }
                int valueStart = colon + 1;
                while (valueStart < line.length() && line.charAt(valueStart) == ' ') {
                    valueStart++;
                }
                BasedSequence chars = content.subSequence(at + valueStart, end).trim();
                if (options.containsKey(key)) {
                    problems.add(new DirectiveException(source.at(content.getIndexOffset(at)), "option \"" + key + "\" is"
                            + " given twice"));
                } else if (chars.isEmpty()) {
                    problems.add(new DirectiveException(source.at(content.getIndexOffset(at)), "option \"" + key + "\" has"
                            + " no value: write one after the colon, or drop the line"));
                } else {
                    options.put(key, new Option(key, chars.toString(), content.getIndexOffset(at + valueStart), chars));
                }
                at = Math.min(content.length(), end + 1);
            }
            bodyStart = at;
        }
        problems.throwAny();
        return new BlockSource(block, source, name, rest, label, options, content.subSequence(bodyStart));
    }

    public String name() {
        return name;
    }

    /** The title written after the name in the info string, or "". */
    public String title() {
        return title;
    }

    /** The {@code {#label}}, or null. */
    public String label() {
        return label;
    }

    public BasedSequence body() {
        return body;
    }

    public FencedCodeBlock block() {
        return block;
    }

    /** Where the block starts (its opening fence). */
    public SourcePosition position() {
        return source.at(block.getStartOffset());
    }

    /** Where its title is written, or where the block starts when it has none. */
    public SourcePosition titlePosition() {
        BasedSequence info = block.getInfo();
        int at = title.isEmpty() ? -1 : info.indexOf(title.split("\\s", 2)[0], nameOf(block).length());
        return at < 0 ? position() : source.at(info.getStartOffset() + at);
    }

    /** Where its {@code {#label}} is written, or where the block starts when it has none. */
    public SourcePosition labelPosition() {
        BasedSequence info = block.getInfo();
        return label == null ? position() : source.at(info.getStartOffset() + info.indexOf("{#"));
    }

    public SourcePosition positionOf(Option option) {
        return source.at(option.offset());
    }

    /** Fails on the options the directive does not take (every one of them), naming the ones it does. */
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
                unknown.add(new DirectiveException(source.at(keyOffset(option)), "option \"" + option.key() + "\" is"
                        + " written \"" + spelt + ":\" (lower case, with - between words)"));
            } else if (!known.contains(option.key())) {
                // The last option line may be the text's first, with no blank line before it ("Find: a winning move.").
                unknown.add(new DirectiveException(source.at(keyOffset(option)), "unknown option \"" + option.key()
                        + "\" for " + name + Spelling.suggest(option.key(), sorted) + "; it takes "
                        + String.join(", ", sorted) + (option == last && body.isBlank() && SENTENCE.matcher(option.value())
                                .matches() ? " (if this line begins the text, leave a blank line before it)" : "")));
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
            throw new DirectiveException(source.at(keyOffset(first.offset() > second.offset() ? first : second)),
                    "\"" + a + ":\" and \"" + b + ":\" do not go together: " + advice);
        }
    }

    private int keyOffset(Option option) {
        int offset = option.offset();
        String text = source.text();
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        int keyAt = text.indexOf(option.key() + ":", lineStart);
        return keyAt < 0 ? offset : keyAt;
    }

    /** An option that must be given. */
    public Option required(String key) throws DirectiveException {
        Option option = options.get(key);
        if (option == null || option.value().isEmpty()) {
            throw new DirectiveException(position(), name + " needs \"" + key + ":\"; add a line " + key + ": …");
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

    /** A count an option gives, from 1 to {@code max}, in digits ({@link Notation#wholeNumber}); else it throws. */
    static int count(String text, int max) throws NumberFormatException {
        long count = Notation.wholeNumber(text);
        if (count < 1 || count > max) {
            throw new NumberFormatException(text);
        }
        return (int) count;
    }
}
