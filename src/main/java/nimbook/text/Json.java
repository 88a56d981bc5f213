package nimbook.text;

/** A small JSON writer for the browser's answers and the search index: objects, arrays, strings, booleans. */
public final class Json {
    private final StringBuilder text = new StringBuilder();
    private boolean first = true;

    public Json open() {
        comma();
        text.append('{');
        first = true;
        return this;
    }

    public Json close() {
        text.append('}');
        first = false;
        return this;
    }

    public Json openArray(String key) {
        key(key);
        text.append('[');
        first = true;
        return this;
    }

    /** Starts an array as an element of an array, or as the whole value. */
    public Json array() {
        comma();
        text.append('[');
        first = true;
        return this;
    }

    public Json closeArray() {
        text.append(']');
        first = false;
        return this;
    }

    /** Starts an object as the value of {@code key}. */
    public Json object(String key) {
        key(key);
        text.append('{');
        first = true;
        return this;
    }

    public Json value(String key, String value) {
        key(key);
        string(value);
        return this;
    }

    public Json value(String key, long value) {
        key(key);
        text.append(value);
        first = false;
        return this;
    }

    public Json value(String key, boolean value) {
        key(key);
        text.append(value);
        first = false;
        return this;
    }

    /** A string element of an array. */
    public Json element(String value) {
        comma();
        string(value);
        return this;
    }

    private void key(String key) {
        comma();
        string(key);
        text.append(':');
        first = true;
    }

    private void comma() {
        if (!first) {
            text.append(',');
        }
        first = false;
    }

    private void string(String value) {
        text.append('"');
        // Runs that need no escape are copied at once: the search index writes a whole book's text through here.
        int run = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\' || c < 0x20) {
                text.append(value, run, i);
                if (c == '"' || c == '\\') {
                    text.append('\\').append(c);
                } else if (c == '\n') {
                    text.append("\\n");
                } else {
                    String hex = Integer.toHexString(c);
                    text.append("\\u").append("0000", 0, 4 - hex.length()).append(hex);
                }
                run = i + 1;
            }
        }
        text.append(value, run, value.length()).append('"');
        first = false;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
