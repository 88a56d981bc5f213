package nimbook.book;

import java.util.List;
import java.util.Set;

/**
 * An exercise with its answer, for the lesson page and the answer key. The answer and solution are rendered
 * in elements whose class includes {@code answer} or {@code solution}, so a student edition can leave them out.
 *
 * @param titleHtml the title written after the name, as inline HTML (math and emphasis rendered), or ""
 * @param showPosition whether the template must show the position (generated, and not shown by the question)
 * @param answerKind what is asked: grundy, outcome, moves, move or count
 * @param answer the answer as text: the value, P or N, the number of moves, or the moves joined by "; "
 * @param moves the winning moves (for moves, move and count)
 * @param questionText the question as plain text, the position filled in
 * @param dealing how the page deals the exercise for another set, or another position on request
 * @param href the exercise on its lesson's page
 * @param keyHref its entry in the answer key
 */
public record ExerciseKey(int lesson, String number, String anchor, String label, String titleHtml, String page,
        String position, boolean showPosition, String answerKind, String answer, List<String> moves, String questionHtml,
        String questionText, String hintHtml, String notesHtml, Dealing dealing, Steps.Worked worked, String href,
        String keyHref) {
    /**
     * A generated exercise's {@code generate:} as read ("" for a position written out), the outcome it wants ("N", "P",
     * "both" for each in turn, or ""), whether its position is the same in every set (written out, or kept by a
     * {@code seed:} of its own), and how sets get it: {@code dealt} afresh, {@code fixed} as the exercise says
     * ({@code fixed: true}, or a {@code seed:}), {@code written} out without saying so, or {@code found} by the reader
     * (a construction: there is no position to deal).
     */
    public record Dealing(String generate, String want, boolean fixed, String how) {
        /** A position written out, its exercise silent on whether it could vary. */
        public static final Dealing WRITTEN = new Dealing("", "", true, "written");
        /** A position written out with {@code fixed: true}. */
        public static final Dealing FIXED = new Dealing("", "", true, "fixed");
        /** A position or game the reader finds. */
        public static final Dealing FOUND = new Dealing("", "", true, "found");

        /** Whether sets deal the exercise positions of their own. */
        public boolean dealt() {
            return how.equals("dealt");
        }
    }

    /**
     * The components that are the answer: the student edition's exercise template is not given them at all, so that
     * no template can print an answer there (it fails, naming what is missing, instead).
     */
    public static final Set<String> ANSWER = Set.of("answer", "moves", "notesHtml", "worked", "keyHref");

    public ExerciseKey {
        moves = List.copyOf(moves);
    }
}
