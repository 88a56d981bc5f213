package nimbook.assess;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Moodle XML, as Moodle's question/format/xml reads it: a category question before each exercise's questions, then
 * numerical, multichoice or essay questions with the elements their importer reads (an HTML text in CDATA, as Moodle's
 * own exports write it, readable). A question's pictures are files of its text, {@code <file name="…" path="/"
 * encoding="base64">} after its {@code <text>}, which the importer saves in the question's text area and the text shows
 * as {@code @@PLUGINFILE@@/name}, as Moodle's own exports write them.
 */
final class MoodleXml {
    /** How a text names a file of its own: Moodle puts the text's file area in its place when it shows the text. */
    static final String PLUGINFILE = "@@PLUGINFILE@@/";

    private final XMLStreamWriter xml;

    private MoodleXml(XMLStreamWriter xml) {
        this.xml = xml;
    }

    static void write(Bank bank, Writer out) throws IOException {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            new MoodleXml(xml).bank(bank);
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IOException(e);
        }
    }

    private void bank(Bank bank) throws XMLStreamException {
        xml.writeStartDocument("UTF-8", "1.0");
        xml.writeCharacters("\n");
        xml.writeStartElement("quiz");
        for (Bank.Category category : bank.categories()) {
            xml.writeCharacters("\n  ");
            xml.writeStartElement("question");
            xml.writeAttribute("type", "category");
            element("category", BankFormat.categoryPath(bank, category), false, List.of());
            xml.writeEndElement();
            for (Bank.Question question : category.questions()) {
                xml.writeCharacters("\n  ");
                question(question);
            }
        }
        xml.writeCharacters("\n");
        xml.writeEndElement();
        xml.writeCharacters("\n");
        xml.writeEndDocument();
    }

    private void question(Bank.Question question) throws XMLStreamException {
        Bank.Answer answer = question.answer();
        xml.writeStartElement("question");
        xml.writeAttribute("type", answer instanceof Bank.Numerical ? "numerical"
                : answer instanceof Bank.Essay ? "essay" : "multichoice");
        element("name", question.name(), false, List.of());
        element("questiontext", Figure.before(question.figures(), PLUGINFILE, question.text()), true, question.figures());
        element("generalfeedback", question.feedback(), true, List.of());
        simple("defaultgrade", "1");
        simple("penalty", "0");
        simple("hidden", "0");
        if (answer instanceof Bank.Numerical numerical) {
            xml.writeStartElement("answer");
            xml.writeAttribute("fraction", "100");
            simple("text", Long.toString(numerical.value()));
            simple("tolerance", "0");
            xml.writeEndElement();
        } else if (answer instanceof Bank.Choices choices) {
            simple("single", Boolean.toString(choices.single()));
            simple("shuffleanswers", "true");
            simple("answernumbering", "abc");
            for (Bank.Choice choice : choices.choices()) {
                xml.writeStartElement("answer");
                xml.writeAttribute("fraction", BankFormat.fraction(choice.fraction()));
                xml.writeAttribute("format", "html");
                simple("text", choice.html());
                xml.writeEndElement();
            }
        } else if (answer instanceof Bank.Essay essay) {
            simple("responseformat", "editor");
            simple("responserequired", "1");
            simple("responsefieldlines", "15");
            simple("attachments", "0");
            simple("attachmentsrequired", "0");
            element("graderinfo", essay.graderInfo(), true, List.of());
            element("responsetemplate", "", true, List.of());
        }
        xml.writeEndElement();
    }

    /**
     * {@code <name><text>…</text></name>}; an HTML text has {@code format="html"} on the outer element and goes in CDATA,
     * unless it holds the CDATA's end, and its files follow it.
     */
    private void element(String name, String text, boolean html, List<Figure> files) throws XMLStreamException {
        xml.writeStartElement(name);
        if (html) {
            xml.writeAttribute("format", "html");
            xml.writeStartElement("text");
            String clean = BankFormat.clean(text);
            if (clean.contains("]]>") || clean.isEmpty()) {
                xml.writeCharacters(clean);
            } else {
                xml.writeCData(clean);
            }
            xml.writeEndElement();
        } else {
            simple("text", text);
        }
        for (Figure file : files) {
            xml.writeStartElement("file");
            xml.writeAttribute("name", file.file());
            xml.writeAttribute("path", "/");
            xml.writeAttribute("encoding", "base64");
            xml.writeCharacters(Base64.getEncoder().encodeToString(file.svg().getBytes(StandardCharsets.UTF_8)));
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }

    private void simple(String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(BankFormat.clean(text));
        xml.writeEndElement();
    }
}
