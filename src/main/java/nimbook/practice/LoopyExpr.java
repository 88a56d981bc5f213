package nimbook.practice;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyValue;

/**
 * What a step of a loopy worked answer names, with how a message shows it: a value as written ({@code ∞(0,2)},
 * {@code 3}), vertex v of graph g ({@code γ(3)}, {@code γ₂(3)}), a loopy position, the mex of the finite values among
 * some of these, or their sum ({@code ∞(0,2) + 3}, {@code 1 ⊕ 2}). One plain class rather than a record for each kind:
 * the page's solver carries every record's generated methods.
 */
final class LoopyExpr {
    static final int VALUE = 0;
    static final int VERTEX = 1;
    static final int PLACE = 2;
    static final int MEX = 3;
    static final int SUM = 4;

    final int kind;
    final String shown;
    final LoopyValue value;
    final int graph;
    final int vertex;
    final Loopy position;
    final List<LoopyExpr> items;

    private LoopyExpr(int kind, String shown, LoopyValue value, int graph, int vertex, Loopy position,
            List<LoopyExpr> items) {
        this.kind = kind;
        this.shown = shown;
        this.value = value;
        this.graph = graph;
        this.vertex = vertex;
        this.position = position;
        this.items = items;
    }

    static LoopyExpr value(LoopyValue value) {
        return new LoopyExpr(VALUE, value.toString(), value, -1, -1, null, List.of());
    }

    static LoopyExpr vertex(int graph, int vertex, String shown) {
        return new LoopyExpr(VERTEX, shown, null, graph, vertex, null, List.of());
    }

    static LoopyExpr place(Loopy position) {
        return new LoopyExpr(PLACE, position.toString(), null, -1, -1, position, List.of());
    }

    static LoopyExpr mex(List<LoopyExpr> items) {
        return new LoopyExpr(MEX, "mex{" + joined(items, ", ") + "}", null, -1, -1, null, items);
    }

    /** A sum, with the sign the reader wrote between its items: + or ⊕. */
    static LoopyExpr sum(List<LoopyExpr> items, String sign) {
        return new LoopyExpr(SUM, joined(items, " " + sign + " "), null, -1, -1, null, items);
    }

    /** The items of a sum or a mex; a thing alone for anything else. */
    List<LoopyExpr> terms() {
        return kind == SUM || kind == MEX ? items : List.of(this);
    }

    static String joined(List<LoopyExpr> items, String between) {
        List<String> shown = new ArrayList<>();
        for (LoopyExpr item : items) {
            shown.add(item.shown);
        }
        return String.join(between, shown);
    }
}
