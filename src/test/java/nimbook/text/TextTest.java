package nimbook.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page's own splitting and trimming agree with the JDK's, which the page cannot afford. */
class TextTest {
    @Test
    void whitespaceIsTheJdksForEveryCharacter() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(Character.isWhitespace((char) c), Text.isWhitespace((char) c), "U+" + Integer.toHexString(c));
            String padded = (char) c + "nim 3" + (char) c;
            assertEquals(padded.strip(), Text.strip(padded), "U+" + Integer.toHexString(c));
            assertEquals(String.valueOf((char) c).isBlank(), Text.isBlank(String.valueOf((char) c)));
        }
    }

    @Test
    void splitKeepsEmptyPiecesAsSplitWithANegativeLimit() {
        for (String text : List.of("", ",", "1,,2", ",1,", "nim 3 → nim 2", "a=b=", "1")) {
            for (String separator : List.of(",", "=", "→", " is ")) {
                assertEquals(Arrays.asList(text.split(java.util.regex.Pattern.quote(separator), -1)),
                        Text.split(text, separator), text + " by " + separator);
            }
        }
    }

    @Test
    void wordsAndEnds() {
        assertEquals(List.of("nim", "3", "1..15"), Text.words("\u2003nim \t3\n 1..15 "));
        assertEquals(List.of(), Text.words(" \u3000 "));
        assertEquals("N", Text.dropEnd("N.!.", ".!"));
        assertEquals("", Text.dropEnd("...", "."));
    }
}
