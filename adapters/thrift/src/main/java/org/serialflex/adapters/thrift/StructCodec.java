package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Thrift struct, written and read the way a generated struct's {@code StandardScheme} does:
 * fields that hold null are not written (default requiredness), then a stop; on reading, the
 * recursion depth is counted against {@code TConfiguration}'s limit, a field whose id the reader
 * does not know, or whose wire type is not the one the reader declares, is skipped with
 * {@link TProtocolUtil#skip}, and a field that does not arrive keeps what a fresh instance holds.
 * The fields are set after the codec exists ({@link #define}), so a class can hold itself.
 */
final class StructCodec implements ValueCodec {

    private final TStruct struct;
    private final StructTarget target;
    private List<StructField> fields = List.of();
    private final Map<Short, Integer> positions = new HashMap<>();

    StructCodec(Class<?> type, StructTarget target) {
        this.struct = new TStruct(type.getSimpleName());
        this.target = target;
    }

    void define(List<StructField> structFields) {
        this.fields = List.copyOf(structFields);
        for (int i = 0; i < fields.size(); i++) {
            if (positions.put(fields.get(i).id(), i) != null) {
                throw new NoThriftMapping(struct.name + " gives field id " + fields.get(i).id() + " to two fields "
                        + "(a subclass field shadows a superclass field of the same name); a Thrift struct's ids "
                        + "are unique");
            }
        }
    }

    @Override
    public byte wireType() {
        return TType.STRUCT;
    }

    @Override
    public void write(TProtocol out, Object value) throws TException {
        out.writeStructBegin(struct);
        for (StructField field : fields) {
            Object fieldValue = field.get(value);
            if (fieldValue != null) {
                out.writeFieldBegin(new TField(field.name(), field.codec().wireType(), field.id()));
                try {
                    field.codec().write(out, fieldValue);
                } catch (IllegalArgumentException e) { // a null in a container: say where
                    throw new IllegalArgumentException(struct.name + "." + field.name() + ": " + e.getMessage(), e);
                }
                out.writeFieldEnd();
            }
        }
        out.writeFieldStop();
        out.writeStructEnd();
    }

    @Override
    public Object read(TProtocol in) throws TException {
        in.incrementRecursionDepth();
        try {
            Object[] values = new Object[fields.size()];
            boolean[] present = new boolean[fields.size()];
            in.readStructBegin();
            while (true) {
                TField header = in.readFieldBegin();
                if (header.type == TType.STOP) {
                    break;
                }
                Integer position = positions.get(header.id);
                if (position != null && fields.get(position).codec().wireType() == header.type) {
                    values[position] = fields.get(position).codec().read(in);
                    present[position] = true;
                } else {
                    TProtocolUtil.skip(in, header.type);
                }
                in.readFieldEnd();
            }
            in.readStructEnd();
            return target.build(fields, values, present);
        } finally {
            in.decrementRecursionDepth();
        }
    }
}
