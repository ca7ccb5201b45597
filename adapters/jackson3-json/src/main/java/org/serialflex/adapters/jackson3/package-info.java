/**
 * The adapters of Jackson 3, JSON: {@link Jackson3Adapter}, {@link Jackson3JsonAdapter}, {@link
 * Jackson3JsonTypedAdapter}, each a {@link org.serialflex.spi.SerializerAdapter} registered in {@code
 * META-INF/services/org.serialflex.spi.SerializerAdapter}, and the helpers they share.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code tools.jackson}, {@code
 * com.fasterxml.jackson.annotation} (Jackson 3 keeps the annotations, {@code JsonAutoDetect} and
 * {@code PropertyAccessor} among them, in jackson-annotations).
 */
package org.serialflex.adapters.jackson3;
