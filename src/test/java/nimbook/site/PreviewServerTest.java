package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The live preview's server: pages with the reload script, a version that changes, errors shown in the page. */
class PreviewServerTest {
    private static HttpResponse<String> get(PreviewServer server, String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesTheBuildThenItsErrorsAndTellsPagesToReload() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            TreeMap<String, byte[]> site = new TreeMap<>();
            site.put("index.html", "<!DOCTYPE html><html><body><p>book</p></body></html>".getBytes(StandardCharsets.UTF_8));
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
}
