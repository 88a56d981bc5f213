package nimbook.practice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * Every position a small generator can deal, each once (in standard form), in an order shuffled by the exercise: set
 * {@code n} deals the {@code n}-th, so that consecutive sets never share a position until every one has been dealt.
 * Positions are dealt as multisets — a term's components in increasing order — so that no two are the same game written
 * in another order. Also how any generator writes and draws a position, and what a fair (non-trivial) position is.
 */
final class Deck {
    /** The most positions a generator may deal for them to be listed (and each dealt in turn) rather than drawn. */
    static final double MOST = 4096;
    /** The most sections a pile, staircase or bar is dealt with. */
    private static final int SECTIONS = 4;

    private final List<Position> all;
    private final List<Position> previous;
    private final List<Position> next;

    private Deck(List<Position> all, List<Position> previous, List<Position> next) {
        this.all = all;
        this.previous = previous;
        this.next = next;
    }

    /** The deck of a generator's positions, or null when it can deal more than {@link #MOST}. */
    static Deck of(Generator generator, Solver solver, int key) throws NotationException {
        if (size(generator.parts()) > MOST) {
            return null;
        }
        List<Position> fair = new ArrayList<>();
        Set<Position> seen = new HashSet<>();
        List<List<long[]>> chosen = new ArrayList<>();
        for (Generator.Part part : generator.parts()) {
            chosen.add(new ArrayList<>());
        }
        collect(generator.parts(), 0, 0, chosen, solver, seen, fair);
        Lcg random = new Lcg(key);
        for (int i = fair.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Position swap = fair.get(i);
            fair.set(i, fair.get(j));
            fair.set(j, swap);
        }
        List<Position> previous = new ArrayList<>();
        List<Position> next = new ArrayList<>();
        for (Position position : fair) {
            (solver.outcome(position) == Outcome.P ? previous : next).add(position);
        }
        return new Deck(fair, previous, next);
    }

    /** The position of set {@code set} among those of the outcome {@code wanted} (any when null). */
    Position deal(long set, Outcome wanted, boolean balanced) throws NotationException {
        List<Position> positions = wanted == null ? all : wanted == Outcome.P ? previous : next;
        if (positions.isEmpty() && balanced) {
            positions = all;
        }
        if (positions.isEmpty()) {
            throw new NotationException("no " + (wanted == null ? "" : wanted + "-") + "position with two moves or more"
                    + " among the " + all.size() + " fair positions generate deals: widen the range", 0);
        }
        long turn = balanced ? Math.floorDiv(set, 2) : set;
        return positions.get((int) Math.floorMod(turn, (long) positions.size()));
    }

    /** Every choice of components, term after term, each term's in increasing order: the fair ones kept, each once. */
    private static void collect(List<Generator.Part> parts, int term, long from, List<List<long[]>> chosen, Solver solver,
            Set<Position> seen, List<Position> fair) throws NotationException {
        if (term == parts.size()) {
            Position position = parse(solver, text(parts, chosen));
            if (fair(solver, position) && seen.add(position.canonical())) {
                fair.add(position);
            }
            return;
        }
        Generator.Part part = parts.get(term);
        List<long[]> components = chosen.get(term);
        if (components.size() == part.count()) {
            collect(parts, term + 1, 0, chosen, solver, seen, fair);
            return;
        }
        long kinds = (long) kinds(part);
        for (long kind = from; kind < kinds; kind++) {
            components.add(component(part, kind));
            collect(parts, term, kind, chosen, solver, seen, fair);
            components.remove(components.size() - 1);
        }
    }

    /** How many positions the terms can make, as multisets of components (saturating, as a double). */
    static double size(List<Generator.Part> parts) {
        double size = 1;
        for (Generator.Part part : parts) {
            double kinds = kinds(part);
            // Multisets of `count` of them: (kinds + count - 1) choose count.
            for (int i = 1; i <= part.count(); i++) {
                size = size * (kinds + i - 1) / i;
            }
        }
        return size;
    }

    /** How many different components one term deals. */
    private static double kinds(Generator.Part part) {
        double values = part.range().size();
        return switch (part.shape()) {
            case HEAP, CIRCLE -> values;
            case PAIR -> values * values;
            case PILE, STAIRCASE, DIAGRAM -> values + values * values + Math.pow(values, 3) + Math.pow(values, 4);
            // Drawn as text by the generator, never listed.
            case COINS, BOARD, GRAPH -> Double.POSITIVE_INFINITY;
        };
    }

    /** The {@code kind}-th component of a term: its numbers, a pile's from one section to four. */
    private static long[] component(Generator.Part part, long kind) {
        long values = part.range().size();
        int sections = part.shape() == nimbook.solver.Shape.PAIR ? 2 : 1;
        long count = values;
        if (part.shape().numbers() == 0 && part.shape() != nimbook.solver.Shape.CIRCLE) {
            while (kind >= count) {
                kind -= count;
                count *= values;
                sections++;
            }
        }
        long[] numbers = new long[sections];
        for (int s = sections - 1; s >= 0; s--) {
            numbers[s] = part.range().from() + kind % values;
            kind /= values;
        }
        return numbers;
    }

    /** A position drawn at random: each term's components, a pile with one to four sections, in increasing order. */
    static List<List<long[]>> drawn(List<Generator.Part> parts, Lcg random) {
        List<List<long[]>> drawn = new ArrayList<>();
        for (Generator.Part part : parts) {
            List<long[]> components = new ArrayList<>();
            for (int c = 0; c < part.count(); c++) {
                int sections = switch (part.shape()) {
                    case HEAP, CIRCLE -> 1;
                    case PAIR -> 2;
                    case PILE, STAIRCASE, DIAGRAM -> 1 + random.nextInt(SECTIONS);
                    case COINS, BOARD, GRAPH -> throw new IllegalStateException(part.game() + " is drawn as text");
                };
                long[] numbers = new long[sections];
                for (int s = 0; s < sections; s++) {
                    numbers[s] = part.range().from() + (long) (random.nextDouble() * part.range().size());
                }
                components.add(numbers);
            }
            components.sort(Deck::compare);
            drawn.add(components);
        }
        return drawn;
    }

    /** Components in increasing order: fewer numbers first, then number by number. */
    private static int compare(long[] a, long[] b) {
        if (a.length != b.length) {
            return Integer.compare(a.length, b.length);
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return Long.compare(a[i], b[i]);
            }
        }
        return 0;
    }

    /** The position's text: each term's game and its components, terms joined by " + ". */
    static String text(List<Generator.Part> parts, List<List<long[]>> components) {
        StringBuilder text = new StringBuilder();
        for (int t = 0; t < parts.size(); t++) {
            text.append(t == 0 ? "" : " + ").append(parts.get(t).game());
            for (long[] numbers : components.get(t)) {
                text.append(' ');
                for (int s = 0; s < numbers.length; s++) {
                    text.append(s == 0 ? "" : ",").append(numbers[s]);
                }
            }
        }
        return text.toString();
    }

    /** A dealt position read; a game that refuses it is the generator's problem, said with the position. */
    static Position parse(Solver solver, String text) throws NotationException {
        try {
            return solver.parse(text);
        } catch (NotationException e) {
            throw new NotationException("generated " + nimbook.solver.Notation.quote(text) + ": " + e.getMessage(), 0);
        }
    }

    /** Whether a position is worth asking about: no component is empty, and there are at least two moves. */
    static boolean fair(Solver solver, Position position) {
        for (Position.Place place : position.places()) {
            if (place.component().isEmpty()) {
                return false;
            }
        }
        return solver.optionCount(position) >= 2;
    }
}
