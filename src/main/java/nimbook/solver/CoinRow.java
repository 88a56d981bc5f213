package nimbook.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A coin-turning game on a row of coins numbered 1, 2, … from the left: a move turns over one coin that shows heads,
 * which goes to tails, and a set of coins to its left that the game's {@link Rule} allows, whatever they show. A row
 * is worth the nim-sum of the values of its heads, each alone (the lesson proves it); a head's value is the mex of the
 * values of the sets a move on it leaves, memoised.
 */
final class CoinRow implements Game {
    /** The longest row: a head's options are at most about COINS²/2 (Mock Turtles), its table COINS³/6 steps. */
    static final int COINS = Coins.MOST;

    /** Which coins left of coin n a move turning coin n from heads to tails turns as well. */
    enum Rule {
        /** One coin, or two. */
        TURNING_TURTLES("turning-turtles", "turn one coin from heads to tails and perhaps one coin to its left", 0, 1),
        /** Exactly two coins. */
        TWINS("twins", "turn one coin from heads to tails and exactly one coin to its left", 1, 1),
        /** One, two or three coins. */
        MOCK_TURTLES("mock-turtles", "turn one coin from heads to tails and perhaps one or two coins to its left", 0, 2),
        /** Any run of consecutive coins, ending at the one going to tails. */
        RULER("ruler", "turn one coin from heads to tails and perhaps a run of coins just left of it", -1, -1);

        final String name;
        final String description;
        private final int fewest;
        private final int most;

        Rule(String name, String description, int fewest, int most) {
            this.name = name;
            this.description = description;
            this.fewest = fewest;
            this.most = most;
        }

        /** The sets of coins (numbers below n, in increasing order) a move turning coin n may turn besides. */
        List<int[]> others(int n) {
            List<int[]> sets = new ArrayList<>();
            if (most < 0) {
                for (int from = n; from >= 1; from--) {
                    int[] run = new int[n - from];
                    for (int i = 0; i < run.length; i++) {
                        run[i] = from + i;
                    }
                    sets.add(run);
                }
                return sets;
            }
            if (fewest == 0) {
                sets.add(new int[0]);
            }
            for (int m = 1; m < n; m++) {
                sets.add(new int[] {m});
                for (int l = 1; most == 2 && l < m; l++) {
                    sets.add(new int[] {l, m});
                }
            }
            return sets;
        }

        /** How many sets {@link #others} lists, counted without listing them. */
        long count(long n) {
            return most < 0 ? n : (fewest == 0 ? 1 : 0) + (n - 1) + (most == 2 ? (n - 1) * (n - 2) / 2 : 0);
        }
    }

    private final Rule rule;
    /** The value of a row whose only head is coin n + 1, for the coins computed so far. */
    private long[] heads = new long[0];

    CoinRow(Rule rule) {
        this.rule = rule;
    }

    @Override
    public String notation() {
        return rule.name;
    }

    @Override
    public Shape shape() {
        return Shape.COINS;
    }

    @Override
    public String description() {
        return "a row of coins; " + rule.description;
    }

    @Override
    public void check(Component component) throws NotationException {
        Coins.checkRow(this, component, COINS);
    }

    /** The value of a row whose only head is coin n. */
    synchronized long head(int n) {
        int known = heads.length;
        if (n > known) {
            heads = Arrays.copyOf(heads, n);
            for (int coin = known + 1; coin <= n; coin++) {
                List<int[]> sets = rule.others(coin);
                long[] values = new long[sets.size()];
                for (int i = 0; i < values.length; i++) {
                    for (int other : sets.get(i)) {
                        values[i] ^= heads[other - 1];
                    }
                }
                heads[coin - 1] = Mex.of(values, values.length);
            }
        }
        return heads[n - 1];
    }

    @Override
    public long grundy(Component component) {
        long value = 0;
        for (int i = 0; i < component.size(); i++) {
            value ^= component.get(i) == 1 ? head(i + 1) : 0;
        }
        return value;
    }

    /** For each head from the left, every set its rule allows: the head goes to tails, the others turn over. */
    @Override
    public List<List<Component>> options(Component component) {
        List<List<Component>> options = new ArrayList<>();
        for (int i = 0; i < component.size(); i++) {
            if (component.get(i) == 1) {
                for (int[] set : rule.others(i + 1)) {
                    long[] faces = component.toArray();
                    faces[i] = 0;
                    for (int other : set) {
                        faces[other - 1] ^= 1;
                    }
                    options.add(List.of(Component.of(faces)));
                }
            }
        }
        return options;
    }

    @Override
    public long optionCount(Component component) {
        long count = 0;
        for (int i = 0; i < component.size(); i++) {
            count += component.get(i) == 1 ? rule.count(i + 1) : 0;
        }
        return count;
    }

    /** The row without the tails after its last head, which no move can reach. */
    @Override
    public Component canonical(Component component) {
        return Coins.trimmed(component);
    }

    @Override
    public String written(Component component) {
        return Coins.written(component);
    }

    /** A row of two or more heads is the nim-sum of its heads, each alone; a lone head lists its options. */
    @Override
    public Step closedForm(Component component) {
        List<Step.OptionValue> summands = new ArrayList<>();
        for (int i = 0; i < component.size(); i++) {
            if (component.get(i) == 1) {
                long[] alone = new long[i + 1];
                alone[i] = 1;
                summands.add(new Step.OptionValue(term(List.of(Component.of(alone))), head(i + 1)));
            }
        }
        return summands.size() < 2 ? null : new Step.NimSum(summands, grundy(component));
    }
}
