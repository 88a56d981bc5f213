package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lessons nested far too deep are refused before flexmark parses them, where the nesting goes too far: these once
 * overflowed the stack (fences, a long rule) or took minutes (lists).
 */
class NestingTest {
    private static final String FRONT = "---\ntitle: A\nsummary: S\n---\n";
    private static final String TOO_DEEP = "error: nested more than 100 levels deep (quotes or lists inside each other):"
            + " flatten the nesting";

    /** The lesson made by {@code kind}, {@code n} levels deep. */
    private static String lesson(String kind, int n) {
        return switch (kind) {
            // Each block inside the one before, as Markdown asks: a longer fence around a shorter one.
            case "fences" -> IntStream.range(0, n).mapToObj(i -> "`".repeat(3 + n - i) + "note\n").collect(Collectors.joining())
                    + "Inside.\n" + IntStream.range(0, n).mapToObj(i -> "`".repeat(4 + i) + "\n").collect(Collectors.joining());
            case "lists" -> IntStream.range(0, n).mapToObj(i -> "  ".repeat(i) + "- x\n").collect(Collectors.joining());
            case "items" -> "1. ".repeat(n) + "x\n";
            case "stars" -> "*".repeat(n) + "\n";
            case "quotes" -> ">".repeat(n) + " x\n";
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "fences | 600    | 15:1   | error: blocks nested more than 10 deep (a block inside a block inside …): flatten the nesting",
        "lists  | 1000   | 54:101 | TOO_DEEP",
        "lists  | 2000   | 54:101 | TOO_DEEP",
        "items  | 33000  | 5:151  | TOO_DEEP",
        "quotes | 100000 | 5:101  | TOO_DEEP",
        "stars  | 100000 | 5:1    | error: a line of 100000 rule marks in a row (*, - or _), more than the 300 the Markdown"
                + " reader takes: write a rule as ---",
    })
    void deepNestingIsRefusedWhereItHappens(String kind, int n, String at, String error, @TempDir Path temp)
            throws IOException {
        Files.writeString(temp.resolve("01-a.md"), FRONT + lesson(kind, n));
        SiteBuilder.Result result = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> SiteBuilder.build(Books.options(temp, temp.resolve("site"))));
        assertEquals(List.of(SiteBuilder.display(temp) + "/01-a.md:" + at + ": " + (error.equals("TOO_DEEP") ? TOO_DEEP
                : error)), result.diagnostics().report());
    }

    /** Ten blocks inside each other, and lists as deep as the limit, are read. */
    @ParameterizedTest
    @CsvSource({"fences, 10", "lists, 49", "quotes, 98"})
    void nestingWithinTheLimitsIsRead(String kind, int n, @TempDir Path temp) throws IOException {
        Files.writeString(temp.resolve("01-a.md"), FRONT + lesson(kind, n));
        assertEquals(List.of(), SiteBuilder.build(Books.options(temp, temp.resolve("site"))).diagnostics().report());
    }
}
