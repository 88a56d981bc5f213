package nimbook.assess;

import java.io.IOException;
import java.io.Writer;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Moodle XML, as Moodle's question/format/xml reads it: a category question before each exercise's questions, then
 * numerical, multichoice or essay questions with the elements their importer reads (an HTML text in CDATA, as Moodle's
 * own exports write it, readable).
 */
final class MoodleXml {
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
            element("category", BankFormat.categoryPath(bank, category), false);
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
        element("name", question.name(), false);
        element("questiontext", question.text(), true);
        element("generalfeedback", question.feedback(), true);
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
            element("graderinfo", essay.graderInfo(), true);
            element("responsetemplate", "", true);
        }
        xml.writeEndElement();
    }

    /**
     * {@code <name><text>…</text></name>}; an HTML text has {@code format="html"} on the outer element and goes in CDATA,
     * unless it holds the CDATA's end.
     */
    private void element(String name, String text, boolean html) throws XMLStreamException {
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
        xml.writeEndElement();
    }

    private void simple(String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(BankFormat.clean(text));
        xml.writeEndElement();
    }
}
