package nimbook.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Executors;

/**
 * Serves a site from memory on the loopback interface, for the live preview and for real-browser tests.
 * {@link #publish} swaps in a new build; pages served with {@code reload} poll {@value #VERSION} and reload
 * when it changes. While the book has errors, every page shows them instead.
 */
public final class PreviewServer implements AutoCloseable {
    /** The path a previewed page polls for the build's version. */
    public static final String VERSION = "/__nimbook/version";

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8", "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml", "png", "image/png", "woff2", "font/woff2", "json", "application/json",
            "txt", "text/plain; charset=utf-8");
    private static final String RELOAD = "<script>(function(){var v=null;setInterval(function(){fetch('" + VERSION
            + "').then(function(r){return r.text();}).then(function(t){if(v!==null&&t!==v){location.reload();}v=t;})"
            + ".catch(function(){});},700);})();</script>";

    private final HttpServer server;
    private final boolean reload;
    private volatile SortedMap<String, byte[]> files = new TreeMap<>();
    private volatile List<String> errors = List.of();
    private volatile int version;

    /** Starts serving on {@code port} (0 for any free port). */
    public PreviewServer(int port, boolean reload) throws IOException {
        this.reload = reload;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newFixedThreadPool(4, runnable -> {
            Thread thread = new Thread(runnable, "preview");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** Serves these files from now on, or, if {@code problems} is not empty, a page listing them. */
    public void publish(SortedMap<String, byte[]> site, List<String> problems) {
        if (problems.isEmpty()) {
            files = site;
        }
        errors = List.copyOf(problems);
        version++;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            if (path.equals(VERSION)) {
                send(exchange, 200, "text/plain; charset=utf-8", Integer.toString(version).getBytes(StandardCharsets.UTF_8));
                return;
            }
            String name = path.equals("/") ? "index.html" : path.substring(1);
            if (name.endsWith("/")) {
                name += "index.html";
            }
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            if (type.startsWith("text/html") && !errors.isEmpty()) {
                send(exchange, 500, type, withReload(errorPage()));
                return;
            }
            byte[] body = files.get(name);
            if (body == null) {
                send(exchange, 404, "text/plain; charset=utf-8", ("not found: " + name).getBytes(StandardCharsets.UTF_8));
                return;
            }
            send(exchange, 200, type, type.startsWith("text/html") ? withReload(body) : body);
        }
    }

    private byte[] errorPage() {
        StringBuilder page = new StringBuilder("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
                + "Build errors</title></head><body><h1>The book has errors</h1><pre>");
        for (String error : errors) {
            page.append(nimbook.markdown.Markdown.escape(error)).append('\n');
        }
        return page.append("</pre><p>Fix them and this page reloads.</p></body></html>").toString()
                .getBytes(StandardCharsets.UTF_8);
    }

    private byte[] withReload(byte[] page) {
        if (!reload) {
            return page;
        }
        String html = new String(page, StandardCharsets.UTF_8);
        int end = html.lastIndexOf("</body>");
        return (end < 0 ? html + RELOAD : html.substring(0, end) + RELOAD + html.substring(end))
                .getBytes(StandardCharsets.UTF_8);
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
