package nimbook.solver;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
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
    private final Map<Key, Long> memo = new HashMap<>();

    public GameTree(boolean misere) {
        this.misere = misere;
    }

    /**
     * A position as the search remembers it: its terms' components, sorted within each term (the order of a
     * sum does not matter), flattened into numbers with the hash computed once.
     */
    private record Key(long[] code, int hash) {
        static Key of(Position position) {
            int length = 0;
            for (Term term : position.terms()) {
                length++;
                for (Component component : term.components()) {
                    length += 1 + component.size();
                }
            }
            long[] code = new long[length];
            int at = 0;
            for (Term term : position.terms()) {
                Component[] sorted = term.components().toArray(new Component[0]);
                Arrays.sort(sorted);
                code[at++] = sorted.length;
                for (Component component : sorted) {
                    code[at++] = component.size();
                    for (int i = 0; i < component.size(); i++) {
                        code[at++] = component.get(i);
                    }
                }
            }
            return new Key(code, Arrays.hashCode(code));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && hash == key.hash && Arrays.equals(code, key.code);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /**
     * One position on the search's stack. Its options are listed when it is first looked at, not when it is pushed:
     * by then a position pushed by several parents may already have its value.
     */
    private static final class Frame {
        final Key key;
        final Position position;
        List<Key> options;
        List<Position> optionPositions;

        Frame(Key key, Position position) {
            this.key = key;
            this.position = position;
        }

        void listOptions() {
            options = new ArrayList<>();
            optionPositions = new ArrayList<>();
            for (Position.Place place : position.places()) {
                for (List<Component> option : place.game().options(place.component())) {
                    Position next = position.replace(place, option);
                    options.add(Key.of(next));
                    optionPositions.add(next);
                }
            }
        }
    }

    public long value(Position start) {
        Key root = Key.of(start);
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(root, start));
        while (!stack.isEmpty()) {
            Frame frame = stack.peek();
            if (memo.containsKey(frame.key)) {
                stack.pop();
                continue;
            }
            if (frame.options == null) {
                frame.listOptions();
            }
            boolean ready = true;
            for (int i = 0; i < frame.options.size(); i++) {
                Key option = frame.options.get(i);
                if (!memo.containsKey(option)) {
                    stack.push(new Frame(option, frame.optionPositions.get(i)));
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                List<Long> values = new ArrayList<>();
                for (Key option : frame.options) {
                    values.add(memo.get(option));
                }
                memo.put(frame.key, frame.options.isEmpty() && misere ? 1 : Mex.of(values));
            }
        }
        return memo.get(root);
    }
}
