package nimbook.practice;

/** A line of a worked answer as judged: its verdict, the answer it gives (null for a step), the value claimed. */
record Judged(Verdict verdict, String answer, Long claimed) {
    static Judged step(Verdict verdict) {
        return new Judged(verdict, null, null);
    }
}
