package nimbook.assess;

import java.util.ArrayList;
import java.util.List;
import nimbook.book.ExerciseKey;
import nimbook.markdown.Markdown;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;
import nimbook.solver.NotationException;

/**
 * A loopy exercise as a bank asks it. Its value may be ∞(K), which no numerical question takes and a short answer
 * would misjudge (∞(0, 2), inf{0,2}…): it is a choice among the value and the values that the usual mistakes give —
 * the mex of the finite options' values (the loop overlooked), ∞ of them (a finite value taken for a loop's), ∞() (every
 * loop taken for a draw). The outcome is a choice of P, N and D; a move, a choice among the position's moves; a count,
 * a number.
 */
final class LoopyChoices {
    private LoopyChoices() {
    }

    static Bank.Answer answer(ExerciseKey exercise) {
        Loopy position;
        try {
            position = Loopy.parse(exercise.position());
        } catch (NotationException e) {
            throw new IllegalStateException("the key's own position does not read: " + e.getMessage(), e);
        }
        return switch (exercise.answerKind()) {
            case "count" -> new Bank.Numerical(Long.parseLong(exercise.answer()));
            case "grundy" -> values(position);
            case "outcome" -> new Bank.Choices(true, List.of(
                    new Bank.Choice("a P-position: the previous player (the second to move) wins",
                            exercise.answer().equals("P") ? 100 : 0),
                    new Bank.Choice("an N-position: the next player (the one to move) wins",
                            exercise.answer().equals("N") ? 100 : 0),
                    new Bank.Choice("a draw: neither player can force a win", exercise.answer().equals("D") ? 100 : 0)));
            default -> moves(position, exercise.answerKind().equals("move"));
        };
    }

    private static Bank.Choices values(Loopy position) {
        List<Long> finite = new ArrayList<>();
        for (Loopy option : position.options()) {
            LoopyValue value = option.value();
            if (!value.infinite() && !finite.contains(value.value())) {
                finite.add(value.value());
            }
        }
        long mex = 0;
        while (finite.contains(mex)) {
            mex++;
        }
        List<LoopyValue> shown = new ArrayList<>();
        for (LoopyValue value : List.of(LoopyValue.finite(mex), LoopyValue.infinite(finite),
                LoopyValue.infinite(List.of()), position.value(), LoopyValue.finite(mex + 1))) {
            if (!shown.contains(value)) {
                shown.add(value);
            }
        }
        shown.sort((a, b) -> a.infinite() != b.infinite() ? Boolean.compare(a.infinite(), b.infinite())
                : a.infinite() ? a.toString().compareTo(b.toString()) : Long.compare(a.value(), b.value()));
        List<Bank.Choice> choices = new ArrayList<>();
        for (LoopyValue value : shown) {
            choices.add(new Bank.Choice(Markdown.escape(value.toString()), value.equals(position.value()) ? 100 : 0));
        }
        return new Bank.Choices(true, choices);
    }

    /** The moves as choices, as {@link Bank} offers a game's: one to pick, or every winning one to tick. */
    private static Bank.Choices moves(Loopy position, boolean one) {
        List<String> winning = new ArrayList<>();
        position.winningMoves().forEach(move -> winning.add(move.canonical()));
        double[] shares = Bank.shares(winning.size());
        boolean single = one || shares == null;
        List<String> seen = new ArrayList<>();
        List<Bank.Choice> choices = new ArrayList<>();
        int right = 0;
        for (Loopy option : position.options()) {
            if (seen.contains(option.canonical())) {
                continue;
            }
            seen.add(option.canonical());
            boolean wins = winning.contains(option.canonical());
            choices.add(new Bank.Choice("<code>" + Markdown.escape(option.toString()) + "</code>",
                    single ? wins ? 100 : 0 : wins ? shares[right++] : -100));
        }
        choices.add(new Bank.Choice(Bank.NO_MOVE, winning.isEmpty() ? 100 : single ? 0 : -100));
        return new Bank.Choices(single, choices);
    }
}
