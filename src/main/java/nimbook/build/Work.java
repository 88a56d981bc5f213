package nimbook.build;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Runs a stage's items on this thread and the common pool's workers, costliest first, each thread taking the next
 * item as soon as it is free. A parallel stream halves its list up front: with the few items of a stage (a book's
 * five lessons) one core can sit idle while the other works through a long half.
 */
public final class Work {
    private Work() {
    }

    /** {@code work} applied to every item; the results in the items' order. A failure is rethrown as it was. */
    public static <T, R> List<R> costliestFirst(List<T> items, ToLongFunction<T> cost, Function<T, R> work) {
        int n = items.size();
        long[] costs = items.stream().mapToLong(cost).toArray();
        Integer[] order = new Integer[n];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingLong((Integer i) -> -costs[i]).thenComparing(i -> i));
        Object[] results = new Object[n];
        AtomicInteger next = new AtomicInteger();
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        Runnable take = () -> {
            for (int k = next.getAndIncrement(); k < n && failed.get() == null; k = next.getAndIncrement()) {
                try {
                    results[order[k]] = work.apply(items.get(order[k]));
                } catch (RuntimeException e) {
                    failed.compareAndSet(null, e);
                }
            }
        };
        List<ForkJoinTask<?>> helpers = new ArrayList<>();
        for (int i = 0; i < Math.min(n - 1, ForkJoinPool.getCommonPoolParallelism()); i++) {
            helpers.add(ForkJoinPool.commonPool().submit(take));
        }
        take.run();
        helpers.forEach(ForkJoinTask::join);
        if (failed.get() != null) {
            throw failed.get();
        }
        @SuppressWarnings("unchecked")
        List<R> list = (List<R>) Arrays.asList(results);
        return list;
    }
}
