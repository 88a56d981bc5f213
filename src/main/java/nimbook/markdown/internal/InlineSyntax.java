package nimbook.markdown.internal;

import com.vladsch.flexmark.parser.InlineParser;
import com.vladsch.flexmark.parser.InlineParserExtension;
import com.vladsch.flexmark.parser.InlineParserExtensionFactory;
import com.vladsch.flexmark.parser.LightInlineParser;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.sequence.BasedSequence;
import nimbook.markdown.DirectiveNode;
import nimbook.markdown.MathNode;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Claims math and inline directives before flexmark's core parser sees them (it would turn {@code \{} into
 * {@code {}, {@code \[} into {@code [} and {@code a*b*c} into emphasis). Math follows Pandoc's rules: an
 * opening {@code $} is not followed by a space, a closing one is not preceded by a space nor followed by a
 * digit, so "$5 and $6" stays text; {@code \$} is a dollar sign. Quarto's cross-references ({@code @thm-x}) are
 * claimed too, as {@code {{ ref }}}.
 */
final class InlineSyntax implements InlineParserExtension {
    static final class Factory implements InlineParserExtensionFactory {
        @Override
        public CharSequence getCharacters() {
            return "$\\{@";
        }

        @Override
        public InlineParserExtension apply(LightInlineParser parser) {
            return new InlineSyntax();
        }

        @Override
        public Set<Class<?>> getAfterDependents() {
            return null;
        }

        @Override
        public Set<Class<?>> getBeforeDependents() {
            return null;
        }

        @Override
        public boolean affectsGlobalScope() {
            return false;
        }
    }

    @Override
    public void finalizeDocument(InlineParser parser) {
    }

    @Override
    public void finalizeBlock(InlineParser parser) {
    }

    @Override
    public boolean parse(LightInlineParser parser) {
        BasedSequence input = parser.getInput();
        int at = parser.getIndex();
        char c = input.charAt(at);
        Claim claim;
        if (c == '{') {
            claim = directive(input, at);
        } else if (c == '\\') {
            claim = bracketed(input, at);
        } else if (c == '@') {
            claim = crossReference(input, at);
        } else {
            claim = dollars(input, at);
        }
        if (claim == null) {
            return false;
        }
        parser.flushTextNode();
        parser.getBlock().appendChild(claim.node());
        parser.setIndex(claim.end());
        return true;
    }

    /** A node and the index in the input just after it. */
    private record Claim(Node node, int end) {
    }

    /**
     * {@code {{ … }}}. One never closed takes the rest of the paragraph, with an empty closing, for the directive
     * stage to report: left as text, a claim in it would go unchecked.
     */
    private static Claim directive(BasedSequence input, int at) {
        if (at + 1 >= input.length() || input.charAt(at + 1) != '{') {
            return null;
        }
        int close = input.indexOf("}}", at + 2);
        int text = close < 0 ? input.length() : close;
        int end = close < 0 ? text : text + 2;
        return new Claim(DirectiveNode.braced(input.subSequence(at, at + 2), input.subSequence(at + 2, text),
                input.subSequence(text, end)), end);
    }

    /** Quarto's cross-reference: {@code @}, one of its prefixes and a label, which a sentence's full stop does not end. */
    private static final Pattern CROSS_REFERENCE = Pattern.compile(
            "@((?:fig|tbl|eq|sec|thm|lem|cor|prp|cnj|def|exm|exr|sol|rem|alg|lst)-[\\w:.-]*\\w)");

    /**
     * {@code @thm-x}, where no word runs into the {@code @} (an e-mail address, {@code me@thm-x.org}, stays text; code and
     * math never reach here).
     */
    private static Claim crossReference(BasedSequence input, int at) {
        if (at > 0 && (Character.isLetterOrDigit(input.charAt(at - 1)) || "_.-@".indexOf(input.charAt(at - 1)) >= 0)) {
            return null;
        }
        Matcher reference = CROSS_REFERENCE.matcher(input).region(at, input.length());
        if (!reference.lookingAt()) {
            return null;
        }
        return new Claim(DirectiveNode.crossReference(input.subSequence(at, at + 1), input.subSequence(at + 1,
                reference.end())), reference.end());
    }

    /** {@code \(…\)} and {@code \[…\]}. */
    private static Claim bracketed(BasedSequence input, int at) {
        if (at + 1 >= input.length()) {
            return null;
        }
        char open = input.charAt(at + 1);
        if (open != '(' && open != '[') {
            return null;
        }
        return delimited(input, at, open == '(' ? "\\)" : "\\]", open == '[');
    }

    /**
     * Math from its two-character opening at {@code at} to {@code closer}. One never closed takes the rest of the
     * paragraph, with an empty closing, for the directive stage to report (as text it would garble the paragraph).
     */
    private static Claim delimited(BasedSequence input, int at, String closer, boolean display) {
        int close = input.indexOf(closer, at + 2);
        int text = close < 0 ? input.length() : close;
        int end = close < 0 ? text : text + 2;
        return math(input, at, at + 2, text, end, display);
    }

    /**
     * Math from {@code at} to {@code end} (its TeX from {@code text} to {@code textEnd}), with the label that may follow
     * it on its line after spaces: {@code {#name}} (Quarto's, and the blocks' own syntax). One whose name is not
     * followed by {@code }} is taken as far as the name, for the outline to report.
     */
    private static Claim math(BasedSequence input, int at, int text, int textEnd, int end, boolean display) {
        BasedSequence opening = input.subSequence(at, text);
        BasedSequence tex = input.subSequence(text, textEnd);
        BasedSequence closing = input.subSequence(textEnd, end);
        int from = end;
        while (from < input.length() && (input.charAt(from) == ' ' || input.charAt(from) == '\t')) {
            from++;
        }
        boolean hashed = from + 1 < input.length() && input.charAt(from) == '{' && input.charAt(from + 1) == '#';
        if (closing.isEmpty() || !hashed && !(display && hashless(input, from))) {
            return new Claim(MathNode.of(opening, tex, closing, display, null), end);
        }
        int name = from + (hashed ? 2 : 1);
        while (name < input.length() && input.charAt(name) != '}' && !Character.isWhitespace(input.charAt(name))) {
            name++;
        }
        boolean closed = name < input.length() && input.charAt(name) == '}';
        MathNode.Label label = new MathNode.Label(input.subSequence(from, closed ? name + 1 : name),
                input.subSequence(from + (hashed ? 2 : 1), name), closed, hashed);
        return new Claim(MathNode.of(opening, tex, closing, display, label), closed ? name + 1 : name);
    }

    /** Whether a label with its # forgotten, {@code {name}}, is at {@code at}, alone at the end of its line. */
    private static boolean hashless(BasedSequence input, int at) {
        if (at + 1 >= input.length() || input.charAt(at) != '{' || !Character.isLetter(input.charAt(at + 1))) {
            return false;
        }
        int close = at + 1;
        while (close < input.length() && (Character.isLetterOrDigit(input.charAt(close))
                || "_:.-".indexOf(input.charAt(close)) >= 0)) {
            close++;
        }
        if (close >= input.length() || input.charAt(close) != '}') {
            return false;
        }
        int after = close + 1;
        while (after < input.length() && (input.charAt(after) == ' ' || input.charAt(after) == '\t')) {
            after++;
        }
        return after == input.length() || input.charAt(after) == '\n' || input.charAt(after) == '\r';
    }

    /** {@code $…$} and {@code $$…$$}. */
    private static Claim dollars(BasedSequence input, int at) {
        int length = input.length();
        if (at + 1 < length && input.charAt(at + 1) == '$') {
            return delimited(input, at, "$$", true);
        }
        if (at + 1 >= length || Character.isWhitespace(input.charAt(at + 1))) {
            return null;
        }
        for (int i = at + 1; i < length; i++) {
            char c = input.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '$') {
                boolean closes = !Character.isWhitespace(input.charAt(i - 1))
                        && (i + 1 >= length || !Character.isDigit(input.charAt(i + 1)));
                if (closes) {
                    return math(input, at, at + 1, i, i + 1, false);
                }
                return null;
            }
        }
        return null;
    }
}
