package nimbook.directive;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import nimbook.Reference;
import nimbook.directive.BlockSpec.OptionSpec;
import nimbook.solver.Theorem;
import org.junit.jupiter.api.Test;

/**
 * The tables of docs/directives.md — inline directives, block directives, widgets, the theorems {@code verify} checks —
 * made from the registry's specs (and the theorems' declarations), so that they cannot drift from them; the prose
 * around them is written by hand. This test writes them with -Dgolden.update=true and otherwise fails when they differ.
 */
class DirectiveReferenceTest {
    private static final Path REFERENCE = Path.of("docs/directives.md");

    static Map<String, String> tables() {
        Map<String, String> parts = new LinkedHashMap<>();
        parts.put("inline", inline());
        parts.put("blocks", blocks(false));
        parts.put("widgets", blocks(true));
        parts.put("theorems", theorems());
        return parts;
    }

    private static String inline() {
        StringBuilder text = new StringBuilder("| directive | gives | in math | a claim is read as | template |\n"
                + "|---|---|---|---|---|\n");
        for (InlineSpec spec : Directives.inlines()) {
            row(text, "`{{ " + spec.name() + (spec.arguments().isEmpty() ? "" : " " + spec.arguments()) + " }}`",
                    spec.gives(), spec.inMath() ? "yes" : "no", claim(spec.claim()),
                    "`inline/" + spec.family() + ".ftlh`");
        }
        return text.toString();
    }

    private static String claim(InlineSpec.Claim claim) {
        return switch (claim) {
            case NUMBER -> "a number in digits";
            case OUTCOME -> "`P` or `N`, in either case";
            case MOVES -> "positions separated by `;`, in any order, each once; `none` for none";
            case SEQUENCE -> "values separated by commas, spaces or `;`";
            case TEXT -> "text as written (a number in digits read as one)";
        };
    }

    /** The block directives, or the widgets; directives of the same shape (the statements, the callouts) share a row. */
    private static String blocks(boolean widgets) {
        Map<List<String>, List<String>> rows = new LinkedHashMap<>();
        for (BlockSpec spec : Directives.declared()) {
            if (Directives.WIDGETS.contains(spec.name()) == widgets) {
                List<String> cells = List.of(options(spec.options()), takes(spec), numbered(spec.numbering()),
                        spec.renders());
                rows.computeIfAbsent(cells, shape -> new ArrayList<>()).add("`" + spec.name() + "`");
            }
        }
        StringBuilder text = new StringBuilder("| directive | options | takes | numbered | renders |\n"
                + "|---|---|---|---|---|\n");
        rows.forEach((cells, names) -> {
            List<String> row = new ArrayList<>(List.of(String.join(", ", names)));
            row.addAll(cells);
            row(text, row.toArray(String[]::new));
        });
        return text.toString();
    }

    private static String options(List<OptionSpec> options) {
        List<String> each = new ArrayList<>();
        for (OptionSpec option : options) {
            each.add("`" + option.name() + "`: " + option.takes() + (option.fallback().isEmpty() ? ""
                    : " (by default " + option.fallback() + ")"));
        }
        return each.isEmpty() ? "none" : String.join("<br>", each);
    }

    /** What a block takes besides its options: a label, a title, a body. */
    private static String takes(BlockSpec spec) {
        List<String> parts = new ArrayList<>();
        if (spec.label().allowed()) {
            parts.add("a label");
        }
        if (spec.title().allowed()) {
            parts.add("a title");
        }
        String body = switch (spec.body()) {
            case NONE -> null;
            case TEXT -> spec.emptyBody().allowed() ? "a Markdown body (may be empty)" : "a Markdown body";
            case QUESTION -> "a question, then notes after a line `---`";
        };
        if (body != null) {
            parts.add(body);
        }
        return parts.isEmpty() ? "option lines only" : parts.size() == 1 ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** Its count, and where a numbered block may not stand. */
    private static String numbered(BlockSpec.Numbering numbering) {
        String where = "; not in the introduction (`index.md`) or an exercise's notes";
        return switch (numbering) {
            case NONE -> "no";
            case STATEMENT -> "on the statements' count (Theorem 3.2)" + where;
            case EXERCISE -> "on the exercises' count (Exercise 3.1)" + where;
        };
    }

    private static String theorems() {
        StringBuilder text = new StringBuilder("| theorem | settings (defaults) | states |\n|---|---|---|\n");
        for (Theorem theorem : Theorem.values()) {
            List<String> settings = new ArrayList<>();
            theorem.defaults().forEach((name, value) -> settings.add("`" + name + ": " + value + "`"));
            row(text, "`" + theorem.id() + "`", String.join(", ", settings), theorem.statement());
        }
        return text.toString();
    }

    private static void row(StringBuilder text, String... cells) {
        List<String> escaped = new ArrayList<>();
        for (String cell : cells) {
            // A | inside a cell would end it; the code spans of a cell keep theirs escaped too (GitHub reads them so).
            escaped.add(cell.replace("|", "\\|"));
        }
        text.append("| ").append(String.join(" | ", escaped)).append(" |\n");
    }

    @Test
    void theTablesAreTheDirectivesAsDeclared() throws IOException {
        Reference.check(REFERENCE, Reference.withParts(REFERENCE, tables(), "DirectiveReferenceTest"),
                "DirectiveReferenceTest");
    }
}
