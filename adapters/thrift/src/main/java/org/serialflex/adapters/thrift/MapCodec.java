package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TMap;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;

import java.util.Map;
import java.util.function.IntFunction;

/** A Thrift {@code map<K,V>}; as in generated code, the key and value types of the header are not checked. */
final class MapCodec implements ValueCodec {

    private final ValueCodec key;
    private final ValueCodec value;
    private final IntFunction<Map<Object, Object>> newMap;

    MapCodec(ValueCodec key, ValueCodec value, IntFunction<Map<Object, Object>> newMap) {
        this.key = key;
        this.value = value;
        this.newMap = newMap;
    }

    @Override
    public byte wireType() {
        return TType.MAP;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(TProtocol out, Object map) throws TException {
        Map<Object, Object> entries = (Map<Object, Object>) map;
        out.writeMapBegin(new TMap(key.wireType(), value.wireType(), entries.size()));
        for (Map.Entry<Object, Object> entry : entries.entrySet()) {
            key.write(out, NoNulls.check(entry.getKey(), "map key"));
            value.write(out, NoNulls.check(entry.getValue(), "map value"));
        }
        out.writeMapEnd();
    }

    @Override
    public Object read(TProtocol in) throws TException {
        int size = in.readMapBegin().size;
        Map<Object, Object> entries = newMap.apply(size);
        for (int i = 0; i < size; i++) {
            Object k = key.read(in);
            entries.put(k, value.read(in));
        }
        in.readMapEnd();
        return entries;
    }
}
