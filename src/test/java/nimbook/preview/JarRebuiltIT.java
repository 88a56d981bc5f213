package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./nimbook serve} as a user runs it, from a checkout whose jar is then rebuilt under it (as a {@code git pull}
 * and the launcher's recompiling do): the preview goes on serving and rebuilding, with classes it had not loaded yet,
 * says that it runs the old code, and leaves no copy of the jar behind when stopped.
 */
class JarRebuiltIT {
    @Test
    void aJarRebuiltUnderTheRunningPreviewDoesNotStopIt(@TempDir Path checkout) throws Exception {
        Path launcher = checkout.resolve("nimbook");
        Files.copy(Path.of("nimbook"), launcher, StandardCopyOption.COPY_ATTRIBUTES);
        Path jar = Files.createDirectories(checkout.resolve("target")).resolve("nimbook.jar");
        Files.copy(Path.of("target/nimbook.jar"), jar);
        Path lesson = Files.createDirectories(checkout.resolve("content")).resolve("01-a.md");
        Files.writeString(lesson, "---\ntitle: A\nsummary: About a.\n---\n\nFirst words.\n");
        Path tmp = Files.createDirectories(checkout.resolve("tmp"));
        ProcessBuilder builder = new ProcessBuilder(launcher.toString(), "serve", "--out", "x")
                .directory(checkout.toFile()).redirectErrorStream(true);
        builder.environment().put("TMPDIR", tmp.toString());
        Process refused = builder.start();
        refused.getInputStream().readAllBytes();
        assertEquals(2, refused.waitFor());
        assertEquals(List.of(), files(tmp), "the copy goes when the preview refuses to start (an option it does not take)");

        builder.command(launcher.toString(), "serve", "--port", "0").redirectErrorStream(false)
                .redirectError(checkout.resolve("stderr.txt").toFile());
        Process serve = builder.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8));
            Matcher address = Pattern.compile("previewing on (http://127\\.0\\.0\\.1:[0-9]+/)").matcher(out.readLine());
            assertTrue(address.find(), Files.readString(checkout.resolve("stderr.txt")));
            String page = address.group(1) + "01-a.html";
            awaitServed(page, "First words.", checkout);
            assertEquals(1, files(tmp).size(), "the preview runs from a copy of the jar");

            // The jar is written again in place, as a rebuild does: here, into something that is no longer a jar.
            Files.write(jar, new byte[] {'P', 'K', 0, 0});
            // A problem: the preview loads classes it had not used yet, to report it.
            Files.writeString(lesson, "---\ntitle: A\nsummary: About a.\n---\n\nNow {{ grundy nim 1 x }}.\n");
            awaitServed(page, "\"problems\":[{", checkout);
            Files.writeString(lesson, "---\ntitle: A\nsummary: About a.\n---\n\nSecond words.\n");
            awaitServed(page, "Second words.", checkout);
            String said = Files.readString(checkout.resolve("stderr.txt"));
            assertTrue(said.contains("nimbook: " + jar + " was rebuilt: this preview goes on with the code it started"
                    + " with; to use the new code, stop it (Ctrl-C) and run serve again"), said);
        } finally {
            serve.destroy();
            serve.waitFor(20, TimeUnit.SECONDS);
        }
        assertEquals(List.of(), files(tmp), "the copy goes when the preview stops");
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.toList();
        }
    }

    private static void awaitServed(String url, String text, Path checkout) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            try {
                HttpResponse<String> page = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (page.body().contains(text)) {
                    return;
                }
            } catch (IOException e) {
                // Not yet listening, or gone: the deadline says which.
            }
            Thread.sleep(50);
        }
        throw new AssertionError("not served: " + text + "\n" + Files.readString(checkout.resolve("stderr.txt")));
    }
}
