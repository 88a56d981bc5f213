package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview, check and build read only the book's own files: a link leaving the book is never shown on the source
 * page, and what is not a file (a link to /dev/zero, a named pipe) is refused with one line before anything reads it.
 */
class BookFilesOnlyTest {
    private static final String LESSON = "---\ntitle: One\nsummary: S\n---\nNim {{ grundy nim 1 2 }}.\n";

    private static HttpResponse<String> get(PreviewServer server, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** content/notes.md, a link to a file outside the book with an error in it: the source page showed that file. */
    @Test
    void aLinkLeavingTheBookIsNeverShown(@TempDir Path temp) throws Exception {
        Path content = Files.createDirectories(temp.resolve("book/content"));
        Files.writeString(content.resolve("01-one.md"), LESSON);
        Path secret = Files.writeString(temp.resolve("secret.md"), "the machine's secret\n{{ grundy nimm 1 }}\n");
        Files.createSymbolicLink(content.resolve("notes.md"), secret);
        StringWriter told = new StringWriter();
        try (PreviewServer server = new PreviewServer(0, true)) {
            new Preview(new BuildOptions(content, temp.resolve("book/templates"), temp.resolve("book/site"),
                    Edition.INSTRUCTOR, 0), server, new PrintWriter(told, true), null, false).build();
            String problem = content + "/notes.md:1:1: error: a link to " + secret.toRealPath() + ", outside " + content
                    + "/: the book publishes only its own files; copy the file in, or remove the link";
            assertTrue(told.toString().startsWith(problem + "\nnimbook: 1 problem"), told.toString());
            String page = get(server, PreviewServer.SOURCE + "?problem=0").body();
            assertTrue(page.contains("<pre class=\"nimbook-source\"></pre>"), page);
            assertFalse(page.contains("the machine"), page);
            assertFalse(get(server, "/").body().contains("the machine"));
        }
    }

    private static boolean made(String... command) throws Exception {
        return new ProcessBuilder(command).redirectErrorStream(true).start().waitFor() == 0;
    }

    /** A book with what is not a file: a link to /dev/zero, a named pipe, a link to one inside and one outside. */
    private static Path strangeBook(Path temp) throws Exception {
        Path content = Files.createDirectories(temp.resolve("book/content"));
        Files.writeString(content.resolve("01-one.md"), LESSON);
        Files.createSymbolicLink(content.resolve("zero.md"), Path.of("/dev/zero"));
        assumeTrue(made("mkfifo", content.resolve("pipe").toString()) && made("mkfifo", temp.resolve("far").toString()),
                "mkfifo");
        Files.createSymbolicLink(content.resolve("pipe.svg"), Path.of("pipe"));
        Files.createSymbolicLink(content.resolve("far.svg"), temp.resolve("far"));
        return content;
    }

    /** The problems of {@link #strangeBook}, as check and build print them. */
    private static List<String> refused(Path temp, Path content) throws Exception {
        return List.of(content + "/far.svg:1:1: error: a link to " + temp.toRealPath().resolve("far") + ", outside "
                + content + "/: the book publishes only its own files; copy the file in, or remove the link",
                content + "/pipe:1:1: error: a named pipe (FIFO), not a file: the book holds only files; remove it, or move"
                        + " it out of " + content + "/",
                content + "/pipe.svg:1:1: error: a link to " + content.toRealPath().resolve("pipe") + ", a named pipe"
                        + " (FIFO), not a file: the book holds only files; remove the link",
                content + "/zero.md:1:1: error: a link to /dev/zero, outside " + content + "/: the book publishes only its"
                        + " own files; copy the file in, or remove the link");
    }

    /** A named pipe blocked the first build for ever; check and build refuse each with one line, before reading it. */
    @Test
    void checkAndBuildRefuseWhatIsNotAFile(@TempDir Path temp) throws Exception {
        Path content = strangeBook(temp);
        List<String> problems = refused(temp, content);
        for (String command : List.of("check", "build")) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            String[] args = command.equals("check") ? new String[] {command, "--content", content.toString()}
                : new String[] {command, "--content", content.toString(), "--out", temp.resolve("site").toString()};
            int status = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Main.run(args,
                    new ByteArrayInputStream(new byte[0]), new PrintWriter(out), new PrintWriter(err)));
            assertEquals(1, status, err.toString());
            assertEquals(String.join("\n", problems) + "\nnimbook: 4 errors" + (command.equals("build")
                    ? "; nothing was written" : "") + "\n", err.toString());
        }
    }

    /**
     * The preview on a book with a link to /dev/zero ran out of memory, and serve exited with status 0; a named pipe
     * blocked its first build for ever. Now it serves the book, with the problems over it, and goes on; --poll too.
     */
    @Test
    void serveShowsWhatIsNotAFileAsAProblemAndGoesOn(@TempDir Path temp) throws Exception {
        Path content = strangeBook(temp);
        for (boolean poll : List.of(false, true)) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve",
                    "--content", content.toString(), "--port", "0"));
            if (poll) {
                command.add("--poll");
            }
            Process serve = new ProcessBuilder(command).redirectError(temp.resolve("err.txt").toFile()).start();
            try {
                String first = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8))
                        .readLine();
                assertTrue(first != null && first.startsWith("nimbook: previewing on http://127.0.0.1:"), first);
                String port = first.replaceAll(".*127\\.0\\.0\\.1:([0-9]+)/.*", "$1");
                String said = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                    while (!Files.readString(temp.resolve("err.txt")).contains("nimbook: 4 problems")) {
                        Thread.sleep(50);
                    }
                    return Files.readString(temp.resolve("err.txt"));
                });
                for (String problem : refused(temp, content)) {
                    assertTrue(said.contains(problem + "\n"), said);
                }
                HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                        "http://127.0.0.1:" + port + "/01-one.html")).build(), HttpResponse.BodyHandlers.ofString());
                assertTrue(page.body().contains("\"where\":\"" + content + "/pipe:1:1\""), page.body());
                Thread.sleep(poll ? 2500 : 500);
                assertTrue(serve.isAlive(), Files.readString(temp.resolve("err.txt")));
            } finally {
                serve.destroy();
                serve.waitFor();
            }
        }
    }

    /**
     * Whatever runs the preview out of memory (a link to /dev/zero did) stops serve with status 1, not 0, saying so. In
     * 8 MB the real book runs out within seconds even on a loaded machine; in 12 MB it came near enough to fitting that
     * collections could stretch it past the timeout.
     */
    @Test
    void outOfMemoryServeStopsWithStatusOne(@TempDir Path temp) throws Exception {
        Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx8m",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve", "--port", "0")
                .redirectError(temp.resolve("err.txt").toFile()).redirectOutput(temp.resolve("out.txt").toFile()).start();
        try {
            assertTrue(serve.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "the real book in 8 MB: still running");
            assertEquals(1, serve.exitValue());
            // Other threads short of memory may print their own traces around it, in any order: the line is there.
            List<String> said = Files.readAllLines(temp.resolve("err.txt"));
            assertTrue(said.stream().anyMatch(line -> line.matches("nimbook: error: the preview ran out of memory"
                    + " \\([^)]+\\) and stopped: run serve again")), String.join("\n", said));
        } finally {
            serve.destroyForcibly();
        }
    }
}
