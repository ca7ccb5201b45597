package org.serialflex.adapters.thrift.oracle;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TSet;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * Version 2 of {@link HolderV1}'s struct, ids kept, three types changed as the kit's C08 and C19
 * change them: {@code struct Holder { 1: string name; 2: i64 amount; 3: set<string> labels;
 * 4: i32 code; 5: string city }}. Written by hand as the thrift compiler's Java output reads and
 * writes it; only libthrift.
 */
final class HolderV2 {

    String name;
    long amount;
    Set<String> labels;
    int code;
    String city;

    static HolderV2 sample() {
        HolderV2 holder = new HolderV2();
        holder.name = "Ann";
        holder.amount = 42L;
        holder.labels = Set.of("red", "green", "blue");
        holder.code = 42;
        holder.city = "Oslo";
        return holder;
    }

    void write(TProtocol out) throws TException {
        out.writeStructBegin(new TStruct("Holder"));
        out.writeFieldBegin(new TField("name", TType.STRING, (short) 1));
        out.writeString(name);
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("amount", TType.I64, (short) 2));
        out.writeI64(amount);
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("labels", TType.SET, (short) 3));
        out.writeSetBegin(new TSet(TType.STRING, labels.size()));
        for (String label : labels) {
            out.writeString(label);
        }
        out.writeSetEnd();
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("code", TType.I32, (short) 4));
        out.writeI32(code);
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("city", TType.STRING, (short) 5));
        out.writeString(city);
        out.writeFieldEnd();
        out.writeFieldStop();
        out.writeStructEnd();
    }

    void read(TProtocol in) throws TException {
        in.readStructBegin();
        while (true) {
            TField field = in.readFieldBegin();
            if (field.type == TType.STOP) {
                break;
            }
            switch (field.id) {
                case 1 -> {
                    if (field.type == TType.STRING) {
                        name = in.readString();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 2 -> {
                    if (field.type == TType.I64) {
                        amount = in.readI64();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 3 -> {
                    if (field.type == TType.SET) {
                        TSet set = in.readSetBegin();
                        labels = new HashSet<>(2 * set.size);
                        for (int i = 0; i < set.size; i++) {
                            labels.add(in.readString());
                        }
                        in.readSetEnd();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 4 -> {
                    if (field.type == TType.I32) {
                        code = in.readI32();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 5 -> {
                    if (field.type == TType.STRING) {
                        city = in.readString();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                default -> TProtocolUtil.skip(in, field.type);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
    }

    @Override
    public String toString() {
        return "name=" + name + " amount=" + amount + " labels=" + (labels == null ? null : new TreeSet<>(labels))
                + " code=" + code + " city=" + city;
    }
}
