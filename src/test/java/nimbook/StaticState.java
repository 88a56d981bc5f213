package nimbook;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreeScanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * The static fields of a set of sources that keep state (for {@link ArchitectureTest}): a field that is not final, or
 * holds or is made with a type that changes — a collection, an atomic — or one of the sources' own classes whose
 * objects keep state (a memo, a builder: a class with a field that is not final or that keeps state itself). Names are
 * resolved as Java does, from the parse alone: a class's own nested ones and its enclosing classes', the imports, the
 * package.
 */
final class StaticState {
    /**
     * Types that hold state: a static field of one, or made with one, keeps it across builds. Immutable constants
     * ({@code List.of}, records, patterns, strings) are what a static field may hold.
     */
    private static final Set<String> STATEFUL = Set.of("HashMap", "TreeMap", "LinkedHashMap", "WeakHashMap",
            "IdentityHashMap", "ConcurrentHashMap", "ConcurrentSkipListMap", "HashSet", "TreeSet", "LinkedHashSet",
            "ArrayList", "LinkedList", "ArrayDeque", "AtomicReference", "AtomicInteger", "AtomicLong", "AtomicBoolean",
            "LastMade", "ClassValue", "ThreadLocal", "StringBuilder", "synchronizedMap", "synchronizedList",
            "synchronizedSet", "synchronizedSortedMap");

    /** A static field that keeps state, and why. */
    record Kept(VariableTree tree, String problem) {
        @Override
        public String toString() {
            return tree.getName() + ": " + problem;
        }
    }

    /** A class of the sources: its qualified name ({@code nimbook.directive.BlockSpec.Builder}), file and tree. */
    private record Declared(String name, CompilationUnitTree unit, ClassTree tree) {
        boolean isInterface() {
            return tree.getKind() == Tree.Kind.INTERFACE || tree.getKind() == Tree.Kind.ANNOTATION_TYPE;
        }
    }

    private final Map<String, Declared> classes = new LinkedHashMap<>();
    private final Set<String> stateful = new TreeSet<>();

    StaticState(List<CompilationUnitTree> units) {
        for (CompilationUnitTree unit : units) {
            new TreeScanner<Void, String>() {
                @Override
                public Void visitClass(ClassTree type, String outer) {
                    if (type.getSimpleName().isEmpty()) {
                        return super.visitClass(type, outer); // an anonymous class: its fields are its enclosing one's
                    }
                    String name = outer + "." + type.getSimpleName();
                    classes.put(name, new Declared(name, unit, type));
                    return super.visitClass(type, name);
                }
            }.scan(unit, unit.getPackageName().toString());
        }
        // A class keeps state when a field of its objects does, which may be an object of another such class.
        for (int before = -1; before != stateful.size(); ) {
            before = stateful.size();
            for (Declared type : classes.values()) {
                for (Tree member : type.tree().getMembers()) {
                    if (member instanceof VariableTree field && !isStatic(field, type.isInterface())
                            && problem(field, false, type) != null) {
                        stateful.add(type.name());
                    }
                }
            }
        }
    }

    /** The static fields of a file's classes (and their nested ones) that keep state. */
    List<Kept> in(CompilationUnitTree unit) {
        List<Kept> kept = new ArrayList<>();
        for (Declared type : classes.values()) {
            if (type.unit() != unit) {
                continue;
            }
            for (Tree member : type.tree().getMembers()) {
                if (member instanceof VariableTree field && isStatic(field, type.isInterface())) {
                    String problem = problem(field, type.isInterface(), type);
                    if (problem != null) {
                        kept.add(new Kept(field, problem));
                    }
                }
            }
        }
        return kept;
    }

    private static boolean isStatic(VariableTree field, boolean inInterface) {
        return inInterface || field.getModifiers().getFlags().contains(Modifier.STATIC);
    }

    /** Why a field of {@code type} keeps state, or null when it holds a constant (or, static, would). */
    private String problem(VariableTree field, boolean inInterface, Declared type) {
        if (!inInterface && !field.getModifiers().getFlags().contains(Modifier.FINAL)) {
            return isStatic(field, false) ? "static and not final" : "not final";
        }
        Predicate<Tree> keepsState = written -> {
            String name = resolve(written, type);
            return name != null && stateful.contains(name);
        };
        String declared = simpleName(field.getType());
        if (STATEFUL.contains(declared)) {
            return "a " + declared;
        }
        if (keepsState.test(field.getType())) {
            return "a " + declared + ", which keeps state";
        }
        List<String> made = new ArrayList<>();
        // Made whole and then wrapped so that nothing can change it: Collections.unmodifiableMap(new TreeMap<>(…)).
        boolean frozen = field.getInitializer() instanceof MethodInvocationTree call
                && simpleName(call.getMethodSelect()).matches("unmodifiable\\w*|copyOf");
        if (field.getInitializer() != null && !frozen) {
            new TreeScanner<Void, Void>() {
                @Override
                public Void visitNewClass(NewClassTree made0, Void unused) {
                    String name = simpleName(made0.getIdentifier());
                    if (STATEFUL.contains(name) || keepsState.test(made0.getIdentifier())) {
                        made.add(name);
                    }
                    return null;
                }

                @Override
                public Void visitMethodInvocation(MethodInvocationTree call, Void unused) {
                    String name = simpleName(call.getMethodSelect());
                    if (STATEFUL.contains(name)) {
                        made.add(name);
                    }
                    return super.visitMethodInvocation(call, unused);
                }
            }.scan(field.getInitializer(), null);
        }
        return made.isEmpty() ? null : "made with " + made.get(0);
    }

    /** The class of the sources a type written in {@code type} names, or null when it names another. */
    private String resolve(Tree written, Declared type) {
        String text = (written instanceof ParameterizedTypeTree generic ? generic.getType() : written).toString();
        if (classes.containsKey(text)) {
            return text; // written whole: nimbook.solver.Solver
        }
        int dot = text.indexOf('.');
        String first = dot < 0 ? text : text.substring(0, dot);
        String rest = dot < 0 ? "" : text.substring(dot);
        String pkg = type.unit().getPackageName().toString();
        List<String> candidates = new ArrayList<>();
        for (String scope = type.name(); scope.length() > pkg.length(); scope = scope.substring(0, scope.lastIndexOf('.'))) {
            candidates.add(scope + "." + first);
        }
        for (ImportTree imported : type.unit().getImports()) {
            String name = imported.getQualifiedIdentifier().toString();
            if (!imported.isStatic() && name.endsWith("." + first)) {
                candidates.add(name);
            }
        }
        candidates.add(pkg + "." + first);
        for (String candidate : candidates) {
            if (classes.containsKey(candidate)) {
                return candidate + rest;
            }
        }
        return null;
    }

    private static String simpleName(Tree type) {
        Tree raw = type instanceof ParameterizedTypeTree generic ? generic.getType() : type;
        String name = raw.toString();
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
