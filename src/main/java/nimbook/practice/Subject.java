package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Explanation;
import nimbook.solver.ExplanationText;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Picture;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.text.Text;

/**
 * The position a question is about, whatever it is made of: a sum of games' components (heaps, rows, boards,
 * pictures), which the solver reads and values, or tokens on loopy graphs, which value themselves. What the matcher,
 * the hints, an exercise's key, a dealer and the commands need of a position, one path for both.
 */
public sealed interface Subject permits Subject.Sum, Subject.Tokens {
    /** Reads a position in the book's notation ({@code nim 3 4 5}, {@code loopy 0>1,1>0@0}). */
    static Subject read(Solver solver, String text) throws NotationException {
        String written = Text.strip(text);
        return LoopyAnswers.asks(written) ? new Tokens(Loopy.parse(written)) : new Sum(solver, solver.parse(written));
    }

    /** Its standard form as text: two ways of writing one position have the same. */
    String canonical();

    /** Its value: a whole number, or for a loopy position a number or ∞(K). */
    String value();

    /** P, N, or D for a draw. */
    String outcome();

    /** Every move to a position of value 0, as the positions they leave. */
    List<String> winningMoves() throws NotationException;

    /** Whether it is worth asking about: no component is empty, and there are at least two moves. */
    boolean fair();

    /** The verdict on {@code answer} to the question {@code kind} ({@link Matcher#KINDS}). */
    Verdict judge(String kind, String answer) throws NotationException;

    /** The hints, rung by rung; {@code yours}: the value the reader gave it, or null. */
    List<Hints.Rung> hints(String kind, Long yours) throws NotationException;

    /** Fails when it has more moves than a page lists (a board's, or those a move answer is among). */
    void checkListable() throws NotationException;

    /** The worked reasoning, as {@code explain} prints it. */
    List<String> explained() throws NotationException;

    /** The pictures to draw beside it: its Green Hackenbush components'. */
    List<Picture> pictures();

    /** A sum of games' components. */
    record Sum(Solver solver, Position position) implements Subject {
        @Override
        public String canonical() {
            return position.canonical().toString();
        }

        @Override
        public String value() {
            return Long.toString(solver.grundy(position));
        }

        @Override
        public String outcome() {
            return Outcome.of(solver.grundy(position)).name();
        }

        @Override
        public List<String> winningMoves() throws NotationException {
            List<String> moves = new ArrayList<>();
            solver.winningMoves(position).forEach(move -> moves.add(move.toString()));
            return moves;
        }

        @Override
        public boolean fair() {
            return Deck.fair(solver, position);
        }

        @Override
        public Verdict judge(String kind, String answer) throws NotationException {
            return new Matcher(solver).judge(position, kind, answer);
        }

        @Override
        public List<Hints.Rung> hints(String kind, Long yours) throws NotationException {
            return Hints.of(solver, position, kind, yours);
        }

        @Override
        public void checkListable() throws NotationException {
            solver.checkListable(position);
        }

        @Override
        public List<String> explained() throws NotationException {
            return ExplanationText.lines(explanation());
        }

        /** The solver's explanation: its steps, value and winning moves. */
        public Explanation explanation() throws NotationException {
            return solver.explain(position);
        }

        @Override
        public List<Picture> pictures() {
            return Picture.drawn(position);
        }

        @Override
        public String toString() {
            return position.toString();
        }
    }

    /** Tokens on loopy graphs. */
    record Tokens(Loopy position) implements Subject {
        @Override
        public String canonical() {
            return position.canonical();
        }

        @Override
        public String value() {
            return position.value().toString();
        }

        @Override
        public String outcome() {
            return position.outcome();
        }

        @Override
        public List<String> winningMoves() {
            List<String> moves = new ArrayList<>();
            position.winningMoves().forEach(move -> moves.add(move.toString()));
            return moves;
        }

        @Override
        public boolean fair() {
            return position.options().size() >= 2;
        }

        @Override
        public Verdict judge(String kind, String answer) {
            return LoopyAnswers.judge(position, kind, Matcher.typed(answer));
        }

        @Override
        public List<Hints.Rung> hints(String kind, Long yours) {
            return LoopyAnswers.hints(position, kind);
        }

        @Override
        public void checkListable() {
            // Every move can be listed: a graph has at most 200 vertices, and a move slides one token one arc.
        }

        @Override
        public List<String> explained() {
            return ExplanationText.lines(position);
        }

        @Override
        public List<Picture> pictures() {
            return List.of();
        }

        @Override
        public String toString() {
            return position.toString();
        }
    }
}
