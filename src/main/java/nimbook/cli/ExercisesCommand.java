package nimbook.cli;

import java.io.PrintWriter;
import nimbook.directive.ExerciseKey;
import nimbook.site.BuildOptions;
import nimbook.site.SiteBuilder;
import picocli.CommandLine.Command;

@Command(name = "exercises", mixinStandardHelpOptions = true,
        description = "List every exercise with its position and answer, one per line (number, kind, position, answer),"
                + " for the seed given: the key to a regenerated set.")
final class ExercisesCommand extends BuildCommand {
    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        SiteBuilder.Result result = SiteBuilder.build(new BuildOptions(content, templates, out,
                nimbook.directive.Edition.INSTRUCTOR, seed));
        if (!result.ok()) {
            result.diagnostics().report().forEach(err::println);
            return BOOK_ERRORS;
        }
        PrintWriter printed = spec.commandLine().getOut();
        for (ExerciseKey exercise : result.exercises()) {
            printed.println(exercise.number() + "\t" + exercise.answerKind() + "\t" + exercise.position() + "\t"
                    + exercise.answer());
        }
        return 0;
    }
}
