package nimbook.site;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.SortedMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Prints a page of a site to PDF with the machine's Chromium, headless, as mdbook-pdf does: the page's print
 * stylesheet lays it out, and its scripts (formulas) run first.
 */
final class Printer {
    /** Where Chromium is looked for, in order: NIMBOOK_CHROMIUM, then these names on the PATH. */
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome",
            "google-chrome-stable");

    private Printer() {
    }

    /** A book that cannot be printed: no Chromium, or Chromium failed. */
    static final class Unprintable extends IOException {
        private static final long serialVersionUID = 1L;

        Unprintable(String message) {
            super(message);
        }
    }

    /** The machine's Chromium, or why there is none. */
    static Path chromium() throws Unprintable {
        String named = System.getenv("NIMBOOK_CHROMIUM");
        if (named != null && !named.isBlank()) {
            Path path = Path.of(named);
            if (Files.isExecutable(path)) {
                return path;
            }
            throw new Unprintable("NIMBOOK_CHROMIUM names " + named + ", which is not a program: name Chromium's or"
                    + " Chrome's program there");
        }
        for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            for (String name : NAMES) {
                Path path = Path.of(folder.isEmpty() ? "." : folder, name);
                if (Files.isExecutable(path)) {
                    return path;
                }
            }
        }
        throw new Unprintable("--pdf prints with Chromium, and there is none on the PATH: install it (Debian: apt-get"
                + " install chromium), or name its program in NIMBOOK_CHROMIUM");
    }

    /** The site's page {@code page}, printed: the site is written to a folder of its own for Chromium to open. */
    static byte[] print(SortedMap<String, byte[]> site, String page) throws IOException {
        Path chromium = chromium();
        Path folder = Files.createTempDirectory("nimbook-print-");
        try {
            for (var file : site.entrySet()) {
                Path path = folder.resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.write(path, file.getValue());
            }
            Path pdf = folder.resolve("printed.pdf");
            Process process = new ProcessBuilder(chromium.toString(), "--headless", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    // Chromium refuses its sandbox to the root user (in containers, CI).
                    "root".equals(System.getProperty("user.name")) ? "--no-sandbox" : "--enable-sandbox",
                    "--user-data-dir=" + folder.resolve("profile"), "--no-pdf-header-footer", "--print-to-pdf=" + pdf,
                    folder.resolve(page).toUri().toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            boolean ended = process.waitFor(300, TimeUnit.SECONDS);
            if (!ended || process.exitValue() != 0 || !Files.exists(pdf)) {
                process.destroyForcibly();
                throw new Unprintable(chromium + " did not print " + page + (ended ? " (exit status "
                        + process.exitValue() + ")" : " in five minutes") + ": run it by hand to see why");
            }
            return Files.readAllBytes(pdf);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unprintable("interrupted while printing " + page);
        } finally {
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
