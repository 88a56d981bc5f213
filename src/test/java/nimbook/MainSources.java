package nimbook;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** {@code src/main/java} as the JDK's own parser reads it, once for the tests that check the code's shape. */
final class MainSources {
    static final Path MAIN = Path.of("src/main/java");
    private static MainSources parsed;

    final List<CompilationUnitTree> units = new ArrayList<>();
    final SourcePositions positions;

    private MainSources() {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null);
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(MAIN)) {
            sources = walk.filter(path -> path.toString().endsWith(".java")).sorted().toList();
            Iterable<? extends JavaFileObject> objects = files.getJavaFileObjectsFromPaths(sources);
            JavacTask task = (JavacTask) compiler.getTask(null, files, null, List.of("-proc:none"), null, objects);
            task.parse().forEach(units::add);
            positions = Trees.instance(task).getSourcePositions();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static synchronized MainSources get() {
        if (parsed == null) {
            parsed = new MainSources();
        }
        return parsed;
    }

    /** {@code nimbook/site/Memory.java:12}, for a message. */
    String where(CompilationUnitTree unit, Tree tree) {
        return MAIN.toAbsolutePath().relativize(Path.of(unit.getSourceFile().toUri())) + ":"
                + (tree == unit ? 1 : unit.getLineMap().getLineNumber(positions.getStartPosition(unit, tree)));
    }

    /** How many lines a tree spans. */
    int lines(CompilationUnitTree unit, Tree tree) {
        return (int) (unit.getLineMap().getLineNumber(positions.getEndPosition(unit, tree))
                - unit.getLineMap().getLineNumber(positions.getStartPosition(unit, tree)) + 1);
    }
}
