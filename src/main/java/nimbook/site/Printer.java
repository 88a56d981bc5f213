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
        return print(site, List.of(page)).get(pdfName(page));
    }

    /** A page's PDF's name: {@code set-12.html} is printed to {@code set-12.pdf}. */
    static String pdfName(String page) {
        return page.replaceFirst("\\.html$", "") + ".pdf";
    }

    /**
     * The site's pages, each printed on its own by a Chromium of its own, two at a time (a Chromium prints one page):
     * the site is written once to a folder for them to open.
     */
    static SortedMap<String, byte[]> print(SortedMap<String, byte[]> site, List<String> pages) throws IOException {
        Path chromium = chromium();
        Path folder = Files.createTempDirectory("nimbook-print-");
        java.util.concurrent.ExecutorService printers = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (var file : site.entrySet()) {
                Path path = folder.resolve(file.getKey());
                Files.createDirectories(path.getParent());
                Files.write(path, file.getValue());
            }
            List<java.util.concurrent.Future<byte[]>> printed = new java.util.ArrayList<>();
            for (int i = 0; i < pages.size(); i++) {
                String page = pages.get(i);
                Path profile = folder.resolve(".profile-" + i);
                printed.add(printers.submit(() -> printOne(chromium, folder, page, profile)));
            }
            SortedMap<String, byte[]> pdfs = new java.util.TreeMap<>();
            for (int i = 0; i < pages.size(); i++) {
                pdfs.put(pdfName(pages.get(i)), printed.get(i).get());
            }
            return pdfs;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unprintable("interrupted while printing");
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } finally {
            printers.shutdownNow();
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    private static byte[] printOne(Path chromium, Path folder, String page, Path profile) throws IOException,
            InterruptedException {
        Path pdf = profile.resolveSibling(profile.getFileName() + ".pdf");
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                // Chromium refuses its sandbox to the root user (in containers, CI).
                "root".equals(System.getProperty("user.name")) ? "--no-sandbox" : "--enable-sandbox",
                "--user-data-dir=" + profile, "--no-pdf-header-footer", "--print-to-pdf=" + pdf,
                folder.resolve(page).toUri().toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        boolean ended = process.waitFor(300, TimeUnit.SECONDS);
        if (!ended || process.exitValue() != 0 || !Files.exists(pdf)) {
            process.destroyForcibly();
            throw new Unprintable(chromium + " did not print " + page + (ended ? " (exit status "
                    + process.exitValue() + ")" : " in five minutes") + ": run it by hand to see why");
        }
        return Files.readAllBytes(pdf);
    }
}
