package nimbook.solver;

import java.util.List;

/** Checks shared by the games played on piles of coloured sections. */
final class Piles {
    private Piles() {
    }

    /** A pair with its smaller number first. */
    static Component ordered(Component pair) {
        return pair.get(0) <= pair.get(1) ? pair : Component.of(pair.get(1), pair.get(0));
    }

    /** Every section holds at least one ball: an empty section would merge its neighbours' colours. */
    static void checkSections(Game game, Component pile) throws NotationException {
        for (int i = 0; i < pile.size(); i++) {
            if (pile.get(i) == 0) {
                throw new NotationException(Notation.quote(game.term(List.of(pile))) + " has an empty section: every section"
                        + " holds at least one ball (an empty pile is written 0)", 0);
            }
        }
    }
}
