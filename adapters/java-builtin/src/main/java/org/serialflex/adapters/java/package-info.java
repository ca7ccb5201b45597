/**
 * The adapters of Java serialization (ObjectOutputStream): {@link JavaBuiltinAdapter}, each a {@link
 * org.serialflex.spi.SerializerAdapter} registered in {@code
 * META-INF/services/org.serialflex.spi.SerializerAdapter}, and the helpers they share.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}.
 */
package org.serialflex.adapters.java;
