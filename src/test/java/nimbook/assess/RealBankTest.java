package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.book.ExerciseKey;
import nimbook.site.SiteBuilder;
import nimbook.practice.Matcher;
import nimbook.solver.Loopy;
import nimbook.solver.Solver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real book's bank for 300 sets, in every format, held to the importers' own rules: Moodle's (as {@link
 * MoodleImport} reads its source) for Moodle XML and GIFT, the QTI 1.2 DTD Canvas's converter ships for QTI; and every
 * question's right answers checked against the key and the solver.
 */
@nimbook.Slow
class RealBankTest {
    private static final int SETS = 300;
    @TempDir
    static Path temp;
    private static Key key;
    private static Bank bank;
    private static final Map<BankFormat, Path> FILES = new LinkedHashMap<>();

    @BeforeAll
    static void export() throws Exception {
        BuildOptions options = new BuildOptions(Path.of("content"), Path.of("templates"), temp.resolve("site"),
                Edition.INSTRUCTOR, 0);
        SiteBuilder.Result book = SiteBuilder.build(options);
        assertTrue(book.ok(), book.diagnostics().toString());
        key = Key.deal(book.exercises(), LongStream.rangeClosed(1, SETS).boxed().toList(), Set.of());
        bank = Bank.of(key, book.proofs(), book.title(), SiteBuilder.templates(options));
        for (BankFormat format : BankFormat.values()) {
            Path file = temp.resolve(format.fileName());
            try (OutputStream out = Files.newOutputStream(file)) {
                format.write(bank, out);
            }
            FILES.put(format, file);
        }
    }

    @Test
    void moodleImportsEveryQuestionOfTheXmlAndTheGift() throws Exception {
        List<MoodleImport.Imported> xml = MoodleImport.xml(FILES.get(BankFormat.MOODLE));
        assertEquals(List.of(), MoodleImport.problems(xml));
        List<String> errors = new ArrayList<>();
        List<MoodleImport.Imported> gift = MoodleImport.gift(FILES.get(BankFormat.GIFT), errors);
        assertEquals(List.of(), errors);
        assertEquals(List.of(), MoodleImport.problems(gift));
        assertEquals(bank.questions().size(), xml.size());
        assertEquals(xml.size(), gift.size());
        List<Bank.Question> questions = bank.questions();
        int drawn = 0;
        for (int i = 0; i < xml.size(); i++) {
            MoodleImport.Imported fromXml = xml.get(i);
            MoodleImport.Imported fromGift = gift.get(i);
            // A question on a Green Hackenbush position carries its picture, shown before its text.
            assertEquals(questions.get(i).figures().size(), fromXml.files().size(), fromXml.name());
            drawn += fromXml.files().size();
            String text = fromXml.text().replaceFirst("^<p><img src=\"@@PLUGINFILE@@/[^\"]+\" [^>]*></p>\n", "");
            assertEquals(fromXml.files().isEmpty(), text.equals(fromXml.text()), fromXml.name());
            // GIFT carries the same question, but no information for graders, and no picture.
            assertEquals(new MoodleImport.Imported(fromXml.category(), fromXml.type(), fromXml.name(), text,
                    fromXml.feedback(), fromXml.single(), fromXml.answers(), "", List.of()), fromGift, fromXml.name());
        }
        assertTrue(drawn >= 900, drawn + " questions on Green Hackenbush positions, each drawn");
    }

    @Test
    void everyExerciseIsACategoryWithEachFixedQuestionOnceAndEachDealtPositionOnce() throws Exception {
        Map<String, Set<String>> positions = new LinkedHashMap<>();
        Map<String, Boolean> fixed = new HashMap<>();
        for (Key.Entry entry : key.entries()) {
            ExerciseKey exercise = entry.exercise();
            if (!Bank.exportable(exercise)) {
                continue;
            }
            positions.computeIfAbsent(exercise.number(), n -> new HashSet<>()).add(exercise.position());
            fixed.put(exercise.number(), exercise.dealing().generate().isEmpty() || exercise.dealing().fixed());
        }
        Map<String, List<String>> names = new LinkedHashMap<>();
        for (MoodleImport.Imported question : MoodleImport.xml(FILES.get(BankFormat.MOODLE))) {
            assertEquals("Nimbook", question.category().get(2), question.name());
            names.computeIfAbsent(question.category().get(3), c -> new ArrayList<>()).add(question.name());
        }
        for (Map.Entry<String, Set<String>> exercise : positions.entrySet()) {
            List<String> inCategory = names.get("Exercise " + exercise.getKey());
            assertEquals(exercise.getValue().size(), inCategory.size(), exercise.getKey());
            if (fixed.get(exercise.getKey())) {
                assertEquals(List.of(exercise.getKey()), inCategory);
            }
        }
        long proofs = names.keySet().stream().filter(name -> name.startsWith("Proof exercise ")).count();
        long written = 0;
        try (java.util.stream.Stream<java.nio.file.Path> lessons = java.nio.file.Files.list(java.nio.file.Path.of("content"))) {
            for (java.nio.file.Path lesson : lessons.filter(path -> path.toString().endsWith(".md")).toList()) {
                written += java.nio.file.Files.readAllLines(lesson).stream().filter(line -> line.startsWith("```proof-exercise"))
                        .count();
            }
        }
        assertEquals(written, proofs, "an essay per proof exercise the lessons write");
        assertEquals(positions.size() + proofs, names.size());
    }

    @Test
    void everyQuestionGradesTheKeysAnswer() throws Exception {
        Map<String, ExerciseKey> byName = new HashMap<>();
        for (Key.Entry entry : key.entries()) {
            byName.putIfAbsent(entry.exercise().number() + " set " + entry.set(), entry.exercise());
            byName.putIfAbsent(entry.exercise().number(), entry.exercise());
        }
        Solver solver = new Solver();
        for (MoodleImport.Imported question : MoodleImport.xml(FILES.get(BankFormat.MOODLE))) {
            if (question.type().equals("essay")) {
                assertTrue(question.graderInfo().contains("A complete proof contains"), question.name());
                continue;
            }
            ExerciseKey exercise = byName.get(question.name());
            String kind = exercise.answerKind();
            List<MoodleImport.Answer> right = question.answers().stream().filter(a -> a.fraction() > 0).toList();
            boolean loopy = Matcher.loopy(exercise.position());
            switch (kind) {
                case "grundy", "count" -> {
                    if (loopy && kind.equals("grundy")) {
                        // A value may be ∞(K): one to pick among the values the usual mistakes give.
                        assertEquals(List.of("multichoice", exercise.answer()), List.of(question.type(),
                                right.get(0).text()), question.name());
                        assertEquals(1, right.size(), question.name());
                        assertTrue(question.single() && question.answers().size() >= 3, question.name());
                        continue;
                    }
                    assertEquals("numerical", question.type(), question.name());
                    assertEquals(List.of(new MoodleImport.Answer(exercise.answer(), 1, "0")), question.answers());
                }
                case "outcome" -> {
                    assertEquals(1, right.size(), question.name());
                    assertTrue(right.get(0).text().startsWith(switch (exercise.answer()) {
                        case "P" -> "a P-position";
                        case "N" -> "an N-position";
                        default -> "a draw";
                    }), question.name());
                }
                default -> {
                    Set<String> winning = new HashSet<>();
                    for (String move : exercise.moves()) {
                        winning.add(loopy ? Loopy.parse(move).canonical() : solver.parse(move).canonical().toString());
                    }
                    Set<String> ticked = new HashSet<>();
                    for (MoodleImport.Answer answer : right) {
                        String leaves = answer.text().substring(answer.text().lastIndexOf("leaving ") + 8)
                                .replaceAll("<[^>]*>", "");
                        ticked.add(answer.text().equals(Bank.NO_MOVE) ? Bank.NO_MOVE : loopy
                                ? Loopy.parse(answer.text().replaceAll("<[^>]*>", "").replace("&gt;", ">")).canonical()
                                : solver.parse(leaves).canonical().toString());
                    }
                    Set<String> expected = winning.isEmpty() ? Set.of(Bank.NO_MOVE) : winning;
                    assertTrue(expected.containsAll(ticked) && !ticked.isEmpty(), question.name());
                    if (!question.single()) {
                        assertEquals(expected, ticked, question.name() + ": every winning move is to be ticked");
                        assertEquals("moves", kind, question.name());
                    } else if (kind.equals("moves")) {
                        assertTrue(winning.size() > 20, question.name() + ": asked for one move only when Moodle cannot"
                                + " share 100% among them all");
                    }
                }
            }
        }
    }

    @Test
    void theQtiPackageIsValidAgainstTheDtdAndGradesAsTheMoodleBank() throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(FILES.get(BankFormat.QTI)))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                files.put(entry.getName(), zip.readAllBytes());
            }
        }
        byte[] manifestFile = files.remove("imsmanifest.xml");
        QtiFiles.validateManifest(manifestFile);
        Map<String, List<String>> listed = QtiFiles.resources(manifestFile);
        Map<String, byte[]> pictures = new LinkedHashMap<>(files);
        pictures.keySet().removeAll(listed.keySet());
        assertEquals(new ArrayList<>(files.keySet()).subList(0, listed.size()), new ArrayList<>(listed.keySet()),
                "the manifest has a resource for every QTI file");
        List<Bank.Question> questions = bank.questions();
        int at = 0;
        Set<String> shown = new HashSet<>();
        for (Map.Entry<String, List<String>> resource : listed.entrySet()) {
            byte[] file = files.get(resource.getKey());
            QtiFiles.validate(resource.getKey(), file);
            List<String> pictured = new ArrayList<>();
            for (QtiFiles.Item item : QtiFiles.items(file)) {
                Bank.Question question = questions.get(at++);
                assertEquals(question.name(), item.title());
                assertEquals(QtiFiles.expected(question), item.right(), question.name());
                assertEquals(question.figures().stream().map(figure -> Qti.PICTURES + figure.file()).toList(),
                        item.pictures(), question.name());
                pictured.addAll(item.pictures());
            }
            // The resource lists its QTI file, then each picture its items show, once.
            assertEquals(java.util.stream.Stream.concat(java.util.stream.Stream.of(resource.getKey()),
                    pictured.stream().distinct().sorted()).toList(), resource.getValue(), resource.getKey());
            shown.addAll(pictured);
        }
        assertEquals(questions.size(), at);
        assertEquals(shown, pictures.keySet(), "every picture in the package is shown, and only they are there");
        for (Map.Entry<String, byte[]> picture : pictures.entrySet()) {
            assertTrue(new String(picture.getValue(), java.nio.charset.StandardCharsets.UTF_8).startsWith(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hackenbush\""), picture.getKey());
        }
    }
}
