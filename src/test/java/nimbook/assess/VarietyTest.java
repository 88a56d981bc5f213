package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;
import nimbook.practice.Generator;
import nimbook.practice.Subject;
import nimbook.site.SiteBuilder;
import nimbook.solver.Loopy;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real book's exercises differ between students: at least 70% are dealt afresh for each set, every other one says
 * it stays fixed; no generator deals a trivial position in 1,000 sets; over 300 sets each deals at least 150 different
 * positions, or every position there is (counted here by brute force over its ranges, in every order).
 */
class VarietyTest {
    private static final Solver SOLVER = new Solver();
    private static List<Exercise> exercises;

    @BeforeAll
    static void build() {
        SiteBuilder.Result book = SiteBuilder.build(new BuildOptions(Path.of("content"), Path.of("templates"),
                Path.of("site"), Edition.INSTRUCTOR, 0));
        assertTrue(book.ok(), book.diagnostics().toString());
        exercises = book.exercises();
    }

    @Test
    void seventyPercentOrMoreDifferBetweenSetsAndTheRestSayTheyStayFixed() {
        // An exercise asking for a position of the reader's own has none to deal.
        List<ExerciseKey> positions = exercises.stream().map(Exercise::key)
                .filter(key -> !key.dealing().how().equals("found")).toList();
        long dealt = positions.stream().filter(key -> key.dealing().dealt()).count();
        assertTrue(dealt * 100 >= 70L * positions.size(), dealt + " of " + positions.size());
        List<String> silent = positions.stream().filter(key -> key.dealing().how().equals("written"))
                .map(ExerciseKey::number).toList();
        assertEquals(List.of(), silent, "written out without fixed: true");
    }

    private static Generator generator(ExerciseKey key) throws Exception {
        return Generator.of(SOLVER, key.dealing().generate(), key.dealing().want());
    }

    /** The exercises dealt afresh for each set. */
    private static List<ExerciseKey> dealt() {
        return exercises.stream().map(Exercise::key).filter(key -> key.dealing().dealt()).toList();
    }

    @Test
    void noGeneratorDealsATrivialPositionInAThousandSets() throws Exception {
        for (ExerciseKey key : dealt()) {
            Generator generator = generator(key);
            for (long set = 1; set <= 1000; set++) {
                Subject dealt = generator.deal(SOLVER, set, key.number());
                if (dealt instanceof Subject.Tokens tokens) {
                    Loopy loopy = tokens.position();
                    assertTrue(loopy.options().size() >= 2, key.number() + " set " + set + ": " + loopy);
                    assertTrue(!key.answerKind().equals("move") || loopy.outcome().equals("N"),
                            key.number() + " set " + set);
                    continue;
                }
                Position position = ((Subject.Sum) dealt).position();
                assertTrue(SOLVER.optionCount(position) >= 2, key.number() + " set " + set + ": " + position);
                for (Position.Place place : position.places()) {
                    assertTrue(!place.component().isEmpty(), key.number() + " set " + set + ": " + position);
                }
                if (key.answerKind().equals("move")) {
                    assertEquals(Outcome.N, SOLVER.outcome(position), key.number() + " set " + set);
                }
            }
        }
    }

    @Test
    void threeHundredSetsDealAHundredAndFiftyPositionsOrEveryOne() throws Exception {
        for (ExerciseKey key : dealt()) {
            Generator generator = generator(key);
            Set<String> dealt = new HashSet<>();
            for (long set = 1; set <= 300; set++) {
                dealt.add(generator.deal(SOLVER, set, key.number()).canonical());
            }
            long space = space(generator, key.dealing().want());
            assertTrue(dealt.size() >= Math.min(150, space), key.number() + ": " + dealt.size() + " of " + space);
        }
    }

    /**
     * How many fair positions of the wanted outcome the generator's ranges hold, counted over every choice of every
     * component in every order; Long.MAX_VALUE when there are too many choices to count.
     */
    private static long space(Generator generator, String want) throws Exception {
        List<List<String>> choices = new ArrayList<>();
        double size = 1;
        for (Generator.Part part : generator.parts()) {
            if (part.game().equals(Loopy.NAME) || part.shape() == nimbook.solver.Shape.COINS || part.shape() == nimbook.solver.Shape.BOARD
                    || part.shape() == nimbook.solver.Shape.GRAPH) {
                return Long.MAX_VALUE; // rows, boards, pictures and graphs are not lists of numbers to count over
            }
            List<String> components = new ArrayList<>();
            int sections = part.shape().numbers() == 0 && part.shape() != nimbook.solver.Shape.CIRCLE ? 4
                    : Math.max(1, part.shape().numbers());
            boolean fixedCount = part.shape().numbers() > 0 || part.shape() == nimbook.solver.Shape.CIRCLE;
            for (int length = fixedCount ? sections : 1; length <= sections; length++) {
                components(part, length, "", components);
            }
            for (int c = 0; c < part.count(); c++) {
                choices.add(components);
                size *= components.size();
            }
        }
        if (size > 150_000) {
            return Long.MAX_VALUE;
        }
        Set<Position> fair = new HashSet<>();
        count(generator, choices, 0, new ArrayList<>(), want, fair);
        return fair.size();
    }

    private static void components(Generator.Part part, int length, String prefix, List<String> into) {
        if (length == 0) {
            into.add(prefix);
            return;
        }
        for (long n = part.range().from(); n <= part.range().to(); n++) {
            components(part, length - 1, prefix.isEmpty() ? Long.toString(n) : prefix + "," + n, into);
        }
    }

    private static void count(Generator generator, List<List<String>> choices, int at, List<String> chosen, String want,
            Set<Position> fair) throws Exception {
        if (at == choices.size()) {
            StringBuilder text = new StringBuilder();
            int index = 0;
            for (Generator.Part part : generator.parts()) {
                text.append(text.length() == 0 ? "" : " + ").append(part.game());
                for (int c = 0; c < part.count(); c++) {
                    text.append(' ').append(chosen.get(index++));
                }
            }
            Position position = SOLVER.parse(text.toString());
            boolean empty = position.places().stream().anyMatch(place -> place.component().isEmpty());
            if (!empty && SOLVER.optionCount(position) >= 2 && (!want.equals("N") && !want.equals("P")
                    || SOLVER.outcome(position).name().equals(want))) {
                fair.add(position.canonical());
            }
            return;
        }
        for (String component : choices.get(at)) {
            chosen.add(component);
            count(generator, choices, at + 1, chosen, want, fair);
            chosen.remove(chosen.size() - 1);
        }
    }
}
