import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * Writes the benchmark's corpus: N lessons of about 1,650 words each, like the real book's (headings, lists, a table,
 * inline and display math, code blocks, links to other lessons' sections, and a few directives: a theorem cited from
 * a later lesson, an exercise, values and nim-sums in the text, a table of values in every fifth lesson),
 * deterministic, as a Nimbook {@code content/} folder and as the same pages in a Hugo site with a layout like ours: a
 * lesson's page with its sections' list and the pager, the contents page, and the list of lessons as one script that
 * every page loads (Hugo reads the directives as text and code blocks). For {@code bench/scale.sh}, {@code site.sh}
 * and {@code preview.sh}. Not part of the book's tool: run as a source file,
 * {@code java bench/Corpus.java OUT LESSONS}.
 */
public final class Corpus {
    private static final String[] WORDS = ("heap counter move player position value game sum strategy winning losing"
            + " option mex nim section pile colour top bottom equal larger smaller theorem proof lemma induction"
            + " binary column digit parity period table row the a of and to in is that it for on with as by this"
            + " from every each one two three some no not when then so which its their can must may will")
            .split(" ");

    private Corpus() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int lessons = Integer.parseInt(args[1]);
        Path content = Files.createDirectories(out.resolve("content"));
        Path hugo = out.resolve("hugo");
        Files.createDirectories(hugo.resolve("content/lessons"));
        Files.createDirectories(hugo.resolve("layouts/_default"));
        Files.writeString(hugo.resolve("hugo.toml"), "baseURL = 'http://example.org/'\ntitle = 'Corpus'\n"
                + "disableKinds = ['taxonomy', 'term', 'RSS', 'sitemap', '404', 'robotsTXT']\n"
                + "[outputFormats.contents]\nmediaType = 'text/javascript'\nbaseName = 'contents'\n"
                + "isPlainText = true\n[outputs]\nhome = ['HTML', 'contents']\n"
                + "[markup.goldmark.renderer]\nunsafe = true\n");
        Files.writeString(hugo.resolve("layouts/_default/baseof.html"), """
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
                <link rel="stylesheet" href="/assets/style.css"></head>
                <body><header><a href="/">{{ .Site.Title }}</a></header>
                <main>{{ block "main" . }}{{ end }}</main>
                <nav id="lessons"><script src="/contents.js"></script>{{ block "toc" . }}{{ end }}</nav></body></html>
                """);
        Files.writeString(hugo.resolve("layouts/_default/single.html"), """
                {{ define "main" }}<article><h1>{{ .Title }}</h1><p>{{ .Params.summary }}</p>{{ .Content }}
                <nav class="pager">{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
                {{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav></article>{{ end }}
                {{ define "toc" }}{{ .TableOfContents }}{{ end }}
                """);
        Files.writeString(hugo.resolve("layouts/_default/list.html"), """
                {{ define "main" }}<h1>{{ .Title }}</h1>{{ end }}
                """);
        Files.writeString(hugo.resolve("layouts/index.html"), """
                {{ define "main" }}<h1>{{ .Title }}</h1><ol>{{ range .Site.RegularPages.ByWeight }}
                <li><a href="{{ .RelPermalink }}">{{ .Title }}</a><p>{{ .Params.summary }}</p></li>{{ end }}</ol>{{ end }}
                """);
        Files.writeString(hugo.resolve("layouts/index.contents.js"), """
                document.currentScript.insertAdjacentHTML("beforebegin", "<ol>" + {{ range .Site.RegularPages.ByWeight }}\
                {{ printf "%q" (printf "<li><a href='%s'>%s</a></li>" .RelPermalink .Title) }} + {{ end }}"</ol>");
                """);
        Random random = new Random(1);
        for (int i = 1; i <= lessons; i++) {
            String name = String.format("%04d-lesson", i);
            String body = lesson(random, i, lessons);
            String front = "---\ntitle: Lesson " + i + "\norder: " + i + "\nweight: " + i + "\nsummary: A generated lesson.\n---\n";
            Files.writeString(content.resolve(name + ".md"), front.replace("weight: " + i + "\n", "") + body,
                    StandardCharsets.UTF_8);
            // Hugo's links lead to its pages' addresses.
            Files.writeString(hugo.resolve("content/lessons/" + name + ".md"), front.replace("order: " + i + "\n", "")
                    + body.replaceAll("\\]\\(([0-9]{4}-lesson)\\.md", "](/lessons/$1/"), StandardCharsets.UTF_8);
        }
    }

    private static String lesson(Random random, int number, int lessons) {
        StringBuilder text = new StringBuilder();
        for (int section = 1; section <= 6; section++) {
            text.append("## Section ").append(section).append(" of lesson ").append(number).append("\n\n");
            for (int paragraph = 0; paragraph < 3; paragraph++) {
                text.append(sentences(random, 5)).append(" Here $x_").append(section).append(" \\oplus y^{2} = z$ holds.\n\n");
            }
            int other = 1 + random.nextInt(lessons);
            int a = 1 + random.nextInt(30);
            int b = 1 + random.nextInt(30);
            text.append("As [lesson ").append(other).append("](").append(String.format("%04d-lesson", other))
                    .append(".md#section-").append(section).append("-of-lesson-").append(other).append(") shows, ")
                    .append(sentences(random, 1)).append(" The heaps ").append(a).append(" and ").append(b)
                    .append(" have nim-sum {{ nimsum ").append(a).append(' ').append(b).append(" }}, and `nim ").append(a)
                    .append(' ').append(b).append(' ').append(section).append("` is worth {{ grundy nim ").append(a)
                    .append(' ').append(b).append(' ').append(section).append(" }}.\n\n");
            switch (section) {
                case 1 -> text.append("- ").append(sentences(random, 1)).append("\n- ").append(sentences(random, 1))
                        .append("\n- ").append(sentences(random, 1)).append("\n\n");
                case 2 -> text.append("| heap | value | note |\n|---|---|---|\n| 1 | 1 | small |\n| 2 | 2 | larger |\n"
                        + "| 3 | 3 | largest |\n\n");
                case 3 -> text.append("$$\n\\mathcal G(n) = \\operatorname{mex}\\{\\mathcal G(m) : m < n\\}\n$$\n\n");
                case 4 -> text.append("```java\nlong value = a ^ b ^ c;\nSystem.out.println(value);\n```\n\n");
                case 5 -> text.append("1. ").append(sentences(random, 1)).append("\n2. ").append(sentences(random, 1))
                        .append("\n\n");
                default -> text.append("> ").append(sentences(random, 2)).append("\n\n");
            }
            text.append(directive(random, number, section));
        }
        return text.toString();
    }

    /** The directives of a lesson's section: a theorem (cited from the next lesson), an exercise, a table of values. */
    private static String directive(Random random, int number, int section) {
        int a = 1 + random.nextInt(20);
        int b = 1 + random.nextInt(20);
        int c = 1 + random.nextInt(20);
        return switch (section) {
            case 1 -> "```theorem {#theorem-" + number + "} A statement of lesson " + number + "\n"
                    + sentences(random, 2) + " The nim-sum of $" + a + ", " + b + "$ is $" + (a ^ b) + "$.\n```\n\n"
                    + (number > 1 ? "By {{ ref theorem-" + (number - 1) + " }}, " + sentences(random, 1) + "\n\n" : "");
            case 4 -> "```exercise\nposition: nim " + a + " " + b + " " + c + "\nanswer: outcome\n\n"
                    + sentences(random, 1) + " Is it a P-position or an N-position?\n```\n\n";
            case 5 -> number % 5 == 0 ? "```grundy-table\ngame: subtract:1.." + (2 + number % 4) + "\nheaps: 0..15\n```\n\n"
                    : "";
            default -> "";
        };
    }

    private static String sentences(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int s = 0; s < count; s++) {
            int length = 10 + random.nextInt(10);
            for (int w = 0; w < length; w++) {
                String word = WORDS[random.nextInt(WORDS.length)];
                text.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word)
                        .append(w == length - 1 ? ". " : random.nextInt(9) == 0 ? ", " : " ");
            }
        }
        return text.toString().strip();
    }
}
