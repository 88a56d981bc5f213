package nimbook.solver;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The brute force over whole positions: a position's value is the mex of its options' values, searched
 * without splitting sums into components, so it checks the Sprague–Grundy theorem rather than using it.
 * Under misère play a position without moves is worth 1 (its player to move has won). Iterative, so that
 * long games do not overflow the stack.
 */
public final class GameTree {
    private final boolean misere;
    private final Map<Position, Long> memo = new HashMap<>();

    public GameTree(boolean misere) {
        this.misere = misere;
    }

    /** How many distinct positions the search has valued so far. */
    public int size() {
        return memo.size();
    }

    public long value(Position start) {
        Position root = canonical(start);
        Deque<Position> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Position position = stack.peek();
            if (memo.containsKey(position)) {
                stack.pop();
                continue;
            }
            List<Position> options = options(position);
            boolean ready = true;
            for (Position option : options) {
                if (!memo.containsKey(option)) {
                    stack.push(option);
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                List<Long> values = new ArrayList<>();
                for (Position option : options) {
                    values.add(memo.get(option));
                }
                memo.put(position, options.isEmpty() && misere ? 1 : Mex.of(values));
            }
        }
        return memo.get(root);
    }

    private static List<Position> options(Position position) {
        List<Position> options = new ArrayList<>();
        for (Position.Place place : position.places()) {
            for (List<Component> option : place.game().options(place.component())) {
                options.add(canonical(position.replace(place, option)));
            }
        }
        return options;
    }

    /** The same position with each term's components sorted: the order of a sum does not matter. */
    private static Position canonical(Position position) {
        List<Term> terms = new ArrayList<>();
        for (Term term : position.terms()) {
            terms.add(new Term(term.game(), term.components().stream().sorted().toList()));
        }
        return new Position(terms);
    }
}
