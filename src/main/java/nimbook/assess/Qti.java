package nimbook.assess;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * IMS QTI 1.2 in an IMS content package, in Canvas's flavour: a zip of {@code imsmanifest.xml} and one QTI file per
 * exercise, an {@code objectbank} whose {@code bank_title} names the question bank Canvas files its items in. Each item
 * carries Canvas's {@code question_type} and {@code points_possible} metadata and the response processing Canvas's own
 * exports write: a numerical answer as {@code varequal} or-ed with the range from it to itself, one choice as a
 * {@code varequal} per right choice, every winning move as an {@code and} of the right choices and the {@code not} of the
 * others, an essay graded by hand; the general feedback is the item feedback {@code general_fb}. A question's pictures
 * are files of the package, {@code pictures/NAME.svg}, each listed in the manifest as a file of the resources that show
 * it, and shown by an {@code <img>} in the item's HTML with that relative path: Canvas's converter copies every file a
 * manifest lists (QTIMigrationTool), makes each an attachment of the course (qti_exporter's Qti.convert_files) and
 * points an {@code src} that names a file's path at that attachment (Qti::HtmlHelper). The entries carry a fixed
 * date, so that the same bank gives the same bytes.
 */
final class Qti {
    static final String NAMESPACE = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";
    private static final long FIXED_TIME = 946_684_800_000L; // 2000-01-01, as the zip's date
    /** The folder of the pictures in the package, as the items' HTML names them. */
    static final String PICTURES = "pictures/";

    private final XMLStreamWriter xml;

    private Qti(XMLStreamWriter xml) {
        this.xml = xml;
    }

    static void write(Bank bank, OutputStream out) throws IOException {
        ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8);
        // Each QTI file, with the pictures its items show; each picture once, by name.
        Map<String, SortedSet<String>> files = new LinkedHashMap<>();
        SortedMap<String, Figure> pictures = new TreeMap<>();
        for (Bank.Category category : bank.categories()) {
            String file = ident(category.name()) + ".xml";
            SortedSet<String> shown = new TreeSet<>();
            for (Bank.Question question : category.questions()) {
                for (Figure figure : question.figures()) {
                    shown.add(PICTURES + figure.file());
                    pictures.put(PICTURES + figure.file(), figure);
                }
            }
            files.put(file, shown);
            entry(zip, file, xml -> new Qti(xml).objectbank(bank, category));
        }
        for (Map.Entry<String, Figure> picture : pictures.entrySet()) {
            entry(zip, picture.getKey(), picture.getValue().svg().getBytes(StandardCharsets.UTF_8));
        }
        entry(zip, "imsmanifest.xml", xml -> manifest(xml, files));
        zip.finish();
    }

    private interface Document {
        void write(XMLStreamWriter xml) throws XMLStreamException;
    }

    /** Part of an element being written. */
    private interface Body {
        void write() throws XMLStreamException;
    }

    private static void entry(ZipOutputStream zip, String name, Document document) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(bytes, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            document.write(xml);
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException(e);
        }
        entry(zip, name, bytes.toByteArray());
    }

    private static void entry(ZipOutputStream zip, String name, byte[] bytes) throws IOException {
        ZipEntry entry = new ZipEntry(name);
        entry.setTime(FIXED_TIME);
        zip.putNextEntry(entry);
        zip.write(bytes);
        zip.closeEntry();
    }

    /** An identifier from a name: letters, digits, '-' and '.' ("Exercise 5.3" is exercise-5.3). */
    static String ident(String name) {
        StringBuilder ident = new StringBuilder();
        for (char c : name.toLowerCase(java.util.Locale.ROOT).toCharArray()) {
            ident.append(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' ? c : '-');
        }
        return ident.toString();
    }

    /** The manifest: a resource per QTI file, listing it and the pictures its items show. */
    private static void manifest(XMLStreamWriter xml, Map<String, SortedSet<String>> files) throws XMLStreamException {
        String cp = "http://www.imsglobal.org/xsd/imscp_v1p1";
        xml.writeStartElement("manifest");
        xml.writeDefaultNamespace(cp);
        xml.writeNamespace("xsi", XSI);
        xml.writeAttribute("xsi", XSI, "schemaLocation", cp + " http://www.imsglobal.org/xsd/imscp_v1p1.xsd");
        xml.writeAttribute("identifier", "nimbook-question-banks");
        xml.writeStartElement("metadata");
        text(xml, "schema", "IMS Content");
        text(xml, "schemaversion", "1.1.3");
        xml.writeEndElement();
        xml.writeEmptyElement("organizations");
        xml.writeStartElement("resources");
        for (Map.Entry<String, SortedSet<String>> file : files.entrySet()) {
            xml.writeStartElement("resource");
            xml.writeAttribute("identifier", file.getKey().substring(0, file.getKey().length() - ".xml".length()));
            xml.writeAttribute("type", "imsqti_xmlv1p2");
            xml.writeAttribute("href", file.getKey());
            xml.writeEmptyElement("file");
            xml.writeAttribute("href", file.getKey());
            for (String picture : file.getValue()) {
                xml.writeEmptyElement("file");
                xml.writeAttribute("href", picture);
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private void objectbank(Bank bank, Bank.Category category) throws XMLStreamException {
        xml.writeStartElement("questestinterop");
        xml.writeDefaultNamespace(NAMESPACE);
        xml.writeNamespace("xsi", XSI);
        xml.writeAttribute("xsi", XSI, "schemaLocation", NAMESPACE + " http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd");
        xml.writeStartElement("objectbank");
        xml.writeAttribute("ident", ident(category.name()));
        xml.writeStartElement("qtimetadata");
        field("bank_title", BankFormat.clean(bank.title()).strip() + ": " + category.name());
        xml.writeEndElement();
        for (Bank.Question question : category.questions()) {
            item(question);
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private void item(Bank.Question question) throws XMLStreamException {
        Bank.Answer answer = question.answer();
        xml.writeStartElement("item");
        xml.writeAttribute("ident", ident(question.id()));
        xml.writeAttribute("title", BankFormat.clean(question.name()));
        xml.writeStartElement("itemmetadata");
        xml.writeStartElement("qtimetadata");
        field("question_type", answer instanceof Bank.Numerical ? "numerical_question"
                : answer instanceof Bank.Essay ? "essay_question"
                : ((Bank.Choices) answer).single() ? "multiple_choice_question" : "multiple_answers_question");
        field("points_possible", "1.0");
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeStartElement("presentation");
        material(Figure.before(question.figures(), PICTURES, question.text()));
        if (answer instanceof Bank.Choices choices) {
            xml.writeStartElement("response_lid");
            xml.writeAttribute("ident", "response1");
            xml.writeAttribute("rcardinality", choices.single() ? "Single" : "Multiple");
            xml.writeStartElement("render_choice");
            xml.writeAttribute("shuffle", "Yes");
            for (int i = 0; i < choices.choices().size(); i++) {
                xml.writeStartElement("response_label");
                xml.writeAttribute("ident", choiceId(i));
                material(choices.choices().get(i).html());
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndElement();
        } else {
            xml.writeStartElement("response_str");
            xml.writeAttribute("ident", "response1");
            xml.writeAttribute("rcardinality", "Single");
            xml.writeStartElement("render_fib");
            if (answer instanceof Bank.Numerical) {
                xml.writeAttribute("fibtype", "Decimal");
            }
            xml.writeEmptyElement("response_label");
            xml.writeAttribute("ident", "answer1");
            xml.writeAttribute("rshuffle", "No");
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeEndElement();
        resprocessing(answer, !feedback(question).isEmpty());
        if (!feedback(question).isEmpty()) {
            xml.writeStartElement("itemfeedback");
            xml.writeAttribute("ident", "general_fb");
            xml.writeStartElement("flow_mat");
            material(feedback(question));
            xml.writeEndElement();
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }

    /** What the item's general feedback shows: the worked solution, or an essay's model proof. */
    private static String feedback(Bank.Question question) {
        return question.answer() instanceof Bank.Essay essay ? essay.graderInfo() : question.feedback();
    }

    static String choiceId(int index) {
        return "choice" + (index + 1);
    }

    private void resprocessing(Bank.Answer answer, boolean feedback) throws XMLStreamException {
        xml.writeStartElement("resprocessing");
        xml.writeStartElement("outcomes");
        xml.writeEmptyElement("decvar");
        xml.writeAttribute("maxvalue", "100");
        xml.writeAttribute("minvalue", "0");
        xml.writeAttribute("varname", "SCORE");
        xml.writeAttribute("vartype", "Decimal");
        xml.writeEndElement();
        if (feedback) {
            xml.writeStartElement("respcondition");
            xml.writeAttribute("continue", "Yes");
            xml.writeStartElement("conditionvar");
            xml.writeEmptyElement("other");
            xml.writeEndElement();
            xml.writeEmptyElement("displayfeedback");
            xml.writeAttribute("feedbacktype", "Response");
            xml.writeAttribute("linkrefid", "general_fb");
            xml.writeEndElement();
        }
        scoring(answer);
        xml.writeEndElement();
    }

    /** The conditions that score 100: the right number, choice or choices; none for an essay, marked by hand. */
    private void scoring(Bank.Answer answer) throws XMLStreamException {
        if (answer instanceof Bank.Numerical numerical) {
            String value = Long.toString(numerical.value());
            scored(() -> {
                xml.writeStartElement("or");
                compare("varequal", value);
                xml.writeStartElement("and");
                compare("vargte", value);
                compare("varlte", value);
                xml.writeEndElement();
                xml.writeEndElement();
            });
        } else if (answer instanceof Bank.Choices choices && choices.single()) {
            for (int i = 0; i < choices.choices().size(); i++) {
                if (choices.choices().get(i).fraction() > 0) {
                    String id = choiceId(i);
                    scored(() -> compare("varequal", id));
                }
            }
        } else if (answer instanceof Bank.Choices choices) {
            scored(() -> {
                xml.writeStartElement("and");
                for (int i = 0; i < choices.choices().size(); i++) {
                    boolean right = choices.choices().get(i).fraction() > 0;
                    if (!right) {
                        xml.writeStartElement("not");
                    }
                    compare("varequal", choiceId(i));
                    if (!right) {
                        xml.writeEndElement();
                    }
                }
                xml.writeEndElement();
            });
        } else {
            // An essay: marked by hand, so any response is only recorded.
            xml.writeStartElement("respcondition");
            xml.writeAttribute("continue", "No");
            xml.writeStartElement("conditionvar");
            xml.writeEmptyElement("other");
            xml.writeEndElement();
            xml.writeEndElement();
        }
    }

    /** A condition that, met, sets the score to 100. */
    private void scored(Body condition) throws XMLStreamException {
        xml.writeStartElement("respcondition");
        xml.writeAttribute("continue", "No");
        xml.writeStartElement("conditionvar");
        condition.write();
        xml.writeEndElement();
        xml.writeStartElement("setvar");
        xml.writeAttribute("action", "Set");
        xml.writeAttribute("varname", "SCORE");
        xml.writeCharacters("100");
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private void compare(String test, String value) throws XMLStreamException {
        xml.writeStartElement(test);
        xml.writeAttribute("respident", "response1");
        xml.writeCharacters(value);
        xml.writeEndElement();
    }

    private void material(String html) throws XMLStreamException {
        xml.writeStartElement("material");
        xml.writeStartElement("mattext");
        xml.writeAttribute("texttype", "text/html");
        xml.writeCharacters(BankFormat.clean(html));
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private void field(String label, String entry) throws XMLStreamException {
        xml.writeStartElement("qtimetadatafield");
        text(xml, "fieldlabel", label);
        text(xml, "fieldentry", entry);
        xml.writeEndElement();
    }

    private static void text(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }
}
