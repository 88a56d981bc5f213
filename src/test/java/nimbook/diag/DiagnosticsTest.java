package nimbook.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DiagnosticsTest {
    @Test
    void aProblemFoundTwiceIsPrintedAndCountedOnceInFileOrder() {
        Diagnostics diagnostics = new Diagnostics();
        // A template's error is met again by every block rendered through it.
        diagnostics.error(new SourcePosition("templates/b.ftlh", 2, 1), "broken");
        diagnostics.error(new SourcePosition("content/a.md", 9, 4), "wrong");
        diagnostics.error(new SourcePosition("templates/b.ftlh", 2, 1), "broken");
        assertEquals(2, diagnostics.count());
        assertEquals(List.of("content/a.md:9:4: error: wrong", "templates/b.ftlh:2:1: error: broken"), diagnostics.report());
    }
}
