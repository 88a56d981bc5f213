package nimbook.web;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Component;
import nimbook.solver.Explanation;
import nimbook.solver.ExplanationText;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSMethod;

/**
 * The solver as the book's pages call it, compiled to JavaScript by TeaVM: each function takes positions in
 * the book's notation and answers JSON text ({@code {"ok":false,"error":…}} for bad input, with the command
 * line's message). Values are strings, since they may exceed what a JavaScript number holds exactly. Loaded as a
 * classic script, the functions are the globals nimbookAnalyze, nimbookOptions, nimbookReply and nimbookCheck.
 */
public final class Browser {
    /**
     * Compiled to JavaScript, brute force runs ten to forty times slower than on the JVM and blocks the page while it
     * runs: tables stop ten times earlier here (squares at 200000, Wythoff at 200), so every answer comes within a
     * few seconds; the command line and the book keep the full range.
     */
    private static final Solver SOLVER = Solver.forPages();
    /** A play board shows at most this many moves at once (the build refuses a game that starts with more). */
    public static final int SHOWN = 400;

    private Browser() {
    }

    /** The value, outcome, winning moves and worked explanation of a position. */
    @JSExport
    @JSMethod("nimbookAnalyze")
    public static String analyze(String text) {
        try {
            Explanation explanation = SOLVER.explain(SOLVER.parse(typed(text)));
            Json json = new Json().open().value("ok", true).value("position", explanation.position())
                    .value("value", Long.toString(explanation.value())).value("outcome", explanation.outcome().name())
                    .value("misere", explanation.misere());
            json.openArray("moves");
            for (String move : explanation.winningMoves()) {
                json.element(move);
            }
            json.closeArray().openArray("explanation");
            for (String line : ExplanationText.lines(explanation)) {
                json.element(line);
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** Each component of a position with its value and its moves, for a game board. */
    @JSExport
    @JSMethod("nimbookOptions")
    public static String options(String text) {
        try {
            Position position = SOLVER.parse(text);
            // Counted before they are made: a heap of ten million has as many.
            long count = SOLVER.optionCount(position);
            if (count > SHOWN) {
                return error(Notation.quote(text) + " has " + count + " moves: too many to show (at most " + SHOWN + ")");
            }
            List<Solver.Option> options = SOLVER.options(position);
            long value = SOLVER.grundy(position);
            Json json = new Json().open().value("ok", true).value("position", position.toString())
                    .value("value", Long.toString(value)).value("misere", position.misere()).openArray("components");
            int index = 0;
            for (Position.Place place : position.places()) {
                json.open().value("index", Integer.toString(index++)).value("game", place.game().notation())
                        .value("shape", place.game().shape().name()).value("text", place.component().toString())
                        .value("label", place.label())
                        .value("value", position.misere() ? "" : Long.toString(place.game().grundy(place.component())));
                json.openArray("moves");
                for (Solver.Option option : options) {
                    if (option.place().equals(place)) {
                        json.open().value("to", join(option.replacement())).value("result", option.result().toString())
                                .close();
                    }
                }
                json.closeArray().close();
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** The computer's reply: a winning move when there is one, else the move that keeps the game longest. */
    @JSExport
    @JSMethod("nimbookReply")
    public static String reply(String text) {
        try {
            Position position = SOLVER.parse(text);
            Solver.Option move = SOLVER.reply(position);
            Json json = new Json().open().value("ok", true);
            if (move == null) {
                return json.value("over", true).close().toString();
            }
            return json.value("over", false).value("result", move.result().toString())
                    // Named like the reader's own moves in the game log ("nim 3 → 2"), even in a game of one kind.
                    .value("move", move.describe(true))
                    .value("winning", SOLVER.grundy(move.result()) == 0).close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * Checks a reader's answer without revealing the right one: a value ({@code grundy}), P or N
     * ({@code outcome}), a number of winning moves ({@code count}), or positions reached in one move, separated
     * by ";" or a new line ({@code move}: one winning move; {@code moves}: all of them).
     */
    @JSExport
    @JSMethod("nimbookCheck")
    public static String check(String text, String kind, String answer) {
        try {
            Position position = SOLVER.parse(text);
            long value = SOLVER.grundy(position);
            // A full stop after an answer, as after a sentence, is no part of it.
            String given = typed(answer).replaceAll("\\.+$", "");
            return switch (kind) {
                case "grundy" -> !Notation.isWholeNumber(given) ? unreadable("Write the value as a whole number, like 3.")
                        : verdict(Long.parseLong(given) == value, "Right: the value is " + value + ".",
                                "Not the value: compute it again from the options (or the nim-sum of the parts).");
                case "outcome" -> {
                    Outcome outcome = outcome(given);
                    yield outcome == null ? unreadable("Answer P (the previous player, who moved last, wins) or N (the"
                            + " next player, who moves now, wins).")
                            : verdict(outcome == Outcome.of(value), "Right: it is "
                                    + (value == 0 ? "a P-position." : "an N-position."),
                                    "No: look at the value — 0 means P, anything else N.");
                }
                case "count" -> !Notation.isWholeNumber(count(given))
                        ? unreadable("Write how many winning moves there are, as a whole number.")
                        : verdict(Long.parseLong(count(given)) == SOLVER.winningMoves(position).size(),
                                "Right: that is how many winning moves there are.",
                                "No: count again (each winning move leaves value 0).");
                case "move", "moves" -> moves(position, kind, given);
                default -> error("\"" + kind + "\" is not something to check: use grundy, outcome, count, move or moves");
            };
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * What a reader typed, as the notation reads it: game names in lower case (a phone's keyboard writes "Nim"), and a
     * no-break space (pasted text) a space.
     */
    private static String typed(String text) {
        return text.replace('\u00A0', ' ').toLowerCase(Locale.ROOT).strip();
    }

    /** A count as digits: "none" and "zero" are 0. */
    private static String count(String answer) {
        String word = answer.toLowerCase(Locale.ROOT);
        return word.equals("none") || word.equals("zero") ? "0" : answer;
    }

    /** P or N, however it is put: "P-position", "N position.", "second", "previous player"… */
    private static Outcome outcome(String answer) {
        String word = answer.toLowerCase(Locale.ROOT).replaceAll("[.!]+$", "").replaceAll("[- ]position$", "")
                .replace(" player", "").strip();
        // The questions' own words too: "the player to move" wins, or "the other player".
        return switch (word.replaceFirst("^the ", "")) {
            case "p", "previous", "second", "other" -> Outcome.P;
            case "n", "next", "first", "to move", "one to move" -> Outcome.N;
            default -> null;
        };
    }

    private static String moves(Position position, String kind, String answer) throws NotationException {
        // Positions compare in their standard form: heaps in any order, the boxes of a pair either way round.
        Set<String> winning = new TreeSet<>();
        for (Position move : SOLVER.winningMoves(position)) {
            winning.add(move.canonical().toString());
        }
        Set<String> reachable = new TreeSet<>();
        for (Solver.Option option : SOLVER.options(position)) {
            reachable.add(option.result().canonical().toString());
        }
        if (answer.isBlank()) {
            return unreadable("Write " + (kind.equals("move") ? "a winning move as the position it leaves,"
                    : "the winning moves as the positions they leave, or none if no move wins,") + " like " + position
                    + " with one component changed.");
        }
        Set<String> given = new TreeSet<>();
        boolean none = false;
        for (String part : answer.split("[;\n]")) {
            if (part.isBlank()) {
                continue;
            }
            if (part.strip().equalsIgnoreCase("none")) {
                none = true;
                continue;
            }
            Position move;
            String written = part.strip();
            if (written.contains("→") || written.contains("->")) {
                // A move as the book's explanations write it, "nim 13 → nim 2": the position it leaves.
                written = left(position, written);
                if (written == null) {
                    return unreadable("Write the position the move leaves, like " + position + " with one component"
                            + " changed, rather than the change.");
                }
            }
            String unnamed = unnamed(position, written);
            if (unnamed != null) {
                return unreadable(unnamed);
            }
            try {
                move = SOLVER.parse(written);
            } catch (NotationException e) {
                return joinsMovesWithAComma(part) ? error(e.getMessage()
                        + " (separate moves with a semicolon, not a comma)") : error(e);
            }
            String canonical = move.canonical().toString();
            if (canonical.equals(position.canonical().toString())) {
                return unreadable("\"" + move + "\" is the position itself: a move changes one component.");
            }
            String foreign = foreignGame(position, move);
            if (foreign != null) {
                return unreadable("\"" + move + "\" is a position of " + foreign + ", but this one is " + position
                        + ": write the moves in its games.");
            }
            if (!reachable.contains(canonical)) {
                return verdict(false, "", "\"" + move + "\" cannot be reached in one move from " + position + ".");
            }
            if (!winning.contains(canonical)) {
                long left = SOLVER.grundy(move);
                return verdict(false, "", "\"" + move + "\" leaves value " + left + ", not 0: the other player can"
                        + " win from there.");
            }
            given.add(canonical);
        }
        if (none && !given.isEmpty()) {
            return unreadable("Write \"none\" or the moves, not both.");
        }
        if (none) {
            return verdict(winning.isEmpty(), "Right: there is no winning move.", "No: some move wins; look for one"
                    + " that leaves value 0.");
        }
        if (given.isEmpty()) {
            return unreadable("Write a position reached in one move, like " + position + " with one component changed.");
        }
        if (kind.equals("moves") && given.equals(winning)) {
            return verdict(true, given.size() == 1 ? "Right: this is the only winning move."
                    : "Right: these are all the winning moves.", "");
        }
        if (kind.equals("move")) {
            return verdict(true, given.size() == 1 ? "Right: that move leaves value 0, a P-position."
                    : "Right: each of these wins.", "");
        }
        return verdict(false, "", "Each of these wins, but there are more winning moves.");
    }

    /**
     * The position that a change of one component leaves, {@code nim 13 → nim 2} in {@code nim 7 9 12 13}: {@code nim 7
     * 9 12 2}; null when the change is not one of a component of the position.
     */
    private static String left(Position position, String change) {
        String[] sides = change.split("→|->", -1);
        if (sides.length != 2) {
            return null;
        }
        try {
            Position from = SOLVER.parse(sides[0].strip());
            Position to = SOLVER.parse(sides[1].strip());
            if (from.terms().size() != 1 || to.terms().size() != 1 || from.terms().get(0).components().size() != 1
                    || to.terms().get(0).components().size() != 1) {
                return null;
            }
            String game = from.terms().get(0).game().notation();
            Component changed = from.terms().get(0).components().get(0);
            for (Position.Place place : position.places()) {
                if (place.game().notation().equals(game) && place.component().equals(changed)) {
                    return position.replace(place, to.terms().get(0).components()).toString();
                }
            }
            return null;
        } catch (NotationException e) {
            return null;
        }
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
        return "Start each position with its game's name: " + game + " " + written + ".";
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
    private static boolean joinsMovesWithAComma(String text) {
        for (int at = text.indexOf(','); at >= 0; at = text.indexOf(',', at + 1)) {
            String rest = text.substring(at + 1).strip();
            int space = rest.indexOf(' ');
            try {
                SOLVER.game(space < 0 ? rest : rest.substring(0, space));
                return true;
            } catch (NotationException e) {
                // A number or other text: the comma is the notation's own, or the mistake is another.
            }
        }
        return false;
    }

    /** An answer that cannot be read as an answer of the right kind: neither right nor wrong. */
    private static String unreadable(String message) {
        return new Json().open().value("ok", true).value("correct", false).value("unreadable", true)
                .value("message", message).close().toString();
    }

    private static String verdict(boolean correct, String right, String wrong) {
        return new Json().open().value("ok", true).value("correct", correct).value("message", correct ? right : wrong)
                .close().toString();
    }

    private static String join(List<Component> components) {
        StringBuilder text = new StringBuilder();
        for (Component component : components) {
            text.append(text.length() == 0 ? "" : " + ").append(component);
        }
        return text.toString();
    }

    private static String error(NotationException e) {
        return error(e.getMessage());
    }

    private static String error(String message) {
        return new Json().open().value("ok", false).value("error", message).close().toString();
    }
}
