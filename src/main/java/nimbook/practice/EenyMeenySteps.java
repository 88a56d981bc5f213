package nimbook.practice;

import java.util.List;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Step;

/**
 * The eeny-meeny walk down a colourful pile as the book prints it: which pile ({@code eeny-meeny walk down colourful
 * 1,2,2,2}), each comparison ({@code eeny: 2 against 1, stop}) in turn, and the conclusion ({@code condition met, so
 * the value is 2 − 1 = 1}, {@code one section}).
 */
final class EenyMeenySteps {
    private static final String WALK_FORM = "Write a comparison of the eeny-meeny walk as the book does, like eeny: 2"
            + " against 1, stop.";
    private static final String WHICH_PILE = "Say which pile the walk goes down first: eeny-meeny walk down colourful"
            + " 1,2,2,2.";

    /** The walk down one pile that the comparisons written so far follow. */
    private record Walk(String pile, Step.EenyMeeny step, boolean exercise) {
    }

    private final Question question;
    private final StepReader reader;
    private Walk walk;
    private int compared;

    /** Follows the exercise's own walk from the start, when its position is one pile. */
    EenyMeenySteps(Question question, StepReader reader) {
        this.question = question;
        this.reader = reader;
        List<Position.Place> places = question.position().places();
        if (places.size() == 1) {
            follow(places.get(0).label(), question.position());
        }
    }

    /** Follows the walk down this position, when it is one pile whose value the walk gives. */
    void follow(String shown, Position of) {
        List<Position.Place> places = of.places();
        // Only a pile can have a walk: other games' derivations would list every option for nothing.
        if (places.size() == 1 && places.get(0).game().shape() == Shape.PILE) {
            List<Step> derivation = places.get(0).game().derivation(places.get(0).component());
            if (derivation.size() == 1 && derivation.get(0) instanceof Step.EenyMeeny step) {
                walk = new Walk(shown, step, of.canonical().equals(question.exercise()));
                compared = 0;
            }
        }
    }

    /** "eeny-meeny walk down colourful 1,2,2,2": the pile the comparisons that follow are about. */
    Verdict header(String line) throws Matcher.Unreadable {
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
        Expr expr = pile.isEmpty() ? null : reader.expr(pile);
        Walk before = walk;
        if (expr instanceof Expr.Pos pos) {
            follow(pos.shown(), pos.position());
        }
        if (walk == before || walk == null) {
            throw new Matcher.Unreadable("The eeny-meeny walk is for one colourful pile: write eeny-meeny walk down"
                    + " colourful 1,2,2,2.");
        }
        return Verdict.right("Right.");
    }

    /** "eeny: 2 against 1, stop": the next comparison of the walk. */
    Verdict comparison(String line) throws Matcher.Unreadable {
        if (walk == null) {
            throw new Matcher.Unreadable(WHICH_PILE);
        }
        String word = line.startsWith("eeny") ? "eeny" : "meeny";
        List<Long> numbers = StepReader.numbers(line);
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
        String nth = Reasons.ordinal(index + 1);
        if (!word.equals(c.word())) {
            return Verdict.wrong("The " + nth + " comparison is a" + (c.word().equals("eeny") ? "n eeny" : " meeny")
                    + ": the words go eeny, meeny, eeny, … from the top.");
        }
        if (numbers.get(0) != c.upper() || numbers.get(1) != c.lower()) {
            return Verdict.wrong("The " + nth + " comparison is " + c.upper() + " against " + c.lower() + ": the "
                    + nth + " section from the top against the one below it.");
        }
        String rest = line.substring(StepReader.afterNumbers(line, 2));
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
    Judged conclusion(String line) throws Matcher.Unreadable, NotationException {
        if (walk == null) {
            throw new Matcher.Unreadable(WHICH_PILE);
        }
        Step.EenyMeeny step = walk.step();
        List<Long> numbers = StepReader.numbers(line);
        Long value = numbers.isEmpty() ? null : numbers.get(numbers.size() - 1);
        boolean answers = walk.exercise() && question.kind().equals("grundy") && value != null;
        Verdict verdict;
        if (line.startsWith("one section")) {
            verdict = step.sections().size() == 1 && (value == null || value == step.value()) ? Verdict.right("Right.")
                    : Verdict.wrong(walk.pile() + " has " + step.sections().size() + " sections: "
                            + Reasons.ofWalk(step) + ".");
        } else {
            boolean met = line.contains("met") && !line.contains("not met");
            verdict = met == step.met() && (value == null || value == step.value()) ? Verdict.right("Right.")
                    : Verdict.wrong("The condition is " + (step.met() ? "met, so the value is the top section minus one,"
                            + " " + (step.value() + 1) + " − 1 = " + step.value() : "not met, so the value is the top"
                            + " section, " + step.value()) + ".");
        }
        if (walk.exercise() && value != null && value != step.value()) {
            verdict = question.judge("grundy", Long.toString(value));
        }
        if (answers && verdict.mark() == Verdict.Mark.RIGHT) {
            verdict = question.judge("grundy", Long.toString(value));
        }
        return Judged.answer(verdict, answers ? "" : null, walk.exercise() ? value : null);
    }
}
