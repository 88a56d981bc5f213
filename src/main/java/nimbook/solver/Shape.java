package nimbook.solver;

/** How a game's components are written. */
public enum Shape {
    /** One whole number, like {@code 7}. */
    HEAP("a heap size", "heaps", "7"),
    /** Two whole numbers joined by a comma, like {@code 3,5}. */
    PAIR("a pair", "pairs", "3,5"),
    /** Section sizes from bottom to top joined by commas, like {@code 1,2,2}; {@code 0} is an empty pile. */
    PILE("a pile of sections", "piles", "1,2,2");

    private final String noun;
    private final String plural;
    private final String example;

    Shape(String noun, String plural, String example) {
        this.noun = noun;
        this.plural = plural;
        this.example = example;
    }

    /** What several components of this shape are called, e.g. "pairs". */
    public String plural() {
        return plural;
    }

    /** What one component of this shape is called in messages, e.g. "a pair". */
    public String noun() {
        return noun;
    }

    /** A sample component of this shape, e.g. "3,5". */
    public String example() {
        return example;
    }
}
