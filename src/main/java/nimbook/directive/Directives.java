package nimbook.directive;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import nimbook.solver.Spelling;

/** The names of the directive language: inline {@code {{ name … }}} and fenced blocks. */
public final class Directives {
    private Directives() {
    }

    /** Inline directives, each with what it renders. */
    public static final List<String> INLINE = List.of("grundy", "outcome", "moves", "count", "options", "nimsum", "mex",
            "binary", "powers", "sequence", "period", "period-start", "ref", "position");

    /** Numbered statements: a block with a title and a Markdown body, numbered per lesson. */
    public static final Map<String, String> STATEMENTS = new TreeMap<>(Map.of(
            "definition", "Definition",
            "theorem", "Theorem",
            "lemma", "Lemma",
            "proposition", "Proposition",
            "corollary", "Corollary",
            "example", "Example",
            "remark", "Remark"));

    /**
     * Callouts: an unnumbered box set off from the text, with an optional title. The five kinds GitHub's alerts, Quarto's
     * callouts and MyST's admonitions share, so that a lesson written for one of them needs only its fences changed.
     */
    public static final Map<String, String> CALLOUTS = new TreeMap<>(Map.of(
            "note", "Note",
            "tip", "Tip",
            "important", "Important",
            "warning", "Warning",
            "caution", "Caution"));

    /** Blocks computed by the solver, and the unnumbered proof. */
    public static final List<String> COMPUTED = List.of("grundy-table", "worked-example", "play-through", "exercise",
            "verify", "proof", "play", "calculator", "check");

    /** Every block directive, sorted. */
    public static List<String> blocks() {
        return Stream.of(COMPUTED.stream(), STATEMENTS.keySet().stream(), CALLOUTS.keySet().stream()).flatMap(s -> s)
                .sorted().toList();
    }

    public static boolean isBlock(String name) {
        return COMPUTED.contains(name) || STATEMENTS.containsKey(name) || CALLOUTS.containsKey(name);
    }

    /**
     * Whether a fenced block's info name is meant as a directive that does not exist: the MyST form
     * {@code {name}}, or a name one or two edits from a known directive (a typo, not a code language).
     */
    public static boolean looksLikeDirective(String info, String name) {
        return info.strip().startsWith("{") || !LANGUAGES.contains(name)
                && (!Spelling.suggest(name, blocks()).isEmpty() || abbreviates(name));
    }

    /** Code languages a directive's name is close to (prolog and proof): their fences stay code. */
    private static final Set<String> LANGUAGES = Set.of("pl", "perl", "php", "pony", "prolog", "proto",
            "plain", "theory", "lean", "coq", "agda", "elm", "pascal");

    /** Whether a name shortens a directive's ({@code grundy}, {@code calc}); short ones, like c, are left alone. */
    private static boolean abbreviates(String name) {
        return name.length() >= 4 && blocks().stream().anyMatch(block -> block.startsWith(name));
    }

    /** Languages of Quarto's and MyST's executed cells, {@code ```{python}}: said to be code, which no build runs. */
    private static final Set<String> CELLS = Set.of("python", "python3", "ipython3", "r", "julia", "ojs", "bash", "sh",
            "javascript", "js", "sql", "mermaid", "dot");

    /** What to say of a fenced block whose info string names no directive but looks meant as one. */
    public static String unknownBlock(String name, String info) {
        return info.strip().startsWith("{") && CELLS.contains(name.toLowerCase(Locale.ROOT))
                ? "{" + name + "} would be a cell to run, and a book's build runs no code: show the code as ```" + name
                        + " (without braces), or compute with a directive"
                : unknownBlock(name);
    }

    private static String unknownBlock(String name) {
        String suggestion = Spelling.suggest(name, blocks());
        if (suggestion.isEmpty() && abbreviates(name)) {
            // The directive sharing the longest start with the name: grundy-table for grundy, play-through for play-thru.
            String best = blocks().stream().max(Comparator.comparingInt(block -> commonStart(block, name)))
                    .orElseThrow();
            suggestion = Spelling.meant(best);
        }
        return "unknown directive \"" + name + "\"" + suggestion + "; known block directives: " + String.join(", ", blocks());
    }

    private static int commonStart(String a, String b) {
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return n;
    }

    /**
     * What to say when plain text (a title, a caption, a summary) holds {@code {{ … }}}, or null when it does not:
     * such text is printed as written, so a claim there would go unchecked.
     */
    public static String inPlainText(String text, String what) {
        return text.contains("{{") ? "{{ … }} is not expanded in " + what + ", so it would be printed as written:"
                + " put the value in the text instead" : null;
    }

    public static String unknownInline(String name) {
        return "unknown directive \"" + name + "\"" + Spelling.suggest(name, INLINE) + "; known inline directives: "
                + String.join(", ", INLINE.stream().sorted().toList());
    }
}
