package nimbook.directive;

import nimbook.solver.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import nimbook.diag.SourcePosition;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.practice.Subject;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.web.Browser;

/**
 * The interactive widgets: {@code play} (a game from {@code start} against the solver), {@code calculator}
 * (any position, optionally starting from {@code position}) and {@code check} (a reader's answer about
 * {@code position}; {@code answer} says what is asked). Each renders its static analysis, which the page's
 * script replaces by the widget; without JavaScript the analysis stays.
 */
final class Widgets implements BlockDirective {
    static final Widgets PLAY = new Widgets(widget("play").renders("a board to play the position against the computer:"
            + " choose who moves first, move with the buttons (keyboard too), hint (each component's value and the"
            + " nim-sum), undo, a game log, the result").option(OptionSpec.named("start").takes("a position")), "play",
            true);
    static final Widgets CALCULATOR = new Widgets(widget("calculator").renders("a field for any position: value,"
            + " outcome, winning moves and the worked explanation; bad input gets the command line's message")
            .option(OptionSpec.named("position").takes("a position").otherwise("an empty field")), "calculator", false);
    static final Widgets CHECK = new Widgets(widget("check").renders("a field where the reader's answer is checked"
            + " without revealing the right one (positions compare in any order, with or without emptied heaps, game"
            + " names in any case, as a phone's keyboard capitalises them; a full stop after an answer is ignored; a move"
            + " may also be written as the book's explanations write it, `nim 13 → nim 2`; an outcome as P or N, or in"
            + " the questions' words, \"the player to move\" or \"the other player\"; moves go one per line or separated"
            + " by `;`; `none` says no move wins; an answer that cannot be read — blank, the start itself, another game,"
            + " no game name — says how to write one and counts as neither right nor wrong); every exercise has one"
            + " built in").option(OptionSpec.named("position").takes("a position"))
            .option(OptionSpec.named("answer").takes("grundy, outcome, moves, move or count")), "", false);

    private final BlockSpec spec;
    /** What the page asks of the position ({@link #answerableInThePage}); "" for what {@code answer:} says. */
    private final String asks;
    /** Whether it is a board to play on: from a position with moves, no more than a board shows. */
    private final boolean board;

    private Widgets(BlockSpec.Builder spec, String asks, boolean board) {
        this.spec = spec.build();
        this.asks = asks;
        this.board = board;
    }

    /** A widget's spec: a block of options whose page runs {@code assets/widgets/NAME.js}. */
    private static BlockSpec.Builder widget(String name) {
        return BlockSpec.computed(name).widget(name);
    }

    @Override
    public BlockSpec spec() {
        return spec;
    }

    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        Widget widget = of(block, scope.book());
        return Part.of(spec.name(), page -> Map.of("widget", widget));
    }

    /** The position a widget starts from, with its analysis for the static fallback. */
    public record Widget(String position, String value, String outcome, boolean misere, List<String> moves,
            String answer) {
    }

    /**
     * Its first option is the position; one with a default may be left out (an empty calculator). A widget that takes
     * {@code answer:} checks a reader's answer, and shows no moves.
     */
    private Widget of(Block block, BookContext book) throws DirectiveException {
        Solver solver = book.solver();
        BlockSpec.OptionSpec start = spec.options().get(0);
        boolean checks = spec.option("answer") != null;
        block.allow();
        Problems problems = new Problems();
        Block.Option option = start.fallback().isEmpty() ? problems.read(() -> block.required(start.name()))
                : block.optional(start.name());
        String answer = checks ? problems.read(() -> Exercises.kind(block, "to check")) : "";
        problems.throwAny();
        if (option == null) {
            return new Widget("", "", "", false, List.of(), answer);
        }
        try {
            Position position = solver.parse(option.value());
            List<String> moves = new ArrayList<>();
            if (!checks) {
                for (Position move : solver.winningMoves(position)) {
                    moves.add(move.toString());
                }
            }
            if (answer.equals("move")) {
                Exercises.askable(answer, position, solver.winningMoves(position), block.positionOf(block.required("answer")));
            }
            long value = solver.grundy(position);
            answerableInThePage(book.pages(), option.value(), asks.isEmpty() ? answer : asks, block.positionOf(option));
            if (board) {
                playable(book.pages(), position, option, block);
            }
            return new Widget(position.toString(), Long.toString(value), value == 0 ? "P" : "N", position.misere(), moves,
                    answer);
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(option).plus(e.offset()), e.getMessage());
        }
    }

    /** Fails unless a board can start from the position: it has moves, no more than a board shows. */
    private static void playable(Solver pages, Position position, Block.Option option, Block block)
            throws DirectiveException, NotationException {
        long count = pages.optionCount(position);
        if (count == 0) {
            throw new DirectiveException(block.positionOf(option), "no move can be made from " + position
                    + ": start the game from a position with counters");
        }
        if (count > Browser.SHOWN) {
            throw new DirectiveException(block.positionOf(option), Notation.quote(option.value()) + " has " + count
                    + " moves, more than a play board shows (" + Browser.SHOWN + "): start from a smaller position");
        }
    }

    /**
     * Fails unless the pages' solver, whose limits are a tenth of the build's, answers what the page will ask of the
     * position: {@code asked} is a widget ({@code play}, which lists the moves; {@code calculator}, which explains) or
     * what a check asks ({@code count} and {@code move} find the winning moves, a move's check lists the moves too).
     */
    static void answerableInThePage(Solver pages, String text, String asked, SourcePosition at) throws DirectiveException {
        try {
            Subject position = Subject.read(pages, text);
            switch (asked) {
                case "play" -> position.checkListable();
                case "calculator" -> position.explained();
                case "count" -> position.winningMoves();
                case "move", "moves" -> {
                    position.winningMoves();
                    position.checkListable();
                }
                default -> {
                    // A value or an outcome: the position read is all it takes.
                }
            }
        } catch (NotationException e) {
            throw new DirectiveException(at, "the reader's browser, which computes up to a tenth of the build's limits,"
                    + " cannot answer this: " + e.getMessage() + "; choose a smaller position");
        }
    }
}
