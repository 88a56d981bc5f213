package nimbook.book;

import com.vladsch.flexmark.util.ast.Document;
import nimbook.diag.SourceText;

/** A parsed lesson: its source, front matter and Markdown document. {@code slug} names its page. */
public record Lesson(SourceText source, String slug, FrontMatter front, Document document) {
    public String page() {
        return slug + ".html";
    }
}
