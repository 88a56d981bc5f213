package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shape the code keeps (docs/developers.md): no class over 400 lines, no method over 60, and the solver and
 * practice packages depending on nothing else of the project (TeaVM compiles them for the page). Read by the JDK's own
 * parser, so that a brace in a string or a comment cannot fool the count.
 */
class CodeShapeTest {
    private static final Path MAIN = Path.of("src/main/java");
    private static final int CLASS_LINES = 400;
    private static final int METHOD_LINES = 60;
    private static final List<String> SHARED = List.of("nimbook.solver", "nimbook.practice");

    private static List<CompilationUnitTree> units;
    private static SourcePositions positions;

    @BeforeAll
    static void parse() throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null);
        List<Path> sources;
        try (Stream<Path> walk = Files.walk(MAIN)) {
            sources = walk.filter(path -> path.toString().endsWith(".java")).sorted().toList();
        }
        Iterable<? extends JavaFileObject> objects = files.getJavaFileObjectsFromPaths(sources);
        JavacTask task = (JavacTask) compiler.getTask(null, files, null, List.of("-proc:none"), null, objects);
        units = new ArrayList<>();
        task.parse().forEach(units::add);
        positions = Trees.instance(task).getSourcePositions();
    }

    @Test
    void noClassIsOver400LinesAndNoMethodOver60() throws IOException {
        List<String> over = new ArrayList<>();
        for (CompilationUnitTree unit : units) {
            // A file's lines, as wc -l counts them: its class with its imports and comments.
            long lines = Files.readAllLines(Path.of(unit.getSourceFile().toUri())).size();
            if (lines > CLASS_LINES) {
                over.add(where(unit, unit) + " " + lines + " lines");
            }
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitMethod(MethodTree method, Void unused) {
                    int lines = lines(unit, method);
                    if (lines > METHOD_LINES) {
                        over.add(where(unit, method) + " method " + method.getName() + ": " + lines + " lines");
                    }
                    return super.visitMethod(method, unused);
                }
            }.scan(unit, null);
        }
        assertEquals(List.of(), over, "over " + CLASS_LINES + " lines a class or " + METHOD_LINES + " a method");
    }

    @Test
    void theSolverAndPracticeUseNothingElseOfTheProject() {
        List<String> uses = new ArrayList<>();
        for (CompilationUnitTree unit : units) {
            String pkg = unit.getPackageName().toString();
            if (!SHARED.contains(pkg)) {
                continue;
            }
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitMemberSelect(MemberSelectTree select, Void unused) {
                    String name = select.toString();
                    if (name.startsWith("nimbook.") && name.indexOf('.', "nimbook.".length()) > 0
                            && SHARED.stream().noneMatch(shared -> name.startsWith(shared + "."))) {
                        uses.add(where(unit, select) + " " + name);
                        return null;
                    }
                    return super.visitMemberSelect(select, unused);
                }
            }.scan(unit, null);
        }
        assertEquals(List.of(), uses, "the solver and practice packages use only each other");
    }

    private static int lines(CompilationUnitTree unit, Tree tree) {
        LineMap map = unit.getLineMap();
        return (int) (map.getLineNumber(positions.getEndPosition(unit, tree))
                - map.getLineNumber(positions.getStartPosition(unit, tree)) + 1);
    }

    private static String where(CompilationUnitTree unit, Tree tree) {
        return MAIN.toAbsolutePath().relativize(Path.of(unit.getSourceFile().toUri())) + ":"
                + (tree == unit ? 1 : unit.getLineMap().getLineNumber(positions.getStartPosition(unit, tree)));
    }
}
