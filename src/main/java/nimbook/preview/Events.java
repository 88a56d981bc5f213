package nimbook.preview;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The open pages' streams of server-sent events: each page holds one, and hears of every build as it is published
 * (the JDK's server streams a response of unknown length chunk by chunk). Each stream is written by a thread of its
 * own, so that a build only leaves its news with every page and never waits for one. A page is dropped, its
 * connection closed, when it goes away (found by a comment written to every page each second: the server is not told
 * otherwise, and each page left would keep a socket), when it reads too slowly (its news pile up, or a write stalls),
 * and the oldest when too many are open; a browser connects again by itself.
 */
final class Events {
    /** How soon a browser connects again after the server went away (a restart), in milliseconds. */
    private static final int RETRY = 300;
    /** How often every page is written a comment, to find those that went away, in milliseconds. */
    static final long PING = 1000;
    /** How long one write to a page may take before the page is dropped, in milliseconds. */
    static final long STALL = 5000;
    /** How many messages may wait for a page that reads slowly before it is dropped. */
    private static final int BACKLOG = 8;
    /** How many pages may listen at once: an author's tabs; past that, the oldest is dropped. */
    static final int MOST = 64;

    private final Set<Stream> open = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService pinger = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "preview-events");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong joined = new AtomicLong();

    Events() {
        pinger.scheduleWithFixedDelay(this::ping, PING, PING, TimeUnit.MILLISECONDS);
    }

    /** Keeps {@code exchange} open as a stream of events, which starts with {@code first}. */
    void join(HttpExchange exchange, String first) throws IOException {
        PreviewServer.headers(exchange, "text/event-stream; charset=utf-8");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
            return;
        }
        exchange.sendResponseHeaders(200, 0);
        Stream stream = new Stream(exchange, joined.getAndIncrement());
        open.add(stream);
        stream.offer("retry: " + RETRY + "\n" + event(first));
        stream.start();
        while (open.size() > MOST) {
            open.stream().min(Comparator.comparingLong(Stream::order)).ifPresent(Stream::drop);
        }
    }

    /** Tells every open page of a build; waits for none. */
    void send(String build) {
        for (Stream stream : open) {
            stream.offer(event(build));
        }
    }

    /** How many pages listen now. */
    int listening() {
        return open.size();
    }

    private static String event(String build) {
        return "event: build\ndata: " + build + "\n\n";
    }

    /** A comment to every page (a page that went away fails the write, or the next), and drops those stalled. */
    private void ping() {
        long now = System.nanoTime();
        for (Stream stream : open) {
            if (stream.stalledAt(now)) {
                stream.drop();
            } else {
                stream.offer(":\n\n");
            }
        }
    }

    void close() {
        pinger.shutdownNow();
        new ArrayList<>(open).forEach(Stream::drop);
    }

    /** One page's stream: what is to be written to it, written in order by its own thread. */
    private final class Stream {
        private final HttpExchange exchange;
        private final long order;
        private final BlockingQueue<String> waiting = new ArrayBlockingQueue<>(BACKLOG);
        private final Thread writer;
        /** When the write under way started (System.nanoTime), or 0 between writes. */
        private volatile long writing;

        Stream(HttpExchange exchange, long order) {
            this.exchange = exchange;
            this.order = order;
            this.writer = new Thread(this::run, "preview-page");
            writer.setDaemon(true);
        }

        long order() {
            return order;
        }

        void start() {
            writer.start();
        }

        /** Leaves a message for the page; a page whose messages pile up reads too slowly, and is dropped. */
        void offer(String text) {
            if (!waiting.offer(text)) {
                drop();
            }
        }

        boolean stalledAt(long now) {
            long started = writing;
            return started != 0 && now - started > STALL * 1_000_000;
        }

        /** Stops writing to the page and closes its connection: interrupted, a write under way closes the channel. */
        void drop() {
            open.remove(this);
            writer.interrupt();
        }

        private void run() {
            try {
                OutputStream out = exchange.getResponseBody();
                while (open.contains(this)) {
                    String text = waiting.take();
                    writing = System.nanoTime();
                    out.write(text.getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    writing = 0;
                }
            } catch (IOException | InterruptedException e) {
                // The page went away, or was dropped: its stream is done.
            } finally {
                open.remove(this);
                // Interrupted, closing closes the channel at once, never waiting on a page that does not read.
                writer.interrupt();
                exchange.close();
            }
        }
    }
}
