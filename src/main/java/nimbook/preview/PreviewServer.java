package nimbook.preview;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import nimbook.markdown.Markdown;
import nimbook.solver.Notation;
import nimbook.text.Json;

/**
 * Serves a site from memory on the loopback interface, for the live preview and for real-browser tests. {@link
 * #publish} swaps in a new build and tells the open pages over server-sent events ({@value #EVENTS}): a page reloads
 * when its site changed (keeping its place), swaps its stylesheets when only they changed, and shows the book's
 * problems over itself. A page the build could not make stays served as it last was.
 */
public final class PreviewServer implements AutoCloseable {
    /** The stream of builds an open page listens to. */
    public static final String EVENTS = "/__nimbook/events";
    /** The page's script that listens. */
    static final String SCRIPT = "/__nimbook/live.js";
    /** A problem's line in its file, shown: {@code ?problem=N}. */
    static final String SOURCE = "/__nimbook/source";

    private static final Map<String, String> TYPES = Map.ofEntries(Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"), Map.entry("js", "text/javascript; charset=utf-8"),
            Map.entry("svg", "image/svg+xml"), Map.entry("png", "image/png"), Map.entry("jpg", "image/jpeg"),
            Map.entry("jpeg", "image/jpeg"), Map.entry("gif", "image/gif"), Map.entry("webp", "image/webp"),
            Map.entry("woff2", "font/woff2"), Map.entry("json", "application/json"), Map.entry("pdf", "application/pdf"),
            Map.entry("txt", "text/plain; charset=utf-8"));

    static {
        // A connection that sends half a request is dropped after this long, not kept waiting for ever.
        if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
            System.setProperty("sun.net.httpserver.maxReqTime", "20");
        }
    }

    /**
     * What is served: read once per request, so a page and what it is told belong to the same build. {@code site}
     * counts the builds that changed anything but stylesheets, {@code css} those that changed stylesheets; {@code
     * changed}: the files the last of those changed, so that a page the build left alone stays as it is, and one it
     * changed can take the new text in place (live.js).
     */
    private record Published(SortedMap<String, byte[]> files, List<Flagged> problems, int site, int css,
            List<String> changed) {
        /** The build as the page's script reads it. */
        String json() {
            Json paths = new Json().array();
            changed.forEach(paths::element);
            return "{\"site\":" + site + ",\"css\":" + css + ",\"changed\":" + paths.closeArray() + ",\"problems\":["
                    + problems.stream().map(Flagged::json).collect(Collectors.joining(",")) + "]}";
        }
    }

    private final HttpServer server;
    private final boolean live;
    private final Events events = new Events();
    private final byte[] script;
    private volatile Published published = new Published(new TreeMap<>(), List.of(), 0, 0, List.of());

    /** Starts serving on {@code port} (0 for any free port); {@code live}: pages follow the builds published. */
    public PreviewServer(int port, boolean live) throws IOException {
        this.live = live;
        try (InputStream in = PreviewServer.class.getResourceAsStream("live.js")) {
            script = in.readAllBytes();
        }
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

    /** How many pages listen to the builds now. */
    int listening() {
        return events.listening();
    }

    /**
     * Serves these files from now on, with {@code problems} over every page; while there are problems, a page the build
     * left out is served as it last was. A build that changes nothing (a file saved unchanged) tells no page.
     */
    public synchronized void publish(SortedMap<String, byte[]> site, List<Flagged> problems) {
        Published now = published;
        SortedMap<String, byte[]> files = new TreeMap<>(site);
        if (!problems.isEmpty()) {
            now.files().forEach(files::putIfAbsent);
        }
        TreeSet<String> changed = new TreeSet<>(files.keySet());
        changed.addAll(now.files().keySet());
        changed.removeIf(path -> Arrays.equals(files.get(path), now.files().get(path)));
        boolean css = now.site() > 0 && changed.stream().anyMatch(path -> path.endsWith(".css"));
        boolean other = now.site() == 0 || changed.stream().anyMatch(path -> !path.endsWith(".css"));
        if (!css && !other && problems.equals(now.problems())) {
            return;
        }
        published = new Published(files, List.copyOf(problems), now.site() + (other ? 1 : 0), now.css() + (css ? 1 : 0),
                other ? List.copyOf(changed) : now.changed());
        events.send(published.json());
    }

    private void handle(HttpExchange exchange) throws IOException {
        Published now = published;
        String path = exchange.getRequestURI().getPath();
        if (refused(exchange)) {
            exchange.close();
            return;
        }
        if (path.equals(EVENTS)) {
            events.join(exchange, now.json());
            return;
        }
        try (exchange) {
            if (path.equals(SCRIPT)) {
                send(exchange, 200, TYPES.get("js"), script);
                return;
            }
            if (path.equals(SOURCE)) {
                send(exchange, 200, TYPES.get("html"), withScript(SourcePage.of(now.problems(), exchange.getRequestURI()
                        .getQuery()), now));
                return;
            }
            String name = path.equals("/") ? "index.html" : path.substring(1);
            if (name.endsWith("/")) {
                name += "index.html";
            }
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            byte[] body = now.files().get(name);
            if (body == null) {
                // A page, with the script: a lesson that is being written, or renamed back, appears by itself.
                send(exchange, 404, TYPES.get("html"), withScript(SourcePage.page("Not found", "<h1>Not found</h1><p>"
                        + Markdown.escape(name) + " is not in the book.</p>"), now));
                return;
            }
            send(exchange, 200, type, type.startsWith("text/html") ? withScript(body, now) : body);
        }
    }

    /** Answers, and returns true for, a request the preview does not serve. */
    private boolean refused(HttpExchange exchange) throws IOException {
        String host = exchange.getRequestHeaders().getFirst("Host");
        if (!local(host)) {
            // A page elsewhere whose name was made to lead here (DNS rebinding) must not read the book.
            send(exchange, 403, TYPES.get("txt"), ("the preview answers only to http://127.0.0.1:" + port()
                    + "/, localhost or [::1] on that port, not to the host " + (host == null ? "left unnamed"
                    : Notation.quote(host)) + "\n").getBytes(StandardCharsets.UTF_8));
            return true;
        }
        String from = foreign(exchange, host);
        if (from != null) {
            // The browser sends the preview's own Host when another site's page asks: <script src> would load the
            // book's search text (answers too), fetch the event stream. That page's browser says whose page asks.
            send(exchange, 403, TYPES.get("txt"), ("the preview serves its own pages only, not a page of another site ("
                    + from + "): open http://127.0.0.1:" + port() + "/ yourself\n").getBytes(StandardCharsets.UTF_8));
            return true;
        }
        String method = exchange.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.getResponseHeaders().set("Allow", "GET, HEAD");
            send(exchange, 405, TYPES.get("txt"), "the preview only serves GET and HEAD".getBytes(StandardCharsets.UTF_8));
            return true;
        }
        return false;
    }

    /**
     * What shows that a request comes from a page of another site, as a header and its value, or null when nothing does:
     * {@code Sec-Fetch-Site} other than same-origin or none (typed in, a bookmark), an {@code Origin} or a {@code Referer}
     * other than the preview's own (browsers without the first still send one of the others). A request without any
     * (curl, a test) is the author's.
     */
    private static String foreign(HttpExchange exchange, String host) {
        String own = "http://" + host.toLowerCase(Locale.ROOT);
        String site = exchange.getRequestHeaders().getFirst("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            return "Sec-Fetch-Site: " + Notation.quote(site);
        }
        String origin = exchange.getRequestHeaders().getFirst("Origin");
        if (origin != null && !origin.toLowerCase(Locale.ROOT).equals(own)) {
            return "Origin: " + Notation.quote(origin);
        }
        String referer = exchange.getRequestHeaders().getFirst("Referer");
        if (referer != null && !referer.toLowerCase(Locale.ROOT).startsWith(own + "/")) {
            return "Referer: " + Notation.quote(referer);
        }
        return null;
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

    /**
     * A page with the script that follows the builds, told the build it belongs to (a build that lands while it loads
     * still reaches it). In the inline JSON, every {@code <} is written as its JSON escape (a backslash, then u003c): a
     * problem's line with {@code <!--<script} or {@code </script>} would otherwise end the script, or swallow the rest
     * of the page.
     */
    private byte[] withScript(byte[] page, Published now) {
        if (!live) {
            return page;
        }
        String html = new String(page, StandardCharsets.UTF_8);
        String script = "<script id=\"nimbook-preview\">var nimbookPreview=" + now.json().replace("<", "\\u003c") + ";</script><script src=\""
                + SCRIPT + "\"></script>";
        int end = html.lastIndexOf("</body>");
        return (end < 0 ? html + script : html.substring(0, end) + script + html.substring(end))
                .getBytes(StandardCharsets.UTF_8);
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        headers(exchange, type);
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

    /**
     * The headers of every answer: its type, kept as said ({@code nosniff}), never stored, and readable by the preview's
     * own pages only (a browser that sends no {@code Sec-Fetch-Site} still honours the resource policy).
     */
    static void headers(HttpExchange exchange, String type) {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.getResponseHeaders().set("Cross-Origin-Resource-Policy", "same-origin");
    }

    @Override
    public void close() {
        events.close();
        server.stop(0);
    }
}
