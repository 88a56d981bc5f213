package nimbook.directive;

import java.util.ArrayList;
import java.util.List;

/**
 * The problems of one block's independent parts (its options, its text), gathered as they are read so that a run
 * reports all of them, not only the first.
 */
final class Problems {
    /** Reads one part of a block; its problem is thrown. */
    interface Reading<T> {
        T read() throws DirectiveException;
    }

    /** A check of one part of a block, which returns nothing. */
    interface Check {
        void run() throws DirectiveException;
    }

    private final List<DirectiveException> found = new ArrayList<>();

    /** What {@code reading} reads; or null, its problem kept. */
    <T> T read(Reading<T> reading) {
        try {
            return reading.read();
        } catch (DirectiveException e) {
            found.add(e);
            return null;
        }
    }

    /** Whether {@code check} passed; its problem is kept when not. */
    boolean check(Check check) {
        try {
            check.run();
            return true;
        } catch (DirectiveException e) {
            found.add(e);
            return false;
        }
    }

    /** Keeps a problem found along the way. */
    void add(DirectiveException problem) {
        found.add(problem);
    }

    /** Throws every problem found so far, if there is one. */
    void throwAny() throws DirectiveException {
        if (!found.isEmpty()) {
            throw DirectiveException.all(found);
        }
    }
}
