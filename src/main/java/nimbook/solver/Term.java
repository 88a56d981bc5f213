package nimbook.solver;

import java.util.List;

/** One game with one or more components, played together: {@code nim 3 4 5}. */
public record Term(Game game, List<Component> components) {
    public Term {
        components = List.copyOf(components);
    }

    // Written out: a record's generated equals and hashCode bootstrap method handles at first use, a cost every
    // cold build paid (positions are the solver's memo keys).
    @Override
    public boolean equals(Object other) {
        return other instanceof Term term && game.equals(term.game) && components.equals(term.components);
    }

    @Override
    public int hashCode() {
        return 31 * game.hashCode() + components.hashCode();
    }

    @Override
    public String toString() {
        return game.term(components);
    }
}
