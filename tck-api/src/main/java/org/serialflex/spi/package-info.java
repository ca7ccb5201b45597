/**
 * What an adapter implements and nothing else: {@link org.serialflex.spi.SerializerAdapter} (five required
 * methods, safe defaults for the rest), the {@link org.serialflex.spi.Library} it wraps and the {@link
 * org.serialflex.spi.JvmOption}s its library needs.
 *
 * <p>Loaded in every world beside the library under test, so it holds the JDK alone: a class of the kit or of a
 * library here would be a class the library under test could see.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.spi;
