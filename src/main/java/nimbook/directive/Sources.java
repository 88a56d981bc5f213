package nimbook.directive;

import java.util.Map;
import nimbook.book.Bibliography;
import nimbook.book.Facts;
import nimbook.book.Glossary;

/** The inline directives that name the book's sources and terms: {@code cite}, {@code define} and {@code term}. */
final class Sources {
    private Sources() {
    }

    /** A citation of one reference of the book's bibliography, by its key: a link to it, reading "Bouton 1901". */
    static InlineSpec.Value citation(InlineCall call, InlineValues values) throws DirectiveException {
        Facts facts = values.book().references();
        if (call.args().isEmpty() || call.args().chars().anyMatch(Character::isWhitespace)) {
            throw new DirectiveException(values.source().at(call.argsOffset()), "cite takes one key of "
                    + Bibliography.FILE + ", like {{ cite bouton1901 }}");
        }
        Bibliography.Reference reference = facts.reference(call.args());
        if (reference == null) {
            throw new DirectiveException(values.source().at(call.argsOffset()), facts.bibliographyFile() == null
                    ? "the book has no " + Bibliography.FILE + " to cite from: add one beside the lessons"
                    : "no entry \"" + call.args() + "\" in " + facts.bibliographyFile() + facts.keyLike(call.args())
                    + ": add it there, or cite one of its keys");
        }
        return new InlineSpec.Value(reference.label(), Map.of("value", reference.label(), "href", reference.href()));
    }

    /**
     * A term where a lesson defines it, as the sentence writes it ({@code {{ define option | options }}} shows
     * "options"); the glossary links here.
     */
    static InlineSpec.Value definition(InlineCall call, InlineValues values) throws DirectiveException {
        if (call.args().isEmpty()) {
            throw new DirectiveException(values.source().at(call.argsOffset()), "define takes the term it defines, like"
                    + " {{ define P-position }}");
        }
        Glossary.Use use = use(call, values);
        return new InlineSpec.Value(use.shown(), Map.of("value", use.shown(), "term", use.term()));
    }

    /**
     * A use of a term the book defines, linked to its definition: {@code {{ term mex }}}, or inflected,
     * {@code {{ term option | options }}}.
     */
    static InlineSpec.Value term(InlineCall call, InlineValues values) throws DirectiveException {
        Facts facts = values.book().references();
        Glossary.Use use = use(call, values);
        String href = facts.termHref(use.term());
        if (href == null) {
            throw new DirectiveException(values.source().at(call.argsOffset()), "no lesson defines the term \"" + use.term()
                    + "\"" + facts.termLike(use.term()) + ": define it with {{ define " + use.term() + " }} where a"
                    + " lesson defines it, or write it without {{ term }}");
        }
        return new InlineSpec.Value(use.shown(), Map.of("value", use.shown(), "href", href));
    }

    private static Glossary.Use use(InlineCall call, InlineValues values) throws DirectiveException {
        try {
            return Glossary.Use.of(call.name(), call.args());
        } catch (IllegalArgumentException e) {
            throw new DirectiveException(values.source().at(call.argsOffset()), e.getMessage());
        }
    }
}
