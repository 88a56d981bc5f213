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
            return of(position, null, List.of());
        }

        /**
         * The key of the position after the component at {@code replaced} becomes {@code option}, made without making
         * that position: most options of a search are already known, and only the unknown ones need a position.
         */
        static Key of(Position position, Position.Place replaced, List<Component> option) {
            List<Term> terms = position.terms();
            Component[][] sorted = new Component[terms.size()][];
            int length = terms.size();
            for (int t = 0; t < sorted.length; t++) {
                List<Component> components = terms.get(t).components();
                boolean here = replaced != null && replaced.term() == t;
                Component[] term = new Component[components.size() + (here ? option.size() - 1 : 0)];
                int n = 0;
                for (int i = 0; i < components.size(); i++) {
                    if (!here || i != replaced.index()) {
                        term[n++] = components.get(i);
                    }
                }
                if (here) {
                    for (Component component : option) {
                        term[n++] = component;
                    }
                }
                if (term.length > 1) {
                    Arrays.sort(term);
                }
                for (Component component : term) {
                    length += 1 + component.size();
                }
                sorted[t] = term;
            }
            long[] code = new long[length];
            int at = 0;
            for (Component[] term : sorted) {
                code[at++] = term.length;
                for (Component component : term) {
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
        List<Position.Place> places;
        List<List<Component>> replacements;

        Frame(Key key, Position position) {
            this.key = key;
            this.position = position;
        }

        void listOptions() {
            options = new ArrayList<>();
            places = new ArrayList<>();
            replacements = new ArrayList<>();
            for (Position.Place place : position.places()) {
                for (List<Component> option : place.game().options(place.component())) {
                    options.add(Key.of(position, place, option));
                    places.add(place);
                    replacements.add(option);
                }
            }
        }

        /** The position of option {@code i}. */
        Position option(int i) {
            return position.replace(places.get(i), replacements.get(i));
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
                    stack.push(new Frame(option, frame.option(i)));
                    ready = false;
                }
            }
            if (ready) {
                stack.pop();
                long[] values = new long[frame.options.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = memo.get(frame.options.get(i));
                }
                memo.put(frame.key, values.length == 0 && misere ? 1 : Mex.of(values, values.length));
            }
        }
        return memo.get(root);
    }
}
