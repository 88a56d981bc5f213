package nimbook.preview;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The open pages' streams of server-sent events: each page holds one, and hears of every build as it is published
 * (the JDK's server streams a response of unknown length chunk by chunk; a page whose stream breaks is dropped, and
 * its browser connects again by itself).
 */
final class Events {
    /** How soon a browser connects again after the server went away (a restart), in milliseconds. */
    private static final int RETRY = 300;

    private final List<HttpExchange> open = new ArrayList<>();

    /** Keeps {@code exchange} open as a stream of events, which starts with {@code first}. */
    synchronized void join(HttpExchange exchange, String first) throws IOException {
        PreviewServer.headers(exchange, "text/event-stream; charset=utf-8");
        exchange.sendResponseHeaders(200, 0);
        open.add(exchange);
        write(exchange, "retry: " + RETRY + "\n" + event(first));
    }

    /** Tells every open page of a build. */
    synchronized void send(String build) {
        for (HttpExchange exchange : List.copyOf(open)) {
            write(exchange, event(build));
        }
    }

    private static String event(String build) {
        return "event: build\ndata: " + build + "\n\n";
    }

    private void write(HttpExchange exchange, String text) {
        try {
            OutputStream out = exchange.getResponseBody();
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            // The page went away: its stream is done.
            open.remove(exchange);
            exchange.close();
        }
    }

    synchronized void close() {
        open.forEach(HttpExchange::close);
        open.clear();
    }
}
