package nimbook.directive;

import com.vladsch.flexmark.ast.Code;
import com.vladsch.flexmark.util.ast.Node;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;
import nimbook.book.Facts;
import nimbook.book.Numbered;
import nimbook.book.Steps;
import nimbook.practice.Generator;
import nimbook.practice.Matcher;
import nimbook.solver.Loopy;
import nimbook.solver.NotationException;

/**
 * An exercise about a loopy position ({@code position: loopy 0>1,1>0,1>2@0}, or {@code generate: loopy 1 5..7}): its
 * value (a number or ∞(K)), its outcome (P, N or D), a winning move or all of them, or their count. The exercise's
 * options, its generator and its page part are {@link Exercises}'; its answer is the loopy position's.
 */
final class LoopyExercises {
    private LoopyExercises() {
    }

    /** Whether the exercise asks about a loopy position, written out or dealt. */
    static boolean asks(Block block) {
        Block.Option written = block.optional("position");
        Block.Option generate = block.optional("generate");
        return written != null ? Matcher.loopy(written.value()) : generate != null && Matcher.loopy(generate.value());
    }

    static Part expand(Block block, Scope scope, String kind) throws DirectiveException {
        Exercises.checkSource(block);
        BookContext book = scope.book();
        Generator generator = null;
        if (block.optional("generate") != null) {
            try {
                generator = Exercises.generator(block, book);
            } catch (NotationException e) {
                throw DirectiveException.in(block.positionOf(block.required("generate")), e);
            }
            if (block.optional("seed") != null) {
                throw new DirectiveException(block.positionOf(block.optional("seed")), "a loopy exercise is dealt for"
                        + " each set: drop seed:, or write the position out with position:");
            }
        }
        Generator dealer = generator;
        String position = inSet(block, book, generator, book.seed());
        Scope.Asked asked = scope.ask(block, position);
        ExerciseKey key = key(block, scope, position, kind, asked, generator);
        Exercise.Dealer sets = generator == null ? null : set -> {
            String dealt = inSet(block, book, dealer, set);
            return key(block, scope, dealt, kind, scope.ask(block, dealt), dealer);
        };
        return Exercises.part(block, scope, key, asked, sets, null);
    }

    /** The exercise's position in a set: written out, or dealt for the set and the exercise's number. */
    private static String inSet(Block block, BookContext book, Generator generator, long set) throws DirectiveException {
        Block.Option written = block.optional("position");
        Block.Option at = written != null ? written : block.required("generate");
        try {
            return written != null ? Loopy.parse(written.value()).toString()
                    : generator.dealt(book.solver(), set, block.numbered().number());
        } catch (NotationException e) {
            throw DirectiveException.in(block.positionOf(at), e);
        }
    }

    private static ExerciseKey key(Block block, Scope scope, String text, String kind, Scope.Asked asked,
            Generator generator) throws DirectiveException {
        Loopy position;
        try {
            position = Loopy.parse(text);
        } catch (NotationException e) {
            throw new DirectiveException(block.position(), e.getMessage());
        }
        List<String> moves = new ArrayList<>();
        if (!kind.equals("grundy") && !kind.equals("outcome")) {
            position.winningMoves().forEach(move -> moves.add(move.toString()));
        }
        Exercises.askable(kind, position, moves, block.positionOf(block.required("answer")));
        String answer = switch (kind) {
            case "grundy" -> position.value().toString();
            case "outcome" -> position.outcome();
            case "count" -> Integer.toString(moves.size());
            default -> String.join("; ", moves);
        };
        Numbered numbered = block.numbered();
        String page = scope.page();
        boolean shown = asked.positionShown() || written(block.node().body(), position);
        return new ExerciseKey(numbered.lesson(), numbered.number(), numbered.anchor(), numbered.label() == null ? ""
                : numbered.label(), numbered.titleHtml(), page, text, !shown, kind, answer, moves, asked.questionHtml(),
                asked.questionText(), asked.hintHtml(), asked.notesHtml(), Exercises.dealing(block, generator),
                Steps.of(position), page + "#" + numbered.anchor(), Facts.KEY_PAGE + "#" + numbered.anchor());
    }

    /** Whether the question writes the position out in code, its arcs and tokens in any order. */
    private static boolean written(Node question, Loopy position) {
        for (Node node : question.getDescendants()) {
            if (node instanceof Code code && Matcher.loopy(code.getText().toString())) {
                try {
                    if (Loopy.parse(code.getText().toString()).canonical().equals(position.canonical())) {
                        return true;
                    }
                } catch (NotationException e) {
                    // code that is not a loopy position
                }
            }
        }
        return false;
    }
}
