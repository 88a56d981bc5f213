package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.util.TreeScanner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The shape the code keeps (docs/developers.md): no class over 400 lines, no method over 60, and no script of the page
 * (or of its tests and benchmarks) over 400 lines either. Read by the JDK's own parser, so that a brace in a string or
 * a comment cannot fool the count. {@link ArchitectureTest} checks the arrows between the packages.
 */
class CodeShapeTest {
    private static final int CLASS_LINES = 400;
    private static final int METHOD_LINES = 60;

    @Test
    void noClassIsOver400LinesAndNoMethodOver60() throws IOException {
        MainSources sources = MainSources.get();
        List<String> over = new ArrayList<>();
        for (CompilationUnitTree unit : sources.units) {
            // A file's lines, as wc -l counts them: its class with its imports and comments.
            long lines = Files.readAllLines(Path.of(unit.getSourceFile().toUri())).size();
            if (lines > CLASS_LINES) {
                over.add(sources.where(unit, unit) + " " + lines + " lines");
            }
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitMethod(MethodTree method, Void unused) {
                    int lines = sources.lines(unit, method);
                    if (lines > METHOD_LINES) {
                        over.add(sources.where(unit, method) + " method " + method.getName() + ": " + lines + " lines");
                    }
                    return super.visitMethod(method, unused);
                }
            }.scan(unit, null);
        }
        assertEquals(List.of(), over, "over " + CLASS_LINES + " lines a class or " + METHOD_LINES + " a method");
    }

    /** Every script of ours: one joined from modules when built ({@link ScriptsTest}) is held to it module by module. */
    @Test
    void noScriptIsOver400Lines() throws IOException {
        List<String> over = new ArrayList<>();
        for (String root : List.of("templates", "src/main/js", "src/main/resources", "src/test/js", "bench")) {
            if (!Files.isDirectory(Path.of(root))) {
                continue;
            }
            try (java.util.stream.Stream<Path> files = Files.walk(Path.of(root))) {
                for (Path file : files.filter(path -> path.toString().matches(".*\\.m?js"))
                        .sorted().toList()) {
                    long lines = Files.readAllLines(file).size();
                    if (lines > CLASS_LINES) {
                        over.add(file + " " + lines + " lines");
                    }
                }
            }
        }
        assertEquals(List.of(), over, "a script over " + CLASS_LINES + " lines: split it into modules (src/main/js)");
    }
}
