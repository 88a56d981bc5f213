package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.text.Text;

/**
 * Reads the parts of a step as a worked answer writes them: numbers (their 0s and 1s in binary when the line is read
 * so), positions, G(n) of the exercise's game, mexes in braces, nim-sums by ⊕, {@code ^} or {@code xor}, brackets, and
 * ordinary sums of numbers ({@code 4 + 1}).
 */
final class StepReader {
    static final String MEX_FORM = "Write a mex with its values in braces, like mex{0, 1, 3} = 2.";
    static final String NIM_SUM_FORM = "Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.";
    /** How deep brackets may nest in a line: far beyond any working, and well within the page's stack. */
    static final int DEEPEST = 64;

    private final Question question;
    /** Whether the line being read reads its numbers of 0s and 1s (without 0b) in binary. */
    private boolean binary;
    /** What the line being read holds: numbers that read either way; one of them with a leading 0. */
    private boolean eitherWay;
    private boolean leadingZero;
    /** The numbers read in binary, as "101 = 5", for saying how the line was read. */
    private final List<String> converted = new ArrayList<>();

    StepReader(Question question) {
        this.question = question;
    }

    /** Starts reading a line, its numbers of 0s and 1s in binary or in decimal. */
    void startLine(boolean inBinary) {
        binary = inBinary;
        eitherWay = false;
        leadingZero = false;
        converted.clear();
    }

    /** Whether the line read so far has a number that reads either way (101 is five or a hundred and one). */
    boolean eitherWay() {
        return eitherWay;
    }

    /**
     * How a line true in neither reading is read: in binary when the question is about binary or a number has a
     * leading 0 ({@code 011}), as no one writes a decimal number.
     */
    boolean binaryByDefault() {
        return question.binary() || leadingZero;
    }

    /** "read as binary: 101 = 5, 111 = 7", or "" when no number was read in binary. */
    String reading() {
        return converted.isEmpty() ? "" : "read as binary: " + String.join(", ", converted);
    }

    /** Whether a line writes a number of 0s and 1s with a leading 0 ({@code 011}), as no decimal is written. */
    static boolean leadingZero(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) != '0' || i > 0 && (Character.isLetterOrDigit(line.charAt(i - 1)) || line.charAt(i - 1) == ',')) {
                continue;
            }
            int end = i;
            while (end < line.length() && Character.isLetterOrDigit(line.charAt(end))) {
                end++;
            }
            if (Expr.Num.eitherWay(line.substring(i, end))) {
                return true;
            }
            i = end;
        }
        return false;
    }

    /** Refuses a line whose brackets nest deeper than {@link #DEEPEST}, before anything reads it. */
    static void checkDepth(String line) throws Matcher.Unreadable {
        int depth = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            depth += c == '(' || c == '{' || c == '[' ? 1 : c == ')' || c == '}' || c == ']' ? -1 : 0;
            if (depth > DEEPEST) {
                throw new Matcher.Unreadable("The line nests too deeply to process (more than " + DEEPEST
                        + " brackets inside one another): flatten it.");
            }
        }
    }

    Expr expr(String text) throws Matcher.Unreadable {
        String s = Text.strip(text);
        List<String> parts = split(s, '⊕');
        if (parts.size() > 1) {
            List<Expr> items = new ArrayList<>();
            for (String part : parts) {
                if (Text.isBlank(part)) {
                    throw new Matcher.Unreadable(NIM_SUM_FORM);
                }
                items.add(term(Text.strip(part)));
            }
            return new Expr.Sum(items);
        }
        return term(s);
    }

    private Expr term(String s) throws Matcher.Unreadable {
        if (s.startsWith("(") && closing(s, 0) == s.length() - 1 && s.length() > 2) {
            return expr(s.substring(1, s.length() - 1));
        }
        if (s.startsWith("mex")) {
            return mex(Text.strip(s.substring(3)));
        }
        if (s.startsWith("g(") || s.startsWith("g (")) {
            return grundyOf(s);
        }
        List<String> added = split(s, '+');
        if (added.size() > 1 && added.stream().allMatch(StepReader::addable)) {
            List<Expr> items = new ArrayList<>();
            for (String item : added) {
                items.add(term(Text.strip(item)));
            }
            return new Expr.Add(items);
        }
        if (Expr.Num.digits(s)) {
            return number(s);
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

    /** A number in decimal, or in binary when the line is read so. */
    private Expr.Num number(String s) {
        if (Expr.Num.eitherWay(s)) {
            eitherWay = true;
            leadingZero |= s.charAt(0) == '0';
        }
        Expr.Num num = Expr.Num.of(s, binary);
        String note = s + " = " + num.value();
        if (num.binary() && !converted.contains(note)) {
            converted.add(note);
        }
        return num;
    }

    /** A part of an ordinary sum: a number or a bracket. */
    private static boolean addable(String part) {
        String s = Text.strip(part);
        return Expr.Num.digits(s) || s.startsWith("(") && closing(s, 0) == s.length() - 1;
    }

    /** {@code {0, 1, 3}}, {@code (0, 1, 3)} or {@code {0 1 3}}, after the word mex. */
    private Expr mex(String rest) throws Matcher.Unreadable {
        char open = rest.isEmpty() ? ' ' : rest.charAt(0);
        char close = open == '{' ? '}' : ')';
        if ((open != '{' && open != '(') || closing(rest, 0) != rest.length() - 1 || rest.charAt(rest.length() - 1)
                != close) {
            throw new Matcher.Unreadable(MEX_FORM);
        }
        String inner = Text.strip(rest.substring(1, rest.length() - 1));
        List<Expr> items = new ArrayList<>();
        if (!inner.isEmpty()) {
            List<String> written = split(inner, ',');
            if (written.size() == 1 && Text.words(inner).stream().allMatch(Expr.Num::digits)) {
                written = Text.words(inner);
            }
            for (String item : written) {
                if (Text.isBlank(item)) {
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
        String inner = Text.strip(s.substring(open + 1, s.length() - 1));
        String written = inner;
        if (!inner.isEmpty() && Character.isDigit(inner.charAt(0))) {
            Position position = question.position();
            if (question.game() == null) {
                // Ambiguous: asked, with its readings, one for each of the exercise's games.
                List<String> readings = new ArrayList<>();
                position.terms().forEach(term -> readings.add("G(" + term.game().notation() + " " + inner + ")"));
                throw new Matcher.Unreadable("G(" + inner + ") could be " + String.join(" or ", readings) + ", as " + position
                        + " has several games: name the game.");
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
     * Splits at {@code at} outside brackets: ⊕ (with ^ and xor for it), the + of an ordinary sum, or a mex's commas (not
     * those the notation puts between two digits, colourful 1,2, in a list that names positions).
     */
    private static List<String> split(String text, char at) {
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
            } else if (depth == 0 && at == '⊕' && (c == '⊕' || c == '^')) {
                parts.add(text.substring(start, i));
                start = i + 1;
            } else if (depth == 0 && at == '⊕' && text.startsWith("xor", i) && (i == 0 || !Character.isLetter(text.charAt(i - 1)))
                    && (i + 3 == text.length() || !Character.isLetter(text.charAt(i + 3)))) {
                parts.add(text.substring(start, i));
                start = i + 3;
            } else if (depth == 0 && c == at && (at != ',' || !(letters && i > 0 && i + 1 < text.length()
                    && Character.isDigit(text.charAt(i - 1)) && Character.isDigit(text.charAt(i + 1))))) {
                parts.add(text.substring(start, i));
                start = i + 1;
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
