package org.serialflex.adapters.onenio;

import one.nio.serial.DeserializeStream;
import one.nio.serial.PersistStream;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * one-nio "for persist": {@link PersistStream} embeds each serializer the first time its class
 * appears (class name, field names and field class names, recursively), so the bytes alone let a
 * reader map the writer's fields onto its own class or a generated stub. Read back with a plain
 * {@link DeserializeStream}. No out-of-band exchange, as in the study.
 */
public final class OneNioPersistAdapter implements SerializerAdapter {

    @Override
    public String id() {
        return "one-nio-persist";
    }

    @Override
    public String displayName() {
        return "One Nio (for persist)";
    }

    @Override
    public Library library() {
        return OneNio.library();
    }

    @Override
    public byte[] write(Object value) throws IOException {
        try (PersistStream out = new PersistStream()) {
            out.writeObject(value);
            return out.toByteArray();
        }
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws IOException, ClassNotFoundException {
        return OneNio.deserialize(bytes);
    }

    @Override
    public List<JvmOption> requiredJvmOptions() {
        return OneNio.requiredJvmOptions();
    }

    /** None: see {@link OneNio#NO_HARDENING}. */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none(OneNio.NO_HARDENING);
    }
}
