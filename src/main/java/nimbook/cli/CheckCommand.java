package nimbook.cli;

import picocli.CommandLine.Command;

@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Do everything build does except write the site: report every problem in the book.")
final class CheckCommand extends BuildCommand {
    @Override
    boolean writes() {
        return false;
    }
}
