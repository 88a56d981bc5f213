package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * An impartial game, defined by the options of each of its components. A move replaces one component by
 * the components of an option (a heap split in two becomes two components). Implementations memoise
 * their values and are safe to share between threads.
 */
public interface Game {
    /** The game as written in the notation, parameters included: {@code subtract:1,2,4}. */
    String notation();

    Shape shape();

    /** One line for the catalogue: what a component is and what a move does. */
    String description();

    /**
     * Rejects a component this game cannot take (a box of 0 in Empty and Divide) or cannot compute
     * (a heap beyond a brute-force limit). The message quotes the component and says what was expected.
     */
    void check(Component component) throws NotationException;

    /**
     * This game with its brute-force limits cut {@code divisor}-fold, for a host that computes that much more
     * slowly (a browser) and should still answer within seconds. A game with no such limit is itself.
     */
    default Game cutBruteForce(int divisor) {
        return this;
    }

    /**
     * The brute-force steps this component's value takes that no other component shares (a table that all the game's
     * heaps share is paid for by {@link #check}): a position is refused when its components need too many together.
     */
    default long work(Component component) {
        return 0;
    }

    /** How many options a component has, counted without listing them (saturating at {@code Long.MAX_VALUE}). */
    long optionCount(Component component);

    /**
     * How many options {@link #optionsWithValue} looks through: by default all of them; a game whose options of a
     * value have a closed form looks through a few.
     */
    default long searchCost(Component component) {
        return optionCount(component);
    }

    /** The Grundy value of one (checked) component. */
    long grundy(Component component);

    /** Every option of a component; each option lists the components that replace it. */
    List<List<Component>> options(Component component);

    /** The options whose value is {@code target}; games with a closed form find them without listing all. */
    default List<List<Component>> optionsWithValue(Component component, long target) {
        List<List<Component>> found = new ArrayList<>();
        for (List<Component> option : options(component)) {
            if (valueOf(option) == target) {
                found.add(option);
            }
        }
        return found;
    }

    /** The value of several components of this game played together: the XOR of their values. */
    default long valueOf(List<Component> components) {
        long value = 0;
        for (Component c : components) {
            value ^= grundy(c);
        }
        return value;
    }

    /**
     * The closed form that gives a component's value, as a step a reader can follow (the eeny-meeny walk, a period, a
     * bit rule, a Nim heap too large to list); null when the value is the mex of its options' values.
     */
    default Step closedForm(Component component) {
        return null;
    }

    /** How the value of a component is found: its closed form, or else its options with their values and the mex. */
    default List<Step> derivation(Component component) {
        Step form = closedForm(component);
        return List.of(form != null ? form : Step.Mex.of(this, component));
    }

    /**
     * The component written in its standard form: a game whose two numbers play the same either way round
     * (two boxes, two piles) lists the smaller first. Positions that differ only so are the same position.
     */
    default Component canonical(Component component) {
        return component;
    }

    /** The misère convention: the player who makes the last move loses. Such a game cannot be summed. */
    default boolean misere() {
        return false;
    }

    /**
     * Whether the heaps written in a term are one game played together (in Moore's Nim a move may take from several
     * heaps): the notation reads them as a single component, and the term cannot be summed.
     */
    default boolean joint() {
        return false;
    }

    /** Why a term of this game cannot be added to other games (misère play, heaps played together), or null. */
    default String unsummable() {
        return misere() ? "misère play does not split into a sum"
                : joint() ? "its heaps are played together as one game, not as a sum" : null;
    }

    /** One component as a term writes it: {@code 3,5}; a joint game's heaps with spaces, {@code 3 4 5}. */
    default String written(Component component) {
        return component.toString();
    }

    /** The components written as this game's term: {@code squares 10 4}. */
    default String term(List<Component> components) {
        StringBuilder text = new StringBuilder(notation());
        for (Component c : components) {
            text.append(' ').append(written(c));
        }
        return text.toString();
    }
}
