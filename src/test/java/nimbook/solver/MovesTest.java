package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class MovesTest {
    private final Solver solver = new Solver();

    private List<String> moves(String position) throws NotationException {
        return solver.winningMoves(solver.parse(position)).stream().map(Position::toString).toList();
    }

    private long grundy(String position) throws NotationException {
        return solver.grundy(solver.parse(position));
    }

    @Test
    void theNotesExamples() throws NotationException {
        // 3 XOR 4 XOR 5 = 011 XOR 100 XOR 101 = 010: only the heap of 3 has that bit, 3 XOR 2 = 1.
        assertEquals(2, grundy("nim 3 4 5"));
        assertEquals(List.of("nim 1 4 5"), moves("nim 3 4 5"));
        // Take 1, 2 or 4: values repeat 0, 1, 2, so 11, 16, 2019 are worth 2, 1, 0 and the sum 3.
        assertEquals(List.of(2L, 1L, 0L), List.of(grundy("subtract:1,2,4 11"), grundy("subtract:1,2,4 16"),
                grundy("subtract:1,2,4 2019")));
        assertEquals(3, grundy("subtract:1,2,4 11 16 2019"));
        // Misère Nim from 3, 4, 5: some heap is large, so play as in normal Nim.
        assertEquals(List.of("misere-nim 1 4 5"), moves("misere-nim 3 4 5"));
        // With heaps 0, 2, 1 the normal move would leave two heaps of one; misère play leaves one.
        assertEquals(List.of("misere-nim 0 0 1"), moves("misere-nim 0 2 1"));
        assertEquals(List.of(), moves("misere-nim 1 1 1"));
        // Any one of the four heaps may go: one position, so one move (as for equal heaps in normal play).
        assertEquals(List.of("misere-nim 0 1 1 1"), moves("misere-nim 1 1 1 1"));
    }

    @Test
    void emptyAndDivideExercise() throws NotationException {
        // (2, 4), (5, 9), (3, 6) are worth 2, 0, 3: the only way to a P-position is to make (3, 6) worth 2.
        assertEquals(List.of(2L, 0L, 3L), List.of(grundy("empty-and-divide 2,4"), grundy("empty-and-divide 5,9"),
                grundy("empty-and-divide 3,6")));
        assertEquals(List.of("empty-and-divide 2,4 5,9 2,4"), moves("empty-and-divide 2,4 5,9 3,6"));
        // (2019, 9102) is worth 4, not 1: the second position is an N-position after all.
        assertEquals(4, grundy("empty-and-divide 2019,9102"));
        assertEquals(5, grundy("empty-and-divide 2,4 5,4 2019,9102"));
        List<String> winning = moves("empty-and-divide 2,4 5,4 2019,9102");
        for (String move : winning) {
            assertEquals(0, grundy(move), move);
        }
        assertEquals(505, winning.size());
    }

    /**
     * The listed moves are exactly the options worth 0, for random sums of every kind of game, each position
     * once (moves leaving the same position up to the order of a sum or of a pair count once).
     */
    @Test
    void movesAreExactlyTheOptionsOfValueZero() throws NotationException {
        Random random = new Random(20261121);
        String[] games = {"nim %d", "kayles %d", "squares %d", "subtract:1,3,4 %d", "grundys-game %d",
            "colourful %d,%d,%d", "end-nim %d", "end-nim %d,%d", "empty-and-divide %d,%d", "wythoff %d,%d", "dawsons-chess %d",
            "lasker %d", "staircase %d,%d,%d", "chomp %d,%d,%d", "circular-nim %d", "circular-nim %d,%d"};
        int checked = 0;
        for (int trial = 0; trial < 400; trial++) {
            List<String> terms = new ArrayList<>();
            for (int t = 0; t < 2 + random.nextInt(2); t++) {
                String pattern = games[random.nextInt(games.length)];
                terms.add(String.format(pattern, 1 + random.nextInt(9), 1 + random.nextInt(9), 1 + random.nextInt(9)));
            }
            checked += checkMoves(solver.parse(String.join(" + ", terms)));
        }
        // Heaps played together are one game, not summed.
        for (String pattern : List.of("moore:2 %d %d %d", "greedy-nim %d %d %d", "every-heap %d %d %d")) {
            for (int trial = 0; trial < 40; trial++) {
                checked += checkMoves(solver.parse(String.format(pattern, random.nextInt(8), random.nextInt(8),
                        random.nextInt(8))));
            }
        }
        assertEquals(true, checked > 100, "too few winning moves sampled: " + checked);
    }

    /** Checks that the winning moves listed are the options worth 0, each once; gives how many there are. */
    private int checkMoves(Position position) throws NotationException {
        Set<String> expected = new TreeSet<>();
        for (Position.Place place : position.places()) {
            for (List<Component> option : place.game().options(place.component())) {
                Position next = position.replace(place, option);
                if (solver.grundy(next) == 0) {
                    expected.add(next.canonical().toString());
                }
            }
        }
        List<String> moves = solver.winningMoves(position).stream().map(p -> p.canonical().toString()).toList();
        Set<String> listed = new TreeSet<>(moves);
        assertEquals(expected, listed, position.toString());
        assertEquals(listed.size(), moves.size(), "each move once: " + moves);
        return expected.size();
    }

    @Test
    void movesToTheSamePositionCountOnceInMisereAsInNormalPlay() throws NotationException {
        assertEquals(List.of("nim 2 3 4 5", "nim 3 3 4 4"), moves("nim 3 3 4 5"));
        assertEquals(List.of("misere-nim 2 3 4 5", "misere-nim 3 3 4 4"), moves("misere-nim 3 3 4 5"));
        assertEquals(List.of("misere-nim 0 1 2 3", "misere-nim 1 1 2 2"), moves("misere-nim 1 1 2 3"));
    }

    /** Empty heaps and piles play no part: positions that differ only by them are one position. */
    @Test
    void emptyComponentsAreLeftOutOfTheStandardForm() throws NotationException {
        assertEquals("nim 1 4", solver.parse("nim 4 0 1").canonical().toString());
        assertEquals("colourful 2,1 + nim 3", solver.parse("nim 0 3 + kayles 0 + colourful 0 2,1").canonical().toString());
        assertEquals("kayles 0", solver.parse("kayles 0 + nim 0").canonical().toString());
        assertEquals(solver.parse("wythoff 0,0 + nim 2").canonical(), solver.parse("nim 2").canonical());
    }

    @Test
    void largeHeapsAndPilesFindTheirMovesWithoutListingEveryOption() throws NotationException {
        // Two heaps: the winning move makes them equal.
        assertEquals(List.of("nim 999999999999 999999999999"), moves("nim 1000000000001 999999999999"));
        // (5, 10¹²) is worth 10¹² (the top is larger than the section below); only a top of 1 is worth 0.
        assertEquals(List.of("colourful 5,1"), moves("colourful 5,1000000000000"));
    }
}
