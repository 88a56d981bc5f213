package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Position;

/**
 * A step of a worked answer as judged: its verdict; the answer it gives (null for a step); the value it gives the
 * exercise's position, if any; whether it stops before saying what it comes to ({@code open}: right so far, but
 * incomplete); the position it is about, which a following "so P" speaks of (null when that is not clear); the moves it
 * answers with, for a question about moves, each the standard form of the position it leaves; and how it was read,
 * when not as written ("" when so).
 */
record Judged(Verdict verdict, String answer, Long claimed, boolean open, Position about, List<String> moves,
        String reading) {
    Judged {
        moves = List.copyOf(moves);
    }

    static Judged step(Verdict verdict) {
        return new Judged(verdict, null, null, false, null, List.of(), "");
    }

    static Judged answer(Verdict verdict, String answer, Long claimed) {
        return new Judged(verdict, answer, claimed, false, null, List.of(), "");
    }

    Judged about(Position position) {
        return new Judged(verdict, answer, claimed, open, position, moves, reading);
    }

    Judged opened() {
        return new Judged(verdict, answer, claimed, true, about, moves, reading);
    }

    Judged moving(List<String> made) {
        return new Judged(verdict, answer, claimed, open, about, made, reading);
    }

    Judged withVerdict(Verdict changed) {
        return new Judged(changed, answer, claimed, open, about, moves, reading);
    }

    /** The same, read so too ("read as binary: 101 = 5"). */
    Judged read(String note) {
        if (note.isEmpty()) {
            return this;
        }
        return new Judged(verdict, answer, claimed, open, about, moves, reading.isEmpty() ? note : note + "; " + reading);
    }

    /** How far from right: wrong, unreadable, right so far, right. */
    int rank() {
        return verdict.mark() == Verdict.Mark.WRONG ? 3 : verdict.mark() == Verdict.Mark.UNREADABLE ? 2 : open ? 1 : 0;
    }

    /** Two steps written on one line, as the line's one verdict: the worse of the two, with all each gives. */
    Judged and(Judged next) {
        boolean worse = next.rank() > rank() || next.rank() == rank() && answer == null && next.answer != null;
        Judged kept = worse ? next : this;
        List<String> made = new ArrayList<>(moves);
        made.addAll(next.moves);
        String both = reading.isEmpty() ? next.reading : next.reading.isEmpty() ? reading : reading + "; " + next.reading;
        return new Judged(kept.verdict, next.answer != null ? next.answer : answer, next.claimed != null ? next.claimed
                : claimed, kept.open, next.about, made, both);
    }
}
