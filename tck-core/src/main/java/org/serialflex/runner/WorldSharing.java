package org.serialflex.runner;

/**
 * Whether the cases of a run share worlds ({@link WorldPool}'s rule keeps every class name's meaning fixed in
 * a shared world) or each case gets a fresh pair. A kit run asks for {@link #SHARED} unless told
 * {@code -Dserialflex.worlds=fresh}, and shares only when its {@link HistoryProbe} finds the library does not
 * remember earlier cases.
 */
public enum WorldSharing {
    /** Cases reuse idle worlds whose names mean what the case's names mean. */
    SHARED,
    /** Every case half gets a world of its own. */
    FRESH
}
