package nimbook.book;

import java.util.ArrayList;
import java.util.List;
import nimbook.solver.Loopy;
import nimbook.solver.LoopyGraph;

/** A loopy graph's vertices as a table shows them: the {@code loopy-table} directive's and the games page's. */
public final class LoopyRows {
    private LoopyRows() {
    }

    /** One vertex: the token on it, its followers, its value in TeX and its outcome. */
    public record Row(int vertex, String position, String followers, String value, String outcome) {
    }

    public static List<Row> of(LoopyGraph graph) {
        List<Row> rows = new ArrayList<>();
        for (int v = 0; v < graph.vertices(); v++) {
            StringBuilder followers = new StringBuilder();
            for (int w : graph.followers(v)) {
                followers.append(followers.isEmpty() ? "" : ", ").append(w);
            }
            rows.add(new Row(v, Loopy.NAME + " " + graph.written(v), followers.toString(), graph.value(v).tex(),
                    graph.value(v).outcome()));
        }
        return rows;
    }
}
