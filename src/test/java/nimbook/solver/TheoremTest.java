package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each closed form against its brute force, over the stated ranges; and the checker catches a false form. */
class TheoremTest {
    @ParameterizedTest
    @EnumSource(Theorem.class)
    void everyTheoremHoldsOverItsDefaultRange(Theorem theorem) throws Theorem.Refused {
        Theorem.Verification verification = theorem.check(Map.of());
        assertNull(verification.counterexample());
        assertTrue(verification.cases() > 0);
    }

    @Test
    void caseCountsAreExact() throws Theorem.Refused {
        // Piles of 0 to 7 sections of 1 to 6 balls: 1 + 6 + 6² + … + 6⁷.
        assertEquals(335_923, Theorem.EENY_MEENY.check(Map.of()).cases());
        // Multisets of 3 heaps of 0 to 7: C(10, 3).
        assertEquals(120, Theorem.BOUTON.check(Map.of()).cases());
        // Pairs 1 ≤ b ≤ a ≤ 64.
        assertEquals(64 * 65 / 2, Theorem.EMPTY_AND_DIVIDE.check(Map.of()).cases());
        assertEquals(201 * 201, Theorem.WYTHOFF.check(Map.of()).cases());
        // Heaps 0 to 1000; staircases of 4 steps of 0 to 4 coins; multisets of 4 heaps of 0 to 7, C(11, 4), for each
        // k up to 3; circles of 0 to 12 counters; rectangles up to 6 × 6 and two-row bars 1 ≤ a ≤ 6, 0 ≤ b ≤ a.
        assertEquals(1001, Theorem.LASKER.check(Map.of()).cases());
        assertEquals(625, Theorem.STAIRCASE.check(Map.of()).cases());
        assertEquals(3 * 330, Theorem.MOORE.check(Map.of()).cases());
        assertEquals(330, Theorem.GREEDY_NIM.check(Map.of()).cases());
        assertEquals(13, Theorem.CIRCULAR_NIM.check(Map.of()).cases());
        assertEquals(36 + 27, Theorem.CHOMP.check(Map.of()).cases());
    }

    @Test
    void theSearchesOfLargerChecksAreBoundedBeforeTheyStart() {
        assertEquals("checking staircase up to steps 6 and size 6 looks at about 188848296 options, more than 20000000:"
                + " lower steps or size", assertThrows(Theorem.Refused.class,
                        () -> Theorem.STAIRCASE.check(Map.of("steps", 6L, "size", 6L))).getMessage());
        assertEquals("checking moore up to k = 5, heaps 6 and size 15 looks at about 292297919760 options, more than"
                + " 20000000: lower k, heaps or size", assertThrows(Theorem.Refused.class,
                        () -> Theorem.MOORE.check(Map.of("k", 5L, "heaps", 6L, "size", 15L))).getMessage());
    }

    @Test
    void eenyMeenyHoldsOnLargerPiles() throws Theorem.Refused {
        Theorem.Verification verification = Theorem.EENY_MEENY.check(Map.of("sections", 6L, "size", 12L));
        assertNull(verification.counterexample());
        assertEquals((long) ((Math.pow(12, 7) - 1) / 11), verification.cases());
        assertNull(Theorem.RECURRENCE.check(Map.of("sections", 9L, "size", 5L)).counterexample());
        assertNull(Theorem.EMPTY_AND_DIVIDE.check(Map.of("size", 300L)).counterexample());
        assertNull(Theorem.SUBTRACTION.check(Map.of("k", 30L, "size", 3000L)).counterexample());
    }

    @Test
    void aFalseRuleIsCaughtWithItsCounterexample() {
        // The eeny-meeny rule without its special case at the bottom: (1, 1) would be worth 1, not 0.
        Theorem.Verification verification = TheoremChecks.PileCheck.check(Theorem.EENY_MEENY, 3, 3,
                (s, k) -> k == 2 && s[0] == s[1] ? s[1] : EenyMeeny.value(s, k));
        assertEquals("colourful 1,1: the formula gives 1, brute force 0", verification.counterexample());
        assertEquals(3, verification.cases());
    }

    @Test
    void unknownTheoremsAndParametersAreNamed() {
        NotationException unknown = assertThrows(NotationException.class, () -> Theorem.named("eeny"));
        assertEquals("unknown theorem \"eeny\"; known theorems: " + String.join(", ",
                java.util.Arrays.stream(Theorem.values()).map(Theorem::id).toList()), unknown.getMessage());
        Theorem.Refused parameter = assertThrows(Theorem.Refused.class,
                () -> Theorem.EENY_MEENY.check(Map.of("piles", 3L)));
        assertEquals("\"piles\" is not a parameter of eeny-meeny; it takes sections, size", parameter.getMessage());
        assertEquals("piles", parameter.parameter());
        assertEquals("\"heap\" is not a parameter of bouton (did you mean \"heaps\"?); it takes heaps, size",
                assertThrows(Theorem.Refused.class, () -> Theorem.BOUTON.check(Map.of("heap", 3L))).getMessage());
        Theorem.Refused tooLarge = assertThrows(Theorem.Refused.class,
                () -> Theorem.BOUTON.check(Map.of("heaps", 3L, "size", 16L)));
        assertEquals("\"size\" is 16; it can be at most 15", tooLarge.getMessage());
        assertEquals("size", tooLarge.parameter());
        Theorem.Refused tooMany = assertThrows(Theorem.Refused.class,
                () -> Theorem.EENY_MEENY.check(Map.of("sections", 30L, "size", 10L)));
        assertEquals("checking eeny-meeny up to sections 30 and size 10 means more than 200000000 cases:"
                + " lower sections or size", tooMany.getMessage());
        assertEquals(null, tooMany.parameter());
        Theorem.Refused tooLong = assertThrows(Theorem.Refused.class,
                () -> Theorem.SUBTRACTION.check(Map.of("k", 1000L, "size", 10_000_000L)));
        assertEquals("checking subtraction up to k = 1000 and size 10000000 takes about 5005000000000 steps, more than"
                + " 2000000000: lower k or size", tooLong.getMessage());
    }

    /** A solver checks a theorem over a range once: asked again, by the same name and range, it answers what it found. */
    @Test
    void aSolverChecksATheoremOverARangeOnce() throws Theorem.Refused {
        Solver solver = new Solver();
        Theorem.Verification first = solver.verify(Theorem.BOUTON, Map.of());
        assertEquals(120, first.cases());
        assertTrue(first == solver.verify(Theorem.BOUTON, Map.of()), "the same range: the check made before");
        Theorem.Verification other = solver.verify(Theorem.EMPTY_AND_DIVIDE, Map.of("size", 10L));
        assertEquals(10 * 11 / 2, other.cases());
        assertTrue(other != solver.verify(Theorem.EMPTY_AND_DIVIDE, Map.of("size", 11L)), "another range: checked");
        assertTrue(first != new Solver().verify(Theorem.BOUTON, Map.of()), "another solver: checked again");
    }
}
