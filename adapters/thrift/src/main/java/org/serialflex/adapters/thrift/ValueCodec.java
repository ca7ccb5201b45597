package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocol;

/**
 * How one IDL type is written and read: what a generated struct's scheme does for a field of that
 * type. {@link #wireType()} is the {@code TType} the field header carries; a reader whose field
 * expects another wire type skips the field, as generated code does.
 */
interface ValueCodec {

    /** The {@code org.apache.thrift.protocol.TType} of this IDL type on the wire. */
    byte wireType();

    /** Writes a non-null value. */
    void write(TProtocol out, Object value) throws TException;

    /** Reads a value of this type. */
    Object read(TProtocol in) throws TException;
}
