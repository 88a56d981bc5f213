package nimbook.render;

import freemarker.cache.ClassTemplateLoader;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.core.InvalidReferenceException;
import freemarker.core.ParseException;
import freemarker.core.TemplateClassResolver;
import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateHashModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nimbook.diag.SourcePosition;
import nimbook.diag.SourceText;
import nimbook.text.Spelling;

/**
 * The book's FreeMarker templates: one configuration for a whole build. A book's own {@code templates/}
 * folder comes first; any template it lacks comes from the built-in set. A missing variable or a syntax
 * error is an error naming the template, line and column.
 */
public final class Templates {
    /** Where the built-in templates live on the class path. */
    static final String BUILT_IN = "/nimbook/templates";

    static {
        // Template errors are reported as diagnostics, never logged: without this FreeMarker probes for four logging
        // libraries at start-up (a class lookup that fails for each) and then starts java.util.logging.
        if (System.getProperty(freemarker.log.Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY) == null) {
            System.setProperty(freemarker.log.Logger.SYSTEM_PROPERTY_NAME_LOGGER_LIBRARY,
                    freemarker.log.Logger.LIBRARY_NAME_NONE);
        }
    }

    private final Configuration configuration;
    private final Path directory;
    private final String displayRoot;
    private final ConcurrentHashMap<String, Boolean> existing = new ConcurrentHashMap<>();
    /** The {@code hole} macro directives' templates call ({@link Holed}). */
    private final Template hole;
    private final Frozen frozen;

    /**
     * @param directory the book's template folder, or null to use only the built-in templates
     * @param displayRoot how that folder is named in error messages, e.g. {@code templates}
     */
    public Templates(Path directory, String displayRoot) {
        this.directory = directory;
        this.displayRoot = displayRoot;
        configuration = new Configuration(Configuration.VERSION_2_3_35);
        List<TemplateLoader> loaders = new ArrayList<>();
        if (directory != null && Files.isDirectory(directory)) {
            try {
                loaders.add(new FileTemplateLoader(directory.toFile()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        loaders.add(new ClassTemplateLoader(Templates.class, BUILT_IN));
        configuration.setTemplateLoader(new MultiTemplateLoader(loaders.toArray(new TemplateLoader[0])));
        configuration.setDefaultEncoding("UTF-8");
        configuration.setOutputEncoding("UTF-8");
        configuration.setLocale(Locale.ROOT);
        configuration.setLocalizedLookup(false);
        configuration.setTimeZone(TimeZone.getTimeZone("UTC"));
        configuration.setNumberFormat("computer");
        configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        configuration.setLogTemplateExceptions(false);
        configuration.setWrapUncheckedExceptions(true);
        configuration.setFallbackOnNullLoopVariable(false);
        // Templates shape pages; they may not create Java objects (?new could run shell commands) or reach the
        // Java API behind the data.
        configuration.setNewBuiltinClassResolver(TemplateClassResolver.ALLOWS_NOTHING_RESOLVER);
        configuration.setAPIBuiltinEnabled(false);
        configuration.setObjectWrapper(new DefaultObjectWrapperBuilder(Configuration.VERSION_2_3_35).build());
        frozen = new Frozen(configuration.getObjectWrapper());
        try {
            hole = new Template(HOLE, new java.io.StringReader(Holed.MACRO), configuration);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Gives every template a function of one text that returns HTML, written as is: {@code ${position(text)}}. For
     * markup the book writes in Java too, so that both write it alike.
     */
    public void share(String name, UnaryOperator<String> html) {
        configuration.setSharedVariable(name, (freemarker.template.TemplateMethodModelEx) arguments -> {
            if (arguments.size() != 1 || !(arguments.get(0) instanceof freemarker.template.TemplateScalarModel text)) {
                String given = arguments.size() == 1 ? "something else" : arguments.size() + " values";
                throw new freemarker.template.TemplateModelException(name + " takes one text, not " + given + ": write ${"
                        + name + "(text)}");
            }
            return freemarker.core.HTMLOutputFormat.INSTANCE.fromMarkup(html.apply(text.getAsString()));
        });
    }

    /** Parses templates ahead of their first use; a template that fails is reported when it is used. */
    public void preload(List<String> names) {
        for (String name : names) {
            exists(name);
        }
    }

    /** Parses a template (once: the parsed template is kept), failing with its syntax error. */
    public Template parse(String name) throws TemplateException {
        try {
            return configuration.getTemplate(name);
        } catch (ParseException e) {
            throw syntaxError(e, name);
        } catch (TemplateNotFoundException e) {
            throw new TemplateException(new SourcePosition(path(name), 1, 1), "template \"" + name + "\" not found:"
                    + " create " + displayRoot + "/" + name + " or remove what uses it");
        } catch (IOException e) {
            // A template that failed to parse earlier (when preloaded) fails again with its cause attached.
            if (e.getCause() instanceof ParseException parse) {
                throw syntaxError(parse, name);
            }
            throw new TemplateException(new SourcePosition(path(name), 1, 1), "cannot read template: " + e.getMessage());
        }
    }

    /** Whether a template exists, in the book's folder or built in (asked once per block, answered once per name). */
    public boolean exists(String name) {
        return existing.computeIfAbsent(name, key -> {
            try {
                // ignoreMissing: a missing template is null rather than an exception.
                return configuration.getTemplate(key, null, null, null, true, true) != null;
            } catch (IOException e) {
                return true;
            }
        });
    }

    /**
     * A model converted once into FreeMarker's own values (records become hashes of their components, lists
     * sequences), for data every page shows: reading it then costs no reflection, however many pages use it.
     */
    public Object freeze(Object value) {
        try {
            return frozen.of(value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A record {@link #freeze frozen} without some of its components, for a template that must not have them: reading
     * one is an error that names it ({@code name.component}) and says why ({@code because}).
     */
    public Object freezeWithout(String name, Record value, Set<String> withheld, String because) {
        TemplateHashModel all = (TemplateHashModel) freeze(value);
        return new TemplateHashModel() {
            @Override
            public TemplateModel get(String key) throws TemplateModelException {
                if (withheld.contains(key)) {
                    throw new TemplateModelException(name + "." + key + " " + because);
                }
                return all.get(key);
            }

            @Override
            public boolean isEmpty() throws TemplateModelException {
                return all.isEmpty();
            }
        };
    }

    /**
     * Renders a template with a data model (records, lists, maps, strings). The model is frozen first, so
     * templates read record components as properties ({@code step.value}) and no reflection is needed.
     */
    public String render(String name, Object model) throws TemplateException {
        return rendered(name, model, null).pieces().get(0);
    }

    /**
     * Renders a directive's template, which writes its {@code holes} pieces of Markdown with {@code <@hole 0/>}…: its
     * HTML cut where it writes them.
     */
    public Holed render(String name, Object model, int holes) throws TemplateException {
        return rendered(name, model, holes);
    }

    private Holed rendered(String name, Object model, Integer holes) throws TemplateException {
        Template template = parse(name);
        try {
            Text out = new Text();
            freemarker.core.Environment environment = template.createProcessingEnvironment(freeze(model), out);
            Holed.Recorder recorder = holes == null ? null : new Holed.Recorder(holes, out);
            if (recorder != null) {
                environment.setGlobalVariable(Holed.DIRECTIVE, recorder);
                environment.include(hole);
            }
            environment.process();
            return recorder == null ? new Holed(List.of(out.toString()), List.of()) : recorder.cut(out.toString());
        } catch (StackOverflowError e) {
            throw new TemplateException(new SourcePosition(path(name), 1, 1), "the template calls itself without end (a"
                    + " macro or #include that reaches itself again): give the recursion a case that stops");
        } catch (freemarker.template.TemplateException e) {
            throw failure(e, name, model);
        } catch (IOException e) {
            // An #include that failed to parse.
            if (e.getCause() instanceof ParseException parse) {
                throw syntaxError(parse, name);
            }
            throw new TemplateException(new SourcePosition(path(name), 1, 1), "cannot read template: " + e.getMessage());
        }
    }

    /** A template's failure, in one line, at its line and column. */
    private TemplateException failure(freemarker.template.TemplateException e, String name, Object model) {
        Integer line = e.getLineNumber();
        Integer column = e.getColumnNumber();
        String blamed = e.getBlamedExpressionString();
        String message = firstLine(e.getMessageWithoutStackTop());
        if (blamed != null && !message.contains(blamed)) {
            message = message.endsWith(":") ? message + " " + blamed : message + " (" + blamed + ")";
        }
        String failed = e.getTemplateSourceName() == null ? name : e.getTemplateSourceName();
        if (HOLE.equals(failed)) {
            // The hole macro failed: the author's template is where it was called, the FTL stack's next place.
            Matcher caller = CALLER.matcher(e.getFTLInstructionStack() == null ? "" : e.getFTLInstructionStack());
            while (caller.find()) {
                if (!caller.group(1).equals(HOLE)) {
                    return new TemplateException(new SourcePosition(failedPath(caller.group(1)),
                            Integer.parseInt(caller.group(2)), Integer.parseInt(caller.group(3))), message);
                }
            }
            failed = name;
        }
        // FreeMarker's advice for these runs over several lines; ours fits on one. It suggests a default, which
        // would hide a misspelt name for good: the names this template is given are more use.
        if (e instanceof InvalidReferenceException) {
            message += ": check the name against the data each template is given (see"
                    + " docs/templates.md)" + (failed.equals(name) && model instanceof Map<?, ?> given
                            ? given(blamed, given.keySet()) : "");
        } else if (e.getCause() instanceof TemplateNotFoundException missing) {
            message = "<#include> or <#import> names a template that does not exist, \"" + missing.getTemplateName()
                    + "\": create " + displayRoot + "/" + missing.getTemplateName() + " or correct the name";
        }
        return new TemplateException(new SourcePosition(failedPath(failed), line == null ? 1 : line,
                column == null ? 1 : column), message);
    }

    /** The hole macro's name as a template, which no file of the book has. */
    private static final String HOLE = "nimbook:hole";
    /** A place in FreeMarker's stack of instructions: {@code [in template "x.ftlh" at line 5, column 1]}. */
    private static final Pattern CALLER = Pattern.compile(
            "in template \"([^\"]+)\"(?: in [a-z]+ \"[^\"]*\")? at line (\\d+), column (\\d+)");

    /** "; it is given a, b (did you mean "b"?)", for a name a template was not given. */
    private static String given(String blamed, Set<?> names) {
        List<String> sorted = names.stream().map(String::valueOf).sorted().toList();
        return (blamed == null || blamed.contains(".") ? "" : Spelling.suggest(blamed, sorted)) + "; this template is"
                + " given " + String.join(", ", sorted);
    }

    /** A writer into an unsynchronised buffer (StringWriter's StringBuffer locks on every write). */
    static final class Text extends Writer {
        private final StringBuilder text = new StringBuilder(16_384);

        int length() {
            return text.length();
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            text.append(chars, offset, length);
        }

        @Override
        public void write(String string, int offset, int length) {
            text.append(string, offset, offset + length);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }

    private String path(String templateName) {
        return displayRoot + "/" + templateName;
    }

    /** Where a template that failed is: the book's own file, or the built-in one (which the book uses when it has none). */
    private String failedPath(String templateName) {
        return directory != null && Files.isRegularFile(directory.resolve(templateName)) ? path(templateName)
                : "built-in " + templateName;
    }

    /**
     * A syntax error, at its place, in one line. FreeMarker's own message may end in a list of the tokens it
     * expected, one per line, which cannot fit: say instead what to look at.
     */
    private TemplateException syntaxError(ParseException e, String name) {
        String line = firstLine(e.getEditorMessage());
        int expecting = line.indexOf(", but was expecting");
        String message = expecting < 0 ? line : line.substring(0, expecting) + ", which FreeMarker does not expect here:"
                + " check the tag or ${…} it is in, and that every <#…> is closed";
        String failed = e.getTemplateName() == null ? name : e.getTemplateName();
        Matcher unclosed = UNCLOSED.matcher(line);
        if (unclosed.find()) {
            // FreeMarker finds out at the end of the file, or at the end tag of what holds it; the author needs the tag
            // that is never closed.
            String directive = unclosed.group(1) != null ? unclosed.group(1) : unclosed.group(2);
            SourcePosition opened = unclosedTag(failed, directive);
            if (opened != null) {
                return new TemplateException(opened, "this <#" + directive + "> is never closed: end it with </#"
                        + directive + ">");
            }
        }
        return new TemplateException(new SourcePosition(path(failed), e.getLineNumber(), e.getColumnNumber()), message);
    }

    private static final Pattern UNCLOSED = Pattern.compile("unclosed #(\\w+)|only this can be closed: \"#(\\w+)\"");

    /** Where the last {@code <#name>} of the book's template that no {@code </#name>} closes is, or null. */
    private SourcePosition unclosedTag(String templateName, String directive) {
        Path file = directory == null ? null : directory.resolve(templateName);
        if (file == null || !Files.isRegularFile(file)) {
            return null;
        }
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            return null;
        }
        Matcher tag = Pattern.compile("<(/?)#" + directive + "(?=[\\s>/])").matcher(text);
        ArrayDeque<Integer> open = new ArrayDeque<>();
        while (tag.find()) {
            if (tag.group(1).isEmpty()) {
                open.push(tag.start());
            } else if (!open.isEmpty()) {
                open.pop();
            }
        }
        return open.isEmpty() ? null : new SourceText(path(templateName), text).at(open.peek());
    }

    private static String firstLine(String message) {
        String text = message == null ? "template error" : message.strip();
        int newline = text.indexOf('\n');
        return (newline < 0 ? text : text.substring(0, newline)).strip();
    }
}
