package nimbook.directive;

import nimbook.solver.Notation;
import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import nimbook.diag.SourcePosition;
import nimbook.practice.Generator;
import nimbook.practice.Matcher;
import nimbook.solver.Explanation;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
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
    static final Set<String> OPTIONS = Set.of("position", "generate", "want", "seed", "answer", "hint");

    /**
     * An exercise's words for one position: its question (as HTML and as plain text), hint and notes. {@code
     * showPosition} is set when the question shows the position neither with {@code {{ position }}} nor {@link #written
     * written out}: the template shows it then.
     */
    record Asked(String questionHtml, String questionText, String hintHtml, String notesHtml, boolean showPosition) {
    }

    /** The exercise's answer and solution. */
    static ExerciseKey of(BlockSource block, Outline.Numbered numbered, BookContext book, String page, Position position,
            String kind, Asked asked) throws DirectiveException {
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
                    numbered.label() == null ? "" : numbered.label(), numbered.titleHtml(), page, position.toString(),
                    asked.showPosition(), kind, answer, moves, asked.questionHtml(), asked.questionText(), asked.hintHtml(),
                    asked.notesHtml(), dealing(block, book), Steps.of(explanation), page + "#" + numbered.anchor(),
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
        if (!Matcher.KINDS.contains(answer.value())) {
            throw new DirectiveException(block.positionOf(answer), Notation.quote(answer.value()) + " is not something "
                    + asked + Spelling.suggest(answer.value(), Matcher.KINDS) + ": answer is one of " + String.join(", ", Matcher.KINDS));
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

    /** The exercise's position: written out, or generated for the build's set. */
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
        block.exclusive("position", "seed", "seed: keeps a generated position in every set; drop it, or use generate:");
        if (written != null) {
            try {
                return book.solver().parse(written.value());
            } catch (NotationException e) {
                throw DirectiveException.in(block.positionOf(written), e);
            }
        }
        return inSet(block, book, numbered, book.seed());
    }

    /**
     * A generated exercise's position in a set: {@code generate:} dealt from the set and the exercise's number, or from
     * the exercise's own {@code seed:}, which keeps it in every set.
     */
    static Position inSet(BlockSource block, BookContext book, Outline.Numbered numbered, long set)
            throws DirectiveException {
        BlockSource.Option generate = block.required("generate");
        BlockSource.Option own = block.optional("seed");
        List<DirectiveException> problems = new ArrayList<>();
        Generator generator = null;
        try {
            generator = generator(block, book);
        } catch (NotationException e) {
            problems.add(DirectiveException.in(block.positionOf(generate), e));
        } catch (DirectiveException e) {
            problems.add(e);
        }
        if (own != null && !Notation.isWholeNumber(own.value())) {
            problems.add(new DirectiveException(block.positionOf(own), "seed is a whole number, like seed: 7"));
        }
        if (!problems.isEmpty()) {
            throw DirectiveException.all(problems);
        }
        long seed = own == null ? Generator.seed(set, numbered.number()) : Generator.seed(Long.parseLong(own.value()), "");
        try {
            return generator.deal(book.solver(), seed);
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(generate), e);
        }
    }

    /** How the page deals the exercise for another set or on request; written-out exercises are not dealt. */
    static ExerciseKey.Dealing dealing(BlockSource block, BookContext book) throws DirectiveException {
        if (block.optional("generate") == null) {
            return ExerciseKey.Dealing.WRITTEN;
        }
        try {
            Generator generator = generator(block, book);
            return new ExerciseKey.Dealing(generator.toString(), generator.want() == null ? "" : generator.want().name(),
                    block.optional("seed") != null);
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(block.required("generate")), e);
        }
    }

    /** {@code generate:} as read, with the outcome it must deal: {@code want:}'s, or N when a winning move is asked. */
    private static Generator generator(BlockSource block, BookContext book) throws DirectiveException, NotationException {
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
        return Generator.parse(book.solver(), block.required("generate").value(),
                wanted == null ? null : Outcome.valueOf(wanted));
    }
}
