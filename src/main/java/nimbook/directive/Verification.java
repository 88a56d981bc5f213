package nimbook.directive;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Solver;
import nimbook.solver.Theorem;

/**
 * {@code verify}: checks a theorem over a finite range at build time ({@code theorem: eeny-meeny}, then the
 * range, e.g. {@code sections: 7} and {@code size: 6}). A counterexample fails the build and is shown.
 */
final class Verification implements BlockDirective {
    private static final BlockSpec SPEC = BlockSpec.computed("verify")
            .renders("a note that the theorem held in every case checked at build time; a counterexample fails the"
                    + " build. Besides `theorem`, it takes the theorem's range (the theorems are listed below): a setting"
                    + " left out takes its default, one beyond its limit is an error that names the limit")
            .option(BlockSpec.OptionSpec.named("theorem").takes("a theorem's name")).build();

    /** One parameter of the range. */
    public record Parameter(String name, long value) {
    }

    /** What was checked, over what, and in how many cases. */
    public record Check(String theorem, String statement, List<Parameter> parameters, long cases) {
    }

    @Override
    public BlockSpec spec() {
        return SPEC;
    }

    /** Besides {@code theorem:}, the block takes the theorem's own settings: its range. */
    @Override
    public Part expand(Block block, Scope scope) throws DirectiveException {
        Check check = check(block, scope.book().solver());
        return Part.of("verify", page -> Map.of("check", check));
    }

    private static Check check(Block block, Solver solver) throws DirectiveException {
        Block.Option name = block.required("theorem");
        Theorem theorem;
        try {
            theorem = Theorem.named(name.value());
        } catch (NotationException e) {
            throw new DirectiveException(block.positionOf(name), e.getMessage());
        }
        Set<String> allowed = new HashSet<>(theorem.defaults().keySet());
        allowed.addAll(SPEC.optionNames());
        block.allow(allowed);
        Map<String, Long> parameters = new LinkedHashMap<>();
        Problems problems = new Problems();
        for (String key : theorem.defaults().keySet()) {
            Block.Option option = block.optional(key);
            if (option != null) {
                problems.check(() -> {
                    try {
                        parameters.put(key, Notation.wholeNumber(option.value()));
                    } catch (NumberFormatException e) {
                        throw new DirectiveException(block.positionOf(option), Notation.quote(option.value()) + " "
                                + Notation.notWholeNumber(option.value()) + ": write digits, like " + key + ": "
                                + theorem.defaults().get(key));
                    }
                });
            }
        }
        problems.throwAny();
        Theorem.Verification result;
        try {
            result = solver.verify(theorem, parameters);
        } catch (Theorem.Refused e) {
            Block.Option option = e.parameter() == null ? null : block.optional(e.parameter());
            throw new DirectiveException(option == null ? block.position() : block.positionOf(option), e.getMessage());
        }
        if (!result.holds()) {
            throw new DirectiveException(block.position(), "counterexample to " + theorem.id() + ": "
                    + result.counterexample());
        }
        List<Parameter> shown = new ArrayList<>();
        result.parameters().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> shown.add(new Parameter(e.getKey(), e.getValue())));
        return new Check(theorem.id(), theorem.statement(), shown, result.cases());
    }
}
