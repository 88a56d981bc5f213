package nimbook.cli;

import java.io.PrintWriter;
import nimbook.directive.Edition;
import nimbook.directive.ExerciseKey;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

final class ExercisesCommand extends BuildCommand {
    @Override
    String name() {
        return "exercises";
    }

    @Override
    String description() {
        return "List every exercise with its position and answer, one per line (number, kind, position, answer),"
                + " for the seed given: the key to a regenerated set.";
    }

    /** The exercises of the instructor's edition, listed: no output folder, edition or timings. */
    @Override
    Options options() {
        return buildOptions("content", "templates", "seed");
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException {
        expectArguments(line, 0, 0);
        SiteBuilder.Result result = SiteBuilder.build(book(line).withEdition(Edition.INSTRUCTOR));
        if (!result.ok()) {
            report(result, "", streams.err());
            return BOOK_ERRORS;
        }
        PrintWriter printed = streams.out();
        for (ExerciseKey exercise : result.exercises()) {
            printed.println(exercise.number() + "\t" + exercise.answerKind() + "\t" + exercise.position() + "\t"
                    + exercise.answer());
        }
        return 0;
    }
}
