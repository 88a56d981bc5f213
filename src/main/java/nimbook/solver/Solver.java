package nimbook.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The questions the book, the command line and the browser ask of a position. A solver memoises what it
 * computes (through its catalogue of games); one solver serves a whole build and is safe to share.
 */
public final class Solver {
    /** How many winning moves an explanation lists. */
    static final int MOVES_SHOWN = 12;
    /** The longest sequence asked for at once. */
    public static final long SEQUENCE_LIMIT = 10_000_000;
    /** The most brute-force steps one question takes, beyond the tables its games share. */
    static final long WORKED = 200_000_000L;
    /** The most options one question looks through for the winning moves. */
    static final long SEARCHED = 1_000_000;
    /** The most options listed at once. */
    static final long LISTED = 100_000;
    /** The most numbers in the positions one answer lists (its moves, or options, times the position's size). */
    static final long ANSWERED = 1_000_000;
    /** The most lines of one explanation. */
    static final long EXPLAINED = 10_000;

    private final Games games;
    private final int divisor;
    /** Theorems checked, by name and range: a book's {@code verify} blocks are checked once per solver. */
    private final Map<String, Theorem.Verification> verified = new HashMap<>();

    public Solver() {
        this(1);
    }

    /**
     * A solver for a host that runs brute force {@code divisor} times more slowly: its tables, searches and answers stop
     * that many times earlier (and say so), so no answer takes much longer than on the JVM.
     */
    public Solver(int divisor) {
        this.games = new Games(divisor);
        this.divisor = divisor;
    }

    /**
     * {@code theorem} checked over the range {@code parameters} gives ({@link Theorem#check}), once per solver: the
     * preview keeps one for as long as it runs, so an unchanged {@code verify} is not checked again at every save.
     */
    public Theorem.Verification verify(Theorem theorem, Map<String, Long> parameters) throws Theorem.Refused {
        String key = theorem.id() + " " + new TreeMap<>(parameters);
        synchronized (verified) {
            Theorem.Verification known = verified.get(key);
            if (known != null) {
                return known;
            }
        }
        // Checked outside the lock: blocks are expanded in parallel, and a check can take seconds.
        Theorem.Verification result = theorem.check(parameters);
        synchronized (verified) {
            verified.put(key, result);
        }
        return result;
    }

    /**
     * The solver the book's pages run, compiled to JavaScript: brute force runs there about ten times more slowly,
     * so its limits are a tenth of the build's.
     */
    public static Solver forPages() {
        return new Solver(10);
    }

    /** Reads a position, and refuses one that no question could answer promptly (see {@link #checkWork}). */
    public Position parse(String text) throws NotationException {
        Position position = Notation.parse(games, text);
        checkWork(List.of(position), () -> Notation.quote(position.toString()), "ask about fewer of its components at once");
        return position;
    }

    /**
     * Refuses positions asked about together ({@code what}; {@code instead} says what to do) whose components need more
     * than {@value #WORKED} steps of brute force on their own, each distinct component counted once. Each component
     * is checked by its game as it is read.
     */
    public void checkWork(List<Position> positions, Supplier<String> what, String instead) throws NotationException {
        long work = 0;
        Set<Term> seen = new HashSet<>();
        for (Position position : positions) {
            for (Position.Place place : position.places()) {
                long own = place.game().work(place.component());
                if (own > 0 && seen.add(new Term(place.game(), List.of(place.component())))) {
                    work = Saturating.add(work, own);
                }
            }
        }
        if (work > WORKED / divisor) {
            throw new NotationException(what.get() + " needs about " + work + " steps of brute force in all: a question is"
                    + " computed within " + WORKED / divisor + "; " + instead, 0);
        }
    }

    public Game game(String text) throws NotationException {
        return games.game(text.strip());
    }

    /** The Grundy value: the XOR of the components' values (Sprague–Grundy), or the misère value. */
    public long grundy(Position position) {
        if (position.misereNim()) {
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

    /** Every move from a position, component by component; refused when they are too many (see {@link #checkListable}). */
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

    /** How many moves a position has, counted without listing them (saturating at {@code Long.MAX_VALUE}). */
    public long optionCount(Position position) {
        long count = 0;
        for (Position.Place place : position.places()) {
            count = Saturating.add(count, place.game().optionCount(place.component()));
        }
        return count;
    }

    /**
     * Refuses a position whose moves {@link #options} would not list: more than {@value #LISTED}, or more numbers in the
     * positions they leave than {@value #ANSWERED}.
     */
    public void checkListable(Position position) throws NotationException {
        long count = optionCount(position);
        if (count > LISTED / divisor) {
            throw new NotationException(Notation.quote(position.toString()) + " has " + count + " moves: at most "
                    + LISTED / divisor + " are listed at once; choose a position with fewer", 0);
        }
        checkAnswer(position, count, "moves");
    }

    /** Refuses to list {@code count} positions like this one when they would hold too many numbers together. */
    private void checkAnswer(Position position, long count, String what) throws NotationException {
        long size = 0;
        for (Position.Place place : position.places()) {
            size = Saturating.add(size, Math.max(1, place.component().size()));
        }
        if (Saturating.times(count, size) > ANSWERED / divisor) {
            throw new NotationException(Notation.quote(position.toString()) + " has " + count + " " + what + ", each a"
                    + " position of " + size + " numbers: an answer lists at most " + ANSWERED / divisor + " numbers; ask"
                    + " for the value (grundy), or about fewer components at once", 0);
        }
    }

    /**
     * Refuses a position whose winning moves cannot be found without looking through more than {@value #SEARCHED} of
     * its moves (a game with a closed form finds them among a few).
     */
    private void checkSearchable(Position position) throws NotationException {
        long searched = 0;
        for (Position.Place place : position.places()) {
            searched = Saturating.add(searched, place.game().searchCost(place.component()));
        }
        if (searched > SEARCHED / divisor) {
            throw new NotationException(Notation.quote(position.toString()) + " has " + searched + " moves to look through"
                    + " for the winning ones: a question looks through at most " + SEARCHED / divisor + "; its value"
                    + " (grundy) is still given", 0);
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
                total = Saturating.add(total, n);
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

    /** A winning move before the position it leaves is made: which component becomes what. */
    private record Candidate(Position.Place place, List<Component> option, long to) {
    }

    private List<Found> moves(Position position) throws NotationException {
        if (!position.misereNim() && grundy(position) == 0) {
            // A P-position: no move wins, and nothing need be looked through to say so.
            return List.of();
        }
        checkSearchable(position);
        List<Candidate> candidates = position.misereNim() ? misereMoves(position) : normalMoves(position);
        checkAnswer(position, candidates.size(), "winning moves");
        List<Found> moves = new ArrayList<>();
        // Moves that leave the same position count once: reducing either of two equal heaps, or taking the top or
        // the bottom of a symmetric pile.
        Set<Position> results = new HashSet<>();
        for (Candidate candidate : candidates) {
            Position.Place place = candidate.place();
            Position next = position.replace(place, candidate.option());
            if (results.add(next.canonical())) {
                Step.Misere leaves = position.misereNim() ? MisereNim.step(next.terms().get(0).components()) : null;
                long from = position.misereNim() ? place.component().heap() : place.game().grundy(place.component());
                moves.add(new Found(new Step.Move(place.label(), from, place.game().term(candidate.option()),
                        candidate.to(), next.toString(), leaves), next));
            }
        }
        return moves;
    }

    /** The options worth the nim-sum of the rest of the sum, component by component. */
    private List<Candidate> normalMoves(Position position) {
        long total = grundy(position);
        List<Candidate> candidates = new ArrayList<>();
        for (Position.Place place : position.places()) {
            long to = place.game().grundy(place.component()) ^ total;
            for (List<Component> option : place.game().optionsWithValue(place.component(), to)) {
                candidates.add(new Candidate(place, option, to));
            }
        }
        return candidates;
    }

    /** In misère Nim only three sizes can be right for a heap: the normal-play one, 0 and 1. */
    private static List<Candidate> misereMoves(Position position) {
        List<Component> heaps = position.terms().get(0).components();
        long nimSum = Nim.nimSum(heaps);
        long large = heaps.stream().filter(heap -> heap.heap() > 1).count();
        List<Candidate> candidates = new ArrayList<>();
        for (Position.Place place : position.places()) {
            long n = place.component().heap();
            for (long size : new LinkedHashSet<>(List.of(n ^ nimSum, 0L, 1L))) {
                // The position left, told by its nim-sum and whether a heap of two or more remains.
                long largeLeft = large - (n > 1 ? 1 : 0) + (size > 1 ? 1 : 0);
                if (size < n && MisereNim.value(nimSum ^ n ^ size, largeLeft == 0) == 0) {
                    candidates.add(new Candidate(place, List.of(Component.of(size)), size));
                }
            }
        }
        return candidates;
    }

    /**
     * The worked explanation: a single component's derivation (its options and their mex, or its closed
     * form); for a sum, each component's closed form where there is one and the nim-sum; then the winning
     * moves.
     */
    public Explanation explain(Position position) throws NotationException {
        List<Step> steps = new ArrayList<>();
        List<Position.Place> places = position.places();
        if (position.misereNim()) {
            steps.add(MisereNim.step(position.terms().get(0).components()));
        } else if (places.size() == 1) {
            Position.Place place = places.get(0);
            if (place.game().closedForm(place.component()) == null) {
                // Its options are listed, each with its value: counted before they are found.
                checkExplained(position, place.game().optionCount(place.component()));
            }
            steps.addAll(place.game().derivation(place.component()));
        } else {
            List<Step.OptionValue> summands = new ArrayList<>();
            for (Position.Place place : places) {
                Step form = place.game().closedForm(place.component());
                if (form != null && !(form instanceof Step.NimHeap)) {
                    steps.add(form);
                }
                summands.add(new Step.OptionValue(place.label(), place.game().grundy(place.component())));
            }
            steps.add(new Step.NimSum(summands, grundy(position)));
        }
        // Closed forms cost no more to find than to read the position, but a sum or a walk down a long pile is long.
        checkExplained(position, lines(steps));
        List<Step.Move> moves = new ArrayList<>();
        List<String> results = new ArrayList<>();
        for (Found found : moves(position)) {
            moves.add(found.move());
            results.add(found.move().result());
        }
        long value = grundy(position);
        steps.add(new Step.WinningMoves(value, moves.size(), moves.subList(0, Math.min(MOVES_SHOWN, moves.size()))));
        return new Explanation(position.toString(), value, Outcome.of(value), position.misere(), steps, results);
    }

    /** About how many lines the steps take: a line per option, comparison or summand listed. */
    private static long lines(List<Step> steps) {
        long lines = 0;
        for (Step step : steps) {
            lines += step instanceof Step.Mex mex ? mex.options().size()
                    : step instanceof Step.EenyMeeny walk ? walk.comparisons().size()
                    : step instanceof Step.NimSum sum ? sum.summands().size() : 1;
        }
        return lines;
    }

    private void checkExplained(Position position, long lines) throws NotationException {
        if (lines > EXPLAINED / divisor) {
            throw new NotationException(Notation.quote(position.toString()) + " takes " + lines + " lines to explain: an"
                    + " explanation has at most " + EXPLAINED / divisor + "; ask for its value (grundy) or winning moves"
                    + " (moves)", 0);
        }
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
