package nimbook.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import nimbook.book.BuildOptions;
import nimbook.markdown.Markdown;
import nimbook.passes.Load;
import nimbook.solver.Notation;

/**
 * Serves a site from memory on the loopback interface, for the live preview and for real-browser tests.
 * {@link #publish} swaps in a new build; pages served with {@code reload} carry the version they belong to,
 * poll {@value #VERSION} and reload when it differs. While the book has errors, every page shows them instead.
 */
public final class PreviewServer implements AutoCloseable {
    /** The path a previewed page polls for the build's version. */
    public static final String VERSION = "/__nimbook/version";

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8", "css", "text/css; charset=utf-8", "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml", "png", "image/png", "woff2", "font/woff2", "json", "application/json",
            "txt", "text/plain; charset=utf-8");
    /** The page's own version goes between the two parts: a build that lands while it loads still reloads it. */
    private static final String[] RELOAD = {"<script>(function(){var v='", "';setInterval(function(){fetch('" + VERSION
            + "').then(function(r){return r.text();}).then(function(t){if(t!==v){location.reload();}})"
            + ".catch(function(){});},700);})();</script>"};

    static {
        // A connection that sends half a request is dropped after this long, not kept waiting for ever.
        if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
            System.setProperty("sun.net.httpserver.maxReqTime", "20");
        }
    }

    /** What is served: read once per request, so a page and its version always belong to the same build. */
    private record Published(SortedMap<String, byte[]> files, List<String> errors, int version) {
    }

    private final HttpServer server;
    private final boolean reload;
    private volatile Published published = new Published(new TreeMap<>(), List.of(), 0);

    /** Starts serving on {@code port} (0 for any free port). */
    public PreviewServer(int port, boolean reload) throws IOException {
        this.reload = reload;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "preview");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Every file a build of these options reads (the files the build ignores left out), with a hash of its content
     * ({@link Content#fingerprint}): the preview rebuilds when this changes.
     */
    public static List<String> inputs(BuildOptions options) throws IOException {
        List<String> inputs = new ArrayList<>();
        for (Path folder : List.of(options.content(), options.templates())) {
            Load.fingerprint(folder, inputs);
        }
        return inputs;
    }

    /**
     * Serves these files from now on, or, if {@code problems} is not empty, a page listing them. A build that
     * changes nothing (a file saved unchanged) keeps the version, so open pages do not reload.
     */
    public synchronized void publish(SortedMap<String, byte[]> site, List<String> problems) {
        Published now = published;
        SortedMap<String, byte[]> files = problems.isEmpty() ? new TreeMap<>(site) : now.files();
        if (problems.equals(now.errors()) && same(files, now.files()) && now.version() > 0) {
            return;
        }
        published = new Published(files, List.copyOf(problems), now.version() + 1);
    }

    private static boolean same(SortedMap<String, byte[]> one, SortedMap<String, byte[]> other) {
        if (!one.keySet().equals(other.keySet())) {
            return false;
        }
        for (Map.Entry<String, byte[]> file : one.entrySet()) {
            if (!Arrays.equals(file.getValue(), other.get(file.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Published now = published;
            String host = exchange.getRequestHeaders().getFirst("Host");
            if (!local(host)) {
                // A page elsewhere whose name was made to lead here (DNS rebinding) must not read the book.
                send(exchange, 403, "text/plain; charset=utf-8", ("the preview answers only to http://127.0.0.1:" + port()
                        + "/, localhost or [::1] on that port, not to the host " + (host == null ? "left unnamed"
                        : Notation.quote(host)) + "\n").getBytes(StandardCharsets.UTF_8));
                return;
            }
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                send(exchange, 405, "text/plain; charset=utf-8", "the preview only serves GET and HEAD"
                        .getBytes(StandardCharsets.UTF_8));
                return;
            }
            String path = exchange.getRequestURI().getPath();
            if (path.equals(VERSION)) {
                send(exchange, 200, "text/plain; charset=utf-8", Integer.toString(now.version())
                        .getBytes(StandardCharsets.UTF_8));
                return;
            }
            String name = path.equals("/") ? "index.html" : path.substring(1);
            if (name.endsWith("/")) {
                name += "index.html";
            }
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            if (type.startsWith("text/html") && !now.errors().isEmpty()) {
                send(exchange, 500, type, withReload(errorPage(now.errors()), now));
                return;
            }
            byte[] body = now.files().get(name);
            if (body == null) {
                // A page, with the reload script: a lesson that is being written, or renamed back, appears by itself.
                send(exchange, 404, "text/html; charset=utf-8", withReload(page("Not found", "<h1>Not found</h1><p>"
                        + Markdown.escape(name) + " is not in the book.</p>"), now));
                return;
            }
            send(exchange, 200, type, type.startsWith("text/html") ? withReload(body, now) : body);
        }
    }

    /** Whether a request's Host names this machine's loopback and this server's port (the port may go unsaid at 80). */
    private boolean local(String host) {
        if (host == null) {
            return false;
        }
        String name = host.toLowerCase(Locale.ROOT);
        for (String loopback : List.of("127.0.0.1", "localhost", "[::1]")) {
            if (name.equals(loopback + ":" + port()) || port() == 80 && name.equals(loopback)) {
                return true;
            }
        }
        return false;
    }

    private static byte[] errorPage(List<String> errors) {
        StringBuilder text = new StringBuilder("<h1>The book has errors</h1><pre>");
        for (String error : errors) {
            text.append(Markdown.escape(error)).append('\n');
        }
        return page("Build errors", text.append("</pre><p>Fix them and this page reloads.</p>").toString());
    }

    private static byte[] page(String title, String body) {
        return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + title + "</title></head><body>"
                + body + "</body></html>").getBytes(StandardCharsets.UTF_8);
    }

    private byte[] withReload(byte[] page, Published now) {
        if (!reload) {
            return page;
        }
        String html = new String(page, StandardCharsets.UTF_8);
        String script = RELOAD[0] + now.version() + RELOAD[1];
        int end = html.lastIndexOf("</body>");
        return (end < 0 ? html + script : html.substring(0, end) + script + html.substring(end))
                .getBytes(StandardCharsets.UTF_8);
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.getResponseHeaders().set("Content-Length", Integer.toString(body.length));
            exchange.sendResponseHeaders(status, -1);
            return;
        }
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
