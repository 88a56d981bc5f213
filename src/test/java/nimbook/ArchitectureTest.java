package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The architecture docs/developers.md describes, checked on {@code src/main}: its packages in the order listed there,
 * each using only those after it; {@code markdown.internal} used only by {@code markdown}; the packages TeaVM compiles
 * for the page using no library; and no static field keeping anything from one build to the next (everything a build
 * keeps lives in the {@code site.Memory} it is handed).
 */
class ArchitectureTest {
    private static final Path GUIDE = Path.of("docs/developers.md");
    /** What TeaVM compiles into the page's script: no library there (but TeaVM's own annotations). */
    private static final Set<String> PAGE = Set.of("web", "practice", "solver", "text");
    /** The packages in docs/developers.md's order: the list after "Packages under `src/main/java/nimbook`". */
    private static List<String> documentedOrder() throws IOException {
        String guide = Files.readString(GUIDE);
        int start = guide.indexOf("Packages under `src/main/java/nimbook`");
        int end = guide.indexOf("\n\n", guide.indexOf("\n- ", start) + 1);
        List<String> order = new ArrayList<>();
        Matcher item = Pattern.compile("(?m)^- `([a-z]+)`").matcher(guide.substring(start, end));
        while (item.find()) {
            order.add(item.group(1));
        }
        return order;
    }

    @Test
    void everyPackageIsListedInTheGuideAndUsesOnlyThoseAfterIt() throws IOException {
        List<String> order = documentedOrder();
        MainSources sources = MainSources.get();
        Set<String> packages = new TreeSet<>();
        List<String> wrong = new ArrayList<>();
        for (CompilationUnitTree unit : sources.units) {
            String own = top(unit.getPackageName().toString());
            packages.add(own);
            for (Reference used : references(unit)) {
                String target = top(used.name());
                if (target.isEmpty() || target.equals(own)) {
                    continue;
                }
                if (order.indexOf(target) < order.indexOf(own)) {
                    wrong.add(sources.where(unit, used.tree()) + " " + own + " uses " + used.name() + ": " + target
                            + " stands above " + own + " in docs/developers.md");
                }
                if (used.name().startsWith("nimbook.markdown.internal.")) {
                    wrong.add(sources.where(unit, used.tree()) + " uses " + used.name() + " outside markdown");
                }
            }
        }
        assertEquals(new TreeSet<>(order), packages, "the packages of src/main/java/nimbook and docs/developers.md's list");
        assertEquals(List.of(), wrong);
    }

    @Test
    void whatThePageRunsUsesNoLibrary() {
        MainSources sources = MainSources.get();
        List<String> wrong = new ArrayList<>();
        for (CompilationUnitTree unit : sources.units) {
            if (!PAGE.contains(top(unit.getPackageName().toString()))) {
                continue;
            }
            for (ImportTree imported : unit.getImports()) {
                String name = imported.getQualifiedIdentifier().toString();
                if (!name.startsWith("java.") && !name.startsWith("nimbook.") && !name.startsWith("org.teavm.jso.")) {
                    wrong.add(sources.where(unit, imported) + " " + name);
                }
            }
        }
        assertEquals(List.of(), wrong, "web, practice, solver and text use only the JDK (TeaVM compiles them)");
    }

    /** Static fields that change, and why: none is a cache of a build's. */
    private static final Set<String> SEAMS = Set.of(
            // The atomic writer's faults, which its tests inject (a full disk, a kill between the renames).
            "nimbook/site/SiteWriter.java faults");

    @Test
    void noStaticFieldKeepsStateBetweenBuilds() {
        MainSources sources = MainSources.get();
        StaticState state = new StaticState(sources.units);
        List<String> kept = new ArrayList<>();
        for (CompilationUnitTree unit : sources.units) {
            String file = MainSources.MAIN.toAbsolutePath().relativize(Path.of(unit.getSourceFile().toUri())).toString();
            for (StaticState.Kept field : state.in(unit)) {
                if (!SEAMS.contains(file + " " + field.tree().getName())) {
                    kept.add(sources.where(unit, field.tree()) + " " + field);
                }
            }
        }
        assertEquals(List.of(), kept, "static state in src/main: keep it in site.Memory, which a build is handed");
    }

    /** The check itself, on a class that keeps state in every way it looks for, and holds constants beside them. */
    @Test
    void theCheckOfStaticStateFindsEachKind() {
        String source = """
                package nimbook.site;

                import java.util.*;
                import java.util.concurrent.atomic.AtomicLong;

                final class Caches {
                    private static final Map<String, String> BY_NAME = new HashMap<>();
                    private static final List<String> FROZEN = Collections.unmodifiableList(new ArrayList<>(List.of("a")));
                    private static final Map<String, Integer> CONSTANT = Map.of("a", 1);
                    private static int count;
                    static final AtomicLong NEXT = new AtomicLong();
                    private static final Set<String> SEEN = Collections.synchronizedSet(new HashSet<>());
                    private final List<String> own = new ArrayList<>();

                    interface Holder {
                        List<String> KEPT = new ArrayList<>();
                    }

                    private static final Memo MEMO = Memo.make();
                    private static final Counter COUNTER = new Counter();
                    private static final Plain PLAIN = new Plain();
                }

                final class Memo {
                    private final Map<String, Long> values = new HashMap<>();

                    static Memo make() {
                        return new Memo();
                    }
                }

                final class Counter {
                    private final Memo memo = Memo.make();
                }

                final class Plain {
                    private final int size = 3;
                }
                """;
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///Caches.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        CompilationUnitTree unit;
        try {
            unit = ((JavacTask) compiler.getTask(null, null, null, List.of("-proc:none"), null, List.of(file))).parse()
                    .iterator().next();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals(List.of("BY_NAME: made with HashMap", "count: static and not final", "NEXT: a AtomicLong",
                "SEEN: made with synchronizedSet", "MEMO: a Memo, which keeps state", "COUNTER: a Counter, which keeps state",
                "KEPT: made with ArrayList"), new StaticState(List.of(unit)).in(unit).stream()
                .map(StaticState.Kept::toString).toList());
    }

    /** A name of the project used in a file, and where. */
    private record Reference(String name, Tree tree) {
    }

    /** Every class of the project a file names: its imports and its qualified names. */
    private static List<Reference> references(CompilationUnitTree unit) {
        List<Reference> used = new ArrayList<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitMemberSelect(MemberSelectTree select, Void unused) {
                String name = select.toString();
                if (name.startsWith("nimbook.") && name.indexOf('.', "nimbook.".length()) > 0) {
                    used.add(new Reference(name, select));
                    return null;
                }
                return super.visitMemberSelect(select, unused);
            }
        }.scan(unit.getTypeDecls(), null);
        for (ImportTree imported : unit.getImports()) {
            ExpressionTree name = (ExpressionTree) imported.getQualifiedIdentifier();
            if (name.toString().startsWith("nimbook.")) {
                used.add(new Reference(name.toString(), imported));
            }
        }
        return used;
    }

    /** {@code markdown} for {@code nimbook.markdown.internal.Syntax}; "" for a name outside the project. */
    private static String top(String name) {
        if (!name.startsWith("nimbook.")) {
            return "";
        }
        String rest = name.substring("nimbook.".length());
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }
}
