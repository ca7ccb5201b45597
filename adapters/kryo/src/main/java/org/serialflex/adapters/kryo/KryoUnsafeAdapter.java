package org.serialflex.adapters.kryo;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;

import java.util.Set;

/**
 * The study's "Kryo (unsafe)": the same Kryo configuration as {@link KryoDefaultAdapter}, with the
 * {@link UnsafeOutput} / {@link UnsafeInput} streams, which copy multi-byte primitives with
 * {@code sun.misc.Unsafe} in native byte order (variable-length encoding left at its default).
 */
public final class KryoUnsafeAdapter extends KryoAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public KryoUnsafeAdapter() {
    }

    private KryoUnsafeAdapter(Set<String> applicationClasses) {
        super(applicationClasses);
    }

    @Override
    KryoAdapter hardened(Set<String> applicationClasses) {
        return new KryoUnsafeAdapter(applicationClasses);
    }

    @Override
    public String id() {
        return "kryo-unsafe";
    }

    @Override
    public String displayName() {
        return "Kryo (unsafe)";
    }

    @Override
    Output newOutput(int bufferSize, int maxBufferSize) {
        return new UnsafeOutput(bufferSize, maxBufferSize);
    }

    @Override
    Input newInput(byte[] bytes) {
        return new UnsafeInput(bytes);
    }
}
