package nimbook.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * One step of a worked explanation. Steps are plain data: the command line prints them as text and the
 * book renders each kind through its own template.
 */
public sealed interface Step {

    /** A component's options with their values, and the mex of those values. */
    record Mex(String position, List<OptionValue> options, long value) implements Step {
        public Mex {
            options = List.copyOf(options);
        }

        static Mex of(Game game, Component component) {
            List<OptionValue> options = new ArrayList<>();
            for (List<Component> option : game.options(component)) {
                options.add(new OptionValue(game.term(option), game.valueOf(option)));
            }
            return new Mex(game.term(List.of(component)), options, game.grundy(component));
        }
    }

    /**
     * A loopy position's labelling (Fraenkel and Yesha's), one graph at a time: each graph with its token, its rounds,
     * and the token's value; then the sum's value by Smith's rule, its outcome and its winning moves.
     */
    record Labelling(String position, List<Token> tokens, String value, String outcome, List<String> winningMoves)
            implements Step {
        public Labelling {
            tokens = List.copyOf(tokens);
            winningMoves = List.copyOf(winningMoves);
        }
    }

    /** One graph of a loopy position: its arcs, the token's vertex, the rounds of its labelling, the token's value. */
    record Token(String graph, int vertex, List<Round> rounds, String value) {
        public Token {
            rounds = List.copyOf(rounds);
        }
    }

    /**
     * Round {@code label} of a labelling: the vertices labelled with it, in order, then those labelled ∞, with their
     * values ∞(K).
     */
    record Round(long label, List<Integer> labelled, List<Integer> infinite, List<String> infiniteValues) {
        public Round {
            labelled = List.copyOf(labelled);
            infinite = List.copyOf(infinite);
            infiniteValues = List.copyOf(infiniteValues);
        }
    }

    /** An option written in the notation, with its value. */
    record OptionValue(String position, long value) {
    }

    /** A Nim heap too large to list: it moves to every smaller heap, so its value is its size. */
    record NimHeap(long size) implements Step {
    }

    /**
     * A heap game whose values repeat: G(n) = G(n − period) for every n ≥ start + period, so the heap is
     * worth the same as the smaller heap {@code equivalent}.
     */
    record Periodic(String game, long heap, long start, long period, long equivalent, long value) implements Step {
    }

    /** The eeny-meeny walk down a colourful pile, from the top section. */
    record EenyMeeny(String position, List<Long> sections, List<Comparison> comparisons, boolean met, long value)
            implements Step {
        public EenyMeeny {
            sections = List.copyOf(sections);
            comparisons = List.copyOf(comparisons);
        }
    }

    /**
     * One comparison of the walk: the section above against the one below it, said as "eeny" (met if
     * smaller) or "meeny" (met if larger).
     */
    record Comparison(String word, long upper, long lower, Verdict verdict) {
    }

    /** What one comparison of the eeny-meeny walk decides. */
    enum Verdict {
        /** The sections are equal: go on down the pile. */
        EQUAL,
        /** The condition is met: the value is the top section minus one. */
        MET,
        /** The comparison went the wrong way: the value is the top section. */
        STOP
    }

    /** Empty and Divide: the value is the position of the lowest 0 bit of (a − 1) OR (b − 1). */
    record LowestZeroBit(String position, long a, long b, long value) implements Step {
    }

    /** Lasker's Nim: a heap's value by its remainder modulo 4. */
    record Lasker(long heap, long value) implements Step {
        /** The heap's remainder on division by 4. */
        public long remainder() {
            return heap % 4;
        }
    }

    /** Staircase Nim: the coins on each step from the lowest up; the value is the nim-sum of the odd-numbered steps'. */
    record Staircase(String position, List<Long> steps, long value) implements Step {
        public Staircase {
            steps = List.copyOf(steps);
        }
    }

    /**
     * Moore's Nim_k: the heaps in binary columns and how many ones each column holds, from the highest place; the
     * position is a P-position exactly when every count is a multiple of k + 1. {@code value} is its Grundy value.
     */
    record Moore(String position, long k, List<Long> heaps, List<Long> ones, long value) implements Step {
        public Moore {
            heaps = List.copyOf(heaps);
            ones = List.copyOf(ones);
        }

        /** Whether every column holds a multiple of k + 1 ones. */
        public boolean balanced() {
            return ones.stream().allMatch(count -> count % (k + 1) == 0);
        }
    }

    /**
     * Green Hackenbush: the fusion principle fuses the nodes of each set joined by cycles ({@code fused}), then the
     * colon principle replaces, from the top down, the branches standing on a node by one stalk ({@code colons}, the
     * ground's last); the picture is worth as much as the ground's stalk, {@code value}.
     */
    record Fusion(String position, List<Fused> fused, List<Colon> colons, long value) implements Step {
        public Fusion {
            fused = List.copyOf(fused);
            colons = List.copyOf(colons);
        }
    }

    /** Nodes joined by cycles, fused into the first (the least); {@code loops} edges join them, and become loops. */
    record Fused(List<Long> nodes, long loops) {
        public Fused {
            nodes = List.copyOf(nodes);
        }
    }

    /**
     * The branches standing on a node as stalks (a loop is a stalk of 1; an edge up to branches worth g, a stalk of
     * g + 1) and their nim-sum, {@code value}: one stalk of that many edges replaces them.
     */
    record Colon(long node, List<Long> stalks, long value) {
        public Colon {
            stalks = List.copyOf(stalks);
        }
    }

    /** Misère Nim: the nim-sum, adjusted when no heap has two or more. */
    record Misere(String position, long nimSum, boolean onlySmallHeaps, long value) implements Step {
    }

    /** The value of a sum: the XOR (nim-sum) of its components' values, in binary columns. */
    record NimSum(List<OptionValue> summands, long value) implements Step {
        public NimSum {
            summands = List.copyOf(summands);
        }
    }

    /**
     * The moves to a P-position. {@code count} is how many there are; {@code moves} lists the first few.
     * None when the position is already a P-position.
     */
    record WinningMoves(long value, long count, List<Move> moves) implements Step {
        public WinningMoves {
            moves = List.copyOf(moves);
        }
    }

    /**
     * A winning move: one component changes from {@code from} to {@code to}, giving {@code result}. In misère
     * play {@code leaves} says why the result is worth 0 (the values are then heap sizes, which do not add up);
     * in normal play it is null.
     */
    record Move(String from, long fromValue, String to, long toValue, String result, Misere leaves) {
    }
}
