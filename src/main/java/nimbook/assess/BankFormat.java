package nimbook.assess;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A bank written in an LMS's own import format: Moodle XML (Moodle's "Moodle XML format" of question import), GIFT
 * (Moodle's text format, read by other LMSs too) or QTI 1.2 (an IMS content package of question banks, as Canvas reads
 * it; Blackboard, Brightspace and OpenOLAT read QTI 1.2 too). Each carries the categories, names, HTML texts with their
 * \( … \) formulas, general feedback, and answers with their grades.
 */
public enum BankFormat {
    MOODLE("questions.xml"), GIFT("questions.gift.txt"), QTI("questions.qti.zip");

    private final String fileName;

    BankFormat(String fileName) {
        this.fileName = fileName;
    }

    /** The usual file name for the format. */
    public String fileName() {
        return fileName;
    }

    /** Whether the format is text (Moodle XML, GIFT), which may be printed; QTI is a zip. */
    public boolean text() {
        return this != QTI;
    }

    /** Writes the bank's bytes. */
    public void write(Bank bank, OutputStream out) throws IOException {
        if (text()) {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            write(bank, writer);
            writer.flush();
        } else {
            Qti.write(bank, out);
        }
    }

    /** Writes a text format's bank. */
    public void write(Bank bank, Writer out) throws IOException {
        if (this == MOODLE) {
            MoodleXml.write(bank, out);
        } else if (this == GIFT) {
            Gift.write(bank, out);
        } else {
            throw new IllegalArgumentException(this + " is not text");
        }
    }

    /**
     * A category's path in Moodle's notation, under the course's top category: {@code $course$/top/BOOK/Exercise 5.3}.
     * Moodle splits a path at each single {@code /} (a {@code /} in a name is written {@code //}) and trims each name;
     * a name is one line, and a {@code /} at either end of one could not be told from a separator, so it is dropped.
     */
    static String categoryPath(Bank bank, Bank.Category category) {
        return "$course$/top/" + categoryName(bank.title(), "Book") + "/" + categoryName(category.name(), "Exercises");
    }

    private static String categoryName(String name, String fallback) {
        String line = String.join(" ", clean(name).strip().split("\\s+"));
        int from = 0;
        int to = line.length();
        while (from < to && (line.charAt(from) == '/' || line.charAt(from) == ' ')) {
            from++;
        }
        while (to > from && (line.charAt(to - 1) == '/' || line.charAt(to - 1) == ' ')) {
            to--;
        }
        return from == to ? fallback : line.substring(from, to).replace("/", "//");
    }

    /**
     * The text without what XML 1.0 cannot carry (control characters other than tab, line feed and carriage return;
     * U+FFFE and U+FFFF; a lone surrogate): a lesson or template holding one would otherwise make a file no importer
     * reads.
     */
    static String clean(String text) {
        StringBuilder kept = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean surrogatePair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            boolean allowed = c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c < 0xD800 || c > 0xDFFF && c < 0xFFFE
                    || surrogatePair || Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
            if (!allowed && kept == null) {
                kept = new StringBuilder(text.substring(0, i));
            } else if (allowed && kept != null) {
                kept.append(c);
            }
        }
        return kept == null ? text : kept.toString();
    }

    /** A grade as Moodle lists them: 100, 33.33333, -100. */
    static String fraction(double percent) {
        return percent == Math.rint(percent) ? Long.toString((long) percent)
                : String.format(Locale.ROOT, "%.5f", percent).replaceAll("0+$", "");
    }
}
