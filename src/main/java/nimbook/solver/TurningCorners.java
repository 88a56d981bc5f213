package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * Turning Corners: a board of coins, rows and columns numbered from 1 at the top left. A move turns over the four
 * corners of a rectangle, the corner furthest from the top left going from heads to tails. The game is Twins played
 * in two dimensions, so by the Tartan theorem a lone head in row r and column c is worth (r − 1) ⊗ (c − 1), and a
 * board the nim-sum of its heads.
 */
final class TurningCorners implements Game {
    /** The most rows, and the most columns, of a board. */
    static final int SIDE = 32;

    @Override
    public String notation() {
        return "turning-corners";
    }

    @Override
    public Shape shape() {
        return Shape.BOARD;
    }

    @Override
    public String description() {
        return "a board of coins; turn the four corners of a rectangle, the one furthest from the top left from heads to"
                + " tails";
    }

    @Override
    public void check(Component component) throws NotationException {
        Coins.checkBoard(this, component, SIDE);
    }

    /** The value of a lone head in row r and column c, both from 1. */
    static long head(long r, long c) {
        return NimField.product(r - 1, c - 1);
    }

    /** The columns of a board; a board of no coin (an empty position's) has one. */
    private static long width(Component board) {
        return board.size() < 2 ? 1 : board.get(0);
    }

    @Override
    public long grundy(Component board) {
        long width = width(board);
        long value = 0;
        for (int i = 1; i < board.size(); i++) {
            value ^= board.get(i) == 1 ? head((i - 1) / width + 1, (i - 1) % width + 1) : 0;
        }
        return value;
    }

    /** For each head, row by row, every rectangle of which it is the corner furthest from the top left. */
    @Override
    public List<List<Component>> options(Component board) {
        int width = (int) width(board);
        List<List<Component>> options = new ArrayList<>();
        for (int i = 1; i < board.size(); i++) {
            if (board.get(i) == 1) {
                for (int up = i - width; up >= 1; up -= width) {
                    for (int left = 1; left <= (i - 1) % width; left++) {
                        long[] faces = board.toArray();
                        faces[i] = 0;
                        faces[i - left] ^= 1;
                        faces[up] ^= 1;
                        faces[up - left] ^= 1;
                        options.add(List.of(Component.of(faces)));
                    }
                }
            }
        }
        return options;
    }

    @Override
    public long optionCount(Component board) {
        long width = width(board);
        long count = 0;
        for (int i = 1; i < board.size(); i++) {
            count += board.get(i) == 1 ? (i - 1) / width * ((i - 1) % width) : 0;
        }
        return count;
    }

    /** The board cut after its last row and its last column that hold a head. */
    @Override
    public Component canonical(Component board) {
        int width = (int) width(board);
        int rows = 0;
        int columns = 0;
        for (int i = 1; i < board.size(); i++) {
            if (board.get(i) == 1) {
                rows = Math.max(rows, (i - 1) / width + 1);
                columns = Math.max(columns, (i - 1) % width + 1);
            }
        }
        if (rows == Coins.rows(board) && columns == width) {
            return board;
        }
        long[] cut = new long[1 + rows * columns];
        cut[0] = columns;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                cut[1 + r * columns + c] = board.get(1 + r * width + c);
            }
        }
        return Component.of(rows == 0 ? new long[0] : cut);
    }

    @Override
    public String written(Component board) {
        return Coins.writtenBoard(board);
    }

    /** A board of two or more heads is the nim-sum of its heads, each alone; a lone head lists its options. */
    @Override
    public Step closedForm(Component board) {
        long width = width(board);
        List<Step.OptionValue> summands = new ArrayList<>();
        for (int i = 1; i < board.size(); i++) {
            if (board.get(i) == 1) {
                long[] alone = new long[board.size()];
                alone[0] = width;
                alone[i] = 1;
                Component head = canonical(Component.of(alone));
                summands.add(new Step.OptionValue(term(List.of(head)), grundy(head)));
            }
        }
        return summands.size() < 2 ? null : new Step.NimSum(summands, grundy(board));
    }
}
