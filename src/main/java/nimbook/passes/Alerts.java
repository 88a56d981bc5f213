package nimbook.passes;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.Paragraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.book.Callout;
import nimbook.diag.Diagnostics;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.directive.Directives;
import nimbook.directive.Titles;
import nimbook.markdown.Framed;
import nimbook.markdown.Markdown;
import nimbook.text.Spelling;

/**
 * GitHub's alerts: a quote whose first line is {@code [!NOTE]}, in any case; perhaps, as in Obsidian, with a title
 * after it, and a + or - that folds it there (a book's callouts are always open). Each becomes its callout, framed by
 * the callout's template (the expansion renders the frame).
 */
final class Alerts {
    private static final Pattern ALERT = Pattern.compile("\\[!([A-Za-z]+)\\][+-]?[ \t]*([^\n]*)");

    private final SourceText source;
    private final Markdown markdown;
    private final Diagnostics diagnostics;
    private final List<BlockQuote> quotes = new ArrayList<>();
    private final List<Callout> callouts = new ArrayList<>();

    Alerts(SourceText source, Markdown markdown, Diagnostics diagnostics) {
        this.source = source;
        this.markdown = markdown;
        this.diagnostics = diagnostics;
    }

    /** A quote that opens with an alert's mark is a callout. */
    void add(BlockQuote quote) {
        if (!(quote.getFirstChild() instanceof Paragraph first)) {
            return;
        }
        Matcher mark = ALERT.matcher(first.getChars());
        if (!mark.lookingAt()) {
            return;
        }
        String kind = mark.group(1).toLowerCase(Locale.ROOT);
        SourcePosition at = source.at(first.getStartOffset());
        if (!Directives.callouts().contains(kind)) {
            List<String> known = Directives.callouts().stream().map(Alerts::mark).toList();
            diagnostics.error(at, "unknown callout \"[!" + mark.group(1) + "]\"" + Spelling.suggest(mark(kind), known)
                    + "; known callouts: " + String.join(", ", known));
            return;
        }
        String title = mark.group(2).strip();
        SourcePosition titleAt = source.at(first.getStartOffset() + mark.start(2));
        String inTitle = Directives.inPlainText(title, "a callout's title");
        if (inTitle != null) {
            diagnostics.error(titleAt, inTitle);
        }
        if (mark.end() >= first.getChars().trimEnd().length() && first.getNext() == null) {
            diagnostics.error(at, "this " + kind + " says nothing: write it on the quote's next lines, each starting with"
                    + " >");
        }
        quotes.add(quote);
        callouts.add(new Callout(kind, Directives.block(kind).spec().display(), Titles.html(markdown, title, titleAt,
                diagnostics)));
    }

    /** Puts each alert's callout in the place of its quote, the quote's text (its mark line too) inside it. */
    void frame() {
        for (int i = 0; i < quotes.size(); i++) {
            BlockQuote quote = quotes.get(i);
            Framed framed = new Framed(quote.getChars(), callouts.get(i));
            while (quote.hasChildren()) {
                framed.appendChild(quote.getFirstChild());
            }
            quote.insertBefore(framed);
            quote.unlink();
        }
    }

    private static String mark(String kind) {
        return "[!" + kind.toUpperCase(Locale.ROOT) + "]";
    }
}
