package org.serialflex.verdicts;

/**
 * Compares what a reader world produced with the expectation of a case, field by field through
 * reflection, as the specification's "What counts as equal" says: concrete classes by name,
 * BigDecimal by {@code compareTo}, arrays by content, floating point exactly, ordered collections
 * in order. It never calls {@code equals()} of a generated class.
 *
 * <p>The expectation is a tree of plain values, objects built in the reader world (so shared
 * references and cycles are part of the expectation) and {@link Expected} nodes. Substitutions
 * that keep every value (bean → Map, LinkedList → ArrayList, Long → Integer, order lost, identity
 * lost) make the verdict DEGRADED; any other difference makes it CORRUPT. The evidence is the
 * first path at the worst level found.
 *
 * <p>The work is split by concern: {@link Comparison} dispatches, {@link NodeComparison} gives
 * each expectation node its meaning, and scalars, containers, beans and identities each have a
 * class of their own.
 */
public final class DeepComparison {

    private DeepComparison() {
    }

    /**
     * Compares {@code actual}, the reader's root object, with {@code expected}.
     *
     * @throws KitDefect when the expectation itself is wrong (it names a field the reader's class lacks)
     */
    public static Verdict compare(Object expected, Object actual) {
        return compare(expected, actual, java.util.function.UnaryOperator.identity());
    }

    /**
     * As {@link #compare(Object, Object)}, for a reader world whose classes have names other than
     * those the expectation's nodes are written with: {@code ownNames} gives the world's name of a
     * class an {@link Expected} node names. Objects built in the world need no translation, and
     * evidence names classes by their simple names, which a package of its own leaves alone.
     */
    public static Verdict compare(Object expected, Object actual, java.util.function.UnaryOperator<String> ownNames) {
        Comparison comparison = new Comparison(Mode.STRICT, ownNames);
        comparison.compare("(root)", expected, actual, Object.class);
        return comparison.verdict();
    }
}
