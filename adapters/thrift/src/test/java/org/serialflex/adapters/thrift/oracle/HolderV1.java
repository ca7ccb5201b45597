package org.serialflex.adapters.thrift.oracle;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

import java.util.ArrayList;
import java.util.List;

/**
 * Version 1 of a struct, written by hand the way the thrift compiler's Java output reads and writes
 * it (its {@code StandardScheme}), for the IDL
 * {@code struct Holder { 1: string name; 2: i32 amount; 3: list<string> labels; 4: string code; 5: string city }}.
 * Independent of the adapter: only libthrift.
 */
final class HolderV1 {

    String name;
    int amount;
    List<String> labels;
    String code;
    String city;

    static HolderV1 sample() {
        HolderV1 holder = new HolderV1();
        holder.name = "Ann";
        holder.amount = 42;
        holder.labels = List.of("red", "green", "blue");
        holder.code = "42";
        holder.city = "Oslo";
        return holder;
    }

    void write(TProtocol out) throws TException {
        out.writeStructBegin(new TStruct("Holder"));
        out.writeFieldBegin(new TField("name", TType.STRING, (short) 1));
        out.writeString(name);
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("amount", TType.I32, (short) 2));
        out.writeI32(amount);
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("labels", TType.LIST, (short) 3));
        out.writeListBegin(new TList(TType.STRING, labels.size()));
        for (String label : labels) {
            out.writeString(label);
        }
        out.writeListEnd();
        out.writeFieldEnd();
        out.writeFieldBegin(new TField("code", TType.STRING, (short) 4));
        out.writeString(code);
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
                    if (field.type == TType.I32) {
                        amount = in.readI32();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 3 -> {
                    if (field.type == TType.LIST) {
                        TList list = in.readListBegin();
                        labels = new ArrayList<>(list.size);
                        for (int i = 0; i < list.size; i++) {
                            labels.add(in.readString());
                        }
                        in.readListEnd();
                    } else {
                        TProtocolUtil.skip(in, field.type);
                    }
                }
                case 4 -> {
                    if (field.type == TType.STRING) {
                        code = in.readString();
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
        return "name=" + name + " amount=" + amount + " labels=" + labels + " code=" + code + " city=" + city;
    }
}
