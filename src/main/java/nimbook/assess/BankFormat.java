package nimbook.assess;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A bank written in an LMS's own import format: Moodle XML (Moodle's "Moodle XML format" of question import) or GIFT
 * (Moodle's text format, read by other LMSs too). Both carry the categories, names, HTML texts with their \( … \)
 * formulas, general feedback, and answers with their grades.
 */
public enum BankFormat {
    MOODLE, GIFT;

    /** The usual file name for the format. */
    public String fileName() {
        return this == MOODLE ? "questions.xml" : "questions.gift.txt";
    }

    public void write(Bank bank, Writer out) throws IOException {
        if (this == MOODLE) {
            try {
                moodle(bank, out);
            } catch (XMLStreamException e) {
                throw new IOException(e);
            }
        } else {
            gift(bank, out);
        }
    }

    private static void moodle(Bank bank, Writer out) throws XMLStreamException {
        XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
        xml.writeStartDocument("UTF-8", "1.0");
        xml.writeCharacters("\n");
        xml.writeStartElement("quiz");
        String category = null;
        for (Bank.Question question : bank.questions()) {
            if (!question.category().equals(category)) {
                category = question.category();
                xml.writeCharacters("\n  ");
                xml.writeStartElement("question");
                xml.writeAttribute("type", "category");
                element(xml, "category", "$course$/top/" + category, false);
                xml.writeEndElement();
            }
            xml.writeCharacters("\n  ");
            xml.writeStartElement("question");
            xml.writeAttribute("type", question.answer() instanceof Bank.Numerical ? "numerical" : "multichoice");
            element(xml, "name", question.name(), false);
            element(xml, "questiontext", question.text(), true);
            element(xml, "generalfeedback", question.feedback(), true);
            simple(xml, "defaultgrade", "1");
            simple(xml, "penalty", "0");
            simple(xml, "hidden", "0");
            if (question.answer() instanceof Bank.Numerical numerical) {
                xml.writeStartElement("answer");
                xml.writeAttribute("fraction", "100");
                simple(xml, "text", Long.toString(numerical.value()));
                simple(xml, "tolerance", "0");
                xml.writeEndElement();
            } else if (question.answer() instanceof Bank.Choices choices) {
                simple(xml, "single", Boolean.toString(choices.single()));
                simple(xml, "shuffleanswers", "true");
                simple(xml, "answernumbering", "abc");
                for (Bank.Choice choice : choices.choices()) {
                    xml.writeStartElement("answer");
                    xml.writeAttribute("fraction", fraction(choice.fraction()));
                    xml.writeAttribute("format", "html");
                    simple(xml, "text", choice.html());
                    xml.writeEndElement();
                }
            }
            xml.writeEndElement();
        }
        xml.writeCharacters("\n");
        xml.writeEndElement();
        xml.writeCharacters("\n");
        xml.writeEndDocument();
        xml.flush();
    }

    /**
     * {@code <name><text>…</text></name>}; an HTML text has {@code format="html"} on the outer element and goes in CDATA,
     * as Moodle's own exports write it, readable.
     */
    private static void element(XMLStreamWriter xml, String name, String text, boolean html) throws XMLStreamException {
        xml.writeStartElement(name);
        if (html) {
            xml.writeAttribute("format", "html");
            xml.writeStartElement("text");
            if (text.contains("]]>")) {
                xml.writeCharacters(text);
            } else {
                xml.writeCData(text);
            }
            xml.writeEndElement();
        } else {
            simple(xml, "text", text);
        }
        xml.writeEndElement();
    }

    private static void simple(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }

    /** A grade as Moodle lists them: 100, 33.33333, -100. */
    private static String fraction(double percent) {
        return percent == Math.rint(percent) ? Long.toString((long) percent)
                : String.format(Locale.ROOT, "%.5f", percent);
    }

    /**
     * GIFT: a category line per exercise, then one question per blank-line-separated block, {@code ::name::[html]text
     * {answers####feedback}}. HTML goes on one line (a blank line would end the question) and GIFT's own characters are
     * escaped with a backslash.
     */
    private static void gift(Bank bank, Writer out) throws IOException {
        String category = null;
        for (Bank.Question question : bank.questions()) {
            if (!question.category().equals(category)) {
                category = question.category();
                out.write("$CATEGORY: $course$/top/" + category + "\n\n");
            }
            out.write("::" + escaped(question.name()) + "::[html]" + escaped(question.text()) + " {");
            if (question.answer() instanceof Bank.Numerical numerical) {
                out.write("#" + numerical.value());
            } else if (question.answer() instanceof Bank.Choices choices) {
                for (Bank.Choice choice : choices.choices()) {
                    out.write("\n\t" + (choices.single() ? choice.fraction() == 100 ? "=" : "~"
                            : "~%" + fraction(choice.fraction()) + "%") + escaped(choice.html()));
                }
                out.write("\n");
            }
            out.write("####" + escaped(question.feedback()) + "}\n\n");
        }
    }

    private static String escaped(String text) {
        StringBuilder escaped = new StringBuilder();
        for (char c : text.replaceAll("\\s*\n\\s*", " ").toCharArray()) {
            if ("~=#{}:\\".indexOf(c) >= 0) {
                escaped.append('\\');
            }
            escaped.append(c);
        }
        return escaped.toString();
    }
}
