package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class BankTest {
    @Test
    void rightChoicesShareAHundredInGradesMoodleAllows() {
        assertArrayEquals(new double[] {100}, Bank.shares(0), "no winning move: the one right choice says so");
        assertArrayEquals(new double[] {33.33333, 33.33333, 33.33333}, Bank.shares(3));
        assertArrayEquals(new double[] {12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5}, Bank.shares(8));
        double[] seventeen = Bank.shares(17);
        assertArrayEquals(new double[] {10, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5}, seventeen);
        for (int count = 1; count <= 20; count++) {
            double[] shares = Bank.shares(count);
            assertEquals(count, shares.length);
            assertEquals(100, Arrays.stream(shares).sum(), 0.001, "count " + count);
            for (double share : shares) {
                assertEquals(1, Arrays.stream(Bank.FRACTIONS).filter(allowed -> allowed == share).count(), "" + share);
            }
        }
        assertNull(Bank.shares(21), "more right choices than Moodle can grade: it gives each at least 5%");
    }
}
