package nimbook.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Green Hackenbush pictures off the lesson pages, in Chromium: a printed sheet's are in black and grey ink; a bank's is
 * an SVG file that an {@code <img>} shows even when it is served as Moodle serves every SVG, as a download
 * ({@code Content-Disposition: attachment}, lib/filelib.php's send_file), which a browser heeds only when the file is
 * opened on its own.
 */
class PicturesIT {
    private static final String BOOK = "src/test/resources/books/pictures/content";

    private static void nimbook(String... arguments) {
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(arguments, System.in, new PrintWriter(new StringWriter()), new PrintWriter(err)),
                err.toString());
    }

    @Test
    void aSheetsPicturesPrintInInk(@TempDir Path temp) throws Exception {
        Path out = temp.resolve("sheets");
        nimbook("sheets", "--content", BOOK, "--seeds", "1", "--out", out.toString());
        try (Chromium chromium = new Chromium()) {
            chromium.open(out.resolve("sheets.html").toUri().toString());
            chromium.driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            @SuppressWarnings("unchecked")
            List<String> inks = (List<String>) chromium.script("return Array.from(document.querySelectorAll("
                    + "'svg.hackenbush .ground, svg.hackenbush .stroke, svg.hackenbush .node')).map(function (e) {"
                    + " var style = getComputedStyle(e); return e.getAttribute('class') + ' '"
                    + " + (e.tagName === 'circle' ? style.fill : style.stroke); })");
            // Two pictures: a stalk of two (its ground, two edges, two nodes), and it beside a stalk of one.
            assertEquals(12, inks.size(), inks.toString());
            assertEquals(Set.of("ground rgb(85, 85, 85)", "stroke rgb(0, 0, 0)", "node rgb(0, 0, 0)"),
                    new TreeSet<>(inks), inks.toString());
        }
    }

    @Test
    void aBanksPictureShowsInAnImageServedAsMoodleServesAnSvg(@TempDir Path temp) throws Exception {
        Path bank = temp.resolve("bank.xml");
        nimbook("export", "--content", BOOK, "--out", bank.toString());
        Matcher file = Pattern.compile("<file name=\"([^\"]+)\" path=\"/\" encoding=\"base64\">([^<]+)</file>")
                .matcher(Files.readString(bank));
        file.find();
        byte[] svg = Base64.getDecoder().decode(file.group(2));
        String name = file.group(1);
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/pluginfile/" + name, exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "image/svg+xml");
            exchange.getResponseHeaders().add("Content-Disposition", "attachment; filename=\"" + name + "\"");
            exchange.sendResponseHeaders(200, svg.length);
            exchange.getResponseBody().write(svg);
            exchange.close();
        });
        byte[] page = ("<!DOCTYPE html><html lang=\"en\"><title>Question</title><p><img id=\"picture\" src=\"/pluginfile/"
                + name + "\" alt=\"the picture\"></p>").getBytes(StandardCharsets.UTF_8);
        server.createContext("/question.html", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, page.length);
            exchange.getResponseBody().write(page);
            exchange.close();
        });
        server.start();
        try (Chromium chromium = new Chromium()) {
            chromium.open("http://127.0.0.1:" + server.getAddress().getPort() + "/question.html");
            chromium.await("the picture loaded", () -> Boolean.TRUE.equals(chromium.script(
                    "return document.getElementById('picture').complete")));
            assertEquals(List.of(32L, 100L), chromium.script("var picture = document.getElementById('picture');"
                    + " return [picture.naturalWidth, picture.naturalHeight];"), "drawn at its own size, not broken");
        } finally {
            server.stop(0);
        }
    }
}
