package nimbook.practice;

import java.util.ArrayList;
import java.util.List;

/** What a condition of a {@link Demand} measures: of a position, or (ofGames) of a one-heap game. */
enum Measure {
    VALUE("value", 1, "a number, like value 5", false, "A sum is worth the nim-sum of its components'"
            + " values (the Sprague–Grundy theorem): choose components whose values have the nim-sum you need."),
    OUTCOME("outcome", 1, "P or N, like outcome P", false, "A position is a P-position exactly when its value"
            + " is 0."),
    COMPONENTS("components", 1, "a number, like components 3", false, "Count the non-empty"
            + " components; emptied heaps do not count."),
    DISTINCT("distinct", 0, "nothing: it says that no two components are equal", false,
            "No two components may be equal, so the mirror strategy cannot be the whole story."),
    NIMSUM("nimsum", 1, "a number, like nimsum 0", false, "The nim-sum of the heaps decides"
            + " Nim (Bouton's theorem); this game has its own rule, so compare the two."),
    PERIOD("period", 1, "a number, like period 5", true, "Compute the values until they repeat: the"
            + " period is the least shift that repeats them for ever."),
    START("start", 1, "a heap, like start 0", true, "The period starts at the first"
            + " heap from which the values repeat for ever."),
    LARGEST("largest", 1, "a number, like largest 2", true, "A move takes at"
            + " most t counters: for an octal game, t is the place of the code's last digit that is not 0."),
    GUY_SMITH("guy-smith", 2, "e and p, like guy-smith 0 1", true,
            "Compare G(n + p) with G(n) for every n with e ≤ n < 2e + p + t."),
    PERIODIC("periodic", 2, "a heap and a shift, like periodic 0 1", true, "One heap n ≥ e with"
            + " G(n + p) ≠ G(n) shows that the values do not repeat with shift p from heap e.");

    final String word;
    final int arguments;
    final String usage;
    final boolean ofGames;
    /** The third hint's advice for this condition. */
    final String advice;

    Measure(String word, int arguments, String usage, boolean ofGames, String advice) {
        this.word = word;
        this.arguments = arguments;
        this.usage = usage;
        this.ofGames = ofGames;
        this.advice = advice;
    }

    static Measure named(String word) {
        for (Measure measure : values()) {
            if (measure.word.equals(word)) {
                return measure;
            }
        }
        return null;
    }

    static List<String> words() {
        List<String> words = new ArrayList<>();
        for (Measure measure : values()) {
            words.add(measure.word);
        }
        return words;
    }

    /** The conditions about games (or about positions), listed for a message. */
    static String listed(boolean games) {
        List<String> listed = new ArrayList<>();
        for (Measure measure : values()) {
            if (measure.ofGames == games) {
                listed.add(measure.word);
            }
        }
        return String.join(", ", listed);
    }

    /** What the condition asks of the answer, as a verb phrase: "is worth 5", "does not repeat with shift 1 from heap 0". */
    String wanted(Demand.Condition condition) {
        long[] n = condition.numbers();
        String yes = switch (this) {
            case VALUE -> "is worth " + n[0];
            case OUTCOME -> "is " + (condition.outcome().equals("P") ? "a P-position" : "an N-position");
            case COMPONENTS -> "has " + n[0] + (n[0] == 1 ? " component" : " components");
            case DISTINCT -> condition.negated() ? "has two equal components" : "has no two equal components";
            case NIMSUM -> "has heaps of nim-sum " + n[0];
            case PERIOD -> "has period " + n[0];
            case START -> "has its period start at heap " + n[0];
            case LARGEST -> "takes at most " + n[0] + (n[0] == 1 ? " counter" : " counters") + " in a move, and " + n[0]
                    + " in some move";
            case GUY_SMITH -> "meets the hypothesis of the Guy–Smith theorem with e = " + n[0] + " and p = " + n[1];
            case PERIODIC -> "repeats its values with shift " + n[1] + " from heap " + n[0] + " on";
        };
        return condition.negated() && this != DISTINCT ? negate(yes) : yes;
    }

    /** "is worth 5" → "is not worth 5", "has period 4" → "does not have period 4". */
    private static String negate(String phrase) {
        if (phrase.startsWith("is ")) {
            return "is not " + phrase.substring("is ".length());
        }
        int space = phrase.indexOf(' ');
        String verb = phrase.substring(0, space);
        String base = verb.equals("has") ? "have" : verb.endsWith("s") ? verb.substring(0, verb.length() - 1) : verb;
        return "does not " + base + phrase.substring(space);
    }
}
