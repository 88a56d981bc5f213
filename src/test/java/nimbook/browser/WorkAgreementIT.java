package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import nimbook.book.Edition;
import nimbook.practice.LoopyWorkedAnswers;
import nimbook.practice.Matcher;
import nimbook.practice.StepChecker;
import nimbook.practice.WorkedAnswers;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import nimbook.solver.ExplanationText;
import nimbook.solver.NotationException;
import nimbook.solver.Position;
import nimbook.solver.Solver;
import nimbook.solver.Step;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.json.Json;

/**
 * The step checker compiled to JavaScript, run in Chromium, against the JVM's on a few thousand worked answers made up
 * of every kind of step, right and wrongly changed, and lines that cannot be read; on the worked answers the unit tests
 * generate (prose, LaTeX, binary, restating, planted mistakes), loopy positions' too (their labelling, values, sums,
 * outcomes, moves); and on every notation and mistake the unit tests check
 * (src/test/resources/practice/agreement.txt), with lines long and deep: the verdict on every line and how it was read,
 * the whole answer's state and message, and the value claimed must be the same.
 */
class WorkAgreementIT {
    private static final String[] GAMES = {"nim %d %d %d", "nim %d %d", "misere-nim %d %d %d", "subtract:1,2,4 %d",
        "subtract:1..3 %d %d", "squares %d", "kayles %d", "kayles %d %d", "dawsons-kayles %d", "grundys-game %d",
        "colourful %d,%d,%d", "colourful %d,%d", "end-nim %d,%d", "empty-and-divide %d,%d", "wythoff %d,%d",
        "nim %d + kayles %d", "kayles %d + colourful %d,%d", "nim %d + squares %d + cubes %d"};
    private static final String[] UNREADABLE = {"mex{1, 2", "= 3", "first the values", "G(", "3 ⊕", "kaylse 3 = 1",
        "mex 1 2 = 0", "eeny: two against one", "→ nim 1", "G(4 = 1", "0b12 ⊕ 1 = 3", "3 ⊕ 4", "mex{0, 1}", ""};
    private static final String[] OPERATORS = {" ⊕ ", " xor ", " ^ "};
    private static final Solver SOLVER = Solver.forPages();

    /** A worked answer to check: the position, what is asked, whether the question is about binary, the lines. */
    private record Answer(String position, String kind, boolean binary, String text) {
    }

    @Test
    void theBrowsersVerdictsAreTheJvms() throws IOException, NotationException {
        Random random = new Random(11);
        List<Answer> answers = new ArrayList<>();
        while (answers.size() < 2400) {
            String pattern = GAMES[answers.size() % GAMES.length];
            String text = String.format(pattern, 1 + random.nextInt(9), 1 + random.nextInt(9), 1 + random.nextInt(9));
            Position position;
            try {
                position = SOLVER.parse(text);
            } catch (NotationException e) {
                continue;
            }
            String kind = Matcher.KINDS.get(random.nextInt(Matcher.KINDS.size()));
            List<String> lines = new ArrayList<>();
            int steps = 1 + random.nextInt(9);
            for (int i = 0; i < steps; i++) {
                lines.add(step(random, position, kind));
            }
            answers.add(new Answer(text, kind, random.nextInt(4) == 0, String.join("\n", lines)));
        }
        for (WorkedAnswers.Answer worked : new WorkedAnswers(7).make(1_200)) {
            answers.add(new Answer(worked.position(), worked.kind(), worked.binary(), worked.text()));
        }
        for (LoopyWorkedAnswers.Answer worked : new LoopyWorkedAnswers(8).make(800)) {
            answers.add(new Answer(worked.position(), worked.kind(), false, worked.text()));
        }
        answers.addAll(notations());
        answers.add(new Answer("kayles 7", "grundy", false, String.join(" = ", java.util.Collections.nCopies(2_000,
                "kayles 7"))));
        answers.add(new Answer("nim 3 4 5", "grundy", false, "mex{".repeat(2_000) + "}".repeat(2_000) + " = 0"));
        Path site = Files.createTempDirectory("nimbook-agreement");
        try (Chromium chromium = new Chromium()) {
            SiteBuilder.Result result = SiteBuilder.buildAndWrite(new BuildOptions(PracticeIT.BOOK, Path.of("templates"),
                    site.resolve("site"), Edition.INSTRUCTOR, 0));
            assertEquals(List.of(), result.diagnostics().report());
            chromium.open(site.resolve("site/01-practice.html").toUri().toString());
            chromium.defineSolver();
            Json json = new Json();
            StepChecker checker = new StepChecker(SOLVER);
            int lines = 0;
            long readings = 0;
            TreeSet<String> marks = new TreeSet<>();
            for (int from = 0; from < answers.size(); from += 200) {
                List<Answer> batch = answers.subList(from, Math.min(answers.size(), from + 200));
                List<List<String>> asked = batch.stream().map(answer -> List.of(answer.position(), answer.kind(),
                        Boolean.toString(answer.binary()), answer.text())).toList();
                String verdicts = (String) chromium.script("return JSON.stringify(arguments[0].map(function (a) {"
                        + " return JSON.parse(nimbookWork(a[0], a[1], a[2], a[3])); }));", asked);
                List<Map<String, Object>> page = json.toType(verdicts, List.class);
                for (int i = 0; i < batch.size(); i++) {
                    Map<String, Object> jvm = jvm(checker, batch.get(i));
                    assertEquals(jvm, page.get(i), batch.get(i).toString());
                    @SuppressWarnings("unchecked")
                    List<Map<String, Object>> checked = (List<Map<String, Object>>) jvm.get("lines");
                    lines += checked.size();
                    checked.forEach(line -> marks.add(line.get("mark") + " " + line.get("message")));
                    readings += checked.stream().filter(line -> line.containsKey("reading")).count();
                    marks.add("answer " + jvm.get("state") + " " + jvm.get("message"));
                }
            }
            System.out.println("worked answers: " + answers.size() + ", lines: " + lines + ", verdicts: " + marks.size());
            // Every kind of step came up right, wrong and unreadable, and the answer right and wrong.
            for (String kind : List.of("right Right.", "right Right: the value is ", "right Right: that move leaves",
                    "right Right: these are all", "right Right: it is a", "wrong Not the value", "wrong No: look at the value",
                    "wrong The options of ", "wrong mex{", "leaves out", "is not an option of", "is the least number not in",
                    "so the nim-sum has", "its components’ values are", "wrong \"", "not 0: the other player",
                    "wrong The condition is", "comparison is", "is N, not P", "is P, not N", "unreadable Write a mex",
                    "unreadable Write a nim-sum", "unreadable Neither a step nor the answer", "unreadable unknown game",
                    "incomplete That only says it again", "incomplete Right so far", "incomplete Say what it comes to",
                    "the ordinary sum", "where an odd number of them do", "counting from 0", "one more than the largest",
                    "not the least that is", "in normal play", "wrong The move to", "write one term for each",
                    "unreadable Say which position", "unreadable The line nests too deeply", "Right: a move you tried",
                    "answer incomplete Each of these wins", "work its value out again", "wrong Round ", "its follower",
                    "∞(K) + b is ∞(K ⊕ b)", "wrong There is no arc", "unreadable The position has ",
                    "unreadable Write a round", "Right: the value is ∞(")) {
                assertTrue(marks.stream().anyMatch(mark -> mark.startsWith(kind) || mark.contains(kind)), kind);
            }
            assertTrue(lines >= 15_000, "lines checked: " + lines);
            assertTrue(readings >= 1_000, "lines read otherwise than written: " + readings);
            assertEquals(List.of(), chromium.consoleErrors());
        } finally {
            Chromium.delete(site);
        }
    }

    /** The worked answers of agreement.txt: every notation and mistake the unit tests check. */
    private static List<Answer> notations() throws IOException {
        List<Answer> answers = new ArrayList<>();
        String text = Files.readString(Path.of("src/test/resources/practice/agreement.txt"));
        for (String block : text.split("\n### ")) {
            if (block.startsWith("#")) {
                continue;
            }
            int end = block.indexOf('\n');
            String[] head = block.substring(0, end).split("\\|");
            answers.add(new Answer(head[0].strip(), head[1].strip(), head.length > 2, block.substring(end + 1)));
        }
        return answers;
    }

    /** The JVM's verdict, as the page's facade writes it. */
    private static Map<String, Object> jvm(StepChecker checker, Answer answer) {
        Map<String, Object> json = new LinkedHashMap<>();
        try {
            StepChecker.Checked checked = checker.check(answer.position(), answer.kind(), answer.binary(), answer.text());
            json.put("ok", true);
            json.put("state", checked.state().word());
            json.put("message", checked.message());
            if (checked.claimed() != null) {
                json.put("claimed", checked.claimed().toString());
            }
            List<Map<String, Object>> lines = new ArrayList<>();
            for (StepChecker.Line line : checked.lines()) {
                Map<String, Object> one = new LinkedHashMap<>(Map.of("line", (long) line.number(), "mark",
                        line.mark().word(), "message", line.message()));
                if (!line.reading().isEmpty()) {
                    one.put("reading", line.reading());
                }
                lines.add(one);
            }
            json.put("lines", lines);
        } catch (NotationException e) {
            json.put("ok", false);
            json.put("error", e.getMessage());
        }
        return json;
    }

    /** One line of a worked answer about the position: a step of some kind, right or changed, or one not to be read. */
    private static String step(Random random, Position position, String kind) {
        boolean wrong = random.nextInt(3) == 0;
        List<Position.Place> places = position.places();
        Position.Place place = places.get(random.nextInt(places.size()));
        long value = place.game().grundy(place.component());
        try {
            return switch (random.nextInt(11)) {
                case 0 -> (random.nextBoolean() || places.size() > 1 && position.terms().size() > 1 ? place.label()
                        : "G(" + place.component() + ")") + " = " + changed(random, value, wrong);
                case 1 -> position + (random.nextBoolean() ? " = " : " is ") + changed(random, SOLVER.grundy(position), wrong);
                case 2 -> mex(random, place, wrong);
                case 3 -> nimSum(random, places, wrong);
                case 4 -> (random.nextBoolean() ? position.toString() : place.label()) + " is "
                        + (SOLVER.grundy(random.nextBoolean() ? position : SOLVER.parse(place.label())) == 0 == wrong ? "N"
                                : "P");
                case 5 -> List.of("P", "N", "the player to move", "second").get(random.nextInt(4));
                case 6 -> move(random, position, wrong);
                case 7 -> walk(random, position, wrong);
                case 8 -> UNREADABLE[random.nextInt(UNREADABLE.length)];
                default -> answer(random, position, kind, wrong);
            };
        } catch (NotationException e) {
            return "kayles 3 = 3";
        }
    }

    private static long changed(Random random, long value, boolean wrong) {
        return wrong ? value + 1 + random.nextInt(3) : value;
    }

    /** A component’s value as the mex of its options’ values, or of its options named. */
    private static String mex(Random random, Position.Place place, boolean wrong) throws NotationException {
        Position component = SOLVER.parse(place.label());
        List<Solver.Option> options = SOLVER.options(component);
        if (options.size() > 30) {
            return place.label() + " = " + place.game().grundy(place.component());
        }
        List<String> items = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        boolean named = random.nextBoolean();
        for (Solver.Option option : options) {
            long value = SOLVER.grundy(option.result());
            values.add(value);
            items.add(named ? option.result().toString() : Long.toString(value));
        }
        if (wrong && !items.isEmpty()) {
            // An option left out, or (named) the component itself put in, which is no option of itself.
            int at = random.nextInt(items.size());
            if (named && random.nextBoolean()) {
                items.set(at, place.label());
            } else {
                items.remove(at);
            }
        }
        String mex = "mex" + (random.nextBoolean() ? "{" + String.join(", ", items) + "}" : "(" + String.join(",", items)
                + ")");
        long result = nimbook.solver.Mex.of(values) + (wrong && random.nextBoolean() ? 1 : 0);
        return place.label() + " = " + mex + (random.nextBoolean() ? " = " + result : "");
    }

    /** The nim-sum of the components’ values (or of small numbers), in decimal or in binary. */
    private static String nimSum(Random random, List<Position.Place> places, boolean wrong) {
        List<Long> values = new ArrayList<>();
        if (places.size() > 1 && random.nextBoolean()) {
            places.forEach(place -> values.add(place.game().grundy(place.component())));
        } else {
            for (int i = 0; i < 2 + random.nextInt(3); i++) {
                values.add((long) random.nextInt(16));
            }
        }
        long total = 0;
        for (long value : values) {
            total ^= value;
        }
        int base = random.nextInt(3);
        String operator = OPERATORS[random.nextInt(OPERATORS.length)];
        List<String> written = new ArrayList<>();
        for (long value : values) {
            written.add(number(value, base));
        }
        return String.join(operator, written) + " = " + number(changed(random, total, wrong), base);
    }

    /** Decimal, 0b binary, or binary with a leading 0. */
    private static String number(long value, int base) {
        return switch (base) {
            case 0 -> Long.toString(value);
            case 1 -> "0b" + Long.toBinaryString(value);
            default -> "0" + Long.toBinaryString(value);
        };
    }

    /** A move of the position (or of one component), or one that cannot be made; sometimes with the value it leaves. */
    private static String move(Random random, Position position, boolean wrong) throws NotationException {
        List<Solver.Option> options = SOLVER.options(position);
        if (options.isEmpty()) {
            return position + " is P";
        }
        Solver.Option option = options.get(random.nextInt(options.size()));
        String to = wrong && random.nextBoolean() ? position.toString().replaceFirst("[0-9]+", "77") : option.result()
                .toString();
        String line = random.nextBoolean() ? position + (random.nextBoolean() ? " → " : " -> ") + to
                : option.describe(true).replace("→ ", "→ " + option.place().game().notation() + " ");
        return random.nextBoolean() ? line : line + " = " + changed(random, SOLVER.grundy(option.result()), wrong);
    }

    /** A line of the eeny-meeny walk down a pile of the position, as the book prints it, sometimes changed. */
    private static String walk(Random random, Position position, boolean wrong) {
        for (Position.Place place : position.places()) {
            for (Step step : place.game().derivation(place.component())) {
                if (step instanceof Step.EenyMeeny) {
                    List<String> lines = ExplanationText.lines(step);
                    String line = lines.get(random.nextInt(lines.size()));
                    return wrong ? line.replace("eeny", "MEENY").replace("meeny", "eeny").replace("MEENY", "meeny")
                            .replace("not met", "met").replace("go on down", "stop") : line;
                }
            }
        }
        return "eeny: 2 against 1, stop";
    }

    /** The answer to the question, or a wrong one. */
    private static String answer(Random random, Position position, String kind, boolean wrong) throws NotationException {
        long value = SOLVER.grundy(position);
        List<Position> winning = SOLVER.winningMoves(position);
        return switch (kind) {
            case "grundy" -> Long.toString(changed(random, value, wrong));
            case "outcome" -> (value == 0) == wrong ? "N" : "P";
            case "count" -> Long.toString(changed(random, winning.size(), wrong));
            case "move" -> winning.isEmpty() || wrong ? SOLVER.options(position).isEmpty() ? "none"
                    : SOLVER.options(position).get(0).result().toString() : winning.get(0).toString();
            default -> winning.isEmpty() ? "none" : String.join("; ", winning.subList(0, wrong ? winning.size() - 1
                    : winning.size()).stream().map(Position::toString).toList());
        };
    }
}
