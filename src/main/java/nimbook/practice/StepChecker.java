package nimbook.practice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.solver.Text;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;
import nimbook.solver.Step;

/**
 * Checks a worked answer line by line: each non-empty line is a step the solver can check on its own — a value
 * ({@code kayles 4 = 1}, {@code G(7) = 3}), a mex ({@code mex{0, 1, 3} = 2}, with every {@code =} of a chain such as
 * {@code G(5) = mex{G(4), G(3)} = mex{1, 0} = 2} checked), a nim-sum ({@code 3 ⊕ 4 ⊕ 5 = 2}; {@code xor} and {@code ^}
 * for ⊕; binary as {@code 0b011}, or {@code 011} when a number of the line starts with 0, or any number of 0s and 1s
 * when the question is about binary), an outcome ({@code nim 1 2 3 is P}, {@code P}), a move ({@code nim 3 4 5 →
 * nim 1 4 5}, optionally {@code = 0}), a comparison of the eeny-meeny walk as the book prints it — or the answer, judged
 * by the {@link Matcher}. A wrong step says why, with the right value and the solver's reason; but the value and
 * outcome of the exercise's own position are judged as the answer box does, without being given away.
 */
public final class StepChecker {
    private static final String STEPS = "a value (kayles 4 = 1), a mex (mex{0, 2, 3} = 1), a nim-sum (3 ⊕ 4 ⊕ 5 = 2),"
            + " an outcome (nim 1 2 3 is P) or a move (nim 3 4 5 → nim 1 4 5)";
    private static final String MEX_FORM = "Write a mex with its values in braces, like mex{0, 1, 3} = 2.";
    private static final String NIM_SUM_FORM = "Write a nim-sum with a number on each side of ⊕, like 3 ⊕ 4 = 7.";
    private static final String WALK_FORM = "Write a comparison of the eeny-meeny walk as the book does, like eeny: 2"
            + " against 1, stop.";
    /** How many options or values a message lists before it only counts them. */
    private static final int LISTED = 12;

    private final Solver solver;
    private final Matcher matcher;

    public StepChecker(Solver solver) {
        this.solver = solver;
        this.matcher = new Matcher(solver);
    }

    /** What a whole worked answer comes to: right, wrong, unreadable, or right so far without the answer. */
    public enum State {
        RIGHT, WRONG, UNREADABLE, INCOMPLETE;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** One non-empty line (numbered from 1, as typed) and its verdict. */
    public record Line(int number, String text, Verdict verdict) {
    }

    /**
     * The verdict on every non-empty line; the whole answer's state and what to tell the reader first; and the value
     * the reader gave the exercise's position, if any (for the hints, which mark its wrong binary columns).
     */
    public record Checked(List<Line> lines, State state, String message, Long claimed) {
        public Checked {
            lines = List.copyOf(lines);
        }
    }

    /**
     * Checks the lines of {@code text}, a worked answer to the question {@code kind} about {@code position};
     * {@code binary}: the question is about binary, so that a number of 0s and 1s is read in binary.
     */
    public Checked check(Position position, String kind, boolean binary, String text) throws NotationException {
        if (!Matcher.KINDS.contains(kind)) {
            throw new IllegalArgumentException("\"" + kind + "\" is not something to check: use "
                    + String.join(", ", Matcher.KINDS));
        }
        return new Reading(position, kind, binary).all(text);
    }

    /** A line of the answer as judged: its verdict, the answer it gives (null for a step), the value claimed. */
    private record Judged(Verdict verdict, String answer, Long claimed) {
        static Judged step(Verdict verdict) {
            return new Judged(verdict, null, null);
        }
    }

    /** The walk down one pile that the comparisons written so far follow. */
    private record Walk(String pile, Step.EenyMeeny step, boolean exercise) {
    }

    /** One answer being read: the position, what is asked, and what the lines so far have set up. */
    private final class Reading {
        private final Position position;
        private final Position exercise;
        private final String kind;
        private final boolean binaryQuestion;
        /** The game of G(n), when the position is of one game. */
        private final Game game;
        private Walk walk;
        private int compared;
        /** Whether the line being read reads its 0s-and-1s numbers in binary. */
        private boolean binaryLine;

        Reading(Position position, String kind, boolean binary) {
            this.position = position;
            this.exercise = position.canonical();
            this.kind = kind;
            this.binaryQuestion = binary;
            Set<String> games = new TreeSet<>();
            position.terms().forEach(term -> games.add(term.game().notation()));
            this.game = games.size() == 1 ? position.terms().get(0).game() : null;
            List<Position.Place> places = position.places();
            if (places.size() == 1) {
                walk(places.get(0).label(), position);
            }
        }

        Checked all(String text) throws NotationException {
            String[] typed = Text.split(text, "\n").toArray(String[]::new);
            int count = 0;
            for (String line : typed) {
                count += line.isBlank() ? 0 : 1;
            }
            if (count == 0) {
                Verdict verdict = matcher.judge(position, kind, "");
                return new Checked(List.of(), State.UNREADABLE, verdict.message(), null);
            }
            List<Line> lines = new ArrayList<>();
            List<Integer> answers = new ArrayList<>();
            List<String> given = new ArrayList<>();
            Long claimed = null;
            for (int i = 0; i < typed.length; i++) {
                if (typed[i].isBlank()) {
                    continue;
                }
                Judged judged;
                try {
                    judged = line(Text.strip(Text.dropEnd(Matcher.typed(typed[i]), ".")), count == 1);
                } catch (Matcher.Unreadable | NotationException e) {
                    // A position the solver cannot read, or cannot compute here: it says why.
                    judged = Judged.step(Verdict.unreadable(e.getMessage()));
                }
                if (judged.answer() != null) {
                    answers.add(lines.size());
                    given.add(judged.answer());
                }
                if (judged.claimed() != null) {
                    claimed = judged.claimed();
                }
                lines.add(new Line(i + 1, typed[i].strip(), judged.verdict()));
            }
            // Every winning move, one a line: each line is judged as a move, and the last as the whole list.
            if (kind.equals("moves") && !answers.isEmpty() && answers.stream()
                    .allMatch(at -> lines.get(at).verdict().mark() == Verdict.Mark.RIGHT)) {
                int last = answers.get(answers.size() - 1);
                lines.set(last, new Line(lines.get(last).number(), lines.get(last).text(),
                        matcher.judge(position, "moves", String.join("\n", given))));
            }
            return summary(lines, answers, claimed);
        }

        private Checked summary(List<Line> lines, List<Integer> answers, Long claimed) {
            for (Verdict.Mark mark : List.of(Verdict.Mark.WRONG, Verdict.Mark.UNREADABLE)) {
                for (Line line : lines) {
                    if (line.verdict().mark() == mark) {
                        return new Checked(lines, mark == Verdict.Mark.WRONG ? State.WRONG : State.UNREADABLE,
                                (lines.size() > 1 ? "Line " + line.number() + ": " : "") + line.verdict().message(), claimed);
                    }
                }
            }
            if (answers.isEmpty()) {
                return new Checked(lines, State.INCOMPLETE, "Every step is right so far; now write the answer: "
                        + asked() + ".", claimed);
            }
            return new Checked(lines, State.RIGHT, lines.get(answers.get(answers.size() - 1)).verdict().message(), claimed);
        }

        private String asked() {
            return switch (kind) {
                case "grundy" -> "the value of " + position;
                case "outcome" -> "P or N";
                case "count" -> "how many winning moves there are";
                case "move" -> "a winning move";
                default -> "every winning move";
            };
        }

        /** One line, already in lower case without its full stop; {@code alone}: the answer has no other line. */
        private Judged line(String line, boolean alone) throws Matcher.Unreadable, NotationException {
            binaryLine = binaryQuestion || writtenInBinary(line);
            if (line.startsWith("eeny-meeny") || line.startsWith("eeny meeny")) {
                return Judged.step(walkHeader(line));
            }
            if (line.startsWith("eeny") || line.startsWith("meeny")) {
                return Judged.step(comparison(line));
            }
            if (line.startsWith("condition") || line.startsWith("one section")) {
                return conclusion(line);
            }
            if (line.contains("→") || line.contains("->")) {
                return move(line);
            }
            Judged outcome = outcome(line);
            if (outcome != null) {
                return outcome;
            }
            if (line.contains("=") || line.contains(" is ")) {
                return chain(Text.split(line, line.contains("=") ? "=" : " is "));
            }
            if (line.contains("⊕") || line.contains("^") || line.contains("xor")) {
                throw new Matcher.Unreadable(NIM_SUM_FORM + " Say what it comes to.");
            }
            if (line.startsWith("mex")) {
                throw new Matcher.Unreadable("Say what the mex comes to, like mex{0, 1, 3} = 2.");
            }
            // The answer itself, as the answer box reads it (a value of 0s and 1s in binary when the question is).
            String answer = kind.equals("grundy") && Num.digits(line) && binaryLine ? Long.toString(Num.of(line, true).value())
                    : line;
            Verdict verdict = matcher.judge(position, kind.equals("moves") ? "move" : kind, answer);
            if (verdict.mark() == Verdict.Mark.UNREADABLE && !alone) {
                verdict = Verdict.unreadable("Neither a step nor the answer: write " + STEPS + "; or the answer. "
                        + verdict.message());
            }
            Long claimed = kind.equals("grundy") && Num.digits(answer) ? Long.valueOf(answer) : null;
            return new Judged(verdict, answer, claimed);
        }

        // ---- values, mexes and nim-sums: each = of a chain checked ----

        private Judged chain(List<String> sides) throws Matcher.Unreadable, NotationException {
            List<Expr> exprs = new ArrayList<>();
            for (String side : sides) {
                if (side.isBlank()) {
                    throw new Matcher.Unreadable("Write what is equal on both sides of =, like kayles 4 = 1.");
                }
                exprs.add(expr(side));
            }
            return links(exprs, false);
        }

        /**
         * The verdict on a chain of equal things: the first link that does not hold says why. A chain about the
         * exercise's position answers a value question; {@code moved}: it follows a move, already judged.
         */
        private Judged links(List<Expr> exprs, boolean moved) throws NotationException {
            Long claimed = null;
            boolean answers = false;
            for (Expr expr : exprs) {
                if (standsForExercise(expr)) {
                    answers = true;
                    for (Expr other : exprs) {
                        if (other instanceof Num num) {
                            claimed = num.value();
                        }
                    }
                } else if (expr instanceof Pos pos) {
                    walk(pos.shown(), pos.position());
                }
            }
            for (int i = 0; i + 1 < exprs.size(); i++) {
                Verdict wrong = link(exprs.get(i), exprs.get(i + 1));
                if (wrong != null) {
                    return new Judged(wrong, answers && kind.equals("grundy") && !moved ? "" : null, claimed);
                }
            }
            if (answers && kind.equals("grundy") && !moved) {
                long value = solver.grundy(position);
                return new Judged(matcher.judge(position, "grundy", Long.toString(value)), "", value);
            }
            return new Judged(Verdict.right("Right."), null, claimed);
        }

        /** Null when left = right holds; otherwise why not. */
        private Verdict link(Expr left, Expr right) throws NotationException {
            if (left instanceof Mex && right instanceof Pos) {
                return link(right, left);
            }
            if (left instanceof Pos pos && right instanceof Mex mex) {
                return options(pos, mex);
            }
            if (left instanceof Pos pos && right instanceof Sum sum && pos.position().places().size() == sum.items().size()) {
                return components(pos, sum);
            }
            if (left instanceof Sum sum && right instanceof Pos pos && pos.position().places().size() == sum.items().size()) {
                return components(pos, sum);
            }
            if (left instanceof Mex a && right instanceof Mex b) {
                return sameValues(a, b);
            }
            if (left instanceof Sum a && right instanceof Sum b && a.items().size() == b.items().size()) {
                return itemByItem(a.items(), b.items());
            }
            return equal(left, right);
        }

        /** The mex of a position's options: named (G(4), kayles 1 2), each option once; or their values, as a set. */
        private Verdict options(Pos pos, Mex mex) throws NotationException {
            List<Solver.Option> options = solver.options(pos.position());
            List<Position> results = new ArrayList<>();
            Set<Position> reachable = new HashSet<>();
            for (Solver.Option option : options) {
                if (reachable.add(option.result().canonical())) {
                    results.add(option.result());
                }
            }
            if (results.isEmpty() && !mex.items().isEmpty()) {
                return Verdict.wrong(pos.shown() + " has no option, so its value is mex{} = 0.");
            }
            if (mex.items().stream().allMatch(item -> item instanceof Pos)) {
                Set<Position> named = new HashSet<>();
                for (Expr item : mex.items()) {
                    Position option = ((Pos) item).position().canonical();
                    if (!reachable.contains(option)) {
                        return Verdict.wrong(item.shown() + " is not an option of " + pos.shown() + ": its options are "
                                + optionsOf(results) + ".");
                    }
                    named.add(option);
                }
                for (Position option : results) {
                    if (!named.contains(option.canonical())) {
                        return Verdict.wrong(mex.shown() + " leaves out " + option + ", an option of " + pos.shown() + ".");
                    }
                }
                return null;
            }
            List<Long> values = new ArrayList<>();
            for (Solver.Option option : options) {
                values.add(solver.grundy(option.result()));
            }
            values.sort(null);
            if (new TreeSet<>(values).equals(values(mex.items()))) {
                return null;
            }
            if (isExercise(pos)) {
                return Verdict.wrong("Those are not the values of the options of " + pos.shown() + ": find the value of each"
                        + " of " + optionsOf(results) + ".");
            }
            return Verdict.wrong("The options of " + pos.shown() + " have values " + listed(values) + ", so the set is "
                    + set(new TreeSet<>(values)) + ", not " + set(values(mex.items())) + ".");
        }

        /** A position's options (there are some), named, or counted when they are many: "kayles 3 and kayles 1 1". */
        private String optionsOf(List<Position> results) {
            if (results.size() > LISTED) {
                return "its " + results.size() + " options";
            }
            List<String> names = new ArrayList<>();
            results.forEach(result -> names.add(result.toString()));
            return and(names);
        }

        /** A sum against the nim-sum of its components' values, in any order. */
        private Verdict components(Pos pos, Sum sum) throws NotationException {
            List<Position.Place> places = pos.position().places();
            List<Long> want = new ArrayList<>();
            for (Position.Place place : places) {
                want.add(place.game().grundy(place.component()));
            }
            List<Long> given = new ArrayList<>();
            for (Expr item : sum.items()) {
                given.add(value(item));
            }
            List<Long> sortedWant = new ArrayList<>(want);
            List<Long> sortedGiven = new ArrayList<>(given);
            sortedWant.sort(null);
            sortedGiven.sort(null);
            if (sortedWant.equals(sortedGiven)) {
                return null;
            }
            List<Expr> parts = new ArrayList<>();
            for (Position.Place place : places) {
                parts.add(new Pos(place.label(), solver.parse(place.label())));
            }
            return itemByItem(parts, sum.items());
        }

        /** Two mexes of the same set of values. */
        private Verdict sameValues(Mex a, Mex b) throws NotationException {
            Set<Long> left = values(a.items());
            Set<Long> right = values(b.items());
            if (left.equals(right)) {
                return null;
            }
            if (a.items().size() == b.items().size()) {
                return itemByItem(a.items(), b.items());
            }
            return Verdict.wrong("The values in " + a.shown() + " are " + set(left) + ", not " + set(right) + ".");
        }

        /** The first pair of items, in order, whose values differ; null when none does. */
        private Verdict itemByItem(List<Expr> left, List<Expr> right) throws NotationException {
            for (int i = 0; i < left.size(); i++) {
                Verdict wrong = equal(left.get(i), right.get(i));
                if (wrong != null) {
                    return wrong;
                }
            }
            return null;
        }

        /** Two things of equal value: when they are not, what the one worked out is, and why. */
        private Verdict equal(Expr left, Expr right) throws NotationException {
            long a = value(left);
            long b = value(right);
            if (a == b) {
                return null;
            }
            boolean swap = left instanceof Num && !(right instanceof Num);
            Expr subject = swap ? right : left;
            Expr claim = swap ? left : right;
            if (isExercise(subject)) {
                return matcher.judge(position, "grundy", Long.toString(value(claim)));
            }
            if (subject instanceof Sum sum && componentsOfExercise(sum)) {
                // The exercise's value: where it goes wrong, not what it is.
                List<String> bits = new ArrayList<>();
                int width = Math.max(1, 64 - Long.numberOfLeadingZeros(widest(sum) | value(claim)));
                for (Expr item : sum.items()) {
                    bits.add(binary(value(item), width));
                }
                return Verdict.wrong(sum.shown() + " is not " + claim.shown() + ": in binary " + String.join(" ⊕ ", bits)
                        + ", count the ones in the " + (1L << (63 - Long.numberOfLeadingZeros(value(sum) ^ value(claim))))
                        + "s column: an odd number gives 1 there, an even number 0.");
            }
            long truth = swap ? b : a;
            String said = claim instanceof Num num ? num.written() : value(claim) + " (" + claim.shown() + ")";
            String reason = reason(subject, value(claim));
            return Verdict.wrong(subject.shown() + " is " + shown(truth, claim) + ", not " + said
                    + (reason.isEmpty() ? "." : ": " + reason + "."));
        }

        /** A value written as the reader wrote the wrong one: in binary, to as many digits, when they did. */
        private String shown(long value, Expr claim) {
            if (claim instanceof Num num && num.binary()) {
                String bits = Long.toBinaryString(value);
                int digits = num.written().startsWith("0b") ? num.written().length() - 2 : num.written().length();
                return (num.written().startsWith("0b") ? "0b" : "") + "0".repeat(Math.max(0, digits - bits.length())) + bits;
            }
            return Long.toString(value);
        }

        /** Why a thing has its value, from the solver ("" for a number, which is its own value). */
        private String reason(Expr subject, long claimed) throws NotationException {
            if (subject instanceof Mex mex) {
                return value(mex) + " is the least number not in " + set(values(mex.items()));
            }
            if (subject instanceof Sum sum) {
                return columns(sum, claimed);
            }
            if (subject instanceof Pos pos) {
                return reason(pos.position());
            }
            return "";
        }

        /** The nim-sum in binary, and the highest column where the reader's value goes wrong. */
        private String columns(Sum sum, long claimed) throws NotationException {
            List<Long> values = new ArrayList<>();
            long total = 0;
            for (Expr item : sum.items()) {
                values.add(value(item));
                total ^= value(item);
            }
            int width = Math.max(1, 64 - Long.numberOfLeadingZeros(widest(sum) | claimed));
            List<String> bits = new ArrayList<>();
            for (long value : values) {
                bits.add(binary(value, width));
            }
            int column = 63 - Long.numberOfLeadingZeros(total ^ claimed);
            int ones = 0;
            for (long value : values) {
                ones += (int) (value >>> column) & 1;
            }
            return "in binary " + String.join(" ⊕ ", bits) + " = " + binary(total, width) + ", and the " + (1L << column)
                    + "s column holds " + ones + (ones == 1 ? " one" : " ones") + " (an " + (ones % 2 == 0 ? "even" : "odd")
                    + " number), so the nim-sum has " + (ones % 2) + " there";
        }

        /** The solver's reason for a position's value: its derivation, or its components' values. */
        private String reason(Position of) throws NotationException {
            List<Position.Place> places = of.places();
            if (of.misere()) {
                for (Step step : solver.explain(of).steps()) {
                    if (step instanceof Step.Misere misere) {
                        return misere.onlySmallHeaps() ? "no heap has two or more, so its misère value is 1 for an even"
                                + " number of one-counter heaps and 0 for an odd number"
                                : "some heap has two or more, so its misère value is the nim-sum of the heaps, " + misere.value();
                    }
                }
            }
            if (places.size() > 1) {
                List<String> values = new ArrayList<>();
                long total = 0;
                for (Position.Place place : places) {
                    long value = place.game().grundy(place.component());
                    values.add(Long.toString(value));
                    total ^= value;
                }
                return "its components' values are " + and(values) + ", and " + String.join(" ⊕ ", values) + " = " + total;
            }
            Position.Place place = places.get(0);
            try {
                solver.checkListable(of);
            } catch (NotationException e) {
                return "";
            }
            Step step = place.game().derivation(place.component()).get(0);
            if (step instanceof Step.Mex mex) {
                List<Long> values = new ArrayList<>();
                mex.options().forEach(option -> values.add(option.value()));
                values.sort(null);
                if (values.isEmpty()) {
                    return "it has no option, so its value is mex{} = 0";
                }
                if (values.size() > LISTED) {
                    return mex.value() == 0 ? "none of its " + values.size() + " options has value 0, so its value is 0"
                            : "its " + values.size() + " options take every value from 0 to " + (mex.value() - 1)
                                    + " but not " + mex.value() + ", so its value is " + mex.value();
                }
                return "its options have values " + listed(values) + ", and mex" + set(new TreeSet<>(values)) + " = "
                        + mex.value();
            }
            if (step instanceof Step.NimHeap heap) {
                return "a Nim heap of " + heap.size() + " moves to every smaller heap, so its value is " + heap.size();
            }
            if (step instanceof Step.Periodic periodic) {
                return periodic.game() + " repeats with period " + periodic.period() + " from heap " + periodic.start()
                        + ", so G(" + periodic.heap() + ") = G(" + periodic.equivalent() + ") = " + periodic.value();
            }
            if (step instanceof Step.EenyMeeny walk) {
                return walkReason(walk);
            }
            if (step instanceof Step.LowestZeroBit bits) {
                return "the lowest 0 bit of (" + bits.a() + " − 1) OR (" + bits.b() + " − 1) = " + ((bits.a() - 1)
                        | (bits.b() - 1)) + " is bit " + bits.value();
            }
            return "";
        }

        private String walkReason(Step.EenyMeeny walk) {
            List<Long> sections = walk.sections();
            if (sections.isEmpty()) {
                return "it is empty, so its value is 0";
            }
            long top = sections.get(sections.size() - 1);
            if (walk.comparisons().isEmpty()) {
                return "it has one section, a Nim heap of " + top;
            }
            List<String> numbers = new ArrayList<>();
            sections.forEach(section -> numbers.add(Long.toString(section)));
            return "walking eeny, meeny down its sections (" + String.join(" ", numbers) + ", bottom to top) "
                    + (walk.met() ? "meets the condition, so its value is the top section minus one, " + top + " − 1 = "
                            + walk.value() : "does not meet the condition, so its value is the top section, " + top);
        }

        // ---- outcomes and moves ----

        /** What is said without its article: "an N-position" is "N-position". */
        private static String article(String said) {
            return said.startsWith("an ") ? said.substring(3) : said.startsWith("a ") ? said.substring(2) : said;
        }

        /** "nim 1 2 3 is P", "P", "the player to move"; null for a line that is no outcome. */
        private Judged outcome(String line) throws Matcher.Unreadable, NotationException {
            Outcome alone = Matcher.outcome(line);
            if (alone != null) {
                if (kind.equals("outcome")) {
                    return new Judged(matcher.judge(position, "outcome", line), line, null);
                }
                return Judged.step(outcomeOf(new Pos(position.toString(), position), alone, line));
            }
            int is = line.lastIndexOf(" is ");
            Outcome said = is < 0 ? null : Matcher.outcome(article(line.substring(is + 4)));
            if (said == null) {
                return null;
            }
            Expr subject = expr(line.substring(0, is));
            if (!(subject instanceof Pos pos)) {
                throw new Matcher.Unreadable("Say which position is P or N, like nim 1 2 3 is P.");
            }
            walk(pos.shown(), pos.position());
            if (isExercise(pos) && kind.equals("outcome")) {
                String answer = said.name();
                return new Judged(matcher.judge(position, "outcome", answer), answer, null);
            }
            return Judged.step(outcomeOf(pos, said, said.name()));
        }

        private Verdict outcomeOf(Pos pos, Outcome said, String written) throws NotationException {
            if (isExercise(pos)) {
                Verdict verdict = matcher.judge(position, "outcome", written);
                return verdict.mark() == Verdict.Mark.RIGHT ? Verdict.right("Right.") : verdict;
            }
            long value = solver.grundy(pos.position());
            Outcome truth = Outcome.of(value);
            if (truth == said) {
                return Verdict.right("Right.");
            }
            String reason = reason(pos.position());
            return Verdict.wrong(pos.shown() + " is " + truth + ", not " + said + ": its value is " + value
                    + (value == 0 ? "" : ", not 0") + (reason.isEmpty() ? "." : " (" + reason + ")."));
        }

        /** {@code A → B}, optionally {@code = value}: a move of the exercise answers a move question. */
        private Judged move(String line) throws Matcher.Unreadable, NotationException {
            int arrow = line.indexOf("→");
            int after = arrow + 1;
            if (arrow < 0) {
                arrow = line.indexOf("->");
                after = arrow + 2;
            }
            String from = line.substring(0, arrow).strip();
            List<String> sides = Text.split(line.substring(after), "=");
            if (from.isEmpty() || sides.get(0).isBlank()) {
                throw new Matcher.Unreadable("Write a move as the position before it and the position after it, like "
                        + position + " → " + example() + ".");
            }
            Expr start = expr(from);
            Expr end = expr(sides.get(0));
            if (!(start instanceof Pos a) || !(end instanceof Pos b)) {
                throw new Matcher.Unreadable("Write a move between two positions, like " + position + " → " + example()
                        + ".");
            }
            List<Expr> chain = new ArrayList<>(List.of(b));
            for (String side : sides.subList(1, sides.size())) {
                if (side.isBlank()) {
                    throw new Matcher.Unreadable("Write what is equal on both sides of =, like kayles 4 = 1.");
                }
                chain.add(expr(side));
            }
            boolean whole = isExercise(a);
            if (kind.startsWith("move") && (whole || isComponent(a.position()))) {
                String answer = whole ? b.position().toString() : from + " → " + sides.get(0).strip();
                Verdict verdict = matcher.judge(position, "move", answer);
                if (verdict.mark() == Verdict.Mark.RIGHT) {
                    Judged values = links(chain, true);
                    if (values.verdict().mark() != Verdict.Mark.RIGHT) {
                        verdict = values.verdict();
                    }
                }
                return new Judged(verdict, answer, null);
            }
            Set<Position> reachable = new HashSet<>();
            for (Solver.Option option : solver.options(a.position())) {
                reachable.add(option.result().canonical());
            }
            if (!reachable.contains(b.position().canonical())) {
                return Judged.step(Verdict.wrong("\"" + b.shown() + "\" cannot be reached in one move from " + a.shown()
                        + "."));
            }
            return Judged.step(links(chain, true).verdict());
        }

        private String example() {
            try {
                List<Solver.Option> options = solver.options(position);
                return options.isEmpty() ? position.toString() : options.get(0).result().toString();
            } catch (NotationException e) {
                return position.toString();
            }
        }

        /** Whether a position is one component of the exercise's ({@code nim 13} of {@code nim 7 9 12 13}). */
        private boolean isComponent(Position of) {
            List<Position.Place> places = of.places();
            if (places.size() != 1) {
                return false;
            }
            for (Position.Place place : position.places()) {
                if (place.game().notation().equals(places.get(0).game().notation())
                        && place.component().equals(places.get(0).component())) {
                    return true;
                }
            }
            return false;
        }

        // ---- the eeny-meeny walk ----

        /** Follows the walk down this position, when it is one pile whose value the walk gives. */
        private void walk(String shown, Position of) {
            List<Position.Place> places = of.places();
            // Only a pile can have a walk: other games' derivations would list every option for nothing.
            if (places.size() == 1 && places.get(0).game().shape() == Shape.PILE) {
                List<Step> derivation = places.get(0).game().derivation(places.get(0).component());
                if (derivation.size() == 1 && derivation.get(0) instanceof Step.EenyMeeny step) {
                    walk = new Walk(shown, step, of.canonical().equals(exercise));
                    compared = 0;
                }
            }
        }

        private Verdict walkHeader(String line) throws Matcher.Unreadable {
            String rest = line.substring("eeny-meeny".length()).strip();
            for (String word : new String[] {"walk ", "down ", "for ", "of ", "on "}) {
                rest = rest.startsWith(word) ? rest.substring(word.length()).strip() : rest;
            }
            int end = rest.length();
            for (char stop : new char[] {'(', ':'}) {
                if (rest.indexOf(stop) >= 0) {
                    end = Math.min(end, rest.indexOf(stop));
                }
            }
            String pile = rest.substring(0, end).strip();
            if (pile.isEmpty() && walk != null) {
                compared = 0;
                return Verdict.right("Right.");
            }
            Expr expr = pile.isEmpty() ? null : expr(pile);
            Walk before = walk;
            if (expr instanceof Pos pos) {
                walk(pos.shown(), pos.position());
            }
            if (walk == before || walk == null) {
                throw new Matcher.Unreadable("The eeny-meeny walk is for one colourful pile: write eeny-meeny walk down"
                        + " colourful 1,2,2,2.");
            }
            return Verdict.right("Right.");
        }

        private Verdict comparison(String line) throws Matcher.Unreadable {
            if (walk == null) {
                throw new Matcher.Unreadable("Say which pile the walk goes down first: eeny-meeny walk down colourful"
                        + " 1,2,2,2.");
            }
            String word = line.startsWith("eeny") ? "eeny" : "meeny";
            List<Long> numbers = numbers(line);
            if (numbers.size() < 2) {
                throw new Matcher.Unreadable(WALK_FORM);
            }
            int index = compared++;
            List<Step.Comparison> comparisons = walk.step().comparisons();
            if (index >= comparisons.size()) {
                return Verdict.wrong(comparisons.isEmpty() ? walk.pile() + " has one section: there is nothing to compare."
                        : "The walk down " + walk.pile() + " ends after " + comparisons.size() + (comparisons.size() == 1
                                ? " comparison." : " comparisons."));
            }
            Step.Comparison c = comparisons.get(index);
            String nth = ordinal(index + 1);
            if (!word.equals(c.word())) {
                return Verdict.wrong("The " + nth + " comparison is a" + (c.word().equals("eeny") ? "n eeny" : " meeny")
                        + ": the words go eeny, meeny, eeny, … from the top.");
            }
            if (numbers.get(0) != c.upper() || numbers.get(1) != c.lower()) {
                return Verdict.wrong("The " + nth + " comparison is " + c.upper() + " against " + c.lower() + ": the "
                        + ordinal(index + 1) + " section from the top against the one below it.");
            }
            String rest = line.substring(afterNumbers(line, 2));
            Step.Verdict said = rest.contains("not met") || rest.contains("stop") ? Step.Verdict.STOP
                    : rest.contains("met") ? Step.Verdict.MET
                    : rest.contains("equal") || rest.contains("go on") ? Step.Verdict.EQUAL : null;
            if (said != null && said != c.verdict()) {
                String decided = decided(c);
                return Verdict.wrong(Character.toUpperCase(decided.charAt(0)) + decided.substring(1) + ".");
            }
            return Verdict.right("Right.");
        }

        /** What a comparison decides, as a sentence. */
        private static String decided(Step.Comparison c) {
            String on = "on a" + (c.word().equals("eeny") ? "n eeny" : " meeny") + ", " + c.upper() + " against "
                    + c.lower();
            return switch (c.verdict()) {
                case EQUAL -> c.upper() + " against " + c.lower() + " are equal: go on down";
                case MET -> c.upper() == c.lower() ? c.upper() + " against " + c.lower() + " are equal at the bottom on an"
                        + " eeny: the condition is met" : on + " is " + (c.upper() < c.lower() ? "smaller" : "larger")
                        + ": the condition is met";
                case STOP -> on + " is " + (c.upper() < c.lower() ? "smaller" : "larger") + ": stop, the condition is not"
                        + " met";
            };
        }

        /** "condition met, so the value is 2 − 1 = 1", "one section: the pile is a nim heap of 3". */
        private Judged conclusion(String line) throws Matcher.Unreadable, NotationException {
            if (walk == null) {
                throw new Matcher.Unreadable("Say which pile the walk goes down first: eeny-meeny walk down colourful"
                        + " 1,2,2,2.");
            }
            Step.EenyMeeny step = walk.step();
            List<Long> numbers = numbers(line);
            Long value = numbers.isEmpty() ? null : numbers.get(numbers.size() - 1);
            boolean answers = walk.exercise() && kind.equals("grundy") && value != null;
            Verdict verdict;
            if (line.startsWith("one section")) {
                verdict = step.sections().size() == 1 && (value == null || value == step.value()) ? Verdict.right("Right.")
                        : Verdict.wrong(walk.pile() + " has " + step.sections().size() + " sections: " + walkReason(step)
                                + ".");
            } else {
                boolean met = line.contains("met") && !line.contains("not met");
                verdict = met == step.met() && (value == null || value == step.value()) ? Verdict.right("Right.")
                        : Verdict.wrong("The condition is " + (step.met() ? "met, so the value is the top section minus one,"
                                + " " + (step.value() + 1) + " − 1 = " + step.value() : "not met, so the value is the top"
                                + " section, " + step.value()) + ".");
            }
            if (walk.exercise() && value != null && value != step.value()) {
                verdict = matcher.judge(position, "grundy", Long.toString(value));
            }
            if (answers && verdict.mark() == Verdict.Mark.RIGHT) {
                verdict = matcher.judge(position, "grundy", Long.toString(value));
            }
            return new Judged(verdict, answers ? "" : null, walk.exercise() ? value : null);
        }

        // ---- reading the parts of a step ----

        private Expr expr(String text) throws Matcher.Unreadable {
            String s = text.strip();
            List<String> parts = split(s, true);
            if (parts.size() > 1) {
                List<Expr> items = new ArrayList<>();
                for (String part : parts) {
                    if (part.isBlank()) {
                        throw new Matcher.Unreadable(NIM_SUM_FORM);
                    }
                    items.add(term(part.strip()));
                }
                return new Sum(items);
            }
            return term(s);
        }

        private Expr term(String s) throws Matcher.Unreadable {
            if (s.startsWith("mex")) {
                String rest = s.substring(3).strip();
                char open = rest.isEmpty() ? ' ' : rest.charAt(0);
                char close = open == '{' ? '}' : ')';
                if ((open != '{' && open != '(') || closing(rest, 0) != rest.length() - 1 || rest.charAt(rest.length() - 1)
                        != close) {
                    throw new Matcher.Unreadable(MEX_FORM);
                }
                String inner = rest.substring(1, rest.length() - 1).strip();
                List<Expr> items = new ArrayList<>();
                if (!inner.isEmpty()) {
                    for (String item : split(inner, false)) {
                        if (item.isBlank()) {
                            throw new Matcher.Unreadable(MEX_FORM);
                        }
                        items.add(expr(item));
                    }
                }
                return new Mex(items);
            }
            if (s.startsWith("g(") || s.startsWith("g (")) {
                int open = s.indexOf('(');
                if (closing(s, open) != s.length() - 1) {
                    throw new Matcher.Unreadable("Write G of a position in brackets, like G(7) or G(kayles 4).");
                }
                String inner = s.substring(open + 1, s.length() - 1).strip();
                String written = inner;
                if (!inner.isEmpty() && Character.isDigit(inner.charAt(0))) {
                    if (game == null) {
                        throw new Matcher.Unreadable("G(" + inner + ") names a component of the exercise's game, but " + position
                                + " has several games: name the game, like G(" + position.terms().get(0).game().notation()
                                + " " + inner + ").");
                    }
                    written = game.notation() + " " + inner;
                }
                return new Pos("G(" + inner + ")", parse(written));
            }
            if (Num.digits(s)) {
                return Num.of(s, binaryLine);
            }
            if (s.startsWith("0b")) {
                if (!Num.bits(s.substring(2))) {
                    throw new Matcher.Unreadable("\"" + s + "\" is not a binary number: write 0b and 0s and 1s, like 0b101.");
                }
                return Num.of(s, true);
            }
            Position parsed = parse(s);
            return new Pos(parsed.toString(), parsed);
        }

        private Position parse(String text) throws Matcher.Unreadable {
            try {
                return solver.parse(text);
            } catch (NotationException e) {
                throw new Matcher.Unreadable(e.getMessage());
            }
        }

        /** The bits of a nim-sum's items and of their nim-sum, together: how many binary columns it needs. */
        private long widest(Sum sum) throws NotationException {
            long widest = 0;
            for (Expr item : sum.items()) {
                widest |= value(item);
            }
            return widest;
        }

        /** Whether a thing is the exercise's position, or the nim-sum of its components' values. */
        private boolean standsForExercise(Expr expr) throws NotationException {
            return isExercise(expr) || expr instanceof Sum sum && componentsOfExercise(sum);
        }

        /** Whether the items of a nim-sum have the values of the exercise's components (of which there are several). */
        private boolean componentsOfExercise(Sum sum) throws NotationException {
            List<Position.Place> places = position.places();
            if (places.size() < 2 || places.size() != sum.items().size()) {
                return false;
            }
            List<Long> want = new ArrayList<>();
            List<Long> given = new ArrayList<>();
            for (int i = 0; i < places.size(); i++) {
                want.add(places.get(i).game().grundy(places.get(i).component()));
                given.add(value(sum.items().get(i)));
            }
            want.sort(null);
            given.sort(null);
            return want.equals(given);
        }

        private boolean isExercise(Expr expr) {
            return expr instanceof Pos pos && pos.position().canonical().equals(exercise);
        }

        private long value(Expr expr) throws NotationException {
            if (expr instanceof Num num) {
                return num.value();
            }
            if (expr instanceof Pos pos) {
                return solver.grundy(pos.position());
            }
            if (expr instanceof Mex mex) {
                return nimbook.solver.Mex.of(values(mex.items()));
            }
            long total = 0;
            for (Expr item : ((Sum) expr).items()) {
                total ^= value(item);
            }
            return total;
        }

        private Set<Long> values(List<Expr> items) throws NotationException {
            Set<Long> values = new TreeSet<>();
            for (Expr item : items) {
                values.add(value(item));
            }
            return values;
        }
    }

    // ---- the parts of a step: numbers, positions (G(7) too), mexes and nim-sums ----

    private sealed interface Expr permits Num, Pos, Mex, Sum {
        /** As messages write it. */
        String shown();
    }

    /** A number as written; in binary when written so. */
    private record Num(String written, long value, boolean binary) implements Expr {
        static boolean digits(String text) {
            if (text.isEmpty() || text.length() > 18) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (!Character.isDigit(text.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        static boolean bits(String text) {
            if (text.isEmpty() || text.length() > 62) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) != '0' && text.charAt(i) != '1') {
                    return false;
                }
            }
            return true;
        }

        /** {@code 0b101}, or 0s and 1s read in binary when {@code binary}; otherwise decimal. */
        static Num of(String text, boolean binary) {
            if (text.startsWith("0b")) {
                return new Num(text, Long.parseLong(text.substring(2), 2), true);
            }
            boolean inBinary = binary && text.length() > 1 && bits(text);
            return new Num(text, Long.parseLong(text, inBinary ? 2 : 10), inBinary);
        }

        @Override
        public String shown() {
            return written;
        }
    }

    /** A position, or G of one. */
    private record Pos(String shown, Position position) implements Expr {
    }

    private record Mex(List<Expr> items) implements Expr {
        @Override
        public String shown() {
            List<String> shown = new ArrayList<>();
            items.forEach(item -> shown.add(item.shown()));
            return "mex{" + String.join(", ", shown) + "}";
        }
    }

    private record Sum(List<Expr> items) implements Expr {
        @Override
        public String shown() {
            List<String> shown = new ArrayList<>();
            items.forEach(item -> shown.add(item.shown()));
            return String.join(" ⊕ ", shown);
        }
    }

    /**
     * Whether a line writes a number in binary, so that its other numbers of 0s and 1s are read so too: {@code 0b11},
     * or 0s and 1s starting with 0 ({@code 011}).
     */
    private static boolean writtenInBinary(String line) {
        for (int i = 0; i < line.length(); i++) {
            boolean starts = line.charAt(i) == '0' && (i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1))
                    && line.charAt(i - 1) != ',');
            if (!starts) {
                continue;
            }
            int end = i;
            while (end < line.length() && Character.isLetterOrDigit(line.charAt(end))) {
                end++;
            }
            String word = line.substring(i, end);
            if (word.startsWith("0b") && Num.bits(word.substring(2)) || word.length() > 1 && Num.bits(word)) {
                return true;
            }
        }
        return false;
    }

    /** Splits at ⊕, ^ and xor ({@code sum}) or at a mex's commas, outside brackets. */
    private static List<String> split(String text, boolean sum) {
        List<String> parts = new ArrayList<>();
        boolean letters = false;
        for (int i = 0; i < text.length(); i++) {
            letters |= Character.isLetter(text.charAt(i));
        }
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
            } else if (depth == 0 && sum && (c == '⊕' || c == '^')) {
                parts.add(text.substring(start, i));
                start = i + 1;
            } else if (depth == 0 && sum && text.startsWith("xor", i) && (i == 0 || !Character.isLetter(text.charAt(i - 1)))
                    && (i + 3 == text.length() || !Character.isLetter(text.charAt(i + 3)))) {
                parts.add(text.substring(start, i));
                start = i + 3;
            } else if (depth == 0 && !sum && c == ',') {
                // In a list that names positions, a comma between two digits is the notation's own (colourful 1,2).
                boolean within = letters && i > 0 && i + 1 < text.length() && Character.isDigit(text.charAt(i - 1))
                        && Character.isDigit(text.charAt(i + 1));
                if (!within) {
                    parts.add(text.substring(start, i));
                    start = i + 1;
                }
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    /** Where the bracket opened at {@code open} closes, or -1. */
    private static int closing(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** The whole numbers of a line, in order. */
    private static List<Long> numbers(String line) {
        List<Long> numbers = new ArrayList<>();
        for (int i = 0; i < line.length(); i++) {
            if (Character.isDigit(line.charAt(i))) {
                int end = i;
                while (end < line.length() && Character.isDigit(line.charAt(end))) {
                    end++;
                }
                if (end - i <= 18) {
                    numbers.add(Long.parseLong(line.substring(i, end)));
                }
                i = end;
            }
        }
        return numbers;
    }

    /** Where the text after the first {@code count} numbers of a line starts. */
    private static int afterNumbers(String line, int count) {
        int at = 0;
        for (int found = 0; found < count; found++) {
            while (!Character.isDigit(line.charAt(at))) {
                at++;
            }
            while (at < line.length() && Character.isDigit(line.charAt(at))) {
                at++;
            }
        }
        return at;
    }

    private static String binary(long value, int width) {
        String bits = Long.toBinaryString(value);
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }

    private static String set(Set<Long> values) {
        List<String> shown = new ArrayList<>();
        values.forEach(value -> shown.add(Long.toString(value)));
        return "{" + String.join(", ", shown) + "}";
    }

    private static String listed(List<Long> values) {
        List<String> shown = new ArrayList<>();
        values.forEach(value -> shown.add(Long.toString(value)));
        return and(shown);
    }

    /** "a, b and c". */
    static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    private static String ordinal(int n) {
        String suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3
                ? "rd" : "th";
        return n + suffix;
    }
}
