package nimbook.solver;

/** The outcome class of a position under perfect play. */
public enum Outcome {
    /** The previous player (the one who just moved) wins: every move leads to an N-position. */
    P("the previous player wins"),
    /** The next player (the one to move) wins: some move leads to a P-position. */
    N("the next player wins");

    private final String meaning;

    Outcome(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }

    public static Outcome of(long value) {
        return value == 0 ? P : N;
    }
}
