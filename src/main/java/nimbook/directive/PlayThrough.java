package nimbook.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.solver.Spelling;

/**
 * {@code play-through}: a whole game from {@code start}. The first of {@code players} (default Alice, Bob) plays
 * the winning strategy; the other plays the moves listed in {@code opponent} (positions separated by ";") or
 * random moves from {@code seed}. Whoever can win moves first unless {@code first} says otherwise.
 */
final class PlayThrough {
    private PlayThrough() {
    }

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

    static Game of(BlockSource block, Solver solver) throws DirectiveException {
        // Unknown options first: a misspelt one would be reported as a missing one too. The rest are read together.
        block.allow(Set.of("start", "players", "first", "opponent", "seed"));
        Problems problems = new Problems();
        BlockSource.Option startOption = problems.read(() -> block.required("start"));
        Position position = startOption == null ? null
                : problems.read(() -> parse(block, startOption, solver, startOption.value()));
        String[] names = problems.read(() -> players(block));
        problems.check(() -> block.exclusive("opponent", "seed", "the opponent plays the moves listed, or random ones"
                + " from the seed; keep one"));
        BlockSource.Option seedOption = block.optional("seed");
        Long seed = seedOption == null ? Long.valueOf(1) : problems.read(() -> parseSeed(block, seedOption));
        problems.throwAny();
        String player = names[0];
        String opponent = names[1];
        long startValue = solver.grundy(position);
        boolean strategyToMove = startValue != 0;
        BlockSource.Option first = block.optional("first");
        if (first != null) {
            if (!first.value().equals(player) && !first.value().equals(opponent)) {
                throw new DirectiveException(block.positionOf(first), "first is one of the players: " + player + " or "
                        + opponent + Spelling.suggest(first.value(), List.of(player, opponent)));
            }
            strategyToMove = first.value().equals(player);
        }
        // The opponent's moves as written, each with the offset where it starts (a diagnostic points at the move).
        List<BlockSource.Option> planned = new ArrayList<>();
        BlockSource.Option opponentOption = block.optional("opponent");
        if (opponentOption != null) {
            int at = opponentOption.offset();
            for (String move : opponentOption.value().split(";", -1)) {
                if (!move.isBlank()) {
                    planned.add(new BlockSource.Option("opponent", move.strip(), at + move.indexOf(move.strip()), null));
                }
                at += move.length() + 1;
            }
        }
        Random random = new Random(seed);
        List<Turn> turns = new ArrayList<>();
        int played = 0; // the opponent's moves so far
        String startOutcome = solver.outcome(position).name();
        String start = position.toString();
        while (true) {
            List<Solver.Option> moves = moves(block, startOption, solver, position);
            if (moves.isEmpty() && turns.isEmpty()) {
                throw new DirectiveException(block.positionOf(startOption), "no move can be made from " + position
                        + ": start from a position with counters");
            }
            if (moves.isEmpty()) {
                break;
            }
            if (turns.size() == MOVES) {
                throw new DirectiveException(block.position(), "the game lasts more than " + MOVES + " moves: start from a"
                        + " smaller position");
            }
            Solver.Option chosen;
            boolean forced = false;
            if (strategyToMove) {
                chosen = solver.best(moves);
                forced = solver.grundy(chosen.result()) != 0;
            } else if (opponentOption != null) {
                if (played >= planned.size()) {
                    throw new DirectiveException(block.positionOf(opponentOption), "the opponent's moves run out at "
                            + position + ": list one more, or use seed: N for random moves");
                }
                BlockSource.Option move = planned.get(played);
                Position wanted = parse(block, move, solver, move.value()).canonical();
                Position from = position;
                chosen = moves.stream().filter(m -> m.result().canonical().equals(wanted)).findFirst()
                        .orElseThrow(() -> new DirectiveException(block.positionOf(move), Notation.quote(move.value())
                                + " cannot be reached in one move from " + from));
            } else {
                chosen = moves.get(random.nextInt(moves.size()));
            }
            String description = chosen.describe(position.terms().size() > 1);
            position = chosen.result();
            turns.add(new Turn(turns.size() + 1, strategyToMove ? player : opponent, strategyToMove, description,
                    position.toString(), solver.grundy(position), forced));
            played += strategyToMove ? 0 : 1;
            strategyToMove = !strategyToMove;
        }
        if (played < planned.size()) {
            throw new DirectiveException(block.positionOf(planned.get(played)), "the game is over at " + position
                    + " before the opponent plays " + Notation.quote(planned.get(played).value()) + ": drop the moves from there");
        }
        // Normal play: whoever cannot move loses. Misère: whoever cannot move has won.
        boolean strategyWins = position.misere() == strategyToMove;
        return new Game(start, startValue, startOutcome, position.misere(), player, opponent, turns,
                strategyWins ? player : opponent);
    }

    /** {@code players:}, the player with the strategy and the opponent; Alice and Bob when not given. */
    private static String[] players(BlockSource block) throws DirectiveException {
        BlockSource.Option players = block.optional("players");
        if (players == null) {
            return new String[] {"Alice", "Bob"};
        }
        block.plainText(players, "players' names");
        String[] names = players.value().split("\\s*,\\s*");
        if (names.length != 2 || names[0].isBlank() || names[1].isBlank() || names[0].equalsIgnoreCase(names[1])) {
            throw new DirectiveException(block.positionOf(players), "players names two different players, the one with"
                    + " the strategy first: players: Alice, Bob");
        }
        return names;
    }

    private static long parseSeed(BlockSource block, BlockSource.Option option) throws DirectiveException {
        try {
            return Notation.wholeNumber(option.value());
        } catch (NumberFormatException e) {
            throw new DirectiveException(block.positionOf(option), Notation.quote(option.value()) + " "
                    + Notation.notWholeNumber(option.value()) + ": seed is a whole number, like seed: 7");
        }
    }

    private static List<Solver.Option> moves(BlockSource block, BlockSource.Option option, Solver solver, Position position)
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

    private static Position parse(BlockSource block, BlockSource.Option option, Solver solver, String text)
            throws DirectiveException {
        try {
            return solver.parse(text);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(option), Notation.quote(text) + ": " + e.getMessage());
        }
    }
}
