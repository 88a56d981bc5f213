package nimbook.passes;

import com.vladsch.flexmark.ext.footnotes.Footnote;
import com.vladsch.flexmark.ext.footnotes.FootnoteBlock;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourceText;
import nimbook.markdown.FootnoteList;
import nimbook.text.Spelling;

/**
 * A lesson's footnotes, as Pandoc has them: {@code [^name]} where a note is referred to, in the text or a block's body,
 * and the note, {@code [^name]: …}, anywhere in the lesson. Numbered in the order they are first referred to, and
 * gathered in one list at the end of the page, as the page is read in one piece however it was parsed.
 */
final class Footnotes {
    private final List<Footnote> references = new ArrayList<>();
    private final List<FootnoteBlock> notes = new ArrayList<>();

    /** Takes a reference or a note met in the lesson; in an exercise (shown in the key and previews too) it is refused. */
    void add(Node node, boolean inExercise, SourceText source, Diagnostics diagnostics) {
        if (!(node instanceof Footnote) && !(node instanceof FootnoteBlock)) {
            return;
        }
        if (inExercise) {
            diagnostics.error(source.at(node.getStartOffset()), "an exercise takes no footnotes (it is shown in the answer"
                    + " key and in previews too, away from the page's notes): put the note in its text");
        } else if (node instanceof Footnote reference) {
            references.add(reference);
        } else {
            notes.add((FootnoteBlock) node);
        }
    }

    /** Numbers the notes and moves them into a list at the end of {@code page}; a note missing or unused is an error. */
    void gather(Document page, SourceText source, Diagnostics diagnostics) {
        Comparator<Node> inText = Comparator.comparingInt(Node::getStartOffset);
        references.sort(inText);
        notes.sort(inText);
        Map<String, FootnoteBlock> named = new LinkedHashMap<>();
        for (FootnoteBlock note : notes) {
            // Counted afresh over the whole lesson: flexmark counts within each part it parses.
            note.setFootnoteOrdinal(0);
            note.setFootnoteReferences(0);
            FootnoteBlock first = named.putIfAbsent(note.getText().toString(), note);
            if (first != null) {
                diagnostics.error(source.at(note.getStartOffset()), "footnote [^" + note.getText() + "] is already written"
                        + " on line " + source.at(first.getStartOffset()).line() + ": give this one another name");
            }
            note.unlink();
        }
        List<FootnoteBlock> numbered = new ArrayList<>();
        for (Footnote reference : references) {
            FootnoteBlock note = named.get(reference.getText().toString());
            if (note == null) {
                diagnostics.error(source.at(reference.getStartOffset()), "no footnote is named [^" + reference.getText()
                        + "]" + Spelling.suggest(reference.getText().toString(), named.keySet()) + ": write its note on a"
                        + " line of its own, [^" + reference.getText() + "]: …");
                continue;
            }
            if (note.getFootnoteOrdinal() == 0) {
                numbered.add(note);
                note.setFootnoteOrdinal(numbered.size());
            }
            note.setFootnoteReferences(note.getFootnoteReferences() + 1);
            reference.setFootnoteBlock(note);
            reference.setReferenceOrdinal(note.getFootnoteReferences());
        }
        for (FootnoteBlock note : named.values()) {
            if (note.getFootnoteOrdinal() == 0) {
                diagnostics.error(source.at(note.getStartOffset()), "nothing refers to footnote [^" + note.getText()
                        + "]: refer to it with [^" + note.getText() + "] in the text, or remove it");
            }
        }
        if (!numbered.isEmpty()) {
            FootnoteList list = new FootnoteList();
            numbered.forEach(list::appendChild);
            page.appendChild(list);
        }
    }
}
