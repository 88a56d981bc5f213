package nimbook.practice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import nimbook.text.Text;
import nimbook.solver.Component;
import nimbook.solver.Game;
import nimbook.solver.Loopy;
import nimbook.solver.Notation;
import nimbook.solver.NotationException;
import nimbook.solver.Outcome;
import nimbook.solver.Position;
import nimbook.solver.Shape;
import nimbook.solver.Solver;

/**
 * What an exercise's {@code generate:} asks for — terms of a game, a number of components and a range of numbers,
 * joined by {@code +} ({@code nim 2 1..7 + kayles 1 1..12}) — and, optionally, the outcome wanted; and the dealing of a
 * position for a set. The build, the command line and the page deal with this one class, so set 42 is the same position
 * everywhere. A dealt position is never trivial: no component is empty and there are at least two moves. Sets deal
 * different positions as far as the ranges allow: when the positions a generator can deal are few (at most {@link
 * Deck#MOST}), each is dealt once before any comes again (see {@link Deck}); otherwise a set's position is drawn from its
 * own seed. An outcome question ({@link #balanced}) deals P-positions to even sets and N-positions to odd ones.
 */
public final class Generator {
    /** The most components a generated position has, over all its terms. */
    public static final int MOST_COMPONENTS = 12;
    /** How many positions are dealt in search of the wanted outcome before giving up. */
    private static final int TRIES = 1000;
    /** The outcomes a question about the outcome is dealt in turn, by the set's number. */
    private static final List<String> HEAP_OUTCOMES = List.of("P", "N");

    private final List<Part> parts;
    private final Outcome want;
    private final boolean balanced;
    /** Whether a term deals rows or boards of coins or pictures, which Deck neither lists nor draws: drawn as text. */
    private final boolean written;
    /** Whether it deals loopy positions ({@link LoopyDeal}). */
    private final boolean loopy;
    /** The positions a small generator deals, found at the first deal; null until then, or for a large generator. */
    private Deck deck;
    /** The exercise the deck was shuffled for; null until the first deal. */
    private String shuffled;

    private Generator(List<Part> parts, Outcome want, boolean balanced) {
        this.parts = List.copyOf(parts);
        this.want = want;
        this.balanced = balanced;
        boolean text = false;
        for (Part part : parts) {
            text |= part.shape() == Shape.COINS || part.shape() == Shape.BOARD || part.shape() == Shape.GRAPH;
        }
        this.written = text;
        this.loopy = parts.get(0).game().equals(Loopy.NAME);
    }

    /** One term: {@code count} components of a game (named as written) with numbers in {@code range}. */
    public record Part(String game, Shape shape, int count, Range range) {
    }

    public List<Part> parts() {
        return parts;
    }

    /** The outcome every position dealt has; null for any (or, balanced, for P and N in turn). */
    public Outcome want() {
        return want;
    }

    /** The same generator dealing P-positions and N-positions in turn, for a question about the outcome. */
    public Generator balanced() {
        return new Generator(parts, null, true);
    }

    /** What the generator wants, as the page's box carries it: "N", "P", "both" (balanced) or "" (any). */
    public String wanted() {
        return balanced ? "both" : want == null ? "" : want.name();
    }

    /** The generator of {@code text} wanting {@code wanted} as {@link #wanted} writes it. */
    public static Generator of(Solver solver, String text, String wanted) throws NotationException {
        Generator generator = parse(solver, text, wanted.equals("N") || wanted.equals("P") ? Outcome.valueOf(wanted)
                : null);
        return wanted.equals("both") ? generator.balanced() : generator;
    }

    /**
     * Reads {@code generate:}'s text. A problem's offset points into the text; a term is refused when its game cannot be
     * summed or its range holds sizes that the game refuses, so that no seed can break a build.
     */
    public static Generator parse(Solver solver, String text, Outcome want) throws NotationException {
        if (LoopyDeal.deals(text)) {
            return new Generator(List.of(LoopyDeal.part(text, Text.words(text))), want, false);
        }
        List<Part> parts = new ArrayList<>();
        int components = 0;
        int start = 0;
        List<String> terms = Text.split(text, "+");
        for (String term : terms) {
            Part part = part(solver, term, start, terms.size() > 1);
            components += part.count();
            if (components > MOST_COMPONENTS) {
                throw new NotationException("a generated position has at most " + MOST_COMPONENTS + " components in all:"
                        + " lower a count", start + leading(term));
            }
            parts.add(part);
            start += term.length() + 1;
        }
        return new Generator(parts, want, false);
    }

    private static Part part(Solver solver, String term, int start, boolean summed) throws NotationException {
        String[] words = Text.words(term).toArray(String[]::new);
        int at = start + leading(term);
        if (words.length != 3) {
            throw new NotationException("generate takes a game, a number of components and a range, or several such"
                    + " terms joined by +: generate: nim 3 1..15, or nim 2 1..7 + kayles 1 1..12", at);
        }
        Game game;
        try {
            game = solver.game(words[0]);
        } catch (NotationException e) {
            throw e.shifted(at);
        }
        if (summed && game.unsummable() != null) {
            throw new NotationException(Notation.quote(game.notation()) + " cannot be added to other games: "
                    + game.unsummable(), at);
        }
        int countAt = at + term.strip().indexOf(words[1], words[0].length());
        long count = Notation.isWholeNumber(words[1]) ? Long.parseLong(words[1]) : 0;
        if (count < 1 || count > MOST_COMPONENTS) {
            throw new NotationException(Notation.quote(words[1]) + " is not a number of components from 1 to " + MOST_COMPONENTS,
                    countAt);
        }
        int rangeAt = at + term.strip().lastIndexOf(words[2]);
        Range range;
        try {
            range = Range.parse(words[2]);
            // The largest component the range can give: a game that refuses it would refuse some seed's deal. A joint
            // game's heaps are one component.
            if (range.from() < 1 && (game.shape() == Shape.COINS || game.shape() == Shape.BOARD)) {
                throw new NotationException(Notation.quote(words[2]) + " starts at 0: the range is how many coins a row (or"
                        + " a board's side) holds, at least 1, like 4..8", 0);
            }
            // A picture's check needs a picture: the largest the range gives, a stalk.
            game.check(game.shape() == Shape.GRAPH ? solver.parse(game.notation() + " stalk" + Math.max(1, range.to()))
                    .terms().get(0).components().get(0) : largest(game, (int) count, range.to()));
        } catch (NotationException e) {
            throw e.shifted(rangeAt);
        }
        return new Part(words[0], game.shape(), (int) count, range);
    }

    /** The largest component a range gives: its numbers all the largest, or as many coins as it allows. */
    private static Component largest(Game game, int count, long to) {
        // Past a million coins, any game has refused the row: the array stays small.
        int coins = (int) Math.min(to, 1_000_000);
        return switch (game.shape()) {
            case COINS -> Component.of(new long[coins]);
            case BOARD -> {
                long[] board = new long[1 + (coins <= 1000 ? coins * coins : 1)];
                board[0] = coins;
                yield Component.of(board);
            }
            default -> {
                long[] largest = new long[game.joint() ? count : Math.max(1, game.shape().numbers())];
                Arrays.fill(largest, to);
                yield Component.of(largest);
            }
        };
    }

    private static int leading(String text) {
        int spaces = 0;
        while (spaces < text.length() && Character.isWhitespace(text.charAt(spaces))) {
            spaces++;
        }
        return spaces;
    }

    /** The seed of an exercise in a set: the set's number and the exercise's (its number, like "5.3"). */
    public static long seed(long set, String exercise) {
        return set * 1_000_003L + exercise.hashCode();
    }

    /**
     * The position of exercise {@code exercise} ("5.3") in set {@code set}: the next of the generator's positions in an
     * order its own to the exercise when they are few, else drawn from the set's seed (every number, a row's coins and a
     * board's sides, a picture's edges and a loopy graph's vertices, from its term's range); of the outcome wanted (an
     * outcome question's in turn: P and N, and D for loopy positions), not trivial.
     */
    public Subject deal(Solver solver, long set, String exercise) throws NotationException {
        List<String> turns = loopy ? LoopyDeal.OUTCOMES : HEAP_OUTCOMES;
        String wanted = balanced ? turns.get((int) Math.floorMod(set, (long) turns.size())) : want == null ? null
                : want.name();
        if (!written && !loopy && !exercise.equals(shuffled)) {
            shuffled = exercise;
            deck = Deck.of(this, solver, exercise.hashCode());
        }
        if (deck != null) {
            return new Subject.Sum(solver, deck.deal(set, wanted == null ? null : Outcome.valueOf(wanted), balanced));
        }
        Lcg random = new Lcg(seed(set, exercise));
        Subject any = null;
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Subject position = loopy ? new Subject.Tokens(LoopyDeal.drawn(parts.get(0), random))
                    : new Subject.Sum(solver, Deck.parse(solver, written ? written(random)
                            : Deck.text(parts, Deck.drawn(parts, random))));
            if (position.fair()) {
                any = any == null ? position : any;
                if (wanted == null || position.outcome().equals(wanted)) {
                    return position;
                }
            }
        }
        if (balanced && any != null) {
            return any;
        }
        throw none(wanted);
    }

    private static NotationException none(String wanted) {
        return new NotationException("no " + (wanted == null ? "" : wanted + "-") + "position with two moves or more came"
                + " up in " + TRIES + " tries: widen the range", 0);
    }

    /** A position drawn as text, component by component: how rows and boards of coins and pictures are dealt. */
    private String written(Lcg random) {
        StringBuilder text = new StringBuilder();
        for (Part part : parts) {
            text.append(text.length() == 0 ? "" : " + ").append(part.game());
            for (int c = 0; c < part.count(); c++) {
                text.append(' ').append(component(part, random));
            }
        }
        return text.toString();
    }

    /**
     * One component, written: a pile, staircase or bar has one to four sections, steps or rows; a row of coins a
     * length from the range, a board as many rows and columns, each coin heads or tails at even odds.
     */
    private static String component(Part part, Lcg random) {
        if (part.shape() == Shape.GRAPH) {
            return picture(random, draw(part.range(), random));
        }
        StringBuilder text = new StringBuilder();
        int sections = switch (part.shape()) {
            case HEAP, CIRCLE -> 1;
            case PAIR -> 2;
            case PILE, STAIRCASE, DIAGRAM -> 1 + random.nextInt(4);
            case COINS, BOARD, GRAPH -> 0;
        };
        for (int s = 0; s < sections; s++) {
            text.append(s == 0 ? "" : ",").append(draw(part.range(), random));
        }
        long rows = part.shape() == Shape.BOARD ? draw(part.range(), random) : part.shape() == Shape.COINS ? 1 : 0;
        long columns = rows == 0 ? 0 : draw(part.range(), random);
        for (long r = 0; r < rows; r++) {
            text.append(r == 0 ? "" : ",");
            for (long c = 0; c < columns; c++) {
                text.append(random.nextInt(2) == 0 ? 'T' : 'H');
            }
        }
        return text.toString();
    }

    /**
     * A Hackenbush picture of {@code edges} edges: each grows from a node already drawn, to a new node three times in
     * four, else back to a drawn node (closing a cycle, or a loop).
     */
    private static String picture(Lcg random, long edges) {
        if (edges == 0) {
            return "0";
        }
        StringBuilder text = new StringBuilder();
        int nodes = 1;
        for (long e = 0; e < edges; e++) {
            int from = random.nextInt(nodes);
            int to = nodes > 1 && random.nextInt(4) == 0 ? random.nextInt(nodes) : nodes++;
            text.append(e == 0 ? "" : ",").append(from).append('-').append(to);
        }
        return text.toString();
    }

    private static long draw(Range range, Lcg random) {
        return range.from() + (long) (random.nextDouble() * range.size());
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Part part : parts) {
            text.append(text.length() == 0 ? "" : " + ").append(part.game()).append(' ').append(part.count()).append(' ')
                    .append(part.range());
        }
        return text.toString();
    }
}
