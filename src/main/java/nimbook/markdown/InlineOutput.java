package nimbook.markdown;

/** What an inline directive shows in a page: its HTML there. */
@FunctionalInterface
public interface InlineOutput {
    InlineOutput NOTHING = context -> "";

    String html(PageContext context);
}
