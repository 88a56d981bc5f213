package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;

/**
 * Reads the parts of a step as a worked answer writes them: numbers (in binary when the line or the question is),
 * positions, G(n) of the exercise's game, mexes in braces, and nim-sums by ⊕, {@code ^} or {@code xor}.
 */
final class StepReader {
    static final String MEX_FORM = "Write a mex with its values in braces, like mex{0, 1, 3} = 2.";
    static final String NIM_SUM_FORM = "Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.";

    private final Question question;
    /** Whether the line being read reads its 0s-and-1s numbers in binary. */
    private boolean binaryLine;

    StepReader(Question question) {
        this.question = question;
    }

    /** Starts reading a line: its numbers of 0s and 1s are binary when the question is about binary or the line is. */
    void startLine(String line) {
        binaryLine = question.binary() || writtenInBinary(line);
    }

    boolean binaryLine() {
        return binaryLine;
    }

    Expr expr(String text) throws Matcher.Unreadable {
        String s = text.strip();
        List<String> parts = split(s, true);
        if (parts.size() > 1) {
            List<Expr> items = new ArrayList<>();
            for (String part : parts) {
                if (part.isBlank()) {
                    throw new Matcher.Unreadable(NIM_SUM_FORM);
                }
                items.add(term(part.strip()));
            }
            return new Expr.Sum(items);
        }
        return term(s);
    }

    private Expr term(String s) throws Matcher.Unreadable {
        if (s.startsWith("mex")) {
            return mex(s.substring(3).strip());
        }
        if (s.startsWith("g(") || s.startsWith("g (")) {
            return grundyOf(s);
        }
        if (Expr.Num.digits(s)) {
            return Expr.Num.of(s, binaryLine);
        }
        if (s.startsWith("0b")) {
            if (!Expr.Num.bits(s.substring(2))) {
                throw new Matcher.Unreadable("\"" + s + "\" is not a binary number: write 0b and 0s and 1s, like 0b101.");
            }
            return Expr.Num.of(s, true);
        }
        Position parsed = parse(s);
        return new Expr.Pos(parsed.toString(), parsed);
    }

    /** {@code {0, 1, 3}} or {@code (0, 1, 3)}, after the word mex. */
    private Expr mex(String rest) throws Matcher.Unreadable {
        char open = rest.isEmpty() ? ' ' : rest.charAt(0);
        char close = open == '{' ? '}' : ')';
        if ((open != '{' && open != '(') || closing(rest, 0) != rest.length() - 1 || rest.charAt(rest.length() - 1)
                != close) {
            throw new Matcher.Unreadable(MEX_FORM);
        }
        String inner = rest.substring(1, rest.length() - 1).strip();
        List<Expr> items = new ArrayList<>();
        if (!inner.isEmpty()) {
            for (String item : split(inner, false)) {
                if (item.isBlank()) {
                    throw new Matcher.Unreadable(MEX_FORM);
                }
                items.add(expr(item));
            }
        }
        return new Expr.Mex(items);
    }

    /** {@code G(kayles 4)}, or {@code G(7)} of the exercise's one game. */
    private Expr grundyOf(String s) throws Matcher.Unreadable {
        int open = s.indexOf('(');
        if (closing(s, open) != s.length() - 1) {
            throw new Matcher.Unreadable("Write G of a position in brackets, like G(7) or G(kayles 4).");
        }
        String inner = s.substring(open + 1, s.length() - 1).strip();
        String written = inner;
        if (!inner.isEmpty() && Character.isDigit(inner.charAt(0))) {
            Position position = question.position();
            if (question.game() == null) {
                throw new Matcher.Unreadable("G(" + inner + ") names a component of the exercise’s game, but " + position
                        + " has several games: name the game, like G(" + position.terms().get(0).game().notation()
                        + " " + inner + ").");
            }
            written = question.game().notation() + " " + inner;
        }
        return new Expr.Pos("G(" + inner + ")", parse(written));
    }

    Position parse(String text) throws Matcher.Unreadable {
        try {
            return question.solver().parse(text);
        } catch (NotationException e) {
            throw new Matcher.Unreadable(e.getMessage());
        }
    }

    /**
     * Whether a line writes a number in binary, so that its other numbers of 0s and 1s are read so too: {@code 0b11},
     * or 0s and 1s starting with 0 ({@code 011}).
     */
    private static boolean writtenInBinary(String line) {
        for (int i = 0; i < line.length(); i++) {
            boolean starts = line.charAt(i) == '0' && (i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1))
                    && line.charAt(i - 1) != ',');
            if (!starts) {
                continue;
            }
            int end = i;
            while (end < line.length() && Character.isLetterOrDigit(line.charAt(end))) {
                end++;
            }
            String word = line.substring(i, end);
            if (word.startsWith("0b") && Expr.Num.bits(word.substring(2)) || word.length() > 1 && Expr.Num.bits(word)) {
                return true;
            }
        }
        return false;
    }

    /** Splits at ⊕, ^ and xor ({@code sum}) or at a mex's commas, outside brackets. */
    private static List<String> split(String text, boolean sum) {
        List<String> parts = new ArrayList<>();
        boolean letters = false;
        for (int i = 0; i < text.length(); i++) {
            letters |= Character.isLetter(text.charAt(i));
        }
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
            } else if (depth == 0 && sum && (c == '⊕' || c == '^')) {
                parts.add(text.substring(start, i));
                start = i + 1;
            } else if (depth == 0 && sum && text.startsWith("xor", i) && (i == 0 || !Character.isLetter(text.charAt(i - 1)))
                    && (i + 3 == text.length() || !Character.isLetter(text.charAt(i + 3)))) {
                parts.add(text.substring(start, i));
                start = i + 3;
            } else if (depth == 0 && !sum && c == ',') {
                // In a list that names positions, a comma between two digits is the notation's own (colourful 1,2).
                boolean within = letters && i > 0 && i + 1 < text.length() && Character.isDigit(text.charAt(i - 1))
                        && Character.isDigit(text.charAt(i + 1));
                if (!within) {
                    parts.add(text.substring(start, i));
                    start = i + 1;
                }
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    /** Where the bracket opened at {@code open} closes, or -1. */
    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** The whole numbers of a line, in order. */
    static List<Long> numbers(String line) {
        List<Long> numbers = new ArrayList<>();
        for (int i = 0; i < line.length(); i++) {
            if (Character.isDigit(line.charAt(i))) {
                int end = i;
                while (end < line.length() && Character.isDigit(line.charAt(end))) {
                    end++;
                }
                if (end - i <= 18) {
                    numbers.add(Long.parseLong(line.substring(i, end)));
                }
                i = end;
            }
        }
        return numbers;
    }

    /** Where the text after the first {@code count} numbers of a line starts. */
    static int afterNumbers(String line, int count) {
        int at = 0;
        for (int found = 0; found < count; found++) {
            while (!Character.isDigit(line.charAt(at))) {
                at++;
            }
            while (at < line.length() && Character.isDigit(line.charAt(at))) {
                at++;
            }
        }
        return at;
    }
}
