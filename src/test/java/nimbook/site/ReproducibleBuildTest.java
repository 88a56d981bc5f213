package nimbook.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReproducibleBuildTest {
    @Test
    void buildingTwiceGivesByteIdenticalSites(@TempDir Path temp) throws IOException {
        Path content = Books.FIXTURES.resolve("golden/content");
        assertTrue(SiteBuilder.buildAndWrite(Books.options(content, temp.resolve("one"))).ok());
        assertTrue(SiteBuilder.buildAndWrite(Books.options(content, temp.resolve("two"))).ok());
        SortedMap<String, byte[]> one = Books.tree(temp.resolve("one"));
        SortedMap<String, byte[]> two = Books.tree(temp.resolve("two"));
        assertEquals(one.keySet(), two.keySet());
        for (String file : one.keySet()) {
            assertArrayEquals(one.get(file), two.get(file), file);
        }
    }
}
