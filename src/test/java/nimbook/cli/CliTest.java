package nimbook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import nimbook.book.Edition;
import nimbook.book.BuildOptions;
import nimbook.site.SiteBuilder;
import nimbook.solver.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line run in-process: exact standard output, standard error and exit status. */
class CliTest {
    record Result(int status, String out, String err) {
    }

    static Result runWithInput(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString(), err.toString());
    }

    static Result run(String... args) {
        return runWithInput("", args);
    }

    @Test
    void grundyPrintsOneValue() {
        assertEquals(new Result(0, "2\n", ""), run("grundy", "nim", "3", "4", "5"));
        assertEquals(new Result(0, "4\n", ""), run("grundy", "empty-and-divide", "2019,9102"));
        assertEquals(new Result(0, "0\n", ""), run("grundy", "nim 3 + squares 11 + cubes 17"));
    }

    @Test
    void grundyReadsStandardInputLineByLine() {
        assertEquals(new Result(0, "2\n0\n4\n", ""), runWithInput("nim 3 4 5\nnim 1 2 3\nempty-and-divide 2019,9102\n", "grundy"));
        // One line per position, so that a P-position (no move) and several moves still pair with their lines.
        assertEquals(new Result(0, "nim 1 4 5\n\nsquares 10; squares 5\n", ""),
                runWithInput("nim 3 4 5\nnim 1 2 3\nsquares 14\n", "moves"));
        assertEquals(new Result(2, "", "nimbook: error: line 2: unknown game \"nimm\" (did you mean \"nim\"?); known games: "
                + Games.KNOWN + "\n"),
                runWithInput("nim 3 4 5\nnimm 3\n", "grundy"));
    }

    @Test
    void checkWorkJudgesEachLineOfAWorkedAnswer() {
        assertEquals(new Result(0, """
                1: wrong: kayles 4 is 1, not 2: its options have values 0, 2, 3 and 3, and mex{0, 2, 3} = 1.
                2: right: Right.
                4: right: Right: the value is 2.
                answer: wrong: Line 1 is wrong.
                """, ""), runWithInput("kayles 4 = 2\nmex{0, 1, 3} = 2\n\nG(7) = 2\n", "check-work", "--answer", "grundy",
                "kayles", "7"));
        // Read in binary, where only that reading holds: said so, in brackets.
        assertEquals(new Result(0, "1: right: Right: the value is 11. (read as binary: 101 = 5, 111 = 7, 1001 = 9, 1011"
                + " = 11)\nanswer: right: Right: the value is 11.\n", ""), runWithInput("101 ⊕ 111 ⊕ 1001 = 1011\n",
                        "check-work", "--binary", "nim 5 7 9"));
        assertEquals(new Result(0, "1: right: Right.\nanswer: incomplete: Right so far; now write the answer: a winning"
                + " move.\n", ""), runWithInput("nim 3 4 5 is N", "check-work", "nim", "3", "4", "5", "--answer", "move"));
        // A single line is judged as the answer box judges it, a loopy position's too.
        assertEquals(new Result(0, "1: unreadable: Answer P (the previous player, who moved last, wins), N (the next"
                + " player, who moves now, wins) or D (a draw: neither can force a win).\nanswer: unreadable: Answer P (the"
                + " previous player, who moved last, wins), N (the next player, who moves now, wins) or D (a draw: neither"
                + " can force a win).\n", ""), runWithInput("tie", "check-work", "--answer", "outcome", "loopy 0>1,1>0@0"));
        assertEquals(new Result(2, "", "nimbook: error: \"0>1\" has no token: end a graph with @ and the token's vertex,"
                + " like 0>1,1>0,1>2@0\n"), runWithInput("0", "check-work", "loopy 0>1"));
        // Nested 2,000 deep: the line is refused at once, as the page refuses it.
        assertEquals(new Result(0, "1: unreadable: The line nests too deeply to process (more than 64 brackets inside one"
                + " another): flatten it.\nanswer: unreadable: The line nests too deeply to process (more than 64 brackets"
                + " inside one another): flatten it.\n", ""), runWithInput("mex{".repeat(2000) + "}".repeat(2000) + " = 0\n",
                        "check-work", "kayles 7"));
        assertEquals(new Result(2, "", "nimbook: error: expected POSITION, got none (see nimbook check-work --help)\n"),
                runWithInput("2\n", "check-work", "--answer", "grundy"));
        assertEquals(new Result(2, "", "nimbook: error: --answer \"value\" is not something to check: use grundy, outcome,"
                + " moves, move, count (see nimbook check-work --help)\n"), runWithInput("2\n", "check-work", "--answer",
                "value", "nim 3"));
        assertEquals(new Result(2, "", "nimbook: error: unknown game \"nimm\" (did you mean \"nim\"?); known games: "
                + Games.KNOWN + "\n"),
                runWithInput("2\n", "check-work", "nimm 3"));
    }

    /** Two loopy exercises of lesson 7, worked line by line: the labelling round by round, values, sums, moves. */
    @Test
    void checkWorkJudgesALoopyExerciseLineByLine() throws IOException {
        String lesson = Files.readString(Path.of("content/07-chomp-graphs-misere.md"));
        String value = "loopy 0>1,1>0,0>2,0>3,3>4,1>5,5>1@0";
        String sum = value + " 0>1,1>2,2>0,2>3@0";
        assertTrue(lesson.contains("position: " + value + "\n") && lesson.contains("position: " + sum + "\n"));
        assertEquals(new Result(0, """
                1: right: Right.
                2: right: Right.
                3: wrong: Vertex 0 is not ∞(0,2): work it out again from the values of its followers.
                4: right: Right: the value is ∞(0,1).
                answer: wrong: Line 3 is wrong.
                """, ""), runWithInput("round 0: 2, 4; ∞ to 1, 5\nround 1: 3\nround 2: none; ∞ to 0 ∞(0,2)\n"
                        + "γ(0) = ∞(0,1)\n", "check-work", "loopy", "0>1,1>0,0>2,0>3,3>4,1>5,5>1@0"));
        assertEquals(new Result(0, """
                1: right: Right.
                2: right: Right.
                3: right: Right.
                4: right: Right: that move leaves value 0, a P-position.
                answer: right: Right: that move leaves value 0, a P-position.
                """, ""), runWithInput("graph 2: γ(0) = 1\ngraph 1: γ(0) = ∞(0,1), γ(3) = 1\nγ₁(3) + γ₂(0) = 1 + 1 = 0\n"
                        + "0 → 3\n", "check-work", "--answer", "move", sum));
    }

    @Test
    void sequencePrintsOneLine() {
        assertEquals(new Result(0, "0 1 2 0 1 2 0 1 2\n", ""), run("sequence", "subtract:1,2,4", "8"));
        assertEquals(new Result(0, "0 1 2 3 1 4 3 2 1 4 2 6 4\n", ""), run("sequence", "kayles", "12"));
        assertEquals(new Result(2, "", "nimbook: error: sequence needs a one-heap game or a row of coins, but wythoff"
                + " takes pairs like 3,5\n"), run("sequence", "wythoff", "5"));
        assertEquals(new Result(2, "", "nimbook: error: \"x\" is not a whole number: the last heap is a whole number, like 20\n"),
                run("sequence", "nim", "x"));
        assertEquals(new Result(2, "", "nimbook: error: \"20000000\" is too large: sequences go up to 10000000\n"),
                run("sequence", "nim", "20000000"));
    }

    @Test
    void movesPrintsEachWinningMoveOrNothing() {
        assertEquals(new Result(0, "nim 1 4 5\n", ""), run("moves", "nim", "3", "4", "5"));
        assertEquals(new Result(0, "", ""), run("moves", "nim", "1", "2", "3"));
        assertEquals(new Result(0, "squares 10\nsquares 5\n", ""), run("moves", "squares", "14"));
    }

    @Test
    void genusPrintsConwaysSymbolAndWhetherThePositionIsTame() {
        assertEquals(new Result(0, "4^{146} wild\n", ""), run("genus", "misere:kayles", "5"));
        assertEquals(new Result(0, "1^{031} tame\n1^{031} wild\n", ""),
                runWithInput("misere:kayles 1\nmisere:kayles 20\n", "genus"));
        assertEquals(new Result(2, "", "nimbook: error: \"nim 3\" is not a misère position: a genus is of heaps in misère"
                + " play, like misere:kayles 4 3\n"), run("genus", "nim", "3"));
    }

    @Test
    void explainPrintsTheWorkedReasoning() {
        assertEquals(new Result(0, """
                Position: nim 3 4 5
                The value of a sum is the XOR (nim-sum) of its components’ values:
                  nim 3  3  011
                  nim 4  4  100
                  nim 5  5  101
                  XOR    2  010
                Value 2: an N-position, the next player wins.
                The winning move: change one component so that the position’s value becomes 0.
                  nim 3 → nim 1 (component value 3 → 1), leaving nim 1 4 5
                """, ""), run("explain", "nim", "3", "4", "5"));
        assertEquals(new Result(0, """
                Position: colourful 1,2,2,2
                Eeny-meeny walk down colourful 1,2,2,2 (sections bottom to top: 1 2 2 2; top section 2):
                  eeny:  2 against 2, equal: go on down
                  meeny: 2 against 2, equal: go on down
                  eeny:  2 against 1, eeny but larger: stop, condition not met
                Condition not met, so the value is the top section, 2.
                Value 2: an N-position, the next player wins.
                The winning move: change one component so that the position’s value becomes 0.
                  colourful 1,2,2,2 → colourful 1,2,2,1 (component value 2 → 0), leaving colourful 1,2,2,1
                """, ""), run("explain", "colourful", "1,2,2,2"));
        assertEquals(new Result(0, """
                Position: squares 14
                Options of squares 14 and their values:
                  squares 13  1
                  squares 10  0
                  squares 5   0
                mex{0, 1} = 2, the least value no option has.
                Value 2: an N-position, the next player wins.
                Winning moves (2): change one component so that the position’s value becomes 0.
                  squares 14 → squares 10 (component value 2 → 0), leaving squares 10
                  squares 14 → squares 5 (component value 2 → 0), leaving squares 5
                """, ""), run("explain", "squares", "14"));
    }

    @Test
    void exercisesListsTheSetOfASeedWithItsAnswers() {
        String book = "src/test/resources/books/golden/content";
        assertEquals(new Result(0, "set\tlesson\texercise\tlabel\tkind\tposition\tanswer\tquestion\n"
                + "0\t1\t1.1\tfirst-exercise\toutcome\tnim 1 2 3\tP\tWho wins from 1, 2, 3?\n"
                + "0\t1\t1.2\t\tmoves\tnim 1 1 3\tnim 1 1 0\tFind every winning move.\n"
                + "0\t2\t2.1\t\tgrundy\tsquares 14\t2\tWhat is the value of a square-game heap of 14?\n"
                + "0\t2\t2.2\t\tconstruct\tsquares with value 2, components 2, distinct\tsquares 2 4\tGive two different"
                + " square-game heaps worth 2 together.\n"
                + "0\t2\t2.3\t\tcounterexample\tsubtract with not start 0\tsubtract:2,4,7\tEvery subtraction game repeats"
                + " from heap 0, a reader guesses. Give a subtraction game that shows the guess is false.\n", ""),
                run("exercises", "--content", book));
        Result other = run("exercises", "--content", book, "--seed", "3");
        assertEquals(0, other.status());
        assertTrue(other.out().contains("\n3\t1\t1.1\tfirst-exercise\toutcome\tnim 1 2 3\tP\t"), other.out());
        assertTrue(!other.out().contains("nim 1 1 3"), "another seed deals another position: " + other.out());
    }

    @Test
    void everySeedDealsAGeneratedMoveExerciseAPositionWithAWinningMove(@TempDir Path temp) throws IOException {
        // Two heaps of 1 to 3: a third of the deals are P-positions, which have no move to ask for.
        Files.writeString(temp.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\n\n```exercise\ngenerate: nim 2"
                + " 1..3\nanswer: move\n\nFind a winning move.\n```\n");
        for (int seed = 0; seed < 30; seed++) {
            Result result = run("exercises", "--content", temp.toString(), "--seed", Integer.toString(seed));
            assertEquals(0, result.status(), result.err());
            String[] fields = result.out().strip().split("\n")[1].split("\t");
            assertTrue(!fields[5].split(" ")[1].equals(fields[5].split(" ")[2]), "equal heaps are a P-position: "
                    + result.out());
        }
    }

    @Test
    void badInputIsOneLineOnStandardErrorWithStatusTwo() {
        assertEquals(new Result(2, "", "nimbook: error: \"-3\" is negative: sizes are whole numbers from 0\n"),
                run("grundy", "nim", "-3"));
        assertEquals(new Result(2, "", "nimbook: error: \"3\" is not a pair: wythoff takes two numbers joined by a comma,"
                + " like wythoff 3,5\n"), run("moves", "wythoff", "3"));
        Result unknownOption = run("frobnicate");
        assertEquals(2, unknownOption.status());
        assertEquals("", unknownOption.out());
        assertEquals("nimbook: error: unknown command \"frobnicate\": the commands are build, check, exercises, sheets,"
                + " grade, export, serve, init, grundy, sequence, moves, explain, genus, check-work, verify (see nimbook --help)\n",
                unknownOption.err());
        assertEquals(new Result(2, "", "nimbook: error: unknown option \"--frobnicate\" (see nimbook build --help)\n"),
                run("build", "--frobnicate"));
        assertEquals(new Result(2, "", "nimbook: error: unknown option \"--otu\" (did you mean \"--out\"?) (see nimbook build"
                + " --help)\n"), run("build", "--otu=x"));
        assertEquals(new Result(2, "", "nimbook: error: unknown option \"--binary\" (see nimbook moves --help)\n"),
                run("moves", "--binary", "nim", "3"));
        assertEquals(new Result(2, "", "nimbook: error: unknown command \"biuld\" (did you mean \"build\"?): the commands"
                + " are build, check, exercises, sheets, grade, export, serve, init, grundy, sequence, moves, explain, genus, check-work, verify"
                + " (see nimbook --help)\n"), run("biuld"));
        assertEquals(new Result(2, "", "nimbook: error: --seed takes a whole number, not \"x\" (see nimbook build --help)\n"),
                run("build", "--seed", "x"));
        assertEquals(new Result(2, "", "nimbook: error: --seed takes a whole number, not \"+7\" (see nimbook build --help)\n"),
                run("build", "--seed", "+7"));
        assertEquals(new Result(2, "", "nimbook: error: --templates no-such-folder is not a folder: name the book's"
                + " templates folder, or leave the option out to use the built-in templates (see nimbook check --help)\n"),
                run("check", "--templates", "no-such-folder"));
        assertEquals(new Result(2, "", "nimbook: error: --out content/site is inside --content content: the next build"
                + " would read the site back as content; choose a folder outside it (see nimbook build --help)\n"),
                run("build", "--out", "content/site"));
        assertEquals(new Result(2, "", "nimbook: error: --seed \"1234567890123456789\" is too large (at most 18 digits) (see"
                + " nimbook build --help)\n"), run("build", "--seed", "1234567890123456789"));
        assertEquals(new Result(2, "", "nimbook: error: \"-1\" is not a whole number: the last heap is a whole number, like"
                + " 20\n"), run("sequence", "kayles", "-1"));
        assertEquals(new Result(2, "", "nimbook: error: \"99999999999999999999\" is too large (at most 18 digits): the last"
                + " heap is a whole number, like 20\n"), run("sequence", "kayles", "99999999999999999999"));
        assertEquals(new Result(2, "", "nimbook: error: unknown game \"NIM\" (did you mean \"nim\"?); known games: "
                + Games.KNOWN + "\n"), run("grundy", "NIM", "3"));
        assertEquals(new Result(2, "", "nimbook: error: unknown option \"--out\" (see nimbook check --help)\n"),
                run("check", "--out", "x"));
        assertEquals(new Result(2, "", "nimbook: error: \"heaps\" is set twice: keep one\n"),
                run("verify", "bouton", "heaps=2", "heaps=3"));
        assertEquals(new Result(2, "", "nimbook: error: --content needs a folder name, not \"\" (see nimbook check --help)\n"),
                run("check", "--content", ""));
        assertEquals(new Result(2, "", "nimbook: error: \"teacher\" is not an edition: use instructor or student"
                + " (see nimbook check --help)\n"), run("check", "--edition", "teacher"));
        assertEquals(new Result(2, "", "nimbook: error: expected NAME[:PARAMS] N, got kayles (see nimbook sequence --help)\n"),
                run("sequence", "kayles"));
        assertEquals(new Result(2, "", "nimbook: error: \"end-nim 1,1000000,3\" is too large for brute force: end-nim works"
                + " through at most 200000000 steps and this pile needs about 62504156349\n"),
                run("grundy", "end-nim", "1,1000000,3"));
    }

    @Test
    void initStartsABookThatBuildsAndNeverWritesOverOne(@TempDir Path temp) throws IOException {
        Path book = temp.resolve("my-book");
        Path content = book.resolve("content");
        assertEquals(new Result(0, "Started a book in " + book + ": " + content.resolve("index.md") + " and "
                + content.resolve("01-first-lesson.md") + ".\nBuild it:   nimbook build --content " + content + " --out "
                + book.resolve("site") + "\nWrite it:   nimbook serve --content " + content + "  (a live preview)\n", ""),
                run("init", book.toString()));
        // Every directive of the first lesson holds, and the introduction gives the book its title.
        SiteBuilder.Result built = SiteBuilder.build(new BuildOptions(content, Path.of("templates"), book.resolve("site"),
                Edition.INSTRUCTOR, 0));
        assertEquals(List.of(), built.diagnostics().report());
        assertTrue(new String(built.files().get("index.html"), StandardCharsets.UTF_8).contains("<h1>A book on games</h1>"));
        assertEquals(1, built.exercises().size());
        // A second time it refuses, and changes nothing.
        Files.writeString(content.resolve("index.md"), "mine");
        assertEquals(new Result(2, "", "nimbook: error: " + content + " already holds files, and init never writes over a"
                + " book: name a new folder\n"), run("init", book.toString()));
        assertEquals("mine", Files.readString(content.resolve("index.md")));
        assertEquals(new Result(2, "", "nimbook: error: expected [FOLDER], got a b (see nimbook init --help)\n"),
                run("init", "a", "b"));
        assertEquals(new Result(2, "", "nimbook: error: FOLDER is empty: name the folder for the new book (see nimbook init"
                + " --help)\n"), run("init", ""));
        assertEquals(new Result(2, "", "nimbook: error: " + content.resolve("index.md") + " is a file, not a folder: name a"
                + " new folder\n"), run("init", content.resolve("index.md").toString()));
    }

    /** A folder with a space, a quote or a dollar: the suggested commands paste into a shell as they are. */
    @Test
    void initSuggestsCommandsThatPasteIntoAShell(@TempDir Path temp) throws Exception {
        Path book = temp.resolve("Ann's book $HOME");
        Result started = run("init", book.toString());
        assertEquals(0, started.status(), started.err());
        List<String> lines = started.out().lines().toList();
        String build = lines.get(1).substring("Build it:   nimbook build ".length());
        String serve = lines.get(2).substring("Write it:   nimbook serve ".length(), lines.get(2).indexOf("  (a live"));
        assertEquals("--content '" + temp + "/Ann'\\''s book $HOME/content' --out '" + temp + "/Ann'\\''s book $HOME/site'",
                build);
        for (String arguments : List.of(build, serve)) {
            Process shell = new ProcessBuilder("sh", "-c", "printf '%s\\n' " + arguments).start();
            String words = new String(shell.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, shell.waitFor());
            assertEquals(arguments.equals(build) ? List.of("--content", book.resolve("content").toString(), "--out",
                    book.resolve("site").toString()) : List.of("--content", book.resolve("content").toString()),
                    words.lines().toList());
        }
    }

    @Test
    void initWithoutAFolderStartsTheBookInTheCurrentFolder(@TempDir Path temp) throws IOException, InterruptedException {
        // As mdbook init does. This process's working folder is fixed, so the command runs in a process of its own.
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "init").directory(temp.toFile())
                .redirectErrorStream(true).start();
        assertEquals("Started a book here: content/index.md and content/01-first-lesson.md.\nBuild it:   nimbook build\n"
                + "Write it:   nimbook serve  (a live preview)\n", new String(process.getInputStream().readAllBytes(),
                        StandardCharsets.UTF_8));
        assertEquals(0, process.waitFor());
        try (var files = Files.list(temp.resolve("content"))) {
            assertEquals(List.of("01-first-lesson.md", "index.md"), files.map(file -> file.getFileName().toString())
                    .sorted().toList());
        }
        // Here, the working folder is this project's, a book already.
        assertEquals(new Result(2, "", "nimbook: error: content already holds files, and init never writes over a book:"
                + " name a new folder\n"), run("init"));
    }

    @Test
    void aFailedBuildSaysWhatBecameOfTheSite(@TempDir Path temp) throws IOException {
        Path content = Files.createDirectories(temp.resolve("content"));
        Files.writeString(content.resolve("01-one.md"), "---\ntitle: One\nsummary: S\norder: x\n---\nText.\n");
        String problem = content.resolve("01-one.md") + ":4:8: error: order is a whole number, like order: 2, not \"x\"\n";
        Path site = temp.resolve("site");
        assertEquals(new Result(1, "", problem + "nimbook: 1 error; nothing was written\n"),
                run("build", "--content", content.toString(), "--out", site.toString()));
        Files.createDirectories(site);
        assertEquals(new Result(1, "", problem + "nimbook: 1 error; " + site + " was left as it was\n"),
                run("build", "--content", content.toString(), "--out", site.toString()));
        assertEquals(new Result(1, "", problem + "nimbook: 1 error\n"), run("check", "--content", content.toString()));
        assertEquals(new Result(1, "", problem + "nimbook: 1 error\n"), run("exercises", "--content", content.toString()));
        // A folder that is not there is a mistake on the command line, not in the book.
        assertEquals(new Result(2, "", "nimbook: error: no content folder " + temp.resolve("none") + ": name the lessons'"
                + " folder with --content, or make a starter book with nimbook init (see nimbook check --help)\n"),
                run("check", "--content", temp.resolve("none").toString()));
        // So is an output folder that holds someone else's files: told before the book is built, the book's own
        // problems not reported.
        Path documents = Files.createDirectories(temp.resolve("documents"));
        Files.writeString(documents.resolve("thesis.tex"), "precious");
        assertEquals(new Result(2, "", "nimbook: error: " + documents + " exists and was not written by nimbook (it has no"
                + " .nimbook-site file): choose another --out, or empty it yourself (see nimbook build --help)\n"),
                run("build", "--content", content.toString(), "--out", documents.toString()));
        assertEquals("precious", Files.readString(documents.resolve("thesis.tex")));
    }

    /**
     * Makes a folder one that cannot be written to (immutable for root, who may write anywhere else); returns the reason
     * a write there fails, or null when it cannot be made so.
     */
    static String readOnly(Path folder, boolean on) throws IOException, InterruptedException {
        if (System.getProperty("user.name").equals("root")) {
            Process chattr = new ProcessBuilder("chattr", on ? "+i" : "-i", folder.toString()).redirectErrorStream(true)
                    .start();
            return chattr.waitFor() == 0 ? "operation not permitted" : null;
        }
        folder.toFile().setWritable(!on, false);
        return "permission denied";
    }

    /** An output in a folder that cannot be written to is named as the user chose it, not .site.lock or q.xml.part. */
    @Test
    void anOutputInAReadOnlyFolderIsNamedAsChosen(@TempDir Path temp) throws Exception {
        Path locked = Files.createDirectories(temp.resolve("locked"));
        String reason = readOnly(locked, true);
        org.junit.jupiter.api.Assumptions.assumeTrue(reason != null, "chattr");
        String golden = "src/test/resources/books/golden/content";
        try {
            assertEquals(new Result(1, "", "nimbook: error: cannot write " + locked.resolve("site") + ": " + reason
                    + "; nothing was written\n"), run("build", "--content", golden, "--out", locked.resolve("site").toString()));
            assertEquals(new Result(1, "", "nimbook: error: cannot write " + locked.resolve("sheets") + ": " + reason
                    + "\n"), run("sheets", "--content", golden, "--out", locked.resolve("sheets").toString()));
            assertEquals(new Result(1, "", "nimbook: error: cannot write " + locked.resolve("q.xml") + ": " + reason
                    + "\n"), run("export", "--content", golden, "--out", locked.resolve("q.xml").toString()));
            assertEquals(new Result(1, "", "nimbook: error: cannot write " + locked.resolve("book") + ": " + reason
                    + "\n"), run("init", locked.resolve("book").toString()));
        } finally {
            readOnly(locked, false);
        }
    }

    /** Where the site would go is looked at on the disk: through a link, under a file, around the lessons. */
    @Test
    void anOutputFolderIsCheckedWhereItReallyIs(@TempDir Path temp) throws IOException {
        Path book = temp.resolve("book");
        assertEquals(0, run("init", book.toString()).status());
        Path content = book.resolve("content");
        Path link = Files.createSymbolicLink(temp.resolve("clink"), content);
        assertEquals(new Result(2, "", "nimbook: error: --out " + link.resolve("site") + " is inside --content " + content
                + ": the next build would read the site back as content; choose a folder outside it (see nimbook build"
                + " --help)\n"), run("build", "--content", content.toString(), "--out", link.resolve("site").toString()));
        Path file = Files.writeString(temp.resolve("notes.txt"), "a file");
        assertEquals(new Result(2, "", "nimbook: error: " + file.resolve("site") + " would be inside " + file + ", which is"
                + " a file: choose a folder for --out (see nimbook build --help)\n"),
                run("build", "--content", content.toString(), "--out", file.resolve("site").toString()));
        assertEquals(new Result(2, "", "nimbook: error: --out " + book + " holds --content " + content + ": a build"
                + " replaces its --out, lessons and all; choose a folder beside them (see nimbook build --help)\n"),
                run("build", "--content", content.toString(), "--out", book.toString()));
        try (var listed = Files.list(content)) {
            assertEquals(List.of("01-first-lesson.md", "index.md"), listed.map(p -> p.getFileName().toString()).sorted()
                    .toList(), "nothing was written into the lessons");
        }
    }

    @Test
    void aBookUsesTheTemplatesNextToItsLessons(@TempDir Path temp) throws IOException {
        Path book = temp.resolve("book");
        assertEquals(0, run("init", book.toString()).status());
        Path template = Files.createDirectories(book.resolve("templates/directives")).resolve("statement.ftlh");
        Files.writeString(template, "<#if x>\n");
        assertEquals(new Result(1, "", template + ":1:1: error: this <#if> is never closed: end it with </#if>\n"
                + "nimbook: 1 error\n"), run("check", "--content", book.resolve("content").toString()));
    }

    @Test
    void helpListsEveryCommandAndVersionWorks() {
        Result help = run("--help");
        assertEquals(0, help.status());
        for (String command : new String[] {"build", "check", "serve", "exercises", "init", "grundy", "sequence", "moves",
            "explain", "verify"}) {
            assertTrue(help.out().contains("\n  " + command + " "), command + " missing from:\n" + help.out());
            Result own = run(command, "--help");
            assertEquals(0, own.status());
            assertTrue(own.out().startsWith("Usage: nimbook " + command), own.out());
            assertEquals(own, run("--help", command));
        }
        Result version = run("--version");
        assertEquals(0, version.status());
        assertTrue(version.out().matches("nimbook \\d+\\.\\d+\\.\\d+\n"), version.out());
        assertEquals(new Result(2, "", "nimbook: error: --version takes nothing after it, not \"extra\" (see nimbook"
                + " --help)\n"), run("--version", "extra"));
        assertEquals(new Result(2, "", "nimbook: error: --help takes nothing after it but a command's name, not \"bild\""
                + " (see nimbook --help)\n"), run("--help", "bild"));
    }
}
