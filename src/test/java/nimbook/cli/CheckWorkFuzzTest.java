package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import nimbook.cli.CliTest.Result;
import org.junit.jupiter.api.Test;

/**
 * Worked answers made of seeded junk — the notation's tokens, prose, LaTeX, odd characters — and lines long and deep
 * (chains of 20,000 and 100,000 links, brackets nested 2,000 deep, a word of 100,000 letters), through check-work: every line is
 * judged (status 0, a verdict for each non-empty line, then the answer's), in good time, never with a stack trace. A
 * failure names the seed that makes its input again.
 */
class CheckWorkFuzzTest {
    private static final long FIRST = 38_000;
    private static final int ANSWERS = 1_500;
    /** A guard against a hang, not a measure: the longest line takes a few seconds. */
    private static final Duration CASE = Duration.ofSeconds(30);
    private static final String[] POSITIONS = {"nim 3 4 5", "kayles 7", "colourful 1,2,2,2", "misere-nim 1 1 1",
        "kayles 4 + nim 3", "squares 100", "empty-and-divide 2,3", "subtract:1,3,4 10"};
    private static final String[] KINDS = {"grundy", "outcome", "moves", "move", "count"};
    private static final String[] TOKENS = {"nim", "kayles", "3", "4", "0", "1", "101", "0b11", "011", "=", "=", "⊕", "^",
        "xor", "→", "->", "=>", "to", ",", ";", "so", "P", "N", "is", "mex{", "}", "(", ")", "G(", "{", "[", "]", "+",
        "the", "value", "nim-sum", "of", "and", "wins", "first", "player", "\\oplus", "$", "\\{", "\\}",
        "\\operatorname{mex}", "2^{3}", "∅", "⨁", "SG(", "G_", "≠", "…", "-", ".", ":", "99999999999999999999",
        "colourful 1,2", "eeny:", "meeny:", "against", "condition", "met", "winning", "moves", "none", "\u00a0", "\t",
        "\u202e", "𝔾", "\u0000", "ℵ", "，", "＝"};
    private static final Pattern LINE = Pattern.compile("[0-9]+: (right|wrong|unreadable|incomplete): .*");
    private static final Pattern ANSWER = Pattern.compile("answer: (right|wrong|unreadable|incomplete): .*");

    @Test
    void everyLineOfJunkIsJudged() {
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            for (int i = 0; i < ANSWERS; i++) {
                long seed = FIRST + i;
                Random random = new Random(seed);
                List<String> lines = new ArrayList<>();
                for (int line = 0; line < 1 + random.nextInt(4); line++) {
                    StringBuilder text = new StringBuilder();
                    for (int token = 0; token < 1 + random.nextInt(12); token++) {
                        text.append(TOKENS[random.nextInt(TOKENS.length)]).append(random.nextInt(4) == 0 ? "" : " ");
                    }
                    lines.add(text.toString());
                }
                check(seed, POSITIONS[random.nextInt(POSITIONS.length)], KINDS[random.nextInt(KINDS.length)],
                        String.join("\n", lines));
            }
        });
    }

    @Test
    void longAndDeepLinesAreJudgedInGoodTime() {
        String[] links = {"1", "kayles 7", "3 ⊕ 4 ⊕ 5", "mex{0, 1, 3}", "G(7)", "nim 3 4 5", "0b101", "(4 + 1)"};
        long seed = 0;
        for (String link : links) {
            int count = seed < 3 ? 100_000 : 20_000;
            check(seed++, "kayles 7", "grundy", String.join(" = ", java.util.Collections.nCopies(count, link)));
        }
        for (String[] bracket : new String[][] {{"mex{", "}"}, {"(", ")"}, {"G(", ")"}, {"{", "}"}, {"[", "]"},
            {"\\{", "\\}"}, {"mex(", ")"}}) {
            check(seed++, "nim 3 4 5", "grundy", bracket[0].repeat(2_000) + bracket[1].repeat(2_000) + " = 0");
            check(seed++, "nim 3 4 5", "grundy", bracket[0].repeat(100_000));
        }
        for (String many : new String[] {"so ", ", ", "; ", "→ ", "⊕ ", "a", "1", "mex", "$", "\\oplus ", "nim 1 → "}) {
            check(seed++, "nim 3 4 5", "moves", many.repeat(100_000 / many.length()));
        }
        check(seed++, "kayles 7", "grundy", "mex{" + "0, ".repeat(50_000) + "1} = 2");
        check(seed++, "nim 3 4 5", "grundy", "1".repeat(5_000) + " ⊕ " + "0".repeat(5_000) + " = " + "1".repeat(5_000));
        check(seed, "nim 3 4 5", "grundy", "G(1) = 1\n".repeat(5_000));
    }

    private static void check(long seed, String position, String kind, String text) {
        long start = System.nanoTime();
        Result result = assertTimeoutPreemptively(CASE, () -> CliTest.runWithInput(text, "check-work", "--answer", kind,
                position), () -> "seed " + seed + ": no verdict within " + CASE.toSeconds() + " s");
        long nonEmpty = text.lines().filter(line -> !line.isBlank()).count();
        List<String> out = result.out().lines().toList();
        String problem = result.status() != 0 ? "exit status " + result.status()
                : !result.err().isEmpty() ? "a message on standard error"
                : out.isEmpty() || !ANSWER.matcher(out.get(out.size() - 1)).matches() ? "no answer line"
                : out.size() != nonEmpty + 1 && nonEmpty > 0 ? out.size() + " lines for " + nonEmpty
                : out.subList(0, out.size() - 1).stream().anyMatch(line -> !LINE.matcher(line).matches())
                        ? "a line not of the form LINE: MARK: MESSAGE"
                : result.out().contains("known games") ? "the list of games, which tells no one how to write a line" : null;
        if (problem != null) {
            fail("seed " + seed + ": " + problem + " for " + position + " (" + kind + "), "
                    + (text.length() > 200 ? text.substring(0, 200) + "… (" + text.length() + " characters)" : text)
                    + "\nstatus " + result.status() + "\nstderr: " + result.err() + "\nstdout: "
                    + out.stream().limit(5).toList() + " after " + (System.nanoTime() - start) / 1_000_000 + " ms");
        }
    }
}
