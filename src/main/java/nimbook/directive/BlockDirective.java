package nimbook.directive;

/**
 * A block directive: its spec, which says what a block of it may hold and where it may stand, and how a block of it is
 * evaluated into what its template shows. One class declares both; {@link Directives} lists them all.
 */
public interface BlockDirective {
    BlockSpec spec();

    /** The block evaluated: its problems are thrown, all of them together where they are independent. */
    Part expand(Block block, Scope scope) throws DirectiveException;
}
