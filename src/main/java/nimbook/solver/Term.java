package nimbook.solver;

import java.util.List;

/** One game with one or more components, played together: {@code nim 3 4 5}. */
public record Term(Game game, List<Component> components) {
    public Term {
        components = List.copyOf(components);
    }

    @Override
    public String toString() {
        return game.term(components);
    }
}
