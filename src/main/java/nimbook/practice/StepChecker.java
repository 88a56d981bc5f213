package nimbook.practice;

import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * Checks a worked answer line by line: each non-empty line is one or more steps the solver can check on their own — a
 * value ({@code kayles 4 = 1}, {@code G(7) = 3}), a mex, with every {@code =} of a chain such as {@code G(5) =
 * mex{G(4), G(3)} = mex{1, 0} = 2} checked, a nim-sum, an outcome, a move, a count, a step of the eeny-meeny walk — or
 * the answer, judged by the {@link Matcher}; written in the book's notation, in prose, in LaTeX (docs/practice.md lists
 * what may be written, and the one rule that tells binary from decimal). A wrong step says why, a recognised mistake in
 * its own words; a line read otherwise than as written says how it was read; an ambiguous one is asked about; an
 * unreadable one is told how to write it. The value, outcome and winning moves of the exercise's own position are never
 * told: a line that only restates the question is incomplete. A loopy position's worked answer is its labelling, round
 * by round, and what follows from it ({@link LoopySteps}).
 */
public final class StepChecker {
    private final Solver solver;
    private final Matcher matcher;

    public StepChecker(Solver solver) {
        this.solver = solver;
        this.matcher = new Matcher(solver);
    }

    /** What a whole worked answer comes to: right, wrong, unreadable, or right so far without the answer. */
    public enum State {
        RIGHT, WRONG, UNREADABLE, INCOMPLETE;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One non-empty line (numbered from 1, as typed), its mark (right; wrong; unreadable; incomplete, for a line right so
     * far that does not say what it comes to) and what to tell the reader of it, and how it was read when that is not as
     * written ("read as binary: 101 = 5"; "" when so).
     */
    public record Line(int number, String text, State mark, String message, String reading) {
    }

    /**
     * The verdict on every non-empty line; the whole answer's state and what to tell the reader first; and the value
     * the reader gave the exercise's position, if any (for the hints, which mark its wrong binary columns).
     */
    public record Checked(List<Line> lines, State state, String message, Long claimed) {
        public Checked {
            lines = List.copyOf(lines);
        }
    }

    /**
     * Checks the lines of {@code text}, a worked answer to the question {@code kind} about {@code position};
     * {@code binary}: the question is about binary, so that a number of 0s and 1s is read in binary.
     */
    public Checked check(Position position, String kind, boolean binary, String text) throws NotationException {
        asks(kind);
        return new WorkedAnswer(Question.of(solver, matcher, position, kind, binary)).all(text);
    }

    /**
     * Checks a worked answer about a position written in the notation: a game's, as {@link #check(Position, String,
     * boolean, String)} does, or a loopy position's ({@code loopy 0>1,1>0,1>2@0}), whose lines are its labelling, its
     * vertices' values, their sums by Smith's rule, outcomes and moves ({@link LoopySteps}).
     */
    public Checked check(String position, String kind, boolean binary, String text) throws NotationException {
        Subject subject = Subject.read(solver, Matcher.typed(position));
        if (subject instanceof Subject.Tokens tokens) {
            asks(kind);
            return new LoopySteps(tokens.position(), kind).all(text);
        }
        return check(((Subject.Sum) subject).position(), kind, binary, text);
    }

    private static void asks(String kind) {
        if (!Matcher.KINDS.contains(kind)) {
            throw new IllegalArgumentException("\"" + kind + "\" is not something to check: use "
                    + String.join(", ", Matcher.KINDS));
        }
    }
}
