package nimbook.practice;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Periods;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/** An answer to a {@link Demand}, read as a position or a game of its family, and what it has of each condition. */
final class Candidate {
    private final Solver solver;
    private final Position position;
    private final Game game;

    private Candidate(Solver solver, Position position, Game game) {
        this.solver = solver;
        this.position = position;
        this.game = game;
    }

    /** Whether a condition holds (null: it cannot be decided), and what the answer has, as a verb phrase. */
    record Found(Boolean holds, String text) {
    }

    /** Reads {@code given} as the demand asks: a game of its family, or a position of it; refused with what to write. */
    static Candidate of(Solver solver, Demand demand, String given) throws NotationException {
        String family = demand.family();
        if (demand.asksForAGame()) {
            if (given.indexOf(' ') >= 0) {
                throw new NotationException("Write a game alone, its name and parameters, like " + demand.sample()
                        + ", without heaps", 0);
            }
            Game game = solver.game(given);
            if (!game.notation().equals(family) && !game.notation().startsWith(family + ":")) {
                throw new NotationException(Notation.quote(given) + " is not a game " + family + ":…, which the question"
                        + " asks for: write one like " + demand.sample(), 0);
            }
            return new Candidate(solver, null, game);
        }
        Position position = solver.parse(given).canonical();
        for (var term : position.terms()) {
            if (!term.game().notation().equals(family)) {
                throw new NotationException(Notation.quote(given) + " is a position of " + term.game().notation()
                        + ", but the question asks for one of " + family + ": write it like " + demand.sample(), 0);
            }
        }
        return new Candidate(solver, position, null);
    }

    /** What the answer has of {@code condition}'s measure, and whether that is what the condition asks. */
    Found check(Demand.Condition condition) {
        try {
            Demand.Condition had = had(condition);
            if (had == null) {
                return new Found(null, condition.measure() == Measure.PERIOD || condition.measure() == Measure.START
                        ? "shows no period as far as its values are computed here"
                        : "does not show, as far as its values are computed here, whether it "
                        + condition.measure().wanted(condition));
            }
            boolean holds = had.toString().equals(new Demand.Condition(condition.measure(), false, condition.numbers(),
                    condition.outcome()).toString()) != condition.negated();
            return new Found(holds, condition.measure().wanted(had));
        } catch (NotationException e) {
            return new Found(null, e.getMessage());
        }
    }

    /**
     * The answer's own measure as a condition it meets ("value 4", "not periodic 0 1"); null when it cannot be known.
     * A condition that holds or not (distinct, guy-smith, periodic) comes back with the asked numbers, negated or not.
     */
    private Demand.Condition had(Demand.Condition asked) throws NotationException {
        long[] numbers = asked.numbers();
        Measure measure = asked.measure();
        return switch (measure) {
            case VALUE -> of(measure, solver.grundy(position));
            case OUTCOME -> new Demand.Condition(measure, false, new long[0], solver.grundy(position) == 0 ? "P" : "N");
            case COMPONENTS -> of(measure, position.places().size());
            case DISTINCT -> whether(asked, distinct());
            case NIMSUM -> of(measure, nimSum());
            case PERIOD, START -> {
                Solver.Periodicity period = solver.period(game);
                yield period == null ? null : of(measure, measure == Measure.PERIOD ? period.period() : period.start());
            }
            case LARGEST -> of(measure, Periods.largest(game));
            case GUY_SMITH -> whether(asked, Periods.guySmith(game, numbers[0], numbers[1]));
            case PERIODIC -> {
                Boolean repeats = Periods.repeats(game, numbers[0], numbers[1]);
                yield repeats == null ? null : whether(asked, repeats);
            }
        };
    }

    private static Demand.Condition of(Measure measure, long number) {
        return new Demand.Condition(measure, false, new long[] {number}, null);
    }

    private static Demand.Condition whether(Demand.Condition asked, boolean holds) {
        return new Demand.Condition(asked.measure(), !holds, asked.numbers(), null);
    }

    private boolean distinct() {
        Set<Component> seen = new HashSet<>();
        return position.places().stream().allMatch(place -> seen.add(place.component()));
    }

    /** The nim-sum of every heap of the position (a game of heaps played together counts each of its heaps). */
    private long nimSum() throws NotationException {
        long sum = 0;
        for (Position.Place place : position.places()) {
            if (place.game().shape() != Shape.HEAP) {
                throw new NotationException(place.game().notation() + " is not played with heaps", 0);
            }
            for (long heap : place.component().toArray()) {
                sum ^= heap;
            }
        }
        return sum;
    }

    /** The conditions' phrases joined as a sentence: "is worth 5, has 2 components and is a P-position". */
    static String joined(List<String> phrases) {
        if (phrases.size() == 1) {
            return phrases.get(0);
        }
        return String.join(", ", phrases.subList(0, phrases.size() - 1)) + " and " + phrases.get(phrases.size() - 1);
    }
}
