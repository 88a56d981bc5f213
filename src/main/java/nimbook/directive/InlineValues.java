package nimbook.directive;

import com.vladsch.flexmark.util.sequence.BasedSequence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.Facts;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.MathNode;
import nimbook.practice.Range;
import nimbook.solver.Game;
import nimbook.solver.NimField;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;

/**
 * The values of a lesson's inline directives, {@code {{ name arguments }}}: each evaluated by its spec
 * ({@link Directives}), its claim ({@code = …}) checked, and its node given its value, in text and inside math. A
 * false claim is an error naming both values.
 */
public final class InlineValues {
    // Compiled once: String.split compiles a pattern of more than one character at every call.
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final String UNCLOSED = "this {{ is never closed: end the directive with }} in the same paragraph";
    /** The most positions a directive lists in the text: more would bury the paragraph. */
    private static final int LISTED = 200;

    private final BookContext book;
    private final SourceText source;
    /** Whether these values are for an exercise's text, where {@code {{ position }}} shows its position. */
    private final boolean inExercise;
    /** That exercise's position; null when it could not be read (its block reports why). */
    private final String exercise;
    private final nimbook.practice.Matcher matcher;
    private boolean exerciseShown;

    /** Values outside any exercise's question. */
    public InlineValues(BookContext book, SourceText source) {
        this(book, source, false, null);
    }

    private InlineValues(BookContext book, SourceText source, boolean inExercise, String exercise) {
        this.book = book;
        this.source = source;
        this.inExercise = inExercise;
        this.exercise = exercise;
        this.matcher = new nimbook.practice.Matcher(book.solver());
    }

    /**
     * Values in the question, hint or notes of an exercise about {@code exercise} (null when its position could not be
     * read).
     */
    public static InlineValues inExercise(BookContext book, SourceText source, String exercise) {
        return new InlineValues(book, source, true, exercise);
    }

    /** Whether {@code {{ position }}} showed the exercise's position. */
    public boolean showedExercise() {
        return exerciseShown;
    }

    /** Sets the node's value; a problem is reported, and leaves it empty. */
    public void expand(DirectiveNode node) {
        try {
            if (!node.closed()) {
                throw new DirectiveException(source.at(node.getStartOffset()), UNCLOSED);
            }
            InlineSpec.Value value;
            InlineSpec spec;
            boolean claimed = false;
            if (node.crossReference()) {
                spec = Directives.inline("ref");
                value = crossReference(node.text());
            } else {
                InlineCall call = InlineCall.parse(node.text(), source);
                spec = call.spec();
                value = evaluated(call);
                claimed = call.claim() != null;
            }
            node.setValue(new InlineRendered(book, spec, value, claimed), value.text());
        } catch (DirectiveException e) {
            e.reportTo(book.diagnostics());
        }
    }

    /** The math's TeX with each {@code {{ … }}} inside replaced by its value. */
    public String insideMath(MathNode node) {
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
            int open;
            try {
                open = InlineCall.openingInMath(tex, at, source);
            } catch (DirectiveException e) {
                e.reportTo(book.diagnostics());
                open = -1;
            }
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
                InlineCall call = InlineCall.parse(tex.subSequence(open + 2, close), source);
                if (!call.spec().inMath()) {
                    throw new DirectiveException(source.at(call.offset()), "{{ " + call.name() + " }} cannot go inside math:"
                            + " put it outside the formula");
                }
                out.append(evaluated(call).text());
            } catch (DirectiveException e) {
                e.reportTo(book.diagnostics());
            }
            at = close + 2;
        }
    }

    /** A call's value, its claim checked. */
    private InlineSpec.Value evaluated(InlineCall call) throws DirectiveException {
        InlineSpec.Value value = call.spec().evaluation().evaluate(call, this);
        call.check(value, this);
        return value;
    }

    SourcePosition at(int offset) {
        return source.at(offset);
    }

    BookContext book() {
        return book;
    }

    SourceText source() {
        return source;
    }

    Solver solver() {
        return book.solver();
    }

    /** Every winning move of a position. */
    InlineSpec.Value winningMoves(InlineCall call) throws DirectiveException {
        Position position = position(call);
        List<Position> moves = winningMoves(call, position);
        if (moves.size() > LISTED) {
            boolean abbreviated = call.args().length() > 60;
            throw tooMany(call, position, moves.size(), "winning moves", "; give their number with {{ count "
                    + (abbreviated ? "…" : call.args()) + " }}");
        }
        return InlineSpec.Value.positions(moves);
    }

    /** Every option of a position: each component's options, one component changed at a time. */
    InlineSpec.Value options(InlineCall call) throws DirectiveException {
        Position position = position(call);
        // Counted before they are made: a heap of ten million has as many options, and the text shows 200.
        long count = book.solver().optionCount(position);
        if (count > LISTED) {
            throw tooMany(call, position, count, "options", "");
        }
        List<Position> options = new ArrayList<>();
        try {
            for (Solver.Option option : book.solver().options(position)) {
                options.add(option.result());
            }
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsOffset()), e.getMessage());
        }
        return InlineSpec.Value.positions(options);
    }

    /** More positions than the text lists (at most {@value #LISTED}: more would bury the paragraph); {@code advice}. */
    private DirectiveException tooMany(InlineCall call, Position position, long count, String what, String advice) {
        // A long position is not echoed: the message stays readable on one line.
        boolean abbreviated = call.args().length() > 60;
        return new DirectiveException(source.at(call.argsOffset()), (abbreviated ? "this position" : position.toString())
                + " has " + count + " " + what + ": too many to list in the text (at most " + LISTED + ")" + advice);
    }

    /** {@code {{ position }}}: the exercise's own position, in an exercise's question, hint or notes. */
    InlineSpec.Value exercisePosition(InlineCall call) throws DirectiveException {
        if (!call.args().isEmpty()) {
            throw new DirectiveException(source.at(call.argsOffset()), "{{ position }} takes nothing: it shows the"
                    + " exercise's own position (to show another, write it in code: `" + call.args() + "`)");
        }
        if (!inExercise) {
            throw new DirectiveException(source.at(call.offset()), "{{ position }} shows an exercise's position: use it in"
                    + " an exercise's question, hint or notes");
        }
        exerciseShown = true;
        // Read as text (a key's question) as the page shows it: as dealt, not in the standard form of claims.
        return exercise == null ? new InlineSpec.Value("", null)
                : new InlineSpec.Value(exercise, Map.of("positions", List.of(exercise)));
    }

    List<Position> winningMoves(InlineCall call, Position position) throws DirectiveException {
        try {
            return book.solver().winningMoves(position);
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsAt(e.offset())), e.getMessage());
        }
    }

    /** The values of a one-heap game over a range, as the page lists them. */
    InlineSpec.Value sequence(InlineCall call) throws DirectiveException {
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
        return InlineSpec.Value.word(String.join(", ", shown));
    }

    /** The period of a subtraction or octal game, or where it starts. */
    Solver.Periodicity period(InlineCall call) throws DirectiveException {
        if (call.args().isEmpty() || SPACES.matcher(call.args()).find()) {
            throw new DirectiveException(source.at(call.argsOffset()), call.name() + " takes one game, like {{ "
                    + call.name() + " subtract:1,2,3 }}");
        }
        Solver.Periodicity period = book.solver().period(game(call.args(), call::argsAt));
        if (period == null) {
            throw new DirectiveException(source.at(call.argsOffset()), call.args() + " has no known period: the"
                    + " solver proves periods for subtraction and octal games only");
        }
        return period;
    }

    /** A reference to a label: one label, written without its #. */
    InlineSpec.Value reference(InlineCall call) throws DirectiveException {
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
    private InlineSpec.Value reference(String label, int at) throws DirectiveException {
        Facts.Target target = book.references().label(label);
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
        return new InlineSpec.Value(target.text(), Map.of("value", target.text(), "href", target.href()));
    }

    /** A link from this lesson to the heading whose id is {@code id}, or null. */
    private String headingLink(String id) {
        return book.references().linkToAnchor(id, source.file().substring(source.file().lastIndexOf('/') + 1));
    }

    /**
     * Quarto's {@code @thm-x}: a {@code {{ ref }}} to the label as written when the book has it ({@code {#eq-x}} after an
     * equation, as Quarto writes one), else to the label without Quarto's prefix ({@code x}).
     */
    private InlineSpec.Value crossReference(BasedSequence written) throws DirectiveException {
        String label = written.toString();
        if (book.references().label(label) != null || headingLink(label) != null) {
            return reference(label, written.getStartOffset());
        }
        int prefix = label.indexOf('-') + 1;
        return reference(label.substring(prefix), written.getStartOffset() + prefix);
    }

    Position position(InlineCall call) throws DirectiveException {
        return read(call, book.solver()::parse);
    }

    /** What a parser reads in a directive's arguments; its errors point into them. */
    <T> T read(InlineCall call, Parser<T> parser) throws DirectiveException {
        try {
            return parser.parse(call.args());
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.argsAt(e.offset())), e.getMessage());
        }
    }

    interface Parser<T> { T parse(String text) throws NotationException; }

    /** The genus of a misère position, in TeX. */
    nimbook.solver.Genus genus(InlineCall call) throws DirectiveException {
        return read(call, text -> nimbook.solver.Genus.of(book.solver().parse(text)));
    }

    /** Tokens on graphs that may have cycles, {@code loopy 0>1,1>0@0}. */
    nimbook.solver.Loopy loopy(InlineCall call) throws DirectiveException {
        return read(call, nimbook.solver.Loopy::parse);
    }

    /** A claimed move, read as the page reads a reader's ({@link nimbook.practice.Matcher#read}). */
    Position move(Position position, nimbook.practice.Matcher.Written part, InlineCall call) throws DirectiveException {
        try {
            return matcher.read(position, part.text());
        } catch (NotationException e) {
            throw new DirectiveException(source.at(call.claimAt(part.offset() + e.offset())), e.getMessage());
        } catch (nimbook.practice.Matcher.Unreadable e) {
            throw new DirectiveException(source.at(call.claimAt(part.offset())), e.getMessage());
        }
    }

    private Game game(String text, IntUnaryOperator at) throws DirectiveException {
        try {
            return book.solver().game(text);
        } catch (NotationException e) {
            throw new DirectiveException(source.at(at.applyAsInt(e.offset())), e.getMessage());
        }
    }

    /** The one number a directive takes ({@code binary}, {@code powers}). */
    long one(InlineCall call) throws DirectiveException {
        return numbers(call, "one number", 1, 1, Long.MAX_VALUE).get(0);
    }

    /** The numbers a directive takes ({@code nimsum}, {@code mex}). */
    List<Long> numbers(InlineCall call) throws DirectiveException {
        return numbers(call, "numbers", 0, Integer.MAX_VALUE, Long.MAX_VALUE);
    }

    /** The nim-product of two or more numbers, each below 2³² (where the field's product is computed). */
    long nimProduct(InlineCall call) throws DirectiveException {
        return numbers(call, "two or more numbers up to " + NimField.LARGEST, 2, Integer.MAX_VALUE, NimField.LARGEST)
                .stream().reduce(1L, NimField::product);
    }

    /** "binary takes one number, like {{ binary 13 }}": the example its spec gives. */
    private static String takes(InlineCall call, String what) {
        return call.name() + " takes " + what + ", like {{ " + call.name() + " " + call.spec().arguments() + " }}";
    }

    /** From fewest to most whole numbers, each at most largest; else an error saying what the directive takes. */
    private List<Long> numbers(InlineCall call, String what, int fewest, int most, long largest)
            throws DirectiveException {
        List<Long> numbers = new ArrayList<>();
        int at = 0;
        String args = call.args();
        for (String word : args.isEmpty() ? new String[0] : SPACES.split(args)) {
            at = args.indexOf(word, at);
            if (!Notation.isWholeNumber(word) || Long.parseLong(word) > largest) {
                throw new DirectiveException(source.at(call.argsAt(at)), Notation.quote(word) + " "
                        + (Notation.isWholeNumber(word) ? "is too large" : Notation.notWholeNumber(word)) + ": "
                        + takes(call, what));
            }
            numbers.add(Long.parseLong(word));
            at += word.length();
        }
        if (numbers.size() < fewest || numbers.size() > most) {
            throw new DirectiveException(source.at(call.argsOffset()), takes(call, what));
        }
        return numbers;
    }
}
