package nimbook.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A position: a sum of terms, written {@code nim 3 + squares 11 + cubes 17}. */
public record Position(List<Term> terms) {
    public Position {
        terms = List.copyOf(terms);
    }

    /** True when the position is played under the misère convention (misère Nim, misere:GAME). */
    public boolean misere() {
        return terms.size() == 1 && terms.get(0).game().misere();
    }

    /** Misère Nim, whose values and winning moves have Bouton's closed form; other misère games are searched. */
    boolean misereNim() {
        return misere() && terms.get(0).game() instanceof MisereNim;
    }

    /**
     * The same position in a standard form, so that positions written differently compare equal: each
     * component in its game's standard form, empty ones left out (an empty heap or pile has no move, so
     * {@code nim 4 0 1} is {@code nim 1 4}), the terms of one game merged, components and terms sorted.
     */
    public Position canonical() {
        Map<String, Term> merged = new TreeMap<>();
        for (Term term : terms) {
            List<Component> components = new ArrayList<>();
            Term known = merged.get(term.game().notation());
            if (known != null) {
                components.addAll(known.components());
            }
            for (Component component : term.components()) {
                if (!component.isEmpty()) {
                    components.add(term.game().canonical(component));
                }
            }
            components.sort(null);
            merged.put(term.game().notation(), new Term(term.game(), components));
        }
        merged.values().removeIf(term -> term.components().isEmpty());
        if (merged.isEmpty()) {
            // Nothing left to play: written as one empty component of the first game, "nim 0".
            return new Position(List.of(new Term(terms.get(0).game(), List.of(Component.of(0)))));
        }
        return new Position(new ArrayList<>(merged.values()));
    }

    /** Every component with its game, in the order written. */
    public List<Place> places() {
        List<Place> places = new ArrayList<>();
        for (int t = 0; t < terms.size(); t++) {
            Term term = terms.get(t);
            for (int c = 0; c < term.components().size(); c++) {
                places.add(new Place(t, c, term.game(), term.components().get(c)));
            }
        }
        return places;
    }

    /** The position after one component is replaced by the components of one of its options. */
    public Position replace(Place place, List<Component> option) {
        List<Term> next = new ArrayList<>(terms);
        Term term = terms.get(place.term());
        List<Component> components = new ArrayList<>(term.components());
        components.remove(place.index());
        components.addAll(place.index(), option);
        next.set(place.term(), new Term(term.game(), components));
        return new Position(next);
    }

    // Written out, like Term's: the generated ones bootstrap method handles at first use.
    @Override
    public boolean equals(Object other) {
        return other instanceof Position position && terms.equals(position.terms);
    }

    @Override
    public int hashCode() {
        return terms.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Term term : terms) {
            text.append(text.isEmpty() ? "" : " + ").append(term);
        }
        return text.toString();
    }

    /** Where a component stands in a position: term number, index within the term. */
    public record Place(int term, int index, Game game, Component component) {
        /** The component written on its own: {@code squares 11}. */
        public String label() {
            return game.term(List.of(component));
        }
    }
}
