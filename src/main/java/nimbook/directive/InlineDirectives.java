package nimbook.directive;

import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.Markdown;
import nimbook.markdown.MathNode;
import nimbook.practice.Range;
import nimbook.solver.Game;
import nimbook.solver.Mex;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * Inline directives: {@code {{ name arguments }}} renders the solver's answer; {@code {{ name arguments = claim }}}
 * renders the claim after checking it, and a false claim is an error naming both values.
 */
final class InlineDirectives {
    /** Directives whose value is a plain number or word, allowed inside math. */
    private static final List<String> IN_MATH = List.of("grundy", "outcome", "count", "nimsum", "mex", "binary", "powers",
            "period", "period-start");
    // Compiled once: String.split compiles a pattern of more than one character at every call.
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** Directives of a single number. */
    private static final Set<String> ONE_NUMBER = Set.of("binary", "powers");
    private static final Pattern SEQUENCE_SEPARATORS = Pattern.compile("[,;\\s]+");
    /** A comma followed by a game's name: moves separated as the page lists them, not as a claim lists them. */
    private static final Pattern COMMA_BETWEEN_MOVES = Pattern.compile(",\\s+(?=[A-Za-z])");

    private final BookContext book;
    private final SourceText source;
    /** Whether these values are for an exercise's text, where {@code {{ position }}} shows its position. */
    private final boolean inExercise;
    /** That exercise's position; null when it could not be read (its block reports why). */
    private final Position exercise;
    private boolean exerciseShown;

    /** Values outside any exercise's question. */
    InlineDirectives(BookContext book, SourceText source) {
        this(book, source, false, null);
    }

    private InlineDirectives(BookContext book, SourceText source, boolean inExercise, Position exercise) {
        this.book = book;
        this.source = source;
        this.inExercise = inExercise;
        this.exercise = exercise;
    }

    /**
     * Values in the question, hint or notes of an exercise about {@code exercise} (null when its position could not be
     * read).
     */
    static InlineDirectives inExercise(BookContext book, SourceText source, Position exercise) {
        return new InlineDirectives(book, source, true, exercise);
    }

    /**
     * A directive's parts: its name (at {@code offset}), its arguments and the claim after "=" (null when there is none),
     * as written: a directive may run over two lines, and in a list item flexmark leaves the indentation out of the
     * text, so a place in them is mapped back to the source through the sequence.
     */
    private record Call(String name, BasedSequence argsChars, BasedSequence claimChars, int offset) {
        String written() {
            return (name + " " + args()).strip();
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

        int claimOffset() {
            return claimAt(0);
        }

        private static int at(BasedSequence chars, int index) {
            return index < chars.length() ? chars.getIndexOffset(index) : chars.getEndOffset() + index - chars.length();
        }
    }

    private static final String UNCLOSED = "this {{ is never closed: end the directive with }} in the same paragraph";

    /** A value as text (for math and claims) and as HTML (for prose). */
    private record Value(String text, String html) {
    }

    /** Whether {@code {{ position }}} showed the exercise's position. */
    boolean showedExercise() {
        return exerciseShown;
    }

    /** Sets the node's value; a problem is reported, and leaves it empty. */
    void expand(DirectiveNode node) {
        try {
            if (!node.closed()) {
                throw new DirectiveException(source.at(node.getStartOffset()), UNCLOSED);
            }
            Value value;
            if (node.crossReference()) {
                value = crossReference(node.text());
            } else {
                Call call = parse(node.text());
                value = checked(call, evaluate(call));
            }
            node.setValue(value.html(), value.text());
        } catch (DirectiveException e) {
            e.reportTo(book.diagnostics());
        }
    }

    /** The math's TeX with each {@code {{ … }}} inside replaced by its value. */
    String insideMath(MathNode node) {
        if (!node.closed()) {
            String closer = node.opening().equals("$$") ? "$$" : node.opening().replace('(', ')').replace('[', ']');
            book.diagnostics().error(source.at(node.getStartOffset()), "this " + node.opening() + " is never closed:"
                    + " end the formula with " + closer + " in the same paragraph" + (closer.equals("$$") ? ""
                            : " (a bracket in text is written without the backslash)"));
            return "";
        }
        BasedSequence tex = node.text();
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int open = openingInMath(tex, at);
            int close = open < 0 ? -1 : tex.indexOf("}}", open + 2);
            if (close < 0) {
                if (open >= 0) {
                    book.diagnostics().error(source.at(tex.getIndexOffset(open)), UNCLOSED);
                }
                out.append(tex.subSequence(at));
                return out.toString();
            }
            out.append(tex.subSequence(at, open));
            try {
                Call call = parse(tex.subSequence(open + 2, close));
                if (!IN_MATH.contains(call.name())) {
                    throw new DirectiveException(source.at(call.offset()), "{{ " + call.name() + " }} cannot go inside math:"
                            + " put it outside the formula");
                }
                out.append(checked(call, evaluate(call)).text());
            } catch (DirectiveException e) {
                e.reportTo(book.diagnostics());
            }
            at = close + 2;
        }
    }

    /**
     * Where the next directive in math opens, from {@code from}, or -1. TeX has braces of its own: in a run of them
     * ({@code \{{{ mex 0 }}}) the directive takes the last two; {@code {{2}}} (no space, no directive's name after it) is
     * TeX's; {@code \{} is a brace of TeX's, so {@code \{{ grundy … }}} (one brace short) is reported, not misread.
     */
    private int openingInMath(BasedSequence tex, int from) {
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
                book.diagnostics().error(source.at(tex.getIndexOffset(open - 1)), "in math, \\{ takes the first brace of"
                        + " this {{: write \\{{{ … }} or \\{ {{ … }} for a brace and then a value");
                return -1;
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
        return Directives.INLINE.contains(text.subSequence(at, end).toString());
    }

    private Call parse(BasedSequence text) throws DirectiveException {
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
        if (!Directives.INLINE.contains(name)) {
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
        return new Call(name, args.isEmpty() ? trimmed.subSequence(0, 0) : args, claim, offset);
    }

    private Value checked(Call call, Value value) throws DirectiveException {
        if (call.claim() == null) {
            return value;
        }
        String claimed = normalise(call, call.claim());
        if (!claimed.equals(value.text())) {
            // A directive may run over two lines of the lesson; its diagnostic stays on one.
            throw new DirectiveException(source.at(call.claimOffset()), ("claimed " + call.claim() + ", but " + call.written()
                    + " is " + (value.text().isEmpty() ? "nothing (there is no winning move)" : value.text()))
                    .replaceAll("\\s+", " "));
        }
        int classes = value.html().indexOf("class=\"") + "class=\"".length();
        return new Value(value.text(), value.html().substring(0, classes) + "nb-claim " + value.html().substring(classes));
    }

    /** A claim written as the computed value would be: moves as positions in standard form, sequences spaced. */
    private String normalise(Call call, String claim) throws DirectiveException {
        return switch (call.name()) {
            case "moves", "options" -> {
                if (claim.strip().equals("none")) {
                    yield "";
                }
                // The page lists moves with commas, but a comma is part of some positions (wythoff 3,5): a claim copied
                // from the page is told what to write instead of failing on "5," as a heap.
                Matcher comma = COMMA_BETWEEN_MOVES.matcher(claim);
                if (comma.find()) {
                    throw new DirectiveException(source.at(call.claimAt(comma.start())), "separate the claimed moves"
                            + " with \";\", not \",\" (a comma belongs inside a position, as in wythoff 3,5)");
                }
                TreeSet<String> moves = new TreeSet<>();
                int at = 0;
                String[] parts = claim.strip().split(";", -1);
                for (int i = 0; i < parts.length; i++) {
                    String part = parts[i];
                    int index = at + part.indexOf(part.strip());
                    int start = call.claimAt(index);
                    if (part.isBlank() && i == parts.length - 1 && i > 0) {
                        break; // a ";" after the last move, as after every other
                    }
                    if (part.isBlank()) {
                        throw new DirectiveException(source.at(start), "an empty move between semicolons: list each move"
                                + " once, separated by \";\"");
                    }
                    if (part.strip().equals("none")) {
                        throw new DirectiveException(source.at(start), "\"none\" claims there is no move, but moves are"
                                + " listed beside it: keep one or the other");
                    }
                    // A move written twice (perhaps in two orders: nim 4 1 5 is nim 1 4 5) would pass unnoticed.
                    if (!moves.add(position(part.strip(), k -> call.claimAt(index + k)).canonical().toString())) {
                        throw new DirectiveException(source.at(start), "\"" + part.strip() + "\" is claimed twice: list"
                                + " each move once");
                    }
                    at += part.length() + 1;
                }
                yield String.join("; ", moves);
            }
            case "sequence" -> String.join(", ", SEQUENCE_SEPARATORS.split(claim));
            case "outcome" -> {
                String outcome = claim.strip().toUpperCase(Locale.ROOT);
                if (!outcome.equals("P") && !outcome.equals("N")) {
                    throw new DirectiveException(source.at(call.claimOffset()), "an outcome is claimed as P or N, not \""
                            + claim.strip() + "\"");
                }
                yield outcome;
            }
            default -> {
                String value = claim.strip();
                if (Notation.isWholeNumber(value)) {
                    yield Long.toString(Long.parseLong(value)); // 02 is 2
                }
                if (NUMBERS.contains(call.name())) {
                    throw new DirectiveException(source.at(call.claimOffset()), call.name() + " gives a number: claim it"
                            + " in digits, like = 4, not " + Notation.quote(value));
                }
                yield value;
            }
        };
    }

    /** Directives whose value is a number, and so their claims. */
    private static final Set<String> NUMBERS = Set.of("grundy", "count", "nimsum", "mex", "period", "period-start");

    private Value evaluate(Call call) throws DirectiveException {
        Solver solver = book.solver();
        return switch (call.name()) {
            case "grundy" -> number(solver.grundy(position(call)));
            case "outcome" -> {
                String outcome = solver.outcome(position(call)).name();
                yield new Value(outcome, "<span class=\"nb-value nb-outcome\">" + outcome + "</span>");
            }
            case "moves" -> {
                Position position = position(call);
                yield listed(call, position, winningMoves(call, position), "winning moves", "nb-moves");
            }
            case "options" -> options(call);
            case "position" -> {
                if (!call.args().isEmpty()) {
                    throw new DirectiveException(source.at(call.argsOffset()), "{{ position }} takes nothing: it shows the"
                            + " exercise's own position (to show another, write it in code: `" + call.args() + "`)");
                }
                if (!inExercise) {
                    throw new DirectiveException(source.at(call.offset()), "{{ position }} shows an exercise's position: use"
                            + " it in an exercise's question, hint or notes");
                }
                exerciseShown = true;
                // Read as text (a key's question) as the page shows it: as dealt, not in the standard form of claims.
                yield exercise == null ? new Value("", "") : new Value(exercise.toString(),
                        positions(List.of(exercise), "nb-exercise-position").html());
            }
            case "powers" -> {
                List<Long> numbers = numbers(call);
                if (numbers.size() != 1) {
                    throw new DirectiveException(source.at(call.argsOffset()), "powers takes one number, like {{ powers 13 }}");
                }
                String sum = powersOfTwo(numbers.get(0));
                yield new Value(sum, "<span class=\"nb-value nb-powers\">" + sum + "</span>");
            }
            case "count" -> number(winningMoves(call, position(call)).size());
            case "nimsum" -> number(numbers(call).stream().reduce(0L, (a, b) -> a ^ b));
            case "mex" -> number(Mex.of(numbers(call)));
            case "binary" -> {
                List<Long> numbers = numbers(call);
                if (numbers.size() != 1) {
                    throw new DirectiveException(source.at(call.argsOffset()), "binary takes one number, like {{ binary 13 }}");
                }
                String bits = Long.toBinaryString(numbers.get(0));
                yield new Value(bits, "<span class=\"nb-value nb-binary\">" + bits + "</span>");
            }
            case "sequence" -> sequence(call);
            case "period", "period-start" -> {
                if (call.args().isEmpty() || SPACES.matcher(call.args()).find()) {
                    throw new DirectiveException(source.at(call.argsOffset()), call.name() + " takes one game, like {{ "
                            + call.name() + " subtract:1,2,3 }}");
                }
                Solver.Periodicity period = solver.period(game(call.args(), call::argsAt));
                if (period == null) {
                    throw new DirectiveException(source.at(call.argsOffset()), call.args() + " has no known period: the"
                            + " solver proves periods for subtraction and octal games only");
                }
                yield number(call.name().equals("period") ? period.period() : period.start());
            }
            case "ref" -> reference(call);
            default -> throw new DirectiveException(source.at(call.offset()), Directives.unknownInline(call.name()));
        };
    }

    private static Value number(long value) {
        return new Value(Long.toString(value), "<span class=\"nb-value\">" + value + "</span>");
    }

    /** Positions as code, in the solver's order; as text, sorted, for comparing with claims. */
    private static Value positions(List<Position> positions, String kind) {
        TreeSet<String> sorted = new TreeSet<>();
        List<String> html = new ArrayList<>();
        for (Position position : positions) {
            // Claims compare in the standard form: nim 4 1 5 is the move nim 1 4 5.
            sorted.add(position.canonical().toString());
            html.add(Markdown.position(position.toString()));
        }
        return new Value(String.join("; ", sorted), html.isEmpty() ? "<span class=\"nb-value\">none</span>"
                : "<span class=\"nb-value " + kind + "\">" + String.join(", ", html) + "</span>");
    }

    /** Every option of a position: each component's options, one component changed at a time. */
    private Value options(Call call) throws DirectiveException {
        Position position = position(call);
        // Counted before they are made: a heap of ten million has as many options, and the text shows 200.
        long count = book.solver().optionCount(position);
        if (count > LISTED) {
            throw tooMany(call, position, count, "options", "nb-options");
        }
        List<Position> options = new ArrayList<>();
        try {
            for (Solver.Option option : book.solver().options(position)) {
                options.add(option.result());
            }
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsOffset()), e.getMessage());
        }
        return positions(options, "nb-options");
    }

    /** Positions to list in the text, at most {@value #LISTED} of them (more would bury the paragraph). */
    private Value listed(Call call, Position position, List<Position> positions, String what, String kind)
            throws DirectiveException {
        if (positions.size() > LISTED) {
            throw tooMany(call, position, positions.size(), what, kind);
        }
        return positions(positions, kind);
    }

    private DirectiveException tooMany(Call call, Position position, long count, String what, String kind) {
        // A long position is not echoed: the message stays readable on one line.
        boolean abbreviated = call.args().length() > 60;
        return new DirectiveException(source.at(call.argsOffset()), (abbreviated ? "this position" : position.toString())
                + " has " + count + " " + what + ": too many to list in the text (at most " + LISTED + ")"
                + (kind.equals("nb-moves") ? "; give their number with {{ count " + (abbreviated ? "…" : call.args())
                        + " }}" : ""));
    }

    private static final int LISTED = 200;

    /** 13 → "8 + 4 + 1"; 0 → "0". */
    private static String powersOfTwo(long n) {
        if (n == 0) {
            return "0";
        }
        List<String> parts = new ArrayList<>();
        for (int bit = 62; bit >= 0; bit--) {
            if ((n >>> bit & 1) == 1) {
                parts.add(Long.toString(1L << bit));
            }
        }
        return String.join(" + ", parts);
    }

    private List<Position> winningMoves(Call call, Position position) throws DirectiveException {
        try {
            return book.solver().winningMoves(position);
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsAt(e.offset())), e.getMessage());
        }
    }

    private Value sequence(Call call) throws DirectiveException {
        String[] parts = SPACES.split(call.args());
        if (parts.length != 2) {
            throw new DirectiveException(source.at(call.argsOffset()), "sequence takes a game and a range, like {{ sequence"
                    + " kayles 0..12 }}");
        }
        Game game = game(parts[0], call::argsAt);
        Range range;
        try {
            range = Range.parse(parts[1]);
        } catch (NotationException e) {
            throw DirectiveException.in(source.at(call.argsAt(call.args().indexOf(parts[1]))), e);
        }
        long[] values;
        try {
            values = book.solver().sequence(game, range.to());
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsOffset()), e.getMessage());
        }
        List<String> shown = new ArrayList<>();
        for (long n = range.from(); n <= range.to(); n++) {
            shown.add(Long.toString(values[(int) n]));
        }
        String text = String.join(", ", shown);
        return new Value(text, "<span class=\"nb-value nb-sequence\">" + text + "</span>");
    }

    private Value reference(Call call) throws DirectiveException {
        Matcher space = SPACES.matcher(call.args());
        if (call.args().isEmpty() || space.find()) {
            // At the label too many, when there is one.
            int extra = call.args().isEmpty() ? 0 : space.end();
            throw new DirectiveException(source.at(call.argsAt(extra)), "ref takes one label, like {{ ref bouton }}");
        }
        if (call.args().startsWith("#")) {
            String label = call.args().substring(1);
            throw new DirectiveException(source.at(call.argsOffset()), "ref takes the label without its #: {{ ref "
                    + label + " }}");
        }
        return reference(call.args(), call.argsOffset());
    }

    /** A link to what {@code label} (written at {@code at}) labels, reading as its number: "Theorem 3.2", "(1.1)". */
    private Value reference(String label, int at) throws DirectiveException {
        CrossReferences.Target target = book.references().label(label);
        String link = target == null ? headingLink(label) : null;
        if (link != null) {
            throw new DirectiveException(source.at(at), "\"" + label + "\" is a heading's id, which ref does not number:"
                    + " link to it with [its title](" + link + ")");
        }
        if (target == null) {
            throw new DirectiveException(source.at(at), "no statement, exercise or equation is labelled \"" + label + "\""
                    + book.references().labelLike(label) + ": label one with {#" + label + "} after its directive name or"
                    + " after a displayed equation");
        }
        return new Value(target.text(), "<a class=\"nb-ref\" href=\"" + Markdown.escape(target.href()) + "\">"
                + Markdown.escape(target.text()) + "</a>");
    }

    /** A link from this lesson to the heading whose id is {@code id}, or null. */
    private String headingLink(String id) {
        return book.references().linkToAnchor(id, source.file().substring(source.file().lastIndexOf('/') + 1));
    }

    /**
     * Quarto's {@code @thm-x}: a {@code {{ ref }}} to the label as written when the book has it ({@code {#eq-x}} after an
     * equation, as Quarto writes one), else to the label without Quarto's prefix ({@code x}).
     */
    private Value crossReference(BasedSequence written) throws DirectiveException {
        String label = written.toString();
        if (book.references().label(label) != null || headingLink(label) != null) {
            return reference(label, written.getStartOffset());
        }
        int prefix = label.indexOf('-') + 1;
        return reference(label.substring(prefix), written.getStartOffset() + prefix);
    }

    private Position position(Call call) throws DirectiveException {
        return position(call.args(), call::argsAt);
    }

    /** The position a text names; {@code at} maps a place in the text to the source, for its problem. */
    private Position position(String text, IntUnaryOperator at) throws DirectiveException {
        try {
            return book.solver().parse(text);
        } catch (NotationException e) {
            throw new DirectiveException(source.at(at.applyAsInt(e.offset())), e.getMessage());
        }
    }

    private Game game(String text, IntUnaryOperator at) throws DirectiveException {
        try {
            return book.solver().game(text);
        } catch (NotationException e) {
            throw new DirectiveException(source.at(at.applyAsInt(e.offset())), e.getMessage());
        }
    }

    private List<Long> numbers(Call call) throws DirectiveException {
        List<Long> numbers = new ArrayList<>();
        int at = 0;
        String args = call.args();
        for (String word : args.isEmpty() ? new String[0] : SPACES.split(args)) {
            at = args.indexOf(word, at);
            if (!Notation.isWholeNumber(word)) {
                throw new DirectiveException(source.at(call.argsAt(at)), Notation.quote(word) + " "
                        + Notation.notWholeNumber(word) + ": " + call.name() + " takes "
                        + (ONE_NUMBER.contains(call.name()) ? "one number, like {{ " + call.name() + " 13 }}"
                                : "numbers, like {{ " + call.name() + " 3 4 5 }}"));
            }
            numbers.add(Long.parseLong(word));
            at += word.length();
        }
        return numbers;
    }
}
