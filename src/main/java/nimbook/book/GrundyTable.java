package nimbook.book;

import java.util.List;

/**
 * The table: {@code kind} is "sequence" or "grid". A grid's labels say what its rows and columns stand for; a
 * sequence's label its two rows: n, and G(n) (G⁻(n) for misère values, which do not add by XOR). The caption is
 * HTML, empty for the template's own. A grid's {@code axes} are its cells' position with its labels in place of
 * the numbers ({@code nim row column}), for its corner to tell a screen reader which is which; empty for a sequence.
 */
public record GrundyTable(String kind, String game, boolean misere, String captionHtml, String rowLabel,
        String columnLabel, String axes, List<String> columns, List<Row> rows) {
    /** A value in the table; P-positions (value 0) are highlighted. */
    public record Cell(String position, long value, boolean p) {
    }

    /** A run of heaps and their values (one-heap tables), or a row with its heading (grids). */
    public record Row(String head, List<String> heads, List<Cell> cells) {
    }
}
