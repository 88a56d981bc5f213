package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.practice.StepChecker.Checked;
import nimbook.practice.StepChecker.Line;
import nimbook.practice.StepChecker.State;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.text.Text;

/**
 * One worked answer being read, line by line: each line is read as students write it ({@link NotationReader}), into
 * one or more steps, each going to the kind of step it is (the walk, an outcome, a move, a chain of values) or judged as
 * the answer; what the lines so far have set up (the walk followed, the chain a line starting with = goes on with)
 * carries on. A question about moves is judged on its last answer, or on all the moves listed.
 */
final class WorkedAnswer {
    static final String TRIED = "Right: a move you tried; the last move you write is your answer.";

    private final Question question;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final ValueSteps values;
    private final MoveSteps moves;
    private final AnswerSteps answers;
    private final Advice advice;

    WorkedAnswer(Question question) {
        this.question = question;
        this.reader = new StepReader(question);
        this.walks = new EenyMeenySteps(question, reader);
        OwnPosition own = new OwnPosition(question);
        Reasons reasons = new Reasons(question);
        this.values = new ValueSteps(question, own, reader, walks, new Links(question, reasons));
        this.moves = new MoveSteps(question, own, reader, walks, values, reasons);
        this.advice = new Advice(question);
        this.answers = new AnswerSteps(question, own, reader, moves, advice);
    }

    Checked all(String text) throws NotationException {
        List<String> typed = Text.split(text, "\n");
        int count = 0;
        for (String line : typed) {
            count += Text.isBlank(line) ? 0 : 1;
        }
        if (count == 0) {
            Verdict verdict = question.judge(question.kind(), "");
            return new Checked(List.of(), State.UNREADABLE, verdict.message(), null);
        }
        List<Judged> judged = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < typed.size(); i++) {
            if (Text.isBlank(typed.get(i))) {
                continue;
            }
            Judged line;
            try {
                line = line(typed.get(i), count == 1);
            } catch (Matcher.Unreadable | NotationException e) {
                // A line the checker cannot read, or a position the solver cannot compute here: it says why.
                line = Judged.step(Verdict.unreadable(advice.of(e.getMessage(), typed.get(i))));
            }
            // A line that starts with = goes on with the chain before it, which was then no longer left open.
            int before = judged.size() - 1;
            if (Matcher.typed(typed.get(i)).startsWith("=") && before >= 0 && judged.get(before).open()
                    && judged.get(before).verdict().message().equals(ValueSteps.STOPS)) {
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
        return summary(lines, judged);
    }

    private static Line line(int number, String text, Judged judged) {
        State mark = judged.verdict().mark() == Verdict.Mark.WRONG ? State.WRONG : judged.verdict().mark()
                == Verdict.Mark.UNREADABLE ? State.UNREADABLE : judged.open() ? State.INCOMPLETE : State.RIGHT;
        return new Line(number, Text.strip(text), mark, judged.verdict().message(), judged.reading());
    }

    /** One typed line: its steps judged in turn, as the line's one verdict. */
    private Judged line(String typed, boolean alone) throws Matcher.Unreadable, NotationException {
        StepReader.checkDepth(typed);
        List<NotationReader.Clause> clauses = NotationReader.clauses(typed);
        Position subject = question.position();
        Judged line = null;
        for (NotationReader.Clause clause : clauses) {
            String text = clause.text();
            if (text.contains(NotationReader.SUBJECT) || text.contains(NotationReader.HEAPS)) {
                if (subject == null) {
                    // Ambiguous after a line about no position: asked, with the reading it would have.
                    throw new Matcher.Unreadable("\"" + clause.written() + "\" could be about " + question.position()
                            + " or about another position: write which, like " + NotationReader.shown(text.replace(
                                    NotationReader.SUBJECT, question.position().toString()).replace(NotationReader.HEAPS,
                                            heaps(question.position()))) + ".");
                }
                text = text.replace(NotationReader.SUBJECT, subject.toString()).replace(NotationReader.HEAPS,
                        heaps(subject));
            }
            Judged step = step(text, alone && clauses.size() == 1);
            if (step.verdict().mark() != Verdict.Mark.UNREADABLE && NotationReader.notable(clause, text)) {
                step = step.read(clauses.size() > 1 ? "read \"" + clause.written() + "\" as: " + NotationReader.shown(text)
                        : "read as: " + NotationReader.shown(text));
            }
            subject = step.about();
            line = line == null ? step : line.and(step);
        }
        return line;
    }

    /** "the nim-sum" of a position: of misère Nim's heaps, its heaps' nim-sum; of any other, the position's value. */
    private static String heaps(Position subject) {
        if (!subject.misere()) {
            return subject.toString();
        }
        List<String> heaps = new ArrayList<>();
        subject.places().forEach(place -> heaps.add(Long.toString(place.component().heap())));
        return String.join(" ⊕ ", heaps);
    }

    /** One step, in the notation and in lower case, to the kind of step it is. */
    private Judged step(String text, boolean alone) throws Matcher.Unreadable, NotationException {
        reader.startLine(question.binary() || StepReader.leadingZero(text));
        if (text.startsWith("=")) {
            return values.chain(Text.split(text.substring(1), "="), true);
        }
        if (text.startsWith("eeny-meeny") || text.startsWith("eeny meeny")) {
            return Judged.step(walks.header(text));
        }
        if (text.startsWith("eeny") || text.startsWith("meeny")) {
            return Judged.step(walks.comparison(text));
        }
        if (text.startsWith("condition") || text.startsWith("one section")) {
            return walks.conclusion(text);
        }
        if (text.contains("→") || text.contains("->")) {
            return moves.move(text);
        }
        Judged said = moves.outcome(text);
        said = said != null ? said : moves.count(text);
        if (said != null) {
            return said;
        }
        if (text.contains("=") || text.contains(" is ")) {
            return values.chain(Text.split(text, text.contains("=") ? "=" : " is "), false);
        }
        Judged bare = answers.bare(text);
        return bare != null ? bare : answers.answer(text, alone);
    }

    /**
     * The whole answer's state and the one thing to say of it (its lines say the rest): the lines that are wrong or
     * cannot be read; else the answer's verdict, or, for every winning move, how many are still to find; else what is
     * still to write.
     */
    private Checked summary(List<Line> lines, List<Judged> judged) throws NotationException {
        List<Judged> given = answered(judged, lines);
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
                    : "Right so far; now write the answer: " + advice.asked() + ".";
            return new Checked(lines, State.INCOMPLETE, message, claimed);
        }
        Verdict all = everyMove(given);
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
    private List<Judged> answered(List<Judged> judged, List<Line> lines) {
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
            if (question.kind().equals("move") && i < last && !step.moves().isEmpty()) {
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
    private Verdict everyMove(List<Judged> given) throws NotationException {
        if (!question.kind().equals("moves") || given.stream().anyMatch(step -> step.moves().isEmpty())) {
            return null;
        }
        Set<String> found = new TreeSet<>();
        given.forEach(step -> step.moves().forEach(move -> found.add(move.canonical().toString())));
        Set<String> winning = new TreeSet<>();
        for (Position move : question.solver().winningMoves(question.position())) {
            winning.add(move.canonical().toString());
        }
        int more = winning.size() - found.size();
        if (more == 0) {
            return Verdict.right(winning.size() == 1 ? "Right: this is the only winning move."
                    : "Right: these are all the winning moves.");
        }
        return Verdict.wrong("Each of these wins: " + more + " more winning move" + (more == 1 ? "" : "s")
                + " to find.");
    }
}
