package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import nimbook.practice.StepChecker.Checked;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.text.Text;

/**
 * One worked answer about a game's position being read, line by line ({@link Marking}): each line is read as students
 * write it ({@link NotationReader}), into one or more steps, each going to the kind of step it is (the walk, an
 * outcome, a move, a chain of values) or judged as the answer; what the lines so far have set up (the walk followed,
 * the chain a line starting with = goes on with) carries on.
 */
final class WorkedAnswer implements Marking.Steps {
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
        return Marking.all(this, text);
    }

    @Override
    public String unreadable(String problem, String typed) {
        return advice.of(problem, typed);
    }

    @Override
    public String kind() {
        return question.kind();
    }

    @Override
    public String asked() {
        return advice.asked();
    }

    @Override
    public String empty() throws NotationException {
        return question.judge(question.kind(), "").message();
    }

    @Override
    public String stops() {
        return ValueSteps.STOPS;
    }

    @Override
    public Set<String> winning() throws NotationException {
        Set<String> winning = new TreeSet<>();
        for (Position move : question.solver().winningMoves(question.position())) {
            winning.add(move.canonical().toString());
        }
        return winning;
    }

    /** One typed line: its steps judged in turn, as the line's one verdict. */
    @Override
    public Judged line(String typed, boolean alone) throws Matcher.Unreadable, NotationException {
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
}
