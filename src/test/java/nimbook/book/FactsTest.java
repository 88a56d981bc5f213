package nimbook.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every question a lesson can ask of the book's facts is written down with its answer, so that the preview makes a
 * lesson again exactly when an answer it used has changed: the whole bibliography and glossary as much as one label.
 */
class FactsTest {
    private static Facts facts(String journal, String definedAt) {
        Bibliography bibliography = new Bibliography("references.bib", List.of(new Bibliography.Reference("bouton1901",
                "Bouton 1901", "Bouton, C. L. " + journal, null, null)));
        Glossary glossary = new Glossary(List.of(new Glossary.Definition("nim-sum", "nim-sum", "01-nim.html#" + definedAt,
                "Definition 1.2", "01-nim.md", null)));
        return new Facts(Map.of("bouton", new Facts.Target("01-nim.html", "bouton", "Theorem 1.1")),
                Map.of("01-nim.html", Set.of("bouton")), Set.of("index.html"), bibliography, glossary);
    }

    @Test
    void everyQuestionIsWrittenDownWithItsAnswer() throws Exception {
        List<String> unread = new ArrayList<>();
        for (Method question : Facts.class.getDeclaredMethods()) {
            if (!Modifier.isPublic(question.getModifiers()) || Modifier.isStatic(question.getModifiers())
                    || question.getName().equals("reading")) {
                continue;
            }
            List<Facts.Read> reads = new ArrayList<>();
            Object[] arguments = new Object[question.getParameterCount()];
            Arrays.fill(arguments, "bouton");
            Object answer = question.invoke(facts("Annals", "nim-sum").reading(reads), arguments);
            if (reads.size() != 1 || !java.util.Objects.equals(reads.get(0).answer(), answer)) {
                unread.add(question.getName());
            }
        }
        assertEquals(List.of(), unread, "questions the preview would not know a lesson asked");
    }

    @Test
    void theWholeBibliographyAndGlossaryHoldOnlyWhileTheyAreTheSame() {
        List<Facts.Read> reads = new ArrayList<>();
        Facts asked = facts("Annals", "nim-sum").reading(reads);
        asked.bibliography();
        asked.glossary();
        assertTrue(reads.get(0).holdsIn(facts("Annals", "elsewhere")));
        assertFalse(reads.get(0).holdsIn(facts("Ann. of Math.", "nim-sum")), "a reference's text changed");
        assertTrue(reads.get(1).holdsIn(facts("Ann. of Math.", "nim-sum")));
        assertFalse(reads.get(1).holdsIn(facts("Annals", "elsewhere")), "a definition moved");
    }
}
