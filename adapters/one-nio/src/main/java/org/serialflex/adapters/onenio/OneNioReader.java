package org.serialflex.adapters.onenio;

import one.nio.serial.DeserializeStream;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * What both one-nio rows share: the library, reading with a plain {@link DeserializeStream}, the JVM
 * options one-nio needs and no hardening. The rows differ in how the writer hands its serializers on.
 */
abstract class OneNioReader implements SerializerAdapter {

    @Override
    public Library library() {
        return OneNio.library();
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
