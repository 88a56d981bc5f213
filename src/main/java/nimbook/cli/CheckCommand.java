package nimbook.cli;

final class CheckCommand extends BuildCommand {
    @Override
    String name() {
        return "check";
    }

    @Override
    String description() {
        return "Do everything build does except write the site: report every problem in the book.";
    }

    @Override
    boolean writes() {
        return false;
    }
}
