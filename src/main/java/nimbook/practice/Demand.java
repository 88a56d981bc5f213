package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import nimbook.solver.Games;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import nimbook.text.Spelling;
import nimbook.text.Text;

/**
 * What a {@code construct} or {@code counterexample} exercise asks for: a position, or a game, of a family, with
 * conditions the solver checks. Written {@code FAMILY with CONDITION, CONDITION…}: {@code nim with outcome P,
 * components 3, distinct}, {@code subtract with period 9}, {@code octal with guy-smith 0 1, not periodic 0 1}. The
 * family is a game ({@code kayles}, {@code moore:2}) or, for a game asked for, the name before a colon ({@code
 * subtract}, {@code octal}). The same text is the exercise's option, the page's box and the key's position column.
 */
public final class Demand {
    /** The answer kinds that ask for a position or a game with properties, rather than about a given position. */
    public static final List<String> KINDS = List.of("construct", "counterexample");

    private final String family;
    private final List<Condition> conditions;

    private Demand(String family, List<Condition> conditions) {
        this.family = family;
        this.conditions = List.copyOf(conditions);
    }

    /** One condition: what is measured, with its numbers or outcome, possibly negated ({@code not periodic 0 1}). */
    record Condition(Measure measure, boolean negated, long[] numbers, String outcome) {
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(negated ? "not " : "").append(measure.word);
            for (long number : numbers) {
                text.append(' ').append(number);
            }
            return outcome == null ? text.toString() : text.append(' ').append(outcome).toString();
        }
    }

    /**
     * Reads a demand; the error's offset points into {@code text}. A demand mixing conditions on positions and on games
     * is refused: the answer is one or the other.
     */
    public static Demand parse(String text) throws NotationException {
        String written = Text.strip(text);
        int with = written.indexOf(" with ");
        if (with < 0) {
            throw new NotationException(Notation.quote(written) + " is not a demand: write a game, \"with\" and the"
                    + " conditions, like nim with value 5, components 3", 0);
        }
        String family = Text.strip(written.substring(0, with));
        List<Condition> conditions = new ArrayList<>();
        int at = with + " with ".length();
        for (String part : Text.split(written.substring(at), ",")) {
            conditions.add(condition(Text.strip(part), at + part.indexOf(Text.strip(part))));
            at += part.length() + 1;
        }
        Demand demand = new Demand(family, conditions);
        long games = conditions.stream().filter(condition -> condition.measure().ofGames).count();
        if (games != 0 && games != conditions.size()) {
            throw new NotationException(Notation.quote(written) + " asks about positions and about games at once: "
                    + Measure.listed(true) + " are about games, the others about positions", with);
        }
        return demand;
    }

    private static Condition condition(String text, int at) throws NotationException {
        List<String> words = Text.words(text.toLowerCase(Locale.ROOT));
        boolean negated = !words.isEmpty() && words.get(0).equals("not");
        List<String> rest = negated ? words.subList(1, words.size()) : words;
        Measure measure = rest.isEmpty() ? null : Measure.named(rest.get(0));
        if (measure == null) {
            String word = rest.isEmpty() ? "" : rest.get(0);
            throw new NotationException(Notation.quote(word) + " is not a condition" + Spelling.suggest(word,
                    Measure.words()) + "; conditions are " + String.join(", ", Measure.words()), at);
        }
        List<String> arguments = rest.subList(1, rest.size());
        if (measure == Measure.OUTCOME) {
            if (arguments.size() != 1 || !arguments.get(0).equals("p") && !arguments.get(0).equals("n")) {
                throw new NotationException("outcome takes P or N, like outcome P", at);
            }
            return new Condition(measure, negated, new long[0], arguments.get(0).toUpperCase(Locale.ROOT));
        }
        if (arguments.size() != measure.arguments || !arguments.stream().allMatch(Notation::isWholeNumber)) {
            throw new NotationException(measure.word + " takes " + measure.usage, at);
        }
        long[] numbers = arguments.stream().mapToLong(Long::parseLong).toArray();
        return new Condition(measure, negated, numbers, null);
    }

    /** The demand as written in standard form: {@code nim with outcome P, components 3}. */
    @Override
    public String toString() {
        List<String> written = new ArrayList<>();
        conditions.forEach(condition -> written.add(condition.toString()));
        return family + " with " + String.join(", ", written);
    }

    /** Whether the answer is a game ({@code subtract:1,4}) rather than a position. */
    public boolean asksForAGame() {
        return conditions.get(0).measure().ofGames;
    }

    String family() {
        return family;
    }

    List<Condition> conditions() {
        return conditions;
    }

    /** What is asked, in words: "a position of nim that is a P-position, with 3 components, no two of them equal". */
    public String describe() {
        List<String> wanted = new ArrayList<>();
        conditions.forEach(condition -> wanted.add(condition.measure().wanted(condition)));
        return (asksForAGame() ? "a game " + family + (family.contains(":") ? "" : ":…") : "a position of " + family)
                + " that " + Candidate.joined(wanted);
    }

    /**
     * The verdict on {@code answer}: unreadable when it is not a game or position of the family, wrong at the first
     * condition it fails (saying what the answer has instead), right when it meets them all.
     */
    public Verdict judge(Solver solver, String kind, String answer) {
        String given = Matcher.typed(answer);
        if (given.isEmpty()) {
            return Verdict.unreadable("Write " + (asksForAGame() ? "a game, its name and parameters, like " + sample()
                    : "a position of " + family + ", like " + sample()) + ".");
        }
        Fared fared = fare(solver, given);
        return switch (fared.mark()) {
            case RIGHT -> Verdict.right("Right: " + given + " " + fared.had() + ".");
            case WRONG -> Verdict.wrong((kind.equals("counterexample") ? "Not a counterexample: " : "Not what is asked: ")
                    + given + " " + fared.had() + ", and the question asks for one that " + fared.wanted() + ".");
            case UNREADABLE -> Verdict.unreadable(fared.had());
        };
    }

    /**
     * How an answer fares: right with what it has of every condition; wrong with what it has of the first it fails and
     * what that asks; unreadable with why.
     */
    record Fared(Verdict.Mark mark, String had, String wanted) {
    }

    Fared fare(Solver solver, String given) {
        Candidate candidate;
        try {
            candidate = Candidate.of(solver, this, given);
        } catch (NotationException e) {
            return new Fared(Verdict.Mark.UNREADABLE, e.getMessage(), null);
        }
        List<String> had = new ArrayList<>();
        for (Condition condition : conditions) {
            Candidate.Found found = candidate.check(condition);
            if (found.holds() == null) {
                return new Fared(Verdict.Mark.UNREADABLE, given + " " + found.text() + ", so it cannot be judged: try"
                        + " another", null);
            }
            if (!found.holds()) {
                return new Fared(Verdict.Mark.WRONG, found.text(), condition.measure().wanted(condition));
            }
            had.add(found.text());
        }
        return new Fared(Verdict.Mark.RIGHT, Candidate.joined(had), null);
    }

    /** A game or position that meets the demand, from a search of small ones; null when none turned up. */
    public String example(Solver solver) {
        return DemandSearch.first(solver, this);
    }

    /** The four hints, the last one an answer: as {@link Hints} gives them for a position. */
    public List<Hints.Rung> hints(Solver solver) {
        return DemandSearch.hints(solver, this);
    }

    /** How an answer is written, from the catalogue's example of the family (which need not meet the demand). */
    String sample() {
        for (Games.Entry entry : Games.ENTRIES) {
            String game = entry.exampleGame();
            if (game.equals(family) || game.startsWith(family + ":")) {
                return asksForAGame() ? game : entry.example();
            }
        }
        return asksForAGame() ? family : family + " 3";
    }
}
