package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Misère quotients against a brute force that knows nothing of them: the misère outcome of whole sums of heaps, searched
 * from the games' rules written again here. Over every sum of a few small heaps, (a) the quotient's table predicts the
 * outcome, and (b) two sums of one element have the same outcome beside every test sum, while two sums of different
 * elements have different outcomes beside some test sum.
 */
class QuotientTest {
    private final Solver solver = new Solver();

    /** An octal game's heap options from its digits, written again: digit k lets taking k leave no, one or two heaps. */
    private static Function<Long, List<List<Long>>> octal(String digits) {
        return n -> {
            List<List<Long>> options = new ArrayList<>();
            for (int k = 1; k <= digits.length() && k <= n; k++) {
                int digit = digits.charAt(k - 1) - '0';
                long rest = n - k;
                if ((digit & 1) != 0 && rest == 0) {
                    options.add(List.of());
                }
                if ((digit & 2) != 0 && rest > 0) {
                    options.add(List.of(rest));
                }
                for (long left = 1; (digit & 4) != 0 && left < rest; left++) {
                    options.add(List.of(left, rest - left));
                }
            }
            return options;
        };
    }

    private static final Map<String, Function<Long, List<List<Long>>>> RULES = Map.of(
            "misere:octal:0.75", octal("75"),
            "misere:kayles", octal("77"),
            "misere:nim", n -> {
                List<List<Long>> options = new ArrayList<>();
                for (long left = 0; left < n; left++) {
                    options.add(left == 0 ? List.of() : List.of(left));
                }
                return options;
            });

    @Test
    void misereOctalSevenFiveIsAnEightElementMonoid() throws NotationException {
        Quotient quotient = Quotient.of(solver.game("misere:octal:0.75"));
        assertEquals("""
                every sum; heaps computed up to 21, period 2 from heap 8
                generators [Generator[letter=a, heap=1], Generator[letter=b, heap=2], Generator[letter=c, heap=5]]
                relations [a^2 = 1, bc = ab, c^2 = b^2, b^3 = b]
                1      | 1     a     b     c     ab    ac    b^2   ab^2
                a    P | a     1     ab    ac    b     c     ab^2  b^2
                b      | b     ab    b^2   ab    ab^2  b     b     ab
                c      | c     ac    ab    b^2   b     ab^2  ab^2  b^2
                ab     | ab    b     ab^2  b     b^2   ab    ab    b
                ac     | ac    c     b     ab^2  ab    b^2   b^2   ab^2
                b^2  P | b^2   ab^2  b     ab^2  ab    b^2   b^2   ab^2
                ab^2   | ab^2  b^2   ab    b^2   b     ab^2  ab^2  b^2
                heaps 1 a b a b c b c b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b ab^2 b
                """, shown(quotient, 30));
    }

    /** The quotient as text: its closed set, presentation, table (P marked) and the elements of heaps 0 to {@code heaps}. */
    private static String shown(Quotient quotient, int heaps) throws NotationException {
        StringBuilder text = new StringBuilder(quotient.largest() == 0 ? "every sum" : "heaps up to " + quotient.largest());
        text.append("; heaps computed up to ").append(quotient.computed());
        if (quotient.period() > 0) {
            text.append(", period ").append(quotient.period()).append(" from heap ").append(quotient.periodStart());
        }
        text.append("\ngenerators ").append(quotient.generators()).append("\nrelations ").append(quotient.relations());
        for (int x = 0; x < quotient.size(); x++) {
            StringBuilder row = new StringBuilder(String.format("%n%-5s%s |", quotient.name(x), quotient.isP(x) ? "P" : " "));
            for (int y = 0; y < quotient.size(); y++) {
                row.append(String.format(" %-5s", quotient.name(quotient.times(x, y))));
            }
            text.append(row.toString().stripTrailing());
        }
        text.append("\nheaps");
        for (int n = 0; n <= heaps; n++) {
            text.append(' ').append(quotient.name(quotient.element(n)));
        }
        return text.append('\n').toString();
    }

    /**
     * (a) over every sum of up to {@code count} heaps of at most {@code size}; (b) over the sums of up to {@code apart}
     * heaps of at most {@code size}, each beside every such sum. Every element must have such a sum, or (b) would miss
     * it.
     */
    @ParameterizedTest(name = "{0} (heaps up to {1}): sums of {2} heaps up to {3}, {4} beside {4}")
    @CsvSource({"misere:octal:0.75, 0, 4, 10, 2", "misere:kayles, 7, 4, 7, 3", "misere:nim, 5, 4, 5, 2"})
    void predictsAndSeparatesAgainstBruteForce(String game, int largest, int count, int size, int apart)
            throws NotationException {
        Quotient quotient = largest == 0 ? Quotient.of(solver.game(game)) : Quotient.of(solver.game(game), largest);
        Definitions.Brute<List<Long>> brute = Definitions.heaps(RULES.get(game), true);
        for (List<Long> sum : sums(count, size)) {
            assertEquals(brute.value(sum) == 0, quotient.isP(element(quotient, sum)), () -> game + " " + sum);
        }
        List<List<Long>> small = sums(apart, size);
        Map<Integer, String> byElement = new HashMap<>();
        Map<String, Integer> bySignature = new HashMap<>();
        for (List<Long> sum : small) {
            StringBuilder signature = new StringBuilder();
            for (List<Long> test : small) {
                List<Long> both = new ArrayList<>(sum);
                both.addAll(test);
                both.sort(null);
                signature.append(brute.value(both) == 0 ? 'P' : 'N');
            }
            int element = element(quotient, sum);
            assertEquals(byElement.computeIfAbsent(element, e -> signature.toString()), signature.toString(),
                    () -> game + ": " + sum + " plays unlike other sums of " + quotient.name(element));
            assertEquals(element, (int) bySignature.computeIfAbsent(signature.toString(), s -> element),
                    () -> game + ": " + sum + " plays like sums of another element than " + quotient.name(element));
        }
        assertEquals(quotient.size(), byElement.size(), () -> game + ": some element has no sum of " + apart + " small heaps");
    }

    private static int element(Quotient quotient, List<Long> sum) throws NotationException {
        int element = 0;
        for (long heap : sum) {
            element = quotient.times(element, quotient.element(heap));
        }
        return element;
    }

    /** Every sum of up to {@code count} heaps of 1 to {@code size}, in increasing order, the empty sum first. */
    private static List<List<Long>> sums(int count, long size) {
        List<List<Long>> sums = new ArrayList<>();
        addSums(sums, new ArrayList<>(), 1, count, size);
        return sums;
    }

    private static void addSums(List<List<Long>> sums, List<Long> sum, long from, int count, long size) {
        sums.add(List.copyOf(sum));
        for (long heap = from; sum.size() < count && heap <= size; heap++) {
            sum.add(heap);
            addSums(sums, sum, heap, count, size);
            sum.remove(sum.size() - 1);
        }
    }

    @Test
    void aSumIsTheProductOfItsHeaps() throws NotationException {
        Quotient quotient = Quotient.of(solver.game("misere:octal:0.75"));
        assertEquals("b^2", quotient.name(quotient.element(solver.parse("misere:octal:0.75 5 9 1 3"))));
        assertEquals("b", quotient.name(quotient.element(1_000_000_000_000L)));
        assertEquals("ab²", quotient.text(quotient.element(1_000_000_000_001L)));
        assertTrue(quotient.isP(quotient.times(quotient.element(2), quotient.element(1_000_000))));
    }

    @Test
    void refusesWhatItCannotTake() throws NotationException {
        assertEquals("\"octal:0.75\" is not a misère heap game: a misère quotient is of a game like misere:octal:0.75",
                assertThrows(NotationException.class, () -> Quotient.of(solver.game("octal:0.75"))).getMessage());
        assertEquals("misere:squares: the quotient of every sum is found for octal and finite subtraction games; ask for"
                + " the sums of heaps up to a size instead",
                assertThrows(NotationException.class, () -> Quotient.of(solver.game("misere:squares"))).getMessage());
        assertEquals("a misère quotient is computed for heaps up to a size from 1 to 64, not 65",
                assertThrows(NotationException.class, () -> Quotient.of(solver.game("misere:nim"), 65)).getMessage());
        Quotient nim = Quotient.of(solver.game("misere:nim"), 3);
        assertEquals("heap 4 is larger than the heaps of this misère quotient of misere:nim, which are up to 3",
                assertThrows(NotationException.class, () -> nim.element(4)).getMessage());
        assertEquals("\"misere:kayles 4\" is not a position of misere:nim: write its heaps after the game, like"
                + " misere:nim 1 2", assertThrows(NotationException.class, () -> nim.element(solver.parse(
                        "misere:kayles 4"))).getMessage());
    }
}
