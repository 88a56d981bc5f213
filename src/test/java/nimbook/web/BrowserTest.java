package nimbook.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The page's facade as JSON, on the JVM (the browser runs the same code compiled to JavaScript). What the verdicts say
 * is MatcherTest's; here, how each kind of verdict and a bad call are written.
 */
class BrowserTest {
    private final Browser page = Browser.page();

    /** The positions src/test/resources/deals.tsv says a set deals: on the JVM here, in the page's solver in Node's tests. */
    @Test
    void everySetDealsEachExerciseThePositionThePageDeals() throws IOException {
        List<String> deals = Files.readAllLines(Path.of("src/test/resources/deals.tsv")).stream()
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        assertTrue(deals.size() >= 5);
        for (String deal : deals) {
            String[] cells = deal.split("\t", -1);
            assertEquals("{\"ok\":true,\"position\":\"" + cells[4] + "\"}", page.deal(cells[0], cells[1], cells[2],
                    cells[3]), deal);
        }
    }

    /** A loopy position's answer is judged in the box, its worked answer line by line; its hints end with the labelling. */
    @Test
    void aLoopyAnswerIsJudgedLineByLineAndItsHintsAreItsLabelling() {
        String loop = "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@0";
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: the value is ∞(0,1).\"}",
                page.check(loop, "grundy", "inf(0,1)"));
        assertEquals("{\"ok\":true,\"state\":\"right\",\"message\":\"Right: it is an N-position.\",\"lines\":[{\"line\":1,"
                + "\"mark\":\"right\",\"message\":\"Right.\"},{\"line\":2,\"mark\":\"right\",\"message\":\"Right: it is an"
                + " N-position.\"}]}", page.work(loop, "outcome", "false", "round 0: 2, 4\nso N"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"0>1\\\" has no token: end a graph with @ and the token's vertex, like"
                + " 0>1,1>0,1>2@0\"}", page.work("loopy 0>1", "grundy", "false", "0"));
        assertEquals("{\"ok\":true,\"position\":\"loopy 0>1,1>2,2>0@0\",\"value\":\"∞()\",\"outcome\":\"D\","
                + "\"misere\":false,\"loopy\":true,\"moves\":[],\"explanation\":[\"Position: loopy 0>1,1>2,2>0@0\","
                + "\"Graph 0>1,1>2,2>0, labelled round by round:\",\"  round 0: no vertex gets 0; ∞ to vertices 0 ∞(), 1 ∞(),"
                + " 2 ∞().\",\"  The token on vertex 0 is worth ∞().\",\"Value ∞(): a draw, neither player can force a"
                + " win.\",\"No move leaves value 0.\"]}", page.analyze("Loopy 0>1,1>2,2>0@0"));
        String hints = page.hints(loop, "grundy", "");
        assertTrue(hints.startsWith("{\"ok\":true,\"rungs\":[{\"number\":1,\"title\":\"What to compute\""), hints);
        assertTrue(hints.contains("{\"number\":3,\"title\":\"The first round\",\"lines\":[\"Graph"
                + " 0>1,1>0,0>2,0>3,3>4,1>5,5>1, labelled round by round:\",\"  round 0: 0 to vertices 2, 4, in this"
                + " order; ∞ to vertices 1 ∞(), 5 ∞().\"]}"), hints);
        assertTrue(hints.endsWith("\"Value ∞(0,1): an N-position, the next player wins.\",\"Winning moves, each"
                + " leaving value 0: loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@2.\"]}]}"), hints);
    }

    /** A page keeps the generators it dealt from: a set deals what a fresh page deals it, whatever came before. */
    @Test
    void aKeptGeneratorDealsWhatAFreshOneDeals() {
        for (String want : List.of("", "N", "P", "both")) {
            for (int set = 0; set < 40; set++) {
                assertEquals(Browser.page().deal("nim 3 1..9", want, Integer.toString(set), "2.4"),
                        page.deal("nim 3 1..9", want, Integer.toString(set), "2.4"), want + " " + set);
            }
        }
    }

    @Test
    void aVerdictIsRightWrongOrUnreadable() {
        assertEquals("{\"ok\":true,\"correct\":true,\"message\":\"Right: the value is 2.\"}",
                page.check("nim 3 4 5", "grundy", "2"));
        assertEquals("{\"ok\":true,\"correct\":false,\"message\":\"Not the value: compute it again from the options (or"
                + " the nim-sum of the parts).\"}", page.check("nim 3 4 5", "grundy", "3"));
        assertEquals("{\"ok\":true,\"correct\":false,\"unreadable\":true,\"message\":\"Write the value as a whole number,"
                + " like 3.\"}", page.check("nim 3 4 5", "grundy", "two"));
    }

    @Test
    void aBadPositionOrKindIsAnError() {
        assertEquals("{\"ok\":false,\"error\":\"\\\"-3\\\" is negative: sizes are whole numbers from 0\"}",
                page.check("nim -3", "grundy", "2"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"value\\\" is not something to check: use grundy, outcome, moves, move,"
                + " count, construct, counterexample\"}", page.check("nim 3", "value", "2"));
    }

    @Test
    void aPositionIsReadAsAnAnswerIs() {
        // A full stop, as after a sentence, and misère as the prose spells it: the calculator and a board read them too.
        assertEquals(page.analyze("nim 3 4 5"), page.analyze("Nim 3 4 5."));
        assertEquals(page.options("misere-nim 1 1 1"), page.options("misère-nim 1 1 1"));
        assertEquals(page.analyze("misere-nim 1 1 1"), page.analyze("misère-nim 1 1 1."));
    }

    @Test
    void theComputersReplySaysWhereOnTheBoardItMoved() {
        assertEquals("{\"ok\":true,\"over\":false,\"result\":\"nim 1 4 5\",\"move\":\"nim 3 \u2192 1\",\"winning\":true,"
                + "\"component\":\"0\",\"parts\":\"1\"}", page.reply("nim 3 4 5"));
        // Knocking a pin out of a row of three leaves two rows, where the row stood.
        assertEquals("{\"ok\":true,\"over\":false,\"result\":\"nim 0 + kayles 1 1\",\"move\":\"kayles 3 \u2192 1 + 1\","
                + "\"winning\":true,\"component\":\"1\",\"parts\":\"2\"}", page.reply("nim 0 + kayles 3"));
        assertEquals("{\"ok\":true,\"over\":true}", page.reply("nim 0"));
    }

    @Test
    void aGeneratedExerciseIsDealtAsTheBuildDealsIt() {
        // Set 0 is the default build's: the golden book's exercise 1.2.
        assertEquals("{\"ok\":true,\"position\":\"nim 1 1 3\"}", page.deal("nim 3 1..9", "N", "0", "1.2"));
        assertEquals("{\"ok\":true,\"position\":\"nim 3 4 4\"}", page.deal("nim 3 1..9", "N", "3", "1.2"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"0..x\\\" is not a range: write from..to with whole numbers, like"
                + " 0..30\"}", page.deal("nim 4 0..x", "", "12", "1.1"));
    }

    /** The page's solver refuses at a tenth of the build's limits, before the work, as the command line does. */
    @Test
    void thePageRefusesWhatItCannotAnswerQuickly() {
        assertEquals("{\"ok\":false,\"error\":\"\\\"kayles 200000\\\" has 200000 moves to look through for the winning"
                + " ones: a question looks through at most 100000; its value (grundy) is still given\"}",
                page.analyze("kayles 200000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"nim 10000000\\\" has 10000000 moves: too many to show (at most"
                + " 400)\"}", page.options("nim 10000000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"nim 10000000\\\" has 10000000 moves: at most 10000 are listed at"
                + " once; choose a position with fewer\"}", page.reply("nim 10000000"));
        assertEquals("{\"ok\":false,\"error\":\"\\\"grundys-game 5000\\\" takes 2499 lines to explain: an explanation"
                + " has at most 1000; ask for its value (grundy) or winning moves (moves)\"}", page.analyze("grundys-game 5000"));
    }
}
