package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Position;

/**
 * A part of a step of a worked answer: a number, a position (G(7) too), a mex, a nim-sum, or an ordinary sum of numbers
 * ({@code 4 + 1}, as the book splits a number into powers of two).
 */
sealed interface Expr permits Expr.Num, Expr.Pos, Expr.Mex, Expr.Sum, Expr.Add {
    /** As messages write it. */
    String shown();

    /** A number as written; in binary when read so. */
    record Num(String written, long value, boolean binary) implements Expr {
        static boolean digits(String text) {
            if (text.isEmpty() || text.length() > 18) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (!Character.isDigit(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        static boolean bits(String text) {
            if (text.isEmpty() || text.length() > 62) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) != '0' && text.charAt(i) != '1') {
                    return false;
                }
            }
            return true;
        }

        /** Whether a number could be read either way: two or more 0s and 1s, without 0b. */
        static boolean eitherWay(String text) {
            return text.length() > 1 && bits(text);
        }

        /** {@code 0b101}, or 0s and 1s read in binary when {@code binary}; otherwise decimal. */
        static Num of(String text, boolean binary) {
            if (text.startsWith("0b")) {
                return new Num(text, Long.parseLong(text.substring(2), 2), true);
            }
            boolean inBinary = binary && eitherWay(text);
            return new Num(text, Long.parseLong(text, inBinary ? 2 : 10), inBinary);
        }

        @Override
        public String shown() {
            return written;
        }
    }

    /** A position, or G of one. */
    record Pos(String shown, Position position) implements Expr {
    }

    record Mex(List<Expr> items) implements Expr {
        @Override
        public String shown() {
            return "mex{" + String.join(", ", shownEach(items)) + "}";
        }
    }

    record Sum(List<Expr> items) implements Expr {
        @Override
        public String shown() {
            return String.join(" ⊕ ", shownEach(items));
        }
    }

    /** Numbers added as usual: {@code 4 + 1}. */
    record Add(List<Expr> items) implements Expr {
        @Override
        public String shown() {
            return String.join(" + ", shownEach(items));
        }
    }

    private static List<String> shownEach(List<Expr> items) {
        List<String> shown = new ArrayList<>();
        items.forEach(item -> shown.add(item instanceof Sum || item instanceof Add ? "(" + item.shown() + ")" : item.shown()));
        return shown;
    }
}
