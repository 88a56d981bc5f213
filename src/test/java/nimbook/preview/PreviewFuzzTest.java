package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview's routes under random requests — paths, methods, headers, Host, Origin, Referer and Sec-Fetch-* values,
 * from a seeded generator: every request is answered (or its connection closed) in bounded time, with a status the
 * preview gives, never a stack trace, and nothing from outside the book, though the book links to a secret beside it.
 */
class PreviewFuzzTest {
    private static final long SEED = 36;
    private static final int REQUESTS = 3000;
    private static final String SECRET = "THE-MACHINE'S-SECRET";
    private static final Set<Integer> STATUSES = Set.of(200, 400, 403, 404, 405, 413, 414, 431, 501, 505);

    private static final List<String> METHODS = List.of("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS",
            "TRACE", "PATCH", "CONNECT", "get", "BREW", "G\u00c9T");
    private static final List<String> PIECES = List.of("", "index.html", "01-one.html", "assets", "nimbook.css",
            "search-index.js", "__nimbook", "events", "live.js", "source", "..", "%2e%2e", "%2F", "%00", "%", "%zz", ".",
            "//", "\\", "secret.md", "link.md", "etc", "passwd", "proc", "self", "environ", "~", "a b", "\u00e9", "%C3%A9",
            "?problem=0", "?problem=1", "?problem=-1", "?problem=99999999999", "?problem=0&problem=1", "#frag", ";x", "*");
    private static final List<String> SITES = List.of("same-origin", "none", "cross-site", "same-site", "", "SAME-ORIGIN",
            "same-origin, cross-site", "\u00e9");

    private static String pick(Random random, List<String> from) {
        return from.get(random.nextInt(from.size()));
    }

    /** A random path: pieces of the book's routes and of ways out of it, run together. */
    private static String path(Random random) {
        StringBuilder path = new StringBuilder();
        int pieces = random.nextInt(6);
        for (int i = 0; i < pieces; i++) {
            path.append(random.nextInt(8) == 0 ? "" : "/").append(pick(random, PIECES));
        }
        if (random.nextInt(50) == 0) {
            path.append("/").append("x".repeat(random.nextInt(20_000)));
        }
        return path.length() == 0 || path.charAt(0) != '/' ? "/" + path : path.toString();
    }

    /** A random request's text: its line, some headers from those the preview reads, others, and maybe a body. */
    private static String request(Random random, int port) {
        String own = "127.0.0.1:" + port;
        List<String> lines = new ArrayList<>();
        String version = random.nextInt(30) == 0 ? "HTTP/1.0" : random.nextInt(60) == 0 ? "HTTP/9.9" : "HTTP/1.1";
        lines.add(pick(random, METHODS) + " " + path(random) + " " + version);
        int host = random.nextInt(10);
        if (host < 7) {
            lines.add("Host: " + own);
        } else if (host == 7) {
            lines.add("Host: " + pick(random, List.of("localhost:" + port, "attacker.example", "127.0.0.1", "[::1]:" + port,
                    "127.0.0.1:" + port + "." , "")));
        } else if (host == 8) {
            lines.add("Host: " + own);
            lines.add("Host: attacker.example");
        }
        if (random.nextInt(3) == 0) {
            lines.add("Origin: " + pick(random, List.of("http://" + own, "http://localhost:" + port, "https://" + own,
                    "null", "http://attacker.example", "", "http://" + own + "/")));
        }
        if (random.nextInt(3) == 0) {
            lines.add("Sec-Fetch-Site: " + pick(random, SITES));
            lines.add("Sec-Fetch-Mode: " + pick(random, List.of("navigate", "no-cors", "cors", "same-origin", "websocket")));
            lines.add("Sec-Fetch-Dest: " + pick(random, List.of("document", "script", "iframe", "empty", "image")));
        }
        if (random.nextInt(4) == 0) {
            lines.add("Referer: " + pick(random, List.of("http://" + own + "/", "http://" + own + "/01-one.html",
                    "http://" + own, "https://attacker.example/", "http://" + own + ".attacker.example/", "x")));
        }
        if (random.nextInt(5) == 0) {
            lines.add(pick(random, List.of("Accept", "X-Forwarded-For", "Cookie", "Range", "If-None-Match",
                    "Last-Event-ID", "Accept-Encoding")) + ": " + pick(random, List.of("*/*", "gzip", "bytes=0-1",
                    "1", "\u00e9", "x".repeat(200))));
        }
        if (random.nextInt(20) == 0) {
            lines.add("Content-Length: 5");
            return String.join("\r\n", lines) + "\r\nConnection: close\r\n\r\nhello";
        }
        return String.join("\r\n", lines) + "\r\nConnection: close\r\n\r\n";
    }

    /**
     * What the server answers: its head and as much body as it says it has (an event stream: its first event), or null
     * when it closed the connection without a word (as the JDK's server does with a request it cannot read).
     */
    private static String answer(int port, String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(15_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream read = new ByteArrayOutputStream();
            byte[] buffer = new byte[65536];
            while (true) {
                String text = read.toString(StandardCharsets.UTF_8);
                int head = text.indexOf("\r\n\r\n");
                if (head >= 0 && complete(text, head)) {
                    return text;
                }
                int n;
                try {
                    n = in.read(buffer);
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("no answer in 15 s to " + request.substring(0, Math.min(300,
                            request.length())) + "\ngot: " + text, e);
                } catch (IOException e) {
                    n = -1; // Reset: the server closed it.
                }
                if (n < 0) {
                    return text.isEmpty() ? null : text;
                }
                read.write(buffer, 0, n);
            }
        }
    }

    /** Whether an answer whose head ends at {@code head} is all there (an event stream: its first event is). */
    private static boolean complete(String text, int head) {
        String lower = text.substring(0, head).toLowerCase(Locale.ROOT);
        if (lower.contains("content-type: text/event-stream")) {
            return text.indexOf("\n\n", head + 4) >= 0;
        }
        int at = lower.indexOf("content-length: ");
        if (at < 0) {
            return false;
        }
        int length = Integer.parseInt(lower.substring(at + 16, lower.indexOf("\r\n", at)).trim());
        return lower.startsWith("head ") || text.getBytes(StandardCharsets.UTF_8).length >= head + 4 + length
                || text.substring(0, head).contains("HEAD");
    }

    @Test
    void randomRequestsAreAnsweredInTimeWithoutATraceAndNothingFromOutsideTheBook(@TempDir Path temp) throws Exception {
        Path content = Files.createDirectories(temp.resolve("book/content"));
        Files.writeString(content.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\nNim {{ grundy nim 1 2 }}.\n");
        Path secret = Files.writeString(temp.resolve("secret.md"), SECRET + "\n{{ grundy nimm 1 }}\n");
        Files.createSymbolicLink(content.resolve("link.md"), secret);
        Files.createSymbolicLink(content.resolve("secret.md"), secret);
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        StringWriter told = new StringWriter();
        List<Integer> seen = new ArrayList<>();
        try (PreviewServer server = new PreviewServer(0, true)) {
            new Preview(new BuildOptions(content, temp.resolve("book/templates"), temp.resolve("book/site"),
                    Edition.INSTRUCTOR, 0), server, new PrintWriter(told, true), null, false).build();
            assertTrue(told.toString().contains("link.md:1:1: error: a link to"), told.toString());
            System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
            Random random = new Random(SEED);
            assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
                for (int i = 0; i < REQUESTS; i++) {
                    String request = request(random, server.port());
                    String answer = answer(server.port(), request);
                    String what = "request " + i + " (seed " + SEED + "): " + request.substring(0, Math.min(300,
                            request.length())) + "\nanswer: " + (answer == null ? "none" : answer.substring(0,
                            Math.min(600, answer.length())));
                    if (answer == null) {
                        seen.add(0);
                        continue;
                    }
                    assertTrue(answer.startsWith("HTTP/1.1 "), what);
                    int status = Integer.parseInt(answer.substring(9, 12));
                    seen.add(status);
                    assertTrue(STATUSES.contains(status), what);
                    assertFalse(answer.contains(SECRET), what);
                    boolean foreign = request.contains("Sec-Fetch-Site: cross-site")
                            || request.contains("Origin: http://attacker.example")
                            || request.contains("Referer: https://attacker.example/");
                    assertTrue(!foreign || status != 200, "another site's page is served nothing: " + what);
                    // No stack frame; no exception named but in the JDK's own answer to a request line it cannot
                    // read ("URISyntaxException thrown", before the preview sees the request).
                    assertFalse(answer.contains("\tat ") || answer.contains("at java.") || answer.contains("at nimbook."),
                            what);
                    assertTrue(status == 400 || !answer.contains("Exception"), what);
                }
            });
            // Still serving.
            assertTrue(PreviewServerTest.raw(server, "GET /01-one.html HTTP/1.1", "Host: 127.0.0.1:" + server.port())
                    .get(0).equals("HTTP/1.1 200 OK"));
        } finally {
            System.setErr(err);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8), "nothing printed: no stack trace");
        // The fuzz reached every kind of answer the preview gives.
        for (int status : List.of(200, 403, 404, 405)) {
            assertTrue(seen.contains(status), status + " in " + new java.util.TreeSet<>(seen));
        }
    }
}
