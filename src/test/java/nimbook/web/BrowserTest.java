package nimbook.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The answer check's verdicts, on the JVM (the browser runs the same code compiled to JavaScript). */
class BrowserTest {
    private static String verdict(String position, String kind, String answer) {
        return Browser.check(position, kind, answer);
    }

    @Test
    void someWinningMovesAreRightForAMoveButNotForEveryMove() {
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: each of these wins.\"}",
                verdict("nim 5 6 7", "move", "nim 1 6 7; nim 5 2 7"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: these are all the winning moves.\"}",
                verdict("nim 5 6 7", "moves", "nim 1 6 7; nim 5 2 7; nim 5 6 3"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: these are all the winning moves.\"}",
                verdict("nim 5 6 7", "moves", "nim 1 6 7\nnim 5 2 7\n\nnim 5 6 3\n"), "one move per line");
        assertEquals("{\"ok\":true,\"correct\":false,\"message\":\"Each of these wins, but there are more winning"
                + " moves.\"}", verdict("nim 5 6 7", "moves", "nim 1 6 7; nim 5 2 7"));
    }

    @Test
    void theOnlyWinningMoveIsSaidToBeTheOnlyOne() {
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: this is the only winning move.\"}",
                verdict("nim 3 4 5", "moves", "nim 1 4 5"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: that move leaves value 0, a P-position.\"}",
                verdict("nim 3 4 5", "move", "nim 5 4 1"));
    }

    @Test
    void aBlankAnswerTheStartOrAnotherGameIsNeitherRightNorWrong() {
        String unreadable = "{\"ok\":true,\"correct\":false,\"unreadable\":true,\"message\":\"";
        assertEquals(unreadable + "Write the winning moves as the positions they leave, or none if no move wins, like nim"
                + " 3 4 5 with one component changed.\"}", verdict("nim 3 4 5", "moves", " "));
        assertEquals(unreadable + "Write a winning move as the position it leaves, like nim 3 4 5 with one component"
                + " changed.\"}", verdict("nim 3 4 5", "move", ""));
        assertEquals(unreadable + "\\\"nim 5 3 4\\\" is the position itself: a move changes one component.\"}",
                verdict("nim 3 4 5", "move", "nim 5 3 4"));
        assertEquals(unreadable + "\\\"nim 1 1 1\\\" is a position of nim, but this one is misere-nim 1 1 1 6: write"
                + " the moves in its games.\"}", verdict("misere-nim 1 1 1 6", "moves", "nim 1 1 1"));
        // Without its game's name, the name the position's one game has is suggested; in a sum, the notation says.
        assertEquals(unreadable + "Start each position with its game's name: misere-nim 1 1 1.\"}",
                verdict("misere-nim 1 1 1 6", "move", "1 1 1"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"3 2\\\" has no game name: a position starts with one, like nim 3"
                + " 2\"}", verdict("squares 11 + nim 3", "move", "3 2"));
        // An emptied component of another game is no component at all.
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: that move leaves value 0, a P-position.\"}",
                verdict("nim 3 4 5", "move", "nim 1 4 5 + squares 0"));
    }

    @Test
    void answersAreReadAsAPhoneOrASentenceWritesThem() {
        String right = "{\"ok\":true,\"correct\":true,\"message\":\"Right: that move leaves value 0, a P-position.\"}";
        // A capital first letter (a phone's keyboard), a full stop, a pasted no-break space.
        assertEquals(right, verdict("nim 3 4 5", "move", "Nim 1 4 5."));
        assertEquals(right, verdict("nim 3 4 5", "move", "nim\u00A01 4 5"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: the value is 2.\"}",
                verdict("nim 3 4 5", "grundy", "2."));
        // A move as the book's explanations write it: the change of one component.
        assertEquals(right, verdict("nim 3 4 5", "move", "nim 3 → nim 1"));
        assertEquals(right, verdict("nim 3 4 5", "move", "nim 3 -> nim 1"));
        assertEquals("{\"ok\":true,\"correct\":false,\"unreadable\":true,\"message\":\"Write the position the move"
                + " leaves, like nim 3 4 5 with one component changed, rather than the change.\"}",
                verdict("nim 3 4 5", "move", "nim 7 → nim 1"));
        // The questions' own words.
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: it is an N-position.\"}",
                verdict("nim 3 4 5", "outcome", "The player to move"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: it is a P-position.\"}",
                verdict("nim 1 2 3", "outcome", "the other player."));
    }

    @Test
    void movesJoinedByACommaAreToldToUseASemicolon() {
        String hint = " (separate moves with a semicolon, not a comma)";
        assertEquals("{\"ok\":false,\"error\":\"\\\"7,nim\\\" is not a heap size: nim takes one whole number per heap,"
                + " like nim 7" + hint + "\"}", verdict("nim 5 6 7", "moves", "nim 1 6 7,nim 5 2 7"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"7,\\\" is not a heap size: nim takes one whole number per heap,"
                + " like nim 7" + hint + "\"}", verdict("nim 5 6 7", "moves", "nim 1 6 7, nim 5 2 7"));
        // A comma between numbers is the notation's own: no hint.
        assertEquals("{\"ok\":false,\"error\":\"\\\"x\\\" is not a whole number: expected digits, like 7\"}",
                verdict("wythoff 4,7", "move", "wythoff 4,x"));
    }

    @Test
    void noMoveAndOutcomesAreReadHoweverTheyAreWritten() {
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: there is no winning move.\"}",
                verdict("nim 5 6 3", "moves", "None"));
        assertEquals("{\"ok\":true,\"correct\":false,\"message\":\"No: some move wins; look for one that leaves value"
                + " 0.\"}", verdict("nim 5 6 7", "moves", "none"));
        assertEquals("{\"ok\":true,\"correct\":false,\"unreadable\":true,\"message\":\"Write \\\"none\\\" or the"
                + " moves, not both.\"}", verdict("nim 5 6 7", "moves", "none; nim 1 6 7"));
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: that is how many winning moves there"
                + " are.\"}", verdict("nim 5 6 3", "count", "zero"));
        for (String p : new String[] {"P.", "p position", "P-position.", "second player"}) {
            assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: it is a P-position.\"}",
                    verdict("nim 5 6 3", "outcome", p), p);
        }
    }

    /** The page's solver refuses at a tenth of the build's limits, before the work, as the command line does. */
    @Test
    void thePageRefusesWhatItCannotAnswerQuickly() {
        assertEquals("{\"ok\":false,\"error\":\"\\\"kayles 200000\\\" has 200000 moves to look through for the winning"
                + " ones: a question looks through at most 100000; its value (grundy) is still given\"}",
                Browser.analyze("kayles 200000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"nim 10000000\\\" has 10000000 moves: too many to show (at most"
                + " 400)\"}", Browser.options("nim 10000000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"nim 10000000\\\" has 10000000 moves: at most 10000 are listed at"
                + " once; choose a position with fewer\"}", Browser.reply("nim 10000000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"grundys-game 5000\\\" takes 2499 lines to explain: an explanation"
                + " has at most 1000; ask for its value (grundy) or winning moves (moves)\"}", Browser.analyze("grundys-game 5000"));
    }
}
