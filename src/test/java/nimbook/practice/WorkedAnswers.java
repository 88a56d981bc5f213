package nimbook.practice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import nimbook.practice.Brute.Component;

/**
 * Worked answers as students write them, made from a seed with values worked out by {@link Brute} (never by the
 * solver): right working in the book's notation, in prose, in LaTeX and in binary, with the answer or without it; the
 * same with one error planted (a value, a mex, a nim-sum, an outcome, a move, a count, or a mistake students make); and
 * lines that only restate the question. Each line carries what the checker must make of it.
 */
public final class WorkedAnswers {
    /** What a line is: right (so marked right), wrong (a planted error), or restating (never marked right). */
    public enum Kind {
        RIGHT, WRONG, RESTATING
    }

    /** One line and what it is. */
    public record Line(String text, Kind kind) {
    }

    /**
     * A worked answer: the position, what is asked, whether the question is about binary, its lines, and the state the
     * whole must come to (right, wrong, or incomplete; null where only "not right" is known).
     */
    public record Answer(String position, String kind, boolean binary, List<Line> lines, String state) {
        public String text() {
            List<String> texts = new ArrayList<>();
            lines.forEach(line -> texts.add(line.text()));
            return String.join("\n", texts);
        }
    }

    private static final String[] OPERATORS = {" ⊕ ", " xor ", " ^ ", " ⨁ "};
    private final Brute brute = new Brute();
    private final Random random;

    public WorkedAnswers(long seed) {
        this.random = new Random(seed);
    }

    /** {@code count} worked answers, in turn right, with one error, without the answer, and restating. */
    public List<Answer> make(int count) {
        List<Answer> answers = new ArrayList<>();
        while (answers.size() < count) {
            List<Component> position = position();
            String kind = kind(position);
            int shape = answers.size() % 4;
            answers.add(answer(position, kind, shape));
        }
        return answers;
    }

    private List<Component> position() {
        List<Component> position = new ArrayList<>();
        switch (random.nextInt(6)) {
            case 0, 1 -> {
                for (int i = 0; i < 2 + random.nextInt(2); i++) {
                    position.add(new Component("nim", 1 + random.nextInt(9)));
                }
            }
            case 2 -> {
                for (int i = 0; i < 1 + random.nextInt(2); i++) {
                    position.add(new Component("kayles", 1 + random.nextInt(8)));
                }
            }
            case 3 -> position.add(new Component("subtract:1,2,3", 1 + random.nextInt(12)));
            case 4 -> {
                position.add(new Component("nim", 1 + random.nextInt(7)));
                position.add(new Component("kayles", 1 + random.nextInt(7)));
            }
            default -> {
                boolean small = random.nextBoolean();
                for (int i = 0; i < 2 + random.nextInt(3); i++) {
                    position.add(new Component("misere-nim", small ? 1 : 1 + random.nextInt(4)));
                }
            }
        }
        return position;
    }

    private String kind(List<Component> position) {
        boolean wins = brute.value(position) != 0;
        List<String> kinds = new ArrayList<>(List.of("grundy", "outcome", "moves", "count"));
        if (wins) {
            kinds.add("move");
        }
        return kinds.get(random.nextInt(kinds.size()));
    }

    /** One worked answer of a shape: 0 right, 1 with one error planted, 2 without the answer, 3 restating. */
    private Answer answer(List<Component> position, String kind, int shape) {
        boolean answered = shape != 2 && shape != 3;
        // Without the answer, a value question's working stops short of the position's value, which answers it.
        List<Line> lines = new ArrayList<>(working(position, kind, answered || !kind.equals("grundy")));
        if (answered) {
            lines.addAll(answerLines(position, kind));
        }
        String state = shape == 2 ? "incomplete" : shape == 3 ? null : "right";
        if (shape == 1) {
            int at = random.nextInt(lines.size());
            Line planted = planted(position, kind, lines.get(at), at == lines.size() - 1);
            if (planted != null) {
                lines.set(at, planted);
                state = "wrong";
            } else {
                state = "right";
            }
        }
        if (shape == 3) {
            lines = new ArrayList<>(restating(position, kind));
        }
        if (lines.isEmpty()) {
            lines.add(new Line(text(position) + " = " + text(position), Kind.RESTATING));
            state = null;
        }
        return new Answer(text(position), kind, false, lines, state);
    }

    /** Right steps towards the answer: the components' values, a mex, the nim-sum, the position's value. */
    private List<Line> working(List<Component> position, String kind, boolean whole) {
        List<Line> lines = new ArrayList<>();
        long value = brute.value(position);
        boolean misere = position.get(0).game().equals("misere-nim");
        List<Long> values = new ArrayList<>();
        for (Component component : position) {
            values.add(misere ? component.size() : brute.value(List.of(component)));
        }
        Component one = position.get(random.nextInt(position.size()));
        // A component that is all that is left when equal ones cancel is the position itself: its value answers.
        boolean alone = unpaired(position).equals(List.of(one));
        if (!misere && position.size() > 1 && random.nextBoolean() && (whole || !alone)) {
            lines.add(new Line(componentValue(position, one), Kind.RIGHT));
        }
        if (!misere && random.nextInt(3) == 0 && (whole || !alone && position.size() > 1)) {
            if (one.options().size() <= 9) {
                lines.add(new Line(mex(one), Kind.RIGHT));
            }
        }
        if (!whole) {
            return lines;
        }
        if (position.size() > 1 && (!misere || values.stream().anyMatch(heap -> heap > 1))) {
            lines.add(new Line(nimSum(values), Kind.RIGHT));
        }
        lines.add(new Line(positionValue(position, value), Kind.RIGHT));
        if (!kind.equals("outcome") && random.nextBoolean()) {
            lines.add(new Line(List.of("so ", "therefore ", "hence ").get(random.nextInt(3)) + outcome(value == 0),
                    Kind.RIGHT));
        }
        if (kind.equals("move") && random.nextBoolean()) {
            lines.addAll(tried(position));
        }
        return lines;
    }

    /** The components left when equal ones are taken out in pairs. */
    private static List<Component> unpaired(List<Component> position) {
        List<Component> left = new ArrayList<>();
        for (Component component : position) {
            if (!left.remove(component)) {
                left.add(component);
            }
        }
        return left;
    }

    private String componentValue(List<Component> position, Component one) {
        long value = brute.value(List.of(one));
        boolean oneGame = position.stream().allMatch(component -> component.game().equals(one.game()));
        return switch (random.nextInt(oneGame ? 6 : 3)) {
            case 0 -> text(List.of(one)) + " = " + value;
            case 1 -> text(List.of(one)) + " is " + value;
            case 2 -> "the value of " + text(List.of(one)) + " is " + value;
            case 3 -> "G(" + one.size() + ") = " + value;
            case 4 -> "$G_{" + one.size() + "} = " + value + "$";
            default -> "SG(" + one.size() + ") = " + value;
        };
    }

    /** A component as the mex of its options' values, or of its options named, and what that comes to. */
    private String mex(Component one) {
        List<String> items = new ArrayList<>();
        boolean named = random.nextBoolean();
        for (List<Component> option : one.options()) {
            items.add(named ? after(List.of(one), option) : Long.toString(brute.value(option)));
        }
        String mex = random.nextInt(4) == 0 ? "\\operatorname{mex}\\{" + String.join(", ", items) + "\\}"
                : "mex{" + String.join(", ", items) + "}";
        String line = text(List.of(one)) + " = " + mex + " = " + brute.value(List.of(one));
        return mex.startsWith("\\") ? "$" + line + "$" : line;
    }

    private String nimSum(List<Long> values) {
        long total = 0;
        for (long value : values) {
            total ^= value;
        }
        List<String> written = new ArrayList<>();
        int form = random.nextInt(5);
        int width = 64 - Long.numberOfLeadingZeros(values.stream().reduce(total, (a, b) -> a | b) | 1);
        for (long value : values) {
            written.add(form == 4 ? "0" + bits(value, width) : Long.toString(value));
        }
        String result = form == 4 ? "0" + bits(total, width) : Long.toString(total);
        return switch (form) {
            case 2 -> "$" + String.join(" \\oplus ", written) + " = " + result + "$";
            case 3 -> "the nim-sum of " + String.join(", ", written.subList(0, written.size() - 1)) + " and "
                    + written.get(written.size() - 1) + " is " + result;
            default -> String.join(OPERATORS[random.nextInt(OPERATORS.length)], written) + " = " + result;
        };
    }

    private static String bits(long value, int width) {
        String bits = Long.toBinaryString(value);
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }

    private String positionValue(List<Component> position, long value) {
        return switch (random.nextInt(4)) {
            case 0 -> text(position) + " = " + value;
            case 1 -> "the value is " + value;
            case 2 -> "G(" + text(position) + ") = " + value;
            default -> text(position) + " has value " + value;
        };
    }

    private String outcome(boolean p) {
        return switch (random.nextInt(3)) {
            case 0 -> p ? "P" : "N";
            case 1 -> p ? "it's a P-position" : "it's an N-position";
            default -> p ? "the second player wins" : "the first player wins";
        };
    }

    /** A move that does not win, tried and rejected with the value it leaves. */
    private List<Line> tried(List<Component> position) {
        for (List<Component> option : Brute.options(position)) {
            long value = brute.value(option);
            if (value != 0) {
                return List.of(new Line(text(position) + " → " + after(position, option) + " = " + value, Kind.RIGHT));
            }
        }
        return List.of();
    }

    /** The answer, as the question asks it. */
    private List<Line> answerLines(List<Component> position, String kind) {
        long value = brute.value(position);
        List<String> winning = winning(position);
        return switch (kind) {
            case "grundy" -> List.of(new Line(random.nextBoolean() ? Long.toString(value) : "the value is " + value,
                    Kind.RIGHT));
            case "outcome" -> List.of(new Line(random.nextBoolean() ? (value == 0 ? "P" : "N") : "so " + outcome(value == 0),
                    Kind.RIGHT));
            case "count" -> List.of(new Line(random.nextBoolean() ? Integer.toString(winning.size())
                    : winning.size() + " winning moves", Kind.RIGHT));
            case "move" -> List.of(new Line(text(position) + List.of(" → ", " -> ", " => ", " to ").get(random.nextInt(4))
                    + winning.get(random.nextInt(winning.size())), Kind.RIGHT));
            default -> {
                List<Line> lines = new ArrayList<>();
                if (winning.isEmpty()) {
                    lines.add(new Line(random.nextBoolean() ? "none" : "no move wins", Kind.RIGHT));
                }
                winning.forEach(move -> lines.add(new Line(move, Kind.RIGHT)));
                yield lines;
            }
        };
    }

    /** The winning moves, each position once however its components are ordered (as the book counts them). */
    private List<String> winning(List<Component> position) {
        List<String> moves = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (List<Component> option : Brute.options(position)) {
            List<String> sorted = new ArrayList<>();
            option.forEach(component -> sorted.add(component.game() + " " + component.size()));
            sorted.sort(null);
            if (brute.value(option) == 0 && !seen.contains(sorted.toString())) {
                seen.add(sorted.toString());
                moves.add(after(position, option));
            }
        }
        return moves;
    }

    /**
     * The line with one error planted, or null when the line has no number to change: a value one to three too large
     * (or a recognised mistake: a nim-sum added), P for N, a move that does not win, a count one too many.
     */
    private Line planted(List<Component> position, String kind, Line line, boolean last) {
        String text = line.text();
        long value = brute.value(position);
        if (text.endsWith(" P") || text.endsWith(" N") || text.equals("P") || text.equals("N")) {
            return new Line(text.substring(0, text.length() - 1) + (text.endsWith("P") ? "N" : "P"), Kind.WRONG);
        }
        if (text.endsWith("P-position") || text.endsWith("N-position") || text.endsWith("player wins")) {
            return new Line(text.contains("P-position") ? "it's an N-position" : text.contains("N-position")
                    ? "it's a P-position" : text.contains("second") ? "the first player wins" : "the second player wins",
                    Kind.WRONG);
        }
        if (kind.equals("move") && last) {
            for (List<Component> option : Brute.options(position)) {
                if (brute.value(option) != 0) {
                    return new Line(text(position) + " → " + after(position, option), Kind.WRONG);
                }
            }
        }
        int end = text.length();
        while (end > 0 && !Character.isDigit(text.charAt(end - 1))) {
            end--;
        }
        int start = end;
        while (start > 0 && Character.isDigit(text.charAt(start - 1))) {
            start--;
        }
        boolean claims = text.contains("=") || text.contains(" is ") || text.contains(" has value ")
                || text.contains("winning moves") || Character.isDigit(text.charAt(0)) && start == 0;
        if (start == end || !claims || text.startsWith("0", start) && end - start > 1) {
            return null;
        }
        long written = Long.parseLong(text.substring(start, end));
        long changed = written + 1 + random.nextInt(3);
        while (Long.toString(changed).chars().allMatch(c -> c == '0' || c == '1') && changed > 1) {
            changed++;
        }
        return new Line(text.substring(0, start) + changed + text.substring(end), Kind.WRONG);
    }

    /** Lines that only say the question again, or stop before what it comes to. */
    private List<Line> restating(List<Component> position, String kind) {
        String text = text(position);
        List<Line> lines = new ArrayList<>(List.of(new Line(text + " = " + text, Kind.RESTATING),
                new Line("G(" + text + ") = G(" + text + ")", Kind.RESTATING)));
        if (position.size() > 1 && !position.get(0).game().equals("misere-nim")) {
            List<String> terms = new ArrayList<>();
            position.forEach(component -> terms.add("G(" + text(List.of(component)) + ")"));
            lines.add(new Line(text + " = " + String.join(" ⊕ ", terms), Kind.RESTATING));
        }
        if (!kind.startsWith("move")) {
            lines.add(new Line(text, Kind.RESTATING));
        }
        return lines;
    }

    /** The position a move leaves, in the notation: "kayles 0" when it leaves nothing. */
    static String after(List<Component> position, List<Component> option) {
        return option.isEmpty() ? position.get(0).game() + " 0" : text(option);
    }

    /** A position in the book's notation: each game's components in the order written. */
    public static String text(List<Component> position) {
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (Component component : position) {
            games.computeIfAbsent(component.game(), game -> new ArrayList<>()).add(Integer.toString(component.size()));
        }
        List<String> terms = new ArrayList<>();
        games.forEach((game, sizes) -> terms.add(game + " " + String.join(" ", sizes)));
        return String.join(" + ", terms);
    }
}
