package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;

import java.lang.reflect.Array;

/** A Java array other than {@code byte[]} (which is {@code binary}) as a Thrift {@code list<T>}. */
final class ArrayCodec implements ValueCodec {

    private final Class<?> componentType;
    private final ValueCodec element;

    ArrayCodec(Class<?> componentType, ValueCodec element) {
        this.componentType = componentType;
        this.element = element;
    }

    @Override
    public byte wireType() {
        return TType.LIST;
    }

    @Override
    public void write(TProtocol out, Object value) throws TException {
        int length = Array.getLength(value);
        out.writeListBegin(new TList(element.wireType(), length));
        for (int i = 0; i < length; i++) {
            element.write(out, NoNulls.check(Array.get(value, i), "list"));
        }
        out.writeListEnd();
    }

    @Override
    public Object read(TProtocol in) throws TException {
        int size = in.readListBegin().size;
        Object array = Array.newInstance(componentType, size);
        for (int i = 0; i < size; i++) {
            Array.set(array, i, element.read(in));
        }
        in.readListEnd();
        return array;
    }
}
