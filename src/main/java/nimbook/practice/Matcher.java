package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.text.Text;

/**
 * Judges a reader's answer to an exercise, without revealing the right one: a value ({@code grundy}), P or N
 * ({@code outcome}), a number of winning moves ({@code count}), positions reached in one move, separated by ";" or
 * a new line ({@code move}: one winning move; {@code moves}: all of them), or a position or game that meets a
 * {@link Demand} ({@code construct}, {@code counterexample}); about a loopy position, its value ∞(K) or a number, and
 * P, N or D (each {@link Subject} judges its own values). The page's answer box, {@code grade} and
 * the step checker judge with this one matcher. Answers are read as people write them: game names in any case,
 * components in any order, emptied heaps, a full stop at the end, P/N or the questions' words.
 */
public final class Matcher {
    /** What an exercise can ask. */
    public static final List<String> KINDS = List.of("grundy", "outcome", "moves", "move", "count");

    private final Solver solver;

    public Matcher(Solver solver) {
        this.solver = solver;
    }

    /**
     * The verdict on {@code answer} to the question {@code kind} about {@code asked}: a position, or for a construct or
     * counterexample exercise ({@link Demand#KINDS}) the demand the answer must meet. The page's box and {@code grade}
     * judge an exercise through this, with the text its key holds.
     */
    public Verdict judge(String asked, String kind, String answer) throws NotationException {
        return Demand.KINDS.contains(kind) ? Demand.parse(asked).judge(solver, kind, answer)
                : Subject.read(solver, asked).judge(kind, answer);
    }

    /** Whether {@code asked} is a loopy position ({@code loopy 0>1,1>0@0}), whose answers {@link LoopyAnswers} judges. */
    public static boolean loopy(String asked) {
        return LoopyAnswers.asks(asked);
    }

    /** The verdict on {@code answer} to the question {@code kind} about {@code position}. */
    public Verdict judge(Position position, String kind, String answer) throws NotationException {
        String given = typed(answer);
        return switch (kind) {
            case "grundy" -> value(position, given);
            case "outcome" -> {
                Outcome outcome = outcome(given);
                long value = solver.grundy(position);
                yield outcome == null ? Verdict.unreadable("Answer P (the previous player, who moved last, wins) or N"
                        + " (the next player, who moves now, wins).")
                        : Verdict.of(outcome == Outcome.of(value), "Right: it is "
                                + (value == 0 ? "a P-position." : "an N-position."),
                                "No: look at the value — 0 means P, anything else N.");
            }
            case "count" -> !Notation.isWholeNumber(count(given))
                    ? Verdict.unreadable("Write how many winning moves there are, as a whole number.")
                    : Verdict.of(Long.parseLong(count(given)) == solver.winningMoves(position).size(),
                            "Right: that is how many winning moves there are.",
                            "No: count again (each winning move leaves value 0).");
            case "move", "moves" -> moves(position, kind, given);
            default -> throw new IllegalArgumentException(Notation.quote(kind) + " is not something to check: use "
                    + String.join(", ", KINDS));
        };
    }

    private Verdict value(Position position, String given) {
        if (!Notation.isWholeNumber(given)) {
            return Verdict.unreadable("Write the value as a whole number, like 3.");
        }
        long value = solver.grundy(position);
        return Verdict.of(Long.parseLong(given) == value, "Right: the value is " + value + ".",
                "Not the value: compute it again from the options (or the nim-sum of the parts).");
    }

    /**
     * What a reader typed, as the notation reads it: game names in lower case (a phone's keyboard writes "Nim"), a
     * no-break space (pasted text) a space, "misère" as the book's prose spells it, and no full stop at the end (one
     * after an answer or a position, as after a sentence, is no part of it).
     */
    public static String typed(String text) {
        return Text.strip(Text.dropEnd(text.replace('\u00A0', ' ').toLowerCase(Locale.ROOT)
                .replace("mis\u00e8re", "misere").strip(), "."));
    }

    /** A count as digits: "none" and "zero" are 0. */
    private static String count(String answer) {
        return answer.equals("none") || answer.equals("zero") ? "0" : answer;
    }

    /** P or N, however it is put: "P-position", "N position.", "second", "previous player"… Null for anything else. */
    static Outcome outcome(String answer) {
        String word = Text.dropEnd(Text.strip(answer.toLowerCase(Locale.ROOT)), ".!");
        word = Text.strip((word.endsWith("-position") || word.endsWith(" position")
                ? word.substring(0, word.length() - "-position".length()) : word).replace(" player", ""));
        // The questions' own words too: "the player to move" wins, or "the other player".
        return switch (word.startsWith("the ") ? word.substring("the ".length()) : word) {
            case "p", "previous", "second", "other" -> Outcome.P;
            case "n", "next", "first", "to move", "one to move" -> Outcome.N;
            default -> null;
        };
    }

    private Verdict moves(Position position, String kind, String answer) throws NotationException {
        // Positions compare in their standard form: heaps in any order, the boxes of a pair either way round.
        Set<String> winning = new TreeSet<>();
        for (Position move : solver.winningMoves(position)) {
            winning.add(move.canonical().toString());
        }
        Set<String> reachable = new TreeSet<>();
        for (Solver.Option option : solver.options(position)) {
            reachable.add(option.result().canonical().toString());
        }
        if (answer.isBlank()) {
            return Verdict.unreadable("Write " + (kind.equals("move") ? "a winning move as the position it leaves,"
                    : "the winning moves as the positions they leave, or none if no move wins,") + " like " + position
                    + " with one component changed.");
        }
        Set<String> given = new TreeSet<>();
        boolean none = false;
        for (Written part : split(answer)) {
            if (part.text().isEmpty()) {
                continue;
            }
            if (part.text().equals("none")) {
                none = true;
                continue;
            }
            Position move;
            try {
                move = move(position, part.text());
            } catch (Unreadable e) {
                return Verdict.unreadable(e.getMessage());
            }
            String canonical = move.canonical().toString();
            if (!reachable.contains(canonical)) {
                return Verdict.wrong(Notation.quote(move.toString()) + " cannot be reached in one move from " + position + ".");
            }
            if (!winning.contains(canonical)) {
                return Verdict.wrong(Notation.quote(move.toString()) + " leaves value " + solver.grundy(move) + ", not 0: the other player"
                        + " can win from there.");
            }
            given.add(canonical);
        }
        return verdict(position.toString(), kind, winning, given, none);
    }

    /** The verdict on the moves {@code given} (all winning), or on {@code none}, against the {@code winning} ones. */
    static Verdict verdict(String position, String kind, Set<String> winning, Set<String> given, boolean none) {
        if (none && !given.isEmpty()) {
            return Verdict.unreadable("Write \"none\" or the moves, not both.");
        }
        if (none) {
            return Verdict.of(winning.isEmpty(), "Right: there is no winning move.", "No: some move wins; look for one"
                    + " that leaves value 0.");
        }
        if (given.isEmpty()) {
            return Verdict.unreadable("Write a position reached in one move, like " + position + " with one component"
                    + " changed.");
        }
        if (kind.equals("moves") && given.equals(winning)) {
            return Verdict.right(given.size() == 1 ? "Right: this is the only winning move."
                    : "Right: these are all the winning moves.");
        }
        if (kind.equals("move")) {
            return Verdict.right(given.size() == 1 ? "Right: that move leaves value 0, a P-position."
                    : "Right: each of these wins.");
        }
        return Verdict.wrong("Each of these wins, but there are more winning moves.");
    }

    /** An answer that cannot be read as one of the kind asked, and what to write instead. */
    public static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message, null, false, false);
        }
    }

    /** One move of a list as written, without the spaces around it, and where it starts in the list. */
    public record Written(String text, int offset) {
    }

    /**
     * A list of moves as written: its parts, blank ones too, separated by ";" or by a line's end (one after a ";" ends
     * nothing more). The page's answers, a claim's moves and the step checker's are read so.
     */
    public static List<Written> split(String list) {
        List<Written> parts = new ArrayList<>();
        int start = 0;
        boolean afterSemicolon = false;
        for (int i = 0; i <= list.length(); i++) {
            char c = i < list.length() ? list.charAt(i) : ';';
            if (c == '\n' && afterSemicolon && list.substring(start, i).isBlank()) {
                start = i + 1;
            } else if (c == ';' || c == '\n' || i == list.length()) {
                String part = list.substring(start, i);
                String text = part.strip();
                parts.add(new Written(text, start + (text.isEmpty() ? 0 : part.indexOf(text))));
                start = i + 1;
                afterSemicolon = c == ';';
            }
        }
        return parts;
    }

    /**
     * The position a move leaves, as written: the position itself ({@code nim 1 4 5}) or the change as the book's
     * explanations write it ({@code nim 13 → nim 2}); unreadable when it is neither, or no move at all.
     */
    Position move(Position position, String written) throws Unreadable {
        try {
            return read(position, written);
        } catch (NotationException e) {
            throw new Unreadable(joinsMovesWithAComma(written) ? e.getMessage()
                    + " (separate moves with a semicolon, not a comma)" : e.getMessage());
        }
    }

    /**
     * The position a move leaves, as {@link #move} reads it; a position the notation cannot read is thrown as the
     * notation says it, with its place in {@code written}.
     */
    public Position read(Position position, String written) throws Unreadable, NotationException {
        String left = written;
        if (written.contains("→") || written.contains("->")) {
            left = left(position, written);
            if (left == null) {
                throw new Unreadable("Write the position the move leaves, like " + position + " with one component"
                        + " changed, rather than the change.");
            }
        }
        String unnamed = unnamed(position, left);
        if (unnamed != null) {
            throw new Unreadable(unnamed);
        }
        Position move = solver.parse(left);
        if (move.canonical().equals(position.canonical())) {
            throw new Unreadable(Notation.quote(move.toString()) + " is the position itself: a move changes one component.");
        }
        String foreign = foreignGame(position, move);
        if (foreign != null) {
            throw new Unreadable(Notation.quote(move.toString()) + " is a position of " + foreign + ", but this one is " + position
                    + ": write the moves in its games.");
        }
        return move;
    }

    /**
     * The position that a move written with an arrow leaves: of the whole position ({@code nim 3 4 5 → nim 1 4 5}) or of
     * one of its components ({@code nim 13 → nim 2} in {@code nim 7 9 12 13}, {@code kayles 8 → kayles 3 3}); null when
     * the left side is neither.
     */
    private String left(Position position, String change) {
        List<String> sides = Text.split(change.replace("->", "→"), "→");
        if (sides.size() != 2) {
            return null;
        }
        try {
            Position from = solver.parse(Text.strip(sides.get(0)));
            Position to = solver.parse(Text.strip(sides.get(1)));
            Position left = from.canonical().equals(position.canonical()) ? to : changed(position, from, to);
            return left == null ? null : left.toString();
        } catch (NotationException e) {
            return null;
        }
    }

    /**
     * {@code position} after one of its components, {@code from}, becomes {@code to}'s components of the same game
     * ({@code kayles 8 → kayles 3 3}); null when {@code from} is not one component of it, or {@code to} is not one term of
     * that game. The answer box, {@code grade} and the step checker read a move's arrow with this one rule.
     */
    static Position changed(Position position, Position from, Position to) {
        if (from.places().size() != 1 || to.terms().size() != 1) {
            return null;
        }
        Position.Place one = from.places().get(0);
        if (!to.terms().get(0).game().notation().equals(one.game().notation())) {
            return null;
        }
        for (Position.Place place : position.places()) {
            if (place.game().notation().equals(one.game().notation()) && place.component().equals(one.component())) {
                return position.replace(place, to.terms().get(0).components());
            }
        }
        return null;
    }

    /**
     * Advice for a move written without its game's name ({@code 1 1 1} for {@code misere-nim 1 1 1}) when the position
     * is of one game, naming that game; null otherwise (the notation's own message then says what is missing).
     */
    private static String unnamed(Position position, String written) {
        if (written.isEmpty() || written.charAt(0) < '0' || written.charAt(0) > '9' || position.terms().size() != 1) {
            return null;
        }
        String game = position.terms().get(0).game().notation();
        return "Start each position with its game’s name: " + game + " " + written + ".";
    }

    /** A game of the move that the position does not have (the reader wrote nim for misere-nim, say), or null. */
    private static String foreignGame(Position position, Position move) {
        Set<String> games = new TreeSet<>();
        position.terms().forEach(term -> games.add(term.game().notation()));
        // Compared in standard form, where an emptied component (squares 0) is no component at all.
        for (var term : move.canonical().terms()) {
            if (!games.contains(term.game().notation())) {
                return term.game().notation();
            }
        }
        return null;
    }

    /** Whether a game's name follows a comma: the notation's commas only join numbers, so this one joins two moves. */
    private boolean joinsMovesWithAComma(String text) {
        for (int at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
            String rest = text.substring(at + 1).strip();
            int space = rest.indexOf(' ');
            try {
                solver.game(space < 0 ? rest : rest.substring(0, space));
                return true;
            } catch (NotationException e) {
                // A number or other text: the comma is the notation's own, or the mistake is another.
            }
        }
        return false;
    }
}
