package nimbook.assess;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

/**
 * A QTI 1.2 file read for tests: validated against the QTI 1.2.1 DTD that Canvas's QTI converter (QTIMigrationTool)
 * ships, and its items' right responses read from their response processing.
 */
final class QtiFiles {
    private QtiFiles() {
    }

    /**
     * An item: its title, Canvas's question type, what scores 100 ("=5", or the right choices' idents), and the files its
     * question's HTML shows ({@code <img src="…">}, as Canvas's converter reads an address: a path in the package).
     */
    record Item(String title, String type, String right, List<String> pictures) {
    }

    private static final java.util.regex.Pattern IMAGE = java.util.regex.Pattern.compile("<img src=\"([^\"]*)\"");

    /** The manifest's resources: each one's href, and the hrefs of its files in order. */
    static java.util.Map<String, List<String>> resources(byte[] manifest) throws Exception {
        java.util.Map<String, List<String>> resources = new java.util.LinkedHashMap<>();
        NodeList found = parse(manifest).getElementsByTagNameNS("*", "resource");
        for (int i = 0; i < found.getLength(); i++) {
            Element resource = (Element) found.item(i);
            if (!resource.getAttribute("type").equals("imsqti_xmlv1p2")) {
                throw new AssertionError("a resource that is not a QTI 1.2 file: " + resource.getAttribute("href"));
            }
            List<String> files = new ArrayList<>();
            NodeList listed = resource.getElementsByTagNameNS("*", "file");
            for (int f = 0; f < listed.getLength(); f++) {
                files.add(((Element) listed.item(f)).getAttribute("href"));
            }
            resources.put(resource.getAttribute("href"), files);
        }
        return resources;
    }

    static Element parse(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
    }

    /**
     * Fails unless the file is valid against the DTD. The DTD predates XML namespaces, which QTI 1.2's schema (and Canvas)
     * add: the namespace declarations are taken off the root, and the DTD named, before the file is validated.
     */
    static void validate(String name, byte[] xml) throws Exception {
        String text = new String(xml, StandardCharsets.UTF_8);
        int root = text.indexOf("<questestinterop");
        int end = text.indexOf('>', root);
        String plain = text.substring(0, root) + "<!DOCTYPE questestinterop SYSTEM \"ims_qtiasiv1p2p1.dtd\">\n"
                + "<questestinterop" + text.substring(end);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setValidating(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setEntityResolver((publicId, systemId) -> new InputSource(
                QtiFiles.class.getResourceAsStream("/qti/ims_qtiasiv1p2p1.dtd")));
        List<String> errors = new ArrayList<>();
        builder.setErrorHandler(new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {
                errors.add("warning: " + e.getMessage());
            }

            @Override
            public void error(SAXParseException e) {
                errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
            }

            @Override
            public void fatalError(SAXParseException e) {
                errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage());
            }
        });
        builder.parse(new ByteArrayInputStream(plain.getBytes(StandardCharsets.UTF_8)));
        if (!errors.isEmpty()) {
            throw new AssertionError(name + " is not valid against the QTI 1.2 DTD: " + errors);
        }
    }

    /**
     * Fails unless the manifest is valid against IMS Content Packaging 1.1's schema (as Canvas's converter ships it). That
     * schema imports the W3C's schema of the xml: attributes from the web; the two it uses are declared here instead.
     */
    static void validateManifest(byte[] xml) throws Exception {
        javax.xml.validation.SchemaFactory factory = javax.xml.validation.SchemaFactory.newInstance(
                javax.xml.XMLConstants.W3C_XML_SCHEMA_NS_URI);
        org.w3c.dom.ls.DOMImplementationLS ls = (org.w3c.dom.ls.DOMImplementationLS) DocumentBuilderFactory.newInstance()
                .newDocumentBuilder().getDOMImplementation();
        factory.setResourceResolver((type, namespace, publicId, systemId, base) -> {
            org.w3c.dom.ls.LSInput input = ls.createLSInput();
            input.setStringData("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" targetNamespace="
                    + "\"http://www.w3.org/XML/1998/namespace\"><xs:attribute name=\"base\" type=\"xs:anyURI\"/>"
                    + "<xs:attribute name=\"lang\" type=\"xs:language\"/></xs:schema>");
            return input;
        });
        factory.newSchema(QtiFiles.class.getResource("/qti/imscp_v1p1.xsd")).newValidator()
                .validate(new javax.xml.transform.stream.StreamSource(new ByteArrayInputStream(xml)));
    }

    static List<Item> items(byte[] xml) throws Exception {
        List<Item> items = new ArrayList<>();
        NodeList found = parse(xml).getElementsByTagNameNS("*", "item");
        for (int i = 0; i < found.getLength(); i++) {
            Element item = (Element) found.item(i);
            String type = "";
            NodeList fields = item.getElementsByTagNameNS("*", "qtimetadatafield");
            for (int f = 0; f < fields.getLength(); f++) {
                Element field = (Element) fields.item(f);
                if (text(field, "fieldlabel").equals("question_type")) {
                    type = text(field, "fieldentry");
                }
            }
            List<String> pictures = new ArrayList<>();
            java.util.regex.Matcher image = IMAGE.matcher(text(item, "presentation"));
            while (image.find()) {
                pictures.add(image.group(1));
            }
            items.add(new Item(item.getAttribute("title"), type, right(item, type), pictures));
        }
        return items;
    }

    /** What the response processing gives 100 for. */
    private static String right(Element item, String type) {
        TreeSet<String> right = new TreeSet<>();
        NodeList conditions = item.getElementsByTagNameNS("*", "respcondition");
        for (int c = 0; c < conditions.getLength(); c++) {
            Element condition = (Element) conditions.item(c);
            if (condition.getElementsByTagNameNS("*", "setvar").getLength() == 0
                    || !text(condition, "setvar").equals("100")) {
                continue;
            }
            NodeList equal = condition.getElementsByTagNameNS("*", "varequal");
            for (int e = 0; e < equal.getLength(); e++) {
                Element value = (Element) equal.item(e);
                if (!((Element) value.getParentNode()).getLocalName().equals("not")) {
                    right.add(type.equals("numerical_question") ? "=" + value.getTextContent()
                            : value.getTextContent());
                }
            }
        }
        return type + " " + String.join(",", right);
    }

    /** What the item of a question must give 100 for. */
    static String expected(Bank.Question question) {
        if (question.answer() instanceof Bank.Numerical numerical) {
            return "numerical_question =" + numerical.value();
        }
        if (question.answer() instanceof Bank.Choices choices) {
            TreeSet<String> right = new TreeSet<>();
            for (int i = 0; i < choices.choices().size(); i++) {
                if (choices.choices().get(i).fraction() > 0) {
                    right.add(Qti.choiceId(i));
                }
            }
            return (choices.single() ? "multiple_choice_question " : "multiple_answers_question ")
                    + String.join(",", right);
        }
        return "essay_question ";
    }

    private static String text(Element parent, String name) {
        return parent.getElementsByTagNameNS("*", name).item(0).getTextContent().strip();
    }
}
