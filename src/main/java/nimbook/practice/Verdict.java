package nimbook.practice;

/** A judgement of an answer or of one step of a worked answer, with what to tell the reader. */
public record Verdict(Mark mark, String message) {
    /** Right, wrong, or not readable as an answer of the kind asked (neither right nor wrong: to be written again). */
    public enum Mark {
        RIGHT, WRONG, UNREADABLE;

        /** As pages, grading sheets and the command line write it: right, wrong, unreadable. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    static Verdict right(String message) {
        return new Verdict(Mark.RIGHT, message);
    }

    static Verdict wrong(String message) {
        return new Verdict(Mark.WRONG, message);
    }

    static Verdict unreadable(String message) {
        return new Verdict(Mark.UNREADABLE, message);
    }

    static Verdict of(boolean right, String ifRight, String ifWrong) {
        return right ? right(ifRight) : wrong(ifWrong);
    }
}
