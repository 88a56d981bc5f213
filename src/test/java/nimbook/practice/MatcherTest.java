package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The matcher's verdicts (the page runs the same code compiled to JavaScript: FacadeAgreementIT compares them). */
class MatcherTest {
    private static final Solver SOLVER = new Solver();

    private static String verdict(String position, String kind, String answer) {
        try {
            Verdict verdict = new Matcher(SOLVER).judge(SOLVER.parse(position), kind, answer);
            return verdict.mark().word() + ": " + verdict.message();
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void someWinningMovesAreRightForAMoveButNotForEveryMove() {
        assertEquals("right: Right: each of these wins.",
                verdict("nim 5 6 7", "move", "nim 1 6 7; nim 5 2 7"));
        assertEquals("right: Right: these are all the winning moves.",
                verdict("nim 5 6 7", "moves", "nim 1 6 7; nim 5 2 7; nim 5 6 3"));
        assertEquals("right: Right: these are all the winning moves.",
                verdict("nim 5 6 7", "moves", "nim 1 6 7\nnim 5 2 7\n\nnim 5 6 3\n"), "one move per line");
        assertEquals("wrong: Each of these wins, but there are more winning"
                + " moves.", verdict("nim 5 6 7", "moves", "nim 1 6 7; nim 5 2 7"));
    }

    @Test
    void theOnlyWinningMoveIsSaidToBeTheOnlyOne() {
        assertEquals("right: Right: this is the only winning move.",
                verdict("nim 3 4 5", "moves", "nim 1 4 5"));
        assertEquals("right: Right: that move leaves value 0, a P-position.",
                verdict("nim 3 4 5", "move", "nim 5 4 1"));
    }

    @Test
    void aBlankAnswerTheStartOrAnotherGameIsNeitherRightNorWrong() {
        String unreadable = "unreadable: ";
        assertEquals(unreadable + "Write the winning moves as the positions they leave, or none if no move wins, like nim"
                + " 3 4 5 with one component changed.", verdict("nim 3 4 5", "moves", " "));
        assertEquals(unreadable + "Write a winning move as the position it leaves, like nim 3 4 5 with one component"
                + " changed.", verdict("nim 3 4 5", "move", ""));
        assertEquals(unreadable + "\"nim 5 3 4\" is the position itself: a move changes one component.",
                verdict("nim 3 4 5", "move", "nim 5 3 4"));
        assertEquals(unreadable + "\"nim 1 1 1\" is a position of nim, but this one is misere-nim 1 1 1 6: write"
                + " the moves in its games.", verdict("misere-nim 1 1 1 6", "moves", "nim 1 1 1"));
        // Without its game’s name, the name the position's one game has is suggested; in a sum, the notation says.
        assertEquals(unreadable + "Start each position with its game’s name: misere-nim 1 1 1.",
                verdict("misere-nim 1 1 1 6", "move", "1 1 1"));
        assertEquals("unreadable: \"3 2\" has no game name: a position starts with one, like nim 3"
                + " 2", verdict("squares 11 + nim 3", "move", "3 2"));
        // An emptied component of another game is no component at all.
        assertEquals("right: Right: that move leaves value 0, a P-position.",
                verdict("nim 3 4 5", "move", "nim 1 4 5 + squares 0"));
    }

    @Test
    void answersAreReadAsAPhoneOrASentenceWritesThem() {
        String right = "right: Right: that move leaves value 0, a P-position.";
        // A capital first letter (a phone's keyboard), a full stop, a pasted no-break space.
        assertEquals(right, verdict("nim 3 4 5", "move", "Nim 1 4 5."));
        assertEquals(right, verdict("nim 3 4 5", "move", "nim\u00A01 4 5"));
        assertEquals("right: Right: the value is 2.",
                verdict("nim 3 4 5", "grundy", "2."));
        // Misère as the book's prose spells it, which the notation writes misere.
        assertEquals("right: Right: that move leaves value 0, a P-position.",
                verdict("misere-nim 1 1 1 6", "move", "Misère-nim 1 1 1"));
        // A move as the book's explanations write it: the change of one component.
        assertEquals(right, verdict("nim 3 4 5", "move", "nim 3 → nim 1"));
        assertEquals(right, verdict("nim 3 4 5", "move", "nim 3 -> nim 1"));
        // The whole position's move, and a component broken in two, as `explain` prints them.
        assertEquals(right, verdict("nim 3 4 5", "move", "nim 3 4 5 → nim 1 4 5"));
        assertEquals("right: Right: that move leaves value 0, a P-position.",
                verdict("kayles 8", "move", "kayles 8 → kayles 3 3"));
        assertEquals("wrong: \"kayles 1 6\" leaves value 2, not 0: the other player can win from there.",
                verdict("kayles 8", "move", "kayles 8 → kayles 1 6"));
        assertEquals("unreadable: Write the position the move"
                + " leaves, like nim 3 4 5 with one component changed, rather than the change.",
                verdict("nim 3 4 5", "move", "nim 7 → nim 1"));
        // The questions' own words.
        assertEquals("right: Right: it is an N-position.",
                verdict("nim 3 4 5", "outcome", "The player to move"));
        assertEquals("right: Right: it is a P-position.",
                verdict("nim 1 2 3", "outcome", "the other player."));
    }

    @Test
    void movesJoinedByACommaAreToldToUseASemicolon() {
        String hint = " (separate moves with a semicolon, not a comma)";
        assertEquals("unreadable: \"7,nim\" is not a heap size: nim takes one whole number per heap,"
                + " like nim 7" + hint, verdict("nim 5 6 7", "moves", "nim 1 6 7,nim 5 2 7"));
        assertEquals("unreadable: \"7,\" is not a heap size: nim takes one whole number per heap,"
                + " like nim 7" + hint, verdict("nim 5 6 7", "moves", "nim 1 6 7, nim 5 2 7"));
        // A comma between numbers is the notation's own: no hint.
        assertEquals("unreadable: \"x\" is not a whole number: expected digits, like 7",
                verdict("wythoff 4,7", "move", "wythoff 4,x"));
    }

    @Test
    void noMoveAndOutcomesAreReadHoweverTheyAreWritten() {
        assertEquals("right: Right: there is no winning move.",
                verdict("nim 5 6 3", "moves", "None"));
        assertEquals("wrong: No: some move wins; look for one that leaves value"
                + " 0.", verdict("nim 5 6 7", "moves", "none"));
        assertEquals("unreadable: Write \"none\" or the"
                + " moves, not both.", verdict("nim 5 6 7", "moves", "none; nim 1 6 7"));
        assertEquals("right: Right: that is how many winning moves there"
                + " are.", verdict("nim 5 6 3", "count", "zero"));
        for (String p : new String[] {"P.", "p position", "P-position.", "second player"}) {
            assertEquals("right: Right: it is a P-position.",
                    verdict("nim 5 6 3", "outcome", p), p);
        }
    }

    /** One reading of a list of moves, for the page's answers and the book's claims alike: parts and their places. */
    @Test
    void aListOfMovesIsSplitAtSemicolonsAndLinesKeepingWhereEachStarts() {
        assertEquals(List.of(new Matcher.Written("nim 1 4 5", 1), new Matcher.Written("nim 3 1 5", 12),
                new Matcher.Written("", 23), new Matcher.Written("nim 3 4 7", 25)),
                Matcher.split(" nim 1 4 5; nim 3 1 5;\n;\nnim 3 4 7"));
    }
}
