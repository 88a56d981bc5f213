package nimbook.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import org.junit.jupiter.api.Test;

/**
 * Construct and counterexample exercises: a demand as written, every answer judged against it (through the one matcher,
 * as the page's box and grade do), the first small answer the search finds, and the hints.
 */
class DemandTest {
    private final Solver solver = Solver.forPages();
    private final Matcher matcher = new Matcher(solver);

    private String judged(String demand, String kind, String answer) throws NotationException {
        Verdict verdict = matcher.judge(demand, kind, answer);
        return verdict.mark().word() + ": " + verdict.message();
    }

    @Test
    void aPositionIsJudgedByEachConditionInTurn() throws NotationException {
        String demand = "nim with outcome P, components 3, distinct";
        assertEquals("right: Right: nim 3 1 2 is a P-position, has 3 components and has no two equal components.",
                judged(demand, "construct", "Nim 3 1 2."));
        // Emptied heaps are no components, as everywhere in the matcher.
        assertEquals("right: Right: nim 0 1 2 3 is a P-position, has 3 components and has no two equal components.",
                judged(demand, "construct", "nim 0 1 2 3"));
        assertEquals("wrong: Not what is asked: nim 1 1 4 5 is an N-position, and the question asks for one that is a"
                + " P-position.", judged(demand, "construct", "nim 1 1 4 5"));
        assertEquals("wrong: Not what is asked: nim 2 2 has 2 components, and the question asks for one that has 3"
                + " components.", judged(demand, "construct", "nim 2 2"));
        assertEquals("wrong: Not what is asked: nim 2 2 4 4 has two equal components, and the question asks for one that"
                + " has no two equal components.", judged("nim with outcome P, distinct", "construct", "nim 2 2 4 4"));
        assertEquals("unreadable: \"kayles 1 2 3\" is a position of kayles, but the question asks for one of nim: write it"
                + " like nim 3 4 5", judged(demand, "construct", "kayles 1 2 3"));
        assertEquals("unreadable: Write a position of nim, like nim 3 4 5.", judged(demand, "construct", " "));
        assertEquals("unreadable: unknown game \"nimm\" (did you mean \"nim\"?); known games: chomp, circular-nim, colourful,"
                + " cubes, dawsons-chess, dawsons-kayles, empty-and-divide, end-nim, every-heap, greedy-nim, grundys-game,"
                + " kayles, lasker, misere-nim, moore:K, nim, octal:CODE, powers-of-two, squares, staircase, subtract:SET,"
                + " wythoff", judged(demand, "construct", "nimm 1 2 3"));
    }

    @Test
    void aGameIsJudgedByItsPeriodsAndTheGuySmithCheck() throws NotationException {
        assertEquals("right: Right: subtract:1,8 has period 9.", judged("subtract with period 9", "construct",
                "subtract:1,8"));
        assertEquals("wrong: Not what is asked: subtract:1,2 has period 3, and the question asks for one that has period"
                + " 9.", judged("subtract with period 9", "construct", "subtract:1,2"));
        assertEquals("unreadable: Write a game alone, its name and parameters, like subtract:1,2,4, without heaps",
                judged("subtract with period 9", "construct", "subtract:1,8 5"));
        assertEquals("unreadable: \"octal:0.7\" is not a game subtract:…, which the question asks for: write one like"
                + " subtract:1,2,4", judged("subtract with period 9", "construct", "octal:0.7"));
        String counterexample = "octal with guy-smith 0 1, not periodic 0 1, largest 2";
        assertEquals("right: Right: octal:0.04 meets the hypothesis of the Guy–Smith theorem with e = 0 and p = 1, does"
                + " not repeat its values with shift 1 from heap 0 on and takes at most 2 counters in a move, and 2 in some"
                + " move.", judged(counterexample, "counterexample", "octal:0.04"));
        assertEquals("wrong: Not a counterexample: octal:0.4 takes at most 1 counter in a move, and 1 in some move, and"
                + " the question asks for one that takes at most 2 counters in a move, and 2 in some move.",
                judged(counterexample, "counterexample", "octal:0.4"));
        assertEquals("wrong: Not a counterexample: octal:0.07 does not meet the hypothesis of the Guy–Smith theorem with"
                + " e = 0 and p = 1, and the question asks for one that meets the hypothesis of the Guy–Smith theorem with"
                + " e = 0 and p = 1.", judged(counterexample, "counterexample", "octal:0.07"));
        // Kayles, 0.77, repeats with period 12 from heap 71, so with every multiple of 12 from there, and with no other.
        assertEquals("right: Right: octal:0.77 repeats its values with shift 24 from heap 71 on.",
                judged("octal with periodic 71 24", "construct", "octal:0.77"));
        assertEquals("wrong: Not what is asked: octal:0.77 does not repeat its values with shift 24 from heap 70 on, and"
                + " the question asks for one that repeats its values with shift 24 from heap 70 on.",
                judged("octal with periodic 70 24", "construct", "octal:0.77"));
        // Officers, 0.6, has no known period: a question about it is not judged either way.
        assertEquals("unreadable: octal:0.6 shows no period as far as its values are computed here, so it cannot be"
                + " judged: try another", judged("octal with period 4", "construct", "octal:0.6"));
    }

    @Test
    void theKeysAnswerIsTheFirstSmallOneThatMeetsTheDemand() throws NotationException {
        assertEquals("nim 1 2 3", Demand.parse("nim with outcome P, components 3, distinct").example(solver));
        assertEquals("kayles 3 5", Demand.parse("kayles with value 7, components 2").example(solver));
        assertEquals("greedy-nim 1 2 3", Demand.parse("greedy-nim with nimsum 0, outcome N").example(solver));
        // {4, 5} has period 2·4 + 1 (the proof exercise on taking a or a + 1), and no smaller set has period 9.
        assertEquals("subtract:4,5", Demand.parse("subtract with period 9").example(solver));
        assertEquals("octal:0.04", Demand.parse("octal with guy-smith 0 1, not periodic 0 1, largest 2").example(solver));
        assertEquals("octal:0.02", Demand.parse("octal with period 4").example(solver));
        assertEquals(null, Demand.parse("nim with value 100").example(solver));
    }

    @Test
    void theHintsSayWhatIsAskedShowSmallMissesAndEndWithAnAnswer() throws NotationException {
        List<Hints.Rung> hints = Demand.parse("kayles with value 7, components 2").hints(solver);
        assertEquals(List.of(new Hints.Rung(1, "What is asked", List.of("Find a position of kayles that is worth 7 and has"
                + " 2 components.")), new Hints.Rung(2, "Some that do not", List.of("kayles 1 is worth 1.", "kayles 1 1 is"
                + " worth 0.", "kayles 2 is worth 2.", "kayles 1 1 1 is worth 1.")), new Hints.Rung(3, "How to check",
                List.of("A sum is worth the nim-sum of its components' values (the Sprague–Grundy theorem): choose"
                + " components whose values have the nim-sum you need.", "Count the non-empty components; emptied heaps do"
                + " not count.")), new Hints.Rung(4, "One answer", List.of("kayles 3 5 is worth 7 and has 2 components."))),
                hints);
    }

    @Test
    void aDemandWrittenWronglySaysHowToWriteIt() {
        assertEquals("\"nim value 5\" is not a demand: write a game, \"with\" and the conditions, like nim with value 5,"
                + " components 3", assertThrows(NotationException.class, () -> Demand.parse("nim value 5")).getMessage());
        NotationException unknown = assertThrows(NotationException.class, () -> Demand.parse("nim with valeu 5"));
        assertEquals("\"valeu\" is not a condition (did you mean \"value\"?); conditions are value, outcome, components,"
                + " distinct, nimsum, period, start, largest, guy-smith, periodic", unknown.getMessage());
        assertEquals(9, unknown.offset());
        assertEquals("value takes a number, like value 5", assertThrows(NotationException.class,
                () -> Demand.parse("nim with value five")).getMessage());
        assertEquals("outcome takes P or N, like outcome P", assertThrows(NotationException.class,
                () -> Demand.parse("nim with outcome X")).getMessage());
        assertEquals("\"subtract with period 5, value 3\" asks about positions and about games at once: period, start,"
                + " largest, guy-smith, periodic are about games, the others about positions", assertThrows(
                NotationException.class, () -> Demand.parse("subtract with period 5, value 3")).getMessage());
    }

    @Test
    void theReferenceListsEveryCondition() throws java.io.IOException {
        String reference = java.nio.file.Files.readString(java.nio.file.Path.of("docs/directives.md"));
        for (String word : Measure.words()) {
            org.junit.jupiter.api.Assertions.assertTrue(reference.contains("| `" + word), word);
        }
    }

    @Test
    void aDemandIsWrittenInOneStandardFormAndInWords() throws NotationException {
        Demand demand = Demand.parse("  octal with  Guy-Smith 0 1,not periodic 0 1 ");
        assertEquals("octal with guy-smith 0 1, not periodic 0 1", demand.toString());
        assertEquals("a game octal:… that meets the hypothesis of the Guy–Smith theorem with e = 0 and p = 1 and does not"
                + " repeat its values with shift 1 from heap 0 on", demand.describe());
        assertEquals("a position of nim that is not worth 0 and has 2 components",
                Demand.parse("nim with not value 0, components 2").describe());
    }
}
