package nimbook.cli;

import java.io.IOException;
import java.nio.file.Path;
import nimbook.Reference;
import org.apache.commons.cli.Option;
import org.junit.jupiter.api.Test;

/**
 * docs/commands.md is every command with its arguments and options, made from the commands' own declarations, so that
 * it cannot drift from them: this test writes it with -Dgolden.update=true and otherwise fails when it differs.
 */
class CommandReferenceTest {
    private static final Path REFERENCE = Path.of("docs/commands.md");

    static String reference() {
        StringBuilder text = new StringBuilder("# Commands and options\n\n<!-- Made from the commands' declarations by"
                + " CommandReferenceTest (mvn test -Dtest=CommandReferenceTest -Dgolden.update=true rewrites it): edit the"
                + " code, not this file. -->\n\nEvery command also takes `--help`. [cli.md](cli.md) tells how they work"
                + " together.\n");
        for (Command command : Main.COMMANDS) {
            text.append("\n## ").append(command.name()).append("\n\n```\nnimbook ").append(command.name())
                    .append(" [OPTIONS]").append(command.arguments().isEmpty() ? "" : " " + command.arguments())
                    .append("\n```\n\n").append(command.description()).append('\n');
            if (!command.argumentsHelp().isEmpty()) {
                text.append('\n').append(command.argumentsHelp()).append('\n');
            }
            if (!command.options().getOptions().isEmpty()) {
                text.append("\n| option | meaning |\n|---|---|\n");
                for (Option option : command.options().getOptions()) {
                    text.append("| `--").append(option.getLongOpt()).append(option.hasArg() ? " " + option.getArgName() : "")
                            .append("` | ").append(option.getDescription().replace("|", "\\|")).append(" |\n");
                }
            }
        }
        return text.toString();
    }

    @Test
    void theReferenceIsTheCommandsAsDeclared() throws IOException {
        Reference.check(REFERENCE, reference(), "CommandReferenceTest");
    }
}
