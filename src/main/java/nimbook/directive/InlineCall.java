package nimbook.directive;

import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.SourceText;
import nimbook.solver.Notation;
import nimbook.solver.Position;

/**
 * An inline directive's call as written, {@code {{ name arguments = claim }}}: its spec, its arguments and its claim
 * (null when there is none). A directive may run over two lines, and in a list item flexmark leaves the indentation out
 * of the text, so a place in them is mapped back to the source through their characters.
 *
 * @param offset where its name is written
 */
record InlineCall(InlineSpec spec, BasedSequence argsChars, BasedSequence claimChars, int offset) {
    private static final Pattern SEQUENCE_SEPARATORS = Pattern.compile("[,;\\s]+");
    /** A comma followed by a game's name: moves separated as the page lists them, not as a claim lists them. */
    private static final Pattern COMMA_BETWEEN_MOVES = Pattern.compile(",\\s+(?=[A-Za-z])");

    String name() {
        return spec.name();
    }

    String written() {
        return (name() + " " + args()).strip();
    }

    String args() {
        return argsChars.toString();
    }

    String claim() {
        return claimChars == null ? null : claimChars.toString();
    }

    /** Where the character {@code index} of the arguments is in the source. */
    int argsAt(int index) {
        return at(argsChars, index);
    }

    int argsOffset() {
        return argsAt(0);
    }

    int claimAt(int index) {
        return at(claimChars, index);
    }

    private static int at(BasedSequence chars, int index) {
        return index < chars.length() ? chars.getIndexOffset(index) : chars.getEndOffset() + index - chars.length();
    }

    /** Reads what is between a directive's braces. */
    static InlineCall parse(BasedSequence text, SourceText source) throws DirectiveException {
        BasedSequence trimmed = text.trim();
        int nameEnd = 0;
        while (nameEnd < trimmed.length() && !Character.isWhitespace(trimmed.charAt(nameEnd))) {
            nameEnd++;
        }
        String name = trimmed.subSequence(0, nameEnd).toString();
        int offset = trimmed.isEmpty() ? text.getStartOffset() : trimmed.getStartOffset();
        if (name.isEmpty()) {
            throw new DirectiveException(source.at(offset), "empty directive: write {{ name arguments }}, e.g. {{ grundy"
                    + " nim 3 4 5 }}");
        }
        InlineSpec spec = Directives.inline(name);
        if (spec == null) {
            throw new DirectiveException(source.at(offset), Directives.unknownInline(name));
        }
        BasedSequence rest = trimmed.subSequence(nameEnd);
        int nested = rest.indexOf("{{");
        if (nested >= 0) {
            throw new DirectiveException(source.at(rest.getIndexOffset(nested)), "directives do not go inside one another:"
                    + " write the position or number itself");
        }
        int equals = rest.indexOf('=');
        BasedSequence args = (equals < 0 ? rest : rest.subSequence(0, equals)).trim();
        BasedSequence claim = equals < 0 ? null : rest.subSequence(equals + 1).trim();
        if (claim != null && claim.indexOf('=') >= 0) {
            throw new DirectiveException(source.at(claim.getStartOffset() + claim.indexOf('=')), "a claim has one \"=\":"
                    + " write the value once");
        }
        if (claim != null && claim.isEmpty()) {
            throw new DirectiveException(source.at(rest.getIndexOffset(equals)), "nothing is claimed after \"=\": write"
                    + " the value you claim, or drop the \"=\"");
        }
        // Without arguments, a problem with them is reported at the name.
        return new InlineCall(spec, args.isEmpty() ? trimmed.subSequence(0, 0) : args, claim, offset);
    }

    /** Fails unless the claim, if there is one, is the value: a false claim is an error naming both. */
    void check(InlineSpec.Value value, InlineValues values) throws DirectiveException {
        if (claim() == null) {
            return;
        }
        if (!claimed(values).equals(value.text())) {
            // A directive may run over two lines of the lesson; its diagnostic stays on one.
            throw new DirectiveException(values.at(claimAt(0)), ("claimed " + claim() + ", but " + written() + " is "
                    + (value.text().isEmpty() ? "nothing (there is no winning move)" : value.text())).replaceAll("\\s+", " "));
        }
    }

    /** The claim written as the computed value would be: moves as positions in standard form, sequences spaced. */
    private String claimed(InlineValues values) throws DirectiveException {
        String claim = claim().strip();
        return switch (spec.claim()) {
            case MOVES -> claim.equals("none") ? "" : moves(values);
            case SEQUENCE -> String.join(", ", SEQUENCE_SEPARATORS.split(claim));
            case OUTCOME -> {
                String outcome = claim.toUpperCase(Locale.ROOT);
                if (!outcome.equals("P") && !outcome.equals("N")) {
                    throw new DirectiveException(values.at(claimAt(0)), "an outcome is claimed as P or N, not \"" + claim
                            + "\"");
                }
                yield outcome;
            }
            case NUMBER, TEXT -> {
                if (Notation.isWholeNumber(claim)) {
                    yield Long.toString(Long.parseLong(claim)); // 02 is 2
                }
                if (spec.claim() == InlineSpec.Claim.NUMBER) {
                    throw new DirectiveException(values.at(claimAt(0)), name() + " gives a number: claim it in digits, like"
                            + " = 4, not " + Notation.quote(claim));
                }
                yield claim;
            }
        };
    }

    /**
     * Claimed moves, read as the page reads a reader's moves ({@link nimbook.practice.Matcher#split}): each once, in
     * any order, separated by ";" (a comma belongs inside a position), a ";" after the last allowed.
     */
    private String moves(InlineValues values) throws DirectiveException {
        String claim = claim();
        // The page lists moves with commas: a claim copied from the page is told what to write instead of failing on
        // "5," as a heap.
        Matcher comma = COMMA_BETWEEN_MOVES.matcher(claim);
        if (comma.find()) {
            throw new DirectiveException(values.at(claimAt(comma.start())), "separate the claimed moves with \";\", not"
                    + " \",\" (a comma belongs inside a position, as in wythoff 3,5)");
        }
        Position position = values.position(this);
        TreeSet<String> moves = new TreeSet<>();
        List<nimbook.practice.Matcher.Written> parts = nimbook.practice.Matcher.split(claim);
        for (int i = 0; i < parts.size(); i++) {
            nimbook.practice.Matcher.Written part = parts.get(i);
            int start = claimAt(part.offset());
            if (part.text().isEmpty() && i == parts.size() - 1 && i > 0) {
                break; // a ";" after the last move, as after every other
            }
            if (part.text().isEmpty()) {
                throw new DirectiveException(values.at(start), "an empty move between semicolons: list each move once,"
                        + " separated by \";\"");
            }
            if (part.text().equals("none")) {
                throw new DirectiveException(values.at(start), "\"none\" claims there is no move, but moves are listed"
                        + " beside it: keep one or the other");
            }
            // A move written twice (perhaps in two orders: nim 4 1 5 is nim 1 4 5) would pass unnoticed.
            if (!moves.add(values.move(position, part, this).canonical().toString())) {
                throw new DirectiveException(values.at(start), "\"" + part.text() + "\" is claimed twice: list each move"
                        + " once");
            }
        }
        return String.join("; ", moves);
    }

    /**
     * Where the next directive in math opens, from {@code from}, or -1. TeX has braces of its own: in a run of them
     * ({@code \{{{ mex 0 }}}) the directive takes the last two; {@code {{2}}} (no space, no directive's name after it) is
     * TeX's; {@code \{} is a brace of TeX's, so {@code \{{ grundy … }}} (one brace short) is reported, not misread.
     */
    static int openingInMath(BasedSequence tex, int from, SourceText source) throws DirectiveException {
        while (true) {
            int open = tex.indexOf("{{", from);
            if (open < 0) {
                return -1;
            }
            int last = open;
            while (last + 2 < tex.length() && tex.charAt(last + 2) == '{') {
                last++;
            }
            boolean escaped = false;
            for (int b = open - 1; b >= 0 && tex.charAt(b) == '\\'; b--) {
                escaped = !escaped;
            }
            boolean directive = directiveFollows(tex, last + 2);
            if (escaped && last == open && directive) {
                throw new DirectiveException(source.at(tex.getIndexOffset(open - 1)), "in math, \\{ takes the first brace"
                        + " of this {{: write \\{{{ … }} or \\{ {{ … }} for a brace and then a value");
            }
            if (directive) {
                return last;
            }
            from = last + 2;
        }
    }

    /** Whether a directive starts at {@code at}, just after {@code {{}: a space, or the name of one. */
    private static boolean directiveFollows(BasedSequence text, int at) {
        if (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            return true;
        }
        int end = at;
        while (end < text.length() && (Character.isLetter(text.charAt(end)) || text.charAt(end) == '-')) {
            end++;
        }
        return Directives.inline(text.subSequence(at, end).toString()) != null;
    }
}
