package nimbook.book;

import java.util.List;
import java.util.Set;

/**
 * What a lesson makes, as a value: computed from its source and the book's facts it uses (labels, anchors, lesson
 * titles), and nothing else — so a lesson whose inputs did not change need not be made again.
 *
 * @param body the lesson's text as HTML
 * @param contents its headings for the page's own contents
 * @param search its text for the search box, cut at its headings and numbered blocks
 * @param previews what a link to each of its numbered blocks shows
 * @param exercises its exercises, in order
 * @param proofs its proof exercises with their model proofs, for the answer key (none in the student edition)
 * @param widgets the widgets its page runs
 */
public record Products(Outline outline, String body, List<Heading> contents, Page search, List<Preview> previews,
        List<Exercise> exercises, List<ProofKey> proofs, Set<String> widgets, List<Defined> defined) {
    /** A heading in a page's own contents: its level, anchor and text as HTML (without its links and notes). */
    public record Heading(int level, String anchor, String html) {
    }

    /** A page's text for the search box: its sections, in reading order. */
    public record Page(String href, String title, List<Section> sections) {
        public Page {
            sections = List.copyOf(sections);
        }
    }

    /** The text under one heading, or of one numbered block; the text before a page's first heading has no anchor. */
    public record Section(String anchor, String heading, String text) {
    }

    /** A numbered block's preview: the link that leads to it ({@code 02-sums.html#sum}) and its HTML. */
    public record Preview(String href, String html) {
    }

    /**
     * A term the lesson defines, with its definition for the glossary: the numbered block around it, or else the
     * paragraph, as HTML (its ids named after the term's entry) and as the text the search reads.
     */
    public record Defined(String term, String html, String text) {
    }

    public Products {
        contents = List.copyOf(contents);
        previews = List.copyOf(previews);
        exercises = List.copyOf(exercises);
        proofs = List.copyOf(proofs);
        widgets = Set.copyOf(widgets);
        defined = List.copyOf(defined);
    }

    /** Its exercises as this build dealt them. */
    public List<ExerciseKey> keys() {
        return exercises.stream().map(Exercise::key).toList();
    }
}
