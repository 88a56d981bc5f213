package nimbook.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import nimbook.assess.Key;
import nimbook.assess.KeyFormat;
import nimbook.assess.Numbers;
import nimbook.diag.Diagnostics;
import nimbook.diag.Problem;
import nimbook.book.Edition;
import nimbook.site.SiteBuilder;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

/** {@code exercises}: the key to one set or many, every exercise with its question, position and answer. */
final class ExercisesCommand extends Command {
    @Override
    String name() {
        return "exercises";
    }

    @Override
    String description() {
        return "List every exercise of the sets asked for (set, lesson, exercise, label, kind, position, answer,"
                + " question), with a header: the key to regenerated sets.";
    }

    @Override
    Options options() {
        return sets(BuildCommand.buildOptions("content", "templates", "seed"))
                .addOption(BuildCommand.valued("format", "FORMAT", "tsv (the default), csv or json."))
                .addOption(org.apache.commons.cli.Option.builder().longOpt("stats").desc("Instead of the key, print per"
                        + " exercise how many different positions the sets deal (tab-separated: exercise, kind, dealing,"
                        + " sets, distinct).").get());
    }

    /** The options that choose sets and lessons, added to {@code options}. */
    static Options sets(Options options) {
        return options
                .addOption(BuildCommand.valued("seeds", "SETS", "The sets, as their seeds: 1..150, 3,8,21, or both mixed (default: the"
                        + " one set --seed names)."))
                .addOption(BuildCommand.valued("lessons", "LESSONS", "Only these lessons' exercises: 5, 2..4 or 1,3 (default: all)."));
    }

    /** The sets that {@code --seeds} (or {@code --seed}) names. */
    static List<Long> sets(CommandLine line) throws ParseException {
        if (line.hasOption("seeds") && line.hasOption("seed")) {
            throw new ParseException("--seed and --seeds do not go together: --seeds 7 is the set of --seed 7");
        }
        return line.hasOption("seeds") ? numbers(line, "seeds") : List.of(BuildCommand.book(line).seed());
    }

    /** The lessons that {@code --lessons} names; empty for every lesson. */
    static Set<Long> lessons(CommandLine line) throws ParseException {
        return line.hasOption("lessons") ? new TreeSet<>(numbers(line, "lessons")) : Set.of();
    }

    private static List<Long> numbers(CommandLine line, String option) throws ParseException {
        try {
            return Numbers.parse(line.getOptionValue(option));
        } catch (IllegalArgumentException e) {
            throw new ParseException("--" + option + " " + e.getMessage());
        }
    }

    /** The format {@code --format} names, one of an enum's constants in lower case; {@code fallback} without it. */
    static <E extends Enum<E>> E format(CommandLine line, E fallback) throws ParseException {
        String name = line.getOptionValue("format", fallback.name().toLowerCase(Locale.ROOT));
        List<String> names = new ArrayList<>();
        for (E format : fallback.getDeclaringClass().getEnumConstants()) {
            names.add(format.name().toLowerCase(Locale.ROOT));
            if (names.get(names.size() - 1).equals(name)) {
                return format;
            }
        }
        throw new ParseException("--format \"" + name + "\" is not a format: use " + String.join(", ",
                names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1));
    }

    /** The book's instructor edition, built once for its exercises; null when it has errors (reported). */
    static SiteBuilder.Result build(CommandLine line, Streams streams) throws ParseException {
        SiteBuilder.Result result = SiteBuilder.build(BuildCommand.book(line).withEdition(Edition.INSTRUCTOR));
        if (!result.ok()) {
            BuildCommand.report(result, "", streams.err());
            return null;
        }
        return result;
    }

    /** The key to the sets and lessons the options name; null when a set cannot be dealt (reported). */
    static Key key(SiteBuilder.Result book, CommandLine line, Streams streams) throws ParseException {
        List<Long> sets = sets(line);
        Set<Long> lessons = lessons(line);
        // A lesson named by mistake would list nothing, and say nothing.
        Set<Long> asking = new TreeSet<>();
        book.exercises().forEach(exercise -> asking.add((long) exercise.key().lesson()));
        for (long lesson : lessons) {
            if (!asking.contains(lesson)) {
                throw new ParseException("--lessons names lesson " + lesson + ", which has no exercises: the lessons with"
                        + " exercises are " + asking.stream().map(String::valueOf).collect(Collectors.joining(",")));
            }
        }
        try {
            return Key.deal(book.exercises(), sets, lessons);
        } catch (Problem e) {
            // A set whose deal fails where the build's did not.
            Diagnostics problems = new Diagnostics();
            e.reportTo(problems);
            problems.report().forEach(streams.err()::println);
            return null;
        }
    }

    /**
     * Per exercise: its kind, how it is dealt ("dealt" afresh per set, "fixed" by fixed: true or seed:, "written" out
     * without saying so, or "found": a construction), the number of sets, and how many different positions they hold
     * (in standard form).
     */
    private static void stats(Key key, java.io.PrintWriter out) throws ParseException {
        nimbook.solver.Solver solver = new nimbook.solver.Solver();
        java.util.Map<String, java.util.Set<String>> distinct = new java.util.LinkedHashMap<>();
        java.util.Map<String, Integer> sets = new java.util.HashMap<>();
        java.util.Map<String, nimbook.book.ExerciseKey> first = new java.util.HashMap<>();
        for (Key.Entry entry : key.entries()) {
            String number = entry.exercise().number();
            String position = entry.exercise().position();
            try {
                // A construction's "position" is what to find, the same for every set.
                distinct.computeIfAbsent(number, n -> new java.util.HashSet<>()).add(entry.exercise().dealing().how()
                        .equals("found") ? position : solver.parse(position).canonical().toString());
            } catch (nimbook.solver.NotationException e) {
                throw new IllegalStateException("the key's own position does not read: " + e.getMessage(), e);
            }
            sets.merge(number, 1, Integer::sum);
            first.putIfAbsent(number, entry.exercise());
        }
        out.println("exercise\tkind\tdealing\tsets\tdistinct");
        distinct.forEach((number, positions) -> {
            nimbook.book.ExerciseKey.Dealing dealing = first.get(number).dealing();
            out.println(number + "\t" + first.get(number).answerKind() + "\t" + dealing.how() + "\t" + sets.get(number)
                    + "\t" + positions.size());
        });
        out.flush();
    }

    @Override
    int run(CommandLine line, Streams streams) throws ParseException, IOException {
        expectArguments(line, 0, 0);
        KeyFormat format = format(line, KeyFormat.TSV);
        SiteBuilder.Result book = build(line, streams);
        Key key = book == null ? null : key(book, line, streams);
        if (key == null) {
            return BuildCommand.BOOK_ERRORS;
        }
        if (line.hasOption("stats")) {
            stats(key, streams.out());
        } else {
            format.write(key, streams.out());
        }
        return 0;
    }
}
