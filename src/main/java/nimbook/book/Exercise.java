package nimbook.book;

import nimbook.diag.Problem;

/**
 * An exercise of the book: its key as this build dealt it, and the same exercise for another set. A generated exercise
 * ({@code generate:} without a {@code seed:} of its own) has a position of its own in every set, dealt again from its
 * block: its question, hint and notes are expanded anew for the position; the others keep theirs.
 */
public final class Exercise {
    /** Deals a generated exercise for a set: its position, question, hint, notes and answer. */
    public interface Dealer {
        ExerciseKey deal(long set) throws Problem;
    }

    private final ExerciseKey key;
    private final Dealer dealer;

    /** {@code dealer}: null for an exercise whose position is the same in every set. */
    public Exercise(ExerciseKey key, Dealer dealer) {
        this.key = key;
        this.dealer = dealer;
    }

    /** The exercise as this build dealt it. */
    public ExerciseKey key() {
        return key;
    }

    /**
     * The exercise in set {@code set}, as a build with {@code --seed set} deals it. Its question is expanded again over
     * the lesson's own tree, so call it from one thread at a time.
     */
    public ExerciseKey inSet(long set) throws Problem {
        return dealer == null ? key : dealer.deal(set);
    }
}
