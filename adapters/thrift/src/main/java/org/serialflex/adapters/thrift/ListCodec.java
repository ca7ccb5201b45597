package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TSet;
import org.apache.thrift.protocol.TType;

import java.util.Collection;
import java.util.function.IntFunction;

/**
 * A Thrift {@code list<T>} or {@code set<T>} held by a Java collection. As in generated code, the
 * element type in the container header is not checked on reading: the elements are read as the
 * reader's IDL declares them. Thrift containers hold no null; generated code throws a
 * NullPointerException on one, this codec says so.
 */
final class ListCodec implements ValueCodec {

    private final boolean set;
    private final ValueCodec element;
    private final IntFunction<Collection<Object>> newCollection;

    ListCodec(boolean set, ValueCodec element, IntFunction<Collection<Object>> newCollection) {
        this.set = set;
        this.element = element;
        this.newCollection = newCollection;
    }

    @Override
    public byte wireType() {
        return set ? TType.SET : TType.LIST;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(TProtocol out, Object value) throws TException {
        Collection<Object> elements = (Collection<Object>) value;
        if (set) {
            out.writeSetBegin(new TSet(element.wireType(), elements.size()));
        } else {
            out.writeListBegin(new TList(element.wireType(), elements.size()));
        }
        for (Object e : elements) {
            element.write(out, NoNulls.check(e, set ? "set" : "list"));
        }
        if (set) {
            out.writeSetEnd();
        } else {
            out.writeListEnd();
        }
    }

    @Override
    public Object read(TProtocol in) throws TException {
        int size = set ? in.readSetBegin().size : in.readListBegin().size;
        Collection<Object> elements = newCollection.apply(size);
        for (int i = 0; i < size; i++) {
            elements.add(element.read(in));
        }
        if (set) {
            in.readSetEnd();
        } else {
            in.readListEnd();
        }
        return elements;
    }
}
