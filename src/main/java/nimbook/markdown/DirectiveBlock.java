package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Block;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.List;

/**
 * A block directive as the parser read it in place: its fences, its info string ({@code theorem {#sg} Bouton}), the
 * {@code key: value} lines that open it, and its Markdown body as child nodes ({@link Body}, then an exercise's
 * {@link Notes}), every node at its true place in the file. The directive stage gives it its {@link Output}.
 */
public final class DirectiveBlock extends Block {
    /** How a directive's block is read: option lines first, a Markdown body, notes after a line {@code ---}. */
    public record Shape(boolean options, boolean body, boolean notes) {
    }

    /**
     * A line read among the options: its key and value ({@code key} null when the line is not {@code key: value}), and
     * where the value starts (after the colon and the spaces that follow it).
     */
    public record OptionLine(BasedSequence line, BasedSequence key, BasedSequence value, int valueOffset) {
    }

    /** What the directive stage reads of a block once, for its later stages: a type of that stage's own. */
    public interface Reading {
    }

    /** The Markdown inside a block (an exercise's question). */
    public static final class Body extends Block {
        public Body(BasedSequence chars) {
            super(chars);
        }

        @Override
        public BasedSequence[] getSegments() {
            return EMPTY_SEGMENTS;
        }
    }

    /** An exercise's notes for its solution: the Markdown after its body's first line {@code ---}. */
    public static final class Notes extends Block {
        @Override
        public BasedSequence[] getSegments() {
            return EMPTY_SEGMENTS;
        }
    }

    private final String name;
    private final Shape shape;
    private final BasedSequence openingMarker;
    private final BasedSequence info;
    private BasedSequence closingMarker = BasedSequence.NULL;
    private final List<OptionLine> options = new ArrayList<>();
    private int textAt = -1;
    private boolean text;
    private boolean question;
    private Output output;
    private boolean leftOut;
    private Reading reading;

    public DirectiveBlock(String name, Shape shape, BasedSequence openingMarker, BasedSequence info) {
        this.name = name;
        this.shape = shape;
        this.openingMarker = openingMarker;
        this.info = info;
    }

    /**
     * The directive named by a fence's info string: {@code theorem} in {@code theorem {#sg} Title}, and in MyST's
     * {@code {theorem}}; a label may follow the name without a space ({@code theorem{#sg}}).
     */
    public static String nameOf(CharSequence info) {
        String text = info.toString().strip();
        if (text.startsWith("{")) {
            int close = text.indexOf('}');
            return close < 0 ? text : text.substring(1, close);
        }
        int end = 0;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != '{') {
            end++;
        }
        return text.substring(0, end);
    }

    @Override
    public BasedSequence[] getSegments() {
        return new BasedSequence[] {openingMarker, info, closingMarker};
    }

    public String name() {
        return name;
    }

    public Shape shape() {
        return shape;
    }

    public BasedSequence openingMarker() {
        return openingMarker;
    }

    /** The rest of the opening line: the name, and a title and label if any. */
    public BasedSequence info() {
        return info;
    }

    /** False when the file ended, or the list or quote around the block, before its closing fence. */
    public boolean closed() {
        return closingMarker.isNotNull();
    }

    public void close(BasedSequence marker) {
        closingMarker = marker;
    }

    /** The option lines, as read: up to a blank line, or up to and with the first line that is not an option. */
    public List<OptionLine> options() {
        return List.copyOf(options);
    }

    public void addOption(OptionLine line) {
        options.add(line);
    }

    /** Whether anything but blank lines follows its options. */
    public boolean hasText() {
        return text;
    }

    /** Whether its body (an exercise's question, before its notes) has any text. */
    public boolean hasQuestion() {
        return question;
    }

    /** A line with text after the options; {@code inBody}: before any notes. */
    public void sawText(boolean inBody) {
        text = true;
        question |= inBody;
    }

    /** Where text after the options of a block without a body starts, or -1. */
    public int textAt() {
        return textAt;
    }

    public void textAt(int offset) {
        if (textAt < 0) {
            textAt = offset;
        }
        text = true;
    }

    /** Whether its body is left out, refused for nesting too deep: its lines, if any, are not read. */
    public boolean leftOut() {
        return leftOut;
    }

    /** Leaves its body out. */
    public void leaveOut() {
        leftOut = true;
        for (Node child = getFirstChild(); child != null; child = child.getNext()) {
            child.removeChildren();
        }
    }

    /** The body, or null for a block without one. */
    public Body body() {
        return getFirstChild() instanceof Body body ? body : null;
    }

    /** An exercise's notes, or null. */
    public Notes notes() {
        Node last = getLastChild();
        return last instanceof Notes notes ? notes : null;
    }

    /** What the block shows, once the directive stage has evaluated it; nothing until then, or when it failed. */
    public Output output() {
        return output == null ? Output.NOTHING : output;
    }

    public void setOutput(Output output) {
        this.output = output;
    }

    /** What the directive stage read of the block (its options, title and label), or null when it could not read it. */
    public Reading reading() {
        return reading;
    }

    public void setReading(Reading reading) {
        this.reading = reading;
    }
}
