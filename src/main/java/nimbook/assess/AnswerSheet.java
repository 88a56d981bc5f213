package nimbook.assess;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A sheet of answers as spreadsheets write it, read: UTF-8 with or without a byte-order mark, cells separated by
 * commas, semicolons (a European spreadsheet's CSV) or tabs — the separator the header uses, unless one is given —,
 * line ends of any kind, blank and all-empty rows left out, the header's names in any case. Its rows are numbered as the
 * spreadsheet numbers them (the header is row 1).
 */
public record AnswerSheet(List<String> header, List<Row> rows) {
    private static final java.util.regex.Pattern START_LINE = java.util.regex.Pattern.compile("(?:start)?line (\\d+)");

    public AnswerSheet {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    /** A row with something in it: its number and its cells (as many as the header has columns, or more). */
    public record Row(long number, List<String> cells) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    /** The column of a name, in any case and with spaces around it; -1 when there is none. */
    public int column(String name) {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).strip().toLowerCase(Locale.ROOT).equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Reads a sheet's bytes; {@code file} names it in problems, {@code separator} is the cells' separator (null: the
     * header's). A file that is not UTF-8 text, whose header names a column twice, or whose quotes do not close, is
     * refused: no row of it can be trusted.
     */
    public static AnswerSheet read(byte[] bytes, String file, Character separator) throws Grading.Refused {
        String text = decode(bytes, file);
        char by = separator != null ? separator : separator(text);
        List<Row> rows = new ArrayList<>();
        List<String> header = null;
        try (CSVParser parser = CSVFormat.RFC4180.builder().setDelimiter(by).setIgnoreEmptyLines(false)
                .setIgnoreSurroundingSpaces(false).get().parse(new StringReader(text))) {
            for (CSVRecord record : parser) {
                List<String> cells = record.toList();
                if (cells.stream().allMatch(String::isBlank)) {
                    continue;
                }
                if (header == null) {
                    header = cells;
                    checkHeader(header, record.getRecordNumber(), file);
                } else {
                    rows.add(new Row(record.getRecordNumber(), cells));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // Commons CSV reports an unclosed quote, or text after a closing one, with the line where it found it.
            java.util.regex.Matcher line = START_LINE.matcher(String.valueOf(e.getCause() == null ? e.getMessage()
                    : e.getCause().getMessage()));
            throw new Grading.Refused(List.of(file + (line.find() ? ": line " + line.group(1) : "") + ": a quoted cell"
                    + " is never closed, or has text after its closing quote: end it with \" (a quote inside a cell is"
                    + " written twice, \"\")"));
        }
        if (header == null) {
            throw new Grading.Refused(List.of(file + ": the file is empty: it needs a header row naming the columns "
                    + String.join(", ", Grading.NEEDED) + ", and a row per answer"));
        }
        return new AnswerSheet(header, rows);
    }

    /** The separator the header's line uses most: a comma, a semicolon or a tab (a comma when it uses none). */
    private static char separator(String text) {
        Map<Character, Integer> counts = new HashMap<>();
        boolean quoted = false;
        boolean seen = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '\n' || c == '\r') && seen) {
                break;
            } else if (!quoted && (c == ',' || c == ';' || c == '\t')) {
                counts.merge(c, 1, Integer::sum);
            }
            seen |= !Character.isWhitespace(c);
        }
        char best = ',';
        for (char c : new char[] {';', '\t'}) {
            if (counts.getOrDefault(c, 0) > counts.getOrDefault(best, 0)) {
                best = c;
            }
        }
        return best;
    }

    /** Refuses a header naming a column twice (in any case): which of the two is meant could not be told. */
    private static void checkHeader(List<String> header, long row, String file) throws Grading.Refused {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            String name = header.get(i).strip().toLowerCase(Locale.ROOT);
            Integer before = name.isEmpty() ? null : seen.putIfAbsent(name, i);
            if (before != null) {
                throw new Grading.Refused(List.of(file + ": row " + row + ": the header names the column \""
                        + header.get(i).strip() + "\" twice (columns " + (before + 1) + " and " + (i + 1) + "): rename or"
                        + " remove one, so that it is clear which to grade"));
            }
        }
    }

    /**
     * The file's text: UTF-8, a byte-order mark left out. UTF-16 (a spreadsheet's "Unicode text"), bytes that are not
     * UTF-8 (another encoding's accents) and NUL characters are refused, naming the row where they are.
     */
    static String decode(byte[] bytes, String file) throws Grading.Refused {
        if (bytes.length >= 2 && (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE
                || bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)) {
            throw new Grading.Refused(List.of(file + ": the file is UTF-16 (a spreadsheet's \"Unicode text\"), not"
                    + " UTF-8: save the sheet as \"CSV UTF-8\" and grade that file"));
        }
        int from = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3 : 0;
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                boolean wide = i + 2 < bytes.length && (bytes[i + 2] == 0 || i >= 2 && bytes[i - 2] == 0);
                throw new Grading.Refused(List.of(file + ": row " + row(bytes, from, i) + ": " + (wide
                        ? "the file looks UTF-16 (every other byte is 0), not UTF-8: save the sheet as \"CSV UTF-8\" and"
                        + " grade that file" : "a NUL character (byte 0) is in the text: remove it, or save the sheet"
                        + " again as \"CSV UTF-8\"")));
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes, from, bytes.length - from);
        CharBuffer output = CharBuffer.allocate(bytes.length);
        var result = decoder.decode(input, output, true);
        if (result.isError()) {
            int at = input.position();
            throw new Grading.Refused(List.of(file + ": row " + row(bytes, from, at) + ": byte 0x"
                    + String.format("%02X", bytes[at] & 0xFF) + " is not UTF-8: the file was saved in another encoding"
                    + " (Windows-1252 or Latin-1, say): save the sheet as \"CSV UTF-8\" and grade that file"));
        }
        decoder.flush(output);
        return output.flip().toString();
    }

    /** The row (as a spreadsheet counts) of a byte: line ends outside quotes before it, plus one. */
    private static long row(byte[] bytes, int from, int at) {
        long row = 1;
        boolean quoted = false;
        for (int i = from; i < at; i++) {
            if (bytes[i] == '"') {
                quoted = !quoted;
            } else if (!quoted && (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 >= at || bytes[i + 1] != '\n'))) {
                row++;
            }
        }
        return row;
    }
}
