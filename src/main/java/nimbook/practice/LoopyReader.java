package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * Reads the lines of a loopy worked answer as students write them: LaTeX as pasted ({@code \gamma}, {@code \infty},
 * {@code \oplus}), γ by its other names ({@code gamma}, {@code g}, {@code SG}), ∞ by its ({@code inf},
 * {@code infinity}); a vertex as {@code γ(3)} or {@code vertex 3}, of a graph named by {@code γ₂(3)}, {@code γ_2(3)} or a
 * line that starts {@code graph 2:}, which names it for the lines after too; values, positions, mexes and sums of them;
 * and several steps on a line, cut at {@code ;}, at "so" (and the like), and at a comma before a new step.
 */
final class LoopyReader {
    /** How a thing is written, for a line that cannot be read. */
    static final String TERM_FORM = "Write a vertex's value as γ(3) (or vertex 3), a value as 2 or ∞(0,2), a position in"
            + " the notation, or a sum of these with +";
    private static final String[] WORDS = {"\\gamma", "γ", "\\Gamma", "γ", "\\infty", "∞", "gamma", "γ", "infinity",
        "∞", "xor", "⊕", "^", "⊕", "the token on vertex", "vertex", " is worth ", " = ", " has value ", " = ",
        " has the value ", " = "};
    /** What starts a new step after a comma. */
    private static final List<String> STARTS = List.of("γ", "g(", "g_", "sg(", "vertex ", "graph ", "token ", "loopy ",
        "so ", "therefore ", "hence ", "thus ");
    private static final List<String> CONNECTIVES = List.of(" so ", " therefore ", " hence ", " thus ");
    /** How a line names the exercise's position, or its value. */
    private static final List<String> EXERCISE = List.of("it", "this", "that", "the position", "this position", "the value",
        "its value", "value", "the answer", "answer", "the sum", "the token", "the game");

    private final LoopyQuestion question;
    /** The graph the lines are about, named by the last "graph N" (-1 while none is named). */
    private int current = -1;

    LoopyReader(LoopyQuestion question) {
        this.question = question;
    }

    /** A line as it is read: its LaTeX and signs, lower case, γ and ∞ by one name, subscripts as {@code _2}. */
    static String plain(String line) throws Matcher.Unreadable {
        String text = line;
        for (int i = 0; i < 6; i += 2) {
            text = text.replace(WORDS[i], WORDS[i + 1]);
        }
        text = Matcher.typed(NotationReader.signs(text));
        for (int i = 6; i < WORDS.length; i += 2) {
            text = text.replace(WORDS[i], WORDS[i + 1]);
        }
        StringBuilder read = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean inf = text.startsWith("inf", i) && (i + 3 == text.length() || !Character.isLetter(text.charAt(i + 3)))
                    && (i == 0 || !Character.isLetter(text.charAt(i - 1)));
            boolean sub = c >= '₀' && c <= '₉';
            if (sub && (i == 0 || text.charAt(i - 1) < '₀' || text.charAt(i - 1) > '₉')) {
                read.append('_');
            }
            read.append(inf ? '∞' : sub ? (char) ('0' + c - '₀') : c);
            i += inf ? 2 : 0;
        }
        return Text.strip(read.toString());
    }

    /**
     * The steps of a line as {@link #plain} reads it, each after the word that draws it from the one before ("so"); a
     * round is one step, whatever it holds.
     */
    static List<String> clauses(String plain) {
        List<String> clauses = new ArrayList<>();
        if (graphNamed(plain).startsWith("round")) {
            clauses.add(plain);
            return clauses;
        }
        int depth = 0;
        int start = 0;
        String drawn = "";
        for (int i = 0; i <= plain.length(); i++) {
            char c = i < plain.length() ? plain.charAt(i) : ';';
            depth += c == '(' || c == '{' ? 1 : c == ')' || c == '}' ? -1 : 0;
            String connective = null;
            for (String word : CONNECTIVES) {
                connective = depth == 0 && plain.startsWith(word, i) ? word : connective;
            }
            if (i == plain.length() || depth == 0 && (c == ';' || c == '⇒' || connective != null
                    || c == ',' && startsStep(plain.substring(i + 1)))) {
                String piece = Text.strip(plain.substring(start, i));
                if (!piece.isEmpty()) {
                    clauses.add(drawn + piece);
                }
                drawn = c == '⇒' || connective != null ? "so " : "";
                start = i + (connective != null ? connective.length() : 1);
                i = start - 1;
            }
        }
        return clauses;
    }

    private static boolean startsStep(String rest) {
        String text = Text.strip(rest);
        for (String start : STARTS) {
            if (text.startsWith(start)) {
                return true;
            }
        }
        return false;
    }

    /** The text after a {@code graph N:} (or {@code token N:}) that starts it; the text itself when none does. */
    static String graphNamed(String text) {
        int end = text.startsWith("graph ") ? 6 : text.startsWith("token ") ? 6 : 0;
        int digits = end;
        while (digits < text.length() && Character.isDigit(text.charAt(digits))) {
            digits++;
        }
        if (end == 0 || digits == end || digits < text.length() && ":, ".indexOf(text.charAt(digits)) < 0) {
            return text;
        }
        return Text.strip(text.substring(Math.min(text.length(), digits + 1)));
    }

    /**
     * The graph a {@code graph N} at the start of a step names (-1 for none), made the one the lines are about; unreadable
     * when there is no graph N.
     */
    int name(String text) throws Matcher.Unreadable {
        if (graphNamed(text).equals(text)) {
            return -1;
        }
        String number = Text.words(text.substring(6).replace(":", " ").replace(",", " ")).get(0);
        current = graph(number.length() > 3 ? 999 : Integer.parseInt(number));
        return current;
    }

    /** The graph the lines are about: the one named last (-1 while none is). */
    int current() {
        return current;
    }

    /** Graph {@code named} (from 1), counted from 0. */
    private int graph(int named) throws Matcher.Unreadable {
        if (named < 1 || named > question.graphs()) {
            throw new Matcher.Unreadable("There is no graph " + named + ": " + (question.graphs() == 1
                    ? "the position has one graph, graph 1." : "the position has " + question.graphs() + " graphs,"
                            + " numbered from 1 in the order it writes them."));
        }
        return named - 1;
    }

    /** The graph a step about a vertex means: the one named last, the position's only one, or asked about. */
    int graph(String example) throws Matcher.Unreadable {
        if (current >= 0) {
            return current;
        }
        if (question.graphs() == 1 || question.oneGraph()) {
            return 0;
        }
        throw new Matcher.Unreadable("The position has " + question.graphs() + " graphs: say which one, like graph 2: "
                + example + " (or γ₂ for γ).");
    }

    /** A side of a chain: a thing, or a sum of things with + or ⊕ between them. */
    LoopyExpr expr(String side) throws Matcher.Unreadable, NotationException {
        String text = Text.strip(side);
        if (text.isEmpty()) {
            throw new Matcher.Unreadable("Write what is equal on both sides of =, like γ(3) = 0.");
        }
        List<String> items = split(text, "+⊕");
        if (items.size() == 1) {
            return term(text);
        }
        List<LoopyExpr> terms = new ArrayList<>();
        for (String item : items) {
            if (Text.isBlank(item)) {
                throw new Matcher.Unreadable("Write a sum with a value on each side of +, like ∞(0,2) + 3 = ∞(1,3).");
            }
            terms.add(term(Text.strip(item)));
        }
        return LoopyExpr.sum(terms, text.indexOf('+') >= 0 ? "+" : "⊕");
    }

    /** A text's pieces between the signs outside brackets. */
    static List<String> split(String text, String signs) {
        List<String> items = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += c == '(' || c == '{' ? 1 : c == ')' || c == '}' ? -1 : 0;
            if (depth == 0 && signs.indexOf(c) >= 0) {
                items.add(text.substring(start, i));
                start = i + 1;
            }
        }
        items.add(text.substring(start));
        return items;
    }

    /** Whether a text names one thing a value is given to: a vertex, or the position ("the value"). */
    static boolean namesOne(String text) {
        String t = Text.strip(text);
        return EXERCISE.contains(t) || startsStep(t) && !t.startsWith("so ") && !t.startsWith("loopy ");
    }

    /** One thing: a position ({@code it}, {@code the value} are the exercise's), a mex, a vertex, or a value. */
    LoopyExpr term(String text) throws Matcher.Unreadable, NotationException {
        if (EXERCISE.contains(text)) {
            return LoopyExpr.place(question.position());
        }
        if (text.startsWith("the value of ")) {
            return term(Text.strip(text.substring("the value of ".length())));
        }
        if (text.startsWith(Loopy.NAME + " ")) {
            return LoopyExpr.place(Loopy.parse(text));
        }
        String inside = text.length() > 4 ? text.substring(4, text.length() - 1) : "";
        if (text.startsWith("mex") && (text.startsWith("mex{") && text.endsWith("}") || text.startsWith("mex(")
                && text.endsWith(")"))) {
            List<LoopyExpr> items = new ArrayList<>();
            for (String item : Text.isBlank(inside) ? List.<String>of() : split(inside, ",")) {
                items.add(term(Text.strip(item)));
            }
            return LoopyExpr.mex(items);
        }
        if (text.startsWith("mex")) {
            throw new Matcher.Unreadable("Write a mex with its values in braces, like mex{0, 2} = 1.");
        }
        LoopyExpr vertex = vertex(text);
        if (vertex != null) {
            return vertex;
        }
        LoopyValue value = LoopyAnswers.read(text);
        if (value == null) {
            throw new Matcher.Unreadable(text.startsWith("∞") ? "Write the value as " + LoopyAnswers.VALUE_FORM + "."
                    : TERM_FORM + ": " + Notation.quote(text) + " is none of them.");
        }
        return LoopyExpr.value(value);
    }

    /**
     * A vertex as written: {@code vertex 3}, {@code γ(3)} (or g, sg), with its graph named by a subscript,
     * {@code γ_2(3)}, {@code γ_{2}(3)}; null for anything else.
     */
    private LoopyExpr vertex(String text) throws Matcher.Unreadable {
        int named = -1;
        String number = text.startsWith("vertex ") ? Text.strip(text.substring(7)) : null;
        int open = text.indexOf('(');
        int name = text.startsWith("γ") || text.startsWith("g") ? 1 : text.startsWith("sg") ? 2 : 0;
        if (number == null && (name == 0 || open < 0 || !text.endsWith(")"))) {
            return null;
        }
        if (number == null) {
            String sub = text.substring(name, open).replace("{", "").replace("}", "");
            if (sub.length() > 1 && sub.length() < 5 && sub.charAt(0) == '_' && Notation.isWholeNumber(sub.substring(1))) {
                named = graph(Integer.parseInt(sub.substring(1)));
            } else if (!sub.isEmpty()) {
                return null;
            }
            number = Text.strip(text.substring(open + 1, text.length() - 1));
        }
        if (!Notation.isWholeNumber(number) || number.length() > 4) {
            throw new Matcher.Unreadable("Write a vertex as its number, like γ(3) or vertex 3.");
        }
        return vertex(named, Integer.parseInt(number));
    }

    /** Vertex v of graph {@code named} (-1: the graph the lines are about); unreadable when the graph has no vertex v. */
    LoopyExpr vertex(int named, int v) throws Matcher.Unreadable {
        int g = named >= 0 ? named : graph("γ(" + v + ") = …");
        int last = question.graph(g).vertices() - 1;
        if (v > last) {
            throw new Matcher.Unreadable((question.graphs() == 1 ? "The graph" : "Graph " + (g + 1)) + " has no vertex "
                    + v + ": its vertices are 0 to " + last + ".");
        }
        String subscript = "";
        for (char c : Integer.toString(g + 1).toCharArray()) {
            subscript += (char) ('₀' + c - '0');
        }
        return LoopyExpr.vertex(g, v, "γ" + (named >= 0 || question.graphs() > 1 && current >= 0 ? subscript : "")
                + "(" + v + ")");
    }
}
