package nimbook.solver;

/**
 * Questions about how a one-heap game's values repeat, as exercises ask them of a game the reader names: the most
 * counters a move takes, the hypothesis of the Guy–Smith theorem, and whether the values repeat with a shift from a
 * heap on.
 */
public final class Periods {
    /** How far a table is searched for a heap that breaks a repeat before the game's period is asked for. */
    private static final long SCANNED = 1000;

    private Periods() {
    }

    /** The most counters a move takes (t of an octal game 0.d₁…d_t); refused for other games than those of heaps taken. */
    public static long largest(Game game) throws NotationException {
        return takeAndBreak(game).largest();
    }

    /** Whether {@code game} is an octal game 0.d₁d₂…. */
    public static boolean octal(Game game) {
        return game instanceof TakeAndBreak heaps && heaps.octal();
    }

    /**
     * Whether G(n + p) = G(n) for e ≤ n < 2e + p + t, t the most counters a move takes: the hypothesis of the
     * periodicity theorem of Guy and Smith (which proves the repeat from heap e only when e ≥ 1).
     */
    public static boolean guySmith(Game game, long e, long p) throws NotationException {
        TakeAndBreak heaps = takeAndBreak(game);
        if (!heaps.octal()) {
            throw new NotationException(game.notation() + " is not an octal game", 0);
        }
        long end = 2 * e + p + heaps.largest();
        heaps.check(Component.of(end + p));
        for (long n = e; n < end; n++) {
            if (heaps.grundy(Component.of(n + p)) != heaps.grundy(Component.of(n))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether G(n + p) = G(n) for every n ≥ e: decided by a heap that breaks the repeat, or else by the game's period
     * (a repeat is a multiple of the period, from the period's start on); null when neither is known.
     */
    public static Boolean repeats(Game game, long e, long p) throws NotationException {
        TakeAndBreak heaps = takeAndBreak(game);
        long end = Math.min(heaps.limit(), Math.max(SCANNED, e + 2 * p)) - p;
        for (long n = e; n <= end; n++) {
            if (heaps.table(n + p) != heaps.table(n)) {
                return false;
            }
        }
        TakeAndBreak.Period period = heaps.period();
        return period == null ? null : p % period.period() == 0 && e >= period.start();
    }

    private static TakeAndBreak takeAndBreak(Game game) throws NotationException {
        if (game instanceof TakeAndBreak heaps) {
            return heaps;
        }
        throw new NotationException(game.notation() + " is not a game of taking counters from heaps", 0);
    }
}
