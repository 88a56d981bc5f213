package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The mex against its definition: count up from 0 until a number is missing. */
class MexTest {
    private static long byDefinition(List<Long> values) {
        long n = 0;
        while (values.contains(n)) {
            n++;
        }
        return n;
    }

    @Test
    void agreesWithTheDefinitionOnRandomSets() {
        Random random = new Random(11);
        for (int round = 0; round < 2000; round++) {
            int size = random.nextInt(12);
            List<Long> values = new ArrayList<>();
            long[] array = new long[size + 3]; // zeros past the count, which are not part of the set
            for (int i = 0; i < size; i++) {
                // Small values, so that gaps and runs both occur; now and then a large one, which cannot matter.
                values.add(random.nextInt(8) == 0 ? 1_000_000L + random.nextInt(5) : random.nextInt(size + 2));
                array[i] = values.get(i);
            }
            assertEquals(byDefinition(values), Mex.of(values), values::toString);
            assertEquals(byDefinition(values), Mex.of(array, size), values::toString);
        }
    }

    @Test
    void smallCases() {
        assertEquals(0, Mex.of(List.of()));
        assertEquals(0, Mex.of(new long[] {1, 2, 3}, 3));
        assertEquals(2, Mex.of(new long[] {0, 1, 3}, 3));
        assertEquals(3, Mex.of(new long[] {2, 0, 1, 1}, 4));
        assertEquals(0, Mex.of(new long[] {5, 0}, 1));
    }
}
