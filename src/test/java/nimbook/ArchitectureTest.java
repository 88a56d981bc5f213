package nimbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
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
import javax.lang.model.element.Modifier;
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
    /**
     * Types that hold state: a static field of one, or made with one, keeps it across builds. Immutable constants
     * ({@code List.of}, records, patterns, strings) are what a static field may hold.
     */
    private static final Set<String> STATEFUL = Set.of("HashMap", "TreeMap", "LinkedHashMap", "WeakHashMap",
            "IdentityHashMap", "ConcurrentHashMap", "ConcurrentSkipListMap", "HashSet", "TreeSet", "LinkedHashSet",
            "ArrayList", "LinkedList", "ArrayDeque", "AtomicReference", "AtomicInteger", "AtomicLong", "AtomicBoolean",
            "LastMade", "ClassValue", "ThreadLocal", "StringBuilder", "synchronizedMap", "synchronizedList",
            "synchronizedSet", "synchronizedSortedMap");

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
            "nimbook/site/SiteWriter.java faults",
            // The page's generators, kept as the build keeps its own in each exercise: Browser runs only in the page
            // (its exported functions are static), where there is no build and no Memory.
            "nimbook/web/Browser.java DEALERS");

    @Test
    void noStaticFieldKeepsStateBetweenBuilds() {
        MainSources sources = MainSources.get();
        List<String> kept = new ArrayList<>();
        for (CompilationUnitTree unit : sources.units) {
            String file = MainSources.MAIN.toAbsolutePath().relativize(Path.of(unit.getSourceFile().toUri())).toString();
            for (Kept field : staticState(unit)) {
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
                "SEEN: made with synchronizedSet", "KEPT: made with ArrayList"), staticState(unit).stream()
                .map(Kept::toString).toList());
    }

    /** A static field that keeps state, and why. */
    private record Kept(VariableTree tree, String problem) {
        @Override
        public String toString() {
            return tree.getName() + ": " + problem;
        }
    }

    /** The static fields of a file's classes (and their nested ones) that keep state between builds. */
    private static List<Kept> staticState(CompilationUnitTree unit) {
        List<Kept> kept = new ArrayList<>();
        new TreeScanner<Void, Boolean>() {
            @Override
            public Void visitClass(ClassTree type, Boolean inInterface) {
                boolean isInterface = type.getKind() == Tree.Kind.INTERFACE
                        || type.getKind() == Tree.Kind.ANNOTATION_TYPE;
                for (Tree member : type.getMembers()) {
                    if (member instanceof VariableTree field && isStatic(field, isInterface)) {
                        String problem = problem(field, isInterface);
                        if (problem != null) {
                            kept.add(new Kept(field, problem));
                        }
                    }
                }
                return super.visitClass(type, isInterface);
            }
        }.scan(unit, false);
        return kept;
    }

    private static boolean isStatic(VariableTree field, boolean inInterface) {
        return inInterface || field.getModifiers().getFlags().contains(Modifier.STATIC);
    }

    /** Why a static field keeps state, or null when it holds a constant. */
    private static String problem(VariableTree field, boolean inInterface) {
        if (!inInterface && !field.getModifiers().getFlags().contains(Modifier.FINAL)) {
            return "static and not final";
        }
        String type = simpleName(field.getType());
        if (STATEFUL.contains(type)) {
            return "a " + type;
        }
        List<String> made = new ArrayList<>();
        // Made whole and then wrapped so that nothing can change it: Collections.unmodifiableMap(new TreeMap<>(…)).
        boolean frozen = field.getInitializer() instanceof MethodInvocationTree call
                && simpleName(call.getMethodSelect()).matches("unmodifiable\\w*|copyOf");
        if (field.getInitializer() != null && !frozen) {
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitNewClass(NewClassTree made0, Void unused) {
                    made.add(simpleName(made0.getIdentifier()));
                    return null;
                }

                @Override
                public Void visitMethodInvocation(MethodInvocationTree call, Void unused) {
                    made.add(simpleName(call.getMethodSelect()));
                    return super.visitMethodInvocation(call, unused);
                }
            }.scan(field.getInitializer(), null);
        }
        return made.stream().filter(STATEFUL::contains).findFirst().map(name -> "made with " + name).orElse(null);
    }

    private static String simpleName(Tree type) {
        Tree raw = type instanceof ParameterizedTypeTree generic ? generic.getType() : type;
        String name = raw.toString();
        return name.substring(name.lastIndexOf('.') + 1);
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
