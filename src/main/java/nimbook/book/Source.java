package nimbook.book;

import nimbook.diag.SourceText;

/** A lesson's source as read: its file's name ({@code 01-nim.md}) and its text, line endings made {@code \n}. */
public record Source(String name, SourceText text) {
    /** The name of its page, without {@code .md}: {@code 01-nim}. */
    public String slug() {
        return name.substring(0, name.length() - 3);
    }
}
