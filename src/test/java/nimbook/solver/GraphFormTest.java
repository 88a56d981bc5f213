package nimbook.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import nimbook.practice.Matcher;
import nimbook.practice.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The standard form of large Hackenbush pictures (HackenbushTest checks every picture of up to six edges): pictures of
 * up to the 120 edges the notation takes, with many branches alike that are not twins (the case where breaking ties one
 * way would depend on how the nodes are numbered), numbered at random, have one standard form; and so an answer that
 * writes a winning cut with its nodes numbered otherwise is accepted.
 */
class GraphFormTest {
    /**
     * Every node on the ground's cycles: a hexagon and two triangles, each node also joined to the ground. Every node
     * but the ground touches three edges, so colour refinement cannot tell the hexagon's nodes from the triangles',
     * and the standard form depends on which is singled out first.
     */
    private static final String HEXAGON_AND_TRIANGLES = "1-2-3-4-5-6-1,7-8-9-7,10-11-12-10," + spokes(12);

    private final Solver solver = new Solver();

    /** Edges from the ground to nodes 1 to n. */
    private static String spokes(int n) {
        StringBuilder text = new StringBuilder();
        for (int v = 1; v <= n; v++) {
            text.append(v == 1 ? "" : ",").append("0-").append(v);
        }
        return text.toString();
    }
    private final Hackenbush game = new Hackenbush();

    @Test
    void largePicturesWithManyBranchesAlikeHaveOneStandardForm() throws NotationException {
        List<String> pictures = new ArrayList<>(List.of(HEXAGON_AND_TRIANGLES, HEXAGON_AND_TRIANGLES + ",0-13-14",
                "0-1-2-3-4-5-6-7-8-1,9-10-11-12-9,13-14-15-16-13," + spokes(16),
                "0-1-2-3-4-5-6-7-8-9-10-1,11-12-13-14-15-11,16-17-18-16," + spokes(18) + ",2-19,11-20,16-21",
                "0-1," + "stalk2@1,".repeat(12) + "1-1",
                "0-1," + "cycle3@1,".repeat(10) + "star2@1", "0-1," + "cycle3@1,".repeat(39) + "1-1",
                "1-2-3-4-5-6-1,7-8-9-10-11-12-7,13-14-15-16-17-18-13,19-20-21-22-23-24-19,25-26-27-25,28-29-30-28,"
                        + "31-32-33-31,34-35-36-34,37-38-39-37,40-41-42-40,43-44-45-43,46-47-48-46," + spokes(48),
                "0-1-2-3-0,3-4-5-6-3,6-7-8-9-6,9-10-11-12-9,12-13-14-15-12,15-16-17-18-15,18-19-20-21-18",
                "0-1-2-3-4-5-6-7-8-9-10-11-0,1-12,2-13,3-14,4-15,5-16,6-17,7-18,8-19,9-20,10-21,11-22",
                "0-1-2-3-4-5-6-7-8-9-10-11-0," + "cycle3@1,cycle3@2,cycle3@3,cycle3@4,cycle3@5,cycle3@6,cycle3@7,"
                        + "cycle3@8,cycle3@9,cycle3@10,cycle3@11",
                "0-1,0-2,0-3,1-4,2-4,3-4,4-5,4-6,4-7,5-8,6-8,7-8," + "stalk2@8,".repeat(6) + "0-0",
                "0-1-2-0,0-3-4-0,0-5-6-0,0-7-8-0,1-9,2-10,3-11,4-12,5-13,6-14,7-15,8-16,9-10,11-12,13-14,15-16"));
        Random random = new Random(12);
        for (int i = 0; i < 30; i++) {
            // A small picture hung many times on one node: branches alike, none the twin of another.
            Graph branch = Graph.of(Hackenbush.pictures(4).get(1 + random.nextInt(90)));
            StringBuilder text = new StringBuilder("0-1");
            int fresh = 2;
            for (int copy = 0; copy < 6 + random.nextInt(6) && fresh + branch.nodes() < 120; copy++) {
                for (int e = 0; e < branch.edges(); e++) {
                    int a = branch.from[e] == 0 ? 1 : fresh + branch.from[e] - 1;
                    int b = branch.to[e] == 0 ? 1 : fresh + branch.to[e] - 1;
                    text.append(',').append(a).append('-').append(b);
                }
                fresh += branch.nodes() - 1;
            }
            pictures.add(text.toString());
        }
        for (String written : pictures) {
            Component picture = solver.parse("hackenbush " + written.replaceAll(",$", "")).places().get(0).component();
            Component form = game.canonical(picture);
            for (int k = 0; k < 4; k++) {
                Component renamed = HackenbushTest.renumbered(Graph.of(picture), random).component();
                assertEquals(game.written(form), game.written(game.canonical(renamed)), written);
            }
        }
    }

    /**
     * A winning cut of the hexagon and triangles with a stalk of two on the ground, written with the triangles first:
     * the picture left is worth 1, as the other component.
     */
    @Test
    void aWinningCutNumberedOtherwiseIsAccepted() throws NotationException {
        String exercise = "hackenbush " + HEXAGON_AND_TRIANGLES + ",0-13-14 stalk1";
        Verdict verdict = new Matcher(solver).judge(exercise, "move", "hackenbush 1-2-3-1,4-5-6-4,7-8-9-10-11-12-7,"
                + spokes(13) + " stalk1");
        assertEquals(Verdict.Mark.RIGHT, verdict.mark(), verdict.message());
    }
}
