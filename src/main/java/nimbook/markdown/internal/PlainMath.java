package nimbook.markdown.internal;

import java.util.Map;
import java.util.Set;

/** A formula as searchable text: {@code \\(a_1 \\oplus a_2\\)} reads {@code a1 ⊕ a2}. */
public final class PlainMath {
    private PlainMath() {
    }

    /** TeX commands shown as the symbol they print. */
    private static final Map<String, String> SYMBOLS = Map.ofEntries(Map.entry("oplus", "⊕"), Map.entry("ge", "≥"),
            Map.entry("geq", "≥"), Map.entry("le", "≤"), Map.entry("leq", "≤"), Map.entry("ne", "≠"), Map.entry("neq", "≠"),
            Map.entry("dots", "…"), Map.entry("ldots", "…"), Map.entry("cdots", "⋯"), Map.entry("vdots", "⋮"),
            Map.entry("times", "×"), Map.entry("cdot", "·"), Map.entry("to", "→"), Map.entry("rightarrow", "→"),
            Map.entry("longrightarrow", "⟶"), Map.entry("longleftarrow", "⟵"), Map.entry("Rightarrow", "⇒"),
            Map.entry("iff", "⟺"), Map.entry("in", "∈"), Map.entry("notin", "∉"), Map.entry("ast", "∗"),
            Map.entry("star", "⋆"), Map.entry("dagger", "†"), Map.entry("infty", "∞"), Map.entry("approx", "≈"),
            Map.entry("equiv", "≡"), Map.entry("lfloor", "⌊"), Map.entry("rfloor", "⌋"), Map.entry("mid", "|"),
            Map.entry("cup", "∪"), Map.entry("cap", "∩"), Map.entry("subseteq", "⊆"), Map.entry("emptyset", "∅"),
            Map.entry("setminus", "∖"), Map.entry("alpha", "α"), Map.entry("beta", "β"), Map.entry("gamma", "γ"),
            Map.entry("delta", "δ"), Map.entry("varepsilon", "ε"), Map.entry("epsilon", "ε"), Map.entry("phi", "φ"),
            Map.entry("varphi", "φ"), Map.entry("pi", "π"), Map.entry("sigma", "σ"), Map.entry("quad", " "),
            Map.entry("qquad", " "), Map.entry("pmod", "mod"), Map.entry("bmod", "mod"));
    /** TeX commands that only style or size what follows: their argument stays, they go. */
    private static final Set<String> STYLES = Set.of("mathcal", "mathrm", "mathbf", "mathit", "mathsf", "mathbb", "text",
            "textbf", "textit", "emph", "operatorname", "left", "right", "bigl", "bigr", "Bigl", "Bigr", "big", "Big",
            "displaystyle", "mathbin", "mathrel", "mathop", "begin", "end", "tag");

    /**
     * A formula as searchable text: {@code \(a_1 \oplus a_2\)} reads {@code a1 ⊕ a2}. Symbols become themselves,
     * styling commands and braces go, and any other command reads as its name ({@code \mex} is {@code mex}).
     */
    public static String of(String tex) {
        String body = tex.strip();
        if (body.length() >= 4 && (body.startsWith("\\(") && body.endsWith("\\)") || body.startsWith("\\[")
                && body.endsWith("\\]"))) {
            body = body.substring(2, body.length() - 2);
        }
        StringBuilder out = new StringBuilder(body.length());
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == '\\') {
                int end = i + 1;
                while (end < body.length() && Character.isLetter(body.charAt(end))) {
                    end++;
                }
                if (end == i + 1) {
                    // \{ \} \| \$ and the like print their character; \, \; \\ and the like are space.
                    char next = end < body.length() ? body.charAt(end) : ' ';
                    out.append("{}|$%#_&".indexOf(next) >= 0 ? next : ' ');
                    i = end + 1;
                } else {
                    String name = body.substring(i + 1, end);
                    out.append(SYMBOLS.getOrDefault(name, STYLES.contains(name) ? "" : name));
                    i = end;
                    // A style leaves no trace, not even the space that ends its name (\mathcal G reads G).
                    while (STYLES.contains(name) && i < body.length() && body.charAt(i) == ' ') {
                        i++;
                    }
                    if ((name.equals("begin") || name.equals("end")) && body.startsWith("{", i)) {
                        int close = body.indexOf('}', i);
                        i = close < 0 ? body.length() : close + 1; // the environment's name is not text
                    }
                }
            } else {
                if ("{}_".indexOf(c) < 0) {
                    out.append(c == '&' || c == '~' ? ' ' : c);
                }
                i++;
            }
        }
        // Spaces collapsed, as in the text around.
        StringBuilder text = new StringBuilder(out.length());
        for (int k = 0; k < out.length(); k++) {
            char c = out.charAt(k);
            if (!Character.isWhitespace(c)) {
                text.append(c);
            } else if (text.length() > 0 && text.charAt(text.length() - 1) != ' ') {
                text.append(' ');
            }
        }
        return text.toString().strip();
    }
}
