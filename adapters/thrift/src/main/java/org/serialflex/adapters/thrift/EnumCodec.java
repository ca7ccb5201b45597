package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Thrift enum: an {@code i32} carrying the constant's explicit value, its {@link FieldNumbers id}.
 * A value the reader's enum lacks reads as {@code null}, as generated code's {@code findByValue} does.
 */
final class EnumCodec implements ValueCodec {

    private final Map<Object, Integer> values = new HashMap<>();
    private final Map<Integer, Object> constants = new HashMap<>();

    EnumCodec(Class<?> enumType) {
        Object[] all = enumType.getEnumConstants();
        List<Field> fields = new ArrayList<>();
        for (Object constant : all) {
            try {
                fields.add(enumType.getDeclaredField(((Enum<?>) constant).name()));
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException("An enum constant without its field: " + constant, e);
            }
        }
        int[] ids = FieldNumbers.of(fields, 0);
        for (int i = 0; i < all.length; i++) {
            values.put(all[i], ids[i]);
            constants.put(ids[i], all[i]);
        }
    }

    @Override
    public byte wireType() {
        return TType.I32;
    }

    @Override
    public void write(TProtocol out, Object value) throws TException {
        out.writeI32(values.get(value));
    }

    @Override
    public Object read(TProtocol in) throws TException {
        return constants.get(in.readI32());
    }
}
