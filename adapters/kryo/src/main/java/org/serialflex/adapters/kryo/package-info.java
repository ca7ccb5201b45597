/**
 * The adapters of Kryo: {@link KryoAdapter}, {@link KryoCompatibleAdapter}, {@link KryoDefaultAdapter}, {@link
 * KryoUnsafeAdapter}, each a {@link org.serialflex.spi.SerializerAdapter} registered in {@code
 * META-INF/services/org.serialflex.spi.SerializerAdapter}, and the helpers they share.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code com.esotericsoftware.kryo}.
 */
package org.serialflex.adapters.kryo;
