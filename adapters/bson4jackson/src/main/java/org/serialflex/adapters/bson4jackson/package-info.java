/**
 * The adapters of bson4jackson, BSON through Jackson: {@link Bson4JacksonAdapter}, {@link
 * Bson4JacksonTypedAdapter}, each a {@link org.serialflex.spi.SerializerAdapter} registered in {@code
 * META-INF/services/org.serialflex.spi.SerializerAdapter}, and the helpers they share.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code com.fasterxml.jackson}, {@code
 * de.undercouch.bson4jackson}, {@code org.serialflex.adapters.jacksonstudy}.
 */
package org.serialflex.adapters.bson4jackson;
