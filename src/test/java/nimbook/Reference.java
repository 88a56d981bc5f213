package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reference document made from the code's own declarations, so that it cannot drift from them: a test compares the
 * file with what the code makes, and writes it instead under -Dgolden.update=true. A document may also be prose with
 * made parts, each between {@code <!-- begin NAME … -->} and {@code <!-- end NAME -->}, the prose kept as written.
 */
public final class Reference {
    private Reference() {
    }

    /** Fails when {@code file} is not {@code made}; writes it first under -Dgolden.update=true. */
    public static void check(Path file, String made, String test) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(file, made, StandardCharsets.UTF_8);
        }
        assertEquals(made, Files.readString(file, StandardCharsets.UTF_8), file + " is out of date: run mvn test -Dtest="
                + test + " -Dgolden.update=true");
    }

    /**
     * The document with each made part replaced by what the code makes now: {@code parts} by name, each put between
     * its markers, which must be there once, the begin marker saying which test makes it.
     */
    public static String withParts(Path file, Map<String, String> parts, String test) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        for (Map.Entry<String, String> part : parts.entrySet()) {
            String name = part.getKey();
            Pattern markers = Pattern.compile("(?s)<!-- begin " + Pattern.quote(name) + "\\b[^>]*-->\n.*?<!-- end "
                    + Pattern.quote(name) + " -->");
            Matcher found = markers.matcher(text);
            if (!found.find()) {
                throw new AssertionError(file + " has no part " + name + ": put <!-- begin " + name + " --> and <!-- end "
                        + name + " --> where it goes");
            }
            String made = "<!-- begin " + name + ": made by " + test + " from the code's declarations (-Dgolden.update=true"
                    + " rewrites it): edit the code, not this part -->\n" + part.getValue() + "<!-- end " + name + " -->";
            text = text.substring(0, found.start()) + made + text.substring(found.end());
        }
        return text;
    }
}
