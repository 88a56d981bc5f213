package nimbook.assess;

import java.io.IOException;
import java.util.List;
import nimbook.book.ExerciseKey;
import nimbook.text.Json;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.QuoteMode;

/** How {@code exercises} lists a key: tab-separated (the default), CSV or JSON, with the same columns in each. */
public enum KeyFormat {
    TSV, CSV, JSON;

    /** The columns, in order. */
    public static final List<String> COLUMNS = List.of("set", "lesson", "exercise", "label", "kind", "position", "answer",
            "question");

    private static List<String> row(Key.Entry entry) {
        ExerciseKey exercise = entry.exercise();
        return List.of(Long.toString(entry.set()), Integer.toString(exercise.lesson()), exercise.number(), exercise.label(),
                exercise.answerKind(), exercise.position(), exercise.answer(), exercise.questionText());
    }

    public void write(Key key, Appendable out) throws IOException {
        switch (this) {
            case TSV, CSV -> {
                // Tab-separated text quotes nothing: no field holds a tab or a line break (questions are one line).
                CSVFormat format = this == TSV ? CSVFormat.TDF.builder().setQuoteMode(QuoteMode.NONE).setEscape('\\')
                        .setRecordSeparator('\n').get() : CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
                // Not closed: that would close the stream written to (standard output).
                CSVPrinter printer = new CSVPrinter(out, format);
                printer.printRecord(COLUMNS);
                for (Key.Entry entry : key.entries()) {
                    printer.printRecord(row(entry));
                }
                printer.flush();
            }
            case JSON -> {
                out.append("[\n");
                for (int i = 0; i < key.entries().size(); i++) {
                    Json json = new Json().open();
                    List<String> row = row(key.entries().get(i));
                    // The set and the lesson are numbers; the exercise's number ("5.3") is a name.
                    json.value(COLUMNS.get(0), key.entries().get(i).set())
                            .value(COLUMNS.get(1), key.entries().get(i).exercise().lesson());
                    for (int c = 2; c < COLUMNS.size(); c++) {
                        json.value(COLUMNS.get(c), row.get(c));
                    }
                    out.append(json.close().toString()).append(i + 1 < key.entries().size() ? ",\n" : "\n");
                }
                out.append("]\n");
            }
        }
    }
}
