package nimbook.assess;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes a table as CSV that spreadsheets open as written: a cell a spreadsheet would run as a formula (it starts with
 * {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return) is neutralised with a leading {@code '}, as
 * OWASP advises for CSV injection; for Excel, a byte-order mark (so that it reads the file as UTF-8, accented names
 * intact) and CRLF line ends.
 */
public final class Spreadsheet {
    private Spreadsheet() {
    }

    /** A cell as written: neutralised when a spreadsheet would read it as a formula. */
    public static String neutral(String cell) {
        return !cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
    }

    /** Writes the header and rows; {@code excel}: with a byte-order mark and CRLF line ends. */
    public static void write(List<String> header, List<List<String>> rows, Appendable out, boolean excel)
            throws IOException {
        if (excel) {
            out.append('\uFEFF');
        }
        // Not closed: that would close the stream written to (standard output).
        CSVPrinter printer = new CSVPrinter(out, CSVFormat.RFC4180.builder().setRecordSeparator(excel ? "\r\n" : "\n")
                .get());
        printer.printRecord(neutral(header));
        for (List<String> row : rows) {
            printer.printRecord(neutral(row));
        }
        printer.flush();
    }

    private static List<String> neutral(List<String> cells) {
        List<String> neutral = new ArrayList<>();
        cells.forEach(cell -> neutral.add(neutral(cell)));
        return neutral;
    }
}
