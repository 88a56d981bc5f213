package nimbook.assess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Green Hackenbush position in the banks: Moodle XML and QTI carry its picture as an SVG file named after its content
 * and show it before the question's text, its description as the image's alternative text; GIFT, which carries no
 * files, keeps the notation alone and says so. The fixture book asks about a stalk of two, two stalks side by side, and a
 * Nim position, which has no picture.
 */
class PictureBankTest {
    private static final Path BOOK = Path.of("src/test/resources/books/pictures/content");
    private static final String LABEL = "Green Hackenbush: a picture with edges 0-1 and 1-2 (node 0 is the ground)";
    /** The stalk of two as a file of its own: the lesson pages' drawing, with its ink and its title in the file. */
    private static final String STALK = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"hackenbush\" width=\"32\""
            + " height=\"100\" viewBox=\"0 0 32 100\" role=\"img\" aria-label=\"" + LABEL + "\"><title>" + LABEL
            + "</title><style>.ground{stroke:#555;stroke-width:3}.stroke{fill:none;stroke:#000;stroke-width:3;"
            + "stroke-linecap:round}.node{fill:#000}</style><line class=\"ground\" x1=\"0\" y1=\"84\" x2=\"32\" y2=\"84\"/>"
            + "<path class=\"stroke\" d=\"M16 84 L16 50\"/><path class=\"stroke\" d=\"M16 50 L16 16\"/><circle class=\"node\""
            + " cx=\"16\" cy=\"50\" r=\"3.5\"/><circle class=\"node\" cx=\"16\" cy=\"16\" r=\"3.5\"/></svg>\n";
    private static final String QUESTION = "<p>Find the value of <code class=\"nb-keep\">hackenbush 0-1,1-2</code>.</p>";

    /** Exports the fixture book; returns what was said on standard error. */
    private static String export(Path out, String format) {
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"export", "--content", BOOK.toString(), "--format", format, "--out",
            out.toString()}, System.in, new PrintWriter(new StringWriter()), new PrintWriter(err)), err.toString());
        return err.toString();
    }

    /** A picture's file name, found independently: "hackenbush-" and the first 16 hex digits of its SHA-256. */
    private static String name(String svg) throws Exception {
        byte[] hash = MessageDigest.getInstance("SHA-256").digest(svg.getBytes(StandardCharsets.UTF_8));
        return "hackenbush-" + HexFormat.of().formatHex(hash).substring(0, 16) + ".svg";
    }

    private static Map<String, byte[]> unzip(Path zip) throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                files.put(entry.getName(), in.readAllBytes());
            }
        }
        return files;
    }

    @Test
    void moodleXmlCarriesEachPictureAsAFileOfItsQuestionsText(@TempDir Path temp) throws Exception {
        Path xml = temp.resolve("bank.xml");
        assertEquals("", export(xml, "moodle"));
        List<MoodleImport.Imported> read = MoodleImport.xml(xml);
        assertEquals(List.of(), MoodleImport.problems(read));
        MoodleImport.Imported stalk = read.get(0);
        assertEquals(List.of(new MoodleImport.File("/", name(STALK), "base64",
                Base64.getEncoder().encodeToString(STALK.getBytes(StandardCharsets.UTF_8)))), stalk.files());
        // The picture, then the question, its position in the notation.
        assertEquals("<p><img src=\"@@PLUGINFILE@@/" + name(STALK) + "\" alt=\"" + LABEL + "\" width=\"32\""
                + " height=\"100\"></p>\n" + QUESTION, stalk.text());
        MoodleImport.Imported sideBySide = read.get(1);
        assertEquals(1, sideBySide.files().size(), "two pictures side by side on one ground are one drawing");
        String svg = new String(Base64.getDecoder().decode(sideBySide.files().get(0).content()), StandardCharsets.UTF_8);
        assertEquals(name(svg), sideBySide.files().get(0).name());
        assertTrue(svg.contains("aria-label=\"Green Hackenbush: 2 pictures side by side on the ground, one with edges 0-1"
                + " and 1-2; and one with the edge 0-1 (node 0 is the ground)\""), svg);
        assertEquals(List.of(), read.get(2).files(), "a Nim position has no picture");
        assertFalse(read.get(2).text().contains("<img"), read.get(2).text());
    }

    @Test
    void qtiPutsEachPictureInThePackageOnceListedByTheResourceThatShowsIt(@TempDir Path temp) throws Exception {
        Path zip = temp.resolve("bank.zip");
        assertEquals("", export(zip, "qti"));
        Map<String, byte[]> files = unzip(zip);
        List<String> names = new ArrayList<>(files.keySet());
        assertEquals(List.of("exercise-1.1.xml", "exercise-1.2.xml", "exercise-1.3.xml"), names.subList(0, 3));
        assertEquals(List.of("imsmanifest.xml"), names.subList(5, names.size()));
        List<String> pictures = names.subList(3, 5);
        assertEquals(pictures.stream().sorted().toList(), pictures, "each picture once, in the order of their names");
        assertTrue(pictures.contains("pictures/" + name(STALK)), names.toString());
        assertEquals(STALK, new String(files.get("pictures/" + name(STALK)), StandardCharsets.UTF_8));
        String other = pictures.get(pictures.get(0).equals("pictures/" + name(STALK)) ? 1 : 0);
        assertEquals("pictures/" + name(new String(files.get(other), StandardCharsets.UTF_8)), other);
        byte[] manifest = files.get("imsmanifest.xml");
        QtiFiles.validateManifest(manifest);
        assertEquals(Map.of("exercise-1.1.xml", List.of("exercise-1.1.xml", "pictures/" + name(STALK)),
                "exercise-1.2.xml", List.of("exercise-1.2.xml", other), "exercise-1.3.xml", List.of("exercise-1.3.xml")),
                QtiFiles.resources(manifest));
        for (String file : List.of("exercise-1.1.xml", "exercise-1.2.xml", "exercise-1.3.xml")) {
            QtiFiles.validate(file, files.get(file));
        }
        assertEquals(List.of("pictures/" + name(STALK)), QtiFiles.items(files.get("exercise-1.1.xml")).get(0).pictures());
        assertEquals(List.of(other), QtiFiles.items(files.get("exercise-1.2.xml")).get(0).pictures());
        assertEquals(List.of(), QtiFiles.items(files.get("exercise-1.3.xml")).get(0).pictures());
        String item = new String(files.get("exercise-1.1.xml"), StandardCharsets.UTF_8);
        assertTrue(item.contains("<mattext texttype=\"text/html\">&lt;p&gt;&lt;img src=\"pictures/" + name(STALK)
                + "\" alt=\"" + LABEL + "\" width=\"32\" height=\"100\"&gt;&lt;/p&gt;\n" + QUESTION.replace("<", "&lt;")
                .replace(">", "&gt;") + "</mattext>"), item);
    }

    @Test
    void giftKeepsTheNotationAloneAndSaysSo(@TempDir Path temp) throws Exception {
        Path gift = temp.resolve("bank.gift.txt");
        assertEquals("nimbook: GIFT carries no pictures: 2 questions on Green Hackenbush positions show the position in"
                + " the notation only; --format moodle or qti puts each picture in the bank as an SVG file\n",
                export(gift, "gift"));
        List<String> errors = new ArrayList<>();
        List<MoodleImport.Imported> read = MoodleImport.gift(gift, errors);
        assertEquals(List.of(), errors);
        assertEquals(List.of(), MoodleImport.problems(read));
        assertEquals(QUESTION, read.get(0).text());
        assertFalse(Files.readString(gift).contains("<img"));
    }

    @Test
    void twoExportsAreTheSameBytes(@TempDir Path temp) throws Exception {
        for (String format : List.of("moodle", "gift", "qti")) {
            export(temp.resolve("first." + format), format);
            export(temp.resolve("second." + format), format);
            assertEquals(-1, Files.mismatch(temp.resolve("first." + format), temp.resolve("second." + format)), format);
        }
    }

    /** The reading of Moodle's importer catches a picture the text shows but does not carry, or one that is not base64. */
    @Test
    void moodlesReadingCatchesAPictureShownBroken(@TempDir Path temp) throws Exception {
        Path xml = temp.resolve("bank.xml");
        export(xml, "moodle");
        String bank = Files.readString(xml);
        Path lost = temp.resolve("lost.xml");
        Files.writeString(lost, bank.replaceFirst("<file name=\"[^\"]*\" path=\"/\" encoding=\"base64\">[^<]*</file>", ""));
        assertEquals(List.of("1.1: the text shows @@PLUGINFILE@@/" + name(STALK) + ", a file it does not carry"),
                MoodleImport.problems(MoodleImport.xml(lost)));
        Path garbled = temp.resolve("garbled.xml");
        Files.writeString(garbled, bank.replaceFirst("encoding=\"base64\">", "encoding=\"base64\">%"));
        List<String> problems = MoodleImport.problems(MoodleImport.xml(garbled));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("1.1: file /" + name(STALK) + " does not decode to an image: "), problems.get(0));
    }
}
