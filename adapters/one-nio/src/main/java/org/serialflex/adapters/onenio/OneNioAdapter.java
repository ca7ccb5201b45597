package org.serialflex.adapters.onenio;

import one.nio.serial.CalcSizeStream;
import one.nio.serial.DeserializeStream;
import one.nio.serial.Repository;
import one.nio.serial.SerializeStream;
import one.nio.serial.Serializer;
import one.nio.serial.SerializerCollector;

import java.io.IOException;
import java.util.Set;

/**
 * one-nio's default, fast mode: {@link SerializeStream} / {@link DeserializeStream}, where the
 * payload names each class only by its serializer's uid, a hash of the writer's class shape. A
 * reader whose class differs knows no serializer with that uid, so, as in the study, the writer's
 * serializers travel once out of band: {@link #exportMetadata(Object)} collects the serializers
 * the payload refers to (one-nio's {@link SerializerCollector} walks the payload and asks the
 * writer's {@link Repository} for each uid) and serializes them; {@link #acceptMetadata(byte[])}
 * deserializes them in the reader world, where each binds the writer's field list to the reader's
 * own class (or a generated stub), and registers it with {@link Repository#provideSerializer}.
 * Only that blob crosses between worlds; each world has its own {@link Repository}.
 */
public final class OneNioAdapter extends OneNioReader {

    @Override
    public String id() {
        return "one-nio";
    }

    @Override
    public String displayName() {
        return "One Nio (serializer exchange)";
    }

    @Override
    public byte[] write(Object value) throws IOException {
        return OneNio.serialize(value);
    }

    @Override
    public byte[] exportMetadata(Object written) throws IOException, ClassNotFoundException {
        SerializerCollector collector = new SerializerCollector(OneNio.serialize(written));
        collector.readObject();
        Set<Serializer> serializers = collector.serializers();
        CalcSizeStream size = new CalcSizeStream();
        for (Serializer serializer : serializers) {
            size.writeObject(serializer);
        }
        byte[] blob = new byte[size.count()];
        try (SerializeStream out = new SerializeStream(blob)) {
            for (Serializer serializer : serializers) {
                out.writeObject(serializer);
            }
        }
        return blob;
    }

    @Override
    public void acceptMetadata(byte[] metadata) throws IOException, ClassNotFoundException {
        try (DeserializeStream in = new DeserializeStream(metadata)) {
            while (in.available() > 0) {
                Repository.provideSerializer((Serializer) in.readObject());
            }
        }
    }
}
