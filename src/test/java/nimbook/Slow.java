package nimbook;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class too slow for the edit–test loop (the book fuzzing, the memory test, HTML validity, the real book's banks
 * held to Moodle's rules, the layout of every small Hackenbush picture): {@code mvn test}
 * leaves it out, {@code mvn verify} (and so {@code ./test}) runs it. One alone:
 * {@code mvn test -Dtest=MemoryTest -DexcludedGroups=}.
 */
@Tag("slow")
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Slow {
}
