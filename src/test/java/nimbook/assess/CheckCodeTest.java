package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The check code catches what copying a set's number gets wrong, for every set up to 99,999. */
class CheckCodeTest {
    @Test
    void theCodeIsDammsCheckDigit() {
        // Damm's worked example: 572 has the check digit 4.
        assertEquals("4", CheckCode.of(572));
        assertEquals("0", CheckCode.of(0));
    }

    @Test
    void everyChangedDigitAndEverySwapOfNeighboursChangesTheCode() {
        for (int set = 0; set < 100_000; set++) {
            char[] digits = Integer.toString(set).toCharArray();
            String code = CheckCode.of(set);
            for (int i = 0; i < digits.length; i++) {
                for (char other = '0'; other <= '9'; other++) {
                    char[] changed = digits.clone();
                    changed[i] = other;
                    if (other != digits[i] && (i > 0 || other != '0' || digits.length == 1)) {
                        assertNotEquals(code, CheckCode.of(Long.parseLong(new String(changed))), set + " → "
                                + new String(changed));
                    }
                }
                if (i + 1 < digits.length && digits[i] != digits[i + 1] && (i > 0 || digits[i + 1] != '0')) {
                    char[] swapped = digits.clone();
                    swapped[i] = digits[i + 1];
                    swapped[i + 1] = digits[i];
                    assertNotEquals(code, CheckCode.of(Long.parseLong(new String(swapped))), set + " → "
                            + new String(swapped));
                }
            }
        }
    }
}
