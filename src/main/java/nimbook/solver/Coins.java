package nimbook.solver;

import java.util.Arrays;
import java.util.List;

/**
 * How coins are written: a row as its faces from coin 1 on the left, {@code THHTH} (H heads, T tails), held as one
 * number per coin, 1 for heads; a board as its rows from the top joined by commas, {@code TTH,THT}, held as the number
 * of columns and then the faces row by row.
 */
public final class Coins {
    /** The most coins in a row. */
    public static final int MOST = 256;

    private Coins() {
    }

    /** A row whose only head is coin n (from 1), written: {@code TTH}; n = 0 is a row of no head, {@code T}. */
    public static String lone(long n) {
        return n < 1 ? "T" : "T".repeat((int) n - 1) + "H";
    }

    /** A row whose only head is coin n, as a component (n = 0: no coin). */
    static Component loneRow(int n) {
        long[] row = new long[n];
        if (n > 0) {
            row[n - 1] = 1;
        }
        return Component.of(row);
    }

    /** A board whose only head is in row r and column c (from 1), written: {@code TT,TH}; row or column 0: {@code T}. */
    public static String lone(long r, long c) {
        if (r < 1 || c < 1) {
            return "T";
        }
        String tails = "T".repeat((int) c);
        return (tails + ",").repeat((int) r - 1) + tails.substring(1) + "H";
    }

    /** Reads a row, or a board when the game's shape is one, from a word of H and T (in either case). */
    static Component read(Game game, String text, int offset) throws NotationException {
        boolean board = game.shape() == Shape.BOARD;
        int width = board ? text.indexOf(',') < 0 ? text.length() : text.indexOf(',') : text.length();
        long[] parts = new long[text.length() + (board ? 1 : 0)];
        int count = 0;
        if (board) {
            parts[count++] = width;
        }
        int column = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (board && c == ',') {
                if (column != width) {
                    throw wrong(game, text, "has rows of different lengths", offset + i - column);
                }
                column = 0;
                continue;
            }
            if (c != 'H' && c != 'T' && c != 'h' && c != 't') {
                throw wrong(game, text, "holds " + Notation.quote(capitals(String.valueOf(c))), offset + i);
            }
            parts[count++] = c == 'H' || c == 'h' ? 1 : 0;
            column++;
        }
        if (column != width || width == 0) {
            throw wrong(game, text, width == 0 ? "has an empty row" : "has rows of different lengths",
                    offset + text.length() - column);
        }
        return Component.of(Arrays.copyOf(parts, count));
    }

    /** The message quotes the coins in capitals, as they are read (the page reads what a reader types in lower case). */
    private static NotationException wrong(Game game, String text, String fault, int at) {
        return new NotationException(Notation.quote(capitals(text)) + " " + fault + ": " + game.notation()
                + " takes " + game.shape().takes() + ", like " + game.notation() + " " + game.shape().example(), at);
    }

    /** ASCII letters in capitals, by hand: Unicode's case tables would weigh on the page's solver. */
    private static String capitals(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            chars[i] = chars[i] >= 'a' && chars[i] <= 'z' ? (char) (chars[i] - 'a' + 'A') : chars[i];
        }
        return new String(chars);
    }

    /** Refuses a row longer than {@code most} coins, or a face other than 0 and 1. */
    static void checkRow(Game game, Component row, int most) throws NotationException {
        if (row.size() > most) {
            throw new NotationException(Notation.quote(game.term(List.of(row))) + " has " + row.size() + " coins: a row"
                    + " holds at most " + most, 0);
        }
        faces(row, 0);
    }

    /** Refuses a board of more than {@code most} rows or columns, or a face other than 0 and 1. */
    static void checkBoard(Game game, Component board, int most) throws NotationException {
        long width = board.size() == 0 ? 0 : board.get(0);
        if (width < 1 || (board.size() - 1) % width != 0) {
            throw new NotationException("a board needs its number of columns first", 0);
        }
        if (width > most || (board.size() - 1) / width > most) {
            throw new NotationException(Notation.quote(game.term(List.of(board))) + " is " + rows(board) + " × " + width
                    + ": a board holds at most " + most + " rows and " + most + " columns", 0);
        }
        faces(board, 1);
    }

    private static void faces(Component coins, int from) throws NotationException {
        for (int i = from; i < coins.size(); i++) {
            if (coins.get(i) != 0 && coins.get(i) != 1) {
                throw new NotationException("a coin shows heads (1) or tails (0), not " + coins.get(i), 0);
            }
        }
    }

    static long rows(Component board) {
        return board.size() < 2 ? 0 : (board.size() - 1) / board.get(0);
    }

    /** The row without the tails after its last head. */
    static Component trimmed(Component row) {
        int length = row.size();
        while (length > 0 && row.get(length - 1) == 0) {
            length--;
        }
        return length == row.size() ? row : Component.of(Arrays.copyOf(row.toArray(), length));
    }

    /** The faces as H and T; a row of no coin is written as one tail. */
    static String written(Component row) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < row.size(); i++) {
            text.append(row.get(i) == 1 ? 'H' : 'T');
        }
        return text.isEmpty() ? "T" : text.toString();
    }

    /** The board's rows as H and T joined by commas; a board of no coin is written as one tail. */
    static String writtenBoard(Component board) {
        if (board.size() < 2) {
            return "T";
        }
        long width = board.get(0);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i < board.size(); i++) {
            text.append(i > 1 && (i - 1) % width == 0 ? "," : "").append(board.get(i) == 1 ? 'H' : 'T');
        }
        return text.toString();
    }
}
