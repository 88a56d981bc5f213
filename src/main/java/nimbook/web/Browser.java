package nimbook.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nimbook.practice.Demand;
import nimbook.practice.Generator;
import nimbook.practice.Hints;
import nimbook.practice.Subject;
import nimbook.practice.Matcher;
import nimbook.practice.StepChecker;
import nimbook.practice.Verdict;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;
import nimbook.solver.Notation;
import nimbook.solver.Picture;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;
import nimbook.text.Json;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSMethod;

/**
 * The solver as the book's pages call it, compiled to JavaScript by TeaVM: each function takes positions in
 * the book's notation and answers JSON text ({@code {"ok":false,"error":…}} for bad input, with the command
 * line's message). Values are strings, since they may exceed what a JavaScript number holds exactly. Run, the script
 * defines the global nimbookPage, which makes a page's solver: an object with the functions nimbookAnalyze,
 * nimbookOptions, nimbookReply, nimbookCheck, nimbookWork, nimbookHints, nimbookDeal, nimbookPicture, nimbookLoopy and
 * nimbookLoopyReply (the pages make one in their worker, which keeps what it computed for as long as the worker runs;
 * the script itself keeps nothing).
 */
public final class Browser {
    /** A play board shows at most this many moves at once (the build refuses a game that starts with more). */
    public static final int SHOWN = 400;
    /** How many generators a page keeps (each with the positions it lists), the latest it dealt from. */
    private static final int DEALERS = 200;

    /**
     * Compiled to JavaScript, brute force runs ten to forty times slower than on the JVM and blocks the page while it
     * runs: tables stop ten times earlier here (squares at 200000, Wythoff at 200), so every answer comes within a
     * few seconds; the command line and the book keep the full range.
     */
    private final Solver solver = Solver.forPages();
    private final Matcher matcher = new Matcher(solver);
    private final StepChecker checker = new StepChecker(solver);
    /**
     * The generators dealt from lately, by their text, outcome and exercise: a small generator lists its positions at its
     * first deal (a tenth of a second or more in the page for the book's largest, bench/deal.sh), and "another position"
     * deals the same exercise again.
     */
    private final Map<String, Generator> dealers = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Generator> eldest) {
            return size() > DEALERS;
        }
    };

    private Browser() {
    }

    /** A page's solver, which keeps what it computes (the games' values, the generators' positions) while it lives. */
    @JSExport
    @JSMethod("nimbookPage")
    public static Browser page() {
        return new Browser();
    }

    /** The value, outcome, winning moves and worked explanation of a position. */
    @JSExport
    @JSMethod("nimbookAnalyze")
    public String analyze(String text) {
        try {
            Subject subject = Subject.read(solver, Matcher.typed(text));
            Json json = new Json().open().value("ok", true).value("position", subject.toString())
                    .value("value", subject.value()).value("outcome", subject.outcome())
                    .value("misere", subject instanceof Subject.Sum sum && sum.position().misere());
            if (subject instanceof Subject.Tokens) {
                json.value("loopy", true);
            }
            json.openArray("moves");
            subject.winningMoves().forEach(json::element);
            json.closeArray().openArray("explanation");
            subject.explained().forEach(json::element);
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** Each component of a position with its value and its moves, for a game board. */
    @JSExport
    @JSMethod("nimbookOptions")
    public String options(String text) {
        try {
            Position position = solver.parse(Matcher.typed(text));
            // Counted before they are made: a heap of ten million has as many.
            long count = solver.optionCount(position);
            if (count > SHOWN) {
                return error(Notation.quote(text) + " has " + count + " moves: too many to show (at most " + SHOWN + ")");
            }
            List<Solver.Option> options = solver.options(position);
            long value = solver.grundy(position);
            Json json = new Json().open().value("ok", true).value("position", position.toString())
                    .value("value", Long.toString(value)).value("misere", position.misere()).openArray("components");
            int index = 0;
            for (Position.Place place : position.places()) {
                json.open().value("index", Integer.toString(index++)).value("game", place.game().notation())
                        .value("shape", place.game().shape().name()).value("text", place.game().written(place.component()))
                        .value("label", place.label())
                        .value("value", position.misere() ? "" : Long.toString(place.game().grundy(place.component())));
                boolean graph = place.game().shape() == Shape.GRAPH;
                if (graph) {
                    picture(json.object("picture"), Picture.of(place));
                }
                json.openArray("moves");
                int move = 0;
                for (Solver.Option option : options) {
                    if (option.place().equals(place)) {
                        json.open().value("to", join(place.game(), option.replacement()))
                                .value("result", option.result().toString());
                        if (graph) {
                            // A picture's moves are its cuts, one per edge in the order written.
                            json.openArray("falls");
                            for (int edge : Picture.falling(place.component(), move++)) {
                                json.element(Integer.toString(edge));
                            }
                            json.closeArray();
                        }
                        json.close();
                    }
                }
                json.closeArray().close();
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** The drawing of a Green Hackenbush position ({@link Picture}), its pictures side by side on one ground. */
    @JSExport
    @JSMethod("nimbookPicture")
    public String picture(String text) {
        try {
            return picture(new Json().open().value("ok", true), Picture.of(solver.parse(text))).toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** A picture's numbers as the boards draw them: its box, the ground's line, each edge's path and name, the nodes. */
    private static Json picture(Json json, Picture picture) {
        json.value("width", picture.width()).value("height", picture.height()).value("floor", picture.floor())
                .value("label", picture.label()).openArray("edges");
        for (Picture.Edge edge : picture.edges()) {
            json.open().value("picture", edge.picture()).value("index", edge.index()).value("name", edge.name())
                    .value("path", edge.path()).close();
        }
        json.closeArray().openArray("nodes");
        for (Picture.Node node : picture.nodes()) {
            json.open().value("x", node.x()).value("y", node.y()).close();
        }
        return json.closeArray().close();
    }

    /** The computer's reply: a winning move when there is one, else the move that keeps the game longest. */
    @JSExport
    @JSMethod("nimbookReply")
    public String reply(String text) {
        try {
            Position position = solver.parse(text);
            Solver.Option move = solver.reply(position);
            Json json = new Json().open().value("ok", true);
            if (move == null) {
                return json.value("over", true).close().toString();
            }
            // Where the move is on the board: the components it leaves stand where the one it changed stood.
            int component = 0;
            while (!position.places().get(component).equals(move.place())) {
                component++;
            }
            return json.value("over", false).value("result", move.result().toString())
                    // Named like the reader's own moves in the game log ("nim 3 → 2"), even in a game of one kind.
                    .value("move", move.describe(true))
                    .value("winning", solver.grundy(move.result()) == 0)
                    .value("component", Integer.toString(component))
                    .value("parts", Integer.toString(move.replacement().size())).close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * Judges a reader's answer with the book's one matcher ({@link Matcher}): {@code {"ok":true,"correct":…,
     * "unreadable":…,"message":…}}.
     */
    @JSExport
    @JSMethod("nimbookCheck")
    public String check(String text, String kind, String answer) {
        if (!Matcher.KINDS.contains(kind) && !Demand.KINDS.contains(kind)) {
            return error("\"" + kind + "\" is not something to check: use " + String.join(", ", Matcher.KINDS) + ", "
                    + String.join(", ", Demand.KINDS));
        }
        try {
            Verdict verdict = matcher.judge(text, kind, answer);
            Json json = new Json().open().value("ok", true).value("correct", verdict.mark() == Verdict.Mark.RIGHT);
            if (verdict.mark() == Verdict.Mark.UNREADABLE) {
                json.value("unreadable", true);
            }
            return json.value("message", verdict.message()).close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * Checks a worked answer line by line ({@link StepChecker}); {@code binary} is "true" when the question is about
     * binary. {@code {"ok":true,"state":"right|wrong|unreadable|incomplete","message":…,"claimed":…,"lines":[{"line":…,
     * "mark":"right|wrong|unreadable|incomplete","message":…,"reading":…}]}}, with {@code claimed} (the value the reader
     * gave the position) only when there is one, and a line's {@code reading} (how it was read) only when it was not read
     * as written.
     */
    @JSExport
    @JSMethod("nimbookWork")
    public String work(String text, String kind, String binary, String answer) {
        if (Demand.KINDS.contains(kind)) {
            // A game or position to find is one answer, not a worked calculation: the matcher judges it whole.
            try {
                Verdict verdict = matcher.judge(text, kind, answer);
                return new Json().open().value("ok", true).value("state", verdict.mark().word())
                        .value("message", verdict.message()).openArray("lines").closeArray().close().toString();
            } catch (NotationException e) {
                return error(e);
            }
        }
        if (!Matcher.KINDS.contains(kind)) {
            return error("\"" + kind + "\" is not something to check: use " + String.join(", ", Matcher.KINDS));
        }
        try {
            StepChecker.Checked checked = checker.check(text, kind, binary.equals("true"), answer);
            Json json = new Json().open().value("ok", true).value("state", checked.state().word())
                    .value("message", checked.message());
            if (checked.claimed() != null) {
                json.value("claimed", checked.claimed().toString());
            }
            json.openArray("lines");
            for (StepChecker.Line line : checked.lines()) {
                json.open().value("line", line.number()).value("mark", line.mark().word()).value("message", line.message());
                if (!line.reading().isEmpty()) {
                    json.value("reading", line.reading());
                }
                json.close();
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * The hints for a position ({@link Hints}): {@code {"ok":true,"rungs":[{"number":…,"title":…,"lines":[…]}]}};
     * {@code yours} is the value the reader gave it, or "".
     */
    @JSExport
    @JSMethod("nimbookHints")
    public String hints(String text, String kind, String yours) {
        try {
            Json json = new Json().open().value("ok", true).openArray("rungs");
            List<Hints.Rung> rungs = Demand.KINDS.contains(kind) ? Demand.parse(text).hints(solver)
                    : Subject.read(solver, text).hints(kind, yours.isEmpty() ? null : Long.valueOf(yours));
            for (Hints.Rung rung : rungs) {
                json.open().value("number", rung.number()).value("title", rung.title()).openArray("lines");
                rung.lines().forEach(json::element);
                json.closeArray().close();
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * A generated exercise's position in a set, as the build deals it: {@code generate} and {@code want} ("N", "P", "both"
     * or "") as the exercise's box carries them, the set's number (a build's {@code --seed}) and the exercise's ("5.3"). {@code
     * {"ok":true,"position":…}}.
     */
    @JSExport
    @JSMethod("nimbookDeal")
    public String deal(String generate, String want, String set, String exercise) {
        try {
            String dealer = generate + "\n" + want + "\n" + exercise;
            Generator generator = dealers.get(dealer);
            if (generator == null) {
                generator = Generator.of(solver, generate, want);
                dealers.put(dealer, generator);
            }
            Subject position = generator.deal(solver, Long.parseLong(set), exercise);
            return new Json().open().value("ok", true).value("position", position.toString()).close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /**
     * A loopy position for its board: its value and outcome (P, N or D); each graph's token, followers (a list per
     * vertex, "1,2") and vertices' values; and every move, as the token moved, its new vertex and the position left.
     */
    @JSExport
    @JSMethod("nimbookLoopy")
    public String loopy(String text) {
        try {
            Loopy position = Loopy.parse(text.strip());
            Json json = new Json().open().value("ok", true).value("position", position.toString())
                    .value("value", position.value().toString()).value("outcome", position.outcome())
                    .openArray("graphs");
            for (Loopy.Token token : position.tokens()) {
                LoopyGraph graph = token.graph();
                json.open().value("vertex", token.vertex()).openArray("followers");
                for (int v = 0; v < graph.vertices(); v++) {
                    StringBuilder list = new StringBuilder();
                    for (int w : graph.followers(v)) {
                        list.append(list.length() == 0 ? "" : ",").append(w);
                    }
                    json.element(list.toString());
                }
                json.closeArray().openArray("values");
                for (int v = 0; v < graph.vertices(); v++) {
                    json.element(graph.value(v).toString());
                }
                json.closeArray().close();
            }
            json.closeArray().openArray("moves");
            for (Loopy option : position.options()) {
                int moved = 0;
                while (option.tokens().get(moved).vertex() == position.tokens().get(moved).vertex()) {
                    moved++;
                }
                json.open().value("token", moved).value("to", option.tokens().get(moved).vertex())
                        .value("result", option.toString()).close();
            }
            return json.closeArray().close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    /** The perfect player's move in a loopy position: {@code {"ok":true,"over":false,"result":…}}. */
    @JSExport
    @JSMethod("nimbookLoopyReply")
    public String loopyReply(String text) {
        try {
            Loopy move = Loopy.parse(text.strip()).reply();
            Json json = new Json().open().value("ok", true).value("over", move == null);
            return (move == null ? json : json.value("result", move.toString())).close().toString();
        } catch (NotationException e) {
            return error(e);
        }
    }

    private static String join(Game game, List<Component> components) {
        StringBuilder text = new StringBuilder();
        for (Component component : components) {
            text.append(text.length() == 0 ? "" : " + ").append(game.written(component));
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
