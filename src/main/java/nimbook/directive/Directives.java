package nimbook.directive;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import nimbook.directive.InlineSpec.Claim;
import nimbook.markdown.DirectiveBlock;
import nimbook.solver.Mex;
import nimbook.solver.Picture;
import nimbook.solver.Quotient;
import nimbook.text.Spelling;

/**
 * The directive language, in one place: every block directive (each a class declaring its spec and its handler) and
 * every inline directive, by name; and what to say of a name that is none of them.
 */
public final class Directives {
    /** Every block directive, in the order the directive reference lists them. */
    private static final List<BlockDirective> DECLARED = List.of(new Tables(), new NimTable(), new GenusTable(),
            new QuotientTable(), new LoopyTable(), new LoopyBoard(), new WorkedExample(), new PlayThrough(),
            new Exercises(), new Verification(),
            new Statement("definition", "Definition"), new Statement("theorem", "Theorem"),
            new Statement("lemma", "Lemma"), new Statement("proposition", "Proposition"),
            new Statement("corollary", "Corollary"), new Statement("example", "Example"),
            new Statement("remark", "Remark"), new Proof(), new ProofExercise(),
            new CalloutBlock("note", "Note"), new CalloutBlock("tip", "Tip"),
            new CalloutBlock("important", "Important"), new CalloutBlock("warning", "Warning"),
            new CalloutBlock("caution", "Caution"),
            Widgets.PLAY, Widgets.CALCULATOR, Widgets.CHECK);
    /** Every block directive, by name. */
    private static final SortedMap<String, BlockDirective> BLOCKS = Collections.unmodifiableSortedMap(new TreeMap<>(
            DECLARED.stream().collect(Collectors.toMap(directive -> directive.spec().name(), directive -> directive))));

    private Directives() {
    }

    /** The block directive of a name, or null. */
    public static BlockDirective block(String name) {
        return BLOCKS.get(name);
    }

    /** How the parser reads a fence of a name: a directive's block, or null for none (the fence is code). */
    public static DirectiveBlock.Shape shape(String name) {
        BlockDirective directive = BLOCKS.get(name);
        return directive == null ? null : directive.spec().shape();
    }

    /** Every block directive's name, sorted. */
    public static List<String> blocks() {
        return List.copyOf(BLOCKS.keySet());
    }

    /** Every block directive's spec, by name. */
    public static List<BlockSpec> specs() {
        return BLOCKS.values().stream().map(BlockDirective::spec).toList();
    }

    /** Every block directive's spec, in the order the directive reference lists them. */
    public static List<BlockSpec> declared() {
        return DECLARED.stream().map(BlockDirective::spec).toList();
    }

    /** The callouts' kinds, sorted: {@code note}, {@code tip}… */
    public static List<String> callouts() {
        return specs().stream().filter(spec -> spec.family().equals("callout")).map(BlockSpec::name).toList();
    }

    /**
     * The templates a directive may render through, by their path under the templates' folder: each block's own
     * ({@code directives/NAME.ftlh}) and its family's, each inline directive's ({@code inline/NAME.ftlh}) and its
     * family's.
     */
    public static Set<String> templates() {
        Set<String> names = new TreeSet<>();
        specs().forEach(spec -> names.addAll(List.of("directives/" + spec.name(), "directives/" + spec.family())));
        INLINE.forEach(spec -> names.addAll(List.of("inline/" + spec.name(), "inline/" + spec.family())));
        return names;
    }

    /**
     * The widgets a page may run, in the order their scripts load: those of the widget directives (a block that runs
     * its own script, {@code play}), in the order they are declared.
     */
    public static final List<String> WIDGETS = DECLARED.stream().map(BlockDirective::spec)
            .filter(spec -> spec.widget().equals(spec.name())).map(BlockSpec::name).toList();

    public static boolean isBlock(String name) {
        return BLOCKS.containsKey(name);
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

    /**
     * Every inline directive, in the order the documentation lists them: its name, its template's family and its value's
     * class there, whether it may stand in math, how its claim is read, and how it is evaluated.
     */
    private static final List<InlineSpec> INLINE = List.of(
            InlineSpec.named("grundy").arguments("POSITION").mathToo().claim(Claim.NUMBER)
                    .gives("the Grundy value, e.g. `{{ grundy empty-and-divide 2019,9102 }}`")
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(values.solver().grundy(values.position(call)))),
            InlineSpec.named("outcome").arguments("POSITION").gives("`P` or `N`").kind("nb-outcome").mathToo()
                    .claim(Claim.OUTCOME).evaluatedBy((call, values) -> InlineSpec.Value.word(values.solver()
                            .outcome(values.position(call)).name())),
            InlineSpec.named("moves").arguments("POSITION").gives("every winning move, as positions (at most 200: more"
                    + " is an error that suggests `count`)").family("positions").kind("nb-moves").claim(Claim.MOVES)
                    .evaluatedBy((call, values) -> values.winningMoves(call)),
            InlineSpec.named("count").arguments("POSITION").gives("how many winning moves there are (moves leaving the"
                    + " same position, up to the order of a sum and to empty heaps or piles, count once; a `count`"
                    + " exercise says so under its question)").mathToo().claim(Claim.NUMBER)
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(values.winningMoves(call,
                            values.position(call)).size())),
            InlineSpec.named("options").arguments("POSITION").gives("every option of a position, as positions (at most"
                    + " 200)").family("positions").kind("nb-options").claim(Claim.MOVES)
                    .evaluatedBy((call, values) -> values.options(call)),
            InlineSpec.named("picture").arguments("hackenbush PICTURE …").gives("a Green Hackenbush position drawn,"
                    + " its pictures side by side on the ground, laid out as the boards lay them out and named in words"
                    + " for a screen reader: `{{ picture hackenbush 0-1-2,1-3 cycle4 }}` (a worked example's or an"
                    + " exercise's Hackenbush position is drawn above it without asking)").kind("nb-picture")
                    .evaluatedBy((call, values) -> new InlineSpec.Value(call.args(), Map.of("picture", values.read(call,
                            text -> Picture.of(values.solver().parse(text)))))),
            InlineSpec.named("genus").arguments("misere:GAME HEAPS").gives("Conway's genus of a misère position,"
                    + " `1^{031}`, for math").mathToo().evaluatedBy((call, values) -> InlineSpec.Value.word(
                            values.genus(call).tex())),
            InlineSpec.named("tame").arguments("misere:GAME HEAPS").gives("`tame` when the position and every position"
                    + " it reaches have a genus of misère Nim, else `wild`").evaluatedBy((call, values) -> InlineSpec
                            .Value.word(values.genus(call).tame() ? "tame" : "wild")),
            InlineSpec.named("quotient-element").arguments("misere:GAME HEAPS").gives("the element of a misère position"
                    + " in the quotient of every sum of its game (see `quotient-table`), `ab^2`, for math").mathToo()
                    .evaluatedBy((call, values) -> InlineSpec.Value.word(values.read(call, text -> Quotient.name(values
                            .solver().parse(text))))),
            InlineSpec.named("loopy-value").arguments("loopy GRAPH@V …").gives("the generalised Sprague–Grundy value of"
                    + " tokens on graphs with cycles, `2` or `\\infty(0,2)`, for math").mathToo()
                    .evaluatedBy((call, values) -> InlineSpec.Value.word(values.loopy(call).value().tex())),
            InlineSpec.named("loopy-outcome").arguments("loopy GRAPH@V …").gives("`P`, `N` or `D` (a draw)")
                    .kind("nb-outcome").mathToo().evaluatedBy((call, values) -> InlineSpec.Value.word(values.loopy(call)
                            .outcome())),
            InlineSpec.named("loopy-move").arguments("loopy GRAPH@V …").gives("the perfect player's move, as the"
                    + " position it leaves").family("positions").kind("nb-moves").evaluatedBy((call, values) -> {
                        nimbook.solver.Loopy reply = values.loopy(call).reply();
                        List<String> shown = reply == null ? List.of() : List.of(reply.toString());
                        return new InlineSpec.Value(String.join("", shown), Map.of("positions", shown));
                    }),
            InlineSpec.named("nimsum").arguments("3 4 5").gives("the XOR of numbers").mathToo().claim(Claim.NUMBER)
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(values.numbers(call).stream()
                            .reduce(0L, (a, b) -> a ^ b))),
            InlineSpec.named("nim-product").arguments("3 5").gives("the nim-product of numbers below 2³² (`3 ⊗ 5 = 15`)")
                    .mathToo().claim(Claim.NUMBER)
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(values.nimProduct(call))),
            InlineSpec.named("mex").arguments("0 1 3").gives("the least number not listed").mathToo().claim(Claim.NUMBER)
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(Mex.of(values.numbers(call)))),
            InlineSpec.named("binary").arguments("13").gives("`1101`").kind("nb-binary").mathToo()
                    .evaluatedBy((call, values) -> InlineSpec.Value.word(Long.toBinaryString(values.one(call)))),
            InlineSpec.named("powers").arguments("13").gives("`8 + 4 + 1`: a number as a sum of powers of two")
                    .kind("nb-powers").mathToo().evaluatedBy((call, values) -> InlineSpec.Value.word(
                            InlineSpec.Value.powersOfTwo(values.one(call)))),
            InlineSpec.named("sequence").arguments("GAME FROM..TO").gives("G(FROM), …, G(TO) of a one-heap game,"
                    + " separated by commas (a range written as one number, `12`, is `0..12`, here and in blocks)")
                    .kind("nb-sequence").claim(Claim.SEQUENCE).evaluatedBy((call, values) -> values.sequence(call)),
            InlineSpec.named("period").arguments("GAME").gives("the period of a subtraction or octal game").mathToo()
                    .claim(Claim.NUMBER).evaluatedBy((call, values) -> InlineSpec.Value.number(values.period(call)
                            .period())),
            InlineSpec.named("period-start").arguments("GAME").gives("where the period of a subtraction or octal game"
                    + " starts").mathToo().claim(Claim.NUMBER)
                    .evaluatedBy((call, values) -> InlineSpec.Value.number(values.period(call).start())),
            InlineSpec.named("ref").arguments("LABEL").gives("a link to a labelled statement, exercise or equation,"
                    + " reading e.g. \"Theorem 3.2\" or \"(1.1)\" (Quarto's `@thm-LABEL` is read as one, see"
                    + " [lessons.md](lessons.md))").family("ref").kind("nb-ref")
                    .evaluatedBy((call, values) -> values.reference(call)),
            InlineSpec.named("cite").arguments("KEY").gives("a citation, `[Bouton 1901]`, linked to its entry on"
                    + " `references.html`, listed from the book's `content/references.bib` (read with JBibTeX). A key"
                    + " the file lacks is an error with a suggestion; an entry no lesson cites is an error at its line")
                    .family("ref").kind("nb-cite").evaluatedBy(Sources::citation),
            InlineSpec.named("define").arguments("TERM").gives("the term where a lesson defines it (`<dfn>`);"
                    + " `glossary.html` lists every defined term with its definition, the numbered block around it or else"
                    + " its paragraph (math and all), linked to that block (whose preview shows on hover) or else to its"
                    + " section; the search finds the term and the definition's words. A term is defined once in the"
                    + " book. A sentence that inflects it writes the entry, a bar and its own form: `{{ define option |"
                    + " options }}` shows \"options\" and defines \"option\"").kind("nb-define")
                    .evaluatedBy(Sources::definition),
            InlineSpec.named("term").arguments("TERM").gives("a use of a defined term (any capitals), linked to its"
                    + " definition, inflected as `define` is (`{{ term option | options }}`); a term no lesson defines is"
                    + " an error with a suggestion").family("ref").kind("nb-term").evaluatedBy(Sources::term),
            InlineSpec.named("position").gives("inside an exercise's question, hint or notes: the exercise's position"
                    + " (for `generate:` exercises mostly). A question that neither uses it nor writes the position in"
                    + " code (`` `nim 7 9 12 13` ``, its terms in any order) has the position shown above it, so the"
                    + " reader always sees it in the book's notation").family("positions").kind("nb-exercise-position")
                    .evaluatedBy((call, values) -> values.exercisePosition(call)));

    /** The inline directive of a name, or null. */
    public static InlineSpec inline(String name) {
        return INLINE.stream().filter(spec -> spec.name().equals(name)).findFirst().orElse(null);
    }

    /** Every inline directive's spec, in the documentation's order. */
    public static List<InlineSpec> inlines() {
        return INLINE;
    }

    public static String unknownInline(String name) {
        List<String> names = INLINE.stream().map(InlineSpec::name).toList();
        return "unknown directive \"" + name + "\"" + Spelling.suggest(name, names) + "; known inline directives: "
                + String.join(", ", names.stream().sorted().toList());
    }
}
