package nimbook.assess;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Moodle's question import, as its source reads a file (question/format/gift/format.php, question/format/xml/format.php
 * and the base class question/format.php), and the rules it applies before and while saving each question
 * (importprocess's grade check, qtype_multichoice and qtype_numerical's save_question_options, split_category_path):
 * written again here so that tests can hold every exported bank to them. {@link #problems} lists what Moodle would
 * refuse; with its import form's default, "stop on error", one refusal loses the whole file. It lists too a picture a
 * question would show broken: the XML importer (import_text_with_files, import_files_as_draft) saves each {@code <file>}
 * of a text, base64-decoded, in the text's file area under its path and name, keeping the first of two with the same
 * path and name, and the text shows a file as {@code @@PLUGINFILE@@/name}; the file's type comes from its name's
 * extension (file_storage::mimetype), and lib/classes/filetypes.php makes {@code .svg} an image, image/svg+xml.
 */
final class MoodleImport {
    /** The grades Moodle allows (question_bank::fraction_options_full), as fractions. */
    static final double[] GRADES = {1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25,
        0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05, 0};
    private static final Pattern WEIGHT = Pattern.compile("^%-*([0-9]{1,2})\\.?([0-9]*)%");

    private MoodleImport() {
    }

    /**
     * A question as Moodle reads it: its category's names (the current one), type, name, texts and answers, and the files
     * of its text (GIFT has none).
     */
    record Imported(List<String> category, String type, String name, String text, String feedback, boolean single,
            List<Answer> answers, String graderInfo, List<File> files) {
    }

    /** A {@code <file>} of a text: its path and name in the text's file area, its encoding and its content as written. */
    record File(String path, String name, String encoding, String content) {
    }

    /** How a text names a file of its area (Moodle's PLUGINFILE placeholder), up to the quote that ends the address. */
    private static final Pattern PLUGINFILE = Pattern.compile("@@PLUGINFILE@@(/[^\"'\\s>]*)");

    /** An answer's text (a number for a numerical question), its fraction and its tolerance. */
    record Answer(String text, double fraction, String tolerance) {
    }

    /** Moodle's split_category_path: names split at each single "/", "//" read as "/", each trimmed. */
    static List<String> categoryNames(String path) {
        List<String> names = new ArrayList<>();
        for (String raw : path.split("(?<!/)/(?!/)", -1)) {
            names.add(raw.replace("//", "/").strip());
        }
        return names;
    }

    // ---------------------------------------------------------------- GIFT

    private static final String[] ESCAPED = {"\\:", "\\#", "\\=", "\\{", "\\}", "\\~", "\\n"};
    private static final String[] HELD = {"&&058;", "&&035;", "&&061;", "&&123;", "&&125;", "&&126;", "&&010"};
    private static final String[] MEANT = {":", "#", "=", "{", "}", "~", "\n"};

    private static String pre(String text) {
        String held = text.replace("\\\\", "&&092;");
        for (int i = 0; i < ESCAPED.length; i++) {
            held = held.replace(ESCAPED[i], HELD[i]);
        }
        return held.replace("&&092;", "\\");
    }

    private static String post(String text) {
        for (int i = 0; i < HELD.length; i++) {
            text = text.replace(HELD[i], MEANT[i]);
        }
        return text;
    }

    /** PHP's empty() on a string: "" and "0" are empty. */
    private static boolean empty(String text) {
        return text.isEmpty() || text.equals("0");
    }

    /** A GIFT file read as Moodle reads it; a question Moodle refuses while reading adds its reason to {@code errors}. */
    static List<Imported> gift(Path file, List<String> errors) throws Exception {
        String content = Files.readString(file, StandardCharsets.UTF_8);
        List<Imported> questions = new ArrayList<>();
        List<String> current = new ArrayList<>();
        List<String> category = List.of();
        for (String line : (content + "\n").split("\n", -1)) {
            String trimmed = line.strip();
            if (empty(trimmed)) {
                if (!current.isEmpty()) {
                    Object read = giftQuestion(current, category, errors);
                    if (read instanceof Imported imported) {
                        questions.add(imported);
                    } else if (read instanceof String path) {
                        category = categoryNames(path);
                    }
                    current = new ArrayList<>();
                }
            } else {
                current.add(trimmed);
            }
        }
        return questions;
    }

    /** One question (an Imported), a category's path (a String), or null when Moodle refuses it. */
    private static Object giftQuestion(List<String> lines, List<String> category, List<String> errors) {
        List<String> kept = new ArrayList<>();
        lines.forEach(line -> kept.add(line.startsWith("//") ? " " : line));
        String text = pre(String.join("\n", kept).strip());
        if (text.startsWith("$CATEGORY:")) {
            return text.substring(10).strip();
        }
        String name = null;
        if (text.startsWith("::")) {
            text = text.substring(2);
            int end = text.indexOf("::");
            if (end >= 0) {
                name = post(text.substring(0, end)).strip();
                text = text.substring(end + 2).strip();
            }
        }
        int start = text.indexOf('{');
        int finish = text.indexOf('}');
        if (start < 0 || finish < 0) {
            errors.add(name + ": " + (start < 0 && finish < 0 ? "no answers: read as a description" : "braces"));
            return null;
        }
        String answers = text.substring(start + 1, finish).strip();
        if (finish != text.length() - 1) {
            errors.add(name + ": text after the answers: read as a missing-word question");
        }
        String questionText = text.substring(0, start) + text.substring(finish + 1);
        String feedback = "";
        int general = answers.lastIndexOf("####");
        if (general >= 0) {
            feedback = answers.substring(general + 4);
            answers = answers.substring(0, general).strip();
        }
        String[] question = format(questionText);
        String[] general2 = format(feedback);
        String type = answers.isEmpty() ? "essay" : answers.charAt(0) == '#' ? "numerical"
                : answers.contains("~") ? "multichoice" : answers.contains("=") && answers.contains("->") ? "match"
                : "shortanswer";
        List<Answer> read = new ArrayList<>();
        boolean single = answers.contains("=");
        if (type.equals("multichoice")) {
            List<String> parts = new ArrayList<>(List.of(answers.replace("=", "~=").split("~", -1)));
            if (empty(parts.get(0).strip())) {
                parts.remove(0);
            }
            if (parts.size() < 2) {
                errors.add(name + ": a multiple choice needs at least 2 answers");
                return null;
            }
            for (String part : parts) {
                String answer = part.strip();
                double weight = 0;
                Matcher matcher = WEIGHT.matcher(answer);
                if (answer.startsWith("=")) {
                    weight = 1;
                    answer = answer.substring(1);
                } else if (matcher.find()) {
                    answer = answer.substring(1);
                    weight = Double.parseDouble(answer.substring(0, answer.indexOf('%'))) / 100;
                    answer = answer.substring(answer.indexOf('%') + 1);
                }
                read.add(new Answer(format(answer.split("#", 2)[0].strip())[1], weight, ""));
            }
        } else if (type.equals("numerical")) {
            List<String> parts = new ArrayList<>(List.of(answers.substring(1).split("=", -1)));
            if (empty(parts.get(0).strip())) {
                parts.remove(0);
            }
            if (parts.isEmpty()) {
                errors.add(name + ": no numerical answer (Moodle's giftnonumericalanswers)");
                return null;
            }
            for (String part : parts) {
                String answer = part.strip().split("#", 2)[0].strip();
                int colon = answer.indexOf(':');
                read.add(colon > 0 ? new Answer(answer.substring(0, colon).strip(), 1, answer.substring(colon + 1).strip())
                        : new Answer(answer, 1, "0"));
            }
        }
        return new Imported(category, type, name, question[1], general2[1], type.equals("multichoice") && single, read,
                "", List.of());
    }

    /** parse_text_with_format: a leading [format], then the text with its escapes undone, trimmed. */
    private static String[] format(String text) {
        String format = "moodle";
        if (text.startsWith("[")) {
            int end = text.indexOf(']');
            String named = text.substring(1, end);
            if (List.of("moodle", "html", "plain", "markdown").contains(named)) {
                format = named;
                text = text.substring(end + 1);
            }
        }
        return new String[] {format, post(text).strip()};
    }

    // ---------------------------------------------------------------- Moodle XML

    /** A Moodle XML file read as Moodle's qformat_xml reads it. */
    static List<Imported> xml(Path file) throws Exception {
        Element quiz = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile()).getDocumentElement();
        List<Imported> questions = new ArrayList<>();
        List<String> category = List.of();
        for (Element question : children(quiz, "question")) {
            String type = question.getAttribute("type");
            if (type.equals("category")) {
                category = categoryNames(text(child(question, "category")));
                continue;
            }
            List<Answer> answers = new ArrayList<>();
            for (Element answer : children(question, "answer")) {
                Element tolerance = child(answer, "tolerance");
                answers.add(new Answer(text(answer), Double.parseDouble(answer.getAttribute("fraction")) / 100,
                        tolerance == null ? "" : tolerance.getTextContent().strip()));
            }
            Element single = child(question, "single");
            questions.add(new Imported(category, type, text(child(question, "name")),
                    text(child(question, "questiontext")), text(child(question, "generalfeedback")),
                    type.equals("multichoice") && (single == null
                            || !List.of("false", "", "0").contains(single.getTextContent().strip())), answers,
                    text(child(question, "graderinfo")), files(child(question, "questiontext"))));
        }
        return questions;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    /** The {@code <file>}s of a text; its path "/" unless the file names one, as import_files_as_draft reads them. */
    private static List<File> files(Element text) {
        List<File> files = new ArrayList<>();
        for (Element file : text == null ? List.<Element>of() : children(text, "file")) {
            files.add(new File(file.hasAttribute("path") ? file.getAttribute("path").strip() : "/",
                    file.getAttribute("name").strip(), file.getAttribute("encoding"), file.getTextContent()));
        }
        return files;
    }

    /** An element's {@code <text>}, trimmed; "" when there is none. */
    private static String text(Element element) {
        Element text = element == null ? null : child(element, "text");
        Node content = text;
        return content == null ? "" : content.getTextContent().strip();
    }

    // ---------------------------------------------------------------- the rules applied while importing and saving

    /** What Moodle refuses among questions read: each a line naming the question. */
    static List<String> problems(List<Imported> questions) {
        List<String> problems = new ArrayList<>();
        for (Imported question : questions) {
            String name = question.name();
            if (name == null || name.isBlank() || name.length() > 255) {
                problems.add("a question without a name Moodle keeps: " + name);
            }
            if (question.category().size() < 3 || !question.category().get(1).equals("top")
                    || question.category().stream().anyMatch(String::isEmpty)) {
                problems.add(name + ": category " + question.category());
            }
            for (Answer answer : question.answers()) {
                boolean allowed = false;
                for (double grade : GRADES) {
                    allowed |= Math.abs(Math.abs(answer.fraction()) - grade) < 0.00001;
                }
                if (!allowed) {
                    problems.add(name + ": grade " + answer.fraction() + " is not one Moodle allows");
                }
            }
            problems.addAll(fileProblems(question));
            switch (question.type()) {
                case "multichoice" -> {
                    long answered = question.answers().stream().filter(answer -> !answer.text().isBlank()).count();
                    double max = question.answers().stream().mapToDouble(Answer::fraction).max().orElse(-1);
                    double total = question.answers().stream().mapToDouble(Answer::fraction).filter(f -> f > 0).sum();
                    if (answered < 2) {
                        problems.add(name + ": a multiple choice needs at least 2 answers (notenoughanswers)");
                    }
                    if (question.single() && max != 1) {
                        problems.add(name + ": one answer must be 100% (fractionsnomax)");
                    }
                    if (!question.single() && Math.round(total * 100) / 100.0 != 1) {
                        problems.add(name + ": the right answers add up to " + total * 100 + "% (fractionsaddwrong)");
                    }
                }
                case "numerical" -> {
                    if (question.answers().stream().noneMatch(answer -> answer.fraction() == 1)) {
                        problems.add(name + ": no answer of 100%");
                    }
                    for (Answer answer : question.answers()) {
                        if (!answer.text().matches("-?[0-9]+(\\.[0-9]+)?") || !answer.tolerance().matches("[0-9.]+")) {
                            problems.add(name + ": " + answer.text() + ":" + answer.tolerance() + " is not a number");
                        }
                    }
                }
                case "essay" -> {
                    // The importer fills in every option an essay needs.
                }
                default -> problems.add(name + ": read as a " + question.type() + " question");
            }
        }
        return problems;
    }

    /**
     * What would show a picture broken: a file that is not base64 (the importer would save garbage), not an SVG image
     * named .svg, named twice (the importer keeps the first), or a name create_file_from_string refuses; a reference in
     * the text to a file the text does not carry; and a file the text never shows.
     */
    private static List<String> fileProblems(Imported question) {
        List<String> problems = new ArrayList<>();
        java.util.Set<String> carried = new java.util.HashSet<>();
        for (File file : question.files()) {
            String where = question.name() + ": file " + file.path() + file.name();
            if (!carried.add(file.path() + file.name())) {
                problems.add(where + " is there twice");
            }
            if (!file.encoding().equals("base64") || !file.path().equals("/") || !file.name().matches("[A-Za-z0-9._-]+")) {
                problems.add(where + ": encoding \"" + file.encoding() + "\", a name Moodle keeps as it is, in the folder /");
                continue;
            }
            try {
                String svg = new String(java.util.Base64.getDecoder().decode(file.content()), StandardCharsets.UTF_8);
                Element root = DocumentBuilderFactory.newNSInstance().newDocumentBuilder()
                        .parse(new org.xml.sax.InputSource(new java.io.StringReader(svg))).getDocumentElement();
                if (!file.name().endsWith(".svg") || !root.getLocalName().equals("svg")
                        || !"http://www.w3.org/2000/svg".equals(root.getNamespaceURI())) {
                    problems.add(where + " is not an SVG image named .svg");
                }
            } catch (IllegalArgumentException | org.xml.sax.SAXException | java.io.IOException
                    | javax.xml.parsers.ParserConfigurationException e) {
                problems.add(where + " does not decode to an image: " + e.getMessage());
            }
        }
        java.util.Set<String> shown = new java.util.HashSet<>();
        Matcher reference = PLUGINFILE.matcher(question.text());
        while (reference.find()) {
            shown.add(reference.group(1));
            if (!carried.contains(reference.group(1))) {
                problems.add(question.name() + ": the text shows @@PLUGINFILE@@" + reference.group(1)
                        + ", a file it does not carry");
            }
        }
        carried.stream().filter(file -> !shown.contains(file)).sorted().forEach(file -> problems.add(question.name()
                + ": file " + file + " is carried but never shown"));
        return problems;
    }
}
