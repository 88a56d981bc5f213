package nimbook.practice;

import static nimbook.practice.StepCheckerTest.checked;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * What students write, read as they mean it and said how it was read, word for word: prose, LaTeX as pasted, other signs
 * and names, binary told from decimal by one rule, several steps on a line; a line that restates the question is
 * incomplete and gives nothing away; an ambiguous line is asked about; an unreadable line is told how to write it, with
 * an example from the exercise's own position.
 */
class NotationsTest {
    /** The examples: never right, no value told, the exercise not solved. */
    @Test
    void aLineThatRestatesTheQuestionOrStopsBeforeANumberIsIncompleteAndTellsNothing() {
        assertEquals("""
                1 incomplete: That only says it again: say what it comes to, with = and a number.
                answer incomplete: That only says it again: say what it comes to, with = and a number.
                """, checked("subtract:1,3,4 10", "grundy", "G(10) = G(10)"));
        assertEquals("""
                1 incomplete: Right so far; now say what it comes to: end with = and a number.
                answer incomplete: Right so far; now say what it comes to: end with = and a number.
                """, checked("nim 5 7 9", "grundy", "nim 5 7 9 = 5 ⊕ 7 ⊕ 9"));
        assertEquals("""
                1 incomplete: Right so far; now say what it comes to: end with = and a number.
                answer incomplete: Right so far; now say what it comes to: end with = and a number.
                """, checked("subtract:1,3,4 10", "grundy", "G(10) = mex{G(9), G(7), G(6)}"));
        assertEquals("""
                1 incomplete: Right so far; now say what it comes to: end with = and a number.
                answer incomplete: Right so far; now say what it comes to: end with = and a number.
                """, checked("kayles 5 2 6 6", "grundy", "kayles 5 2 6 6 = kayles 5 2"));
        assertEquals("""
                1 incomplete: That only says it again: say what it comes to, with = and a number.
                answer incomplete: That only says it again: say what it comes to, with = and a number.
                """, checked("nim 5 7 9", "grundy", "5 ⊕ 7 ⊕ 9"));
        assertEquals("""
                1 incomplete: That only says it again: say what it comes to, with = and a number.
                answer incomplete: That only says it again: say what it comes to, with = and a number.
                """, checked("nim 3 4 5", "outcome", "nim 3 4 5"));
        assertEquals("""
                1 wrong: mex{G(9), G(7), G(6)} is not 3: find the value of each of G(9), G(7) and G(6), then the least number\
                 that none of them is.
                2 wrong: G(7) is 0, not 1: its options have values 1, 2 and 2, and mex{1, 2} = 0.
                answer wrong: Lines 1 and 2 are wrong. (claimed 4)
                """, checked("subtract:1,3,4 10", "grundy", """
                G(10) = mex{G(9), G(7), G(6)} = 3
                G(10) = mex{G(9), G(7), G(6)} = mex{0, 1, 2} = 4
                """));
        assertEquals("""
                1 wrong: kayles 5 2 6 6 and kayles 5 3 are not worth the same: only a pair of equal components cancels.
                2 right: Right.
                answer wrong: Line 1 is wrong.
                """, checked("kayles 5 2 6 6", "grundy", """
                kayles 5 2 6 6 = kayles 5 3
                kayles 5 2 is N
                """));
    }

    /** Exercise 1.1 asks about binary, and takes a right decimal answer. */
    @Test
    void binaryIsReadWhereTheLineHoldsOnlyInBinaryAndSaidSo() {
        assertEquals("""
                1 right: Right: the value is 11.
                2 right: Right: the value is 11.
                answer right: Right: the value is 11. (claimed 11)
                """, checked("nim 5 7 9", "grundy", true, """
                5 ⊕ 7 ⊕ 9 = 11
                11
                """));
        assertEquals("""
                1 right: Right: the value is 11. [read as binary: 1011 = 11]
                answer right: Right: the value is 11. (claimed 11)
                """, checked("nim 5 7 9", "grundy", true, "1011"));
        assertEquals("""
                1 wrong: 101 ⊕ 111 ⊕ 1001 is not 1010: in binary 0101 ⊕ 0111 ⊕ 1001, count the ones in the 1s column: an odd\
                 number gives 1 there, an even number 0. [read as binary: 101 = 5, 111 = 7, 1001 = 9, 1010 = 10]
                2 wrong: Not the value: compute it again from the options (or the nim-sum of the parts). [read as binary: 1010\
                 = 10]
                answer wrong: Lines 1 and 2 are wrong. (claimed 10)
                """, checked("nim 5 7 9", "grundy", true, """
                101 ⊕ 111 ⊕ 1001 = 1010
                1010
                """));
        assertEquals("""
                1 right: Right. [read as binary: 101 = 5]
                2 right: Right. [read as binary: 011 = 3]
                3 right: Right: the value is 11. [read as binary: 101 = 5, 111 = 7, 1001 = 9, 1011 = 11]
                4 right: Right.
                5 wrong: 110 ⊕ 11 is not 111: 111 has a 1 in every column where any of them has one; a nim-sum has a 1 only\
                 where an odd number of them do.
                answer wrong: Line 5 is wrong. (claimed 11)
                """, checked("nim 5 7 9", "grundy", """
                5 = 101
                3 = 011
                101 ⊕ 111 ⊕ 1001 = 1011
                11 ⊕ 100 = 111
                110 ⊕ 11 = 111
                """));
        assertEquals("""
                1 wrong: Not the value: compute it again from the options (or the nim-sum of the parts).
                answer wrong: Not the value: compute it again from the options (or the nim-sum of the parts). (claimed 1011)
                """, checked("nim 5 7 9", "grundy", "1011"));
    }

    @Test
    void aNimSumEqualToANimSumIsComparedByValueReorderedOrCancelled() {
        assertEquals("""
                1 incomplete: That only says it again: say what it comes to, with = and a number.
                2 incomplete: Right so far; now say what it comes to: end with = and a number.
                3 right: Right.
                4 right: Right: the value is 11.
                answer right: Right: the value is 11. (claimed 11)
                """, checked("nim 5 7 9", "grundy", true, """
                5 ⊕ 7 ⊕ 9 = 9 ⊕ 7 ⊕ 5
                5 ⊕ 7 ⊕ 9 = 2 ⊕ 8 ⊕ 1
                5 = 4 + 1
                5 ⊕ 7 ⊕ 9 = (4 + 1) ⊕ (4 + 2 + 1) ⊕ (8 + 1) = 2 ⊕ 8 ⊕ 1 = 11
                """));
        assertEquals("""
                1 wrong: 5 ⊕ 7 ⊕ 9 is not 2 ⊕ 8 ⊕ 3: in binary 0101 ⊕ 0111 ⊕ 1001 and 0010 ⊕ 1000 ⊕ 0011 differ in the 2s\
                 column: count the ones there on each side.
                answer wrong: 5 ⊕ 7 ⊕ 9 is not 2 ⊕ 8 ⊕ 3: in binary 0101 ⊕ 0111 ⊕ 1001 and 0010 ⊕ 1000 ⊕ 0011 differ in the 2s\
                 column: count the ones there on each side.
                """, checked("nim 5 7 9", "grundy", true, "5 ⊕ 7 ⊕ 9 = 2 ⊕ 8 ⊕ 3"));
        assertEquals("""
                1 wrong: 3 ⊕ 4 is 7, but 1 ⊕ 5 is 4.
                2 wrong: 4 + 3 is 7, not 6.
                answer wrong: Lines 1 and 2 are wrong.
                """, checked("kayles 7", "grundy", """
                3 ⊕ 4 = 1 ⊕ 5
                6 = 4 + 3
                """));
    }

    /** As explain prints a winning move: a component and what it becomes. */
    @Test
    void theBooksMoveNotationChangesOneComponent() {
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position.
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("kayles 8", "move", "kayles 8 → kayles 3 3"));
        assertEquals("""
                1 wrong: The move to kayles 1 6 leaves value 2, not 0: the other player moves next, from a position they can\
                 win.
                answer wrong: The move to kayles 1 6 leaves value 2, not 0: the other player moves next, from a position they\
                 can win.
                """, checked("kayles 8", "move", "kayles 8 → kayles 1 6"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position.
                2 right: Right: that move leaves value 0, a P-position.
                3 right: Right: these are all the winning moves.
                answer right: Right: these are all the winning moves.
                """, checked("nim 7 9 12 13", "moves", """
                nim 9 → nim 6
                nim 12 → nim 3
                nim 13 → nim 2
                """));
    }

    @Test
    void proseIsReadAsTheStepItSaysAndTheReadingIsShown() {
        assertEquals("""
                1 right: Right: it is an N-position. [read as: nim 3 4 5 is N]
                answer right: Right: it is an N-position.
                """, checked("nim 3 4 5", "outcome", "so N"));
        assertEquals("""
                1 right: Right: it is an N-position. [read as: nim 3 4 5 is N]
                answer right: Right: it is an N-position.
                """, checked("nim 3 4 5", "outcome", "therefore N"));
        assertEquals("""
                1 right: Right: it is an N-position. [read as: nim 3 4 5 is N]
                answer right: Right: it is an N-position.
                """, checked("nim 3 4 5", "outcome", "hence the first player wins"));
        assertEquals("""
                1 right: Right: it is an N-position. [read as: nim 3 4 5 is N]
                answer right: Right: it is an N-position.
                """, checked("nim 3 4 5", "outcome", "the next player wins"));
        assertEquals("""
                1 right: Right: it is an N-position. [read as: nim 3 4 5 is N]
                answer right: Right: it is an N-position.
                """, checked("nim 3 4 5", "outcome", "it's an N-position"));
        assertEquals("""
                1 right: Right: it is a P-position. [read as: nim 1 2 3 is P]
                answer right: Right: it is a P-position.
                """, checked("nim 1 2 3", "outcome", "the second player wins"));
        assertEquals("""
                1 right: Right: it is a P-position. [read as: nim 1 2 3 is P]
                answer right: Right: it is a P-position.
                """, checked("nim 1 2 3", "outcome", "the previous player wins"));
        assertEquals("""
                1 right: Right: it is a P-position. [read as: nim 1 2 3 is P]
                answer right: Right: it is a P-position.
                """, checked("nim 1 2 3", "outcome", "it's a P-position"));
        assertEquals("""
                1 right: Right: it is a P-position. [read as: nim 1 2 3 is P]
                answer right: Right: it is a P-position.
                """, checked("nim 1 2 3", "outcome", "player 1 loses"));
        assertEquals("""
                1 right: Right: the value is 2. [read as: nim 3 4 5 = 2]
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "the value is 2"));
        assertEquals("""
                1 right: Right: the value is 2. [read as: nim 3 4 5 = 2]
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "Grundy value is 2"));
        assertEquals("""
                1 right: Right: the value is 2. [read as: 3 ⊕ 4 ⊕ 5 = 2]
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "the nim-sum of 3, 4 and 5 is 2"));
        assertEquals("""
                1 right: Right. [read as: nim 8 = 8]
                2 right: Right. [read as: nim 4 = 4]
                answer incomplete: Right so far; now write the answer: the value of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", """
                nim 8 has value 8
                the value of nim 4 is 4
                """));
        assertEquals("""
                1 right: Right: there is no winning move. [read as: nim 1 2 3 has 0 winning moves]
                answer right: Right: there is no winning move.
                """, checked("nim 1 2 3", "moves", "no move wins"));
        assertEquals("""
                1 right: Right: there is no winning move. [read as: nim 1 2 3 has 0 winning moves]
                answer right: Right: there is no winning move.
                """, checked("nim 1 2 3", "move", "there is none"));
        assertEquals("""
                1 right: Right: that is how many winning moves there are. [read as: nim 9 10 11 12 13 has 5 winning moves]
                answer right: Right: that is how many winning moves there are.
                """, checked("nim 9 10 11 12 13", "count", "5 winning moves"));
        assertEquals("""
                1 wrong: No: count again (each winning move leaves value 0). [read as: nim 9 10 11 12 13 has 3 winning moves]
                answer wrong: No: count again (each winning move leaves value 0).
                """, checked("nim 9 10 11 12 13", "count", "there are 3 winning moves"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position. [read as: nim 6 11 13]
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 7 11 13", "move", "the winning move is nim 6 11 13"));
    }

    @Test
    void latexAsPastedAndOtherSignsAreRead() {
        assertEquals("""
                1 right: Right: the value is 2. [read as: 3 ⊕ 4 ⊕ 5 = 2]
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "$3 \\oplus 4 \\oplus 5 = 2$"));
        assertEquals("""
                1 right: Right. [read as: G(3) = mex{0, 1, 2} = 3]
                2 right: Right. [read as: mex{0, 2} = 1]
                3 right: Right. [read as: mex{} = 0]
                4 right: Right. [read as: 4 + 1 = 5]
                5 right: Right. [read as: 3 ⊕ 4 = 7]
                6 right: Right. [read as: 3 ⊕ 4 = 7]
                answer incomplete: Right so far; now write the answer: the value of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", """
                \\(G(3) = \\operatorname{mex}\\{0, 1, 2\\} = 3\\)
                \\mathrm{mex}\\{ 0, 2 \\} = 1
                \\mathrm{mex}\\,\\emptyset = 0
                $2^2 + 2^0 = 5$
                3 ⨁ 4 = 7
                3 ⊻ 4 = 7
                """));
        assertEquals("""
                1 unreadable: In LaTeX, ^ raises to a power: write a nim-sum with \\oplus, like 3 \\oplus 4 = 7.
                answer unreadable: In LaTeX, ^ raises to a power: write a nim-sum with \\oplus, like 3 \\oplus 4 = 7.
                """, checked("nim 3 4 5", "grundy", "$3 ^ 4 = 7$"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position. [read as: nim 3 4 5 → nim 1 4 5]
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", "nim 3 4 5 => nim 1 4 5"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position. [read as: nim 3 4 5 → nim 1 4 5]
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", "nim 3 4 5 ⟶ nim 1 4 5"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position. [read as: nim 3 4 5 → nim 1 4 5]
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", "nim 3 4 5 to nim 1 4 5"));
        assertEquals("""
                1 right: Right: that move leaves value 0, a P-position. [read as: nim 3 4 5 → nim 1 4 5]
                answer right: Right: that move leaves value 0, a P-position.
                """, checked("nim 3 4 5", "move", "$\\text{nim } 3\\ 4\\ 5 \\to \\text{nim } 1\\ 4\\ 5$"));
    }

    @Test
    void otherNamesForGAndOtherMexesAreRead() {
        assertEquals("""
                1 right: Right. [read as: G(4) = 4]
                2 right: Right.
                3 right: Right. [read as: G(4) = 4]
                4 right: Right. [read as: G(4) = 4]
                5 right: Right. [read as: G(4) = 4]
                6 right: Right.
                7 right: Right. [read as: mex{} = 0]
                8 right: Right.
                answer incomplete: Right so far; now write the answer: the value of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", """
                SG(4) = 4
                g(4) = 4
                G_4 = 4
                G_{4} = 4
                G[4] = 4
                mex{0 2} = 1
                mex ∅ = 0
                mex{} = 0
                """));
    }

    @Test
    void twoStepsOnALineAreEachJudged() {
        assertEquals("""
                1 right: Right.
                answer incomplete: Right so far; now write the answer: the value of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", "G(3) = 3, G(4) = 4; G(5) = 5"));
        assertEquals("""
                1 wrong: G(4) is 4, not 5: its options have values 0, 1, 2 and 3, and mex{0, 1, 2, 3} = 4.
                answer wrong: G(4) is 4, not 5: its options have values 0, 1, 2 and 3, and mex{0, 1, 2, 3} = 4.
                """, checked("nim 3 4 5", "grundy", "G(3) = 3, G(4) = 5"));
        assertEquals("""
                1 right: Right: the value is 2. [read "so N" as: nim 3 4 5 is N]
                answer right: Right: the value is 2. (claimed 2)
                """, checked("nim 3 4 5", "grundy", "nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = 2 so N"));
        assertEquals("""
                1 right: Right: it is an N-position. [read "⇒ N" as: nim 3 4 5 is N]
                answer right: Right: it is an N-position. (claimed 2)
                """, checked("nim 3 4 5", "outcome", "3 ⊕ 4 ⊕ 5 = 2 ⇒ N"));
        assertEquals("""
                1 wrong: No: look at the value — 0 means P, anything else N. [read "so P" as: nim 3 4 5 is P]
                answer wrong: No: look at the value — 0 means P, anything else N. (claimed 2)
                """, checked("nim 3 4 5", "outcome", "nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = 2, so P"));
        assertEquals("""
                1 right: Right: it is a P-position. [read "so P" as: nim 1 2 3 is P]
                answer right: Right: it is a P-position. (claimed 0)
                """, checked("nim 1 2 3", "outcome", "1 ⊕ 2 ⊕ 3 = 0 so P"));
        assertEquals("""
                1 right: Right. [read "so N" as: kayles 4 is N]
                answer incomplete: Right so far; now write the answer: the value of nim 3 4 5.
                """, checked("nim 3 4 5", "grundy", "kayles 4 = 1, so N"));
    }

    @Test
    void anAmbiguousLineIsAskedAboutNotGuessed() {
        assertEquals("""
                1 unreadable: "so N" could be about nim 3 4 5 or about another position: write which, like nim 3 4 5 is N.
                answer unreadable: "so N" could be about nim 3 4 5 or about another position: write which, like nim 3 4 5 is N.
                """, checked("nim 3 4 5", "grundy", "3 ⊕ 4 = 7 so N"));
        assertEquals("""
                1 unreadable: G(4) could be G(kayles 4) or G(nim 4), as kayles 4 + nim 3 has several games: name the game.
                answer unreadable: G(4) could be G(kayles 4) or G(nim 4), as kayles 4 + nim 3 has several games: name the game.
                """, checked("kayles 4 + nim 3", "grundy", "G(4) = 1"));
    }

    /** Never the list of games: a line of prose is no unknown game. */
    @Test
    void anUnreadableLineSaysHowToWriteItWithAnExampleFromTheExercise() {
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer (the\
                 value of nim 3 4 5).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer\
                 (the value of nim 3 4 5).
                """, checked("nim 3 4 5", "grundy", "since the heaps are small"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer (the\
                 value of nim 3 4 5).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer\
                 (the value of nim 3 4 5).
                """, checked("nim 3 4 5", "grundy", "the heaps are small"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer (the\
                 value of nim 3 4 5).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 = 3 ⊕ 4 ⊕ 5 = …, or the answer\
                 (the value of nim 3 4 5).
                """, checked("nim 3 4 5", "grundy", "so what"));
        assertEquals("""
                1 unreadable: Write a mex with its values in braces, like mex{0, 1} = 2.
                answer unreadable: Write a mex with its values in braces, like mex{0, 1} = 2.
                """, checked("kayles 7", "grundy", "mex 0 1 = 2"));
        assertEquals("""
                1 unreadable: Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.
                answer unreadable: Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.
                """, checked("kayles 7", "grundy", "3 ⊕ ⊕ 4 = 7"));
        assertEquals("""
                1 unreadable: unknown game "kaylse" (did you mean "kayles"?): write positions as the book does, like kayles 7.
                answer unreadable: unknown game "kaylse" (did you mean "kayles"?): write positions as the book does, like\
                 kayles 7.
                """, checked("kayles 7", "grundy", "kaylse 4 = 1"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like kayles 4 + nim 3 = G(kayles 4) ⊕ G(nim 3) = …,\
                 or the answer (the value of kayles 4 + nim 3).
                answer unreadable: Neither a step nor the answer: write a step, like kayles 4 + nim 3 = G(kayles 4) ⊕ G(nim 3)\
                 = …, or the answer (the value of kayles 4 + nim 3).
                """, checked("kayles 4 + nim 3", "grundy", "I take the values first"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 → nim 0 4 5, or the answer (a winning\
                 move).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 → nim 0 4 5, or the answer (a\
                 winning move).
                """, checked("nim 3 4 5", "move", "move the biggest heap"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 1 → …, or the answer (a winning move).
                answer unreadable: Neither a step nor the answer: write a step, like nim 1 → …, or the answer (a winning move).
                """, checked("nim 1", "move", "take it all"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 is P (or N), or the answer (P or N).
                answer unreadable: Neither a step nor the answer: write a step, like nim 3 4 5 is P (or N), or the answer (P or\
                 N).
                """, checked("nim 3 4 5", "outcome", "who wins"));
        assertEquals("""
                1 unreadable: Neither a step nor the answer: write a step, like nim 9 10 11 12 13 has … winning moves, or the\
                 answer (how many winning moves there are).
                answer unreadable: Neither a step nor the answer: write a step, like nim 9 10 11 12 13 has … winning moves, or\
                 the answer (how many winning moves there are).
                """, checked("nim 9 10 11 12 13", "count", "lots of moves"));
        assertEquals("""
                1 unreadable: The line nests too deeply to process (more than 64 brackets inside one another): flatten it.
                answer unreadable: The line nests too deeply to process (more than 64 brackets inside one another): flatten it.
                """, checked("nim 3 4 5", "grundy", "mex{".repeat(65) + "}".repeat(65) + " = 0"));
    }
}
