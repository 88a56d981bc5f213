package nimbook.markdown;

/** What a directive block shows in a page, as the directive stage made it: its HTML there, and the words a reader sees. */
public interface Output {
    /** Output that shows nothing: a directive whose problem was reported. */
    Output NOTHING = new Output() {
        @Override
        public String html(PageContext context) {
            return "";
        }

        @Override
        public void visible(VisibleText text) {
        }
    };

    String html(PageContext context);

    /** Adds what a reader sees of it, in a page of its own, to {@code text}. */
    void visible(VisibleText text);
}
