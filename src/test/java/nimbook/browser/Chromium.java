package nimbook.browser;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's chromium, headless, driven by Debian's chromedriver (the driver's path is given, so Selenium
 * Manager never runs and nothing is downloaded). Every request to a host other than 127.0.0.1 goes to a
 * recording proxy that forwards nothing; console errors and requested URLs are collected from the logs.
 */
final class Chromium implements AutoCloseable {
    static final String BINARY = System.getProperty("chromium.binary", "/usr/bin/chromium");
    static final String DRIVER = System.getProperty("chromedriver.binary", "/usr/bin/chromedriver");

    final ChromeDriver driver;
    private final Path profile;
    private final RecordingProxy proxy;
    private final List<String> consoleErrors = new ArrayList<>();
    private final List<String> requests = new ArrayList<>();

    Chromium() throws IOException {
        this(true);
    }

    /** {@code scripts}: false for a reader who has turned JavaScript off (the pages' scripts do not run). */
    Chromium(boolean scripts) throws IOException {
        if (!new File(BINARY).canExecute() || !new File(DRIVER).canExecute()) {
            throw new IllegalStateException("real-browser tests need Debian's chromium and chromium-driver: apt-get install"
                    + " chromium chromium-driver (.ci/run does)");
        }
        proxy = new RecordingProxy();
        profile = Files.createTempDirectory("nimbook-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--incognito",
                "--user-data-dir=" + profile,
                "--proxy-server=http://127.0.0.1:" + proxy.port(),
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,OptimizationHintsFetching,"
                        + "OptimizationGuideModelDownloading,AutofillServerCommunication",
                "--component-updater=url-source=http://127.0.0.1:9/",
                "--gaia-url=http://127.0.0.1:9/",
                "--window-size=1280,900");
        if (!scripts) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        logs.enable(LogType.PERFORMANCE, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        options.setExperimentalOption("perfLoggingPrefs", Map.of("enableNetwork", true, "enablePage", false));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(SCRIPT_TIMEOUT);
    }

    /**
     * Prints a page to PDF as a reader would from the command line, {@code chromium --headless --print-to-pdf}, with
     * no header or footer of Chromium's own (the page's CSS makes its own).
     */
    static void printToPdf(Path page, Path pdf) throws IOException, InterruptedException {
        printToPdf(page.toUri().toString(), pdf);
    }

    /** Prints the page at url (a file's, with a query perhaps) to PDF, as {@link #printToPdf(Path, Path)} does. */
    static void printToPdf(String page, Path pdf) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("nimbook-print-");
        Process chromium = new ProcessBuilder(BINARY, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--no-pdf-header-footer", "--print-to-pdf=" + pdf,
                page).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!chromium.waitFor(120, java.util.concurrent.TimeUnit.SECONDS) || chromium.exitValue() != 0
                    || !Files.exists(pdf)) {
                throw new AssertionError("chromium did not print " + page);
            }
        } finally {
            chromium.destroyForcibly();
            try (Stream<Path> walk = Files.walk(profile)) {
                walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }

    void open(String url) {
        driver.get(url);
    }

    private static final Path AXE = Path.of("src/test/node_modules/axe-core/axe.min.js");
    private static final Duration SCRIPT_TIMEOUT = Duration.ofSeconds(20);

    /**
     * axe-core's violations on the page as it is, one line each ("rule: selector …"), every block of the text laid out
     * first (far from the screen a block is not, and its scrollers are not yet marked). axe is installed by the test
     * command (npm ci --prefix src/test).
     */
    @SuppressWarnings("unchecked")
    List<String> accessibilityViolations() throws IOException {
        if (!Files.exists(AXE)) {
            throw new AssertionError("axe-core is missing: npm ci --prefix src/test (the README's test command runs it)");
        }
        layOutEverything();
        script("if (!window.axe) { var s = document.createElement('script'); s.textContent = arguments[0];"
                + " document.head.appendChild(s); }", Files.readString(AXE));
        // preload: false, or axe fetches the stylesheets again, which a page from disk may not. A page of hundreds of
        // formulas takes axe half a minute on a loaded machine: it has two.
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
        try {
            return (List<String>) script("return axe.run(document, { resultTypes: ['violations'], preload: false })"
                    + ".then(function (r) { var out = []; r.violations.forEach(function (v) { v.nodes.forEach(function (n)"
                    + " { out.push(v.id + ': ' + n.target.join(' ') + ' ' + (n.failureSummary || '').replace(/\\s+/g,"
                    + " ' ')); }); }); return out; })");
        } finally {
            driver.manage().timeouts().scriptTimeout(SCRIPT_TIMEOUT);
        }
    }

    /**
     * Lays out every block of the text (those far from the screen are not, to spare a phone) and waits until the page
     * has reacted (its formulas typeset, its scrollers marked): for checks of the whole page's layout.
     */
    void layOutEverything() {
        await("every formula typeset", () -> !Boolean.TRUE.equals(script("return !!document.querySelector('span.math')"
                + " && document.documentElement.getAttribute('data-math') !== 'rendered'")));
        script("if (!document.getElementById('nb-test-layout')) { var style = document.createElement('style');"
                + " style.id = 'nb-test-layout'; style.textContent = 'main > article > * { content-visibility: visible"
                + " !important; }'; document.head.appendChild(style); }"
                + " return new Promise(function (done) { requestAnimationFrame(function () {"
                + " requestAnimationFrame(function () { setTimeout(done, 0); }); }); });");
    }

    /**
     * Fetches the page's solver as the widgets do when first asked (assets/solver.js, beside the page) and defines its
     * functions (nimbookAnalyze, …) on the page itself, those of one page's solver (nimbookPage), where a test calls
     * them directly; the widgets run their own in a worker.
     */
    void defineSolver() {
        script("if (!window.nimbookSolver) { var script = document.createElement('script');"
                + " script.src = 'assets/solver.js'; document.head.appendChild(script); }");
        await("the solver script", () -> Boolean.TRUE.equals(script("return typeof window.nimbookSolver === 'function'")));
        script("if (!window.nimbookAnalyze) { nimbookSolver(); var page = nimbookPage(); ['nimbookAnalyze',"
                + " 'nimbookOptions', 'nimbookReply', 'nimbookCheck', 'nimbookWork', 'nimbookHints', 'nimbookDeal', 'nimbookPicture',"
                + " 'nimbookLoopy', 'nimbookLoopyReply'].forEach(function (name) { window[name] = page[name].bind(page); }); }");
    }

    Object script(String javascript, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(javascript, arguments);
    }

    /** Waits up to ten seconds for a condition of the page. */
    void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + " on " + driver.getCurrentUrl());
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void drain() {
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                consoleErrors.add(entry.getMessage());
            }
        }
        Json json = new Json();
        for (LogEntry entry : driver.manage().logs().get(LogType.PERFORMANCE)) {
            Map<String, Object> parsed = json.toType(entry.getMessage(), Json.MAP_TYPE);
            Map<String, Object> message = (Map<String, Object>) parsed.get("message");
            if ("Network.requestWillBeSent".equals(message.get("method"))) {
                Map<String, Object> params = (Map<String, Object>) message.get("params");
                requests.add((String) ((Map<String, Object>) params.get("request")).get("url"));
            }
        }
    }

    /** Console errors, uncaught exceptions and failed loads since the browser started. */
    List<String> consoleErrors() {
        drain();
        return List.copyOf(consoleErrors);
    }

    /** The console errors so far, forgotten once returned: for a test that provokes one on purpose. */
    List<String> takeConsoleErrors() {
        List<String> taken = consoleErrors();
        consoleErrors.clear();
        return taken;
    }

    /**
     * Requests since the last call that left the machine: URLs that are neither files, data nor on the loopback
     * interface, and whatever reached the proxy (which only requests for other hosts do).
     */
    List<String> foreignRequests() {
        drain();
        List<String> foreign = new ArrayList<>();
        for (String url : requests) {
            boolean local = url.startsWith("file:") || url.startsWith("data:") || url.startsWith("blob:")
                    || url.startsWith("about:") || url.startsWith("chrome:") || url.startsWith("http://127.0.0.1:");
            if (!local) {
                foreign.add(url);
            }
        }
        requests.clear();
        foreign.addAll(proxy.drain());
        return foreign;
    }

    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            proxy.close();
            delete(profile);
        }
    }

    /** Deletes a folder of a test's, and everything in it. */
    static void delete(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
