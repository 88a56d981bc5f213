package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The solver's values against the games' rules written again from scratch ({@link Definitions}). */
class ValuesTest {
    private final Solver solver = new Solver();

    private long grundy(String position) throws NotationException {
        return solver.grundy(solver.parse(position));
    }

    @ParameterizedTest
    @EnumSource(Definitions.Bowling.class)
    void bowlingGamesMatchTheirOctalCodes(Definitions.Bowling kind) throws NotationException {
        String name = switch (kind) {
            case KAYLES -> "kayles";
            case DAWSONS_KAYLES -> "dawsons-kayles";
            case DAWSONS_CHESS -> "dawsons-chess";
        };
        Definitions.Brute<Integer> rows = Definitions.bowling(kind);
        for (int n = 0; n <= 16; n++) {
            assertEquals(rows.value(Definitions.row(n)), grundy(name + " " + n), name + " " + n);
        }
        // Two rows side by side, searched as one row with a gap: checks the XOR of a sum as well.
        for (int a = 1; a <= 7; a++) {
            for (int b = 1; b <= 7; b++) {
                int row = Definitions.row(a) | Definitions.row(b) << (a + 1);
                assertEquals(rows.value(row), grundy(name + " " + a + " " + b), name + " " + a + " " + b);
            }
        }
    }

    @Test
    void kaylesValuesWorkedByHandInTheSlides() throws NotationException {
        // K3: options 2, 1+1, 1 worth 2, 0, 1, so mex 3. K4: options 3, 2, 1+2, 1+1 worth 3, 2, 3, 0: mex 1.
        assertEquals(3, grundy("kayles 3"));
        assertEquals(1, grundy("kayles 4"));
        assertEquals(4, grundy("kayles 5"));
    }

    @Test
    void dawsonsChessIsDawsonsKaylesWithOneMorePin() throws NotationException {
        for (int n = 0; n < 500; n++) {
            assertEquals(grundy("dawsons-kayles " + (n + 1)), grundy("dawsons-chess " + n), "n = " + n);
        }
    }

    @Test
    void periodicOctalGamesAgreeWithTheirTablesFarOut() throws NotationException {
        for (String name : List.of("kayles", "dawsons-kayles", "dawsons-chess")) {
            TakeAndBreak game = (TakeAndBreak) gameOf(name);
            TakeAndBreak.Period period = game.period();
            for (long n = 0; n <= 5000; n++) {
                long reduced = n < period.start() ? n : period.start() + (n - period.start()) % period.period();
                assertEquals(game.table(n), game.table(reduced), name + " " + n);
            }
            long far = 1_000_000_000_000L;
            assertEquals(game.table(period.start() + (far - period.start()) % period.period()), grundy(name + " " + far));
        }
    }

    @Test
    void kaylesPeriodIsTwelveFromSeventyOne() throws NotationException {
        TakeAndBreak kayles = (TakeAndBreak) gameOf("kayles");
        assertEquals(new TakeAndBreak.Period(71, 12), kayles.period());
        // Dawson’s chess: last exception at 51 (Winning Ways); Dawson's Kayles is the same shifted by one pin.
        assertEquals(new TakeAndBreak.Period(52, 34), ((TakeAndBreak) gameOf("dawsons-chess")).period());
        assertEquals(new TakeAndBreak.Period(53, 34), ((TakeAndBreak) gameOf("dawsons-kayles")).period());
    }

    @Test
    void grundysGameMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Integer>> heaps = Definitions.grundysGame();
        for (int n = 0; n <= 40; n++) {
            assertEquals(heaps.value(List.of(n)), grundy("grundys-game " + n), "grundys-game " + n);
        }
    }

    /** Every one-heap rule of Definitions against the catalogue's values, for single heaps and pairs of heaps. */
    @Test
    void everyHeapRuleMatchesTheCatalogue() throws NotationException {
        for (java.util.Map.Entry<String, java.util.function.Function<Long, List<List<Long>>>> rule
                : new java.util.TreeMap<>(Definitions.HEAP_RULES).entrySet()) {
            Definitions.Brute<List<Long>> brute = Definitions.heaps(rule.getValue());
            for (long n = 0; n <= 40; n++) {
                assertEquals(brute.value(List.of(n)), grundy(rule.getKey() + " " + n), rule.getKey() + " " + n);
                assertEquals(brute.value(List.of(n % 7, n)), grundy(rule.getKey() + " " + n % 7 + " " + n),
                        rule.getKey() + " " + n % 7 + " " + n);
            }
        }
    }

    /** A game of the catalogue is checked against a rule written again here, or this names it. */
    @Test
    void everyGameOfTheCatalogueHasARuleOfItsOwn() {
        List<String> unchecked = Games.ENTRIES.stream().map(Games.Entry::name)
                .filter(name -> !Definitions.HEAP_RULES.containsKey(name) && !Definitions.CHECKED_ONE_BY_ONE.contains(name))
                .toList();
        assertEquals(List.of(), unchecked, "write each game's rule again in Definitions.HEAP_RULES (a one-heap game) or"
                + " in a test of its own in ValuesTest");
    }

    @Test
    void subtractionGamesMatchTheirRules() throws NotationException {
        Definitions.Brute<Long> take124 = Definitions.subtraction(k -> k == 1 || k == 2 || k == 4);
        Definitions.Brute<Long> squares = Definitions.subtraction(k -> Math.round(Math.sqrt(k)) * Math.round(Math.sqrt(k)) == k);
        Definitions.Brute<Long> cubes = Definitions.subtraction(k -> Math.round(Math.cbrt(k)) * Math.round(Math.cbrt(k))
                * Math.round(Math.cbrt(k)) == k);
        Definitions.Brute<Long> twos = Definitions.subtraction(k -> Long.bitCount(k) == 1);
        Definitions.Brute<Long> upTo3 = Definitions.subtraction(k -> k <= 3);
        for (long n = 0; n <= 300; n++) {
            assertEquals(take124.value(n), grundy("subtract:1,2,4 " + n));
            assertEquals(take124.value(n), grundy("subtract:4,2,1,2 " + n));
            assertEquals(squares.value(n), grundy("squares " + n));
            assertEquals(cubes.value(n), grundy("cubes " + n));
            assertEquals(twos.value(n), grundy("powers-of-two " + n));
            assertEquals(upTo3.value(n), grundy("subtract:1..3 " + n));
        }
    }

    @Test
    void subtractionGamesBeyondTheTableUseTheirProvenPeriod() throws NotationException {
        // {2, 5, 7}: period proven by a repeated window of 7 values; compare with the table well past it.
        TakeAndBreak game = (TakeAndBreak) gameOf("subtract:2,5,7");
        TakeAndBreak.Period period = game.period();
        for (long n = 0; n < 5000; n++) {
            long reduced = n < period.start() ? n : period.start() + (n - period.start()) % period.period();
            assertEquals(game.table(n), game.table(reduced), "subtract:2,5,7 " + n);
        }
        assertEquals(grundy("subtract:2,5,7 " + (period.start() + 5 * period.period())), game.table(period.start()));
        assertEquals(1, grundy("subtract:1,2,4 1000000000000000000"));
        assertEquals(1, grundy("powers-of-two 1000000000000000000"));
    }

    /**
     * Periods the solver proves, for random subtraction sets, against a table filled by the mex rule well past
     * them: the values do repeat from the start found, and no smaller shift repeats them.
     */
    @Test
    void provenPeriodsOfSubtractionGamesRepeatAndAreTheSmallest() throws NotationException {
        java.util.Random random = new java.util.Random(20261121);
        for (int trial = 0; trial < 60; trial++) {
            java.util.TreeSet<Integer> set = new java.util.TreeSet<>();
            for (int k = 0; k < 1 + random.nextInt(4); k++) {
                set.add(1 + random.nextInt(trial < 30 ? 12 : 300));
            }
            String name = "subtract:" + String.join(",", set.stream().map(String::valueOf).toList());
            TakeAndBreak.Period period = ((TakeAndBreak) gameOf(name)).period();
            int length = (int) (period.start() + 6 * period.period() + 2 * set.last());
            int[] g = new int[length];
            for (int n = 0; n < length; n++) {
                java.util.Set<Integer> options = new java.util.HashSet<>();
                for (int a : set) {
                    if (a <= n) {
                        options.add(g[n - a]);
                    }
                }
                while (options.contains(g[n])) {
                    g[n]++;
                }
            }
            for (int n = (int) period.start(); n + period.period() < length; n++) {
                assertEquals(g[n], g[n + (int) period.period()], name + ": G(" + n + " + " + period.period() + ")");
            }
            for (int p = 1; p < period.period(); p++) {
                int shift = p;
                assertEquals(true, IntStream.range((int) period.start(), length - shift).anyMatch(n -> g[n] != g[n + shift]),
                        name + " repeats with the smaller period " + p);
            }
        }
    }

    /**
     * The Guy–Smith check does not prove a period from heap 0: octal 0.0…04 with t = 62 has G(n) = 0 up to heap 63, so
     * its first table of 64 values repeats with period 1 from heap 0 and passes the check with e = 0; yet G(64) = 1.
     */
    @Test
    void aTableRepeatingFromHeapZeroProvesNoPeriodThere() {
        TakeAndBreak game = TakeAndBreak.octal("octal:0.0…04", "take 62 from inside a heap", "0".repeat(61) + "4");
        assertEquals(0, game.value(63));
        assertEquals(1, game.value(64));
    }

    /**
     * Every octal game of one or two digits whose values visibly settle within 3000 heaps (the others, such as 0.6,
     * have no known period or a long one): the period the solver proves is the least one and starts at the least heap,
     * both read off a table of 3000 values filled by the rules written again (no heap left, one, or two).
     */
    @Test
    void provenPeriodsOfShortOctalGamesAreTheLeastWithTheirLeastStart() throws NotationException {
        int settled = 0;
        for (int code = 1; code < 64; code++) {
            String digits = code < 8 ? Integer.toString(code) : (code / 8) + "" + (code % 8);
            if (digits.endsWith("0")) {
                continue;
            }
            int[] g = octalTable(digits, 3000);
            // The least p that repeats the last half of the table, and the earliest heap it repeats from.
            for (int p = 1; p < g.length / 4; p++) {
                int start = g.length - p;
                while (start > 0 && g[start - 1] == g[start - 1 + p]) {
                    start--;
                }
                if (start < g.length / 2) {
                    assertEquals(new TakeAndBreak.Period(start, p), ((TakeAndBreak) gameOf("octal:0." + digits)).period(),
                            "0." + digits);
                    settled++;
                    break;
                }
            }
        }
        assertEquals(41, settled);
    }

    /** G(0), …, G(length − 1) of the octal game 0.digits, by its rule. */
    private static int[] octalTable(String digits, int length) {
        int[] g = new int[length];
        for (int n = 0; n < length; n++) {
            java.util.Set<Integer> options = new java.util.HashSet<>();
            for (int k = 1; k <= digits.length() && k <= n; k++) {
                int d = digits.charAt(k - 1) - '0';
                int rest = n - k;
                if ((d & 1) != 0 && rest == 0 || (d & 2) != 0 && rest > 0) {
                    options.add(g[rest]);
                }
                for (int a = 1; (d & 4) != 0 && 2 * a <= rest; a++) {
                    options.add(g[a] ^ g[rest - a]);
                }
            }
            while (options.contains(g[n])) {
                g[n]++;
            }
        }
        return g;
    }

    @Test
    void colourfulPilesMatchTheirRuleUpToSevenSectionsOfSix() {
        Definitions.Brute<List<Long>> piles = Definitions.colourful();
        Colourful colourful = new Colourful();
        long[] pile = new long[7];
        long checked = 0;
        for (int k = 0; k <= 7; k++) {
            int count = (int) Math.pow(6, k);
            for (int code = 0; code < count; code++) {
                int rest = code;
                List<Long> sections = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    pile[i] = rest % 6 + 1;
                    sections.add(pile[i]);
                    rest /= 6;
                }
                assertEquals(piles.value(sections), colourful.grundy(Component.of(java.util.Arrays.copyOf(pile, k))),
                        sections::toString);
                checked++;
            }
        }
        assertEquals(335_923, checked);
    }

    @Test
    void endNimMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Long>> piles = Definitions.endNim();
        long[] sizes = {1, 2, 3, 4};
        List<List<Long>> all = new ArrayList<>();
        all.add(List.of());
        for (int k = 1; k <= 4; k++) {
            List<List<Long>> longer = new ArrayList<>();
            for (List<Long> shorter : all) {
                if (shorter.size() == k - 1) {
                    for (long s : sizes) {
                        List<Long> pile = new ArrayList<>(shorter);
                        pile.add(s);
                        longer.add(pile);
                    }
                }
            }
            all.addAll(longer);
        }
        for (List<Long> pile : all) {
            String text = pile.isEmpty() ? "0" : String.join(",", pile.stream().map(String::valueOf).toList());
            assertEquals(piles.value(pile), grundy("end-nim " + text), "end-nim " + text);
        }
        assertEquals(1 + 4 + 16 + 64 + 256, all.size());
        // A longer pile with larger sections, against the rule once more.
        assertEquals(piles.value(List.of(7L, 1L, 5L, 2L, 6L)), grundy("end-nim 7,1,5,2,6"));
    }

    @Test
    void emptyAndDivideMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Long>> boxes = Definitions.emptyAndDivide();
        for (long a = 1; a <= 40; a++) {
            for (long b = 1; b <= 40; b++) {
                assertEquals(boxes.value(List.of(Math.min(a, b), Math.max(a, b))), grundy("empty-and-divide " + a + "," + b));
            }
        }
    }

    @Test
    void wythoffMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Long>> piles = Definitions.wythoff();
        for (long a = 0; a <= 25; a++) {
            for (long b = 0; b <= 25; b++) {
                assertEquals(piles.value(List.of(a, b)), grundy("wythoff " + a + "," + b), "wythoff " + a + "," + b);
            }
        }
    }

    @Test
    void nimAndMisereNimMatchWholePositionSearch() throws NotationException {
        Definitions.Brute<List<Long>> normal = Definitions.nim(false);
        Definitions.Brute<List<Long>> misere = Definitions.nim(true);
        for (long a = 0; a <= 6; a++) {
            for (long b = a; b <= 6; b++) {
                for (long c = b; c <= 6; c++) {
                    String heaps = a + " " + b + " " + c;
                    assertEquals(normal.value(List.of(a, b, c)), grundy("nim " + heaps), heaps);
                    assertEquals(misere.value(List.of(a, b, c)), grundy("misere-nim " + heaps), heaps);
                }
            }
        }
        assertEquals(List.of(1L, 0L, 2L, 3L, 4L), LongStream.rangeClosed(0, 4)
                .mapToObj(n -> misere.value(List.of(n))).toList());
    }

    @Test
    void sumsOfDifferentGamesAreTheXorOfTheirParts() throws NotationException {
        Definitions.Brute<Integer> kayles = Definitions.bowling(Definitions.Bowling.KAYLES);
        Definitions.Brute<Long> squares = Definitions.subtraction(k -> Math.round(Math.sqrt(k)) * Math.round(Math.sqrt(k)) == k);
        IntStream.rangeClosed(0, 9).forEach(n -> {
            try {
                long expected = n ^ kayles.value(Definitions.row(n)) ^ squares.value((long) n);
                assertEquals(expected, grundy("nim " + n + " + kayles " + n + " + squares " + n));
            } catch (NotationException e) {
                throw new AssertionError(e);
            }
        });
    }

    /** Every non-decreasing list of {@code count} heaps of 0 to {@code size}. */
    private static List<List<Long>> multisets(int count, long size) {
        List<List<Long>> all = new ArrayList<>();
        all.add(List.of());
        for (int i = 0; i < count; i++) {
            List<List<Long>> longer = new ArrayList<>();
            for (List<Long> shorter : all) {
                for (long heap = shorter.isEmpty() ? 0 : shorter.get(shorter.size() - 1); heap <= size; heap++) {
                    List<Long> heaps = new ArrayList<>(shorter);
                    heaps.add(heap);
                    longer.add(heaps);
                }
            }
            all = longer;
        }
        return all;
    }

    private static String spaced(List<Long> heaps) {
        return String.join(" ", heaps.stream().map(String::valueOf).toList());
    }

    @Test
    void laskersNimMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Long>> heaps = Definitions.lasker();
        for (long n = 0; n <= 24; n++) {
            assertEquals(heaps.value(n == 0 ? List.of() : List.of(n)), grundy("lasker " + n), "lasker " + n);
        }
        for (List<Long> two : multisets(2, 9)) {
            List<Long> nonEmpty = two.stream().filter(h -> h > 0).toList();
            assertEquals(heaps.value(nonEmpty), grundy("lasker " + spaced(two)), "lasker " + two);
        }
    }

    @Test
    void heapsPlayedTogetherMatchTheirRules() throws NotationException {
        for (int k = 1; k <= 3; k++) {
            Definitions.Brute<List<Long>> moore = Definitions.moore(k);
            for (List<Long> heaps : multisets(3, 6)) {
                assertEquals(moore.value(heaps), grundy("moore:" + k + " " + spaced(heaps)), "moore:" + k + " " + heaps);
            }
            for (List<Long> heaps : multisets(4, 3)) {
                assertEquals(moore.value(heaps), grundy("moore:" + k + " " + spaced(heaps)), "moore:" + k + " " + heaps);
            }
        }
        Definitions.Brute<List<Long>> greedy = Definitions.greedy();
        Definitions.Brute<List<Long>> everyHeap = Definitions.everyHeap();
        for (List<Long> heaps : multisets(4, 6)) {
            assertEquals(greedy.value(heaps), grundy("greedy-nim " + spaced(heaps)), "greedy-nim " + heaps);
            List<Long> nonEmpty = heaps.stream().filter(h -> h > 0).toList();
            assertEquals(everyHeap.value(nonEmpty), grundy("every-heap " + spaced(heaps)), "every-heap " + heaps);
        }
        // The order of the heaps plays no part.
        assertEquals(grundy("moore:2 3 4 5"), grundy("moore:2 5 0 3 4"));
    }

    @Test
    void everyHeapOnTwoHeapsIsWythoffsGame() throws NotationException {
        for (long a = 0; a <= 20; a++) {
            for (long b = 0; b <= 20; b++) {
                assertEquals(grundy("wythoff " + a + "," + b), grundy("every-heap " + a + " " + b), a + " " + b);
            }
        }
    }

    @Test
    void staircaseNimMatchesItsRule() throws NotationException {
        Definitions.Brute<List<Long>> staircases = Definitions.staircase();
        long checked = 0;
        for (int code = 0; code < 625; code++) {
            List<Long> steps = List.of((long) code % 5, (long) code / 5 % 5, (long) code / 25 % 5, (long) code / 125);
            String text = String.join(",", steps.stream().map(String::valueOf).toList());
            assertEquals(staircases.value(steps), grundy("staircase " + text), "staircase " + text);
            checked++;
        }
        assertEquals(625, checked);
        // Several staircases add up as a sum.
        assertEquals(staircases.value(List.of(1L, 0L, 2L)) ^ staircases.value(List.of(3L, 1L)),
                grundy("staircase 1,0,2 3,1"));
    }

    @Test
    void chompMatchesItsRule() throws NotationException {
        Definitions.Brute<Long> bars = Definitions.chomp();
        long checked = 0;
        // Every bar of at most four rows of at most five squares: rows longest first.
        for (long a = 1; a <= 5; a++) {
            for (long b = 0; b <= a; b++) {
                for (long c = 0; c <= b; c++) {
                    for (long d = 0; d <= c; d++) {
                        assertEquals(bars.value(Definitions.bar(a, b, c, d)), grundy("chomp " + a + "," + b + "," + c + ","
                                + d), a + "," + b + "," + c + "," + d);
                        checked++;
                    }
                }
            }
        }
        assertEquals(125, checked);
        // Rows in any order make the same bar.
        assertEquals(grundy("chomp 4,3,1"), grundy("chomp 1,4,3"));
        assertEquals(bars.value(Definitions.bar(6, 6, 6, 6, 6)), grundy("chomp 6,6,6,6,6"));
    }

    @Test
    void circularNimMatchesItsRule() throws NotationException {
        for (int n = 0; n <= 13; n++) {
            Definitions.Brute<Integer> circle = Definitions.circle(n);
            assertEquals(circle.value((1 << n) - 1), grundy("circular-nim " + n), "circular-nim " + n);
            // Every circle with some counters gone, written as its runs of counters and of empty places.
            for (int counters = 1; counters < (1 << n) - 1; counters++) {
                String text = "circular-nim " + runs(counters, n);
                assertEquals(circle.value(counters), grundy(text), text + " (" + Integer.toBinaryString(counters) + ")");
            }
        }
    }

    /** A circle of n places with these counters, as runs of counters and empty places from the first run. */
    private static String runs(int counters, int n) {
        int start = 0;
        while ((counters >> start & 1) == 0 || (counters >> Math.floorMod(start - 1, n) & 1) == 1) {
            start++;
        }
        List<String> runs = new ArrayList<>();
        int length = 0;
        boolean full = true;
        for (int i = 0; i < n; i++) {
            boolean here = (counters >> (start + i) % n & 1) == 1;
            if (i > 0 && here != full) {
                runs.add(String.valueOf(length));
                length = 0;
            }
            full = here;
            length++;
        }
        runs.add(String.valueOf(length));
        return String.join(",", runs);
    }

    private Game gameOf(String name) throws NotationException {
        return solver.game(name);
    }
}
