package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/** The matcher's verdicts on answers about loopy positions, word for word. */
class LoopyAnswersTest {
    private static final Matcher MATCHER = new Matcher(new Solver());
    /** A token on a graph whose vertex 0 is worth ∞(0,1): an N-position, won by the move to vertex 2. */
    private static final String LOOP = "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@0";

    private static String verdict(String position, String kind, String answer) throws NotationException {
        Verdict verdict = MATCHER.judge(position, kind, answer);
        return verdict.mark().word() + ": " + verdict.message();
    }

    @Test
    void anInfiniteValueIsReadInEveryUsualWriting() throws NotationException {
        for (String written : new String[] {"∞(0,1)", "∞(1, 0)", "inf(0,1)", "INF{0,1}", "infinity(0,1).", "\\infty(0,1)",
            "∞ (0, 1)"}) {
            assertEquals("right: Right: the value is ∞(0,1).", verdict(LOOP, "grundy", written), written);
        }
        assertEquals("right: Right: the value is 2.", verdict("loopy 0>1,1>2,2>0,2>3@2", "grundy", "2"));
    }

    @Test
    void aWrongValueIsToldWithoutTheRightOne() throws NotationException {
        assertEquals("wrong: The value is infinite, but the finite values of the options are not (0): list every"
                + " finite value among the options' values.", verdict(LOOP, "grundy", "∞(0)"));
        assertEquals("wrong: Not the value: label the vertices round by round (a vertex left unlabelled is ∞), then"
                + " add the tokens' values.", verdict(LOOP, "grundy", "2"));
        assertEquals("wrong: Not the value: label the vertices round by round (a vertex left unlabelled is ∞), then"
                + " add the tokens' values.", verdict("loopy 0>1,1>2,2>0,2>3@2", "grundy", "∞()"));
        String unreadable = "unreadable: Write the value as a whole number, like 3, or ∞ with the finite values of"
                + " the options, like ∞(0,2) (inf(0,2) too; ∞() when no option has a finite value).";
        assertEquals(unreadable, verdict(LOOP, "grundy", "∞"));
        assertEquals(unreadable, verdict(LOOP, "grundy", "∞(0,x)"));
        assertEquals(unreadable, verdict(LOOP, "grundy", "∞(0,1}"));
    }

    @Test
    void aDrawIsAnOutcome() throws NotationException {
        String cycle = "loopy 0>1,1>2,2>0@0";
        assertEquals("right: Right: it is a draw.", verdict(cycle, "outcome", "D"));
        assertEquals("right: Right: it is a draw.", verdict(cycle, "outcome", "a draw."));
        assertEquals("wrong: No: look at the value — 0 means P, another number N, ∞(K) N when 0 is in K and a draw"
                + " otherwise.", verdict(cycle, "outcome", "P"));
        assertEquals("right: Right: it is an N-position.", verdict(LOOP, "outcome", "N-position"));
        assertEquals("unreadable: Answer P (the previous player, who moved last, wins), N (the next player, who moves"
                + " now, wins) or D (a draw: neither can force a win).", verdict(cycle, "outcome", "tie"));
    }

    @Test
    void movesAreThePositionsTheyLeaveInAnyOrderOfArcs() throws NotationException {
        assertEquals("right: Right: that move leaves value 0, a P-position.",
                verdict(LOOP, "move", "loopy 1>0,0>1,0>2,0>3,3>4,1>5,5>1@2"));
        assertEquals("right: Right: this is the only winning move.", verdict(LOOP, "moves",
                "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@2."));
        assertEquals("wrong: \"loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@1\" leaves value ∞(), not 0: the other player"
                + " does not lose from there.", verdict(LOOP, "move", "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@1"));
        assertEquals("wrong: \"loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@4\" cannot be reached in one move from " + LOOP
                + ": slide one token along one arc.", verdict(LOOP, "move", "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@4"));
        assertEquals("unreadable: \"0>1\" has no token: end a graph with @ and the token's vertex, like 0>1,1>0,1>2@0",
                verdict(LOOP, "move", "loopy 0>1"));
        assertEquals("right: Right: there is no winning move.", verdict("loopy 0>1,1>2,2>0@0", "moves", "none"));
        assertEquals("right: Right: that is how many winning moves there are.", verdict(LOOP, "count", "1"));
        assertEquals("wrong: No: count again (each winning move leaves value 0).", verdict(LOOP, "count", "none"));
    }

    @Test
    void everyMoveIsJudgedAsTheSolverPlays() throws NotationException {
        Loopy position = Loopy.parse("loopy 1>0,1>2,2>1,2>3,3>4,4>3,3>5,4>5,5>6@3 0>1,1>2,2>0,2>3@0");
        for (Loopy option : position.options()) {
            assertEquals(option.value().outcome().equals("P") ? "right" : "wrong",
                    MATCHER.judge(position.toString(), "move", option.toString()).mark().word(), option.toString());
        }
    }
}
