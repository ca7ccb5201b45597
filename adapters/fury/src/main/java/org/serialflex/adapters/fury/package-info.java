/**
 * The adapter of Apache Fury, Fory's name before its 0.11 release: {@link FuryAdapter}, a
 * {@link org.serialflex.spi.SerializerAdapter} registered in {@code META-INF/services/org.serialflex.spi.SerializerAdapter}.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code org.apache.fury}.
 */
package org.serialflex.adapters.fury;
