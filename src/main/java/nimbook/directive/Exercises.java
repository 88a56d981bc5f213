package nimbook.directive;

import nimbook.solver.Notation;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import nimbook.diag.SourcePosition;
import nimbook.solver.Explanation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;
import nimbook.solver.Spelling;

/**
 * {@code exercise}: a question about a position, answered by the solver. The position is written out
 * ({@code position: nim 3 4 5}) or generated from the build's seed ({@code generate: nim 3 1..15} — three heaps
 * of 1 to 15 — optionally with {@code want: N} or {@code want: P}), so instructors regenerate a set with
 * {@code --seed}. {@code answer:} says what is asked: grundy, outcome, moves, move or count.
 */
final class Exercises {
    private Exercises() {
    }

    /** The options an exercise takes. */
    static final Set<String> OPTIONS = Set.of("position", "generate", "want", "answer", "hint");

    static final List<String> KINDS = List.of("grundy", "outcome", "moves", "move", "count");

    /**
     * The exercise's answer and solution. {@code showPosition} is set when the question shows the position neither
     * with {@code {{ position }}} nor {@link #written written out}: the template shows it then.
     */
    static ExerciseKey of(BlockSource block, Outline.Numbered numbered, BookContext book, String page, Position position,
            String kind, String question, String hint, String notes, boolean showPosition) throws DirectiveException {
        Solver solver = book.solver();
        BlockSource.Option answerOption = block.required("answer");
        try {
            Explanation explanation = solver.explain(position);
            List<String> moves = kind.equals("grundy") || kind.equals("outcome") ? List.of() : explanation.winningMoves();
            long value = explanation.value();
            String answer = switch (kind) {
                case "grundy" -> Long.toString(value);
                case "outcome" -> Outcome.of(value).name();
                case "count" -> Integer.toString(moves.size());
                default -> String.join("; ", moves);
            };
            askable(kind, position, moves, block.positionOf(answerOption));
            BlockSource.Option written = block.optional("position");
            // Every exercise has a box where the reader's answer is checked in the page.
            Widgets.answerableInThePage(book.pages(), position.toString(), kind,
                    written != null ? block.positionOf(written) : block.positionOf(block.required("generate")));
            return new ExerciseKey(lessonOf(numbered), numbered.number(), numbered.anchor(),
                    numbered.titleHtml(), page, position.toString(), showPosition, kind, answer, moves, question, hint, notes,
                    Steps.of(explanation), page + "#" + numbered.anchor(),
                    BookContext.KEY_PAGE + "#" + numbered.anchor());
        } catch (NotationException e) {
            throw new DirectiveException(block.position(), e.getMessage());
        }
    }

    /**
     * Whether a question writes its exercise's position out, in code ({@code `nim 7 9 12 13`}, in any order of its
     * terms). A question that does not (one that gives it in words, or only in the options) has it shown above it, so
     * that the reader always sees the position the answer is for, in the book's notation.
     */
    static boolean written(Document question, Solver solver, Position position) {
        Position wanted = position.canonical();
        for (Node node : question.getDescendants()) {
            if (node instanceof Code code) {
                try {
                    if (solver.parse(code.getText().toString()).canonical().equals(wanted)) {
                        return true;
                    }
                } catch (NotationException e) {
                    // code that is not a position
                }
            }
        }
        return false;
    }

    /** What is asked ({@code answer:}), one of {@link #KINDS}; {@code asked} says by what in the error. */
    static String kind(BlockSource block, String asked) throws DirectiveException {
        BlockSource.Option answer = block.required("answer");
        if (!KINDS.contains(answer.value())) {
            throw new DirectiveException(block.positionOf(answer), Notation.quote(answer.value()) + " is not something "
                    + asked + Spelling.suggest(answer.value(), KINDS) + ": answer is one of " + String.join(", ", KINDS));
        }
        return answer.value();
    }

    /** Fails when the question asks for a winning move where there is none: no answer could be right. */
    static void askable(String kind, Position position, List<?> winningMoves, SourcePosition at)
            throws DirectiveException {
        if (kind.equals("move") && winningMoves.isEmpty()) {
            throw new DirectiveException(at, position + " has no winning move to ask for: ask for its outcome, or choose"
                    + " an N-position");
        }
    }

    private static int lessonOf(Outline.Numbered numbered) {
        return Integer.parseInt(numbered.number().substring(0, numbered.number().indexOf('.')));
    }

    /** The exercise's position: written out, or generated from the book's seed. */
    static Position position(BlockSource block, BookContext book, Outline.Numbered numbered) throws DirectiveException {
        BlockSource.Option written = block.optional("position");
        BlockSource.Option generate = block.optional("generate");
        if ((written == null) == (generate == null)) {
            // Both given: at the later of the two.
            throw new DirectiveException(written == null ? block.position() : block.positionOf(written.offset()
                    > generate.offset() ? written : generate), "an exercise needs exactly one of \"position:\" (written"
                    + " out) or \"generate:\" (from the seed)");
        }
        block.exclusive("position", "want", "want: picks the outcome of generated positions; drop it, or use generate:");
        Solver solver = book.solver();
        if (written != null) {
            try {
                return solver.parse(written.value());
            } catch (NotationException e) {
                throw new DirectiveException(block.positionOf(written).plus(e.offset()), e.getMessage());
            }
        }
        return generated(block, generate, book, numbered);
    }

    /** {@code generate: GAME COUNT FROM..TO}: COUNT components with numbers in the range, from the seed. */
    private static Position generated(BlockSource block, BlockSource.Option generate, BookContext book,
            Outline.Numbered numbered) throws DirectiveException {
        String[] words = generate.value().split("\\s+");
        if (words.length != 3) {
            throw new DirectiveException(block.positionOf(generate), "generate takes a game, a number of components and a"
                    + " range: generate: nim 3 1..15");
        }
        Solver solver = book.solver();
        Shape shape;
        try {
            shape = solver.game(words[0]).shape();
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(generate).plus(e.offset()), e.getMessage());
        }
        int count;
        try {
            count = BlockSource.count(words[1], 12);
        } catch (NumberFormatException e) {
            throw new DirectiveException(block.positionOf(generate).plus(generate.value().indexOf(words[1],
                    words[0].length())), Notation.quote(words[1]) + " is not a number of components from 1 to 12");
        }
        Range range = Range.parse(words[2], block.positionOf(generate).plus(generate.value().lastIndexOf(words[2])));
        BlockSource.Option want = block.optional("want");
        String asked = want == null ? null : want.value().toUpperCase(Locale.ROOT); // as claims take n and p too
        if (asked != null && !asked.equals("N") && !asked.equals("P")) {
            throw new DirectiveException(block.positionOf(want), "want is N or P");
        }
        BlockSource.Option answer = block.optional("answer");
        if ("P".equals(asked) && answer != null && answer.value().equals("move")) {
            throw new DirectiveException(block.positionOf(want), "want: P gives P-positions, which have no winning move to"
                    + " ask for: with answer: move, write want: N");
        }
        // A generated exercise asking for a winning move needs an N-position, whatever the seed: a new seed must not
        // break the build.
        String wanted = asked != null ? asked : answer != null && answer.value().equals("move") ? "N" : null;
        Random random = new Random(book.seed() * 1_000_003L + numbered.number().hashCode());
        for (int attempt = 0; attempt < 1000; attempt++) {
            StringBuilder text = new StringBuilder(words[0]);
            for (int c = 0; c < count; c++) {
                int parts = switch (shape) {
                    case HEAP -> 1;
                    case PAIR -> 2;
                    case PILE -> 1 + random.nextInt(4);
                };
                text.append(' ');
                for (int p = 0; p < parts; p++) {
                    text.append(p == 0 ? "" : ",").append(range.from() + (long) (random.nextDouble() * range.size()));
                }
            }
            try {
                Position position = solver.parse(text.toString());
                if (wanted == null || solver.outcome(position).name().equals(wanted)) {
                    return position;
                }
            } catch (NotationException e) {
                throw new DirectiveException(block.positionOf(generate), "generated " + Notation.quote(text.toString()) + ": " + e.getMessage());
            }
        }
        throw new DirectiveException(block.positionOf(generate), "no " + wanted + "-position came up in 1000 tries:"
                + " widen the range");
    }
}
