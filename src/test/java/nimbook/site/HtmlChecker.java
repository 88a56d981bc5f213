package nimbook.site;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import nu.validator.messages.MessageEmitter;
import nu.validator.messages.MessageEmitterAdapter;
import nu.validator.messages.MessageTextHandler;
import nu.validator.messages.types.MessageType;
import nu.validator.validation.SimpleDocumentValidator;
import nu.validator.xml.SystemErrErrorHandler;

/**
 * Offline HTML5 checking with the Nu Html Checker (vnu), as its command-line client does it:
 * the bundled html5-all schema, the same message filtering and error/warning/info classification.
 * One instance checks many files (the schema is compiled once); not thread-safe.
 */
final class HtmlChecker {

    /** What vnu reported for one file; each entry is "file:line:col: message". */
    public record Report(Path file, List<String> errors, List<String> warnings) {}

    private final SimpleDocumentValidator validator;
    private final Collector collector = new Collector();

    public HtmlChecker() throws Exception {
        // vnu logs through log4j 1.x; unconfigured, log4j prints 3 "log4j:WARN No appenders" lines to stderr.
        org.apache.log4j.Logger root = org.apache.log4j.Logger.getRootLogger();
        if (!root.getAllAppenders().hasMoreElements()) {
            root.addAppender(new org.apache.log4j.varia.NullAppender());
        }
        // (initializeLog4j=false: leave log4j 1.x alone; logUrls=false; language detection on, as the CLI)
        validator = new SimpleDocumentValidator(false, false, true);
        validator.setUpMainSchema("http://s.validator.nu/html5-all.rnc", new SystemErrErrorHandler());
        MessageEmitterAdapter adapter = new MessageEmitterAdapter(null, validator.getSourceCode(),
                false, null, 0, true, collector);
        adapter.setErrorsOnly(false);
        adapter.setHtml(true);
        adapter.start(null);
        validator.setUpValidatorAndParsers(adapter, false, false);
    }

    /** Checks one file as text/html, UTF-8. */
    public Report check(Path file) throws IOException, SAXException {
        collector.start(file);
        try (InputStream in = Files.newInputStream(file)) {
            InputSource source = new InputSource(in);
            source.setSystemId(file.toUri().toString());
            validator.checkHtmlInputSource(source); // sets the encoding to UTF-8
        }
        return new Report(file, List.copyOf(collector.errors), List.copyOf(collector.warnings));
    }

    /** Receives the messages after vnu's own filtering; "info" messages (not warnings) are dropped. */
    private static final class Collector extends MessageEmitter implements MessageTextHandler {
        private final List<String> errors = new ArrayList<>();
        private final List<String> warnings = new ArrayList<>();
        private Path file;
        private List<String> target;
        private final StringBuilder text = new StringBuilder();

        void start(Path file) {
            this.file = file;
            errors.clear();
            warnings.clear();
        }

        @Override
        public void startMessage(MessageType type, String systemId, int firstLine, int firstColumn,
                int lastLine, int lastColumn, boolean exact) {
            if ("error".equals(type.getSuperType()) || "non-document-error".equals(type.getSuperType())) {
                target = errors; // error, fatal (parse abort), io, schema, internal
            } else if ("warning".equals(type.getSubType())) {
                target = warnings;
            } else {
                target = null; // plain info
            }
            int line = firstLine != -1 ? firstLine : lastLine;
            int column = firstColumn != -1 ? firstColumn : lastColumn;
            text.setLength(0);
            text.append(file).append(':').append(line).append(':').append(column).append(": ");
        }

        @Override
        public MessageTextHandler startText() {
            return this;
        }

        @Override
        public void endMessage() {
            if (target != null) {
                target.add(text.toString());
            }
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            for (int i = start; i < start + length; i++) {
                char c = ch[i];
                text.append(c == '\n' || c == '\r' ? ' ' : c);
            }
        }

        @Override
        public void startCode() {
            text.append('“');
        }

        @Override
        public void endCode() {
            text.append('”');
        }

        @Override
        public void startLink(String href, String title) {}

        @Override
        public void endLink() {}
    }
}
