package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Misère play and the genus against a brute force that knows neither: the misère value of a position plus n heaps
 * of two, searched whole from the games' rules written again here.
 */
class GenusTest {
    private final Solver solver = new Solver();

    /** The rules, a heap's options as lists of heaps; a Nim heap of two or one is written -2 or -1. */
    private static final Map<String, Function<Long, List<List<Long>>>> RULES = Map.of(
            "nim", n -> taking(n, new long[] {}, true),
            "subtract:1,2", n -> taking(n, new long[] {1, 2}, false),
            "subtract:1,3,4", n -> taking(n, new long[] {1, 3, 4}, false),
            "kayles", GenusTest::kayles,
            "dawsons-kayles", GenusTest::dawsons);

    private static List<List<Long>> taking(long n, long[] amounts, boolean any) {
        List<List<Long>> options = new ArrayList<>();
        for (long k = 1; k <= n; k++) {
            boolean allowed = any;
            for (long amount : amounts) {
                allowed |= amount == k;
            }
            if (allowed) {
                options.add(n == k ? List.of() : List.of(n - k));
            }
        }
        return options;
    }

    /** Knock down one pin or two neighbours from a row of n, leaving the pins on either side. */
    private static List<List<Long>> kayles(long n) {
        List<List<Long>> options = new ArrayList<>();
        for (long down = 1; down <= 2; down++) {
            for (long left = 0; left + down <= n; left++) {
                options.add(rows(left, n - left - down));
            }
        }
        return options;
    }

    /** Knock down exactly two neighbours. */
    private static List<List<Long>> dawsons(long n) {
        List<List<Long>> options = new ArrayList<>();
        for (long left = 0; left + 2 <= n; left++) {
            options.add(rows(left, n - left - 2));
        }
        return options;
    }

    private static List<Long> rows(long a, long b) {
        List<Long> rows = new ArrayList<>();
        if (a > 0) {
            rows.add(a);
        }
        if (b > 0) {
            rows.add(b);
        }
        return rows;
    }

    /** Misère values of whole positions of the game's heaps and Nim heaps of two and one (-2, -1). */
    private static Definitions.Brute<List<Long>> misere(Function<Long, List<List<Long>>> rule) {
        return Definitions.heaps(heap -> heap == -2 ? List.of(List.of(), List.of(-1L)) : heap == -1 ? List.of(List.of())
                : rule.apply(heap), true);
    }

    private static List<List<Long>> positions(int heaps, long largest) {
        List<List<Long>> all = new ArrayList<>();
        all.add(List.of());
        for (int count = 1; count <= heaps; count++) {
            List<List<Long>> longer = new ArrayList<>();
            for (List<Long> position : all) {
                if (position.size() == count - 1) {
                    long from = position.isEmpty() ? 1 : position.get(position.size() - 1);
                    for (long n = from; n <= largest; n++) {
                        List<Long> next = new ArrayList<>(position);
                        next.add(n);
                        longer.add(next);
                    }
                }
            }
            all.addAll(longer);
        }
        return all;
    }

    private static String written(String game, List<Long> heaps) {
        StringBuilder text = new StringBuilder("misere:" + game);
        for (long heap : heaps) {
            text.append(' ').append(heap);
        }
        return heaps.isEmpty() ? text + " 0" : text.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"nim", "subtract:1,2", "subtract:1,3,4", "kayles", "dawsons-kayles"})
    void eachEntryIsTheMisereValueOfThePositionWithHeapsOfTwo(String game) throws NotationException {
        Definitions.Brute<List<Long>> brute = misere(RULES.get(game));
        Definitions.Brute<List<Long>> normal = Definitions.heaps(RULES.get(game));
        for (List<Long> heaps : positions(2, 7)) {
            Position position = solver.parse(written(game, heaps));
            Genus genus = Genus.of(position);
            assertEquals(normal.value(heaps), genus.value(), position.toString());
            assertEquals(brute.value(heaps), solver.grundy(position), position.toString());
            for (int twos = 0; twos <= 5; twos++) {
                List<Long> plus = new ArrayList<>(heaps);
                for (int i = 0; i < twos; i++) {
                    plus.add(0, -2L);
                }
                assertEquals(brute.value(plus), genus.gamma(twos), position + " + " + twos + " heaps of two");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"nim", "subtract:1,2", "subtract:1,3,4"})
    void tameSumsPlayAsMisereNimPositionsOfTheSameGenus(String game) throws NotationException {
        for (List<Long> heaps : positions(3, 9)) {
            List<Genus> parts = new ArrayList<>();
            for (long heap : heaps) {
                parts.add(Genus.of(solver.parse(written(game, List.of(heap)))));
            }
            Position position = solver.parse(written(game, heaps));
            Genus sum = Genus.of(position);
            assertTrue(sum.tame(), position.toString());
            assertEquals(Genus.sumOfTame(parts).tex(), sum.tex(), position.toString());
            assertEquals(solver.outcome(position), Genus.sumOfTame(parts).misereOutcome(), position.toString());
            assertEquals(solver.outcome(solver.parse("misere-nim " + sum.nimPosition())), solver.outcome(position));
        }
    }

    @Test
    void genusSymbolsAreConwaysForNimHeaps() throws NotationException {
        assertEquals("0^{120}", Genus.of(solver.parse("misere:nim 0")).tex());
        assertEquals("1^{031}", Genus.of(solver.parse("misere:nim 1")).tex());
        assertEquals("0^{02}", Genus.of(solver.parse("misere:nim 2 2")).tex());
        assertEquals("8^{8,10}", Genus.of(solver.parse("misere:nim 8")).tex());
    }

    @Test
    void kaylesIsWildAndSumsOfEqualGeneraDiffer() throws NotationException {
        Genus one = Genus.of(solver.parse("misere:kayles 1"));
        Genus twenty = Genus.of(solver.parse("misere:kayles 20"));
        assertEquals(one.tex(), twenty.tex());
        assertTrue(one.tame());
        assertFalse(twenty.tame());
        assertFalse(Genus.of(solver.parse("misere:kayles 5")).tameGenus());
        assertEquals(Outcome.P, solver.outcome(solver.parse("misere:kayles 1 5")));
        assertEquals(Outcome.N, solver.outcome(solver.parse("misere:kayles 20 5")));
    }

    @Test
    void aPositionNotOfASingleMisereGameHasNoGenus() {
        NotationException e = org.junit.jupiter.api.Assertions.assertThrows(NotationException.class,
                () -> Genus.of(solver.parse("kayles 4")));
        assertEquals("\"kayles 4\" is not a misère position: a genus is of heaps in misère play, like misere:kayles 4 3",
                e.getMessage());
    }
}
