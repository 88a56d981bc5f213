package nimbook.solver;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * The catalogue of games, by name. One catalogue keeps one instance of each game it has made, so values
 * memoised for one question are reused by the next; make a new catalogue for a fresh computation.
 */
public final class Games {
    /** What the catalogue knows, in the order the book lists it. */
    public static final List<Entry> ENTRIES = List.of(
            new Entry("nim", "nim 3 4 5"),
            new Entry("misere-nim", "misere-nim 3 4 5"),
            new Entry("subtract:SET", "subtract:1,2,4 11 16 2019",
                    "take from one heap an amount in the set SET, written 1,2,4 or as a range 1..3"),
            new Entry("squares", "squares 14"),
            new Entry("cubes", "cubes 17"),
            new Entry("powers-of-two", "powers-of-two 100000"),
            new Entry("kayles", "kayles 4 1 2 2"),
            new Entry("dawsons-kayles", "dawsons-kayles 6"),
            new Entry("dawsons-chess", "dawsons-chess 6"),
            new Entry("octal:CODE", "octal:0.77 10", "any octal game 0.d₁d₂…: digit d_k says whether taking k counters"
                    + " may leave no heap (1), one heap (2) or two heaps (4), added up"),
            new Entry("grundys-game", "grundys-game 7"),
            new Entry("lasker", "lasker 7 8"),
            new Entry("colourful", "colourful 1,2,2,2 3,1"),
            new Entry("end-nim", "end-nim 1,2,3"),
            new Entry("empty-and-divide", "empty-and-divide 2019,9102"),
            new Entry("wythoff", "wythoff 3,5"),
            new Entry("staircase", "staircase 1,0,2 3,1"),
            new Entry("moore:K", "moore:2 3 4 5", "Moore’s Nim, played on all the heaps together: take counters from at"
                    + " least one and at most K heaps at once"),
            new Entry("greedy-nim", "greedy-nim 3 5 5"),
            new Entry("every-heap", "every-heap 3 4 5"),
            new Entry("circular-nim", "circular-nim 10"),
            new Entry("chomp", "chomp 3,3,2"));

    /**
     * A game of the catalogue: its name as written ({@code subtract:SET}), an example position, and for a
     * family of games (with parameters) what the family is; plain games describe themselves.
     */
    public record Entry(String name, String example, String family) {
        public Entry(String name, String example) {
            this(name, example, null);
        }

        /** The game of the example, e.g. {@code subtract:1,2,4}. */
        public String exampleGame() {
            return example.substring(0, example.indexOf(' '));
        }
    }

    private static final String KNOWN = ENTRIES.stream().map(Entry::name).sorted().collect(Collectors.joining(", "));

    /**
     * Games with parameters kept at once: each keeps its table (a subtraction game's up to 40 MB), so a stream of
     * questions about new sets would otherwise keep every one of them.
     */
    private static final int KEPT_FAMILIES = 8;

    private final Map<String, Game> made = new HashMap<>();
    private final Map<String, Game> family = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Game> eldest) {
            return size() > KEPT_FAMILIES;
        }
    };
    private final int divisor;

    /** A catalogue whose games stop their brute force {@code divisor} times earlier ({@link Game#cutBruteForce}). */
    Games(int divisor) {
        this.divisor = divisor;
    }

    /**
     * The game written {@code text} ({@code nim}, {@code subtract:1..3}, {@code octal:0.77}). Error offsets
     * point into {@code text}.
     */
    public synchronized Game game(String text) throws NotationException {
        Map<String, Game> kept = text.indexOf(':') < 0 ? made : family;
        Game known = kept.get(text);
        if (known == null) {
            Game fresh = make(text);
            known = kept.get(fresh.notation());
            if (known == null) {
                known = divisor > 1 ? fresh.cutBruteForce(divisor) : fresh;
                kept.put(fresh.notation(), known);
            }
            kept.put(text, known);
        }
        return known;
    }

    private static Game make(String text) throws NotationException {
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        String params = colon < 0 ? null : text.substring(colon + 1);
        switch (name) {
            case "subtract":
                return subtraction(params, colon + 1);
            case "octal":
                return octal(params, colon + 1);
            case "moore":
                return moore(params, colon + 1);
            default:
                break;
        }
        Game game = plain(name);
        if (game == null) {
            throw new NotationException("unknown game " + Notation.quote(name) + suggestion(name) + "; known games: " + KNOWN, 0);
        }
        if (params != null) {
            throw new NotationException(Notation.quote(text) + ": " + name + " takes no parameters; write it as " + name, colon);
        }
        return game;
    }

    private static Game plain(String name) {
        return switch (name) {
            case "nim" -> new Nim();
            case "misere-nim" -> new MisereNim();
            case "squares" -> TakeAndBreak.squares();
            case "cubes" -> TakeAndBreak.cubes();
            case "powers-of-two" -> TakeAndBreak.powersOfTwo();
            case "kayles" -> TakeAndBreak.octal("kayles", "knock down one pin or two adjacent pins from a row", "77");
            case "dawsons-kayles" -> TakeAndBreak.octal("dawsons-kayles",
                    "knock down two adjacent pins from a row (octal 0.07)", "07");
            case "dawsons-chess" -> TakeAndBreak.octal("dawsons-chess",
                    "Dawson’s chess on a 3 × n board: a lone pin, two at an end, or three anywhere (octal 0.137)", "137");
            case "grundys-game" -> TakeAndBreak.grundys();
            case "colourful" -> new Colourful();
            case "end-nim" -> new EndNim();
            case "empty-and-divide" -> new EmptyAndDivide();
            case "wythoff" -> new Wythoff();
            case "lasker" -> new Lasker();
            case "staircase" -> new Staircase();
            case "greedy-nim" -> new GreedyNim();
            case "every-heap" -> new EveryHeap();
            case "circular-nim" -> new CircularNim();
            case "chomp" -> new Chomp();
            default -> null;
        };
    }

    /** {@code subtract:1,2,4} or {@code subtract:1..3}. */
    private static Game subtraction(String params, int at) throws NotationException {
        String usage = "write a subtraction set like subtract:1,2,4 or subtract:1..3";
        if (params == null || params.isEmpty()) {
            throw new NotationException("subtract needs its subtraction set: " + usage, 0);
        }
        long[] amounts;
        int dots = params.indexOf("..");
        try {
            if (dots >= 0) {
                long from = Notation.wholeNumber(params.substring(0, dots));
                long to = Notation.wholeNumber(params.substring(dots + 2));
                if (from < 1 || to < from) {
                    throw new NumberFormatException();
                }
                checkAmounts(params, to - from + 1, at);
                amounts = LongStream.rangeClosed(from, to).toArray();
            } else {
                String[] listed = Text.split(params, ",").toArray(String[]::new);
                checkAmounts(params, listed.length, at);
                amounts = Arrays.stream(listed).mapToLong(Notation::wholeNumber).sorted().distinct().toArray();
                if (amounts[0] < 1) {
                    throw new NumberFormatException();
                }
            }
        } catch (NumberFormatException e) {
            throw new NotationException(Notation.quote(params) + " is not a subtraction set: expected amounts of at least 1 joined"
                    + " by commas, or a range; " + usage, at);
        }
        if (amounts[amounts.length - 1] > 1_000_000) {
            throw new NotationException(Notation.quote(params) + " is too large: subtraction amounts go up to 1000000", at);
        }
        // One way to write each set, however it was given: a run of three or more amounts as a range (1,2,3 and
        // 1..3 are both subtract:1..3), anything else as a list (1..2 is subtract:1,2).
        boolean run = amounts.length >= 3 && amounts[amounts.length - 1] - amounts[0] == amounts.length - 1;
        String canonical = run ? amounts[0] + ".." + amounts[amounts.length - 1]
                : Arrays.stream(amounts).mapToObj(Long::toString).collect(Collectors.joining(","));
        return TakeAndBreak.subtraction("subtract:" + canonical, amounts);
    }

    /** {@code moore:2}: how many heaps a move may take from, at least 1. */
    private static Game moore(String params, int at) throws NotationException {
        long k;
        try {
            k = params == null ? 0 : Notation.wholeNumber(params);
        } catch (NumberFormatException e) {
            k = 0;
        }
        if (k < 1 || k > JointHeaps.HEAPS) {
            throw new NotationException(Notation.quote(params == null ? "moore" : params) + " is not a number of heaps: moore"
                    + " takes how many heaps a move may take from, 1 to " + JointHeaps.HEAPS + ", like moore:2",
                    params == null ? 0 : at);
        }
        return new Moore((int) k);
    }

    /** The most amounts a subtraction set holds: each is a step for every heap of the game's table. */
    static final int AMOUNTS = 10_000;

    private static void checkAmounts(String params, long count, int at) throws NotationException {
        if (count > AMOUNTS) {
            throw new NotationException(Notation.quote(params) + " has " + count + " amounts: a subtraction set holds at most "
                    + AMOUNTS, at);
        }
    }

    /** {@code octal:0.77}: digits 0 to 7 after "0.", at least one of them not 0. */
    private static Game octal(String params, int at) throws NotationException {
        if (!isOctalCode(params)) {
            throw new NotationException(Notation.quote(params == null ? "octal" : params) + " is not an octal code: expected 0."
                    + " followed by up to 16 digits 0 to 7, not all 0, like octal:0.77", params == null ? 0 : at);
        }
        return TakeAndBreak.octal("octal:" + params, "octal game " + params, params.substring(2));
    }

    private static boolean isOctalCode(String code) {
        if (code == null || code.length() < 3 || code.length() > 18 || !code.startsWith("0.")) {
            return false;
        }
        String digits = code.substring(2);
        return digits.chars().allMatch(c -> c >= '0' && c <= '7') && digits.chars().anyMatch(c -> c != '0');
    }

    /** " (did you mean "nim"?)" when a known name is one or two edits away. */
    private static String suggestion(String name) {
        return Spelling.suggest(name.toLowerCase(Locale.ROOT), ENTRIES.stream().map(e -> Text.split(e.name(), ":").get(0)).toList());
    }
}
