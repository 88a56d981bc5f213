package nimbook.passes;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import nimbook.book.GrundyTable;
import nimbook.directive.Tables;
import nimbook.markdown.Markdown;
import nimbook.practice.Range;
import nimbook.render.Pages;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Games;
import nimbook.solver.Games.Entry;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/** The games page's data: every game of the solver's catalogue, with its example's value and a table of small positions. */
public final class GamesPage {
    private GamesPage() {
    }

    /** The games page's anchor for each game, for links to be checked against. */
    public static Set<String> anchors() {
        return Games.ENTRIES.stream().map(GamesPage::anchor).collect(Collectors.toSet());
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
                        solver.grundy(example), solver.outcome(example).name(), game.misere(), table(solver, game)));
            } catch (NotationException e) {
                throw new IllegalStateException("the catalogue's example " + entry.example() + " fails: " + e.getMessage(), e);
            }
        }
        return games;
    }

    /** A game's sample table: a heap game's values from 0 to 23, or a grid of its smallest pairs, piles, bars … */
    private static GrundyTable table(Solver solver, Game game) throws NotationException {
        if (game.shape() == Shape.HEAP && !game.joint()) {
            return Tables.sequence(solver, game, new Range(0, 23), 12, game.misere() ? "Misère values of a single heap"
                    + " of " + code(game) + " (the value of a position is not the XOR of these)." : "");
        }
        Range range = accepts(game, Component.of(0, 0)) ? new Range(0, 7) : new Range(1, 8);
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
            case PAIR -> "";
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
