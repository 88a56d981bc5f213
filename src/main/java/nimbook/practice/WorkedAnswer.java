package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.practice.StepChecker.Checked;
import nimbook.practice.StepChecker.Line;
import nimbook.practice.StepChecker.State;
import nimbook.text.Text;
import nimbook.solver.NotationException;

/**
 * One worked answer being read, line by line: each line goes to the kind of step it is (the walk, an outcome, a move,
 * a chain of values) or is judged as the answer; what the lines so far have set up (the walk followed) carries on.
 */
final class WorkedAnswer {
    private static final String STEPS = "a value (kayles 4 = 1), a mex (mex{0, 2, 3} = 1), a nim-sum (3 ⊕ 4 ⊕ 5 = 2),"
            + " an outcome (nim 1 2 3 is P) or a move (nim 3 4 5 → nim 1 4 5)";

    private final Question question;
    private final StepReader reader;
    private final EenyMeenySteps walks;
    private final ValueSteps values;
    private final MoveSteps moves;

    WorkedAnswer(Question question) {
        this.question = question;
        this.reader = new StepReader(question);
        this.walks = new EenyMeenySteps(question, reader);
        Reasons reasons = new Reasons(question);
        this.values = new ValueSteps(question, reader, walks, reasons);
        this.moves = new MoveSteps(question, reader, walks, values, reasons);
    }

    Checked all(String text) throws NotationException {
        String[] typed = Text.split(text, "\n").toArray(String[]::new);
        int count = 0;
        for (String line : typed) {
            count += line.isBlank() ? 0 : 1;
        }
        if (count == 0) {
            Verdict verdict = question.judge(question.kind(), "");
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
                judged = line(Matcher.typed(typed[i]), count == 1);
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
        if (question.kind().equals("moves") && !answers.isEmpty() && answers.stream()
                .allMatch(at -> lines.get(at).verdict().mark() == Verdict.Mark.RIGHT)) {
            int last = answers.get(answers.size() - 1);
            lines.set(last, new Line(lines.get(last).number(), lines.get(last).text(),
                    question.judge("moves", String.join("\n", given))));
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
        return switch (question.kind()) {
            case "grundy" -> "the value of " + question.position();
            case "outcome" -> "P or N";
            case "count" -> "how many winning moves there are";
            case "move" -> "a winning move";
            default -> "every winning move";
        };
    }

    /** One line, already in lower case without its full stop; {@code alone}: the answer has no other line. */
    private Judged line(String line, boolean alone) throws Matcher.Unreadable, NotationException {
        reader.startLine(line);
        if (line.startsWith("eeny-meeny") || line.startsWith("eeny meeny")) {
            return Judged.step(walks.header(line));
        }
        if (line.startsWith("eeny") || line.startsWith("meeny")) {
            return Judged.step(walks.comparison(line));
        }
        if (line.startsWith("condition") || line.startsWith("one section")) {
            return walks.conclusion(line);
        }
        if (line.contains("→") || line.contains("->")) {
            return moves.move(line);
        }
        Judged outcome = moves.outcome(line);
        if (outcome != null) {
            return outcome;
        }
        if (line.contains("=") || line.contains(" is ")) {
            return values.chain(Text.split(line, line.contains("=") ? "=" : " is "));
        }
        if (line.contains("⊕") || line.contains("^") || line.contains("xor")) {
            throw new Matcher.Unreadable(StepReader.NIM_SUM_FORM + " Say what it comes to.");
        }
        if (line.startsWith("mex")) {
            throw new Matcher.Unreadable("Say what the mex comes to, like mex{0, 1, 3} = 2.");
        }
        return answer(line, alone);
    }

    /** The answer itself, as the answer box reads it (a value of 0s and 1s in binary when the question is). */
    private Judged answer(String line, boolean alone) throws NotationException {
        String kind = question.kind();
        String answer = kind.equals("grundy") && Expr.Num.digits(line) && reader.binaryLine()
                ? Long.toString(Expr.Num.of(line, true).value()) : line;
        Verdict verdict = question.judge(kind.equals("moves") ? "move" : kind, answer);
        if (verdict.mark() == Verdict.Mark.UNREADABLE && !alone) {
            verdict = Verdict.unreadable("Neither a step nor the answer: write " + STEPS + "; or the answer. "
                    + verdict.message());
        }
        Long claimed = kind.equals("grundy") && Expr.Num.digits(answer) ? Long.valueOf(answer) : null;
        return new Judged(verdict, answer, claimed);
    }
}
