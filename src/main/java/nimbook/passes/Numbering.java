package nimbook.passes;

import java.util.ArrayList;
import java.util.List;
import nimbook.book.Numbered;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.directive.Block;
import nimbook.directive.BlockSpec;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;

/**
 * A lesson's numbers: statements on one count (Theorem 3.1, Definition 3.2), exercises on their own, labelled
 * equations on theirs, (3.1); each with its anchor among the page's, which no two may share.
 */
final class Numbering {
    private final SourceText source;
    private final int lesson;
    private final Diagnostics diagnostics;
    private final List<Numbered> inOrder = new ArrayList<>();
    private final List<String> anchors = new ArrayList<>();
    private int statements;
    private int exercises;
    private int equations;

    Numbering(SourceText source, int lesson, Diagnostics diagnostics) {
        this.source = source;
        this.lesson = lesson;
        this.diagnostics = diagnostics;
    }

    /** The page's anchors so far: its headings' first. */
    void anchors(List<String> headings) {
        anchors.addAll(headings);
    }

    List<String> anchors() {
        return List.copyOf(anchors);
    }

    List<Numbered> inOrder() {
        return List.copyOf(inOrder);
    }

    /** A numbered block's entry; one in an exercise's notes is numbered all the same, and said to be in the way. */
    Numbered block(Block block, String titleHtml, boolean inNotes) {
        BlockSpec spec = block.spec();
        int count = spec.numbering() == BlockSpec.Numbering.EXERCISE ? ++exercises : ++statements;
        Numbered entry = new Numbered(spec.name(), spec.display(), lesson + "." + count, block.label() != null
                ? block.label() : spec.name() + "-" + lesson + "-" + count, block.label(), block.title(), titleHtml,
                block.labelPosition());
        if (inNotes) {
            diagnostics.error(block.position(), "an exercise's notes are left out of the student edition, so nothing in"
                    + " them is numbered: move this " + entry.kind() + " out of them");
        }
        enter(entry);
        return entry;
    }

    /** A labelled equation is numbered on its own count, (3.1), (3.2), and its label is its anchor. */
    void equation(MathNode math, boolean inNotes) {
        MathNode.Label label = math.label();
        String name = label.name().toString().strip();
        SourcePosition at = source.at(label.chars().getStartOffset());
        String problem = !label.hashed() ? "\"" + label.chars() + "\" would be printed after the formula: a label is"
                + " written {#" + name + "}"
                : !label.closed() && name.isEmpty() ? "a label follows {# with no space: {#name}"
                : !label.closed() ? "unclosed label \"" + label.chars() + "\": write it as {#name}"
                : !math.display() ? "only displayed math ($$…$$ or \\[…\\]) is numbered: display it, or remove {#"
                        + name + "}"
                : !Block.isLabel(name) ? Block.notALabel(name)
                : lesson == 0 ? "the introduction (index.md) takes no numbered equation: move it into a lesson, or remove"
                        + " {#" + name + "}"
                : inNotes ? "an exercise's notes are left out of the student edition, so nothing in them is numbered:"
                        + " move the equation into the question or the lesson's text, or remove {#" + name + "}"
                : math.text().toString().contains("\\tag") ? "a labelled equation is numbered by the book: remove its"
                        + " \\tag{…}, or the label"
                : null;
        math.setSeen();
        if (problem != null) {
            diagnostics.error(at, problem);
            return;
        }
        equations++;
        Numbered entry = new Numbered(Numbered.EQUATION, "Equation", lesson + "." + equations, name, name, null, null, at);
        math.setNumber(entry.number());
        enter(entry);
    }

    /** Adds a numbered block or equation to the lesson, its anchor among the page's. */
    private void enter(Numbered entry) {
        inOrder.add(entry);
        boolean twiceLabelled = entry.label() != null && inOrder.stream().filter(other -> other != entry)
                .anyMatch(other -> entry.label().equals(other.label()));
        if (Markdown.layoutId(entry.anchor())) {
            diagnostics.error(entry.at(), "the page's layout has an element with the id \"" + entry.anchor() + "\" (its"
                    + " text, contents or search): choose another label");
        } else if (entry.kind().equals("exercise") && entry.anchor().startsWith("key-")) {
            diagnostics.error(entry.at(), "the answer key names its lessons' parts key-…, so an exercise's label does not"
                    + " start with key-: choose another label");
        } else if (anchors.contains(entry.anchor()) && !twiceLabelled) {
            // Heading ids are made unique among themselves; a label (or a numbered block's own id) may meet one, or
            // another block's own id. A label used twice is reported as such, for the whole book.
            diagnostics.error(entry.at(), clash(entry));
        }
        anchors.add(entry.anchor());
    }

    /** Why an entry's id is taken: by a heading, or by another block (its label, or the id it has unlabelled). */
    private String clash(Numbered entry) {
        Numbered other = inOrder.stream().filter(o -> o != entry && o.anchor().equals(entry.anchor()))
                .findFirst().orElse(null);
        String id = "\"" + entry.anchor() + "\"";
        if (other == null) {
            return entry.label() != null ? "a heading of this page has the id " + id + ": rename this label or the heading"
                    : "a heading of this page has the id " + id + ", which " + entry.reference() + " takes unless"
                            + " labelled: label it {#…}, or rename the heading";
        }
        if (entry.label() != null) {
            return other.reference() + " has the id " + id + " (its own, unlabelled): choose another label";
        }
        return "a label before " + entry.reference() + " took " + id + ", the id it has unless labelled: rename that"
                + " label";
    }
}
