package org.serialflex.adapters.onenio;

import one.nio.serial.DeserializeStream;
import one.nio.serial.PersistStream;

import java.io.IOException;

/**
 * one-nio "for persist": {@link PersistStream} embeds each serializer the first time its class
 * appears (class name, field names and field class names, recursively), so the bytes alone let a
 * reader map the writer's fields onto its own class or a generated stub. Read back with a plain
 * {@link DeserializeStream}. No out-of-band exchange, as in the study.
 */
public final class OneNioPersistAdapter extends OneNioReader {

    @Override
    public String id() {
        return "one-nio-persist";
    }

    @Override
    public String displayName() {
        return "One Nio (for persist)";
    }

    @Override
    public byte[] write(Object value) throws IOException {
        try (PersistStream out = new PersistStream()) {
            out.writeObject(value);
            return out.toByteArray();
        }
    }
}
