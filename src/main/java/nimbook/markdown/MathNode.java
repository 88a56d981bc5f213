package nimbook.markdown;

import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;

/**
 * TeX claimed from the Markdown before the core parser can touch it: {@code $…$} or {@code \(…\)} inline,
 * {@code $$…$$} or {@code \[…\]} displayed, with the label that may follow it ({@code $$…$$ {#sum}}, Quarto's
 * syntax). {@link #tex()} starts as the source text; the directive stage may replace {@code {{ … }}} inside it by
 * values, and the outline numbers a labelled display.
 */
public final class MathNode extends Node implements ComputedText {
    private final BasedSequence opening;
    private final BasedSequence text;
    private final BasedSequence closing;
    private final boolean display;
    private final Label label;
    private String tex;
    private String number;
    private boolean seen;

    /**
     * A label after math: {@code {#name}}; {@code closed} is false when its line ended before the brace, {@code hashed}
     * false when it is written {@code {name}} (alone at the end of a displayed formula's line), for the outline to
     * report.
     */
    public record Label(BasedSequence chars, BasedSequence name, boolean closed, boolean hashed) {
    }

    private MathNode(BasedSequence opening, BasedSequence text, BasedSequence closing, boolean display, Label label) {
        super(opening.baseSubSequence(opening.getStartOffset(), (label == null ? closing : label.chars()).getEndOffset()));
        this.opening = opening;
        this.text = text;
        this.closing = closing;
        this.display = display;
        this.label = label;
        this.tex = text.toString();
    }

    /** Math as claimed: its delimiters (the closing one empty when it is never closed), its TeX and its label, if any. */
    public static MathNode of(BasedSequence opening, BasedSequence text, BasedSequence closing, boolean display,
            Label label) {
        return new MathNode(opening, text, closing, display, label);
    }

    @Override
    public BasedSequence[] getSegments() {
        return label == null ? new BasedSequence[] {opening, text, closing}
                : new BasedSequence[] {opening, text, closing, label.chars()};
    }

    @Override
    public String computedText() {
        return tex;
    }

    /** The TeX between the delimiters, as in the source (with its original offsets). */
    public BasedSequence text() {
        return text;
    }

    /** The opening delimiter: $, $$, \( or \[. */
    public String opening() {
        return opening.toString();
    }

    /** False when the paragraph ended before the closing delimiter. */
    public boolean closed() {
        return !closing.isEmpty();
    }

    public boolean display() {
        return display;
    }

    public String tex() {
        return tex;
    }

    public void setTex(String tex) {
        this.tex = tex;
    }

    /** The label written after it, or null. */
    public Label label() {
        return label;
    }

    /** Its number ("3.1") once the outline numbered it, shown beside it and by references; else null. */
    public String number() {
        return number;
    }

    public void setNumber(String number) {
        this.number = number;
    }

    /**
     * Whether the outline saw its label (numbered it, or said why not): a label it did not see stands where nothing is
     * numbered (an option's Markdown).
     */
    public boolean seen() {
        return seen;
    }

    public void setSeen() {
        seen = true;
    }

    /** Its TeX as a page carries it for KaTeX: {@code \(…\)}, {@code \[…\]}, a numbered display with its tag. */
    public String delimited() {
        return number != null ? "\\[" + tex + " \\tag{" + number + "}\\]" : display ? "\\[" + tex + "\\]"
                : "\\(" + tex + "\\)";
    }
}
