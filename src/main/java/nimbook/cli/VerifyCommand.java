package nimbook.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Theorem;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.ParseException;

final class VerifyCommand extends Command {
    @Override
    String name() {
        return "verify";
    }

    @Override
    String description() {
        return "Check a theorem's closed form against brute force over a range, e.g. verify eeny-meeny sections=8"
                + " size=10; exit 1 with the counterexample if it fails.";
    }

    @Override
    String arguments() {
        return "THEOREM [KEY=VALUE...]";
    }

    @Override
    String argumentsHelp() {
        // Each theorem with its settings' defaults, which a verify block without them checks too.
        return "THEOREM is one of: " + String.join("; ", Arrays.stream(Theorem.values()).map(theorem -> theorem.id() + " ("
                + String.join(" ", theorem.defaults().entrySet().stream().map(setting -> setting.getKey() + "="
                        + setting.getValue()).toList()) + ")").toList())
                + ". KEY=VALUE settings give the range; those left out take the values shown.";
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, NotationException {
        expectArguments(line, 1, Integer.MAX_VALUE);
        Theorem theorem = Theorem.named(line.getArgList().get(0));
        Map<String, Long> parameters = new LinkedHashMap<>();
        for (String setting : line.getArgList().subList(1, line.getArgList().size())) {
            int equals = setting.indexOf('=');
            String value = equals < 0 ? "" : setting.substring(equals + 1);
            if (equals < 1) {
                throw new NotationException(Notation.quote(setting) + " is not a setting: expected KEY=NUMBER, like size=6", 0);
            }
            if (!Notation.isWholeNumber(value)) {
                throw new NotationException(Notation.quote(value) + " " + Notation.notWholeNumber(value) + ": expected KEY=NUMBER,"
                        + " like size=6", 0);
            }
            if (parameters.put(setting.substring(0, equals), Long.parseLong(value)) != null) {
                throw new NotationException(Notation.quote(setting.substring(0, equals)) + " is set twice: keep one", 0);
            }
        }
        Theorem.Verification result;
        try {
            result = theorem.check(parameters);
        } catch (Theorem.Refused e) {
            throw new NotationException(e.getMessage(), 0);
        }
        String range = String.join(", ", result.parameters().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).sorted().toList());
        if (!result.holds()) {
            streams.err().println("nimbook: error: " + theorem.id() + " fails (" + range + "): " + result.counterexample());
            return 1;
        }
        streams.out().println(theorem.id() + ": holds in all " + result.cases() + " cases (" + range + ")");
        return 0;
    }
}
