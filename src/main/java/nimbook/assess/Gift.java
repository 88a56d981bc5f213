package nimbook.assess;

import java.io.IOException;
import java.io.Writer;

/**
 * GIFT, as Moodle's question/format/gift reads it: a {@code $CATEGORY:} line before each exercise's questions, then one
 * question per block of lines, {@code ::name::[html]text {answers####general feedback}}. Moodle ends a question at a
 * blank line and takes the first unescaped braces for its answers, so GIFT's own characters are escaped with a backslash
 * and a line break in the HTML (a {@code <pre>}'s lines) is written {@code \n}, which Moodle reads back as one. GIFT has
 * no place for an essay's information for graders: a proof exercise comes without its model proof (Moodle XML and QTI
 * carry it).
 */
final class Gift {
    private Gift() {
    }

    static void write(Bank bank, Writer out) throws IOException {
        for (Bank.Category category : bank.categories()) {
            // Moodle keeps a category's path as written (its escapes are not undone there): only a backslash is doubled.
            out.write("$CATEGORY: " + BankFormat.categoryPath(bank, category).replace("\\", "\\\\") + "\n\n");
            for (Bank.Question question : category.questions()) {
                question(question, out);
            }
        }
    }

    private static void question(Bank.Question question, Writer out) throws IOException {
        out.write("::" + escaped(question.name()) + "::[html]" + escaped(question.text()) + " {");
        if (question.answer() instanceof Bank.Numerical numerical) {
            // "#=N:0", not "#N": Moodle's reader takes a lone 0 for no answer at all.
            out.write("#=" + numerical.value() + ":0");
        } else if (question.answer() instanceof Bank.Choices choices) {
            for (Bank.Choice choice : choices.choices()) {
                out.write("\n\t" + (!choices.single() ? "~%" + BankFormat.fraction(choice.fraction()) + "%"
                        : choice.fraction() == 100 ? "=" : "~") + escaped(choice.html()));
            }
            out.write("\n");
        }
        out.write(question.feedback().isEmpty() ? "}\n\n" : "####" + escaped(question.feedback()) + "}\n\n");
    }

    private static String escaped(String text) {
        StringBuilder escaped = new StringBuilder();
        String clean = BankFormat.clean(text);
        for (int i = 0; i < clean.length(); i++) {
            char c = clean.charAt(i);
            if (c == '\r') {
                continue;
            } else if (c == '\n') {
                escaped.append("\\n");
            } else {
                if ("~=#{}:\\".indexOf(c) >= 0) {
                    escaped.append('\\');
                }
                escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
