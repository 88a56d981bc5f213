package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * The step checker on loopy positions, word for word: each kind of line right, wrong (saying why in the definition's
 * words) and unreadable (saying how to write it); every claim of a vertex's value against an independent retrograde
 * analysis; the labelling written out as a worked answer is right; and no message tells what is asked.
 */
class LoopyStepsTest {
    /** A token on vertex 0 of lesson 7's graph: worth ∞(0,1), an N-position won by the move to vertex 2 alone. */
    private static final String LOOP = "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@0";
    /** That token, and one on vertex 0 of the cycle of three with an exit, worth 1: the sum is ∞(0,1). */
    private static final String SUM = LOOP + " 0>1,1>2,2>0,2>3@0";

    private static String checked(String position, String kind, String text) {
        return StepCheckerTest.checked(position, kind, text);
    }

    @Test
    void aVertexsValueIsRightOrSaysWhyNotInTheDefinitionsWords() {
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right.
                4 right: Right.
                5 right: Right.
                6 right: Right.
                7 right: Right.
                8 wrong: γ(3) is not 0: its follower 4 has 0.
                9 wrong: γ(3) is not 2: the finite values of its followers are 0, and mex{0} = 1.
                10 wrong: γ(3) is 1, not ∞(0): no follower has 1, and every follower of higher value, or ∞, has a follower\
                 of value 1.
                11 wrong: γ(5) is not 0: work it out again from the values of its followers.
                12 wrong: The value is infinite, but the finite values of the options are not (0): list every finite value\
                 among the options' values.
                13 right: Right: the value is ∞(0,1).
                answer wrong: Lines 8, 9, 10, 11 and 12 are wrong.
                """, checked(LOOP, "grundy", """
                γ(2) = 0
                vertex 4: 0
                3 gets 1
                The token on vertex 3 is worth 1.
                $\\gamma(5) = \\infty()$
                g(1) = inf{}
                γ(2) = mex{} = 0
                γ(3) = 0
                γ(3) = 2
                γ(3) = ∞(0)
                γ(5) = 0
                γ(0) = ∞(0)
                γ(0) = ∞(0,1)
                """));
        // Where the value is known to the reader, an ∞ that comes back to nothing says so; and a mex of the wrong values.
        assertEquals("""
                1 wrong: γ(2) is not 0: its follower 1 is ∞ and has no follower of value 0.
                2 wrong: γ(2) is ∞(), not ∞(0): none of its followers has a finite value.
                3 wrong: mex{0} is not the mex for γ(2): the finite values of its followers are none.
                answer wrong: Lines 1, 2 and 3 are wrong.
                """, checked("loopy 0>1,1>2,2>1,1>3,3>1@0", "grundy", "γ(2) = 0\nγ(2) = ∞(0)\nγ(2) = mex{0} = 1\n"));
    }

    @Test
    void aRoundIsCheckedAgainstTheLabelling() {
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right.
                4 right: Right.
                5 right: Right.
                6 wrong: Round 0 labels vertex 4 too: it has no followers.
                7 wrong: Round 0 does not label vertex 3 with 0: its follower 4 has 0.
                8 wrong: Round 1 does not label vertex 4 with 1: round 0 labels it 0.
                9 wrong: Round 0 labels vertex 5 ∞ too: it is still unlabelled when the round ends, and has no follower\
                 labelled 0.
                10 wrong: Round 0 does not label vertex 0 ∞: look again at its followers.
                11 wrong: Vertex 1 is not ∞(0): work it out again from the values of its followers.
                12 wrong: Round 2 does not label vertex 0 with 2: look again at its followers.
                13 wrong: The labelling ends with round 2: every vertex is labelled by then.
                answer wrong: Lines 6, 7, 8, 9, 10, 11, 12 and 13 are wrong.
                """, checked(LOOP, "grundy", """
                round 0: 4, 2
                round 0: 0 to vertices 2, 4, in this order; ∞ to vertices 1 ∞(), 5 ∞().
                Round 0: {2, 4}; inf: 1, 5
                round 1: 3
                round 2: no vertex gets 2; ∞ to 0
                round 0: 2
                round 0: 2, 4, 3
                round 1: 3, 4
                round 0: 2, 4; ∞: 1
                round 0: 2, 4; ∞ to 1, 5, 0
                round 0: 2, 4; ∞ to 1 ∞(0), 5
                round 2: 0
                round 3: none
                """));
        // A vertex left out because a follower not yet labelled cannot move to the round's label.
        assertEquals("""
                1 wrong: Round 0 does not label vertex 2 with 0: its follower 1 is unlabelled and has no follower labelled 0.
                answer wrong: Round 0 does not label vertex 2 with 0: its follower 1 is unlabelled and has no follower\
                 labelled 0.
                """, checked("loopy 0>1,1>2,2>1,1>3,3>1@0", "grundy", "round 0: 2"));
    }

    @Test
    void tokensAddBySmithsRule() {
        // The sum of the tokens' values in the reader's own numbers is the exercise's: its value is told by no message.
        assertEquals("""
                1 right: Right.
                2 incomplete: That only says it again: say what it comes to, with = and a value.
                3 wrong: ∞(0,1) + 1 is not ∞(0,2): ∞(K) + b is ∞(K ⊕ b), each value of K nim-added to b.
                4 wrong: Not the value: label the vertices round by round (a vertex left unlabelled is ∞), then add the\
                 tokens' values.
                5 wrong: γ₂(0) is not 2: the finite values of its followers are 0, and mex{0} = 1.
                6 right: Right.
                7 wrong: ∞(0) + ∞(1) is ∞(), not ∞(1): two infinite values make ∞(), a draw.
                8 wrong: ∞(2) + 3 is ∞(1), not ∞(2): ∞(K) + b is ∞(K ⊕ b), each value of K nim-added to b.
                9 wrong: 3 + 1 is not 4: 4 is 3 + 1, the ordinary sum; a nim-sum adds each binary column without carrying,\
                 so a column with an even number of ones gives 0.
                10 right: Right.
                11 right: Right.
                12 right: Right: the value is ∞(0,1).
                answer wrong: Lines 3, 4, 5, 7, 8 and 9 are wrong.
                """, checked(SUM, "grundy", """
                graph 2: γ(0) = 1
                γ₁(0) + γ₂(0) = ∞(0,1) + 1
                ∞(0,1) + 1 = ∞(0,2)
                γ₁(0) + γ₂(0) = 1
                γ_1(0) + γ_{2}(0) = ∞(0,1) + 2
                1 ⊕ 3 = 2
                ∞(0) + ∞(1) = ∞(1)
                ∞(2) + 3 = ∞(2)
                3 + 1 = 4
                γ₁(0) + γ₂(0)
                = ∞(0,1) + 1
                = ∞(0,1)
                """));
    }

    @Test
    void outcomesMovesAndCountsAreJudgedAsTheAnswerBoxJudgesThem() {
        assertEquals("""
                1 right: Right.
                2 wrong: γ₂(0), of value 1, is N, not P: 0 means P, another number N, ∞(K) N when 0 is in K and a draw\
                 otherwise.
                3 right: Right.
                4 wrong: ∞(0) is N, not D: 0 means P, another number N, ∞(K) N when 0 is in K and a draw otherwise.
                5 right: Right: it is an N-position.
                answer wrong: Lines 2 and 4 are wrong.
                """, checked(SUM, "outcome", "γ₁(2) = 0 so P\nγ₂(0) = 1, so P\n∞(0,2) is N\n∞(0) is a draw\n"
                        + "∞(0,1) + 1 = ∞(0,1) so N\n"));
        assertEquals("""
                1 wrong: "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@3" leaves value 1, not 0: the other player does not lose from\
                 there.
                2 wrong: There is no arc 0>4: a move slides a token along one arc.
                3 wrong: No token stands on vertex 3: a move slides a token from where it stands.
                4 right: Right.
                5 right: Right: that move leaves value 0, a P-position.
                answer wrong: Lines 1, 2 and 3 are wrong.
                """, checked(LOOP, "moves", "move to vertex 3\n0 → 4\n3 → 4\n0 → 1 = ∞()\n0 → 2 = 0\n"));
        assertEquals("""
                1 right: Right: a move you tried; the last move you write is your answer.
                2 right: Right: that move leaves value 0, a P-position.
                answer right: Right: that move leaves value 0, a P-position.
                """, checked(SUM, "move", LOOP + " 0>1,1>2,2>0,2>3@1\n" + SUM + " → loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@3"
                        + " 0>1,1>2,2>0,2>3@0\n"));
        assertEquals("""
                1 right: Right.
                2 right: Right.
                3 right: Right: that is how many winning moves there are.
                answer right: Right: that is how many winning moves there are.
                """, checked(LOOP, "count", "0 → 2 = 0\n0 → 3 = 1\nso 1 winning move\n"));
        assertEquals("""
                1 right: Right.
                2 right: Right: this is the only winning move.
                answer right: Right: this is the only winning move.
                """, checked(LOOP, "moves", "γ(2) = 0\n0 → 2\n"));
        assertEquals("""
                1 right: Right: there is no winning move.
                answer right: Right: there is no winning move.
                """, checked("loopy 0>1,1>2,2>0@0", "moves", "no move wins"));
    }

    @Test
    void aGraphIsNamedWhenThePositionHasSeveral() {
        assertEquals("""
                1 unreadable: The position has 2 graphs: say which one, like graph 2: γ(3) = … (or γ₂ for γ).
                2 right: Right: the lines after this are about graph 2.
                3 right: Right.
                4 right: Right: the lines after this are about graph 1.
                5 right: Right.
                6 unreadable: There is no graph 3: the position has 2 graphs, numbered from 1 in the order it writes them.
                7 unreadable: Graph 1 has no vertex 9: its vertices are 0 to 5.
                answer unreadable: Lines 1, 6 and 7 cannot be read: see how to write them.
                """, checked(SUM, "grundy", """
                γ(3) = 1
                graph 2
                round 0: 3, 1
                Graph 1:
                γ(3) = 1
                graph 3: γ(1) = 0
                γ₁(9) = 0
                """));
        // Two copies of one graph need no name.
        assertEquals("1 right: Right.\nanswer incomplete: Right so far; now write the answer: the value of " + LOOP + " "
                + LOOP.substring(6) + ".\n", checked(LOOP + " " + LOOP.substring(6), "grundy", "γ(3) = 1"));
    }

    @Test
    void anUnreadableLineSaysHowToWriteIt() {
        assertEquals("""
                1 unreadable: Write a vertex as its number, like γ(3) or vertex 3.
                2 unreadable: Write the value as a whole number, like 3, or ∞ with the finite values of the options, like\
                 ∞(0,2) (inf(0,2) too; ∞() when no option has a finite value).
                3 unreadable: Write a vertex's value as γ(3) (or vertex 3), a value as 2 or ∞(0,2), a position in the\
                 notation, or a sum of these with +: "two" is none of them.
                4 unreadable: Write a round as its number and the vertices it labels with it, like round 0: 2, 4 (none when\
                 it labels none), and, if you like, those it labels ∞, like round 0: 2, 4; ∞ to 5.
                5 unreadable: Write a round as its number and the vertices it labels with it, like round 0: 2, 4 (none when\
                 it labels none), and, if you like, those it labels ∞, like round 0: 2, 4; ∞ to 5: "x" is not a vertex.
                6 unreadable: Write a mex with its values in braces, like mex{0, 2} = 1.
                7 unreadable: Write a move as the position it leaves, or as the token's slide along an arc, like 0 → 2.
                8 unreadable: Neither a step nor the answer: write a step, like γ(0) = … or round 0: …, or the answer (P, N\
                 or D).
                9 unreadable: Write a sum with a value on each side of +, like ∞(0,2) + 3 = ∞(1,3).
                answer unreadable: Lines 1, 2, 3, 4, 5, 6, 7, 8 and 9 cannot be read: see how to write them.
                """, checked(LOOP, "outcome", """
                γ(x) = 1
                γ(1) = ∞
                γ(1) = two
                round one: 2
                round 0: 2, x
                γ(0) = mex{0, 1
                0 → here
                first the values
                γ(3) + = 1
                """));
        // A single line is the answer box's: judged as the box judges it.
        assertEquals("""
                1 unreadable: Answer P (the previous player, who moved last, wins), N (the next player, who moves now, wins)\
                 or D (a draw: neither can force a win).
                answer unreadable: Answer P (the previous player, who moved last, wins), N (the next player, who moves now,\
                 wins) or D (a draw: neither can force a win).
                """, checked(LOOP, "outcome", "tie"));
    }

    /** The example of docs/practice.md is right, line by line. */
    @Test
    void theExampleOfTheGuideIsRight() throws java.io.IOException {
        String guide = java.nio.file.Files.readString(java.nio.file.Path.of("docs/practice.md"));
        int start = guide.indexOf("```\n", guide.indexOf("For example, for the value of")) + 4;
        String example = guide.substring(start, guide.indexOf("```", start));
        assertEquals("1 right: Right.\n2 right: Right.\n3 right: Right.\n4 right: Right: the value is ∞(0,1).\n"
                + "answer right: Right: the value is ∞(0,1).\n", checked(LOOP, "grundy", example));
    }

    @Test
    void aLineThatOnlyRestatesTheQuestionIsIncomplete() {
        assertEquals("""
                1 incomplete: Right so far; now say what it comes to: end with = and a value.
                2 incomplete: That only says it again: say what it comes to, with = and a value.
                3 incomplete: That only says it again: say what it comes to, with = and a value.
                4 right: Right: the value is ∞(0,1).
                answer right: Right: the value is ∞(0,1).
                """, checked(LOOP, "grundy", "γ(0)\nγ(0) = γ(0)\n" + LOOP + " = γ(0)\n= ∞(0,1)\n"));
        assertEquals("""
                1 incomplete: Right so far; now say what it comes to: end with = and a value.
                answer incomplete: Right so far; now say what it comes to: end with = and a value.
                """, checked(SUM, "grundy", "γ₁(0) + γ₂(0)"));
    }

    /**
     * Every claim {@code γ(v) = x} on small random graphs, right exactly when x is the value an independent analysis
     * gives: the token on v beside a Nim heap of h is lost for the player to move (by retrograde analysis of the game
     * graph of the two) exactly when γ(v) = h; a vertex for which no heap does so is ∞ with its followers' finite values.
     */
    @Test
    void everyClaimOfAVertexsValueAgreesWithRetrogradeAnalysis() throws NotationException {
        Random random = new Random(40);
        int claims = 0;
        for (int trial = 0; trial < 150; trial++) {
            int n = 2 + random.nextInt(5);
            List<int[]> arcs = new ArrayList<>();
            for (int u = 0; u < n; u++) {
                for (int v = 0; v < n; v++) {
                    if (u != v && random.nextInt(10) < 3) {
                        arcs.add(new int[] {u, v});
                    }
                }
            }
            List<String> written = arcs.stream().map(arc -> arc[0] + ">" + arc[1]).toList();
            String[] values = LoopyBrute.values(n, arcs);
            String position = "loopy " + String.join(",", written) + "@" + (n - 1);
            List<String> lines = new ArrayList<>();
            List<Boolean> right = new ArrayList<>();
            for (int v = 0; v < n; v++) {
                for (String x : List.of("0", "1", "2", "3", "∞()", "∞(0)", "∞(1)", "∞(0,1)", "∞(0,2)", "∞(1,2)")) {
                    lines.add("γ(" + v + ") = " + x);
                    right.add(x.equals(values[v]));
                }
                lines.add("vertex " + v + ": " + values[v]);
                right.add(true);
            }
            String kind = Matcher.KINDS.get(trial % Matcher.KINDS.size());
            StepChecker.Checked checked = new StepChecker(new Solver()).check(position, kind, false, String.join("\n",
                    lines));
            for (int i = 0; i < lines.size(); i++) {
                assertEquals(right.get(i) ? StepChecker.State.RIGHT : StepChecker.State.WRONG,
                        checked.lines().get(i).mark(), position + " (" + kind + "): " + lines.get(i));
            }
            claims += lines.size();
        }
        assertTrue(claims > 5_000, "claims: " + claims);
    }

    /** Worked answers of every kind of line, right, changed and unreadable: each line is marked, none throws. */
    @Test
    void everyLineOfAnyWorkedAnswerIsMarked() throws NotationException {
        java.util.Set<String> marks = new java.util.TreeSet<>();
        for (LoopyWorkedAnswers.Answer answer : new LoopyWorkedAnswers(12).make(600)) {
            StepChecker.Checked checked = new StepChecker(new Solver()).check(answer.position(), answer.kind(), false,
                    answer.text());
            long lines = answer.text().lines().filter(line -> !line.isBlank()).count();
            assertEquals(lines, checked.lines().size(), answer.toString());
            checked.lines().forEach(line -> marks.add(line.mark().word()));
        }
        assertEquals(java.util.Set.of("right", "wrong", "unreadable", "incomplete"), marks);
    }

    /** The labelling written out round by round, then the tokens' values and their sum, then the answer: right. */
    @Test
    void theLabellingWrittenOutIsARightAnswer() throws NotationException {
        Solver solver = new Solver();
        int answers = 0;
        for (String generate : List.of("loopy 1 4..7", "loopy 2 3..5", "loopy 3 2..4")) {
            Generator generator = Generator.of(solver, generate, "");
            for (long set = 1; set <= 40; set++) {
                Loopy position = Loopy.parse(generator.deal(solver, set, "7.1").toString());
                for (String kind : Matcher.KINDS) {
                    String text = String.join("\n", LoopyWorkedAnswers.labelling(position, kind));
                    StepChecker.Checked checked = new StepChecker(solver).check(position.toString(), kind, false, text);
                    assertEquals(StepChecker.State.RIGHT, checked.state(), position + " (" + kind + "):\n" + text + "\n"
                            + checked.lines());
                    checked.lines().forEach(line -> assertEquals(StepChecker.State.RIGHT, line.mark(), line.toString()));
                    answers++;
                }
            }
        }
        assertEquals(600, answers);
    }

    /**
     * No message to a wrong claim about what the exercise asks, or about a vertex its moves reach when the outcome or
     * the moves are asked, tells its value: with the graph's vertices numbered from 10, no number under 10 and no ∞(…)
     * appears in a message but those the line wrote.
     */
    @Test
    void noMessageTellsWhatIsAsked() throws NotationException {
        Random random = new Random(41);
        int probes = 0;
        for (int trial = 0; trial < 40; trial++) {
            int n = 3 + random.nextInt(4);
            List<String> arcs = new ArrayList<>();
            for (int u = 0; u < n; u++) {
                for (int v = 0; v < n; v++) {
                    if (u != v && random.nextInt(10) < 3) {
                        arcs.add((10 + u) + ">" + (10 + v));
                    }
                }
            }
            arcs.add("10>11");
            Loopy position = Loopy.parse("loopy " + String.join(",", arcs) + "@10");
            for (String kind : Matcher.KINDS) {
                for (String probe : LoopyBrute.probes(position, kind)) {
                    StepChecker.Checked checked = new StepChecker(new Solver()).check(position.toString(), kind, false,
                            probe + "\nγ(10)");
                    String message = checked.lines().get(0).message();
                    assertFalse(LoopyBrute.tells(message, probe), position + " (" + kind + "): " + probe + " → " + message);
                    probes++;
                }
            }
        }
        assertTrue(probes > 3_000, "probes: " + probes);
    }
}
