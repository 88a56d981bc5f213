package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import nimbook.book.BuildOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live preview's server: pages with the reload script, a version that changes, errors shown in the page. */
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

    @Test
    void servesTheBuildThenItsErrorsAndTellsPagesToReload() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            TreeMap<String, byte[]> site = site("<!DOCTYPE html><html><body><p>book</p></body></html>");
            site.put("assets/nimbook.css", "body{}".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            String version = get(server, PreviewServer.VERSION).body();

            HttpResponse<String> page = get(server, "/");
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<p>book</p>") && page.body().contains(PreviewServer.VERSION), page.body());
            assertEquals("body{}", get(server, "/assets/nimbook.css").body());
            assertEquals("text/css; charset=utf-8", get(server, "/assets/nimbook.css").headers().firstValue("Content-Type")
                    .orElseThrow());
            assertEquals(404, get(server, "/missing.html").statusCode());

            server.publish(site, List.of("content/01-nim.md:3:5: error: claimed 1, but grundy nim 1 1 is 0"));
            assertTrue(!version.equals(get(server, PreviewServer.VERSION).body()), "the version changes with a build");
            HttpResponse<String> broken = get(server, "/index.html");
            assertEquals(500, broken.statusCode());
            assertTrue(broken.body().contains("content/01-nim.md:3:5: error: claimed 1, but grundy nim 1 1 is 0"));
            assertEquals("body{}", get(server, "/assets/nimbook.css").body(), "assets stay served while the book is broken");
        }
    }

    /**
     * A page carries the version it was built for, so a build that lands while it loads still reloads it; a build
     * that changes nothing keeps the version, so pages do not reload; a missing page reloads when it appears.
     */
    @Test
    void pagesKnowTheirVersionAndOnlyAChangeReloadsThem() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            TreeMap<String, byte[]> site = site("<!DOCTYPE html><html><body><p>one</p></body></html>");
            server.publish(site, List.of());
            String version = get(server, PreviewServer.VERSION).body();
            assertTrue(get(server, "/").body().contains("var v='" + version + "'"));

            server.publish(new TreeMap<>(site), List.of());
            assertEquals(version, get(server, PreviewServer.VERSION).body(), "the same site again: no reload");

            HttpResponse<String> missing = get(server, "/02-new.html");
            assertEquals(404, missing.statusCode());
            assertTrue(missing.body().contains("02-new.html is not in the book") && missing.body().contains(PreviewServer.VERSION));
            site.put("02-new.html", "<!DOCTYPE html><html><body><p>two</p></body></html>".getBytes(StandardCharsets.UTF_8));
            server.publish(site, List.of());
            assertTrue(!version.equals(get(server, PreviewServer.VERSION).body()), "a new page: open pages reload");
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
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.getOutputStream().write(("GET / HTTP/1.1\r\n" + (host == null ? "" : "Host: " + host + "\r\n")
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return List.of(response.substring(0, response.indexOf("\r\n")), response.substring(response.indexOf("\r\n\r\n")
                    + 4));
        }
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

    /** A file rewritten with the same size, its time kept (cp -p), is a change: its content is what is compared. */
    @Test
    void aRewriteOfTheSameSizeAndTimeIsSeen(@TempDir Path book) throws IOException {
        Path content = Files.createDirectories(book.resolve("content"));
        Path lesson = Files.writeString(content.resolve("01-one.md"), "---\ntitle: One\nsummary: S\n---\nNim.\n");
        BuildOptions options = Books.options(content, book.resolve("site"));
        List<String> before = PreviewServer.inputs(options);
        FileTime time = Files.getLastModifiedTime(lesson);
        Files.writeString(lesson, "---\ntitle: One\nsummary: S\n---\nMin.\n");
        Files.setLastModifiedTime(lesson, time);
        assertNotEquals(before, PreviewServer.inputs(options));
        Files.writeString(lesson, "---\ntitle: One\nsummary: S\n---\nNim.\n");
        assertEquals(before, PreviewServer.inputs(options), "saved unchanged: nothing to rebuild");
    }
}
