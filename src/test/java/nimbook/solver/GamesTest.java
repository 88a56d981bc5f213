package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The catalogue keeps each game it made, with its memoised values; of games with parameters, only the last few. */
class GamesTest {
    @Test
    void gamesWithParametersAreKeptOnlyWhileRecentlyAsked() throws NotationException {
        Games games = new Games(1);
        Game first = games.game("subtract:1,5");
        assertSame(first, games.game("subtract:1,5"));
        assertSame(first, games.game("subtract:5,1"), "the same set written otherwise is the same game");
        for (int k = 6; k < 30; k++) {
            games.game("subtract:1," + k);
        }
        // Each keeps a table of up to 40 MB: a stream of new sets must not keep them all.
        assertNotSame(first, games.game("subtract:1,5"));
        Game nim = games.game("nim");
        for (int k = 6; k < 30; k++) {
            games.game("octal:0." + Integer.toOctalString(k));
        }
        assertSame(nim, games.game("nim"), "games without parameters are few, and always kept");
    }
}
