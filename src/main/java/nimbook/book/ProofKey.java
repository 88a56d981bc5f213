package nimbook.book;

/**
 * A proof exercise for the answer key, instructor edition only: its statement (number, title, anchor in its lesson), what
 * it asks, and its model proof with what a complete proof contains — each as HTML, math and links rendered, so that the
 * printed key holds the proofs themselves.
 *
 * @param href the exercise on its lesson's page
 */
public record ProofKey(Numbered statement, String questionHtml, String proofHtml, String href) {
}
