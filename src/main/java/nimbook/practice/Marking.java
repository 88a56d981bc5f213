package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.practice.StepChecker.Checked;
import nimbook.practice.StepChecker.Line;
import nimbook.practice.StepChecker.State;
import nimbook.solver.NotationException;
import nimbook.text.Text;

/**
 * A worked answer marked line by line, and what the whole comes to: what the games' steps ({@link WorkedAnswer}) and a
 * loopy position's ({@link LoopySteps}) share. Each non-empty line is judged on its own (one that cannot be read says
 * how to write it); a line that starts with = goes on with a chain the line before left open; a question about moves
 * is judged on its last answer, or on all the moves listed.
 */
final class Marking {
    static final String TRIED = "Right: a move you tried; the last move you write is your answer.";

    private Marking() {
    }

    /** What reads and judges the lines of one worked answer. */
    interface Steps {
        /** One typed line as one verdict; {@code alone}: the answer has no other line. */
        Judged line(String typed, boolean alone) throws Matcher.Unreadable, NotationException;

        /** What to tell the reader of a line that could not be read ({@code problem}: why, as first found). */
        String unreadable(String problem, String typed);

        /** What is asked: one of {@link Matcher#KINDS}. */
        String kind();

        /** What the question asks for, for "now write the answer: …". */
        String asked();

        /** What to say of an answer with no line at all. */
        String empty() throws NotationException;

        /** The message of a chain left open, which a line starting with = goes on with. */
        String stops();

        /** Every winning move, each as the standard form of the position it leaves. */
        Set<String> winning() throws NotationException;
    }

    static Checked all(Steps steps, String text) throws NotationException {
        List<String> typed = Text.split(text, "\n");
        int count = 0;
        for (String line : typed) {
            count += Text.isBlank(line) ? 0 : 1;
        }
        if (count == 0) {
            return new Checked(List.of(), State.UNREADABLE, steps.empty(), null);
        }
        List<Judged> judged = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < typed.size(); i++) {
            if (Text.isBlank(typed.get(i))) {
                continue;
            }
            Judged line;
            try {
                line = steps.line(typed.get(i), count == 1);
            } catch (Matcher.Unreadable | NotationException e) {
                // A line the checker cannot read, or a position the solver cannot compute here: it says why.
                line = Judged.step(Verdict.unreadable(steps.unreadable(e.getMessage(), typed.get(i))));
            }
            // A line that starts with = goes on with the chain before it, which was then no longer left open.
            int before = judged.size() - 1;
            if (Matcher.typed(typed.get(i)).startsWith("=") && before >= 0 && judged.get(before).open()
                    && judged.get(before).verdict().message().equals(steps.stops())) {
                Judged open = judged.get(before);
                judged.set(before, new Judged(Verdict.right("Right."), open.answer(), open.claimed(), false, open.about(),
                        open.moves(), open.reading()));
            }
            judged.add(line);
            numbers.add(i + 1);
        }
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < judged.size(); i++) {
            lines.add(line(numbers.get(i), typed.get(numbers.get(i) - 1), judged.get(i)));
        }
        return summary(steps, lines, judged);
    }

    private static Line line(int number, String text, Judged judged) {
        State mark = judged.verdict().mark() == Verdict.Mark.WRONG ? State.WRONG : judged.verdict().mark()
                == Verdict.Mark.UNREADABLE ? State.UNREADABLE : judged.open() ? State.INCOMPLETE : State.RIGHT;
        return new Line(number, Text.strip(text), mark, judged.verdict().message(), judged.reading());
    }

    /**
     * The whole answer's state and the one thing to say of it (its lines say the rest): the lines that are wrong or
     * cannot be read; else the answer's verdict, or, for every winning move, how many are still to find; else what is
     * still to write.
     */
    private static Checked summary(Steps steps, List<Line> lines, List<Judged> judged) throws NotationException {
        List<Judged> given = answered(steps.kind(), judged, lines);
        Long claimed = null;
        for (Judged step : judged) {
            claimed = step.claimed() != null ? step.claimed() : claimed;
        }
        for (State bad : List.of(State.WRONG, State.UNREADABLE)) {
            List<Integer> at = new ArrayList<>();
            lines.forEach(line -> at.addAll(line.mark() == bad ? List.of(line.number()) : List.of()));
            if (!at.isEmpty()) {
                String message = lines.size() == 1 ? lines.get(0).message() : (at.size() == 1 ? "Line " : "Lines ")
                        + Reasons.and(Reasons.each(at.stream().map(Long::valueOf).toList())) + (bad == State.WRONG
                                ? at.size() == 1 ? " is wrong." : " are wrong." : " cannot be read: see how to write "
                                        + (at.size() == 1 ? "it." : "them."));
                return new Checked(lines, bad, message, claimed);
            }
        }
        if (given.isEmpty()) {
            String message = lines.size() == 1 && lines.get(0).mark() == State.INCOMPLETE ? lines.get(0).message()
                    : "Right so far; now write the answer: " + steps.asked() + ".";
            return new Checked(lines, State.INCOMPLETE, message, claimed);
        }
        Verdict all = everyMove(steps, given);
        if (all == null) {
            return new Checked(lines, State.RIGHT, given.get(given.size() - 1).verdict().message(), claimed);
        }
        if (all.mark() == Verdict.Mark.RIGHT) {
            int last = judged.lastIndexOf(given.get(given.size() - 1));
            lines.set(last, new Line(lines.get(last).number(), lines.get(last).text(), State.RIGHT, all.message(),
                    lines.get(last).reading()));
        }
        return new Checked(lines, all.mark() == Verdict.Mark.RIGHT ? State.RIGHT : State.INCOMPLETE, all.message(),
                claimed);
    }

    /**
     * The steps that answer the question. For one winning move, only the last answers it: a move before it is a move
     * tried (a move of the position is right as a step); for every winning move, the list is all the moves given.
     */
    private static List<Judged> answered(String kind, List<Judged> judged, List<Line> lines) {
        List<Judged> given = new ArrayList<>();
        int last = -1;
        for (int i = 0; i < judged.size(); i++) {
            last = judged.get(i).answer() != null ? i : last;
        }
        for (int i = 0; i < judged.size(); i++) {
            Judged step = judged.get(i);
            if (step.answer() == null) {
                continue;
            }
            if (kind.equals("move") && i < last && !step.moves().isEmpty()) {
                lines.set(i, new Line(lines.get(i).number(), lines.get(i).text(), State.RIGHT, TRIED, lines.get(i).reading()));
                continue;
            }
            given.add(step);
        }
        return given;
    }

    /**
     * For every winning move, all given right: whether they are all ("Right: these are all the winning moves."), or how
     * many are still to find ("Each of these wins: 2 more winning moves to find.", marked wrong); null for other
     * questions.
     */
    private static Verdict everyMove(Steps steps, List<Judged> given) throws NotationException {
        if (!steps.kind().equals("moves") || given.stream().anyMatch(step -> step.moves().isEmpty())) {
            return null;
        }
        Set<String> found = new TreeSet<>();
        given.forEach(step -> found.addAll(step.moves()));
        Set<String> winning = steps.winning();
        int more = winning.size() - found.size();
        if (more == 0) {
            return Verdict.right(winning.size() == 1 ? "Right: this is the only winning move."
                    : "Right: these are all the winning moves.");
        }
        return Verdict.wrong("Each of these wins: " + more + " more winning move" + (more == 1 ? "" : "s")
                + " to find.");
    }
}
