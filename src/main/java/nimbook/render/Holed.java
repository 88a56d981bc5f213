package nimbook.render;

import freemarker.core.Environment;
import freemarker.template.TemplateDirectiveBody;
import freemarker.template.TemplateDirectiveModel;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateNumberModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A directive's template output cut where it writes its Markdown holes, {@code <@hole 0/>}: one piece more than holes,
 * and which hole goes after each piece. A hole is written by a FreeMarker directive, never as a text marker looked for
 * in the output, so a hole that does not exist, one written twice or one captured into a variable is an error at its
 * line in the template.
 *
 * @param pieces the template's HTML between the holes
 * @param holes the hole written after each piece but the last
 */
public record Holed(List<String> pieces, List<Integer> holes) {
    /** What a template writes, {@code <@hole 0/>}: a macro, so that the hole's number may be written without a name. */
    static final String MACRO = "<#macro hole index=\"\"><@nimbook_hole index=index/></#macro>";
    /** The directive the macro calls, as the template's environment knows it. */
    static final String DIRECTIVE = "nimbook_hole";

    public Holed {
        pieces = List.copyOf(pieces);
        holes = List.copyOf(holes);
    }

    /** The holes written into one template's output: {@code count} of them, numbered from 0. */
    static final class Recorder implements TemplateDirectiveModel {
        private final int count;
        private final Templates.Text out;
        private final List<Integer> at = new ArrayList<>();
        private final List<Integer> written = new ArrayList<>();

        Recorder(int count, Templates.Text out) {
            this.count = count;
            this.out = out;
        }

        @Override
        public void execute(Environment env, @SuppressWarnings("rawtypes") Map params, TemplateModel[] loopVars,
                TemplateDirectiveBody body) throws TemplateModelException {
            Object given = params.get("index");
            if (!(given instanceof TemplateNumberModel number) || number.getAsNumber().doubleValue() % 1 != 0) {
                throw new TemplateModelException("a hole is written with its number: <@hole 0/>");
            }
            int index = number.getAsNumber().intValue();
            if (index < 0 || index >= count) {
                throw new TemplateModelException("there is no hole " + index + ": " + (count == 0
                        ? "this block has no Markdown to put in its template" : count == 1
                        ? "this block has one, <@hole 0/>" : "this block's are <@hole 0/> to <@hole " + (count - 1) + "/>"));
            }
            if (written.contains(index)) {
                throw new TemplateModelException("<@hole " + index + "/> is written twice: its Markdown goes in one place");
            }
            if (env.getOut() != out) {
                throw new TemplateModelException("<@hole " + index + "/> is captured (by #assign, #local or a filter):"
                        + " write it where its HTML goes");
            }
            at.add(out.length());
            written.add(index);
        }

        /** The output cut at the holes written into it. */
        Holed cut(String html) {
            List<String> pieces = new ArrayList<>();
            int from = 0;
            for (int end : at) {
                pieces.add(html.substring(from, end));
                from = end;
            }
            pieces.add(html.substring(from));
            return new Holed(pieces, written);
        }
    }
}
