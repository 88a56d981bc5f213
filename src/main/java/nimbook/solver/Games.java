package nimbook.solver;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import nimbook.text.Spelling;
import nimbook.text.Text;

/**
 * The catalogue of games, by name. One catalogue keeps one instance of each game it has made, so values
 * memoised for one question are reused by the next; make a new catalogue for a fresh computation.
 */
public final class Games {
    /**
     * The catalogue: every game, once, in the order the book lists them (the games page, docs/notation.md's table,
     * the messages that name them). A game is known by its entry alone.
     */
    public static final List<Entry> ENTRIES = List.of(
            Entry.game("nim", Nim::new).components("heaps").example("nim 3 4 5"),
            Entry.game("misere-nim", MisereNim::new)
                    .components("heaps; the last player to move loses (cannot be summed with other games)")
                    .example("misere-nim 3 4 5"),
            Entry.family("subtract:SET", Games::subtraction)
                    .describes("take from one heap an amount in the set SET, written 1,2,4 or as a range 1..3")
                    .components("heaps; take an amount in SET, written `1,2,4` or `1..3`")
                    .example("subtract:1,2,4 11 16 2019"),
            Entry.game("squares", TakeAndBreak::squares).components("heaps; take a square").example("squares 14"),
            Entry.game("cubes", TakeAndBreak::cubes).components("heaps; take a cube").example("cubes 17"),
            Entry.game("powers-of-two", TakeAndBreak::powersOfTwo).components("heaps; take a power of two")
                    .example("powers-of-two 100000"),
            Entry.game("kayles", () -> TakeAndBreak.octal("kayles", "knock down one pin or two adjacent pins from a row",
                    "77")).components("rows of pins (octal 0.77)").example("kayles 4 1 2 2"),
            Entry.game("dawsons-kayles", () -> TakeAndBreak.octal("dawsons-kayles",
                    "knock down two adjacent pins from a row (octal 0.07)", "07")).components("rows of pins (octal 0.07)")
                    .example("dawsons-kayles 6"),
            Entry.game("dawsons-chess", () -> TakeAndBreak.octal("dawsons-chess",
                    "Dawson’s chess on a 3 × n board: a lone pin, two at an end, or three anywhere (octal 0.137)", "137"))
                    .components("rows of pins (octal 0.137)").example("dawsons-chess 6"),
            Entry.family("octal:CODE", Games::octal)
                    .describes("any octal game 0.d₁d₂…: digit d_k says whether taking k counters may leave no heap (1),"
                            + " one heap (2) or two heaps (4), added up")
                    .components("heaps of any octal game `0.d₁d₂…`").example("octal:0.77 10"),
            Entry.game("grundys-game", TakeAndBreak::grundys).components("heaps; split one into two unequal heaps")
                    .example("grundys-game 7"),
            Entry.game("lasker", Lasker::new)
                    .components("heaps; take any number from one heap, or split a heap into two non-empty heaps")
                    .example("lasker 7 8"),
            Entry.game("colourful", Colourful::new).components("piles of coloured sections, listed bottom to top; take"
                    + " from the top section only; `0` is an empty pile").example("colourful 1,2,2,2 3,1"),
            Entry.game("end-nim", EndNim::new).components("the same piles; take from the top or the bottom section")
                    .example("end-nim 1,2,3"),
            Entry.game("empty-and-divide", EmptyAndDivide::new)
                    .components("pairs of boxes; empty one, divide the other into two").example("empty-and-divide 2019,9102"),
            Entry.game("wythoff", Wythoff::new).components("pairs of piles; take from one pile, or the same from both")
                    .example("wythoff 3,5"),
            Entry.game("staircase", Staircase::new).components("staircases: the coins on each step from the lowest step"
                    + " up, joined by commas; move one or more coins from a step to the step below, or off the staircase"
                    + " from the lowest step").example("staircase 1,0,2 3,1"),
            Entry.family("moore:K", Games::moore)
                    .describes("Moore’s Nim, played on all the heaps together: take counters from at least one and at"
                            + " most K heaps at once")
                    .components("heaps played together as one game (like `misere-nim`, not a sum); take from at least"
                            + " one and at most K heaps at once").example("moore:2 3 4 5"),
            Entry.game("greedy-nim", GreedyNim::new).components("heaps played together; take any number from a largest"
                    + " heap").example("greedy-nim 3 5 5"),
            Entry.game("every-heap", EveryHeap::new).components("heaps played together; take from one heap, or the same"
                    + " number from every non-empty heap").example("every-heap 3 4 5"),
            Entry.game("circular-nim", CircularNim::new).components("circles of counters: one number for an unbroken"
                    + " circle, else its runs of counters and of empty places in turn, from a run; take one, two or three"
                    + " counters from adjacent places").example("circular-nim 10"),
            Entry.game("chomp", Chomp::new).components("chocolate bars: the lengths of the rows, the poisoned square's"
                    + " row first (rows in any order make the same bar); eat a square with every square below and to the"
                    + " right of it, never the poisoned one").example("chomp 3,3,2"));

    /** Makes a game of a family from its parameters (null when none are written), at {@code at} in the text. */
    @FunctionalInterface
    public interface Family {
        Game make(String params, int at) throws NotationException;
    }

    /**
     * A game of the catalogue, built with named fields: {@code Entry.game("nim", Nim::new).components("heaps")
     * .example("nim 3 4 5")}.
     *
     * @param name as written: {@code nim}, or {@code subtract:SET} for a family of games with parameters
     * @param family makes the game from its parameters
     * @param describes what a family is (a plain game describes itself), or null
     * @param components what its components are and how a move changes one, for docs/notation.md
     * @param example a position of it, which the games page shows and the messages quote
     */
    public record Entry(String name, Family family, String describes, String components, String example) {
        /** A game without parameters. */
        static Entry game(String name, Supplier<Game> game) {
            return new Entry(name, (params, at) -> game.get(), null, null, null);
        }

        /** A family of games, {@code name:PARAMETERS}. */
        static Entry family(String name, Family family) {
            return new Entry(name, family, null, null, null);
        }

        Entry describes(String text) {
            return new Entry(name, family, text, components, example);
        }

        Entry components(String text) {
            return new Entry(name, family, describes, text, example);
        }

        Entry example(String position) {
            return new Entry(name, family, describes, components, position);
        }

        /** The word that names it in the notation: {@code subtract} for {@code subtract:SET}. */
        public String word() {
            int colon = name.indexOf(':');
            return colon < 0 ? name : name.substring(0, colon);
        }

        /** Whether it takes parameters after a colon. */
        public boolean isFamily() {
            return name.indexOf(':') >= 0;
        }

        /** The game of the example, e.g. {@code subtract:1,2,4}. */
        public String exampleGame() {
            return example.substring(0, example.indexOf(' '));
        }
    }

    /** The catalogue's games by the word that names them. */
    private static final Map<String, Entry> BY_WORD = ENTRIES.stream().collect(Collectors.toUnmodifiableMap(Entry::word,
            entry -> entry));

    /** Every game's name, sorted, as the messages list them: {@code chomp, circular-nim, …}. */
    public static final String KNOWN = ENTRIES.stream().map(Entry::name).sorted().collect(Collectors.joining(", "));

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
        Entry entry = BY_WORD.get(name);
        if (entry == null) {
            throw new NotationException("unknown game " + Notation.quote(name) + suggestion(name) + "; known games: " + KNOWN, 0);
        }
        if (params != null && !entry.isFamily()) {
            throw new NotationException(Notation.quote(text) + ": " + name + " takes no parameters; write it as " + name, colon);
        }
        return entry.family().make(params, colon + 1);
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
        return Spelling.suggest(name.toLowerCase(Locale.ROOT), ENTRIES.stream().map(Entry::word).toList());
    }
}
