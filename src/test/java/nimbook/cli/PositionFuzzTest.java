package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import nimbook.cli.CliTest.Result;
import nimbook.solver.Game;
import nimbook.solver.Games;
import nimbook.solver.NotationException;
import nimbook.solver.Shape;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * Seeded positions, well and badly written, at the edges of a long and past every limit, through grundy, moves and
 * explain, as arguments and on standard input: every one is answered (status 0) or refused in one line (status 2), in
 * good time, never with a stack trace. A failure names the seed that makes its position again.
 */
class PositionFuzzTest {
    /** The first seed; position i is made from seed FIRST + i. */
    private static final long FIRST = 30_000;
    private static final int POSITIONS = 20_000;
    /** Positions also asked on standard input, in batches of {@link #BATCH} lines. */
    private static final int BATCHED = 2_000;
    private static final int BATCH = 20;
    /** A guard against a hang, not a measure: the slowest question allowed takes a few seconds. */
    private static final long CASE_NANOS = Duration.ofSeconds(20).toNanos();

    private static final String[] COMMANDS = {"grundy", "moves", "explain"};
    /** The catalogue's games, a family's as its example names it ({@code subtract:1,2,4}). */
    private static final Map<String, Game> GAMES = games();
    private static final List<String> GAME_NAMES = List.copyOf(GAMES.keySet());
    private static final long[] EDGES = {0, 1, 2, 63, 64, 1L << 31, (1L << 62) - 1, 1L << 62, (1L << 62) + 1,
        Long.MAX_VALUE - 1, Long.MAX_VALUE};
    private static final String[] JUNK = {"", "-3", "+", "x", "3,", ",3", "1..", "..2", "99999999999999999999", "\u00a0",
        "\u0663", "𝔾", "3,,4", "1,2,3,4,5,6,7,8,9,0", "nim", "\t", "+ +", "subtract:", "octal:0.", "{{ grundy }}"};
    private static final Pattern ONE_LINE = Pattern.compile("nimbook: error: [^\n]+\n");
    private static final Pattern BATCH_LINE = Pattern.compile("nimbook: error: line ([0-9]+): [^\n]+\n");

    private static Map<String, Game> games() {
        Solver solver = new Solver();
        Map<String, Game> games = new LinkedHashMap<>();
        for (Games.Entry entry : Games.ENTRIES) {
            try {
                games.put(entry.exampleGame(), solver.game(entry.exampleGame()));
            } catch (NotationException e) {
                throw new AssertionError(entry.example(), e);
            }
        }
        return games;
    }

    /**
     * How much a game's numbers may cost: a closed form takes any, a table grows with them, and the positions of a
     * component with a structure of its own (a bar, a circle) or of heaps played together multiply with each number
     * (and the limit of a circle's runs is a table of 20,000 to build).
     */
    private enum Cost {
        CLOSED, TABLE, STRUCTURED, UNPROVEN
    }

    /**
     * A number: mostly small, sometimes at the edges of a long or beyond a limit. A game computed by brute force gets a
     * large one seldom, and a game whose period no theorem gives (an octal code at random) never: each such question
     * builds a table of up to 20,000 to look for one (that is what its limit is for), and the whole test should take
     * seconds.
     */
    private static String number(Random random, Cost cost) {
        return switch (cost == Cost.UNPROVEN ? 9 : random.nextInt(cost == Cost.CLOSED ? 10 : cost == Cost.TABLE ? 60 : 200)) {
            case 0 -> Long.toString(EDGES[random.nextInt(EDGES.length)]);
            case 1 -> Long.toString(random.nextLong() & Long.MAX_VALUE);
            case 2 -> Long.toString(random.nextInt(cost == Cost.CLOSED ? 10_000 : cost == Cost.TABLE ? 200 : 25));
            default -> Long.toString(random.nextInt(cost == Cost.STRUCTURED ? 10 : 25));
        };
    }

    private static String game(Random random) {
        return switch (random.nextInt(12)) {
            case 0 -> "subtract:" + number(random, Cost.TABLE) + "," + (1 + random.nextInt(40));
            case 1 -> "octal:0." + Integer.toOctalString(1 + random.nextInt(511));
            case 2 -> JUNK[random.nextInt(JUNK.length)];
            default -> GAME_NAMES.get(random.nextInt(GAME_NAMES.size()));
        };
    }

    private static String component(Random random, String game) {
        if (random.nextInt(20) == 0) {
            return JUNK[random.nextInt(JUNK.length)];
        }
        Game known = GAMES.get(game);
        Shape shape = known == null ? Shape.HEAP : known.shape();
        Cost cost = game.startsWith("octal:") ? Cost.UNPROVEN
                : List.of("nim", "misere-nim", "colourful", "empty-and-divide", "powers-of-two").contains(game) ? Cost.CLOSED
                : shape == Shape.DIAGRAM || shape == Shape.CIRCLE || known != null && known.joint() ? Cost.STRUCTURED : Cost.TABLE;
        int parts = shape == Shape.HEAP ? 1 : shape == Shape.PAIR ? 2 : 1 + random.nextInt(4);
        List<String> numbers = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            numbers.add(number(random, cost));
        }
        return String.join(",", numbers);
    }

    /** The position of a seed: one to three terms of one to four components. */
    static String position(long seed) {
        Random random = new Random(seed);
        List<String> terms = new ArrayList<>();
        for (int t = random.nextInt(3); t >= 0; t--) {
            String game = game(random);
            StringBuilder term = new StringBuilder(game);
            for (int c = random.nextInt(4); c >= 0; c--) {
                term.append(' ').append(component(random, game));
            }
            terms.add(term.toString());
        }
        return String.join(random.nextInt(30) == 0 ? " +" : " + ", terms);
    }

    @Test
    void everyPositionIsAnsweredOrRefusedInOneLine() {
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            for (int i = 0; i < POSITIONS; i++) {
                long seed = FIRST + i;
                String position = position(seed);
                String command = COMMANDS[i % COMMANDS.length];
                long start = System.nanoTime();
                Result result = CliTest.run(command, position);
                check(seed, command + " " + position, result, System.nanoTime() - start, ONE_LINE, 1);
            }
        });
    }

    /** Batches of positions on standard input, lines ended every way: a problem names its line. */
    @Test
    void everyBatchIsAnsweredOrRefusedAtItsLine() {
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            String[] endings = {"\n", "\r\n", "\r"};
            for (int first = 0; first < BATCHED; first += BATCH) {
                long seed = FIRST + POSITIONS + first;
                Random random = new Random(seed);
                StringBuilder input = new StringBuilder();
                for (int i = 0; i < BATCH; i++) {
                    input.append(position(seed + i)).append(endings[random.nextInt(endings.length)]);
                }
                String command = COMMANDS[random.nextInt(COMMANDS.length)];
                long start = System.nanoTime();
                Result result = CliTest.runWithInput(input.toString(), command);
                check(seed, command + " < " + input.toString().replace("\r", "\\r").replace("\n", "\\n"), result,
                        System.nanoTime() - start, BATCH_LINE, BATCH);
            }
        });
    }

    private static void check(long seed, String asked, Result result, long nanos, Pattern message, int lines) {
        String problem = result.status() != 0 && result.status() != 2 ? "exit status " + result.status()
                : result.err().contains("\tat ") || result.err().contains("Exception") ? "a stack trace"
                : result.status() == 0 && !result.err().isEmpty() ? "a message with status 0"
                : result.status() == 0 && result.out().isEmpty() && !asked.startsWith("moves") ? "no answer"
                : result.status() == 2 && !message.matcher(result.err()).matches() ? "not one line of the expected form"
                : result.status() == 2 && !result.out().isEmpty() ? "an answer and a refusal"
                : nanos > CASE_NANOS ? "it took " + nanos / 1_000_000 + " ms"
                : null;
        if (problem == null && result.status() == 2 && lines > 1) {
            var line = message.matcher(result.err());
            line.matches();
            int number = Integer.parseInt(line.group(1));
            problem = number < 1 || number > lines ? "line " + number + " of " + lines : null;
        }
        if (problem != null) {
            fail("seed " + seed + ": " + problem + " for " + asked + "\nstatus " + result.status() + "\nstderr: "
                    + result.err() + "\nstdout: " + result.out().lines().limit(5).toList());
        }
    }
}
