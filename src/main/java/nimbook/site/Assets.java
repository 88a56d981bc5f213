package nimbook.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import nimbook.passes.Load;
import nimbook.diag.Diagnostics;
import nimbook.diag.IoReason;
import nimbook.diag.SourcePosition;

/**
 * The files every site carries besides its pages: KaTeX from its webjar (the script, the stylesheet and the
 * WOFF2 fonts, which every current browser uses; no CDN, so pages work offline and from disk), and the
 * book's own assets — the built-in ones, overridden or added to by the book's {@code templates/assets/}. The
 * built-in {@code solver.js} is the solver compiled to JavaScript by TeaVM when the jar is built, wrapped for the
 * widgets' worker.
 */
final class Assets {
    /** The built-in assets, under {@code /nimbook/templates/assets/} on the class path. */
    static final List<String> BUILT_IN = List.of("favicon.svg", "nimbook.css", "nimbook.js", "preview.js", "search.js",
            "solver.js", "widgets/common.js", "widgets/play.js", "widgets/calculator.js", "widgets/check.js");

    private Assets() {
    }

    /** The built-in assets and KaTeX's, read from the class path once: the preview's every rebuild copies them. */
    private static final class BuiltIn {
        static final SortedMap<String, byte[]> FILES = read();

        private static SortedMap<String, byte[]> read() {
            SortedMap<String, byte[]> files = new TreeMap<>();
            katex(files);
            for (String name : BUILT_IN) {
                byte[] file = resource("/nimbook/templates/assets/" + name);
                files.put("assets/" + name, name.equals("solver.js") ? wrapped(file) : file);
            }
            return Collections.unmodifiableSortedMap(files);
        }
    }

    /** The built-in assets, and the book's own ({@code templates/assets/}), which problems go to {@code diagnostics}. */
    static SortedMap<String, byte[]> collect(Path templates, String display, Diagnostics diagnostics) {
        SortedMap<String, byte[]> files = new TreeMap<>(BuiltIn.FILES);
        if (templates == null || !Files.isDirectory(templates.resolve("assets"))) {
            return files;
        }
        List<Path> own;
        try {
            own = Load.own(templates, display, diagnostics);
        } catch (IOException e) {
            diagnostics.error(new SourcePosition(display, 1, 1), "cannot list the templates folder: " + IoReason.of(e));
            return files;
        }
        for (Path path : own) {
            String name = templates.relativize(path).toString().replace('\\', '/');
            if (name.startsWith("assets/")) {
                try {
                    files.put(name, Files.readAllBytes(path));
                } catch (IOException e) {
                    diagnostics.error(new SourcePosition(display + "/" + name, 1, 1), "cannot read: " + IoReason.of(e));
                }
            }
        }
        return files;
    }

    /**
     * The solver as the function {@code nimbookSolver}, whose text is the compiled script: the widgets run that text in
     * a worker made from it (assets/widgets/common.js), which works from a page opened from disk too, where a worker
     * can neither be started from a file nor the file be read. Called on a page, it defines the solver's functions
     * there.
     */
    private static byte[] wrapped(byte[] solver) {
        return ("window.nimbookSolver = function () {\n" + new String(solver, StandardCharsets.UTF_8) + "\n};\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** KaTeX's script and stylesheet, and the WOFF2 fonts the stylesheet names (read from it, not from a jar listing). */
    private static void katex(SortedMap<String, byte[]> files) {
        String dist = "/META-INF/resources/webjars/katex/" + katexVersion() + "/dist/";
        byte[] css = resource(dist + "katex.min.css");
        files.put("assets/katex/katex.min.js", resource(dist + "katex.min.js"));
        files.put("assets/katex/katex.min.css", css);
        String text = new String(css, StandardCharsets.UTF_8);
        for (int at = text.indexOf("url(fonts/"); at >= 0; at = text.indexOf("url(fonts/", at + 1)) {
            String font = text.substring(at + "url(".length(), text.indexOf(')', at));
            if (font.endsWith(".woff2")) {
                files.put("assets/katex/" + font, resource(dist + font));
            }
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
