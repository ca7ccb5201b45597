/**
 * The adapter of Apache Fory's 0.x releases: {@link Fory0Adapter}, a {@link org.serialflex.spi.SerializerAdapter}
 * registered in {@code META-INF/services/org.serialflex.spi.SerializerAdapter}.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code org.apache.fory}.
 */
package org.serialflex.adapters.fory0;
