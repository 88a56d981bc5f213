package nimbook.assess;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import nimbook.book.ExerciseKey;
import nimbook.markdown.Markdown;
import nimbook.practice.Demand;
import nimbook.practice.Subject;
import nimbook.render.TemplateException;
import nimbook.render.Templates;
import nimbook.solver.NotationException;
import nimbook.solver.Picture;
import nimbook.solver.Solver;

/**
 * A Green Hackenbush position's picture as a file of its own, for a bank an LMS imports: the book's drawing ({@code
 * picture-file.ftlh}), named after its content ({@code hackenbush-} and 16 hex digits of its SHA-256), so that the same
 * picture is one file and two exports are the same bytes. The LMS shows it through an {@code <img>} whose alternative
 * text is the picture's description.
 */
public record Figure(String file, String label, int width, int height, String svg) {
    /**
     * The drawing of an exercise's position when it is a Green Hackenbush position; none for any other, and none for a
     * position the student finds (which the key holds as conditions, not as a position).
     */
    static List<Picture> pictures(ExerciseKey exercise, Solver solver) {
        if (Demand.KINDS.contains(exercise.answerKind())) {
            return List.of();
        }
        try {
            return Subject.read(solver, exercise.position()).pictures();
        } catch (NotationException e) {
            throw new IllegalStateException("the key's own position does not read: " + e.getMessage(), e);
        }
    }

    /** The exercise's pictures as files. */
    static List<Figure> of(ExerciseKey exercise, Solver solver, Templates templates) throws TemplateException {
        List<Figure> figures = new ArrayList<>();
        for (Picture picture : pictures(exercise, solver)) {
            String svg = templates.render("picture-file.ftlh", Map.of("picture", picture)).strip() + "\n";
            figures.add(new Figure("hackenbush-" + digest(svg) + ".svg", picture.label(), picture.width(),
                    picture.height(), svg));
        }
        return figures;
    }

    private static String digest(String svg) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(svg.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The figure before a question's text, its file at {@code base} + its name. Written here, not in a template: the
     * bank's text is one for every format, and each format names its files in its own way.
     */
    String html(String base) {
        return "<p><img src=\"" + base + file + "\" alt=\"" + Markdown.escape(label) + "\" width=\"" + width
                + "\" height=\"" + height + "\"></p>\n";
    }

    /** The figures' HTML before a text. */
    static String before(List<Figure> figures, String base, String text) {
        StringBuilder html = new StringBuilder();
        figures.forEach(figure -> html.append(figure.html(base)));
        return html.append(text).toString();
    }
}
