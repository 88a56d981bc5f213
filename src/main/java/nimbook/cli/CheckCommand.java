package nimbook.cli;

import org.apache.commons.cli.Options;

final class CheckCommand extends BuildCommand {
    @Override
    String name() {
        return "check";
    }

    @Override
    String description() {
        return "Do everything build does except write the site: report every problem in the book.";
    }

    /** Build's options but the output folder, which a check never writes. */
    @Override
    Options options() {
        return buildOptions("content", "templates", "edition", "seed", "whole-book", "timings");
    }

    @Override
    boolean writes() {
        return false;
    }
}
