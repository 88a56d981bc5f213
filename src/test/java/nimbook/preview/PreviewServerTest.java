package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.TreeMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import nimbook.diag.Diagnostic;
import nimbook.diag.SourcePosition;
import nimbook.passes.Load;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live preview's server: pages with the script that follows the builds, the builds' events, problems over the page. */
class PreviewServerTest {
    private static HttpResponse<String> get(PreviewServer server, String path) throws Exception {
        return send(server, "GET", path);
    }

    private static HttpResponse<String> send(PreviewServer server, String method, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A site of one page. */
    private static TreeMap<String, byte[]> site(String html) {
        TreeMap<String, byte[]> site = new TreeMap<>();
        site.put("index.html", html.getBytes(StandardCharsets.UTF_8));
        return site;
    }

    /** The events a page hears, line by line, read on another thread so that a test waits a bounded time. */
    private static BlockingQueue<String> events(PreviewServer server) throws Exception {
        HttpResponse<Stream<String>> stream = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + server.port() + PreviewServer.EVENTS)).build(), HttpResponse.BodyHandlers.ofLines());
        assertEquals("text/event-stream; charset=utf-8", stream.headers().firstValue("Content-Type").orElseThrow());
        BlockingQueue<String> data = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> stream.body().filter(line -> line.startsWith("data: "))
                .forEach(line -> data.add(line.substring(6))));
        reader.setDaemon(true);
        reader.start();
        return data;
    }

    private static String next(BlockingQueue<String> events) throws InterruptedException {
        String event = events.poll(20, TimeUnit.SECONDS);
        assertNotNull(event, "no event came");
        return event;
    }

    private static final String NO_PROBLEMS = ",\"problems\":[]}";

    /**
     * A page carries the build it belongs to, and hears of each build over server-sent events: one that changed pages
     * (with the files it changed: the page takes its new text, or reloads, or stays), one that changed only a stylesheet (it swaps it), one with problems (it shows them); a build that
     * changes nothing is not told.
     */
    @Test
    void pagesHearOfEachBuildThatChangedSomething() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            TreeMap<String, byte[]> site = site("<!DOCTYPE html><html><body><p>one</p></body></html>");
            site.put("assets/nimbook.css", "body{}".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            HttpResponse<String> page = get(server, "/");
            assertEquals(200, page.statusCode());
            assertEquals("<!DOCTYPE html><html><body><p>one</p><script id=\"nimbook-preview\">var nimbookPreview="
                    + "{\"site\":1,\"css\":0,\"changed\":[\"assets/nimbook.css\",\"index.html\"]" + NO_PROBLEMS + ";</script><script src=\"/__nimbook/live.js\"></script></body></html>", page.body());
            assertTrue(get(server, PreviewServer.SCRIPT).body().contains("new EventSource('/__nimbook/events')"));
            assertEquals("body{}", get(server, "/assets/nimbook.css").body());

            BlockingQueue<String> events = events(server);
            assertEquals("{\"site\":1,\"css\":0,\"changed\":[\"assets/nimbook.css\",\"index.html\"]" + NO_PROBLEMS,
                    next(events), "the build as it is, at once");
            site.put("index.html", "<p>two</p>".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            assertEquals("{\"site\":2,\"css\":0,\"changed\":[\"index.html\"]" + NO_PROBLEMS, next(events),
                    "the files it changed, for a page to tell whether it is one");
            server.publish(new TreeMap<>(site), List.of());
            site.put("assets/nimbook.css", "body{color:red}".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            assertEquals("{\"site\":2,\"css\":1,\"changed\":[\"index.html\"]" + NO_PROBLEMS, next(events),
                    "only the stylesheet; the same site"
                    + " again before it was not told");
            server.publish(site, List.of(new Flagged(new SourcePosition("content/01-a.md", 3, 5), "claimed 1, but"
                    + " grundy nim 1 1 is 0", "So {{ grundy nim 1 1 = 1 }}.", List.of())));
            assertEquals("{\"site\":2,\"css\":1,\"changed\":[\"index.html\"],\"problems\":[{\"where\":\"content/01-a.md:3:5\",\"message\":"
                    + "\"claimed 1, but grundy nim 1 1 is 0\",\"line\":\"So {{ grundy nim 1 1 = 1 }}.\",\"caret\":"
                    + "\"    ^\"}]}", next(events));
        }
    }

    /** While the book has problems, a page its build left out is served as it last was, with the problems over it. */
    @Test
    void aPageTheBuildLeftOutStaysWithTheProblemsOverIt(@TempDir Path book) throws Exception {
        Path lesson = Files.writeString(book.resolve("01-a.md"), "---\ntitle: A\n---\n\nSo {{ grundy nim 1 1 = 1 }}.\n");
        try (PreviewServer server = new PreviewServer(0, true)) {
            TreeMap<String, byte[]> site = site("<p>contents</p>");
            site.put("01-a.html", "<p>a</p>".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            site.remove("01-a.html");
            Diagnostic problem = new Diagnostic(new SourcePosition(lesson.toString(), 5, 7), "claimed 1, but grundy"
                    + " nim 1 1 is 0");
            Flagged flagged = Flagged.of(problem, new HashMap<>(), List.of(book.toRealPath()));
            assertEquals(lesson + ":5:7: error: claimed 1, but grundy nim 1 1 is 0\n    So {{ grundy nim 1 1 = 1 }}.\n"
                    + "          ^", flagged.terminal());
            server.publish(site, List.of(flagged));
            HttpResponse<String> page = get(server, "/01-a.html");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().startsWith("<p>a</p><script id=\"nimbook-preview\">var nimbookPreview={\"site\":1,"
                    + "\"css\":0,\"changed\":[\"01-a.html\",\"index.html\"],\"problems\":"
                    + "[{\"where\":\"" + lesson + ":5:7\""), page.body());
            HttpResponse<String> source = get(server, PreviewServer.SOURCE + "?problem=0");
            assertTrue(source.body().contains("<span id=\"L5\" class=\"nimbook-marked\">    5  So {{ grundy nim 1 1 = 1"
                    + " }}.</span>"), source.body());
            assertTrue(get(server, PreviewServer.SOURCE + "?problem=1").body().contains("no longer has that problem"));
            HttpResponse<String> missing = get(server, "/02-new.html");
            assertEquals(404, missing.statusCode());
            assertTrue(missing.body().contains("02-new.html is not in the book") && missing.body().contains("live.js"));
        }
    }

    /**
     * {@code <!--<script} in a problem's line broke the preview on every page: the inline JSON escaped only {@code </}, so
     * the page's parser took the rest of the page for script. Every {@code <} in it is written as an escape.
     */
    @Test
    void aProblemsLineCannotBreakThePageItIsShownOver() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            String line = "Nim <!--<script> </script> <b>";
            server.publish(site("<!DOCTYPE html><html><body><p>one</p></body></html>"), List.of(new Flagged(
                    new SourcePosition("content/01-a.md", 1, 5), "a <!--<script in the text", line, List.of(line))));
            String body = get(server, "/").body();
            org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(body);
            assertEquals(2, page.select("script").size(), body);
            assertEquals("/__nimbook/live.js", page.select("script").get(1).attr("src"));
            String json = page.getElementById("nimbook-preview").data();
            assertEquals(-1, json.indexOf('<'), json);
            assertTrue(json.contains("\"line\":\"Nim \\u003c!--\\u003cscript> \\u003c/script> \\u003cb>\""), json);
        }
    }

    @Test
    void onlyGetAndHeadAreServed() throws Exception {
        try (PreviewServer server = new PreviewServer(0, false)) {
            server.publish(site("<p>book</p>"), List.of());
            HttpResponse<String> head = send(server, "HEAD", "/");
            assertEquals(200, head.statusCode());
            assertEquals("", head.body());
            assertEquals("11", head.headers().firstValue("Content-Length").orElseThrow());
            HttpResponse<String> post = send(server, "POST", "/");
            assertEquals(405, post.statusCode());
            assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElseThrow());
        }
    }

    /** What a raw request with this Host header is answered: the status line, and the body. */
    private static List<String> withHost(PreviewServer server, String host) throws IOException {
        return host == null ? raw(server, "GET / HTTP/1.1") : raw(server, "GET / HTTP/1.1", "Host: " + host);
    }

    /** A page elsewhere whose name was made to lead to 127.0.0.1 (DNS rebinding) sends its own name: refused. */
    @Test
    void onlyRequestsForThisMachineAndPortAreAnswered() throws Exception {
        try (PreviewServer server = new PreviewServer(0, false)) {
            server.publish(site("<p>book</p>"), List.of());
            int port = server.port();
            for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LOCALHOST:" + port, "[::1]:" + port)) {
                assertEquals(List.of("HTTP/1.1 200 OK", "<p>book</p>"), withHost(server, host), host);
            }
            String refused = "HTTP/1.1 403 Forbidden";
            String only = "the preview answers only to http://127.0.0.1:" + port + "/, localhost or [::1] on that port,"
                    + " not to the host ";
            assertEquals(List.of(refused, only + "\"attacker.example:" + port + "\"\n"),
                    withHost(server, "attacker.example:" + port));
            assertEquals(List.of(refused, only + "\"127.0.0.1:1\"\n"), withHost(server, "127.0.0.1:1"));
            assertEquals(List.of(refused, only + "\"localhost\"\n"), withHost(server, "localhost"));
            assertEquals(List.of(refused, only + "left unnamed\n"), withHost(server, null));
        }
    }

    /** The status line and body of the answer to a raw request, its lines given without their ends. */
    static List<String> raw(PreviewServer server, String... lines) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.getOutputStream().write((String.join("\r\n", lines) + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return List.of(response.substring(0, response.indexOf("\r\n")), response.substring(response.indexOf(
                    "\r\n\r\n") + 4));
        }
    }

    /**
     * Another site's page could read the preview: {@code <script src="http://127.0.0.1:PORT/assets/search-index.js">}
     * loaded the book's search text (answers too), as the browser sends the preview's own Host. A request the browser
     * says comes from another site is refused; what the preview's own pages ask for, or the author types, is served.
     */
    @Test
    void aPageOfAnotherSiteCannotReadThePreview() throws Exception {
        try (PreviewServer server = new PreviewServer(0, false)) {
            TreeMap<String, byte[]> site = site("<p>book</p>");
            site.put("assets/search-index.js", "window.nimbookSearch = [\"the answer is 3\"];".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            String host = "Host: 127.0.0.1:" + server.port();
            String own = "http://127.0.0.1:" + server.port();
            String refused = "the preview serves its own pages only, not a page of another site (%s): open " + own
                    + "/ yourself\n";
            String script = "GET /assets/search-index.js HTTP/1.1";
            assertEquals(List.of("HTTP/1.1 403 Forbidden", String.format(refused, "Sec-Fetch-Site: \"cross-site\"")),
                    raw(server, script, host, "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors",
                            "Sec-Fetch-Dest: script", "Referer: https://attacker.example/"));
            // Another server of this machine (another port) is another origin of the same site.
            assertEquals(List.of("HTTP/1.1 403 Forbidden", String.format(refused, "Sec-Fetch-Site: \"same-site\"")),
                    raw(server, script, host, "Sec-Fetch-Site: same-site"));
            assertEquals(List.of("HTTP/1.1 403 Forbidden", String.format(refused, "Origin: \"https://attacker.example\"")),
                    raw(server, "GET " + PreviewServer.EVENTS + " HTTP/1.1", host, "Origin: https://attacker.example"));
            assertEquals(List.of("HTTP/1.1 403 Forbidden", String.format(refused, "Origin: \"null\"")),
                    raw(server, script, host, "Origin: null"));
            // A browser without Sec-Fetch-* still names the page that asks.
            assertEquals(List.of("HTTP/1.1 403 Forbidden", String.format(refused, "Referer: \"http://localhost:"
                    + server.port() + "/\"")), raw(server, script, host, "Referer: http://localhost:" + server.port() + "/"));
            String served = "window.nimbookSearch = [\"the answer is 3\"];";
            assertEquals(List.of("HTTP/1.1 200 OK", served), raw(server, script, host, "Sec-Fetch-Site: same-origin",
                    "Origin: " + own, "Referer: " + own + "/01-a.html"));
            assertEquals(List.of("HTTP/1.1 200 OK", served), raw(server, script, host, "Sec-Fetch-Site: none"));
            assertEquals(List.of("HTTP/1.1 200 OK", served), raw(server, script, "Host: LOCALHOST:" + server.port(),
                    "Origin: http://localhost:" + server.port()));
            assertEquals(List.of("HTTP/1.1 200 OK", served), raw(server, script, host));
            HttpResponse<String> page = get(server, "/");
            assertEquals("same-origin", page.headers().firstValue("Cross-Origin-Resource-Policy").orElseThrow());
            assertEquals("nosniff", page.headers().firstValue("X-Content-Type-Options").orElseThrow());
        }
    }

    /** A file rewritten with the same size, its time kept (cp -p), is a change: its content is what is compared. */
    @Test
    void aRewriteOfTheSameSizeAndTimeIsSeen(@TempDir Path content) throws IOException {
        Path lesson = Files.writeString(content.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\nNim.\n");
        List<String> before = new ArrayList<>();
        Load.fingerprint(content, before);
        FileTime time = Files.getLastModifiedTime(lesson);
        Files.writeString(lesson, "---\ntitle: One\nsummary: S\n---\nMin.\n");
        Files.setLastModifiedTime(lesson, time);
        List<String> after = new ArrayList<>();
        Load.fingerprint(content, after);
        assertNotEquals(before, after);
        Files.writeString(lesson, "---\ntitle: One\nsummary: S\n---\nNim.\n");
        List<String> again = new ArrayList<>();
        Load.fingerprint(content, again);
        assertEquals(before, again, "saved unchanged: nothing to rebuild");
    }
}
