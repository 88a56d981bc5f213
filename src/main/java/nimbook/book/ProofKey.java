package nimbook.book;

/**
 * A proof exercise for the answer key, instructor edition only: how it is named ("Proof exercise 6.2"), its anchor in its
 * lesson and its title, what it asks, and its model proof with what a complete proof contains — each as HTML, math and
 * links rendered, so that the printed key holds the proofs themselves. Only what the key shows, so that the key is made
 * again only when that changes (not when the exercise moves down a line).
 *
 * @param lesson its lesson's number
 * @param number its number ("6.2")
 * @param href the exercise on its lesson's page
 */
public record ProofKey(int lesson, String number, String reference, String anchor, String titleHtml, String questionHtml, String proofHtml,
        String href) {
}
