package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Outcome;
import nimbook.text.Text;

/**
 * Reads a line of a worked answer as students write it into the steps the checker knows: LaTeX as pasted ({@code $…$},
 * {@code \oplus}, {@code \operatorname{mex}}, {@code \{ \}}), other signs ({@code ⨁}, {@code ⊻}, {@code =>}, {@code ⟶},
 * {@code to}), other names for G ({@code SG(4)}, {@code G_4}, {@code G[4]}), prose ({@code so P}, {@code the value is 2},
 * {@code hence the first player wins}, {@code the nim-sum of 3, 4 and 5 is 2}, {@code no move wins}, {@code 3 winning
 * moves}), and several steps on one line, separated by a comma, {@code ;} or {@code so}. A step about "it" holds
 * {@link #SUBJECT} where the position the line is about goes, which only the checker knows.
 */
final class NotationReader {
    /** Where a step names the position it is about: "so P" is {@code SUBJECT is p}. */
    static final String SUBJECT = "\uE000";
    /** Where a step names the nim-sum of that position's heaps: "the nim-sum is 2". */
    static final String HEAPS = "\uE001";

    /**
     * One step of a line: as written (its LaTeX and signs read), as the checker reads it, in lower case, and whether the
     * line was written otherwise (in LaTeX, with ⨁ or =>), so that its reading is always said.
     */
    record Clause(String written, String text, boolean rewritten) {
    }

    private static final String[] WRAPPERS = {"operatorname", "mathrm", "textrm", "text", "mathit", "mathcal", "mathscr",
        "mathbf", "textbf", "mathsf", "textit", "texttt", "emph", "mbox"};
    /** LaTeX as pasted, longest first where one command starts another. */
    private static final String[][] LATEX = {{"\\longrightarrow", " → "}, {"\\Longrightarrow", " ⇒ "}, {"\\rightarrow",
        " → "}, {"\\Rightarrow", " ⇒ "}, {"\\implies", " ⇒ "}, {"\\mapsto", " → "}, {"\\to", " → "}, {"\\left", ""},
        {"\\right", ""}, {"\\bigoplus", " ⊕ "}, {"\\oplus", " ⊕ "}, {"\\veebar", " ⊕ "}, {"\\bigl", ""}, {"\\bigr", ""},
        {"\\Bigl", ""}, {"\\Bigr", ""}, {"\\big", ""}, {"\\Big", ""}, {"\\{", "{"}, {"\\}", "}"}, {"\\emptyset", "{}"},
        {"\\varnothing", "{}"}, {"\\therefore", " so "}, {"\\neq", " ≠ "}, {"\\ne", " ≠ "}, {"\\qquad", " "},
        {"\\quad", " "}, {"\\,", " "}, {"\\;", " "}, {"\\:", " "}, {"\\!", ""}, {"\\ ", " "}, {"\\(", ""}, {"\\)", ""},
        {"\\[", ""}, {"\\]", ""}, {"$", ""}, {"~", " "}};
    private static final String[][] SIGNS = {{"⨁", "⊕"}, {"⊻", "⊕"}, {"⟹", "⇒"}, {"=>", "⇒"}, {"⟶", "→"}, {"-->", "→"},
        {"->", "→"}, {"↦", "→"}, {"⟼", "→"}, {"➔", "→"}, {"⇾", "→"}, {"=/=", "≠"}, {"!=", "≠"}, {"==", "="},
        {"∴", " so "}, {"∅", "{}"}};
    /** Words that start a step drawn from the one before ("so P"). */
    private static final String[] CONNECTIVES = {"so", "therefore", "hence", "thus", "then", "which means", "this means",
        "that means", "meaning", "i.e.", "ie", "because", "since", "as", "and", "giving", "gives", "⇒", "→"};
    /** Words between two steps on one line that start the second. */
    private static final String[] JOINS = {"so", "therefore", "hence", "thus", "which means", "this means", "that means",
        "meaning", "i.e.", "giving"};

    private NotationReader() {
    }

    /** The steps of a typed line, in order; a ^ in LaTeX that is no power of two cannot be read. */
    static List<Clause> clauses(String line) throws Matcher.Unreadable {
        String signs = signs(line);
        List<Clause> clauses = new ArrayList<>();
        for (String piece : pieces(signs)) {
            // An arrow that leads to no outcome is a move's.
            String written = Text.strip(piece);
            String read = Prose.read(written, !clauses.isEmpty()).replace('⇒', '→');
            clauses.add(new Clause(written, read, !signs.equals(line.replace("->", "→"))));
        }
        return clauses;
    }

    /** A line with its LaTeX and other signs read: {@code $3 \oplus 4$} is {@code 3 ⊕ 4}, {@code ->} is {@code →}. */
    static String signs(String line) throws Matcher.Unreadable {
        return replaced(latex(line), SIGNS);
    }

    /** Whether the checker's reading says more than the text as written (beyond spaces, case, xor for ⊕, -> for →). */
    static boolean notable(Clause clause, String read) {
        return clause.rewritten() || !plain(clause.written()).equals(plain(read));
    }

    private static String plain(String text) {
        String typed = Matcher.typed(text).replace("->", "→").replace("xor", "⊕").replace('^', '⊕');
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < typed.length(); i++) {
            if (!Text.isWhitespace(typed.charAt(i))) {
                kept.append(typed.charAt(i));
            }
        }
        return kept.toString();
    }

    /** A reading as messages show it: single spaces, and G and P or N in capitals. */
    static String shown(String read) {
        StringBuilder shown = new StringBuilder(String.join(" ", Text.words(read)).replace("mex {", "mex{")
                .replace("{ ", "{").replace(" }", "}"));
        for (int i = 0; i < shown.length(); i++) {
            boolean starts = i == 0 || !Character.isLetterOrDigit(shown.charAt(i - 1));
            boolean ends = i + 1 == shown.length() || !Character.isLetterOrDigit(shown.charAt(i + 1));
            char c = shown.charAt(i);
            if (starts && (c == 'g' && i + 1 < shown.length() && shown.charAt(i + 1) == '(' || (c == 'p' || c == 'n')
                    && (ends || shown.charAt(i + 1) == '-'))) {
                shown.setCharAt(i, Character.toUpperCase(c));
            }
        }
        return shown.toString();
    }

    private static String replaced(String text, String[][] pairs) {
        String result = text;
        for (String[] pair : pairs) {
            if (result.contains(pair[0])) {
                result = result.replace(pair[0], pair[1]);
            }
        }
        return result;
    }

    /** LaTeX as students paste it, read as plain text: {@code \operatorname{mex}\{0, 1\}} is {@code mex{0, 1}}. */
    private static String latex(String line) throws Matcher.Unreadable {
        if (line.indexOf('\\') < 0 && line.indexOf('$') < 0) {
            return line;
        }
        String text = line;
        for (String wrapper : WRAPPERS) {
            String command = "\\" + wrapper + "{";
            for (int at = text.indexOf(command); at >= 0; at = text.indexOf(command, at)) {
                int close = text.indexOf('}', at + command.length());
                if (close < 0) {
                    break;
                }
                text = text.substring(0, at) + " " + text.substring(at + command.length(), close) + " "
                        + text.substring(close + 1);
            }
        }
        return powers(replaced(text, LATEX));
    }

    /** {@code 2^{3}} and {@code 2^3} in LaTeX, which is 8; any other ^ there is a power, not ⊕, and cannot be read. */
    private static String powers(String text) throws Matcher.Unreadable {
        StringBuilder read = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != '^') {
                read.append(text.charAt(i));
                continue;
            }
            int start = i + 1 < text.length() && text.charAt(i + 1) == '{' ? i + 2 : i + 1;
            int end = start;
            while (end < text.length() && Character.isDigit(text.charAt(end)) && end - start < 2) {
                end++;
            }
            boolean two = read.length() > 0 && read.charAt(read.length() - 1) == '2' && (read.length() == 1
                    || !Character.isDigit(read.charAt(read.length() - 2)));
            int exponent = end > start ? Integer.parseInt(text.substring(start, end)) : -1;
            if (!two || exponent < 0 || exponent > 62) {
                throw new Matcher.Unreadable("In LaTeX, ^ raises to a power: write a nim-sum with \\oplus, like 3 \\oplus"
                        + " 4 = 7.");
            }
            read.setLength(read.length() - 1);
            read.append(1L << exponent);
            i = start > i + 1 && end < text.length() && text.charAt(end) == '}' ? end : end - 1;
        }
        return read.toString();
    }

    /**
     * The line cut into steps at a {@code ;}, a comma (not one between two digits, colourful 1,2), or a word that draws a step from the one before ("so"); a piece that is no step on its own (a list of
     * moves, the "3" of "the nim-sum of 3, 4 and 5 is 2") stays with its neighbours.
     */
    private static List<String> pieces(String line) {
        String lower = line.toLowerCase(java.util.Locale.ROOT);
        if (lower.length() != line.length()) {
            lower = line;
        }
        List<Integer> cuts = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            depth += c == '(' || c == '{' || c == '[' ? 1 : c == ')' || c == '}' || c == ']' ? -1 : 0;
            boolean digits = i > 0 && i + 1 < line.length() && Character.isDigit(line.charAt(i - 1))
                    && Character.isDigit(line.charAt(i + 1));
            if (depth == 0 && (c == ';' || c == ',' && !digits || c == ' ' && joins(lower, i + 1)
                    || (c == '⇒' || c == '→') && Prose.outcomeFollows(lower, i + 1))) {
                cuts.add(i);
            }
        }
        List<StringBuilder> pieces = new ArrayList<>();
        boolean lastAlone = false;
        int start = 0;
        cuts.add(line.length());
        for (int cut : cuts) {
            // A piece keeps the mark it was cut at, to be joined again; an arrow to an outcome stays at its head as "so".
            String piece = line.substring(start, cut);
            String alone = start > 0 && line.charAt(start) != '⇒' && line.charAt(start) != '→' ? piece.substring(1) : piece;
            boolean step = Prose.stepLike(alone);
            if (Text.isBlank(alone) && !pieces.isEmpty()) {
                start = cut;
                continue;
            }
            if (!pieces.isEmpty() && (!step || !lastAlone)) {
                pieces.get(pieces.size() - 1).append(piece);
                lastAlone |= step;
            } else {
                pieces.add(new StringBuilder(alone));
                lastAlone = step;
            }
            start = cut;
        }
        return pieces.stream().map(StringBuilder::toString).toList();
    }

    private static boolean joins(String lower, int at) {
        for (String word : JOINS) {
            if (lower.startsWith(word, at) && lower.startsWith(" ", at + word.length())) {
                return true;
            }
        }
        return false;
    }

    /** The text without the words that draw it from a step before ("so", "hence"…); null when it has none. */
    static String afterConnectives(String text) {
        String rest = text;
        boolean found = true;
        while (found) {
            found = false;
            for (String word : CONNECTIVES) {
                boolean arrow = word.equals("⇒") || word.equals("→");
                // An arrow is "so" only before an outcome: before a position it is a move's.
                if (arrow ? rest.startsWith(word) && Prose.outcome(Text.strip(rest.substring(1))) != null
                        : rest.startsWith(word + " ")) {
                    rest = Text.strip(rest.substring(word.length()));
                    found = true;
                }
            }
        }
        return rest.equals(text) ? null : rest;
    }

    /** P or N, said as an outcome or as who wins: "P-position", "the first player wins", "player 2 loses"; or null. */
    static Outcome said(String text) {
        return Prose.outcome(text);
    }
}
