package nimbook.assess;

/**
 * The check code printed beside a sheet's set: the set number's Damm check digit. Copied back with the set, it shows a
 * set number copied wrong — every change of one digit and every swap of two neighbouring digits (71 for 17) changes
 * it — before an answer is graded against another student's set.
 */
public final class CheckCode {
    /** Damm's table: a quasigroup of order 10 with a zero diagonal, weakly totally anti-symmetric. */
    private static final int[][] TABLE = {
        {0, 3, 1, 7, 5, 9, 8, 6, 4, 2},
        {7, 0, 9, 2, 1, 5, 4, 8, 6, 3},
        {4, 2, 0, 6, 8, 7, 1, 3, 5, 9},
        {1, 7, 5, 0, 9, 8, 3, 4, 2, 6},
        {6, 1, 2, 3, 0, 4, 5, 9, 7, 8},
        {3, 6, 7, 4, 2, 0, 9, 5, 8, 1},
        {5, 8, 6, 9, 7, 2, 0, 1, 3, 4},
        {8, 9, 4, 5, 3, 6, 2, 0, 1, 7},
        {9, 4, 3, 8, 6, 1, 7, 2, 0, 5},
        {2, 5, 8, 1, 4, 3, 6, 7, 9, 0},
    };

    private CheckCode() {
    }

    /** The check code of a set, one digit. */
    public static String of(long set) {
        int interim = 0;
        for (char digit : Long.toString(set).toCharArray()) {
            interim = TABLE[interim][digit - '0'];
        }
        return Integer.toString(interim);
    }
}
