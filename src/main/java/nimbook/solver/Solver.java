package nimbook.solver;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The questions the book, the command line and the browser ask of a position. A solver memoises what it
 * computes (through its catalogue of games); one solver serves a whole build and is safe to share.
 */
public final class Solver {
    /** How many winning moves an explanation lists. */
    static final int MOVES_SHOWN = 12;
    /** The longest sequence asked for at once. */
    public static final long SEQUENCE_LIMIT = 10_000_000;

    private final Games games;

    public Solver() {
        this(1);
    }

    /**
     * A solver for a host that runs brute force {@code divisor} times more slowly: its tables and searches stop that
     * many times earlier (and say so), so no answer takes much longer than on the JVM.
     */
    public Solver(int divisor) {
        this.games = new Games(divisor);
    }

    /**
     * The solver the book's pages run, compiled to JavaScript: brute force runs there about ten times more slowly,
     * so its limits are a tenth of the build's.
     */
    public static Solver forPages() {
        return new Solver(10);
    }

    public Position parse(String text) throws NotationException {
        return Notation.parse(games, text);
    }

    public Game game(String text) throws NotationException {
        return games.game(text.strip());
    }

    /** The Grundy value: the XOR of the components' values (Sprague–Grundy), or the misère value. */
    public long grundy(Position position) {
        if (position.misere()) {
            return MisereNim.value(position.terms().get(0).components());
        }
        long value = 0;
        for (Position.Place place : position.places()) {
            value ^= place.game().grundy(place.component());
        }
        return value;
    }

    public Outcome outcome(Position position) {
        return Outcome.of(grundy(position));
    }

    /** One move: which component changes, what replaces it, and the position it leaves. */
    public record Option(Position.Place place, List<Component> replacement, Position result) {
        /** The move written briefly: "3 → 1", or "squares 11 → 10" when the position has several games. */
        public String describe(boolean named) {
            StringBuilder text = new StringBuilder(named ? place.game().notation() + " " : "");
            text.append(place.game().written(place.component())).append(" → ");
            for (int i = 0; i < replacement.size(); i++) {
                text.append(i == 0 ? "" : " + ").append(place.game().written(replacement.get(i)));
            }
            return text.toString();
        }
    }

    /** Every move from a position, component by component; refused when some component has too many. */
    public List<Option> options(Position position) throws NotationException {
        checkListable(position);
        List<Option> options = new ArrayList<>();
        for (Position.Place place : position.places()) {
            for (List<Component> replacement : place.game().options(place.component())) {
                options.add(new Option(place, replacement, position.replace(place, replacement)));
            }
        }
        return options;
    }

    /** Refuses a position with a component whose options are too many to list, as {@link #options} would. */
    public void checkListable(Position position) throws NotationException {
        for (Position.Place place : position.places()) {
            place.game().checkMoves(place.component());
        }
    }

    /**
     * The computer's move: the first winning move when there is one; otherwise the move that keeps the most
     * counters in play, so that the game lasts and the opponent has the most chances to go wrong. Null when
     * no move is possible.
     */
    public Option reply(Position position) throws NotationException {
        return best(options(position));
    }

    /** The computer's choice among a position's options (see {@link #reply}). */
    public Option best(List<Option> options) {
        Option longest = null;
        for (Option option : options) {
            if (grundy(option.result()) == 0) {
                return option;
            }
            if (longest == null || counters(option.result()) > counters(longest.result())) {
                longest = option;
            }
        }
        return longest;
    }

    private static long counters(Position position) {
        long total = 0;
        for (Position.Place place : position.places()) {
            for (long n : place.component().toArray()) {
                total += n;
            }
        }
        return total;
    }

    /** Every move to a P-position, in the order of the components and their options. */
    public List<Position> winningMoves(Position position) throws NotationException {
        List<Position> moves = new ArrayList<>();
        for (Found found : moves(position)) {
            moves.add(found.result());
        }
        return moves;
    }

    /** A winning move as explained, with the position it leaves. */
    private record Found(Step.Move move, Position result) {
    }

    private List<Found> moves(Position position) throws NotationException {
        for (Position.Place place : position.places()) {
            place.game().checkWinningMoves(place.component());
        }
        long total = grundy(position);
        List<Found> moves = new ArrayList<>();
        // Moves that leave the same position count once: reducing either of two equal heaps, or taking the top or
        // the bottom of a symmetric pile.
        Set<Position> results = new HashSet<>();
        if (position.misere()) {
            misereMoves(position, moves, results);
            return moves;
        }
        if (total == 0) {
            return moves;
        }
        for (Position.Place place : position.places()) {
            Game game = place.game();
            long from = game.grundy(place.component());
            String label = place.label();
            for (List<Component> option : game.optionsWithValue(place.component(), from ^ total)) {
                Position next = position.replace(place, option);
                if (results.add(next.canonical())) {
                    moves.add(new Found(new Step.Move(label, from, game.term(option), from ^ total, next.toString(),
                            null), next));
                }
            }
        }
        return moves;
    }

    /** In misère Nim only three sizes can be right for a heap: the normal-play one, 0 and 1. */
    private static void misereMoves(Position position, List<Found> moves, Set<Position> results) {
        List<Component> heaps = position.terms().get(0).components();
        long nimSum = 0;
        for (Component heap : heaps) {
            nimSum ^= heap.heap();
        }
        for (Position.Place place : position.places()) {
            long n = place.component().heap();
            Set<Long> sizes = new LinkedHashSet<>(List.of(n ^ nimSum, 0L, 1L));
            for (long size : sizes) {
                List<Component> option = List.of(Component.of(size));
                Position next = position.replace(place, option);
                List<Component> left = next.terms().get(0).components();
                if (size < n && MisereNim.value(left) == 0 && results.add(next.canonical())) {
                    moves.add(new Found(new Step.Move(place.label(), n, place.game().term(option), size, next.toString(),
                            MisereNim.step(left)), next));
                }
            }
        }
    }

    /**
     * The worked explanation: a single component's derivation (its options and their mex, or its closed
     * form); for a sum, each component's closed form where there is one and the nim-sum; then the winning
     * moves.
     */
    public Explanation explain(Position position) throws NotationException {
        List<Step.Move> moves = new ArrayList<>();
        List<String> results = new ArrayList<>();
        for (Found found : moves(position)) {
            moves.add(found.move());
            results.add(found.move().result());
        }
        List<Step> steps = new ArrayList<>();
        List<Position.Place> places = position.places();
        if (position.misere()) {
            steps.add(MisereNim.step(position.terms().get(0).components()));
        } else if (places.size() == 1) {
            steps.addAll(places.get(0).game().derivation(places.get(0).component()));
        } else {
            List<Step.OptionValue> summands = new ArrayList<>();
            for (Position.Place place : places) {
                for (Step step : place.game().derivation(place.component())) {
                    if (!(step instanceof Step.Mex || step instanceof Step.NimHeap)) {
                        steps.add(step);
                    }
                }
                summands.add(new Step.OptionValue(place.label(), place.game().grundy(place.component())));
            }
            steps.add(new Step.NimSum(summands, grundy(position)));
        }
        long value = grundy(position);
        steps.add(new Step.WinningMoves(value, moves.size(), moves.subList(0, Math.min(MOVES_SHOWN, moves.size()))));
        return new Explanation(position.toString(), value, Outcome.of(value), position.misere(), steps, results);
    }

    /** A heap game's values repeat: G(n + period) = G(n) for every n ≥ start. */
    public record Periodicity(long start, long period) {
    }

    /** The period of a heap game's values, from a theorem or proven by its table; null when none is known. */
    public Periodicity period(Game game) {
        if (game instanceof TakeAndBreak heaps) {
            TakeAndBreak.Period period = heaps.period();
            return period == null ? null : new Periodicity(period.start(), period.period());
        }
        return null;
    }

    /** G(0), …, G(n) for a one-heap game. */
    public long[] sequence(Game game, long n) throws NotationException {
        if (game.shape() != Shape.HEAP) {
            throw new NotationException("sequence needs a one-heap game, but " + game.notation() + " takes "
                    + game.shape().plural() + " like " + game.shape().example(), 0);
        }
        if (n > SEQUENCE_LIMIT) {
            throw new NotationException("\"" + n + "\" is too large: sequences go up to " + SEQUENCE_LIMIT, 0);
        }
        game.check(Component.of(n));
        long[] values = new long[(int) n + 1];
        for (int i = 0; i <= n; i++) {
            values[i] = game.grundy(Component.of(i));
        }
        return values;
    }
}
