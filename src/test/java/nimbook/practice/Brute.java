package nimbook.practice;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Positions of Nim, Kayles, the subtraction game S(1, 2, 3) and misère Nim, and sums of the first three, worked out by
 * brute force from their rules, independently of the solver: a position is a list of components, and its value is the
 * mex of the values of the whole positions its moves reach — no nim-sum, no closed form. Misère Nim's value is the
 * book's (the nim-sum while a heap has two or more, else 1 for an even number of heaps of one and 0 for an odd number),
 * and its outcome a brute-force search in which the player who cannot move wins.
 */
public final class Brute {
    /** One heap or row of a game: nim, kayles, subtract:1,2,3 or misere-nim. */
    public record Component(String game, int size) {
        /** The components a move of this one leaves in its place (none, one or two). */
        List<List<Component>> options() {
            List<List<Component>> options = new ArrayList<>();
            switch (game) {
                case "kayles" -> {
                    for (int taken = 1; taken <= 2; taken++) {
                        for (int left = 0; left + taken <= size; left++) {
                            options.add(row(left, size - left - taken));
                        }
                    }
                }
                case "subtract:1,2,3" -> {
                    for (int taken = 1; taken <= 3 && taken <= size; taken++) {
                        options.add(row(size - taken, 0));
                    }
                }
                default -> {
                    for (int left = 0; left < size; left++) {
                        options.add(row(left, 0));
                    }
                }
            }
            return options;
        }

        private List<Component> row(int a, int b) {
            List<Component> parts = new ArrayList<>();
            for (int part : new int[] {a, b}) {
                if (part > 0) {
                    parts.add(new Component(game, part));
                }
            }
            return parts;
        }
    }

    private final Map<String, Long> values = new HashMap<>();
    private final Map<String, Boolean> misereWins = new HashMap<>();

    /** The value of a whole position: the mex of its options' values (misère Nim: the book's value, checked). */
    public long value(List<Component> position) {
        if (!position.isEmpty() && position.get(0).game().equals("misere-nim")) {
            long misere = misere(position);
            if ((misere == 0) == winsMisere(position)) {
                throw new AssertionError("the misère rule disagrees with the search at " + position);
            }
            return misere;
        }
        String key = key(position);
        Long known = values.get(key);
        if (known != null) {
            return known;
        }
        TreeSet<Long> seen = new TreeSet<>();
        for (List<Component> option : options(position)) {
            seen.add(value(option));
        }
        long mex = 0;
        while (seen.contains(mex)) {
            mex++;
        }
        values.put(key, mex);
        return mex;
    }

    /** Every position one move leaves, each as the list of its components, in the order written. */
    public static List<List<Component>> options(List<Component> position) {
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            for (List<Component> replacement : position.get(i).options()) {
                List<Component> option = new ArrayList<>(position.subList(0, i));
                option.addAll(replacement);
                option.addAll(position.subList(i + 1, position.size()));
                options.add(option);
            }
        }
        return options;
    }

    /** The book's misère value of heaps of Nim. */
    private static long misere(List<Component> heaps) {
        long xor = 0;
        boolean small = true;
        for (Component heap : heaps) {
            xor ^= heap.size();
            small &= heap.size() <= 1;
        }
        return small ? xor ^ 1 : xor;
    }

    /** Whether the player to move wins misère Nim from here: with no move, they do (the other took the last counter). */
    private boolean winsMisere(List<Component> heaps) {
        String key = key(heaps);
        Boolean known = misereWins.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = heaps.isEmpty();
        for (List<Component> option : options(heaps)) {
            wins |= !winsMisere(option);
        }
        misereWins.put(key, wins);
        return wins;
    }

    private static String key(List<Component> position) {
        List<String> parts = new ArrayList<>();
        position.forEach(component -> parts.add(component.game() + " " + component.size()));
        parts.sort(null);
        return String.join("+", parts);
    }
}
