package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Map;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.text.Spelling;

/**
 * {@code play-through}: a whole game from {@code start}. The first of {@code players} (default Alice, Bob) plays
 * the winning strategy; the other plays the moves listed in {@code opponent} (positions separated by ";") or
 * random moves from {@code seed}. Whoever can win moves first unless {@code first} says otherwise.
 */
final class PlayThrough implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("play-through")
            .renders("a whole game, one row per move with the position, its value and a comment: the strategist plays"
                    + " the winning moves, the other player the `opponent` moves or moves dealt from the `seed`")
            .option(OptionSpec.named("start").takes("a position"))
            .option(OptionSpec.named("players").takes("two names, the strategist first").byDefault("Alice, Bob"))
            .option(OptionSpec.named("first").takes("a player's name")
                    .otherwise("the strategist from an N-position, the other from a P-position"))
            .option(OptionSpec.named("opponent").takes("positions separated by ;"))
            .option(OptionSpec.named("seed").takes("a whole number").byDefault("1")).build();

    /** The most moves a play-through may list, and the most options a position may have. */
    private static final int MOVES = 500;
    private static final int OPTIONS = 100_000;

    /**
     * One move: who made it, what changed, the position and value after it. {@code forced} marks a move of the
     * strategy player made without a winning move to play.
     */
    public record Turn(int number, String player, boolean strategy, String move, String position, long value,
            boolean forced) {
    }

    /** The whole game, and who won it. */
    public record Game(String start, long startValue, String startOutcome, boolean misere, String player, String opponent,
            List<Turn> turns, String winner) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        Game game = of(block, scope.book().solver());
        String id = scope.id(block);
        return Part.of("play-through", page -> Map.of("game", game, "id", page.id(id)));
    }

    /**
     * What the options say: where the game starts, who plays the strategy and who the other side, whether the strategy
     * moves first, and how the other side chooses (the moves {@code planned}, or {@code random} ones).
     */
    private record Setup(Block.Option startOption, Position start, String player, String opponent, boolean strategyFirst,
            Block.Option opponentOption, List<Block.Option> planned, Random random) {
    }

    private static Setup setup(Block block, Solver solver) throws DirectiveException {
        // Unknown options first: a misspelt one would be reported as a missing one too. The rest are read together.
        block.allow();
        Problems problems = new Problems();
        Block.Option startOption = problems.read(() -> block.required("start"));
        Position position = startOption == null ? null
                : problems.read(() -> parse(block, startOption, solver, startOption.value()));
        String[] names = problems.read(() -> players(block));
        problems.check(() -> block.exclusive("opponent", "seed", "the opponent plays the moves listed, or random ones"
                + " from the seed; keep one"));
        Block.Option seedOption = block.optional("seed");
        Long seed = problems.read(() -> parseSeed(block, seedOption));
        problems.throwAny();
        boolean strategyFirst = solver.grundy(position) != 0;
        Block.Option first = block.optional("first");
        if (first != null) {
            if (!first.value().equals(names[0]) && !first.value().equals(names[1])) {
                throw new DirectiveException(block.positionOf(first), "first is one of the players: " + names[0] + " or "
                        + names[1] + Spelling.suggest(first.value(), List.of(names[0], names[1])));
            }
            strategyFirst = first.value().equals(names[0]);
        }
        Block.Option opponentOption = block.optional("opponent");
        return new Setup(startOption, position, names[0], names[1], strategyFirst, opponentOption,
                planned(opponentOption), new Random(seed));
    }

    /** The opponent's moves as written, each with the offset where it starts (a diagnostic points at the move). */
    private static List<Block.Option> planned(Block.Option opponentOption) {
        List<Block.Option> planned = new ArrayList<>();
        if (opponentOption != null) {
            int at = opponentOption.offset();
            for (String move : opponentOption.value().split(";", -1)) {
                if (!move.isBlank()) {
                    int offset = at + move.indexOf(move.strip());
                    planned.add(new Block.Option("opponent", move.strip(), offset, null, offset));
                }
                at += move.length() + 1;
            }
        }
        return planned;
    }

    private static Game of(Block block, Solver solver) throws DirectiveException {
        Setup setup = setup(block, solver);
        Position position = setup.start();
        boolean strategyToMove = setup.strategyFirst();
        List<Turn> turns = new ArrayList<>();
        int played = 0; // the opponent's moves so far
        while (true) {
            List<Solver.Option> moves = moves(block, setup.startOption(), solver, position);
            if (moves.isEmpty() && turns.isEmpty()) {
                throw new DirectiveException(block.positionOf(setup.startOption()), "no move can be made from "
                        + position + ": start from a position with counters");
            }
            if (moves.isEmpty()) {
                break;
            }
            if (turns.size() == MOVES) {
                throw new DirectiveException(block.position(), "the game lasts more than " + MOVES + " moves: start from a"
                        + " smaller position");
            }
            Solver.Option chosen = strategyToMove ? solver.best(moves) : opponentMove(block, setup, solver, position,
                    moves, played);
            boolean forced = strategyToMove && solver.grundy(chosen.result()) != 0;
            String description = chosen.describe(position.terms().size() > 1);
            position = chosen.result();
            turns.add(new Turn(turns.size() + 1, strategyToMove ? setup.player() : setup.opponent(), strategyToMove,
                    description, position.toString(), solver.grundy(position), forced));
            played += strategyToMove ? 0 : 1;
            strategyToMove = !strategyToMove;
        }
        if (played < setup.planned().size()) {
            Block.Option unplayed = setup.planned().get(played);
            throw new DirectiveException(block.positionOf(unplayed), "the game is over at " + position + " before the"
                    + " opponent plays " + Notation.quote(unplayed.value()) + ": drop the moves from there");
        }
        // Normal play: whoever cannot move loses. Misère: whoever cannot move has won.
        boolean strategyWins = position.misere() == strategyToMove;
        return new Game(setup.start().toString(), solver.grundy(setup.start()), solver.outcome(setup.start()).name(),
                position.misere(), setup.player(), setup.opponent(), turns, strategyWins ? setup.player()
                        : setup.opponent());
    }

    /** The opponent's move: the next one listed, or a random one. */
    private static Solver.Option opponentMove(Block block, Setup setup, Solver solver, Position position,
            List<Solver.Option> moves, int played) throws DirectiveException {
        if (setup.opponentOption() == null) {
            return moves.get(setup.random().nextInt(moves.size()));
        }
        if (played >= setup.planned().size()) {
            throw new DirectiveException(block.positionOf(setup.opponentOption()), "the opponent's moves run out at "
                    + position + ": list one more, or use seed: N for random moves");
        }
        Block.Option move = setup.planned().get(played);
        Position wanted = parse(block, move, solver, move.value()).canonical();
        return moves.stream().filter(m -> m.result().canonical().equals(wanted)).findFirst()
                .orElseThrow(() -> new DirectiveException(block.positionOf(move), Notation.quote(move.value())
                        + " cannot be reached in one move from " + position));
    }

    /** {@code players:}, the player with the strategy and the opponent; Alice and Bob when not given. */
    private static String[] players(Block block) throws DirectiveException {
        Block.Option players = block.optional("players");
        if (players != null) {
            block.plainText(players, "players' names");
        }
        String[] names = block.value("players").split("\\s*,\\s*");
        if (names.length != 2 || names[0].isBlank() || names[1].isBlank() || names[0].equalsIgnoreCase(names[1])) {
            throw new DirectiveException(block.positionOf(players), "players names two different players, the one with"
                    + " the strategy first: players: Alice, Bob");
        }
        return names;
    }

    /** {@code seed:}, or its default when not given. */
    private static long parseSeed(Block block, Block.Option option) throws DirectiveException {
        try {
            return Notation.wholeNumber(block.value("seed"));
        } catch (NumberFormatException e) {
            throw new DirectiveException(block.positionOf(option), Notation.quote(option.value()) + " "
                    + Notation.notWholeNumber(option.value()) + ": seed is a whole number, like seed: 7");
        }
    }

    private static List<Solver.Option> moves(Block block, Block.Option option, Solver solver, Position position)
            throws DirectiveException {
        // Counted before they are made: a heap of ten million has as many.
        if (solver.optionCount(position) > OPTIONS) {
            throw new DirectiveException(block.positionOf(option), "the game has positions with more than " + OPTIONS
                    + " moves: start from a smaller position");
        }
        try {
            return solver.options(position);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(option), e.getMessage());
        }
    }

    private static Position parse(Block block, Block.Option option, Solver solver, String text)
            throws DirectiveException {
        try {
            return solver.parse(text);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(option), Notation.quote(text) + ": " + e.getMessage());
        }
    }
}
