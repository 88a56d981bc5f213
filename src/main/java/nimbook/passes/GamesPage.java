package nimbook.passes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import nimbook.book.GrundyTable;
import nimbook.book.LoopyRows;
import nimbook.directive.Tables;
import nimbook.markdown.Markdown;
import nimbook.practice.Range;
import nimbook.render.Pages;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Games;
import nimbook.solver.Games.Entry;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/**
 * The games page's data: every game of the solver's catalogue, with its example's value and a table of small positions,
 * then loopy games.
 */
public final class GamesPage {
    /** The anchor of loopy games, listed after the catalogue's games. */
    private static final String LOOPY = "game-" + Loopy.NAME;

    private GamesPage() {
    }

    /** The games page's anchor for each game, for links to be checked against. */
    public static Set<String> anchors() {
        Set<String> anchors = Games.ENTRIES.stream().map(GamesPage::anchor)
                .collect(Collectors.toCollection(java.util.HashSet::new));
        anchors.add(LOOPY);
        return anchors;
    }


    private static String anchor(Entry entry) {
        return "game-" + entry.name().replace(':', '-');
    }

    public static List<Pages.GameEntry> entries(Solver solver) {
        List<Pages.GameEntry> games = new ArrayList<>();
        for (Entry entry : Games.ENTRIES) {
            try {
                Game game = solver.game(entry.exampleGame());
                Position example = solver.parse(entry.example());
                games.add(new Pages.GameEntry(entry.name(), anchor(entry),
                        entry.describes() != null ? entry.describes() : game.description(), entry.example(),
                        Long.toString(solver.grundy(example)), solver.outcome(example).name(), game.misere(),
                        table(solver, game), null));
            } catch (NotationException e) {
                throw new IllegalStateException("the catalogue's example " + entry.example() + " fails: " + e.getMessage(), e);
            }
        }
        // Loopy games are no entry of the catalogue, whose values are numbers: their example is tabulated by vertex.
        try {
            Loopy example = Loopy.parse(Loopy.EXAMPLE);
            games.add(new Pages.GameEntry(Loopy.NAME, LOOPY, Loopy.DESCRIPTION, Loopy.EXAMPLE, example.value().toString(),
                    example.outcome(), false, null, LoopyRows.of(example.tokens().get(0).graph())));
        } catch (NotationException e) {
            throw new IllegalStateException("the loopy example " + Loopy.EXAMPLE + " fails: " + e.getMessage(), e);
        }
        return games;
    }

    /** A game's sample table: a heap game's values from 0 to 23, or a grid of its smallest pairs, piles, bars … */
    private static GrundyTable table(Solver solver, Game game) throws NotationException {
        if (game.shape() == Shape.HEAP && !game.joint()) {
            return Tables.sequence(solver, game, new Range(0, 23), 12, game.misere() ? "Misère values of a single heap"
                    + " of " + code(game) + " (the value of a position is not the XOR of these)." : "");
        } else if (game.shape() == Shape.COINS) {
            return Tables.sequence(solver, game, new Range(1, 24), 12, "Grundy values of a row of " + code(game)
                    + " whose only head is coin n; a row is worth the nim-sum of its heads’ values.");
        }
        Range range = accepts(game, Component.of(0, 0)) && game.shape() != Shape.BOARD ? new Range(0, 7) : new Range(1, 8);
        return Tables.grid(solver, game.notation(), Tables.cellOf(game), range, range, gridCaption(game));
    }

    /** What the grid of a game shows, when its cells need saying. */
    private static String gridCaption(Game game) {
        return switch (game.shape()) {
            case HEAP -> "Grundy values of two heaps of " + code(game) + " played together: the row is one heap, the"
                    + " column the other; P-positions are marked.";
            case PILE -> "Grundy values of two-section piles of " + code(game) + ": the row is the bottom section, the"
                    + " column the top section; P-positions are marked.";
            case STAIRCASE -> "Grundy values of two-step staircases: the row is the coins on the lowest step, the column"
                    + " those on the step above; P-positions are marked.";
            case DIAGRAM -> "Grundy values of two-row bars: the row and the column are the lengths of the bar’s two rows;"
                    + " P-positions are marked.";
            case CIRCLE -> "Grundy values of two unbroken circles of " + code(game) + ": the row is the counters of one"
                    + " circle, the column those of the other; P-positions are marked.";
            case BOARD -> "Grundy values of a board of " + code(game) + " whose only head is in the row and column; a"
                    + " board is worth the nim-sum of its heads’ values.";
            case GRAPH -> "Grundy values of Hackenbush pictures of one edge on the ground carrying two stalks: the row is"
                    + " the edges of one stalk, the column those of the other; P-positions are marked.";
            case PAIR, COINS -> "";
        };
    }

    /** A game's notation as HTML code, for a caption. */
    private static String code(Game game) {
        return "<code>" + Markdown.escape(game.notation()) + "</code>";
    }

    private static boolean accepts(Game game, Component component) {
        try {
            game.check(component);
            return true;
        } catch (NotationException e) {
            return false;
        }
    }
}
