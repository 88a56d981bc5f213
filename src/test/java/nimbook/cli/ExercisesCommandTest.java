package nimbook.cli;

import static nimbook.cli.CliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.assess.Key;
import nimbook.book.Edition;
import nimbook.book.ExerciseKey;
import nimbook.book.BuildOptions;
import nimbook.practice.Demand;
import nimbook.practice.Matcher;
import nimbook.practice.Verdict;
import nimbook.site.SiteBuilder;
import nimbook.solver.Solver;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code exercises}: the key to many sets in one run. */
class ExercisesCommandTest {
    private static final String GOLDEN = "src/test/resources/books/golden/content";

    @Test
    void everyFormatListsTheSameColumnsWithAHeader() {
        assertEquals(new CliTest.Result(0, "set,lesson,exercise,label,kind,position,answer,question\n"
                + "3,1,1.1,first-exercise,outcome,nim 1 2 3,P,\"Who wins from 1, 2, 3?\"\n"
                + "3,1,1.2,,moves,nim 3 4 4,nim 0 4 4,Find every winning move.\n"
                + "3,2,2.1,,grundy,squares 14,2,What is the value of a square-game heap of 14?\n"
                + "3,2,2.2,,construct,\"squares with value 2, components 2, distinct\",squares 2 4,Give two different"
                + " square-game heaps worth 2 together.\n"
                + "3,2,2.3,,counterexample,subtract with not start 0,\"subtract:2,4,7\",\"Every subtraction game repeats"
                + " from heap 0, a reader guesses. Give a subtraction game that shows the guess is false.\"\n"
                + "1,1,1.1,first-exercise,outcome,nim 1 2 3,P,\"Who wins from 1, 2, 3?\"\n"
                + "1,1,1.2,,moves,nim 1 8 8,nim 0 8 8,Find every winning move.\n"
                + "1,2,2.1,,grundy,squares 14,2,What is the value of a square-game heap of 14?\n"
                + "1,2,2.2,,construct,\"squares with value 2, components 2, distinct\",squares 2 4,Give two different"
                + " square-game heaps worth 2 together.\n"
                + "1,2,2.3,,counterexample,subtract with not start 0,\"subtract:2,4,7\",\"Every subtraction game repeats"
                + " from heap 0, a reader guesses. Give a subtraction game that shows the guess is false.\"\n", ""),
                run("exercises", "--content", GOLDEN, "--seeds", "3,1", "--format", "csv"));
        assertEquals(new CliTest.Result(0, "[\n"
                + "{\"set\":3,\"lesson\":1,\"exercise\":\"1.1\",\"label\":\"first-exercise\",\"kind\":\"outcome\","
                + "\"position\":\"nim 1 2 3\",\"answer\":\"P\",\"question\":\"Who wins from 1, 2, 3?\"},\n"
                + "{\"set\":3,\"lesson\":1,\"exercise\":\"1.2\",\"label\":\"\",\"kind\":\"moves\",\"position\":\"nim 3 4 4\","
                + "\"answer\":\"nim 0 4 4\",\"question\":\"Find every winning move.\"}\n"
                + "]\n", ""), run("exercises", "--content", GOLDEN, "--seeds", "3", "--lessons", "1", "--format", "json"));
    }

    @Test
    void statsCountTheDifferentPositionsOfEachExerciseAndCheckGivesTheShareThatVaries() {
        assertEquals(new CliTest.Result(0, "exercise\tkind\tdealing\tsets\tdistinct\n"
                + "1.1\toutcome\twritten\t20\t1\n"
                + "1.2\tmoves\tdealt\t20\t20\n"
                + "2.1\tgrundy\twritten\t20\t1\n"
                + "2.2\tconstruct\tfound\t20\t1\n"
                + "2.3\tcounterexample\tfound\t20\t1\n", ""), run("exercises", "--content", GOLDEN, "--stats", "--seeds",
                "1..20"));
        assertEquals(new CliTest.Result(0, "nimbook: no problems (6 pages)\nnimbook: 1 of 3 exercises (33%) differ between"
                + " sets; 0 stay fixed (fixed: true or seed:), 2 are written out without fixed: true; 2 ask for a position"
                + " or game of the reader's own\n", ""), run("check", "--content", GOLDEN));
    }

    @Test
    void aSetIsTheSameWhetherAskedAloneOrAmongOthers() {
        String many = run("exercises", "--seeds", "1..12").out();
        assertEquals(many, run("exercises", "--seeds", "1..12").out(), "the same seeds give the same bytes");
        for (int set : new int[] {1, 7, 12}) {
            String alone = run("exercises", "--seed", Integer.toString(set)).out();
            assertEquals(alone, run("exercises", "--seeds", Integer.toString(set)).out());
            String rows = alone.substring(alone.indexOf('\n') + 1);
            assertTrue(many.contains(rows), "set " + set + " is listed as --seed lists it");
        }
    }

    @Test
    void theKeyOfASetIsWhatABuildWithItsSeedPrints() {
        SiteBuilder.Result seven = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("unused"), Edition.INSTRUCTOR, 7));
        SiteBuilder.Result zero = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("unused"), Edition.INSTRUCTOR, 0));
        Key dealt = assertDoesNotThrow(() -> Key.deal(zero.exercises(), List.of(7L), Set.of()));
        assertEquals(seven.exercises().size(), dealt.entries().size());
        for (int i = 0; i < dealt.entries().size(); i++) {
            ExerciseKey built = seven.exercises().get(i).key();
            ExerciseKey redealt = dealt.entries().get(i).exercise();
            assertEquals(built, redealt, built.number());
        }
    }

    private static <T> T assertDoesNotThrow(org.junit.jupiter.api.function.ThrowingSupplier<T> supplier) {
        return org.junit.jupiter.api.Assertions.assertDoesNotThrow(supplier);
    }

    /** Each answer of 20 sets of the real book, as the solver's own commands give it for the position. */
    @Test
    void everyAnswerInTheKeyIsWhatTheSolverCommandsSay() throws IOException {
        String key = run("exercises", "--seeds", "1..20", "--format", "csv").out();
        int checked = 0;
        Set<String> seen = new HashSet<>();
        for (CSVRecord row : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(
                new java.io.StringReader(key))) {
            String position = row.get("position");
            if (!seen.add(row.get("kind") + " " + position)) {
                continue;
            }
            if (Demand.KINDS.contains(row.get("kind"))) {
                // A position or game to find: the key's answer is one the page's box accepts.
                assertEquals(Verdict.Mark.RIGHT, assertDoesNotThrow(() -> new Matcher(Solver.forPages()).judge(position,
                        row.get("kind"), row.get("answer"))).mark(), row.get("exercise") + ": " + position);
                checked++;
                continue;
            }
            String value = run("grundy", position).out().strip();
            List<String> moves = run("moves", position).out().lines().toList();
            String expected = switch (row.get("kind")) {
                case "grundy" -> value;
                // A loopy value ∞(K), K in increasing order, is an N-position when 0 is in K, else a draw.
                case "outcome" -> value.equals("0") ? "P" : !value.startsWith("∞") || value.startsWith("∞(0") ? "N" : "D";
                case "count" -> Integer.toString(moves.size());
                default -> String.join("; ", moves);
            };
            assertEquals(expected, row.get("answer"), row.get("set") + " " + row.get("exercise") + ": " + position);
            checked++;
        }
        assertTrue(checked > 100, "many positions checked: " + checked);
    }

    @Test
    void anExerciseWithItsOwnSeedKeepsItsPositionInEverySet(@TempDir Path book) throws IOException {
        Files.writeString(book.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\n\n```exercise\ngenerate: nim 3"
                + " 1..30\nseed: 5\nanswer: grundy\n\nWhat is the value of {{ position }}?\n```\n\n```exercise\n"
                + "generate: nim 2 1..7 + kayles 1 1..12 + squares 1 1..20\nanswer: outcome\n\nWho wins {{ position }}?\n```\n\n"
                + "```exercise\ngenerate: loopy 1 4..6\nseed: 3\nanswer: grundy\n\nWhat is the value of {{ position }}?\n```\n");
        List<String> rows = run("exercises", "--content", book.toString(), "--seeds", "1..30").out().lines().skip(1)
                .toList();
        Set<String> kept = new HashSet<>();
        Set<String> sums = new HashSet<>();
        Set<String> loopy = new HashSet<>();
        for (String row : rows) {
            String[] fields = row.split("\t");
            (fields[2].equals("1.1") ? kept : fields[2].equals("1.2") ? sums : loopy).add(fields[5]);
            assertTrue(row.endsWith(fields[5] + "?") || fields[2].equals("1.2"), "the question shows the position: " + row);
        }
        assertEquals(1, kept.size(), "one position in every set: " + kept);
        assertEquals(1, loopy.size(), "a loopy position kept in every set too: " + loopy);
        assertTrue(loopy.iterator().next().startsWith("loopy 0>"), loopy.toString());
        assertTrue(sums.size() > 20, "a generated sum changes with the set: " + sums);
        for (String sum : sums) {
            assertTrue(sum.matches("nim \\d+ \\d+ \\+ kayles \\d+ \\+ squares \\d+"), sum);
        }
        // The own seed deals the same position whatever the build's seed.
        assertEquals(kept.iterator().next(), run("exercises", "--content", book.toString(), "--seed", "99").out().lines()
                .skip(1).findFirst().orElseThrow().split("\t")[5]);
    }

    @Test
    void badSetsFormatsAndExercisesAreOneLineEach(@TempDir Path book) throws IOException {
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --seeds takes numbers like 1..150 or 3,8,21, not \"1..x\""
                + " (see nimbook exercises --help)\n"), run("exercises", "--seeds", "1..x"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --seeds names more than 10000 numbers: ask for fewer at a"
                + " time (see nimbook exercises --help)\n"), run("exercises", "--seeds", "1..99999999"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --format \"xml\" is not a format: use tsv, csv or json (see"
                + " nimbook exercises --help)\n"), run("exercises", "--format", "xml"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --seed and --seeds do not go together: --seeds 7 is the set"
                + " of --seed 7 (see nimbook exercises --help)\n"), run("exercises", "--seed", "7", "--seeds", "7"));
        assertEquals(new CliTest.Result(2, "", "nimbook: error: --lessons names lesson 3, which has no exercises: the lessons"
                + " with exercises are 1,2 (see nimbook exercises --help)\n"), run("exercises", "--content", GOLDEN, "--lessons",
                "1,3"));
        Files.writeString(book.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\n\n```exercise\ngenerate: nim 2"
                + " 1..7 + misere-nim 1 1..3\nseed: x\nanswer: grundy\n\nWhat is the value?\n```\n\n```exercise\n"
                + "position: nim 3\nseed: 4\nanswer: grundy\n\nWhat is the value?\n```\n");
        CliTest.Result bad = run("exercises", "--content", book.toString());
        assertEquals(1, bad.status());
        String file = book.resolve("01-one.md").toString();
        assertEquals(file + ":7:24: error: \"misere-nim\" cannot be added to other games: misère play does not split into"
                + " a sum\n" + file + ":8:7: error: seed is a whole number, like seed: 7\n" + file + ":16:1: error:"
                + " \"position:\" and \"seed:\" do not go together: seed: keeps a generated position in every set; drop it,"
                + " or use generate:\nnimbook: 3 errors\n", bad.err());
    }
}
