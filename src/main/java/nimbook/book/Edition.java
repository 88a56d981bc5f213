package nimbook.book;

/** Which book to build from one source. */
public enum Edition {
    /** Answers beside the exercises and an answer key at the end. */
    INSTRUCTOR,
    /** No answers and no solutions anywhere: elements of class {@code answer} or {@code solution} are left out. */
    STUDENT
}
