package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import nimbook.text.Text;

/**
 * Reads the one notation for positions: terms {@code NAME[:PARAMS] COMPONENT…} joined by {@code +}; a
 * component is a number or numbers joined by commas. Every error quotes the offending text and carries its
 * offset in the text.
 */
public final class Notation {
    private static final String EXAMPLE = "nim 3 4 5";

    private Notation() {
    }

    /** A word of the text and where it starts. */
    private record Token(String text, int offset) {
    }

    static Position parse(Games games, String text) throws NotationException {
        List<Token> tokens = tokens(text);
        if (tokens.isEmpty()) {
            throw new NotationException("empty position: expected a game and its components, like " + EXAMPLE, 0);
        }
        List<Term> terms = new ArrayList<>();
        List<Integer> offsets = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= tokens.size(); i++) {
            if (i == tokens.size() || tokens.get(i).text().equals("+")) {
                if (i == start) {
                    Token plus = tokens.get(Math.min(i, tokens.size() - 1));
                    throw new NotationException("\"+\" must join two terms, like nim 3 + squares 11", plus.offset());
                }
                terms.add(term(games, tokens.subList(start, i)));
                offsets.add(tokens.get(start).offset());
                start = i + 1;
            }
        }
        for (int t = 0; t < terms.size(); t++) {
            String alone = terms.get(t).game().unsummable();
            if (terms.size() > 1 && alone != null) {
                throw new NotationException(quote(terms.get(t).game().notation()) + " cannot be added to other games: "
                        + alone, offsets.get(t));
            }
        }
        return new Position(terms);
    }

    /** Whether a word is digits and commas, starting with a digit: a component, not a game's name. */
    private static boolean numbers(String word) {
        if (word.isEmpty() || word.charAt(0) < '0' || word.charAt(0) > '9') {
            return false;
        }
        for (int i = 1; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c != ',' && (c < '0' || c > '9')) {
                return false;
            }
        }
        return true;
    }

    private static Term term(Games games, List<Token> tokens) throws NotationException {
        Token name = tokens.get(0);
        if (numbers(name.text())) {
            // The commonest slip: the game's name left out ("7 6 12 13" for "nim 7 6 12 13").
            String written = String.join(" ", tokens.stream().map(Token::text).toList());
            throw new NotationException(quote(written) + " has no game name: a position starts with one, like "
                    + (tokens.stream().allMatch(token -> isWholeNumber(token.text())) ? "nim " + written : "wythoff 3,5"),
                    name.offset());
        }
        Game game;
        try {
            game = games.game(name.text());
        } catch (NotationException e) {
            throw e.shifted(name.offset());
        }
        if (tokens.size() == 1) {
            throw new NotationException(quote(name.text()) + " needs at least one " + game.shape().word() + ", like "
                    + game.notation() + " " + game.shape().example(), name.offset());
        }
        List<Component> components = new ArrayList<>();
        for (Token token : tokens.subList(1, tokens.size())) {
            Component component = component(game, token);
            try {
                if (!game.joint()) {
                    game.check(component);
                }
            } catch (NotationException e) {
                throw e.shifted(token.offset());
            }
            components.add(component);
        }
        if (game.joint()) {
            // One game over all the heaps written: a single component holding them all.
            long[] heaps = new long[components.size()];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = components.get(i).heap();
            }
            Component together = Component.of(heaps);
            try {
                game.check(together);
            } catch (NotationException e) {
                throw e.shifted(tokens.get(1).offset());
            }
            components = List.of(together);
        }
        return new Term(game, components);
    }

    private static Component component(Game game, Token token) throws NotationException {
        if (token.text().contains("+")) {
            throw new NotationException(quote(token.text()) + " is not a component: a sum joins its terms with one +"
                    + " between spaces, like nim 3 + squares 11", token.offset());
        }
        String[] parts = Text.split(token.text(), ",").toArray(String[]::new);
        Shape shape = game.shape();
        if (shape.numbers() != 0 && parts.length != shape.numbers()) {
            throw new NotationException(quote(token.text()) + " is not " + shape.noun() + ": " + game.notation() + " takes "
                    + shape.takes() + ", like " + game.notation() + " " + shape.example(), token.offset());
        }
        long[] numbers = new long[parts.length];
        int at = token.offset();
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].isEmpty() && parts.length > 1) {
                throw new NotationException(quote(token.text()) + " has a comma with no number " + (i == 0 ? "before"
                        : "after") + " it: " + game.notation() + " takes " + shape.takes() + ", like " + game.notation()
                        + " " + shape.example(), at - (i == 0 ? 0 : 1));
            }
            numbers[i] = number(parts[i], at);
            at += parts[i].length() + 1;
        }
        if (shape == Shape.PILE && numbers.length == 1 && numbers[0] == 0) {
            return Component.of();
        }
        return Component.of(numbers);
    }

    /**
     * A note on a character the author cannot see in the message (a no-break or zero-width space), or "". Listed
     * rather than looked up in Unicode's tables, which would triple the solver compiled for the pages.
     */
    private static String invisible(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (INVISIBLE.indexOf(c) >= 0) {
                String hex = Integer.toHexString(c).toUpperCase(Locale.ROOT);
                return " (it holds U+" + "0".repeat(4 - hex.length()) + hex + ", an invisible character: type a plain"
                        + " space)";
            }
        }
        return "";
    }

    /** No-break, thin, zero-width and joiner spaces, and the byte-order mark. */
    private static final String INVISIBLE = "\u00A0\u2007\u2009\u200A\u200B\u200C\u200D\u202F\u2060\uFEFF";

    private static long number(String text, int offset) throws NotationException {
        if (text.startsWith("-") && text.length() > 1 && isDigits(text.substring(1))) {
            throw new NotationException(quote(text) + " is negative: sizes are whole numbers from 0", offset);
        }
        if (!isDigits(text)) {
            throw new NotationException(quote(text) + " is not a whole number: expected digits, like 7"
                    + invisible(text), offset);
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new NotationException(quote(text) + " is too large: sizes go up to " + Long.MAX_VALUE, offset);
        }
    }

    /** Texts longer than this are quoted shortened. */
    private static final int QUOTED = 60;

    /**
     * The text in double quotes, as messages quote what was written; a long one shortened, with its length, so that a
     * ten-million-digit number does not make a ten-megabyte message.
     */
    public static String quote(String text) {
        return text.length() <= QUOTED ? "\"" + text + "\""
                : "\"" + text.substring(0, QUOTED - 20) + "…\" (" + text.length() + " characters)";
    }

    /**
     * Whether the text is a whole number every {@code long} holds: one to 18 ASCII digits. Digits of other scripts,
     * which {@code Long.parseLong} reads too, are refused here as they are in positions.
     */
    public static boolean isWholeNumber(String text) {
        return text.length() <= 18 && isDigits(text);
    }

    /** Why {@link #isWholeNumber} refuses a text, to follow it in a message: too many digits, or not digits. */
    public static String notWholeNumber(String text) {
        return isDigits(text) ? "is too large (at most 18 digits)" : "is not a whole number";
    }

    /**
     * The whole number the text is, by {@link #isWholeNumber}'s rule; anything else, a sign included, throws as
     * {@code Long.parseLong} does, for the caller to report in its own words.
     */
    public static long wholeNumber(String text) throws NumberFormatException {
        if (!isWholeNumber(text)) {
            throw new NumberFormatException(text);
        }
        return Long.parseLong(text);
    }

    /** Whether the text is one or more ASCII digits (a loop: positions are parsed by the thousand). */
    private static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return !text.isEmpty();
    }

    private static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            tokens.add(new Token(text.substring(start, i), start));
        }
        return tokens;
    }
}
