package nimbook.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The files every site carries besides its pages: KaTeX from its webjar (the script, the stylesheet and the
 * WOFF2 fonts, which every current browser uses; no CDN, so pages work offline and from disk), and the
 * book's own assets — the built-in ones, overridden or added to by the book's {@code templates/assets/}. The
 * built-in {@code solver.js} is the solver compiled to JavaScript by TeaVM when the jar is built.
 */
final class Assets {
    /** The built-in assets, under {@code /nimbook/templates/assets/} on the class path. */
    static final String[] BUILT_IN = {"favicon.svg", "nimbook.css", "nimbook.js", "solver.js", "widgets/common.js",
        "widgets/play.js", "widgets/calculator.js", "widgets/check.js"};

    private Assets() {
    }

    static SortedMap<String, byte[]> collect(Path templates) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        katex(files);
        for (String name : BUILT_IN) {
            files.put("assets/" + name, resource("/nimbook/templates/assets/" + name));
        }
        Path own = templates == null ? null : templates.resolve("assets");
        if (own != null && Files.isDirectory(own)) {
            try (Stream<Path> walk = Files.walk(own)) {
                for (Path path : walk.filter(Files::isRegularFile).sorted().toList()) {
                    files.put("assets/" + own.relativize(path).toString().replace('\\', '/'), Files.readAllBytes(path));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    private static void katex(SortedMap<String, byte[]> files) {
        String dist = "META-INF/resources/webjars/katex/" + katexVersion() + "/dist/";
        files.put("assets/katex/katex.min.js", resource("/" + dist + "katex.min.js"));
        files.put("assets/katex/katex.min.css", resource("/" + dist + "katex.min.css"));
        URL css = Assets.class.getResource("/" + dist + "katex.min.css");
        try {
            JarURLConnection connection = (JarURLConnection) css.openConnection();
            connection.setUseCaches(false);
            try (JarFile jar = connection.getJarFile()) {
                Enumeration<JarEntry> entries = jar.entries();
                while (entries.hasMoreElements()) {
                    String name = entries.nextElement().getName();
                    if (name.startsWith(dist + "fonts/") && name.endsWith(".woff2")) {
                        files.put("assets/katex/" + name.substring(dist.length()), resource("/" + name));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String katexVersion() {
        Properties properties = new Properties();
        try (InputStream in = Assets.class.getResourceAsStream("/META-INF/maven/org.webjars.npm/katex/pom.properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }

    static byte[] resource(String name) {
        try (InputStream in = Assets.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
