package nimbook.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import nimbook.solver.NotationException;
import nimbook.solver.Theorem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a theorem's closed form against brute force over a range, e.g. verify eeny-meeny sections=8"
                + " size=10; exit 1 with the counterexample if it fails.")
final class VerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "THEOREM", description = "One of: ${COMPLETION-CANDIDATES}.",
            completionCandidates = TheoremNames.class)
    String name;

    @Parameters(index = "1..*", paramLabel = "KEY=VALUE", description = "The range, e.g. sections=7 size=6.")
    List<String> settings = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws NotationException {
        Theorem theorem = Theorem.named(name);
        Map<String, Long> parameters = new LinkedHashMap<>();
        for (String setting : settings) {
            int equals = setting.indexOf('=');
            String value = equals < 0 ? "" : setting.substring(equals + 1);
            if (equals < 1 || value.isEmpty() || value.length() > 18 || !value.chars().allMatch(Character::isDigit)) {
                throw new NotationException("\"" + setting + "\" is not a setting: expected KEY=NUMBER, like size=6", 0);
            }
            parameters.put(setting.substring(0, equals), Long.parseLong(value));
        }
        Theorem.Verification result = theorem.check(parameters);
        String range = String.join(", ", result.parameters().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).sorted().toList());
        if (!result.holds()) {
            spec.commandLine().getErr().println("nimbook: error: " + theorem.id() + " fails (" + range + "): "
                    + result.counterexample());
            return 1;
        }
        spec.commandLine().getOut().println(theorem.id() + ": holds in all " + result.cases() + " cases (" + range + ")");
        return 0;
    }

    /** The theorem names, for the help text. */
    static final class TheoremNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(Theorem.values()).map(Theorem::id).iterator();
        }
    }
}
