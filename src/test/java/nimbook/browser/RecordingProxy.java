package nimbook.browser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A proxy that forwards nothing: Chromium sends every request for another host here, and it records the
 * request line and answers 403. A page that tries to leave the machine shows up in {@link #requests()}.
 */
final class RecordingProxy implements AutoCloseable {
    private final ServerSocket server;
    private final List<String> requests = new CopyOnWriteArrayList<>();

    RecordingProxy() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread thread = new Thread(this::serve, "recording-proxy");
        thread.setDaemon(true);
        thread.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** The requests recorded since the last call. */
    synchronized List<String> drain() {
        List<String> seen = List.copyOf(requests);
        requests.removeAll(seen);
        return seen;
    }

    private void serve() {
        while (!server.isClosed()) {
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(2000);
                String first = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1))
                        .readLine();
                if (first != null) {
                    requests.add(first);
                }
                socket.getOutputStream().write("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.ISO_8859_1));
            } catch (IOException e) {
                // The proxy was closed, or a client went away: keep serving until closed.
            }
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
