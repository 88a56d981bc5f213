package nimbook.directive;

import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import nimbook.book.Edition;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;
import nimbook.book.Facts;
import nimbook.book.Numbered;
import nimbook.book.Steps;
import nimbook.diag.SourcePosition;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.markdown.PageContext;
import nimbook.practice.Demand;
import nimbook.practice.Generator;
import nimbook.practice.Matcher;
import nimbook.practice.Subject;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Picture;
import nimbook.solver.Solver;
import nimbook.text.Spelling;

/**
 * {@code exercise}: a question about a position, answered by the solver. The position is written out
 * ({@code position: nim 3 4 5}) or generated from the build's seed ({@code generate: nim 3 1..15} — three heaps
 * of 1 to 15 — optionally with {@code want: N} or {@code want: P}), so instructors regenerate a set with
 * {@code --seed}. {@code answer:} says what is asked: grundy, outcome, moves, move or count; or, with {@code find:}
 * instead of a position, construct or counterexample: a position or game that meets a {@link Demand}. Its body is the
 * question; after a line {@code ---}, the author's notes for the solution.
 */
final class Exercises implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.block("exercise").display("Exercise")
            .numbering(BlockSpec.Numbering.EXERCISE).body(BlockSpec.Body.QUESTION).widget("check")
            .option(OptionSpec.named("position").takes("a position"))
            .option(OptionSpec.named("generate").takes("a game, how many components and their range:"
                    + " nim 3 1..15 is three heaps of 1 to 15; loopy 2 3..5 is two tokens, each on vertex 0 of a graph"
                    + " of its own of 3 to 5 vertices"))
            .option(OptionSpec.named("want").takes("N or P").otherwise("N when a move is asked"))
            .option(OptionSpec.named("seed").takes("a whole number: the same position in every set"))
            .option(OptionSpec.named("fixed").takes("true: the written-out position is the same in every set, as the"
                    + " text refers to it"))
            .option(OptionSpec.named("answer").takes("grundy, outcome, moves, move or count; construct or"
                    + " counterexample, with find:"))
            .option(OptionSpec.named("find").takes("with answer: construct or counterexample, what to find: a game,"
                    + " \"with\" and conditions, like nim with outcome P, components 3 (listed below)"))
            .option(OptionSpec.named("hint").takes("text, math and emphasis"))
            .refuseEmptyBody("this exercise asks nothing: write its question after the options and a blank line")
            .renders("the question (the body; after a line `---`, notes for the solution), numbered per lesson, with its"
                    + " answer and worked solution in the answer key; `generate` deals a position per set, never a"
                    + " trivial one (no empty component, two moves or more), each of a few thousand or fewer once before"
                    + " any again, only N-positions for `answer: move` and P and N in turn for `answer: outcome`"
                    + " (P, N and D for loopy positions);"
                    + " `position` gives one, which `fixed: true` says the text needs; `find` asks for a position or game"
                    + " of its own, which the reader's answer box judges (the key shows one the build found)")
            .build();

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    /**
     * The exercise as this build deals it, and how it is dealt for another set. The options' problems are gathered,
     * and the question, notes and hint checked even so: all in one run.
     */
    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        BookContext book = scope.book();
        Problems problems = new Problems();
        // A misspelt option would also be reported as a missing one: the others are read when all are known, or given.
        boolean known = problems.check(block::allow);
        String kind = known || block.optional("answer") != null
                ? problems.read(() -> kind(block, "an exercise can ask")) : null;
        Block.Option answer = block.optional("answer");
        if (answer != null && Demand.KINDS.contains(answer.value())) {
            // The reader finds the position: none is written out or dealt.
            problems.throwAny();
            return Finds.expand(block, scope, kind);
        }
        Source source = known || block.optional("position") != null || block.optional("generate") != null
                ? problems.read(() -> source(block, book)) : null;
        Subject position = source == null ? null : problems.read(() -> inSet(block, book, source, book.seed()));
        Scope.Asked asked = scope.ask(block, position == null ? null : position.toString());
        problems.throwAny();
        ExerciseKey key = key(block, scope, position, kind, asked, source.generator());
        Exercise.Dealer dealer = source.generator() == null || block.optional("seed") != null ? null
                : set -> {
                    Subject dealt = inSet(block, book, source, set);
                    return key(block, scope, dealt, kind, scope.ask(block, dealt.toString()), source.generator());
                };
        return part(block, scope, key, asked, dealer, position);
    }

    /**
     * The exercise's part: its key for the page's template, its question, hint and notes as holes, and its position's
     * pictures (null: no position, as when the reader finds one).
     */
    static Part part(Block block, Scope scope, ExerciseKey key, Scope.Asked asked, Exercise.Dealer dealer,
            Subject position) {
        BookContext book = scope.book();
        int level = scope.level();
        String edition = book.edition().name().toLowerCase(Locale.ROOT);
        List<Part.Hole> holes = List.of(new Part.Hole(block.node().body(), key.questionHtml()),
                new Part.Hole(asked.hint(), key.hintHtml()), new Part.Hole(block.node().notes(), key.notesHtml()));
        List<Picture> pictures = position == null ? List.of() : position.pictures();
        return new Part("exercise", page -> Map.of("exercise", shown(book, holed(key, page)), "edition", edition,
                "level", page.ariaLevel(level), "pictures", pictures), holes, new Exercise(key, dealer));
    }

    /** The key as a page's template is given it, its id as the page names it (its Markdown is in the part's holes). */
    private static ExerciseKey holed(ExerciseKey key, PageContext page) {
        return new ExerciseKey(key.lesson(), key.number(), page.id(key.anchor()), key.label(), key.titleHtml(), key.page(),
                key.position(), key.showPosition(), key.answerKind(), key.answer(), key.moves(), key.questionHtml(),
                key.questionText(), key.hintHtml(), key.notesHtml(), key.dealing(), key.worked(), key.href(), key.keyHref());
    }

    /** The student edition's template is not given the answer at all. */
    private static Object shown(BookContext book, ExerciseKey key) {
        return book.edition() == Edition.STUDENT ? book.templates().freezeWithout("exercise", key, ExerciseKey.ANSWER,
                "is not given to templates in the student edition: show it only <#if edition == \"instructor\">") : key;
    }

    /** The exercise's key for a position: what it asks, its answer and solution. */
    private static ExerciseKey key(Block block, Scope scope, Subject position, String kind, Scope.Asked asked,
            Generator generator) throws DirectiveException {
        boolean shown = asked.positionShown() || written(block.node().body(), scope.book().solver(), position);
        return of(block, scope, position, kind, asked, !shown, dealing(block, generator));
    }

    /** The exercise's answer and solution. */
    private static ExerciseKey of(Block block, Scope scope, Subject position, String kind, Scope.Asked asked,
            boolean showPosition, ExerciseKey.Dealing dealing) throws DirectiveException {
        Numbered numbered = block.numbered();
        String page = scope.page();
        Block.Option written = block.optional("position");
        // Every exercise has a box where the reader's answer is checked in the page. Asked first: a position beyond the
        // page's limits is refused before the build spends seconds on its value.
        Widgets.answerableInThePage(scope.book().pages(), position.toString(), kind,
                written != null ? block.positionOf(written) : block.positionOf(block.required("generate")));
        try {
            List<String> moves = kind.equals("grundy") || kind.equals("outcome") ? List.of() : position.winningMoves();
            String answer = switch (kind) {
                case "grundy" -> position.value();
                case "outcome" -> position.outcome();
                case "count" -> Integer.toString(moves.size());
                default -> String.join("; ", moves);
            };
            askable(kind, position, moves, block.positionOf(block.required("answer")));
            return new ExerciseKey(numbered.lesson(), numbered.number(), numbered.anchor(),
                    numbered.label() == null ? "" : numbered.label(), numbered.titleHtml(), page, position.toString(),
                    showPosition, kind, answer, moves, asked.questionHtml(), asked.questionText(), asked.hintHtml(),
                    asked.notesHtml(), dealing, Steps.of(position), page + "#" + numbered.anchor(),
                    Facts.KEY_PAGE + "#" + numbered.anchor());
        } catch (NotationException e) {
            throw new DirectiveException(block.position(), e.getMessage());
        }
    }

    /**
     * Whether a question writes its exercise's position out, in code ({@code `nim 7 9 12 13`}, in any order of its
     * terms). A question that does not (one that gives it in words, or only in the options) has it shown above it, so
     * that the reader always sees the position the answer is for, in the book's notation.
     */
    private static boolean written(Node question, Solver solver, Subject position) {
        String wanted = position.canonical();
        for (Node node : question.getDescendants()) {
            if (node instanceof Code code) {
                try {
                    if (Subject.read(solver, code.getText().toString()).canonical().equals(wanted)) {
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
    static String kind(Block block, String asked) throws DirectiveException {
        Block.Option answer = block.required("answer");
        List<String> kinds = new ArrayList<>(Matcher.KINDS);
        if (block.name().equals("exercise")) {
            kinds.addAll(Demand.KINDS);
        }
        if (!kinds.contains(answer.value())) {
            throw new DirectiveException(block.positionOf(answer), Notation.quote(answer.value()) + " is not something "
                    + asked + Spelling.suggest(answer.value(), kinds) + ": answer is one of " + String.join(", ", kinds));
        }
        if (Demand.KINDS.contains(answer.value()) != (block.optional("find") != null)) {
            throw new DirectiveException(block.positionOf(answer), Demand.KINDS.contains(answer.value())
                    ? "answer: " + answer.value() + " needs find: the game or position to find, like find: nim with"
                    + " outcome P, components 3"
                    : "find: goes with answer: construct or counterexample; answer: " + answer.value() + " asks about"
                    + " a position: drop find:");
        }
        return answer.value();
    }

    /** Fails when the question asks for a winning move where there is none: no answer could be right. */
    static void askable(String kind, Object position, List<?> winningMoves, SourcePosition at)
            throws DirectiveException {
        if (kind.equals("move") && winningMoves.isEmpty()) {
            throw new DirectiveException(at, position + " has no winning move to ask for: ask for its outcome, or choose"
                    + " an N-position");
        }
    }

    /** A generated exercise's generator (its positions dealt per set), or a written-out exercise's position. */
    private record Source(Subject written, Generator generator) {
    }

    /** The exercise's position, written out or its generator, its options checked. */
    private static Source source(Block block, BookContext book) throws DirectiveException {
        checkSource(block);
        Block.Option written = block.optional("position");
        Block.Option generate = block.optional("generate");
        if (written != null) {
            try {
                return new Source(Subject.read(book.solver(), written.value()), null);
            } catch (NotationException e) {
                throw DirectiveException.in(block.positionOf(written), e);
            }
        }
        List<DirectiveException> problems = new ArrayList<>();
        Generator generator = null;
        try {
            generator = generator(block, book);
        } catch (NotationException e) {
            problems.add(DirectiveException.in(block.positionOf(generate), e));
        } catch (DirectiveException e) {
            problems.add(e);
        }
        Block.Option own = block.optional("seed");
        if (own != null && !Notation.isWholeNumber(own.value())) {
            problems.add(new DirectiveException(block.positionOf(own), "seed is a whole number, like seed: 7"));
        }
        if (!problems.isEmpty()) {
            throw DirectiveException.all(problems);
        }
        return new Source(null, generator);
    }

    /** Fails unless the exercise has one of position: and generate:, and only the options that go with it. */
    static void checkSource(Block block) throws DirectiveException {
        Block.Option written = block.optional("position");
        Block.Option generate = block.optional("generate");
        if ((written == null) == (generate == null)) {
            // Both given: at the later of the two.
            throw new DirectiveException(written == null ? block.position() : block.positionOf(written.offset()
                    > generate.offset() ? written : generate), "an exercise needs exactly one of \"position:\" (written"
                    + " out) or \"generate:\" (from the seed)");
        }
        block.exclusive("position", "want", "want: picks the outcome of generated positions; drop it, or use generate:");
        block.exclusive("position", "seed", "seed: keeps a generated position in every set; drop it, or use generate:");
        block.exclusive("generate", "fixed", "fixed: says a written-out position stays the same in every set; a"
                + " generated one keeps its position with seed:");
        Block.Option fixed = block.optional("fixed");
        if (fixed != null && !fixed.value().equals("true")) {
            throw new DirectiveException(block.positionOf(fixed), "fixed is true (the position is the same in every set,"
                    + " for the text refers to it) or left out");
        }
    }

    /**
     * The exercise's position in a set: written out, or {@code generate:} dealt for the set and the exercise's number, or
     * for the exercise's own {@code seed:}, which keeps it in every set.
     */
    private static Subject inSet(Block block, BookContext book, Source source, long set) throws DirectiveException {
        if (source.written() != null) {
            return source.written();
        }
        Block.Option own = block.optional("seed");
        try {
            return own == null ? source.generator().deal(book.solver(), set, block.numbered().number())
                    : source.generator().deal(book.solver(), Long.parseLong(own.value()), "");
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(block.required("generate")), e);
        }
    }

    /** How the page deals the exercise for another set or on request; written-out exercises are not dealt. */
    static ExerciseKey.Dealing dealing(Block block, Generator generator) {
        boolean own = block.optional("seed") != null;
        return generator != null ? new ExerciseKey.Dealing(generator.toString(), generator.wanted(), own, own ? "fixed"
                : "dealt") : block.optional("fixed") != null ? ExerciseKey.Dealing.FIXED : ExerciseKey.Dealing.WRITTEN;
    }

    /**
     * {@code generate:} as read, with the outcome it must deal: {@code want:}'s, or N when a winning move is asked; a
     * question about the outcome, without {@code want:}, is dealt P-positions and N-positions in turn.
     */
    static Generator generator(Block block, BookContext book) throws DirectiveException, NotationException {
        Block.Option want = block.optional("want");
        String asked = want == null ? null : want.value().toUpperCase(Locale.ROOT); // as claims take n and p too
        if (asked != null && !asked.equals("N") && !asked.equals("P")) {
            throw new DirectiveException(block.positionOf(want), "want is N or P");
        }
        Block.Option answer = block.optional("answer");
        if ("P".equals(asked) && answer != null && answer.value().equals("move")) {
            throw new DirectiveException(block.positionOf(want), "want: P gives P-positions, which have no winning move to"
                    + " ask for: with answer: move, write want: N");
        }
        // A generated exercise asking for a winning move needs an N-position, whatever the seed: a new seed must not
        // break the build.
        String wanted = asked != null ? asked : answer != null && answer.value().equals("move") ? "N" : null;
        Generator generator = Generator.parse(book.solver(), block.required("generate").value(),
                wanted == null ? null : Outcome.valueOf(wanted));
        return wanted == null && answer != null && answer.value().equals("outcome") ? generator.balanced() : generator;
    }
}
