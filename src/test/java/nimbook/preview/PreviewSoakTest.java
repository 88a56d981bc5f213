package nimbook.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import nimbook.book.BuildOptions;
import nimbook.book.Edition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview under a long run of pages that come and go, and a page that never reads: closed event streams each kept a
 * socket until a later build failed to write to them (19,500 connect–close cycles exhausted the process's files), and a
 * client that connected and never read held every build (one for 137 s). Open files stay bounded, and builds are made
 * and served as ever.
 */
class PreviewSoakTest {
    private static final String FRONT = "---\ntitle: %s\norder: %d\nsummary: About %s.\n---\n\n";

    /** The files this process has open. */
    private static long openFiles() throws IOException {
        try (Stream<Path> open = Files.list(Path.of("/proc/self/fd"))) {
            return open.count();
        }
    }

    /** Waits (at most 20 s) until {@code done}; whether it came. */
    private static boolean within(BooleanSupplier done) throws InterruptedException {
        long until = System.nanoTime() + 20_000_000_000L;
        while (!done.getAsBoolean() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        return done.getAsBoolean();
    }

    /** What this process has open, by kind (sockets, pipes, jars), for a failure's message. */
    private static String describe() {
        try (Stream<Path> open = Files.list(Path.of("/proc/self/fd"))) {
            return open.map(PreviewSoakTest::target).collect(Collectors.groupingBy(
                    target -> target.replaceAll("[0-9]+", "N"), TreeMap::new, Collectors.counting())).toString();
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static String target(Path descriptor) {
        try {
            return Files.readSymbolicLink(descriptor).toString();
        } catch (IOException e) {
            return "gone";
        }
    }

    private static long files() {
        try {
            return openFiles();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Socket events(PreviewServer server, int receiveBuffer) throws IOException {
        Socket socket = new Socket();
        if (receiveBuffer > 0) {
            socket.setReceiveBufferSize(receiveBuffer);
        }
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()));
        socket.setSoTimeout(20_000);
        socket.getOutputStream().write(("GET " + PreviewServer.EVENTS + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        return socket;
    }

    /** A page's stream opened, read up to its first event, and closed: a tab closed, a fetch aborted. */
    private static void connectAndClose(PreviewServer server) throws IOException {
        try (Socket socket = events(server, 0)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null && !line.startsWith("data: "); line = in.readLine()) {
                // The status line and headers.
            }
        }
    }

    /** The page at {@code path}, fetched on a connection of its own (a client of the JDK's would keep files open). */
    private static String served(PreviewServer server, String path) throws Exception {
        return PreviewServerTest.raw(server, "GET " + path + " HTTP/1.1", "Host: 127.0.0.1:" + server.port()).get(1);
    }

    @Test
    void pagesThatComeAndGoAndOneThatNeverReadsLeaveOpenFilesBoundedAndBuildsServed(@TempDir Path book)
            throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "/proc");
        Path content = Files.createDirectories(book.resolve("content"));
        Path lesson = Files.writeString(content.resolve("01-a.md"), String.format(FRONT, "A", 1, "a") + "Edit 0.\n");
        StringWriter told = new StringWriter();
        try (PreviewServer server = new PreviewServer(0, true)) {
            Preview preview = new Preview(new BuildOptions(content, book.resolve("templates"), book.resolve("site"),
                    Edition.INSTRUCTOR, 0), server, new PrintWriter(told, true), null, false);
            preview.build();
            // Warmed up: the classes and files a rebuild uses are open already.
            Files.writeString(lesson, String.format(FRONT, "A", 1, "a") + "Edit 0, again.\n");
            preview.build();
            long before = openFiles();
            try (Socket neverReads = events(server, 4096)) {
                for (int cycle = 0; cycle < 2000; cycle++) {
                    connectAndClose(server);
                }
                assertTrue(within(() -> files() <= before + 16), "open files: " + files() + ", before: " + before
                        + ", listening: " + server.listening() + ", " + describe());
                for (int edit = 1; edit <= 5; edit++) {
                    Files.writeString(lesson, String.format(FRONT, "A", 1, "a") + "Edit " + edit + ".\n");
                    assertTimeoutPreemptively(Duration.ofSeconds(30), preview::build, told::toString);
                    assertTrue(served(server, "/01-a.html").contains("Edit " + edit + "."));
                }
                assertTrue(within(() -> files() <= before + 16), "open files: " + files() + ", before: " + before
                        + ", " + describe());
            }
        }
    }

    /** A site whose every publication changes {@code count} files of long names: large news for every page. */
    private static TreeMap<String, byte[]> site(int build, int count) {
        TreeMap<String, byte[]> site = new TreeMap<>();
        for (int i = 0; i < count; i++) {
            site.put("page-" + "x".repeat(80) + "-" + i + ".html", ("<p>" + build + "</p>").getBytes(StandardCharsets.UTF_8));
        }
        return site;
    }

    /** A page that never reads: once its connection is full, it is dropped, and no build waits for it. */
    @Test
    void aPageThatNeverReadsIsDroppedAndNoBuildWaitsForIt() throws Exception {
        try (PreviewServer server = new PreviewServer(0, true)) {
            server.publish(site(0, 2000), List.of());
            try (Socket neverReads = events(server, 4096)) {
                assertTrue(within(() -> server.listening() == 1));
                // Each build's news is about 200 KB: far more than the connection holds, in a few builds.
                assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                    for (int build = 1; build <= 60; build++) {
                        server.publish(site(build, 2000), List.of());
                    }
                });
                assertTrue(within(() -> server.listening() == 0), "the page that never reads is dropped");
                // Its connection is closed: what it was sent, then the end.
                InputStream in = neverReads.getInputStream();
                assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
                    while (in.read(new byte[65536]) >= 0) {
                        // What was sent before it was dropped.
                    }
                });
            }
            assertTrue(served(server, "/" + site(60, 1).firstKey()).startsWith("<p>60</p><script"));
        }
    }
}
