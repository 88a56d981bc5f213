package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Outcome;
import nimbook.text.Text;

/**
 * A step said in words, read as the step it says: "so P", "the first player wins", "the value is 2", "the nim-sum of 3,
 * 4 and 5 is 2", "nim 8 has value 8", "no move wins", "3 winning moves", "the winning move is nim 1 4 5", "nim 3 4 5 to
 * nim 1 4 5"; and G by its other names, {@code SG(4)}, {@code G_4}, {@code G[4]}.
 */
final class Prose {
    private static final String SUBJECT = NotationReader.SUBJECT;
    private static final List<String> NONE = List.of("no move wins", "no moves win", "there is none", "there are none",
        "there is no winning move", "there are no winning moves", "no winning move", "no winning moves", "nothing wins",
        "every move loses", "all moves lose", "no move", "none win", "none wins");
    private static final List<String> NUMBERS = List.of("no", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve");
    private static final List<String> COUNTED = List.of("winning moves", "winning move", "moves win", "move wins",
        "winning moves in all", "moves that win", "move that wins");
    /** How a sentence names the position it is about: "it's a P-position". */
    private static final List<String> ABOUT = List.of("it's ", "it’s ", "it is ", "this is ", "that is ", "the position is ",
        "this position is ", "the game is ", "its outcome is ", "the outcome is ", "we have ", "we get ");
    private static final List<String> WINS = List.of(" wins with perfect play", " wins with best play", " has a winning"
        + " strategy", " can force a win", " can win", " will win", " wins", " win");
    private static final List<String> LOSES = List.of(" loses with perfect play", " must lose", " will lose", " loses",
        " lose");
    private static final List<String> HAS = List.of(" has a grundy value of ", " has grundy value ", " has a value of ",
        " has value ", " has nim-value ", " has a nim-sum of ", " has nim-sum ", " is worth ", "'s value is ",
        "’s value is ");
    private static final List<String> VALUES = List.of("sprague-grundy value", "sprague–grundy value", "grundy value",
        "grundy number", "grundy-value", "nim-value", "nim value", "nimber", "sg value", "sg-value", "g-value", "value",
        "nim-sum", "nim sum", "nimsum", "xor", "sg", "g");
    private static final List<String> MOVES = List.of("the only winning move is ", "the winning move is ", "a winning move"
        + " is ", "one winning move is ", "winning move is ", "winning move: ", "the winning moves are ", "winning moves are ",
        "winning moves: ", "move to ", "i move to ", "the answer is ", "answer: ");

    private Prose() {
    }

    /** The step a clause says, in the notation; {@code after}: it follows another step on its line. */
    static String read(String written, boolean after) {
        String typed = Matcher.typed(written);
        String rest = NotationReader.afterConnectives(typed);
        boolean concluding = after || rest != null;
        String t = names(rest == null ? typed : rest);
        if (NONE.contains(t)) {
            return SUBJECT + " has 0 winning moves";
        }
        String count = count(t);
        if (count != null) {
            return count;
        }
        Outcome said = outcome(t);
        if (said != null && (concluding || Matcher.outcome(t) == null)) {
            return SUBJECT + " is " + (said == Outcome.P ? "p" : "n");
        }
        String value = value(t);
        if (value != null) {
            return value;
        }
        for (String start : MOVES) {
            if (t.startsWith(start)) {
                return listed(Text.strip(t.substring(start.length())));
            }
        }
        for (String end : List.of(" is a winning move", " is the winning move", " is the only winning move")) {
            if (t.endsWith(end)) {
                return listed(t.substring(0, t.length() - end.length()));
            }
        }
        return arrows(t);
    }

    /** Whether a piece of a line is a step by itself (else it belongs with its neighbours: "the nim-sum of 3"). */
    static boolean stepLike(String piece) {
        String t = Matcher.typed(piece);
        for (String sign : List.of("=", "→", "⇒", "≠", " is ", " has ", "win", "lose")) {
            if (t.contains(sign)) {
                return true;
            }
        }
        return NotationReader.afterConnectives(t) != null || outcome(t) != null || NONE.contains(t) || count(t) != null;
    }

    /** Whether what follows an arrow at {@code from} is an outcome, so that the arrow means "so": {@code = 0 ⇒ P}. */
    static boolean outcomeFollows(String text, int from) {
        // An outcome is said in a few words: what is longer is none, and is not read (a line of arrows stays linear).
        int end = Math.min(text.length(), from + 60);
        for (int i = from; i < end; i++) {
            if (text.charAt(i) == ',' || text.charAt(i) == ';') {
                end = i;
            }
        }
        return (end < text.length() || end - from < 60) && outcome(Matcher.typed(text.substring(from, end))) != null;
    }

    /** P or N, said as an outcome or as who wins: "P-position", "it's an N-position", "the first player wins"; or null. */
    static Outcome outcome(String text) {
        Outcome bare = Matcher.outcome(article(text));
        if (bare != null) {
            return bare;
        }
        for (String about : ABOUT) {
            if (text.startsWith(about)) {
                Outcome said = Matcher.outcome(article(text.substring(about.length())));
                if (said != null) {
                    return said;
                }
            }
        }
        for (List<String> ends : List.of(WINS, LOSES)) {
            for (String end : ends) {
                Outcome who = text.endsWith(end) ? player(text.substring(0, text.length() - end.length())) : null;
                if (who != null) {
                    return ends == WINS ? who : who == Outcome.P ? Outcome.N : Outcome.P;
                }
            }
        }
        return null;
    }

    /** Who wins when this player does: the first (N) or the second (P); null for anyone else. */
    private static Outcome player(String who) {
        String named = who.replace("1st", "first").replace("2nd", "second");
        for (String[] number : new String[][] {{"player 1", "first player"}, {"player one", "first player"},
            {"player 2", "second player"}, {"player two", "second player"}}) {
            named = named.endsWith(number[0]) ? named.substring(0, named.length() - number[0].length()) + number[1] : named;
        }
        return Matcher.outcome(named);
    }

    private static String article(String said) {
        return said.startsWith("an ") ? said.substring(3) : said.startsWith("a ") ? said.substring(2) : said;
    }

    /** "3 winning moves", "there are three winning moves": the exercise has that many. */
    private static String count(String t) {
        String s = t;
        for (String start : List.of("there are exactly ", "there are ", "there is exactly ", "there is ", "it has ",
            "exactly ")) {
            s = s.startsWith(start) ? s.substring(start.length()) : s;
        }
        int space = s.indexOf(' ');
        if (space < 0 || !COUNTED.contains(Text.strip(s.substring(space + 1)))) {
            return null;
        }
        String word = s.substring(0, space);
        int named = NUMBERS.indexOf(word);
        String number = named >= 0 ? Integer.toString(named) : Expr.Num.digits(word) ? word : null;
        return number == null ? null : SUBJECT + " has " + number + " winning moves";
    }

    /** "the value is 2", "nim 8 has value 8", "the nim-sum of 3, 4 and 5 is 2": as {@code … = 2}; else null. */
    private static String value(String t) {
        for (String has : HAS) {
            int at = t.indexOf(has);
            if (at > 0) {
                return subject(Text.strip(t.substring(0, at))) + " = " + Text.strip(t.substring(at + has.length()));
            }
        }
        String s = t;
        for (String start : List.of("so the ", "the ", "its ", "it's ", "it’s ", "the position's ", "the position’s ")) {
            s = s.startsWith(start) ? s.substring(start.length()) : s;
        }
        for (String word : VALUES) {
            if (!s.startsWith(word) || s.length() == word.length() || " =:".indexOf(s.charAt(word.length())) < 0) {
                continue;
            }
            String rest = Text.strip(s.substring(word.length()));
            String of = null;
            if (rest.startsWith("of ")) {
                int verb = verb(rest);
                if (verb < 0) {
                    return null;
                }
                of = Text.strip(rest.substring(3, verb));
                rest = Text.strip(rest.substring(verb));
            }
            String claimed = afterVerb(rest);
            if (claimed == null) {
                return null;
            }
            boolean sum = List.of("nim-sum", "nim sum", "nimsum", "xor").contains(word);
            String subject = of == null ? sum ? NotationReader.HEAPS : SUBJECT : sum ? summands(of) : subject(of);
            return subject + " = " + claimed;
        }
        return null;
    }

    /** Where the verb after "the value of X" starts. */
    private static int verb(String text) {
        int found = -1;
        for (String verb : List.of(" is ", " = ", " equals ", " comes to ")) {
            int at = text.indexOf(verb);
            found = at >= 0 && (found < 0 || at < found) ? at : found;
        }
        return found;
    }

    /** What follows "is", "=", "equals" or "comes to"; null when none of them starts the text. */
    private static String afterVerb(String text) {
        for (String verb : List.of("is ", "=", "equals ", "comes to ", ":")) {
            if (text.startsWith(verb)) {
                return Text.strip(text.substring(verb.length()));
            }
        }
        return null;
    }

    /** "it", "this" or "the position": the position the line is about. */
    private static String subject(String named) {
        return List.of("it", "this", "that", "the position", "this position").contains(named) ? SUBJECT : named;
    }

    /** "3, 4 and 5" as {@code 3 ⊕ 4 ⊕ 5}; misère Nim's heaps likewise; anything else as it is. */
    private static String summands(String of) {
        List<String> items = items(of.startsWith("misere-nim ") ? of.substring("misere-nim ".length()) : of);
        return items.stream().allMatch(Expr.Num::digits) ? String.join(" ⊕ ", items) : subject(of);
    }

    /** A list written "a, b and c" (or with spaces alone, for numbers): its items. */
    private static List<String> items(String list) {
        List<String> items = new ArrayList<>();
        for (String part : Text.split(list.replace(" and ", ", "), ", ")) {
            items.addAll(Text.words(part.replace(",", " ")).size() > 1 && Text.words(part).stream()
                    .allMatch(Expr.Num::digits) ? Text.words(part) : List.of(Text.strip(part)));
        }
        items.removeIf(String::isEmpty);
        return items;
    }

    /** Moves written "a, b and c": {@code a; b; c}. */
    private static String listed(String list) {
        return list.contains(";") ? list : String.join("; ", Text.split(list.replace(" and ", ", "), ", "));
    }

    /** A move said with "to": "nim 3 4 5 to nim 1 4 5", "from nim 5 to nim 1", "kayles 8 becomes kayles 3 3". */
    private static String arrows(String t) {
        String s = t.startsWith("from ") ? t.substring(5) : t.startsWith("move from ") ? t.substring(10) : t;
        for (String verb : List.of(" goes to ", " moves to ", " changes to ", " becomes ", " to ")) {
            int at = s.indexOf(verb);
            if (at > 0 && Character.isLetter(s.charAt(0)) && positionLike(s.substring(0, at))
                    && positionLike(s.substring(at + verb.length()))) {
                return Text.strip(s.substring(0, at)) + " → " + Text.strip(s.substring(at + verb.length()));
            }
        }
        return t;
    }

    /** Whether a side of "to" could be a position: a digit, and no bracket, = or ; (as in a sentence about a walk). */
    private static boolean positionLike(String text) {
        boolean digit = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            digit |= Character.isDigit(c);
            if ("(){}=;".indexOf(c) >= 0) {
                return false;
            }
        }
        return digit;
    }

    /** G by its other names: {@code SG(4)}, {@code grundy(4)}, {@code G_4}, {@code G_{4}}, {@code G[4]} are G(4). */
    static String names(String t) {
        if (t.indexOf('g') < 0) {
            return t;
        }
        StringBuilder read = new StringBuilder();
        for (int i = 0; i < t.length(); i++) {
            boolean starts = i == 0 || !Character.isLetterOrDigit(t.charAt(i - 1)) && t.charAt(i - 1) != '-';
            int skip = !starts ? 0 : t.startsWith("sg(", i) ? 3 : t.startsWith("grundy(", i) ? 7 : 0;
            if (skip > 0) {
                read.append("g(");
                i += skip - 1;
                continue;
            }
            int close = !starts ? -1 : t.startsWith("g_{", i) ? t.indexOf('}', i) : t.startsWith("g[", i)
                    ? t.indexOf(']', i) : -1;
            int digits = starts && t.startsWith("g_", i) ? i + 2 : -1;
            while (digits >= 0 && digits < t.length() && Character.isDigit(t.charAt(digits))) {
                digits++;
            }
            if (close > 0) {
                read.append("g(").append(t, i + (t.charAt(i + 1) == '[' ? 2 : 3), close).append(')');
                i = close;
            } else if (digits > i + 2) {
                read.append("g(").append(t, i + 2, digits).append(')');
                i = digits - 1;
            } else {
                read.append(t.charAt(i));
            }
        }
        return read.toString();
    }
}
