/**
 * The adapters of Protocol Buffers, schema-first: a message per class, field numbers from @FieldId: {@link
 * ProtobufAdapter}, each a {@link org.serialflex.spi.SerializerAdapter} registered in {@code
 * META-INF/services/org.serialflex.spi.SerializerAdapter}, and the helpers they share.
 *
 * <p>An adapter is loaded in every world beside its library and a class version, and nowhere else: it sees the
 * SPI and its library, never the kit's engine (runner, worlds, verdicts), which a world does not hold.
 *
 * <p>May import only: {@code java}, {@code org.serialflex.spi}, {@code com.google.protobuf}.
 */
package org.serialflex.adapters.protobuf;
