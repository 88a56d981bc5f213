package nimbook.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WorkTest {
    @Test
    void resultsComeInTheItemsOrderAndEveryItemRunsOnce() {
        List<Integer> items = IntStream.range(0, 200).boxed().toList();
        long[] costs = new Random(7).longs(200, 0, 1000).toArray();
        AtomicInteger runs = new AtomicInteger();
        List<Integer> doubled = Work.costliestFirst(items, i -> costs[i], i -> {
            runs.incrementAndGet();
            return 2 * i;
        });
        assertEquals(IntStream.range(0, 200).map(i -> 2 * i).boxed().toList(), doubled);
        assertEquals(200, runs.get());
    }

    @Test
    void eachThreadTakesItsItemsCostliestFirst() {
        List<Integer> items = new ArrayList<>(IntStream.range(0, 50).boxed().toList());
        Collections.shuffle(items, new Random(3));
        Map<Thread, List<Integer>> taken = new ConcurrentHashMap<>();
        Work.costliestFirst(items, i -> i, i -> taken.computeIfAbsent(Thread.currentThread(), t -> new ArrayList<>()).add(i));
        // Threads share one queue in cost order, so whatever the interleaving each one's items come in that order.
        for (List<Integer> sequence : taken.values()) {
            List<Integer> costliestFirst = new ArrayList<>(sequence);
            costliestFirst.sort(Collections.reverseOrder());
            assertEquals(costliestFirst, sequence);
        }
        assertEquals(50, taken.values().stream().mapToInt(List::size).sum());
    }

    @Test
    void aFailureIsRethrownAsItWas() {
        IllegalStateException failure = new IllegalStateException("lesson 3 failed");
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> Work.costliestFirst(List.of(1, 2, 3, 4), i -> i, i -> {
                    if (i == 3) {
                        throw failure;
                    }
                    return i;
                }));
        assertSame(failure, thrown);
    }

    @Test
    void noItemsNoWork() {
        assertEquals(List.of(), Work.costliestFirst(List.<String>of(), String::length, String::length));
    }
}
