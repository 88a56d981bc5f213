package nimbook.book;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import nimbook.text.Spelling;

/**
 * What every lesson may refer to, known once every lesson is outlined: each label's target, each page's anchors, and
 * every other file of the site. A lesson's products depend on these and on its own source only; {@link #reading} tells
 * which of them a lesson asked about, so that the preview can tell whether its products still hold in a changed book.
 */
public final class Facts {
    /** The answer key's page. */
    public static final String KEY_PAGE = "answers.html";

    /** Where a label points: a page, an anchor on it, and how a reference reads ("Theorem 3.2"). */
    public record Target(String page, String anchor, String text) {
        public String href() {
            return page + "#" + anchor;
        }
    }

    /** One question a lesson asked of the facts, and the answer it got. */
    public record Read(Function<Facts, Object> question, Object answer) {
        /** Whether {@code facts} answers the question as these facts did. */
        public boolean holdsIn(Facts facts) {
            return Objects.equals(question.apply(facts), answer);
        }
    }

    private final Map<String, Target> labels;
    private final Map<String, Set<String>> anchors;
    private final Set<String> files;
    private final Bibliography bibliography;
    private final Glossary glossary;
    /** Where the questions asked are written down (null: nowhere). */
    private final List<Read> reads;

    /**
     * @param labels every {@code {#label}} of the book
     * @param anchors each page's ids, by page ({@code 01-nim.html})
     * @param files every other file the site will hold (pages without anchors listed, images)
     * @param bibliography the book's references, which {@code {{ cite }}} names
     * @param glossary the terms the lessons define, which {@code {{ term }}} names
     */
    public Facts(Map<String, Target> labels, Map<String, Set<String>> anchors, Set<String> files,
            Bibliography bibliography, Glossary glossary) {
        this.bibliography = bibliography;
        this.glossary = glossary;
        this.labels = Map.copyOf(labels);
        this.anchors = new HashMap<>(anchors);
        this.files = Set.copyOf(files);
        this.reads = null;
    }

    private Facts(Facts facts, List<Read> reads) {
        this.labels = facts.labels;
        this.anchors = facts.anchors;
        this.files = facts.files;
        this.bibliography = facts.bibliography;
        this.glossary = facts.glossary;
        this.reads = reads;
    }

    /** The same facts, which write each question asked of them, with its answer, into {@code reads} (kept in sync). */
    public Facts reading(List<Read> reads) {
        return new Facts(this, reads);
    }

    private <T> T asked(Function<Facts, T> question) {
        T answer = question.apply(this);
        if (reads != null) {
            synchronized (reads) {
                reads.add(new Read(question::apply, answer));
            }
        }
        return answer;
    }

    /**
     * The whole bibliography, for the pages the book writes (a lesson asks for one reference): asked as every other
     * fact is, so that a lesson that reads it all is made again when it changes.
     */
    public Bibliography bibliography() {
        return asked(facts -> facts.bibliography);
    }

    /** The whole glossary, for the pages the book writes (a lesson asks for one term's link); asked as the bibliography. */
    public Glossary glossary() {
        return asked(facts -> facts.glossary);
    }

    /** The reference {@code key} names in the bibliography, or null. */
    public Bibliography.Reference reference(String key) {
        return asked(facts -> facts.bibliography.reference(key));
    }

    /** The bibliography's file as the book names it, or null when it has none. */
    public String bibliographyFile() {
        return asked(facts -> facts.bibliography.file());
    }

    /** " (did you mean …?)" for a key of the bibliography like {@code key}; else "". */
    public String keyLike(String key) {
        return asked(facts -> facts.bibliography.keyLike(key));
    }

    /** Where the glossary links {@code term} (its definition in a lesson), or null when no lesson defines it. */
    public String termHref(String term) {
        return asked(facts -> {
            Glossary.Definition definition = facts.glossary.definition(term);
            return definition == null ? null : definition.href();
        });
    }

    /** " (did you mean …?)" for a term of the glossary like {@code term}; else "". */
    public String termLike(String term) {
        return asked(facts -> facts.glossary.termLike(term));
    }

    public Target label(String label) {
        return asked(facts -> facts.labels.get(label));
    }

    public boolean hasPage(String page) {
        return asked(facts -> facts.anchors.containsKey(page) || facts.files.contains(page));
    }

    public boolean hasAnchor(String page, String anchor) {
        return asked(facts -> facts.anchors.containsKey(page) && facts.anchors.get(page).contains(anchor));
    }

    /**
     * A link to the anchor {@code id} from the lesson {@code file} ({@code 01-nim.md}), as its author writes one: {@code
     * #id} on its own page, {@code 02-sums.md#id} on another lesson's (the first, in page order), {@code
     * games.html#id} on a page the book writes; null when no page has it.
     */
    public String linkToAnchor(String id, String file) {
        return asked(facts -> facts.anchorLink(id, file));
    }

    private String anchorLink(String id, String file) {
        return anchors.entrySet().stream().filter(page -> page.getValue().contains(id)).map(Map.Entry::getKey).sorted()
                .findFirst().map(page -> lessonFile(page).equals(file) ? "#" + id : lessonFile(page) + "#" + id)
                .orElse(null);
    }

    /** A lesson's source file for its page ({@code 02-sums.html} → {@code 02-sums.md}); a page the book writes as it is. */
    private static String lessonFile(String page) {
        return page.equals("games.html") || page.equals(KEY_PAGE) || page.equals(Bibliography.PAGE)
                || page.equals(Glossary.PAGE) ? page
                : page.replaceFirst("\\.html$", ".md");
    }

    /** " (did you mean "x"?)" when a label of the book is a likely spelling of {@code label}; else "". */
    public String labelLike(String label) {
        return asked(facts -> facts.labelSpelt(label));
    }

    private String labelSpelt(String label) {
        return Spelling.suggest(label, new TreeSet<>(labels.keySet()));
    }

    /**
     * The same for an anchor ({@code #id}) of {@code page}; or else the shortest anchor that ends in it, as if it were
     * written without a prefix ({@code #nim} for the games page's {@code #game-nim}, not {@code #game-misere-nim}).
     */
    public String anchorLike(String page, String anchor) {
        return asked(facts -> facts.anchorSpelt(page, anchor));
    }

    private String anchorSpelt(String page, String anchor) {
        Set<String> ids = new TreeSet<>();
        anchors.getOrDefault(page, Set.of()).forEach(id -> ids.add("#" + id));
        String suggestion = Spelling.suggest("#" + anchor, ids);
        return suggestion.isEmpty() ? ids.stream().filter(id -> id.endsWith("-" + anchor))
                .min(Comparator.comparingInt(String::length)).map(Spelling::meant)
                .orElse("") : suggestion;
    }

    /**
     * The same for a lesson's file ({@code 02-sums.md}), or for another file of the site; first, the lesson a link names
     * without its number or its {@code .md} ({@code sums.md}, {@code 02-sums}, {@code sums}: {@code 02-sums.md}).
     */
    public String fileLike(String file) {
        return asked(facts -> facts.fileSpelt(file));
    }

    private String fileSpelt(String file) {
        // The lessons' pages (and index.html), not the pages the book writes itself.
        Set<String> lessons = new TreeSet<>();
        anchors.keySet().stream().map(Facts::lessonFile).filter(lesson -> lesson.endsWith(".md"))
                .forEach(lessons::add);
        String named = file.endsWith(".md") ? file : file + ".md";
        String lesson = lessons.contains(named) ? named : lessons.stream()
                .filter(name -> name.endsWith("-" + named) && name.substring(0, name.length() - named.length() - 1)
                        .chars().allMatch(Character::isDigit))
                .findFirst().orElse(null);
        if (lesson != null) {
            return Spelling.meant(lesson);
        }
        Set<String> known = lessons;
        if (!file.endsWith(".md")) {
            known = new TreeSet<>(files);
            known.addAll(anchors.keySet()); // the pages: games.html, answers.html, the lessons'
        }
        return Spelling.suggest(file, known);
    }
}
