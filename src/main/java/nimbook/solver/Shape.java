package nimbook.solver;

/** How a game's components are written. */
public enum Shape {
    /** One whole number, like {@code 7}. */
    HEAP("heap", "a heap size", "heaps", "7", "one whole number per heap"),
    /** Two whole numbers joined by a comma, like {@code 3,5}. */
    PAIR("pair", "a pair", "pairs", "3,5", "two numbers joined by a comma"),
    /** Section sizes from bottom to top joined by commas, like {@code 1,2,2}; {@code 0} is an empty pile. */
    PILE("pile", "a pile of sections", "piles", "1,2,2", "section sizes joined by commas"),
    /** Coins on each step from the lowest step up, joined by commas, like {@code 1,0,2}. */
    STAIRCASE("staircase", "a staircase", "staircases", "1,0,2", "the coins on each step, from the lowest step up,"
            + " joined by commas"),
    /** A Young diagram's row lengths joined by commas, the longest row first, like {@code 3,3,2}. */
    DIAGRAM("bar", "a bar of rows", "bars", "3,3,2", "the lengths of the bar’s rows joined by commas, the poisoned"
            + " square’s row first"),
    /**
     * A circle of places: one number for an unbroken circle of counters, like {@code 10}; else its runs of counters
     * and of empty places in turn, from a run, like {@code 7,3}.
     */
    CIRCLE("circle", "a circle", "circles", "7,3", "one number for an unbroken circle, or its runs of counters and of"
            + " empty places in turn, joined by commas"),
    /** A row of coins, heads H and tails T from coin 1 on the left, like {@code THHTH}. */
    COINS("row", "a row of coins", "rows", "THHTH", "heads H and tails T, from coin 1 on the left"),
    /** A board of coins: its rows of H and T from the top, joined by commas, like {@code TTH,THT}. */
    BOARD("board", "a board of coins", "boards", "TTH,THH", "its rows of heads H and tails T from the top, joined by"
            + " commas"),
    /**
     * A Hackenbush picture: edges between numbered nodes joined by commas, node 0 the ground, like {@code 0-1,1-2,1-3};
     * a path {@code 0-1-2}, and shapes on new nodes: {@code stalk3}, {@code star3@1}, {@code cycle4}.
     */
    GRAPH("picture", "a picture", "pictures", "0-1,1-2,1-3", "edges between numbered nodes joined by commas, node 0 the"
            + " ground (paths 0-1-2 and the shapes stalk3, star3@1, cycle4 too)");

    private final String word;
    private final String noun;
    private final String plural;
    private final String example;
    private final String takes;

    Shape(String word, String noun, String plural, String example, String takes) {
        this.word = word;
        this.noun = noun;
        this.plural = plural;
        this.example = example;
        this.takes = takes;
    }

    /** What one component is called, e.g. "heap" in "nim needs at least one heap". */
    public String word() {
        return word;
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

    /** How a component of this shape is written, e.g. "two numbers joined by a comma". */
    public String takes() {
        return takes;
    }

    /** How many numbers a component holds: 1 for a heap, 2 for a pair, 0 for any number. */
    public int numbers() {
        return switch (this) {
            case HEAP -> 1;
            case PAIR -> 2;
            case PILE, STAIRCASE, DIAGRAM, CIRCLE, COINS, BOARD, GRAPH -> 0;
        };
    }
}
