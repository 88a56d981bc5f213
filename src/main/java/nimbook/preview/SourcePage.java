package nimbook.preview;

import java.nio.charset.StandardCharsets;
import java.util.List;
import nimbook.markdown.Markdown;

/**
 * The page a problem of the overlay links to: its file, lines numbered, the problem's line marked and scrolled to. Only
 * the text the build's problems read from the book's own files is shown ({@link Flagged}): the preview serves no other
 * file of the machine, and reads none when asked.
 */
final class SourcePage {
    private SourcePage() {
    }

    /** The page for {@code query} ({@code problem=N}: the Nth of {@code problems}, from 0). */
    static byte[] of(List<Flagged> problems, String query) {
        int n = query != null && query.matches("problem=[0-9]{1,6}") ? Integer.parseInt(query.substring(8)) : -1;
        if (n < 0 || n >= problems.size()) {
            return page("Fixed", "<h1>Fixed</h1><p>The book no longer has that problem.</p>");
        }
        Flagged problem = problems.get(n);
        String file = problem.at().file();
        List<String> lines = problem.source();
        StringBuilder text = new StringBuilder("<h1>" + Markdown.escape(problem.at().toString()) + "</h1><p>"
                + Markdown.escape(problem.message()) + "</p><pre class=\"nimbook-source\">");
        for (int i = 0; i < lines.size(); i++) {
            boolean marked = i + 1 == problem.at().line();
            text.append("<span id=\"L").append(i + 1).append('"').append(marked ? " class=\"nimbook-marked\"" : "")
                    .append(">").append(String.format("%5d  ", i + 1)).append(Markdown.escape(lines.get(i)))
                    .append("</span>\n");
        }
        return page(file, text.append("</pre><script>var marked=document.getElementById('L").append(problem.at().line())
                .append("');if(marked){marked.scrollIntoView({block:'center'});}</script>").toString());
    }

    /** A page of the preview's own. */
    static byte[] page(String title, String body) {
        return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + Markdown.escape(title)
                + "</title><style>.nimbook-marked{background:#fde68a;font-weight:bold}</style></head><body>" + body
                + "</body></html>").getBytes(StandardCharsets.UTF_8);
    }
}
