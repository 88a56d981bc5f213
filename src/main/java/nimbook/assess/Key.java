package nimbook.assess;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import nimbook.diag.Problem;
import nimbook.book.Exercise;
import nimbook.book.ExerciseKey;

/**
 * Every exercise of every set asked for, each dealt as a build with that set's seed deals it: the key to the sets, for
 * listing, printing, grading and export. Set after set, in the book's order within each.
 */
public record Key(List<Entry> entries) {
    public Key {
        entries = List.copyOf(entries);
    }

    /** One exercise in one set. */
    public record Entry(long set, ExerciseKey exercise) {
    }

    /**
     * Deals the book's exercises for each set; {@code lessons}, when not empty, keeps only those lessons' exercises.
     * A written-out exercise is the same in every set and is not dealt again.
     */
    public static Key deal(List<Exercise> exercises, List<Long> sets, Set<Long> lessons) throws Problem {
        List<Exercise> kept = exercises.stream()
                .filter(exercise -> lessons.isEmpty() || lessons.contains((long) exercise.key().lesson())).toList();
        List<Entry> entries = new ArrayList<>();
        for (long set : sets) {
            for (Exercise exercise : kept) {
                entries.add(new Entry(set, exercise.inSet(set)));
            }
        }
        return new Key(entries);
    }
}
